// Package lock reads and writes skills.lock: what the manifest resolved to,
// down to each file's digest.
//
// Loading is strict (unknown keys, bad digests and inconsistencies are
// errors with a line), and a lockfile of an unknown version is refused,
// never rewritten. The file is rendered by hand so that equal locks are
// byte-identical files and a review diff shows only what changed.
package lock

import (
	"bytes"
	"fmt"
	"os"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// FileName is the lockfile's name in a project directory.
const FileName = layout.LockFile

// LockVersion is the lockfile format this skillpin reads and writes.
const LockVersion = 1

// Ref kinds recorded per source.
const (
	KindTag    = "tag"
	KindBranch = "branch"
	KindCommit = "commit"
	KindPath   = "path" // a local directory: no commit, content pinned by digests only
	// KindDigest is an OCI source asked for by manifest digest (its ref
	// is the digest). An OCI source asked for by tag is KindTag; either
	// way commit holds the manifest digest, sha256:<64 hex>.
	KindDigest = "digest"
)

// Lock is skills.lock: what the manifest resolved to.
type Lock struct {
	Version int `toml:"version" json:"version"`
	// Policy pins the organisation's policy repository that skills.toml
	// names in [policy] with a url; nil when it names none.
	Policy  *LockedPolicy  `toml:"policy" json:"policy,omitempty"`
	Sources []LockedSource `toml:"source" json:"sources"` // sorted by name
	Skills  []LockedSkill  `toml:"skill" json:"skills"`   // sorted by source, then name
}

// LockedSource is one resolved source.
type LockedSource struct {
	Name      string `toml:"name" json:"name"`
	URL       string `toml:"url" json:"url"`
	Ref       string `toml:"ref" json:"ref,omitempty"`               // as requested; "" = the default branch
	Kind      string `toml:"kind" json:"kind"`                       // tag | branch | commit | path
	Commit    string `toml:"commit" json:"commit,omitempty"`         // resolved commit; "" for a path source
	TagObject string `toml:"tag_object" json:"tag_object,omitempty"` // annotated tag object id
}

// LockedPolicy is the policy of a policy repository, resolved: the ref's
// commit and the digest of the policy file and every file it names (see
// policy.Digest), so that a changed policy is a change of the lockfile.
type LockedPolicy struct {
	URL    string `toml:"url" json:"url"`
	Ref    string `toml:"ref" json:"ref,omitempty"`
	Kind   string `toml:"kind" json:"kind"`
	Commit string `toml:"commit" json:"commit"`
	File   string `toml:"file" json:"file"`
	Digest string `toml:"digest" json:"digest"`
}

// LockedSkill is one locked skill.
type LockedSkill struct {
	Name   string `toml:"name" json:"name"`
	Source string `toml:"source" json:"source"`
	// Path is the skill directory within the source ("." for its root).
	Path string `toml:"path" json:"path"`
	// Digest is the canonical file-set digest of Files.
	Digest string `toml:"digest" json:"digest"`
	// Description is the frontmatter description, so that reviews show
	// when it changes.
	Description string `toml:"description" json:"description,omitempty"`
	// AllowedTools is the normalized frontmatter allowed-tools; nil when
	// the skill declares none.
	AllowedTools []string         `toml:"allowed_tools" json:"allowed_tools,omitempty"`
	Signature    *LockedSignature `toml:"signature" json:"signature,omitempty"` // nil when unsigned
	Files        catalog.FileSet  `toml:"files" json:"files"`                   // sorted by path
}

// LockedSignature records the publisher signature a skill was verified
// with.
type LockedSignature struct {
	Bundle   string `toml:"bundle" json:"bundle"`               // sha256:… of SKILL.sigstore.json
	Key      string `toml:"key" json:"key,omitempty"`           // key fingerprint sha256:…, for key-signed skills
	Identity string `toml:"identity" json:"identity,omitempty"` // certificate identity, for keyless ones
	Issuer   string `toml:"issuer" json:"issuer,omitempty"`     // OIDC issuer, for keyless ones
	// Format is "oms" for an OpenSSF Model Signing signature (Bundle is
	// then the digest of skill.oms.sig), "" for skillpin's own.
	Format string `toml:"format" json:"format,omitempty"`
	// Subject and Chain, for an OMS certificate-chain signature: the
	// signing certificate's subject and sha256: of the root it chains to.
	Subject string `toml:"subject" json:"subject,omitempty"`
	Chain   string `toml:"chain" json:"chain,omitempty"`
	// Unsigned, for OMS, are the skill's files the signature does not
	// cover and verification accepted (allow_unsigned_files, or the
	// signature's own ignore_paths), sorted.
	Unsigned []string `toml:"unsigned" json:"unsigned,omitempty"`
}

// Equal reports whether two records name the same signature.
func (s *LockedSignature) Equal(o *LockedSignature) bool {
	if s == nil || o == nil {
		return s == o
	}
	return s.Bundle == o.Bundle && s.Key == o.Key && s.Identity == o.Identity && s.Issuer == o.Issuer &&
		s.Format == o.Format && s.Subject == o.Subject && s.Chain == o.Chain && slices.Equal(s.Unsigned, o.Unsigned)
}

// Signer says who signed, for people: the key fingerprint or the
// identity and issuer.
func (s *LockedSignature) Signer() string {
	if s == nil {
		return ""
	}
	if s.Key != "" {
		return "key " + s.Key
	}
	if s.Subject != "" {
		return "certificate " + s.Subject + " (chain " + s.Chain + ")"
	}
	return s.Identity + " (issuer " + s.Issuer + ")"
}

// Skill returns the locked skill with the given name, or nil.
func (l *Lock) Skill(name string) *LockedSkill {
	for i := range l.Skills {
		if l.Skills[i].Name == name {
			return &l.Skills[i]
		}
	}
	return nil
}

// PolicyPin is the pinned organisation policy; nil when there is none
// (or l is nil).
func (l *Lock) PolicyPin() *LockedPolicy {
	if l == nil {
		return nil
	}
	return l.Policy
}

// PolicyDrift says how the policy repository l pins differs from the one
// skills.toml names (url, ref, file; url "" when it names none), "" when
// it does not. A nil lock pins nothing.
func (l *Lock) PolicyDrift(url, ref, file string) string {
	got := l.PolicyPin()
	switch {
	case url == "" && got == nil:
		return ""
	case url == "":
		return fmt.Sprintf("skills.lock pins the policy %s, which skills.toml does not name", got.URL)
	case got == nil:
		return fmt.Sprintf("skills.toml names the policy %s, which skills.lock does not pin", url)
	case got.URL != url || got.Ref != ref || got.File != file:
		return fmt.Sprintf("skills.toml names the policy %s (ref %q, file %s), skills.lock pins %s (ref %q, file %s)",
			url, ref, file, got.URL, got.Ref, got.File)
	}
	return ""
}

// Source returns the locked source with the given name, or nil.
func (l *Lock) Source(name string) *LockedSource {
	for i := range l.Sources {
		if l.Sources[i].Name == name {
			return &l.Sources[i]
		}
	}
	return nil
}

// SkillsOf returns the skills locked from the named source.
func (l *Lock) SkillsOf(source string) []LockedSkill {
	var out []LockedSkill
	for _, s := range l.Skills {
		if s.Source == source {
			out = append(out, s)
		}
	}
	return out
}

// Sort puts sources, skills and files in the canonical order. Marshal and
// Validate expect it; code that builds a Lock calls it before saving.
func (l *Lock) Sort() {
	slices.SortFunc(l.Sources, func(a, b LockedSource) int { return strings.Compare(a.Name, b.Name) })
	slices.SortFunc(l.Skills, func(a, b LockedSkill) int {
		if c := strings.Compare(a.Source, b.Source); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	for i := range l.Skills {
		l.Skills[i].Files.Sort()
	}
}

// versionLine finds the version key without parsing the rest, so that a
// lockfile of a newer format is recognised even when its syntax changed.
var versionLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^[ \t]*version[ \t]*=[ \t]*([0-9]+)[ \t]*(?:#.*)?\r?$`)
})

// VersionError is a lockfile written in a format this skillpin does not
// read. Such a file is never rewritten.
type VersionError struct {
	File    string
	Version int64
}

func (e *VersionError) Error() string {
	return fmt.Sprintf("%s: lockfile version %d is not supported: this skillpin reads version %d; "+
		"upgrade skillpin to use this lockfile (it was left untouched)", e.File, e.Version, LockVersion)
}

// Is makes a lockfile of another version invalid input.
func (e *VersionError) Is(target error) bool { return target == errkind.Invalid }

// ParseLock parses and validates skills.lock. file names the file in
// errors. A lockfile of another format version is a *VersionError; any
// other problem is a *tomlfile.ParseError with the line of the offending entry.
func ParseLock(data []byte, file string) (*Lock, error) {
	if line := tomlfile.ConflictMarker(data); line > 0 {
		return nil, &tomlfile.ParseError{File: file, Line: line, Msg: "skills.lock has merge conflict markers; do not merge it by hand: ",
			Fix: hint.Sprintf("resolve skills.toml, then run `%s` to rebuild skills.lock from it, and review the result with `%s`", hint.Run("relock"), hint.Run("diff"))}
	}
	if m := versionLine().FindSubmatch(data); m != nil {
		if v, err := strconv.ParseInt(string(m[1]), 10, 64); err != nil || v != LockVersion {
			if err != nil {
				v = -1
			}
			return nil, &VersionError{File: file, Version: v}
		}
	}
	if err := tomlfile.CheckText(data, file); err != nil {
		return nil, err
	}
	l, ok := parseCanonical(data)
	if !ok {
		l = &Lock{}
		if err := tomlfile.Decode(data, file, l); err != nil {
			return nil, err
		}
	}
	if l.Version != LockVersion {
		// The version key is missing or hidden from the line scan.
		if l.Version == 0 {
			return nil, &tomlfile.ParseError{File: file, Line: 1,
				Msg: fmt.Sprintf("no version key; a skillpin lockfile starts with version = %d", LockVersion),
				Fix: hint.Sprintf(" (regenerate it with `%s`)", hint.Run("install"))}
		}
		return nil, &VersionError{File: file, Version: int64(l.Version)}
	}
	if errs := l.validate(); len(errs) > 0 {
		return nil, tomlfile.Positioned(string(data), file, errs)
	}
	return l, nil
}

// LoadLock reads and parses the lockfile at path.
func LoadLock(path string) (*Lock, error) {
	data, err := tomlfile.ReadFile(path, hint.Sprintf("run `%s` (or `%s`) to create it", hint.Run("install"), hint.Run("add")), safefile.MaxLock)
	if err != nil {
		return nil, err
	}
	return ParseLock(data, path)
}

// Validate checks everything ParseLock checks, for a Lock built in memory.
func (l *Lock) Validate() error {
	if l.Version != LockVersion {
		return fmt.Errorf("lock version %d, want %d", l.Version, LockVersion)
	}
	if errs := l.validate(); len(errs) > 0 {
		return errs[0]
	}
	return nil
}

// isObjectID reports whether s is a git object id: 40 (SHA-1) or 64
// (SHA-256) lowercase hex digits.
func isObjectID(s string) bool {
	if len(s) != 40 && len(s) != 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// isManifestDigest reports whether s is an OCI manifest digest,
// sha256:<64 lowercase hex>: what an oci:// source's commit holds.
func isManifestDigest(s string) bool {
	hex, ok := strings.CutPrefix(s, "sha256:")
	return ok && len(hex) == 64 && isObjectID(hex)
}

// fixLock ends the message of every invalid entry: what to do about a
// lockfile edited by hand.
var fixLock = hint.Sprintf("; the lockfile is written by skillpin only: restore it from version control or re-run `%s`", hint.Run("install"))

func (l *Lock) validate() []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	if l.Policy != nil {
		errs = append(errs, validatePolicy(l.Policy)...)
	}
	sources := map[string]*LockedSource{}
	for i := range l.Sources {
		errs = append(errs, l.validateSource(i, sources)...)
	}
	seen := map[string]bool{}
	for i := range l.Skills {
		errs = append(errs, l.validateSkill(i, sources, seen)...)
	}
	return errs
}

// validatePolicy checks the lock's [policy] pin.
func validatePolicy(pol *LockedPolicy) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, p ...string) {
		errs = append(errs, tomlfile.FieldError{Path: p, Msg: msg, Fix: fixLock})
	}
	p := func(k string) []string { return []string{"policy", k} }
	switch {
	case pol.URL == "":
		add("the policy has no url", "policy")
	case safetext.HasUserinfo(pol.URL):
		add(fmt.Sprintf("the policy url %s holds credentials, which skillpin never stores", safetext.RedactURL(pol.URL)), p("url")...)
	}
	switch {
	case pol.Kind != KindTag && pol.Kind != KindBranch && pol.Kind != KindCommit:
		add(fmt.Sprintf("the policy's kind %q is not one of tag, branch, commit", pol.Kind), p("kind")...)
	case !isObjectID(pol.Commit):
		add(fmt.Sprintf("the policy's commit %q is not a full lowercase hex object id", pol.Commit), p("commit")...)
	case names.RelDir(pol.File) != "":
		add(fmt.Sprintf("the policy's file %q %s", pol.File, names.RelDir(pol.File)), p("file")...)
	case !catalog.ValidDigest(pol.Digest):
		add(fmt.Sprintf("the policy's digest %q is not sha256: and 64 lowercase hex digits", pol.Digest), p("digest")...)
	}
	return errs
}

