// Package sbom writes a bill of materials of the skills a project (or the
// user scope) locks: CycloneDX 1.6 JSON and SPDX 2.3 JSON, through the
// formats' own Go libraries. It takes plain data (what the lock, the
// approvals, the signature verdicts and the audit say about each skill)
// and writes bytes: the same input always gives the same bytes, so no
// clock is read and nothing is generated at random.
package sbom

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
)

// Formats.
const (
	FormatCycloneDX = "cyclonedx"
	FormatSPDX      = "spdx"
)

// Approval states of a skill in the bill.
const (
	Approved = "approved"
	Pending  = "pending"
	Revoked  = "revoked"
)

// Input is what a bill describes.
type Input struct {
	// Scope is "project" or "user".
	Scope string
	// Name names the project (its directory's base name) or the scope.
	Name string
	// Tool is the skillpin version that writes the bill.
	Tool string
	// Lock is the digest of skills.lock's bytes: it identifies the bill
	// (serial number, namespace) so that the same lock gives the same one.
	Lock string
	// Skills are sorted by name.
	Skills []Skill
}

// Skill is one locked skill.
type Skill struct {
	Name, Description string
	// Source is the source's name in skills.toml; URL, Ref, Kind and
	// Commit are its locked resolution; Path the skill's directory in it.
	Source, URL, Ref, Kind, Commit, Path string
	// Digest is the skill digest ("sha256:…", over the file list).
	Digest       string
	AllowedTools []string
	Files        catalog.FileSet
	// Signature, when the lock records a verified publisher signature.
	Signature *Signature
	// Approval is Approved, Pending or Revoked; Approver, ApprovedAt and
	// SignedBy say who approved, when, and who signed the approval. Policy
	// is what stood for an approval ("lock", "trusted-source"), if
	// anything did.
	Approval, Approver, ApprovedAt, Policy string
	SignedBy                               []string
	// Audit is the highest severity the behaviour audit finds ("none"
	// when it finds nothing), Findings how many findings, AuditNote why
	// there is no audit when there is none.
	Audit     string
	Findings  int
	AuditNote string
}

// Signature is a verified publisher signature as the lock records it.
type Signature struct {
	// Format is "skillpin" or "oms".
	Format string
	// Signer names the key, identity or certificate.
	Signer string
	// Bundle is "sha256:…" of the signature file.
	Bundle string
	// Unsigned are files an OMS signature does not cover, accepted.
	Unsigned []string
}

// hexOf strips "sha256:".
func hexOf(d string) string { return strings.TrimPrefix(d, catalog.DigestPrefix) }

// PURL is the package URL of a skill: pkg:github for GitHub repositories
// (the skill's directory as subpath), pkg:generic with the repository
// as vcs_url otherwise; "" for a local directory, which has none.
func PURL(s Skill) string {
	if s.Kind == "path" || s.Commit == "" {
		return ""
	}
	subpath := ""
	if s.Path != "" && s.Path != "." {
		subpath = "#" + escapePath(s.Path)
	}
	if owner, repo, ok := githubRepo(s.URL); ok {
		return "pkg:github/" + strings.ToLower(owner) + "/" + strings.ToLower(repo) + "@" + s.Commit + subpath
	}
	return "pkg:generic/" + url.PathEscape(s.Name) + "@" + s.Commit + "?vcs_url=" + url.QueryEscape(vcsURL(s)) + subpath
}

func escapePath(p string) string {
	parts := strings.Split(p, "/")
	for i, x := range parts {
		parts[i] = url.PathEscape(x)
	}
	return strings.Join(parts, "/")
}

// githubRepo recognises https and ssh URLs of github.com repositories.
func githubRepo(u string) (owner, repo string, ok bool) {
	rest, found := "", false
	for _, p := range []string{"https://github.com/", "http://github.com/", "ssh://git@github.com/", "git@github.com:"} {
		if rest, found = strings.CutPrefix(u, p); found {
			break
		}
	}
	if !found {
		return "", "", false
	}
	rest = strings.TrimSuffix(strings.TrimSuffix(rest, "/"), ".git")
	parts := strings.Split(rest, "/")
	if len(parts) != 2 || parts[0] == "" || parts[1] == "" {
		return "", "", false
	}
	return parts[0], parts[1], true
}

// vcsURL is the SPDX/pip style VCS location: git+URL@commit.
func vcsURL(s Skill) string {
	return "git+" + s.URL + "@" + s.Commit
}

// version is what a bill calls the skill's version: the ref the lock
// resolved, or the commit.
func version(s Skill) string {
	switch {
	case s.Ref != "":
		return s.Ref
	case s.Commit != "":
		return s.Commit
	}
	return hexOf(s.Digest)[:12]
}

// id is a stable identifier of the bill: a UUID (RFC 9562 version 8,
// name-based) made from the lock's digest, the scope and the format.
func id(in Input, format string) string {
	h := sha256.Sum256([]byte("skillpin-sbom\x00" + format + "\x00" + in.Scope + "\x00" + in.Name + "\x00" + in.Lock + "\x00" + fmt.Sprint(len(in.Skills)) + pendingKey(in)))
	b := h[:16]
	b[6] = b[6]&0x0f | 0x80
	b[8] = b[8]&0x3f | 0x80
	x := hex.EncodeToString(b)
	return x[:8] + "-" + x[8:12] + "-" + x[12:16] + "-" + x[16:20] + "-" + x[20:]
}

// pendingKey sets apart bills of the same lock that include different
// skills (with and without --pending) or approvals.
func pendingKey(in Input) string {
	var b strings.Builder
	for _, s := range in.Skills {
		b.WriteString(s.Name + ":" + s.Approval + ":" + s.ApprovedAt + ";")
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:8])
}

// created is the time a bill can truthfully give without a clock: the
// latest approval of a skill in it, else the Unix epoch.
func created(in Input) string {
	latest := ""
	for _, s := range in.Skills {
		latest = max(latest, s.ApprovedAt)
	}
	if latest == "" {
		return "1970-01-01T00:00:00Z"
	}
	return latest
}

func sorted(in Input) Input {
	in.Skills = slices.Clone(in.Skills)
	slices.SortFunc(in.Skills, func(a, b Skill) int { return strings.Compare(a.Name, b.Name) })
	return in
}
