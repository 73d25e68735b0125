package project

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/verify"
)

// SkillAudit is the audit of one locked skill.
type SkillAudit struct {
	Name   string `json:"name"`
	Source string `json:"source"`
	Digest string `json:"digest"`
	// LockLine is the line of the skill's entry in skills.lock (0 if not
	// found): where a pull request's code scanning shows its findings.
	LockLine int `json:"lock_line"`
	// Approval is approved, pending or revoked.
	Approval string          `json:"approval"`
	Findings []audit.Finding `json:"findings"`
	// Suppressed are findings [[audit.suppress]] in skills.toml accepted,
	// each with its recorded reason.
	Suppressed []SuppressedFinding `json:"suppressed"`
}

// SuppressedFinding is a finding a suppression covers.
type SuppressedFinding struct {
	audit.Finding
	Reason string `json:"reason"`
}

// AuditOptions selects the skills to audit.
type AuditOptions struct {
	// Names are the skills; none means every locked skill.
	Names []string
	// Pending audits only the skills awaiting approval (not approved, or
	// approved for other content).
	Pending bool
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

// Audit audits the locked skills opts selects, reading their content
// from the store, or from the pinned commit when the store lacks it.
func (p *Project) Audit(ctx context.Context, opts AuditOptions) ([]SkillAudit, error) {
	if p.st.Lock() == nil || len(p.st.Lock().Skills) == 0 {
		return []SkillAudit{}, nil
	}
	a, err := p.st.Auditor()
	if err != nil {
		return nil, err
	}
	skills := p.st.Lock().Skills
	if len(opts.Names) > 0 {
		if skills, err = p.lockedNamed(opts.Names, false); err != nil {
			return nil, err
		}
	}
	content, err := NewContent(ctx, p.env, p.st.Lock())
	if err != nil {
		return nil, err
	}
	out := []SkillAudit{}
	alike := lookalikesOf(p.st.Lock())
	for i := range skills {
		sk := &skills[i]
		state, _ := p.st.Approvals().State(sk.Name, sk.Digest)
		if opts.Pending && state == approvals.Approved {
			continue
		}
		fs, ok := p.streamed.get(sk.Digest)
		if !ok || !p.streamAuditable() {
			if fs, err = auditLocked(a, content, sk); err != nil {
				return nil, err
			}
		}
		fs = alike.add(fs, sk.Name)
		kept, suppressed := Suppress(p.st.Manifest(), sk.Name, fs)
		out = append(out, SkillAudit{Name: sk.Name, Source: sk.Source, Digest: sk.Digest, LockLine: lockLine(p.st.LockData(), sk),
			Approval: string(state),
			Findings: kept, Suppressed: suppressed})
	}
	return out, nil
}

// lookalikes are the NAME_LOOKALIKE findings of the skills of one lock:
// for each skill, one for every other skill of the lock with a look-alike
// name (every locked skill's, not only those audited, so that a pending
// look-alike of an approved skill counts). All the names are compared
// once, however many skills' findings they are added to.
type lookalikes map[string][]audit.Finding

func lookalikesOf(l *lock.Lock) lookalikes {
	if l == nil {
		return nil
	}
	names := make([]string, len(l.Skills))
	for i, sk := range l.Skills {
		names[i] = sk.Name
	}
	out := lookalikes{}
	for i, found := range audit.Lookalikes(names) {
		if len(found) > 0 {
			out[names[i]] = found
		}
	}
	return out
}

// add adds skill name's look-alike findings to its findings fs.
func (la lookalikes) add(fs []audit.Finding, name string) []audit.Finding {
	extra := la[name]
	if len(extra) == 0 {
		return fs
	}
	fs = append(slices.Clone(fs), extra...)
	audit.Sort(fs)
	return fs
}

// auditLocked audits one locked skill version, its files read through
// content (checked against the lock's digests by the store or the tree).
func auditLocked(a *audit.Auditor, content *Content, sk *lock.LockedSkill) ([]audit.Finding, error) {
	var files []audit.File
	var extra []audit.Finding
	for _, f := range sk.Files {
		data, partial, err := readLocked(content, sk.Digest, f)
		if err != nil {
			if ctxErr := content.ctx.Err(); ctxErr != nil {
				return nil, ctxErr
			}
			extra = append(extra, audit.NotAuditedFinding(f.Path, err.Error()))
			continue
		}
		files = append(files, audit.File{Path: f.Path, Exec: f.Exec, Data: data, Partial: partial})
	}
	out := append(a.Files(files), extra...)
	audit.Sort(out)
	return out, nil
}

// readLocked reads one file of a locked version, at most audit.MaxBytes,
// and checks it against the locked digest when it read all of it.
func readLocked(content *Content, digest string, f catalog.File) (data []byte, partial bool, err error) {
	r, err := content.Open(digest, f.Path)
	if err != nil {
		return nil, false, err
	}
	defer r.Close()
	data, err = io.ReadAll(io.LimitReader(r, audit.MaxBytes+1))
	if err != nil {
		return nil, false, err
	}
	if len(data) > audit.MaxBytes {
		return data[:audit.MaxBytes], true, nil
	}
	if catalog.DigestBytes(data) != f.Digest {
		return nil, false, errors.New("its content does not match skills.lock")
	}
	return data, false, nil
}

// lockLine is the line of sk's name in skills.lock (its entry's "name"
// key followed by its "source" key), or 0.
func lockLine(data []byte, sk *lock.LockedSkill) int {
	key := fmt.Sprintf("name = %q\nsource = %q\n", sk.Name, sk.Source)
	i := bytes.Index(data, []byte(key))
	if i < 0 {
		return 0
	}
	return bytes.Count(data[:i], []byte("\n")) + 1
}

// auditGate is verify's audit: the findings at or above
// [settings] audit_fail_on in the content at the pinned commit.
type auditGate struct {
	auditor   *audit.Auditor
	threshold audit.Severity
	manifest  *manifest.Manifest
}

// auditGate returns verify's audit, nil when audit_fail_on is unset or
// "none".
func (p *Project) auditGate() (*auditGate, error) {
	t, err := audit.ParseSeverity(p.st.Manifest().Settings.AuditFailOn)
	if err != nil || t == audit.None {
		return nil, nil // validated when loaded; unset is none
	}
	a, err := p.st.Auditor()
	if err != nil {
		return nil, err
	}
	return &auditGate{auditor: a, threshold: t, manifest: p.st.Manifest()}, nil
}

// check audits one locked skill in fsys (its pinned commit) and reports
// each finding at or above the threshold, not suppressed, as an error.
func (g *auditGate) check(fsys fs.FS, sk *lock.LockedSkill, r *verify.Report) {
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