// validateSource checks the i-th locked source; sources holds those
// before it, by name, and gets it.
func (l *Lock) validateSource(i int, sources map[string]*LockedSource) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, p ...string) {
		errs = append(errs, tomlfile.FieldError{Path: p, Msg: msg, Fix: fixLock})
	}
	s := &l.Sources[i]
	p := func(k ...string) []string { return append([]string{"source", tomlfile.IndexSeg(i)}, k...) }
	label := fmt.Sprintf("source %q", s.Name)
	switch {
	case !names.ValidSource(s.Name):
		add(fmt.Sprintf("source %d has an invalid name %q", i+1, s.Name), p("name")...)
	case sources[s.Name] != nil:
		add(label+" is locked twice", p("name")...)
	case i > 0 && l.Sources[i-1].Name > s.Name:
		add(label+" is out of order (sources are sorted by name)", p("name")...)
	}
	sources[s.Name] = s
	if s.URL == "" {
		add(label+" has no url", p()...)
	}
	if safetext.HasUserinfo(s.URL) {
		add(fmt.Sprintf("%s: url %s holds credentials, which skillpin never stores", label, safetext.RedactURL(s.URL)), p("url")...)
	}
	oci := strings.HasPrefix(s.URL, "oci://")
	switch {
	case oci && s.Kind != KindTag && s.Kind != KindDigest:
		add(fmt.Sprintf("%s: kind %q is not one of tag, digest (an oci:// source)", label, s.Kind), p("kind")...)
	case oci && !isManifestDigest(s.Commit):
		add(fmt.Sprintf("%s: commit %q is not a manifest digest (sha256:<64 lowercase hex>)", label, s.Commit), p("commit")...)
	case oci && s.Kind == KindDigest && s.Ref != s.Commit:
		add(fmt.Sprintf("%s: ref %q is not the digest it is pinned at", label, s.Ref), p("ref")...)
	case oci:
	case s.Kind == KindDigest:
		add(fmt.Sprintf("%s: kind %q is for oci:// sources only", label, s.Kind), p("kind")...)
	default:
		switch s.Kind {
		case KindTag, KindBranch, KindCommit:
			if !isObjectID(s.Commit) {
				add(fmt.Sprintf("%s: commit %q is not a full lowercase hex object id", label, s.Commit), p("commit")...)
			}
		case KindPath:
			if s.Commit != "" || s.Ref != "" {
				add(label+": a path source has no ref or commit", p("kind")...)
			}
		default:
			add(fmt.Sprintf("%s: kind %q is not one of tag, branch, commit, path", label, s.Kind), p("kind")...)
		}
	}
	if s.TagObject != "" && (s.Kind != KindTag || !isObjectID(s.TagObject)) {
		add(fmt.Sprintf("%s: tag_object %q is not the hex id of a tag", label, s.TagObject), p("tag_object")...)
	}
	return errs
}

