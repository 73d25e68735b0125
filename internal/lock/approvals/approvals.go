// Package approvals reads and writes .skillpin/approvals.toml: records that
// a person reviewed and approved a skill with exactly one digest. An
// approval holds only while the lock pins that digest, so changed content
// is revoked until someone approves it again. Approver names that person.
package approvals

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	gitconfig "github.com/go-git/go-git/v5/plumbing/format/config"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
)

// Version is the approvals file format this skillpin writes and reads.
const Version = 1

// Approval says that skill Name with exactly Digest was reviewed and
// approved. It holds only while the lock pins the same digest.
type Approval struct {
	Name   string `toml:"name" json:"name"`
	Source string `toml:"source" json:"source"` // source URL at approval time, for the record
	Digest string `toml:"digest" json:"digest"` // the approved skill digest
	By     string `toml:"by" json:"by"`         // who approved: git user.email, or $USER
	At     string `toml:"at" json:"at"`         // when: RFC 3339, UTC
	// AcceptedRisks are the codes of critical audit findings the
	// approver accepted (approve --accept-risk CODE), sorted.
	AcceptedRisks []string `toml:"accepted_risks" json:"accepted_risks,omitempty"`
	// Signatures are the SSH signatures of approvers of exactly this
	// digest (`skillpin approve --sign`), one per approver, sorted by who.
	Signatures []Signature `toml:"signature" json:"signatures,omitempty"`
}

// Signature is one approver's signature over the approval record: the
// skill's name and digest, By and At (see policy.ApprovalMessage). It is
// an SSH signature (SSHSIG, namespace "skillpin-approval") in Sig, or a
// Sigstore keyless signature (a bundle holding a Fulcio certificate for
// the approver's OIDC identity) in Bundle.
type Signature struct {
	By  string `toml:"by" json:"by"`                       // the approver: as the allowed signers name them, or the certificate's identity
	At  string `toml:"at" json:"at"`                       // when: RFC 3339, UTC
	Key string `toml:"key,omitempty" json:"key,omitempty"` // the signing key's SHA256 fingerprint, for people (the signature holds the key)
	Sig string `toml:"sig,omitempty" json:"sig,omitempty"` // base64 of the SSHSIG signature
	// Identity and Issuer are, for people, the identity and OIDC issuer
	// the keyless signature's certificate names (the bundle holds them).
	Identity string `toml:"identity,omitempty" json:"identity,omitempty"`
	Issuer   string `toml:"issuer,omitempty" json:"issuer,omitempty"`
	// Bundle is base64 of the Sigstore bundle (JSON) of a keyless
	// signature.
	Bundle string `toml:"bundle,omitempty" json:"bundle,omitempty"`
}

// Keyless reports whether the signature is a Sigstore keyless one.
func (s Signature) Keyless() bool { return s.Bundle != "" }

// Signer names who made the signature, for people: the key's
// fingerprint, or the identity and its issuer.
func (s Signature) Signer() string {
	if s.Keyless() {
		return fmt.Sprintf("identity %s, issuer %s", s.Identity, s.Issuer)
	}
	return s.Key
}

// Equal reports whether ap and o are the same record, signatures
// included.
func (ap Approval) Equal(o Approval) bool {
	return ap.Name == o.Name && ap.Source == o.Source && ap.Digest == o.Digest && ap.By == o.By && ap.At == o.At &&
		slices.Equal(ap.AcceptedRisks, o.AcceptedRisks) && slices.Equal(ap.Signatures, o.Signatures)
}

// AddSignature records sig on ap, replacing an earlier signature by the
// same approver.
func (ap *Approval) AddSignature(sig Signature) {
	ap.Signatures = slices.DeleteFunc(ap.Signatures, func(s Signature) bool { return strings.EqualFold(s.By, sig.By) })
	ap.Signatures = append(ap.Signatures, sig)
	slices.SortFunc(ap.Signatures, func(x, y Signature) int { return strings.Compare(x.By, y.By) })
}

// Set is the content of .skillpin/approvals.toml, sorted by name.
type Set struct {
	List []Approval
}

// ApprovalState is how a locked skill stands against the approvals.
type ApprovalState string

const (
	Approved ApprovalState = "approved" // approved for exactly the locked digest
	Pending  ApprovalState = "pending"  // never approved (or the approval was revoked by hand)
	Revoked  ApprovalState = "revoked"  // approved for other content: the locked content changed since
)

type approvalsFile struct {
	Version  *int       `toml:"version"`
	Approval []Approval `toml:"approval"`
}

