package project

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/skillpin/skillpin/internal/catalog/review"
	"github.com/skillpin/skillpin/internal/catalog/review/reviewrun"
	"github.com/skillpin/skillpin/internal/fetch/gitrev"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/policypin"
)

// fetchPolicy brings the pinned organisation policy into the cache when
// it is not there (not offline), and reads the policy again.
func (p *Project) fetchPolicy(ctx context.Context) error {
	pin := p.st.Lock().PolicyPin()
	if _, unavailable := p.st.Policy(); pin == nil || unavailable.IsZero() || p.env.Offline || p.st.Lock().PolicyDrift(p.st.Manifest().PolicyPinned()) != "" {
		return nil
	}
	if _, err := p.fetchClient().Tree(ctx, p.st.RemoteLoc(pin.URL), pin.Commit, pin.Ref); err != nil {
		return fmt.Errorf("policy %s: %w", pin.URL, err)
	}
	st, err := p.st.Reread()
	if err != nil {
		return err
	}
	p.st = st
	return nil
}

// treesOf reads the content of r's skills from the trees it resolved.
func treesOf(r *resolve.Result) func(sk *lock.LockedSkill) (fs.FS, string, bool) {
	return func(sk *lock.LockedSkill) (fs.FS, string, bool) {
		if t, ok := r.Trees[sk.Source]; ok && t != nil {
			return t.FS, sk.Path, true
		}
		return nil, "", false
	}
}

// PolicyCheck judges every locked skill by the effective policy, as the
// trust decision does, changing nothing in the project (a pinned policy
// missing from the cache is fetched into it, unless offline).
func (p *Project) PolicyCheck(ctx context.Context) (*policypin.Report, error) {
	if err := p.fetchPolicy(ctx); err != nil {
		return nil, err
	}
	return policypin.Check(p.st), nil
}

// VerifyPolicyBase adds to r what the policy of the git revision base
// forbids: with base the target branch of a pull request, the change is
// judged by the organisation's and the project's policy as they were
// there as well as by its own, so that a change cannot loosen the rules
// it is checked against (edit [policy], pin an older policy commit, relax
// skills-policy.toml): each rule a skill breaks only under base's policy
// is a POLICY_VIOLATION naming the base layer.
func (p *Project) VerifyPolicyBase(ctx context.Context, base string, r *verify.Report) error {
	if p.st.Lock() == nil || p.st.LockErr() != nil {
		return nil
	}
	rev, err := gitrev.Open(p.st.Layout().Config, base, true)
	if err != nil {
		return err
	}
	snap, err := reviewrun.RevisionSnapshot(rev, p.st.Layout().Approvals)
	if err != nil {
		return err
	}
	var read review.ReadFunc = func(string, int64) ([]byte, error) { return nil, fs.ErrNotExist }
	if rev != nil {
		read = rev.Read
	}
	layers, unavailable, err := policypin.ChangeLayers(ctx, p.fetchClient(), p.st.Dir(), read, snap.Manifest, snap.Lock, p.env.Sigstore)
	if err != nil {
		return fmt.Errorf("the policy at %s: %w", base, err)
	}
	policypin.CheckBase(p.st, base, layers, unavailable, snap.Manifest, snap.Lock, r)
	return nil
}