// validateSkill checks the i-th locked skill against the locked sources;
// seen holds the names of the skills before it, and gets its name.
func (l *Lock) validateSkill(i int, sources map[string]*LockedSource, seen map[string]bool) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, p ...string) {
		errs = append(errs, tomlfile.FieldError{Path: p, Msg: msg, Fix: fixLock})
	}
	sk := &l.Skills[i]
	p := func(k ...string) []string { return append([]string{"skill", tomlfile.IndexSeg(i)}, k...) }
	label := fmt.Sprintf("skill %q", sk.Name)
	switch {
	case names.Skill(sk.Name) != nil:
		add(fmt.Sprintf("skill %d has an invalid name %q", i+1, sk.Name), p("name")...)
	case seen[sk.Name]:
		add(label+" is locked twice", p("name")...)
	}
	seen[sk.Name] = true
	if sources[sk.Source] == nil {
		add(fmt.Sprintf("%s names source %q, which is not locked", label, sk.Source), p("source")...)
	}
	if i > 0 {
		prev := l.Skills[i-1]
		if prev.Source > sk.Source || prev.Source == sk.Source && prev.Name > sk.Name {
			add(label+" is out of order (skills are sorted by source, then name)", p("name")...)
		}
	}
	if msg := names.RelDir(sk.Path); msg != "" {
		add(fmt.Sprintf("%s: path %q %s", label, sk.Path, msg), p("path")...)
	}
	if !catalog.ValidDigest(sk.Digest) {
		add(fmt.Sprintf("%s: digest %q is not sha256: and 64 lowercase hex digits", label, sk.Digest), p("digest")...)
	}
	for j, t := range sk.AllowedTools {
		if strings.TrimSpace(t) == "" || strings.ContainsAny(t, "\n\r") {
			add(fmt.Sprintf("%s: allowed_tools entry %d is empty or spans lines", label, j+1), p("allowed_tools", tomlfile.IndexSeg(j))...)
		}
	}
	errs = append(errs, validateSignature(sk, label, p)...)
	errs = append(errs, validateFiles(sk, label, p("files"))...)
	return errs
}