// Load reads the approvals file at path. A missing file is an
// empty set. A malformed file is a *ParseError naming the line.
func Load(path string) (*Set, error) {
	data, err := safefile.Read(filepath.Dir(path), filepath.Base(path), safefile.MaxApprovals)
	if errors.Is(err, fs.ErrNotExist) {
		return &Set{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read approvals: %w", err)
	}
	return Parse(path, data)
}

// Parse reads the approvals file content data; path names it in errors.
func Parse(path string, data []byte) (*Set, error) {
	var f approvalsFile
	if err := tomlfile.Decode(data, path, &f); err != nil {
		return nil, withHint(err)
	}
	var errs []tomlfile.FieldError
	add := func(p []string, format string, args ...any) {
		errs = append(errs, tomlfile.FieldError{Path: p, Msg: fmt.Sprintf(format, args...)})
	}
	if f.Version != nil && *f.Version != Version {
		add([]string{"version"}, "approvals file version %d is not supported (this skillpin reads version %d); upgrade skillpin", *f.Version, Version)
	}
	seen := map[string]int{}
	for i, a := range f.Approval {
		p := func(key string) []string { return []string{"approval", tomlfile.IndexSeg(i), key} }
		switch {
		case a.Name == "":
			add(p("name"), "approval #%d has no name", i+1)
		case !catalog.ValidDigest(a.Digest):
			add(p("digest"), "approval of %q: digest %q is not sha256: followed by 64 lowercase hex digits", a.Name, a.Digest)
		}
		if a.At != "" {
			if _, err := time.Parse(time.RFC3339, a.At); err != nil {
				add(p("at"), "approval of %q: at = %q is not an RFC 3339 time", a.Name, a.At)
			}
		}
		for _, c := range a.AcceptedRisks {
			if !auditcode.ValidCode(c) {
				add(p("accepted_risks"), "approval of %q: accepted risk %q is not a finding code", a.Name, c)
			}
		}
		for k, sig := range a.Signatures {
			sp := []string{"approval", tomlfile.IndexSeg(i), "signature", tomlfile.IndexSeg(k)}
			if _, err := time.Parse(time.RFC3339, sig.At); sig.By == "" || err != nil || (sig.Sig == "") == (sig.Bundle == "") {
				add(sp, "approval of %q: signature #%d needs by, at (an RFC 3339 time) and one of sig (an SSH signature) or bundle (a Sigstore keyless signature)", a.Name, k+1)
			}
		}
		if j, dup := seen[a.Name]; dup && a.Name != "" {
			add(p("name"), "%q is approved twice (also at approval #%d); keep one entry", a.Name, j+1)
		}
		seen[a.Name] = i
	}
	if len(errs) > 0 {
		return nil, withHint(tomlfile.Positioned(string(data), path, errs))
	}
	a := &Set{List: f.Approval}
	a.sort()
	return a, nil
}

// withHint adds what to do to a parse error of the approvals file.
func withHint(err error) error {
	var pe *tomlfile.ParseError
	if errors.As(err, &pe) {
		pe.Msg += "; fix the file by hand (it is left unchanged), or delete it and approve the skills again"
	}
	return err
}

func (a *Set) sort() {
	slices.SortFunc(a.List, func(x, y Approval) int { return strings.Compare(x.Name, y.Name) })
}

// Marshal is the file content: a comment, the version, and one
// [[approval]] table per skill, sorted by name. Equal sets give equal bytes.
func (a *Set) Marshal() []byte {
	list := slices.Clone(a.List)
	slices.SortFunc(list, func(x, y Approval) int { return strings.Compare(x.Name, y.Name) })
	var b bytes.Buffer
	b.WriteString(`# skillpin approvals: the exact skill contents someone reviewed and approved.
# Written by ` + "`skillpin approve` and `skillpin revoke`" + `. An approval holds only while
# skills.lock pins the same digest; changed content is revoked until approved again.
# Commit this file to share approvals with your team.
`)
	fmt.Fprintf(&b, "version = %d\n", Version)
	for _, ap := range list {
		b.WriteString("\n[[approval]]\n")
		fmt.Fprintf(&b, "name = %s\n", tomlfile.Quote(ap.Name))
		fmt.Fprintf(&b, "source = %s\n", tomlfile.Quote(ap.Source))
		fmt.Fprintf(&b, "digest = %s\n", tomlfile.Quote(ap.Digest))
		fmt.Fprintf(&b, "by = %s\n", tomlfile.Quote(ap.By))
		fmt.Fprintf(&b, "at = %s\n", tomlfile.Quote(ap.At))
		if len(ap.AcceptedRisks) > 0 {
			q := make([]string, len(ap.AcceptedRisks))
			for i, c := range ap.AcceptedRisks {
				q[i] = tomlfile.Quote(c)
			}
			fmt.Fprintf(&b, "accepted_risks = [%s]\n", strings.Join(q, ", "))
		}
		for _, sig := range ap.Signatures {
			b.WriteString("\n[[approval.signature]]\n")
			fmt.Fprintf(&b, "by = %s\n", tomlfile.Quote(sig.By))
			fmt.Fprintf(&b, "at = %s\n", tomlfile.Quote(sig.At))
			if sig.Keyless() {
				fmt.Fprintf(&b, "identity = %s\n", tomlfile.Quote(sig.Identity))
				fmt.Fprintf(&b, "issuer = %s\n", tomlfile.Quote(sig.Issuer))
				fmt.Fprintf(&b, "bundle = %s\n", tomlfile.Quote(sig.Bundle))
				continue
			}
			fmt.Fprintf(&b, "key = %s\n", tomlfile.Quote(sig.Key))
			fmt.Fprintf(&b, "sig = %s\n", tomlfile.Quote(sig.Sig))
		}
	}
	return b.Bytes()
}

// Save writes the approvals to path atomically (fault point
// "approvals.save"), creating its directory.
func (a *Set) Save(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("save approvals: %w", err)
	}
	return atomicfile.WriteFile(path, a.Marshal(), 0o644, "approvals.save")
}

