// Package manifest reads, validates and edits skills.toml: what the user
// asked for (sources, refs, skills, policy, targets).
//
// Loading is strict, because the file decides what runs on a developer's
// machine: unknown keys are errors (a typo must not silently drop a
// policy) and every error names file, line and what to do. Edits
// (add/replace/remove a source) keep the user's layout and comments, and
// a file that failed to parse is never rewritten.
package manifest

import (
	"cmp"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/lock/sigrule"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// FileName is the manifest's name in a project directory.
const FileName = layout.ManifestFile

// Defaults for the [settings] limits: the MCP skills extension's limits.
const (
	DefaultMaxFiles = catalog.DefaultMaxFiles
	DefaultMaxBytes = catalog.DefaultMaxBytes
)

// Approval policies.
const (
	ApprovalRequired = "required" // each skill digest needs an explicit approval
	ApprovalLock     = "lock"     // the reviewed lockfile is the approval
)

// Install modes for the trusted root and targets.
const (
	InstallCopy    = "copy"
	InstallSymlink = "symlink"
)

// Manifest is skills.toml: the user's intent.
type Manifest struct {
	Settings Settings `toml:"settings" json:"settings"`
	// Policy names the organisation's policy (docs/policy.md); nil when
	// skills.toml names none.
	Policy  *PolicyRef `toml:"policy" json:"policy,omitempty"`
	Sources []Source   `toml:"source" json:"sources"`
	Audit   Audit      `toml:"audit" json:"audit"`
}

// PolicyRef is the [policy] table: the organisation's skills-policy.toml,
// a file inside the project (Path) or in a policy repository (URL, Ref,
// File), which skills.lock pins like a source.
type PolicyRef struct {
	Path string `toml:"path" json:"path,omitempty"`
	URL  string `toml:"url" json:"url,omitempty"`
	Ref  string `toml:"ref" json:"ref,omitempty"`
	File string `toml:"file" json:"file,omitempty"` // in the repository; default skills-policy.toml
}

// DefaultPolicyFile is the policy file of a policy repository unless
// [policy] names another.
const DefaultPolicyFile = layout.PolicyFile

// PolicyPinned is the policy repository m names for the lock to pin: its
// url, ref and file ("", "", "" when m names none: no [policy], or a
// policy file inside the project), as Lock.PolicyDrift takes them.
func (m *Manifest) PolicyPinned() (url, ref, file string) {
	if m.Policy == nil || m.Policy.URL == "" {
		return "", "", ""
	}
	return m.Policy.URL, m.Policy.Ref, m.Policy.PolicyFile()
}

// PolicyFile is File with its default applied.
func (r *PolicyRef) PolicyFile() string {
	if r.File == "" {
		return DefaultPolicyFile
	}
	return r.File
}

// Audit is the [audit] table: the project's own audit rules and the
// findings it suppresses, each with the reason someone recorded.
type Audit struct {
	// Rules are project-relative rule files (the format of
	// internal/catalog/audit/rules), added to the built-in rules.
	Rules []string `toml:"rules" json:"rules,omitempty"`
	// Suppress are the findings not reported, each with a reason.
	Suppress []Suppression `toml:"suppress" json:"suppress,omitempty"`
}

// Suppression is one [[audit.suppress]] table: a finding of code in
// skill (in file, when set) that a reviewer accepted, and why.
type Suppression struct {
	Code   string `toml:"code" json:"code"`
	Skill  string `toml:"skill" json:"skill"`
	File   string `toml:"file" json:"file,omitempty"` // skill-relative; "" for every file
	Reason string `toml:"reason" json:"reason"`
}

// Matches reports whether the suppression covers a finding of code in
// file of skill.
func (s Suppression) Matches(skill, code, file string) bool {
	return s.Skill == skill && s.Code == code && (s.File == "" || s.File == file)
}

// Settings is the [settings] table. Zero values mean the default; use the
// accessor methods, which apply them.
type Settings struct {
	Approval string   `toml:"approval" json:"approval,omitempty"`   // "required" (default) | "lock"
	Targets  []string `toml:"targets" json:"targets,omitempty"`     // project-relative harness dirs, e.g. ".claude/skills"
	Install  string   `toml:"install" json:"install,omitempty"`     // "copy" (default) | "symlink"
	MaxFiles int      `toml:"max_files" json:"max_files,omitempty"` // per skill, default 512
	MaxBytes int64    `toml:"max_bytes" json:"max_bytes,omitempty"` // per skill, default 16 MiB
	// AuditFailOn is the audit severity at or above which `verify`
	// reports a finding as a failure: "critical", "high", "medium",
	// "low", or "" / "none" (verify does not audit).
	AuditFailOn string `toml:"audit_fail_on" json:"audit_fail_on,omitempty"`
	// SelfApprovalSigners, for a repository of one maintainer, is an
	// allowed-signers file (git's gpg.ssh.allowedSignersFile format) in
	// the project: `verify --approvals-base BASE` accepts an approval that
	// arrives with the content it approves when it is SSH-signed by a key
	// this file lists as of BASE (see project.VerifyApprovalsBase).
	SelfApprovalSigners string `toml:"self_approval_signers" json:"self_approval_signers,omitempty"`
}

// Source is one [[source]] table.
type Source struct {
	Name      string           `toml:"name" json:"name"`
	URL       string           `toml:"url" json:"url"`                   // owner/repo, https, ssh, file://, local repo path, local dir
	Ref       string           `toml:"ref" json:"ref,omitempty"`         // tag, branch or commit; "" = default branch; none for a path source
	Skills    []string         `toml:"skills" json:"skills,omitempty"`   // names, or ["*"]
	Paths     []string         `toml:"paths" json:"paths,omitempty"`     // skills picked by directory in the repo
	Exclude   []string         `toml:"exclude" json:"exclude,omitempty"` // with skills = ["*"]: names left out
	Trusted   bool             `toml:"trusted" json:"trusted,omitempty"` // skills from this source need no approval
	Signature *SignaturePolicy `toml:"signature" json:"signature,omitempty"`
}

// SignaturePolicy is a [source.signature] table: when present, every skill
// of the source must carry a valid signature matching it.
type SignaturePolicy struct {
	Key            string `toml:"key" json:"key,omitempty"` // path to a PEM public key (relative to the project dir)
	Identity       string `toml:"identity" json:"identity,omitempty"`
	IdentityRegexp string `toml:"identity_regexp" json:"identity_regexp,omitempty"`
	Issuer         string `toml:"issuer" json:"issuer,omitempty"`
	IssuerRegexp   string `toml:"issuer_regexp" json:"issuer_regexp,omitempty"`
	TrustedRoot    string `toml:"trusted_root" json:"trusted_root,omitempty"` // trusted_root.json (JSON or JSON lines)
	// Format is "" (skillpin's SKILL.sigstore.json) or "oms" (OpenSSF
	// Model Signing, skill.oms.sig).
	Format string `toml:"format" json:"format,omitempty"`
	// CertificateChain, for OMS, is a PEM bundle holding the root a
	// private-PKI signing certificate must chain to.
	CertificateChain string `toml:"certificate_chain" json:"certificate_chain,omitempty"`
	// AllowUnsignedFiles, for OMS, accepts files the signature does not
	// cover (recorded in the lock, shown in review).
	AllowUnsignedFiles bool `toml:"allow_unsigned_files" json:"allow_unsigned_files,omitempty"`
}

// SignatureFormatOMS is the format of OpenSSF Model Signing signatures.
const SignatureFormatOMS = sigrule.FormatOMS

// ApprovalPolicy is the approval setting with its default applied.
func (s Settings) ApprovalPolicy() string {
	if s.Approval == "" {
		return ApprovalRequired
	}
	return s.Approval
}

// InstallMode is the install setting with its default applied.
func (s Settings) InstallMode() string {
	if s.Install == "" {
		return InstallCopy
	}
	return s.Install
}

// FileLimit is the per-skill file count limit with its default applied.
func (s Settings) FileLimit() int {
	if s.MaxFiles == 0 {
		return DefaultMaxFiles
	}
	return s.MaxFiles
}

// Limits are the per-skill limits with their defaults applied.
func (s Settings) Limits() catalog.Limits {
	return catalog.Limits{MaxFiles: s.FileLimit(), MaxBytes: s.ByteLimit()}
}

// ByteLimit is the per-skill byte limit with its default applied.
func (s Settings) ByteLimit() int64 {
	if s.MaxBytes == 0 {
		return DefaultMaxBytes
	}
	return s.MaxBytes
}

// Source returns the source with the given name, or nil.
func (m *Manifest) Source(name string) *Source {
	for i := range m.Sources {
		if m.Sources[i].Name == name {
			return &m.Sources[i]
		}
	}
	return nil
}

// AllSkills reports whether the source selects every skill it has.
func (s *Source) AllSkills() bool { return slices.Equal(s.Skills, []string{"*"}) }

// ParseManifest parses and validates skills.toml. file names the file in
// errors. Errors are *tomlfile.ParseError, with the line of the offending key.
func ParseManifest(data []byte, file string) (*Manifest, error) {
	return parse(data, file, false)
}

// ParseManifestMasked is ParseManifest for a revision that is only shown
// and compared, never acted on: the base of a review. A source URL that
// holds credentials is masked (safetext.RedactURL) instead of refused, and
// the rules a base may predate (anchored signature regexps, the characters
// of targets and paths: shown escaped, never used) are not applied, so
// that the change which fixes them can be reviewed; everything else is
// validated as ParseManifest does. What it returns must never be fetched
// from or written.
func ParseManifestMasked(data []byte, file string) (*Manifest, error) {
	return parse(data, file, true)
}

// HasCredentials reports whether a source URL carries user info that may be
// a secret: any user info of an http(s) or other URL, and a password of an
// ssh:// one (ssh://git@host names an account, not a secret).
func HasCredentials(url string) bool { return safetext.HasUserinfo(url) }

func parse(data []byte, file string, maskCredentials bool) (*Manifest, error) {
	if line := tomlfile.ConflictMarker(data); line > 0 {
		return nil, &tomlfile.ParseError{File: file, Line: line, Msg: "skills.toml has merge conflict markers (<<<<<<<, =======, >>>>>>>): " +
			"edit it to keep the sources and settings both sides meant and delete the marker lines, ",
			Fix: hint.Sprintf("then run `%s` if skills.lock conflicted too", hint.Run("relock"))}
	}
	var m Manifest
	if err := tomlfile.Decode(data, file, &m); err != nil {
		return nil, err
	}
	if errs := m.validate(maskCredentials); len(errs) > 0 {
		return nil, tomlfile.Positioned(string(data), file, errs)
	}
	return &m, nil
}

// LoadManifest reads and parses the manifest at path.
func LoadManifest(path string) (*Manifest, error) {
	data, err := tomlfile.ReadFile(path, hint.Sprintf("run `%s` to create it, or `%s` to start with a skill", hint.Run("init"), hint.Run("add", "SOURCE")), safefile.MaxManifest)
	if err != nil {
		return nil, err
	}
	return ParseManifest(data, path)
}

func (m *Manifest) validate(maskCredentials bool) []tomlfile.FieldError {
	errs := m.Settings.validate(!maskCredentials)
	errs = append(errs, m.Audit.validate(!maskCredentials)...)
	errs = append(errs, m.Settings.validateTargets(!maskCredentials)...)
	errs = append(errs, m.validatePolicy(maskCredentials)...)
	seen := map[string]int{}
	for i := range m.Sources {
		errs = append(errs, m.validateSource(i, seen, maskCredentials)...)
	}
	return errs
}

// validate checks [settings]; strict applies the rules a file read for
// use (not one under review, which may predate them) must follow.
func (st Settings) validate(strict bool) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, path ...string) {
		errs = append(errs, tomlfile.FieldError{Path: path, Msg: msg})
	}
	switch st.Approval {
	case "", ApprovalRequired, ApprovalLock:
	default:
		add(fmt.Sprintf("settings.approval is %q; use %q (approve each skill) or %q (the reviewed lockfile is the approval)",
			st.Approval, ApprovalRequired, ApprovalLock), "settings", "approval")
	}
	switch st.Install {
	case "", InstallCopy, InstallSymlink:
	default:
		add(fmt.Sprintf("settings.install is %q; use %q or %q", st.Install, InstallCopy, InstallSymlink), "settings", "install")
	}
	if st.MaxFiles < 0 {
		add(fmt.Sprintf("settings.max_files is %d; use a positive count (default %d)", st.MaxFiles, DefaultMaxFiles), "settings", "max_files")
	}
	if st.MaxBytes < 0 {
		add(fmt.Sprintf("settings.max_bytes is %d; use a positive byte count (default %d)", st.MaxBytes, DefaultMaxBytes), "settings", "max_bytes")
	}
	if _, err := auditcode.ParseSeverity(st.AuditFailOn); st.AuditFailOn != "" && err != nil {
		add(fmt.Sprintf("settings.audit_fail_on is %q; use \"critical\", \"high\", \"medium\", \"low\" or \"none\"", st.AuditFailOn), "settings", "audit_fail_on")
	}
	if f := st.SelfApprovalSigners; f != "" {
		if msg := names.RelDirProblem(f, strict); msg != "" || path.Clean(f) == "." {
			add(fmt.Sprintf("settings.self_approval_signers %q %s; name an allowed-signers file inside the project", f, msg), "settings", "self_approval_signers")
		}
	}
	return errs
}

