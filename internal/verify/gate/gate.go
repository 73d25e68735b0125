// Package gate holds the checks of the CI gate (skillpin verify) that
// judge values: the audit threshold over the content at a pinned commit,
// the suppressions skills.toml accepts, and look-alike names among the
// locked skills. They read nothing: content comes in as an fs.FS.
package gate

import (
	"bytes"
	"fmt"
	"io/fs"
	"slices"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/verify"
)

// SuppressedFinding is a finding a suppression covers.
type SuppressedFinding struct {
	audit.Finding
	Reason string `json:"reason"`
}

// Suppress splits findings of skill into those reported and those a
// suppression of m covers.
func Suppress(m *manifest.Manifest, skill string, fs []audit.Finding) ([]audit.Finding, []SuppressedFinding) {
	kept, suppressed := []audit.Finding{}, []SuppressedFinding{}
	for _, f := range fs {
		reason, ok := "", false
		if m != nil {
			for _, s := range m.Audit.Suppress {
				if s.Matches(skill, f.Code, f.File) {
					reason, ok = s.Reason, true
					break
				}
			}
		}
		if ok {
			suppressed = append(suppressed, SuppressedFinding{Finding: f, Reason: reason})
		} else {
			kept = append(kept, f)
		}
	}
	return kept, suppressed
}

// Lookalikes are the NAME_LOOKALIKE findings of the skills of one lock:
// for each skill, one for every other skill of the lock with a look-alike
// name (every locked skill's, not only those audited, so that a pending
// look-alike of an approved skill counts). All the names are compared
// once, however many skills' findings they are added to.
type Lookalikes map[string][]audit.Finding

func LookalikesOf(l *lock.Lock) Lookalikes {
	if l == nil {
		return nil
	}
	names := make([]string, len(l.Skills))
	for i, sk := range l.Skills {
		names[i] = sk.Name
	}
	out := Lookalikes{}
	for i, found := range audit.Lookalikes(names) {
		if len(found) > 0 {
			out[names[i]] = found
		}
	}
	return out
}

// Add adds skill name's look-alike findings to its findings fs.
func (la Lookalikes) Add(fs []audit.Finding, name string) []audit.Finding {
	extra := la[name]
	if len(extra) == 0 {
		return fs
	}
	fs = append(slices.Clone(fs), extra...)
	audit.Sort(fs)
	return fs
}

// LockLine is the line of sk's name in skills.lock (its entry's "name"
// key followed by its "source" key), or 0.
func LockLine(data []byte, sk *lock.LockedSkill) int {
	key := fmt.Sprintf("name = %q\nsource = %q\n", sk.Name, sk.Source)
	i := bytes.Index(data, []byte(key))
	if i < 0 {
		return 0
	}
	return bytes.Count(data[:i], []byte("\n")) + 1
}

// Audit is verify's audit: the findings at or above [settings]
// audit_fail_on in the content at the pinned commit, those [[audit.suppress]]
// accepts left out.
type Audit struct {
	auditor   *audit.Auditor
	threshold audit.Severity
	manifest  *manifest.Manifest
}

// NewAudit returns verify's audit for m, nil when audit_fail_on is unset
// or "none"; auditor gives the auditor with the project's rules.
func NewAudit(m *manifest.Manifest, auditor func() (*audit.Auditor, error)) (*Audit, error) {
	t, err := audit.ParseSeverity(m.Settings.AuditFailOn)
	if err != nil || t == audit.None {
		return nil, nil // validated when loaded; unset is none
	}
	a, err := auditor()
	if err != nil {
		return nil, err
	}
	return &Audit{auditor: a, threshold: t, manifest: m}, nil
}

// Check audits one locked skill in fsys (its pinned commit) and reports
// each finding at or above the threshold, not suppressed, as an error.
func (g *Audit) Check(fsys fs.FS, sk *lock.LockedSkill, r *verify.Report) {
	if g == nil {
		return
	}
	found, _ := Suppress(g.manifest, sk.Name, g.auditor.Skill(fsys, sk.Path, sk.Files))
	for _, f := range audit.AtLeast(found, g.threshold) {
		loc := f.File
		if f.Line > 0 {
			loc = fmt.Sprintf("%s:%d", f.File, f.Line)
		}
		r.Add(verify.CodeAuditFinding, verify.SeverityError, sk.Name, f.File, "%s %s at %s: %s: %s; check: %s (settings.audit_fail_on = %q; accept it with a reason in [[audit.suppress]] of skills.toml)",
			f.Severity, f.Code, loc, f.Title, f.Match, f.Check, g.threshold)
	}
}