// validateSignature checks a locked skill's signature record (nil: none),
// p makes the skill's key paths.
func validateSignature(sk *LockedSkill, label string, p func(k ...string) []string) []tomlfile.FieldError {
	sig := sk.Signature
	if sig == nil {
		return nil
	}
	var errs []tomlfile.FieldError
	add := func(msg string, p ...string) {
		errs = append(errs, tomlfile.FieldError{Path: p, Msg: msg, Fix: fixLock})
	}
	switch {
	case !catalog.ValidDigest(sig.Bundle):
		add(fmt.Sprintf("%s: signature bundle %q is not a sha256: digest", label, sig.Bundle), p("signature", "bundle")...)
	case sig.Key != "" && !catalog.ValidDigest(sig.Key):
		add(fmt.Sprintf("%s: signature key %q is not a sha256: fingerprint", label, sig.Key), p("signature", "key")...)
	case sig.Format != "" && sig.Format != "oms":
		add(fmt.Sprintf("%s: signature format %q is not known (\"oms\" or none)", label, sig.Format), p("signature", "format")...)
	case sig.Subject != "" && (sig.Key != "" || sig.Identity != "" || !catalog.ValidDigest(sig.Chain)):
		add(label+": a certificate-chain signature records a subject and a sha256: chain, and no key or identity", p("signature", "chain")...)
	case sig.Format != "oms" && (sig.Subject != "" || len(sig.Unsigned) > 0):
		add(label+": subject, chain and unsigned are recorded for OMS signatures only (format = \"oms\")", p("signature")...)
	case sig.Key == "" && sig.Subject == "" && (sig.Identity == "" || sig.Issuer == ""):
		add(label+": signature names neither a key nor an identity and issuer", p("signature")...)
	}
	for j, u := range sig.Unsigned {
		if _, ok := sk.Files.Lookup(u); !ok || (j > 0 && sig.Unsigned[j-1] >= u) {
			add(fmt.Sprintf("%s: signature.unsigned %q is not a file of the skill, or the list is not sorted and unique", label, u), p("signature", "unsigned")...)
			break
		}
	}
	return errs
}

