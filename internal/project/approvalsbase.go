package project

import (
	"fmt"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/review/reviewrun"
	"github.com/skillpin/skillpin/internal/fetch/gitrev"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/gate"
)

// VerifyApprovalsBase adds to r a finding (APPROVAL_NOT_IN_BASE, an error)
// for every locked skill whose trust rests on something the git revision
// base did not have: an approval of its digest, approval = "lock", or its
// source being trusted. In CI on a pull request, with base the target
// branch, it makes approving a reviewed act of its own: a change cannot
// approve its own content, nor relax the policy to the same effect.
// An approval of exactly the locked digest in base is always enough.
// Skills that are not approved are left to APPROVAL_PENDING.
//
// author, when set, is the pull request's author: a self-approval (see
// selfApproval) then counts only when that person signed it.
func (p *Project) VerifyApprovalsBase(base, author string, r *verify.Report) error {
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
	bm := snap.Manifest
	if bm == nil {
		bm = &manifest.Manifest{}
	}
	for i := range p.st.Lock().Skills {
		sk := &p.st.Lock().Skills[i]
		t := p.st.Trust(sk)
		if t.Approval != approvals.Approved {
			continue
		}
		if a, ok := snap.Approvals.Get(sk.Name); ok && a.Digest == sk.Digest {
			continue // approved for exactly this content in the base
		}
		var why string
		switch t.Policy {
		case manifest.ApprovalLock:
			if bm.Settings.ApprovalPolicy() != manifest.ApprovalLock {
				why = fmt.Sprintf(`approval = "lock" is new since %s (it was %q): a change may not waive the approvals of what it adds`, base, bm.Settings.ApprovalPolicy())
			}
		case "trusted-source":
			src, old := p.st.Manifest().Source(sk.Source), bm.Source(sk.Source)
			if old == nil || !old.Trusted || old.URL != src.URL {
				why = fmt.Sprintf("source %q is trusted only since %s: a change may not trust the source of what it adds", sk.Source, base)
			}
		default:
			ok, note := gate.SelfApproval(gate.Revision{Name: rev.Name, Read: rev.Read, Label: rev.Label}, bm, t.Record, author, p.env.now())
			if ok {
				break // a signed self-approval the base allows
			}
			why = fmt.Sprintf("its approval of %s (by %s at %s) is not in %s: approve after review, in a change of its own (or by a code owner of %s)%s",
				catalog.ShortDigest(sk.Digest), t.Record.By, t.Record.At, base, filepath.Join(layout.StateDir, layout.ApprovalsFile), note)
		}
		if why != "" {
			r.Add(verify.CodeApprovalNotInBase, verify.SeverityError, sk.Name, filepath.Join(layout.StateDir, layout.ApprovalsFile), "%s", why)
		}
	}
	r.Sort()
	return nil
}
