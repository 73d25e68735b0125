package project

import (
	"context"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/catalog/review/reviewrun"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/verify/gate"
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
	Suppressed []gate.SuppressedFinding `json:"suppressed"`
}

// AuditOptions selects the skills to audit.
type AuditOptions struct {
	// Names are the skills; none means every locked skill.
	Names []string
	// Pending audits only the skills awaiting approval (not approved, or
	// approved for other content).
	Pending bool
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
		if skills, err = lockedNamed(p.st, opts.Names, false); err != nil {
			return nil, err
		}
	}
	content, err := reviewrun.NewContent(ctx, p.env.reviewOptions(), p.st.Lock())
	if err != nil {
		return nil, err
	}
	out := []SkillAudit{}
	alike := gate.LookalikesOf(p.st.Lock())
	for i := range skills {
		sk := &skills[i]
		state, _ := p.st.Approvals().State(sk.Name, sk.Digest)
		if opts.Pending && state == approvals.Approved {
			continue
		}
		fs, ok := p.streamed.get(sk.Digest)
		if !ok || !p.streamAuditable() {
			if fs, err = reviewrun.AuditLocked(a, content, sk); err != nil {
				return nil, err
			}
		}
		fs = alike.Add(fs, sk.Name)
		kept, suppressed := gate.Suppress(p.st.Manifest(), sk.Name, fs)
		out = append(out, SkillAudit{Name: sk.Name, Source: sk.Source, Digest: sk.Digest, LockLine: gate.LockLine(p.st.LockData(), sk),
			Approval: string(state),
			Findings: kept, Suppressed: suppressed})
	}
	return out, nil
}