func validateFiles(sk *LockedSkill, label string, p []string) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, j int) {
		errs = append(errs, tomlfile.FieldError{Path: append(slices.Clone(p), tomlfile.IndexSeg(j)), Msg: msg, Fix: fixLock})
	}
	hasSkillMD := false
	for j, f := range sk.Files {
		switch {
		case !validFilePath(f.Path):
			add(fmt.Sprintf("%s: file path %q is not a clean relative slash path", label, f.Path), j)
		case j > 0 && sk.Files[j-1].Path >= f.Path:
			if sk.Files[j-1].Path == f.Path {
				add(fmt.Sprintf("%s: file %q is listed twice", label, f.Path), j)
			} else {
				add(fmt.Sprintf("%s: file %q is out of order (files are sorted by path)", label, f.Path), j)
			}
		case !catalog.ValidDigest(f.Digest):
			add(fmt.Sprintf("%s: file %q: digest %q is not sha256: and 64 lowercase hex digits", label, f.Path, f.Digest), j)
		case f.Size < 0:
			add(fmt.Sprintf("%s: file %q has a negative size", label, f.Path), j)
		}
		if f.Path == "SKILL.md" {
			hasSkillMD = true
		}
	}
	if !hasSkillMD {
		errs = append(errs, tomlfile.FieldError{Path: p, Msg: fmt.Sprintf("%s has no SKILL.md in its files", label), Fix: fixLock})
	}
	if len(errs) == 0 && catalog.ValidDigest(sk.Digest) {
		if d := sk.Files.Digest(); d != sk.Digest {
			errs = append(errs, tomlfile.FieldError{Path: append(slices.Clone(p[:len(p)-1]), "digest"), Msg: fmt.Sprintf(
				"%s: digest %s does not match its files (they hash to %s): the lockfile was edited by hand or corrupted",
				label, sk.Digest, d), Fix: fixLock})
		}
	}
	return errs
}

