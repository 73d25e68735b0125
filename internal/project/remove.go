package project

import (
	"context"
	"fmt"

	"github.com/skillpin/skillpin/internal/resolve/removeplan"
)

// RemoveResult reports what Remove took out.
type RemoveResult struct {
	Sources []string
	Skills  []string
	InstallResult
}

// Remove drops skills, or whole sources, from manifest, lock, approvals,
// root and targets (what goes: package removeplan).
func (p *Project) Remove(ctx context.Context, names []string) (*RemoveResult, error) {
	if len(names) == 0 {
		return nil, badInput(fmt.Errorf("name at least one skill or source to remove"))
	}
	var res *RemoveResult
	err := p.change(ctx, func() error {
		plan, err := removeplan.Make(p.st.ManifestData(), p.st.Manifest(), p.st.Lock(), names, func(n string) string { return suggestName(p.st, n) })
		if err != nil {
			return err
		}
		// Approvals, then the manifest, then the lock: a run that stops
		// between two of these leaves the skills still locked, so running
		// the same remove again finishes the job (the lock first would
		// leave a manifest that brings them back at the next install, and
		// a remove that no longer finds them).
		removedApproval := false
		a := p.st.Approvals().Clone()
		for n := range plan.Drop {
			if a.Delete(n) {
				removedApproval = true
			}
		}
		p.st = p.st.WithApprovals(a)
		// Out of the root and the targets before any of them: a run
		// stopped in between shows agents nothing the files on disk no
		// longer approve.
		if err := p.withdraw(ctx, plan.Lock); err != nil {
			return err
		}
		if removedApproval {
			if err := a.Save(p.st.Layout().ApprovalsPath()); err != nil {
				return err
			}
		}
		if err := p.writeManifest(plan.Manifest); err != nil {
			return err
		}
		changed, err := p.writeLock(ctx, plan.Lock)
		if err != nil {
			return err
		}
		res = &RemoveResult{Sources: plan.Sources, Skills: plan.Skills}
		res.LockChanged = changed
		return p.finish(ctx, nil, &res.InstallResult)
	})
	return res, err
}