// validateTargets checks settings.targets: directories inside the
// project, each once.
func (st Settings) validateTargets(strict bool) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, path ...string) {
		errs = append(errs, tomlfile.FieldError{Path: path, Msg: msg})
	}
	seenTarget := map[string]bool{}
	for i, t := range st.Targets {
		p := []string{"settings", "targets", tomlfile.IndexSeg(i)}
		if msg := names.RelDirProblem(t, strict); msg != "" {
			add(fmt.Sprintf("settings.targets: %q %s; a target is a directory inside the project (in the user scope, inside your home directory), such as \".claude/skills\"", t, msg), p...)
			continue
		}
		if c := path.Clean(t); seenTarget[c] {
			add(fmt.Sprintf("settings.targets lists %q twice", t), p...)
		} else {
			seenTarget[c] = true
		}
	}
	return errs
}

// validatePolicy checks [policy]; with maskCredentials, credentials in
// its URL are masked instead of refused.
func (m *Manifest) validatePolicy(maskCredentials bool) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, path ...string) {
		errs = append(errs, tomlfile.FieldError{Path: path, Msg: msg})
	}
	if r := m.Policy; r != nil {
		switch {
		case r.Path != "" && r.URL != "":
			add("[policy] names both path and url; a policy is a file in the project (path) or in a policy repository (url, ref, file)", "policy", "url")
		case r.Path == "" && r.URL == "":
			add("[policy] names no policy; set path = \"FILE\" (in the project) or url = \"…\" and ref = \"…\" (a policy repository)", "policy")
		case r.Path != "":
			if msg := names.RelDirProblem(r.Path, !maskCredentials); msg != "" {
				add(fmt.Sprintf("policy.path %q %s; name a file inside the project", r.Path, msg), "policy", "path")
			}
			if r.Ref != "" || r.File != "" {
				add("policy.ref and policy.file go with policy.url; with path, name the file itself", "policy", "ref")
			}
		default:
			switch {
			case !HasCredentials(r.URL):
			case maskCredentials:
				m.Policy.URL = safetext.RedactURL(r.URL)
			default:
				add(fmt.Sprintf("policy.url %s holds credentials; remove them and authenticate with a credential helper, GITHUB_TOKEN or ssh", safetext.RedactURL(r.URL)), "policy", "url")
			}
			if r.File != "" {
				if msg := names.RelDirProblem(r.File, !maskCredentials); msg != "" {
					add(fmt.Sprintf("policy.file %q %s; name a file inside the policy repository", r.File, msg), "policy", "file")
				}
			}
		}
	}
	return errs
}