// validFilePath reports whether p is a clean, relative slash path inside
// the skill.
func validFilePath(p string) bool {
	return p != "" && p != "." && !strings.ContainsAny(p, "\\\x00\n\r") && path.Clean(p) == p &&
		!strings.HasPrefix(p, "/") && p != ".." && !strings.HasPrefix(p, "../")
}

const lockHeader = "# skills.lock: generated by skillpin; do not edit by hand.\n" +
	"# Review changes with `skillpin diff`. Fields are described in the skillpin README.\n"

// Marshal renders the lockfile. Equal locks give byte-identical output:
// the order is canonical whatever order l is in, and nothing that changes
// without the content changing (such as a time) is written.
func (l *Lock) Marshal() []byte { return l.sorted().marshal() }

// sorted returns a copy of l in canonical order.
func (l *Lock) sorted() *Lock {
	c := *l
	if l.Policy != nil {
		pol := *l.Policy
		c.Policy = &pol
	}
	c.Sources = slices.Clone(l.Sources)
	c.Skills = slices.Clone(l.Skills)
	for i := range c.Skills {
		c.Skills[i].Files = slices.Clone(c.Skills[i].Files)
	}
	c.Sort()
	return &c
}

// marshal renders a sorted lock.
func (l *Lock) marshal() []byte {
	c := l

	size := 256
	for _, s := range c.Skills {
		size += 256 + len(s.Description) + 130*len(s.Files)
	}
	b := make([]byte, 0, size)
	b = append(b, lockHeader...)
	b = append(b, "version = "...)
	b = strconv.AppendInt(b, int64(c.Version), 10)
	b = append(b, '\n')
	kv := func(b []byte, key, val string) []byte {
		if val == "" {
			return b
		}
		b = append(b, key...)
		b = append(b, " = "...)
		b = tomlfile.AppendString(b, val)
		return append(b, '\n')
	}
	if pol := c.Policy; pol != nil {
		b = append(b, "\n[policy]\n"...)
		b = kv(b, "url", pol.URL)
		b = kv(b, "ref", pol.Ref)
		b = kv(b, "kind", pol.Kind)
		b = kv(b, "commit", pol.Commit)
		b = kv(b, "file", pol.File)
		b = kv(b, "digest", pol.Digest)
	}
	for _, s := range c.Sources {
		b = append(b, "\n[[source]]\n"...)
		b = kv(b, "name", s.Name)
		b = kv(b, "url", s.URL)
		b = kv(b, "ref", s.Ref)
		b = kv(b, "kind", s.Kind)
		b = kv(b, "commit", s.Commit)
		b = kv(b, "tag_object", s.TagObject)
	}
	for _, s := range c.Skills {
		b = append(b, "\n[[skill]]\n"...)
		b = kv(b, "name", s.Name)
		b = kv(b, "source", s.Source)
		b = kv(b, "path", s.Path)
		b = kv(b, "digest", s.Digest)
		b = kv(b, "description", s.Description)
		if s.AllowedTools != nil {
			b = append(b, "allowed_tools = "...)
			b = tomlfile.AppendStrings(b, s.AllowedTools)
			b = append(b, '\n')
		}
		b = append(b, "files = [\n"...)
		for _, f := range s.Files {
			b = append(b, "  { path = "...)
			b = tomlfile.AppendString(b, f.Path)
			b = append(b, ", size = "...)
			b = strconv.AppendInt(b, f.Size, 10)
			b = append(b, ", digest = "...)
			b = tomlfile.AppendString(b, f.Digest)
			if f.Exec {
				b = append(b, ", exec = true"...)
			}
			b = append(b, " },\n"...)
		}
		b = append(b, "]\n"...)
		if sig := s.Signature; sig != nil {
			b = append(b, "[skill.signature]\n"...)
			b = kv(b, "bundle", sig.Bundle)
			b = kv(b, "key", sig.Key)
			b = kv(b, "identity", sig.Identity)
			b = kv(b, "issuer", sig.Issuer)
			b = kv(b, "format", sig.Format)
			b = kv(b, "subject", sig.Subject)
			b = kv(b, "chain", sig.Chain)
			if len(sig.Unsigned) > 0 {
				b = append(b, "unsigned = "...)
				b = tomlfile.AppendStrings(b, sig.Unsigned)
				b = append(b, '\n')
			}
		}
	}
	return b
}

