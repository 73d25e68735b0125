package project

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/review/reviewrun"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/approval"
	"github.com/skillpin/skillpin/internal/verify/gate"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// PreviewApproval describes what approving names (or every skill not yet
// approved, with all) would approve, with the content being approved and
// its risks: the same review `skillpin diff` shows. Content comes from the
// store or the pinned commit, as for diff. For an approver who signs
// (signedBy), with all, a skill approved already but not signed by
// signedBy is one to approve (a second approver adds a signature of their
// own).
func (p *Project) PreviewApproval(ctx context.Context, names []string, all bool, signedBy string) ([]approval.Preview, error) {
	if p.st.Lock() == nil || len(p.st.Lock().Skills) == 0 {
		return nil, badInput(hint.Errorf("nothing is locked yet: add skills with `%s` first", hint.Run("add")))
	}
	skills, err := lockedNamed(p.st, names, all)
	if err != nil {
		return nil, err
	}
	content, err := reviewrun.NewContent(ctx, p.env.reviewOptions(), p.st.Lock())
	if err != nil {
		return nil, err
	}
	var out []approval.Preview
	var changes []lockdiff.SkillChange
	for _, sk := range skills {
		state, ap := p.st.Approvals().State(sk.Name, sk.Digest)
		if all && state == approvals.Approved && (signedBy == "" || slices.ContainsFunc(ap.Signatures, func(s approvals.Signature) bool { return strings.EqualFold(s.By, signedBy) })) {
			continue
		}
		// What is shown (tools, description) comes from the bytes being
		// approved; a lock that records other values is not approvable.
		var derivedDiffs []string
		if data, ok := reviewrun.ReadSkillMD(content, &sk); ok {
			sk, derivedDiffs = sk.Derive(data)
		}
		var sizeDiffs []string
		sk.Files, sizeDiffs = reviewrun.StoredSizes(content.Store(), &sk)
		derivedDiffs = append(derivedDiffs, sizeDiffs...)
		pv := approval.New(&sk, p.st.Lock().Source(sk.Source), state == approvals.Approved)
		signer, problems, err := lockChecks(ctx, p.st, p.resolver(), &sk)
		if err != nil {
			return nil, err
		}
		if len(derivedDiffs) > 0 {
			problems = append(problems, approval.Problem{Code: verify.CodeLockInvalid, Message: lock.DerivedProblem(&sk, derivedDiffs)})
		}
		pv.Signer, pv.Problems = signer, problems
		if sk.Signature != nil && signer == "" {
			pv.ClaimedSigner = gate.SignerString(sk.Signature)
		}
		var approved *approvals.Approval
		if state == approvals.Revoked {
			pv.PreviousDigest = ap.Digest
			pv.Change = changeSince(p.openStore, ap.Digest, sk.Files)
			approved = ap
		}
		out = append(out, pv)
		changes = append(changes, approval.Change(&sk, p.st.Lock().Source(sk.Source), approvedVersion(p.openStore, &sk, approved)))
	}
	if len(out) == 0 {
		return out, nil
	}
	a, err := p.st.Auditor()
	if err != nil {
		return nil, err
	}
	alike := gate.LookalikesOf(p.st.Lock())
	for i := range out {
		sk := p.st.Lock().Skill(out[i].Name)
		found, err := reviewrun.AuditLocked(a, content, sk)
		if err != nil {
			return nil, err
		}
		found = alike.Add(found, sk.Name)
		out[i].Audit, out[i].AuditSuppressed = gate.Suppress(p.st.Manifest(), sk.Name, found)
	}
	c := &lockdiff.Changes{Skills: changes}
	c.AttachContent(content)
	base := reviewBase(p.st.Layout())
	approval.AttachReviews(out, c, func(name string) *lockdiff.Risk {
		return reviewrun.MovedTagRisk(base, p.st.Lock(), p.st.Lock().Skill(name))
	})
	return out, nil
}

// lockChecks runs on a locked skill the checks of its lock entry that
// verify runs and approving depends on: it agrees with skills.toml, and
// the signature it records verifies. It returns the verified signer ("" if
// none) and the checks that fail. The signature is verified as install
// and verify do: its bundle at the pinned commit (fetched when the cache
// lacks it) under the source's policy, for exactly the locked files,
// unless this cache verified the same record already.
func lockChecks(ctx context.Context, st *state.State, res *resolve.Resolver, sk *lock.LockedSkill) (string, []approval.Problem, error) {
	problems := []approval.Problem{}
	for _, d := range resolve.CompareManifestLock(st.Manifest(), st.Lock()) {
		if d.Skill == sk.Name && d.Source == sk.Source {
			problems = append(problems, approval.Problem{Code: verify.CodeManifestMismatch, Message: hint.Text(d.What)})
		}
	}
	src := st.Manifest().Source(sk.Source)
	if sk.Signature == nil || src == nil || src.Signature == nil {
		return "", problems, nil // a record without a policy is a mismatch above
	}
	v := st.Verdicts()
	policy, err := v.Policy(src)
	if err != nil {
		return "", nil, err
	}
	if v.Verified(sk, policy) {
		return gate.SignerString(sk.Signature), problems, nil
	}
	ls := st.Lock().Source(sk.Source)
	if ls == nil {
		return "", problems, nil // a mismatch above
	}
	fsys, err := res.LockedTree(ctx, ls, []string{sk.Path})
	if err != nil {
		return "", nil, fmt.Errorf("cannot verify the signature skills.lock records for %s: %w", sk.Name, err)
	}
	sig, err := res.CheckSignature(src, fsys, sk.Path, sk.Name, sk.Files)
	signer, sigProblems := approval.SignatureProblems(sk.Signature, sig, err)
	return signer, append(problems, sigProblems...), nil
}