// validateSource checks the i-th [[source]]; seen holds the names of the
// sources before it. With maskCredentials, credentials in its URL are
// masked instead of refused.
func (m *Manifest) validateSource(i int, seen map[string]int, maskCredentials bool) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, path ...string) {
		errs = append(errs, tomlfile.FieldError{Path: path, Msg: msg})
	}
	s := m.Sources[i]
	p := func(k ...string) []string { return append([]string{"source", tomlfile.IndexSeg(i)}, k...) }
	label := fmt.Sprintf("source %d", i+1)
	switch {
	case s.Name == "":
		errs = append(errs, tomlfile.FieldError{Path: p(), Msg: label + " has no name; add name = \"...\"",
			Fix: hint.Sprintf(" (used by `%s` and in the lockfile)", hint.Run("update", "NAME"))})
	case !names.ValidSource(s.Name):
		add(fmt.Sprintf("source name %q is invalid: use letters, digits, '.', '_' and '-', starting with a letter or digit", s.Name), p("name")...)
	default:
		label = fmt.Sprintf("source %q", s.Name)
		if j, dup := seen[s.Name]; dup {
			add(fmt.Sprintf("source name %q is used twice (sources %d and %d); give each [[source]] its own name", s.Name, j+1, i+1), p("name")...)
		} else {
			seen[s.Name] = i
		}
	}
	if strings.TrimSpace(s.URL) == "" {
		add(label+" has no url; set url to owner/repo, an https or ssh URL, file://..., or a local path", p("url")...)
	}
	switch {
	case !HasCredentials(s.URL):
	case maskCredentials:
		m.Sources[i].URL = safetext.RedactURL(s.URL)
	default:
		add(fmt.Sprintf("%s: url %s holds credentials (user info before the host); skillpin never reads, stores or prints them: remove them and authenticate with GITHUB_TOKEN or GH_TOKEN (github.com), a git credential helper, or ssh", label, safetext.RedactURL(s.URL)), p("url")...)
	}
	if len(s.Skills) == 0 && len(s.Paths) == 0 {
		add(label+" selects no skills; set skills = [\"name\", ...] (or [\"*\"] for all) or paths = [\"dir\", ...]", p()...)
	}
	seenSkill := map[string]bool{}
	for j, name := range s.Skills {
		switch {
		case name == "*" && len(s.Skills) > 1:
			add(label+": skills lists \"*\" (every skill) together with names; keep one or the other", p("skills", tomlfile.IndexSeg(j))...)
		case name == "":
			add(label+": skills has an empty name", p("skills", tomlfile.IndexSeg(j))...)
		case seenSkill[name]:
			add(fmt.Sprintf("%s: skills lists %q twice", label, name), p("skills", tomlfile.IndexSeg(j))...)
		}
		seenSkill[name] = true
	}
	for j, name := range s.Exclude {
		switch {
		case !slices.Equal(s.Skills, []string{"*"}):
			add(label+": exclude leaves skills out of skills = [\"*\"]; with a list of names, drop the name from skills instead", p("exclude", tomlfile.IndexSeg(j))...)
		case name == "" || slices.Contains(s.Exclude[:j], name):
			add(fmt.Sprintf("%s: exclude lists %q twice or empty", label, name), p("exclude", tomlfile.IndexSeg(j))...)
		}
	}
	for j, d := range s.Paths {
		if msg := names.RelDirProblem(d, !maskCredentials); msg != "" {
			add(fmt.Sprintf("%s: paths entry %q %s; use a slash-separated directory inside the source (\".\" for its root)", label, d, msg), p("paths", tomlfile.IndexSeg(j))...)
		}
	}
	if sig := s.Signature; sig != nil {
		errs = append(errs, sig.validate(label, p("signature"), !maskCredentials)...)
	}
	return errs
}