// Get returns the approval recorded for name.
func (a *Set) Get(name string) (Approval, bool) {
	for _, ap := range a.List {
		if ap.Name == name {
			return ap, true
		}
	}
	return Approval{}, false
}

// Clone is a copy of a that changes independently of it: an operation
// edits a clone and saves it, while the State it read keeps what it read.
func (a *Set) Clone() *Set {
	c := *a
	c.List = slices.Clone(a.List)
	return &c
}

// Put records ap, replacing any approval of the same name.
func (a *Set) Put(ap Approval) {
	for i := range a.List {
		if a.List[i].Name == ap.Name {
			a.List[i] = ap
			return
		}
	}
	a.List = append(a.List, ap)
	a.sort()
}

// Delete drops the approval of name and reports whether there was one.
func (a *Set) Delete(name string) bool {
	for i := range a.List {
		if a.List[i].Name == name {
			a.List = slices.Delete(a.List, i, i+1)
			return true
		}
	}
	return false
}

// State is how the locked skill name with digest stands: approved for
// exactly this digest, revoked (an approval exists, for other content), or
// pending (no approval). The approval, when any, is returned with it.
func (a *Set) State(name, digest string) (ApprovalState, *Approval) {
	ap, ok := a.Get(name)
	switch {
	case !ok:
		return Pending, nil
	case ap.Digest == digest:
		return Approved, &ap
	default:
		return Revoked, &ap
	}
}

// NewApproval is an approval of name at digest by who, at t (stored in UTC).
func NewApproval(name, source, digest, by string, t time.Time) Approval {
	return Approval{Name: name, Source: source, Digest: digest, By: by, At: t.UTC().Format(time.RFC3339)}
}

// Approver names the person approving: $SKILLPIN_USER when set (for CI
// and scripts), else git's user.email as git would resolve it for
// projectDir (repository config, then ~/.gitconfig, then
// $XDG_CONFIG_HOME/git/config), else $USER, else "unknown".
func Approver(projectDir string, getenv func(string) string) string {
	if u := getenv("SKILLPIN_USER"); u != "" {
		return u
	}
	if email := GitConfig(projectDir, getenv, "user", "email"); email != "" {
		return email
	}
	for _, k := range []string{"USER", "USERNAME", "LOGNAME"} {
		if u := getenv(k); u != "" {
			return u
		}
	}
	return "unknown"
}

// GitConfig is the value git resolves for section.option in projectDir:
// the repository's config, then ~/.gitconfig, then
// $XDG_CONFIG_HOME/git/config (~/.config/git/config); "" when none sets it.
func GitConfig(projectDir string, getenv func(string) string, section, option string) string {
	var files []string
	if dir := findGitDir(projectDir); dir != "" {
		files = append(files, filepath.Join(dir, "config"))
	}
	if home := getenv("HOME"); home != "" {
		files = append(files, filepath.Join(home, ".gitconfig"))
	}
	if xdg := getenv("XDG_CONFIG_HOME"); xdg != "" {
		files = append(files, filepath.Join(xdg, "git", "config"))
	} else if home := getenv("HOME"); home != "" {
		files = append(files, filepath.Join(home, ".config", "git", "config"))
	}
	for _, f := range files {
		if v := gitValue(f, section, option); v != "" {
			return v
		}
	}
	return ""
}

func findGitDir(dir string) string {
	for {
		p := filepath.Join(dir, ".git")
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

func gitValue(path, section, option string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	cfg := gitconfig.New()
	if err := gitconfig.NewDecoder(f).Decode(cfg); err != nil {
		return ""
	}
	return strings.TrimSpace(cfg.Section(section).Option(option))
}