// SaveLock validates l and writes it to path atomically, in canonical
// order. It leaves the file untouched when l is invalid, and when the
// file already holds exactly these bytes.
//
// Callers must not save over a lockfile that failed to parse (a
// *tomlfile.ParseError or *VersionError from LoadLock): that file is the user's to
// fix, and a newer skillpin's lockfile must never be downgraded.
func SaveLock(path string, l *Lock) error {
	c := l.sorted()
	if err := c.Validate(); err != nil {
		return fmt.Errorf("refusing to write %s: %w", path, err)
	}
	data := c.marshal()
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil // unchanged: keep the file (and its mtime) as it is
	}
	return atomicfile.WriteFile(path, data, 0o644, "lock.save")
}

// Derive returns sk with its content-derived fields (the frontmatter's
// description and allowed-tools) taken from the bytes of its SKILL.md
// (already verified against the lock's file digest), and a description
// of each field the lock records differently. The digest does not cover
// these fields: wherever they are shown or enforced they are derived
// again from the verified bytes, and a lock that records other values is
// invalid (DerivedProblem).
func (sk LockedSkill) Derive(skillMD []byte) (LockedSkill, []string) {
	doc, _ := catalog.ParseSkillMD(skillMD)
	return sk.DeriveFrom(doc)
}

// DeriveFrom is Derive of a SKILL.md already parsed.
func (sk LockedSkill) DeriveFrom(doc *catalog.Document) (LockedSkill, []string) {
	if doc == nil || doc.Frontmatter == nil {
		return sk, nil // an invalid skill: validation reports it
	}
	fm := doc.Frontmatter
	var diffs []string
	if !slices.Equal(sk.AllowedTools, fm.AllowedTools) {
		diffs = append(diffs, fmt.Sprintf("allowed_tools is %s in skills.lock, but SKILL.md says %s", toolList(sk.AllowedTools), toolList(fm.AllowedTools)))
	}
	if sk.Description != fm.Description {
		diffs = append(diffs, "description differs from SKILL.md's")
	}
	sk.AllowedTools, sk.Description = fm.AllowedTools, fm.Description
	return sk, diffs
}

func toolList(tools []string) string {
	if tools == nil {
		return "(none)"
	}
	return "[" + strings.Join(tools, " ") + "]"
}

// DerivedProblem is the message of a lock entry whose derived fields
// differ from its content (diffs, from Derive).
func DerivedProblem(sk *LockedSkill, diffs []string) hint.Msg {
	return hint.Sprintf("skill %s: %s; these fields are derived from the content, which the digest covers: restore skills.lock from version control or run `%s` (or `%s`) and review the diff",
		sk.Name, strings.Join(diffs, "; "), hint.Run("update", sk.Source), hint.Run("relock"))
}