// lockedNamed returns the locked skills of st called names (or the
// skills of the sources called names), or all of them.
func lockedNamed(st *state.State, names []string, all bool) ([]lock.LockedSkill, error) {
	if all {
		return st.Lock().Skills, nil
	}
	if len(names) == 0 {
		return nil, badInput(fmt.Errorf("name the skills to approve, or pass --all"))
	}
	var out []lock.LockedSkill
	for _, n := range names {
		sk := st.Lock().Skill(n)
		if sk == nil {
			if st.Manifest().Source(n) != nil {
				out = append(out, st.Lock().SkillsOf(n)...)
				continue
			}
			return nil, badInput(fmt.Errorf("no locked skill named %q%s", n, suggestName(st, n)))
		}
		out = append(out, *sk)
	}
	return out, nil
}

// Approve records approvals for the exact locked digests of the previewed
// skills and republishes. The previews must come from PreviewApproval on
// the same lock: a digest that changed in between is refused. With
// key, each approval also carries the key's signature of the record
// (see policy.ApprovalMessage), SSH or keyless. Signatures other
// approvers gave the same digest are kept.
func (p *Project) Approve(ctx context.Context, previews []approval.Preview, by string, key policy.ApprovalSigner) (*InstallResult, error) {
	var res *InstallResult
	err := p.change(ctx, func() error {
		if err := approval.Unapprovable(previews); err != nil {
			return err
		}
		if err := approval.UnacceptedRisks(previews); err != nil {
			return err
		}
		a := p.st.Approvals().Clone()
		for _, pv := range previews {
			sk := p.st.Lock().Skill(pv.Name)
			if sk == nil || sk.Digest != pv.Digest {
				return checkFailed(fmt.Errorf("skill %s changed while you were reviewing it (the lock no longer holds %s); run approve again", pv.Name, catalog.ShortDigest(pv.Digest)))
			}
			// The lock as it is now, not as previewed, decides.
			signer, problems, err := lockChecks(ctx, p.st, p.resolver(), sk)
			if err != nil {
				return err
			}
			if err := approval.Unapprovable([]approval.Preview{{Name: sk.Name, Problems: problems}}); err != nil {
				return err
			}
			if signer != pv.Signer {
				return checkFailed(fmt.Errorf("the signature skills.lock records for %s changed while you were reviewing it; run approve again", pv.Name))
			}
			rec := approvals.Approval{Name: sk.Name, Source: sk.Source, Digest: sk.Digest, By: by, At: p.env.now().Format(timeLayout),
				AcceptedRisks: approval.AcceptedRisks(pv)}
			if old, ok := a.Get(sk.Name); ok && old.Digest == sk.Digest {
				// Each signature signs its own approver and time: still valid.
				rec.Signatures = old.Signatures
			}
			if key != nil {
				sig, err := key.SignApproval(ctx, rec.Name, rec.Digest, rec.At)
				if err != nil {
					return err
				}
				rec.AddSignature(sig)
			}
			a.Put(rec)
		}
		if err := a.Save(p.st.Layout().ApprovalsPath()); err != nil {
			return err
		}
		p.st = p.st.WithApprovals(a)
		res = &InstallResult{}
		return p.finish(ctx, nil, res)
	})
	return res, err
}

// Revoke deletes approvals; the skills leave the root and targets.
func (p *Project) Revoke(ctx context.Context, names []string) ([]string, *InstallResult, error) {
	if len(names) == 0 {
		return nil, nil, badInput(fmt.Errorf("name the skills whose approval to revoke"))
	}
	var revoked []string
	var res *InstallResult
	err := p.change(ctx, func() error {
		var gone []string
		a := p.st.Approvals().Clone()
		for _, n := range names {
			if a.Delete(n) {
				gone = append(gone, n)
				continue
			}
			if p.st.Lock() == nil || p.st.Lock().Skill(n) == nil {
				return badInput(fmt.Errorf("no skill named %q%s", n, suggestName(p.st, n)))
			}
		}
		slices.Sort(gone)
		if len(gone) > 0 {
			// Out of the root and the targets first: a run stopped before
			// the approvals are saved then shows agents nothing they no
			// longer approve (fail closed).
			p.st = p.st.WithApprovals(a)
			if err := p.withdraw(ctx, p.st.Lock()); err != nil {
				return err
			}
			if err := a.Save(p.st.Layout().ApprovalsPath()); err != nil {
				return err
			}
		}
		revoked, res = gone, &InstallResult{}
		return p.finish(ctx, nil, res)
	})
	return revoked, res, err
}

// approvedVersion is approval.ApprovedVersion from the store entry of the
// approved digest; nil when the store does not hold it.
func approvedVersion(open func() (*store.Store, error), sk *lock.LockedSkill, approved *approvals.Approval) *lock.LockedSkill {
	if approved == nil {
		return nil
	}
	st, err := open()
	if err != nil || !st.Has(approved.Digest) {
		return nil
	}
	return approval.ApprovedVersion(os.DirFS(st.Path(approved.Digest)), sk, approved)
}