// validate checks the [audit] table: rule files inside the project, and
// suppressions that name a code and a skill and give a reason.
func (a *Audit) validate(strict bool) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, path ...string) {
		errs = append(errs, tomlfile.FieldError{Path: path, Msg: msg})
	}
	for i, r := range a.Rules {
		if msg := names.RelDirProblem(r, strict); msg != "" || r == "." {
			add(fmt.Sprintf("audit.rules: %q %s; name a rule file inside the project, such as \"audit/rules.yaml\"", r, cmp.Or(msg, "is the project directory")), "audit", "rules", tomlfile.IndexSeg(i))
		}
	}
	for i, s := range a.Suppress {
		p := func(k string) []string { return []string{"audit", "suppress", tomlfile.IndexSeg(i), k} }
		label := fmt.Sprintf("audit.suppress %d", i+1)
		if !auditcode.ValidCode(s.Code) {
			errs = append(errs, tomlfile.FieldError{Path: p("code"), Msg: fmt.Sprintf("%s: code %q is not a finding code; copy the code ", label, s.Code),
				Fix: hint.Sprintf("`%s` printed (such as \"PIPE_TO_SHELL\")", hint.Run("audit"))})
		}
		if strings.TrimSpace(s.Skill) == "" {
			add(label+": skill is empty; name the skill whose finding is suppressed", p("skill")...)
		}
		if s.File != "" {
			if msg := names.RelDirProblem(s.File, strict); msg != "" {
				add(fmt.Sprintf("%s: file %q %s; give the file's path inside the skill, or leave file out", label, s.File, msg), p("file")...)
			}
		}
		if len(strings.TrimSpace(s.Reason)) < 10 {
			errs = append(errs, tomlfile.FieldError{Path: p("reason"), Msg: label + ": a suppression needs a reason of at least 10 characters: say who checked the finding and why it is safe",
				Fix: hint.Sprintf(" (reviewers read it in `%s`)", hint.Run("diff"))})
		}
	}
	return errs
}

// validate checks a signature policy; anchored applies the rule that its
// regexps be anchored (not to a base under review, which may predate it).
func (sig *SignaturePolicy) validate(label string, p []string, anchored bool) []tomlfile.FieldError {
	return sigrule.Check(sigrule.Fields{Key: sig.Key, Identity: sig.Identity, IdentityRegexp: sig.IdentityRegexp,
		Issuer: sig.Issuer, IssuerRegexp: sig.IssuerRegexp, TrustedRoot: sig.TrustedRoot, Format: sig.Format,
		CertificateChain: sig.CertificateChain, AllowUnsignedFiles: sig.AllowUnsignedFiles}, label, p, anchored)
}
