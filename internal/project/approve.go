package project

import (
	"context"

	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/gate"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// ApprovalPreview is what a person is shown before approving a skill.
type ApprovalPreview struct {
	Name         string   `json:"name"`
	Source       string   `json:"source"`
	URL          string   `json:"url"`
	Commit       string   `json:"commit"`
	Digest       string   `json:"digest"`
	Files        int      `json:"files"`
	Bytes        int64    `json:"bytes"`
	Executables  []string `json:"executables"`
	AllowedTools []string `json:"allowed_tools"`
	// Signer is who signed the skill, set only when skillpin verified the
	// signature skills.lock records (its bundle at the pinned commit,
	// under the source's policy, for exactly the locked files).
	Signer string `json:"signer,omitempty"`
	// ClaimedSigner is the signer skills.lock records when that record
	// did not verify: a claim, never shown as a signer.
	ClaimedSigner string `json:"claimed_signer,omitempty"`
	// Problems are the checks the skill's lock entry fails, as verify
	// names them; a skill with any is not approvable.
	Problems []LockProblem `json:"problems"`
	// PreviousDigest and Change describe a re-approval: the digest that was
	// approved before and the file-level change since.
	PreviousDigest string `json:"previous_digest,omitempty"`
	Change         string `json:"change,omitempty"`
	// AlreadyApproved: the locked digest is approved already.
	AlreadyApproved bool `json:"already_approved"`
	// Audit is what the skill would do (skillpin audit): its findings,
	// suppressed ones left out (in AuditSuppressed, with their reasons).
	Audit           []audit.Finding          `json:"audit"`
	AuditSuppressed []gate.SuppressedFinding `json:"audit_suppressed"`
	// AcceptedRisks are the codes of critical findings the approver
	// accepts (approve --accept-risk); set by the caller of Approve.
	AcceptedRisks []string `json:"-"`
	// Review is what `skillpin diff` shows for the skill, from the
	// version approved before (a re-approval, when the store still holds
	// it) or from nothing: every changed file's content, and the risks,
	// content risks included.
	Review *lockdiff.SkillChange `json:"review"`
}

// PreviewApproval describes what approving names (or every skill not yet
// approved, with all) would approve, with the content being approved and
// its risks: the same review `skillpin diff` shows. Content comes from the
// store or the pinned commit, as for diff.
func (p *Project) PreviewApproval(ctx context.Context, names []string, all bool) ([]ApprovalPreview, error) {
	return p.PreviewSignedApproval(ctx, names, all, "")
}

// PreviewSignedApproval is PreviewApproval for an approver who signs:
// with all, a skill approved already but not signed by signedBy is one to
// approve (a second approver adds a signature of their own).
func (p *Project) PreviewSignedApproval(ctx context.Context, names []string, all bool, signedBy string) ([]ApprovalPreview, error) {
	if p.st.Lock() == nil || len(p.st.Lock().Skills) == 0 {
		return nil, badInput(hint.Errorf("nothing is locked yet: add skills with `%s` first", hint.Run("add")))
	}
	skills, err := p.lockedNamed(names, all)
	if err != nil {
		return nil, err
	}
	content, err := NewContent(ctx, p.env, p.st.Lock())
	if err != nil {
		return nil, err
	}
	var out []ApprovalPreview
	var changes []lockdiff.SkillChange
	for _, sk := range skills {
		state, ap := p.st.Approvals().State(sk.Name, sk.Digest)
		if all && state == approvals.Approved && (signedBy == "" || slices.ContainsFunc(ap.Signatures, func(s approvals.Signature) bool { return strings.EqualFold(s.By, signedBy) })) {
			continue
		}
		// What is shown (tools, description) comes from the bytes being
		// approved; a lock that records other values is not approvable.
		var derivedDiffs []string
		if data, ok := readSkillMDOf(content, &sk); ok {
			sk, derivedDiffs = sk.Derive(data)
		}
		var sizeDiffs []string
		sk.Files, sizeDiffs = storedSizes(content.store, &sk)
		derivedDiffs = append(derivedDiffs, sizeDiffs...)
		pv := ApprovalPreview{
			Name: sk.Name, Source: sk.Source, Digest: sk.Digest,
			Files: len(sk.Files), Bytes: sk.Files.Size(),
			Executables:     []string{}, // lists are [], never null, in JSON
			AllowedTools:    append([]string{}, sk.AllowedTools...),
			AlreadyApproved: state == approvals.Approved,
		}
		if ls := p.st.Lock().Source(sk.Source); ls != nil {
			pv.URL, pv.Commit = ls.URL, ls.Commit
		}
		for _, f := range sk.Files {
			if f.Exec {
				pv.Executables = append(pv.Executables, f.Path)
			}
		}
		signer, problems, err := p.lockChecks(ctx, &sk)
		if err != nil {
			return nil, err
		}
		if len(derivedDiffs) > 0 {
			problems = append(problems, LockProblem{Code: verify.CodeLockInvalid, Message: lock.DerivedProblem(&sk, derivedDiffs)})
		}
		pv.Signer, pv.Problems = signer, problems
		if sk.Signature != nil && signer == "" {
			pv.ClaimedSigner = gate.SignerString(sk.Signature)
		}
		var approved *approvals.Approval
		if state == approvals.Revoked {
			pv.PreviousDigest = ap.Digest
			pv.Change = p.changeSince(ap.Digest, sk.Files)
			approved = ap
		}
		out = append(out, pv)
		changes = append(changes, p.approvalChange(&sk, approved))
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
		found, err := auditLocked(a, content, sk)
		if err != nil {
			return nil, err
		}
		found = alike.Add(found, sk.Name)
		out[i].Audit, out[i].AuditSuppressed = gate.Suppress(p.st.Manifest(), sk.Name, found)
	}
	c := &lockdiff.Changes{Skills: changes}
	c.AttachContent(content)
	base := p.reviewBase()
	for i := range out {
		for j := range c.Skills {
			if c.Skills[j].Name == out[i].Name {
				out[i].Review = &c.Skills[j]
				// A tag that moved since the base of the review is said
				// first: the approved version of it no longer exists.
				if r := movedTagRisk(base, p.st.Lock(), p.st.Lock().Skill(out[i].Name)); r != nil {
					out[i].Review.Risks = append([]lockdiff.Risk{*r}, out[i].Review.Risks...)
				}
				// The review shows a signer as verified only when it was.
				out[i].Review.To.Verified(out[i].Signer)
			}
		}
	}
	return out, nil
}

// UnacceptedRisks is the error for previews with a critical audit finding
// whose code the approver did not accept (AcceptedRisks); nil when there
// is none. Nothing is approved with such a skill.
func UnacceptedRisks(previews []ApprovalPreview) error {
	var msgs, codes []string
	for _, pv := range previews {
		for _, f := range pv.Audit {
			if f.Severity != audit.Critical || slices.Contains(pv.AcceptedRisks, f.Code) {
				continue
			}
			loc := f.File
			if f.Line > 0 {
				loc = fmt.Sprintf("%s:%d", f.File, f.Line)
			}
			msgs = append(msgs, fmt.Sprintf("%s: %s at %s: %s: %s", pv.Name, f.Code, loc, f.Title, f.Match))
			if !slices.Contains(codes, f.Code) {
				codes = append(codes, f.Code)
			}
		}
	}
	if len(msgs) == 0 {
		return nil
	}
	var flags []string
	for _, c := range codes {
		flags = append(flags, "--accept-risk "+c)
	}
	return checkFailed(fmt.Errorf("nothing approved: the audit found critical behaviour:\n  %s\nread the findings above; if you accept the risk, approve again with %s (recorded with the approval)", strings.Join(msgs, "\n  "), strings.Join(flags, " ")))
}

// acceptedRisks are the codes of pv's critical findings its approver
// accepted: what the approval record keeps.
func acceptedRisks(pv ApprovalPreview) []string {
	var out []string
	for _, f := range pv.Audit {
		if f.Severity == audit.Critical && slices.Contains(pv.AcceptedRisks, f.Code) && !slices.Contains(out, f.Code) {
			out = append(out, f.Code)
		}
	}
	slices.Sort(out)
	return out
}

// LockProblem is a check a skill's lock entry fails: Code is the code
// verify reports for it.
type LockProblem struct {
	Code    string   `json:"code"`
	Message hint.Msg `json:"message"`
}

// Unapprovable is the error for previews whose skills fail the checks of
// their lock entries (nil when none does): such a skill is not approved,
// and neither is anything approved with it.
func Unapprovable(previews []ApprovalPreview) error {
	var msgs []hint.Msg
	for _, pv := range previews {
		for _, pr := range pv.Problems {
			msgs = append(msgs, hint.Sprintf("%s: %s: %s", pv.Name, pr.Code, pr.Message))
		}
	}
	if len(msgs) == 0 {
		return nil
	}
	return checkFailed(hint.Errorf("nothing approved: skills.lock fails the checks `%s` runs, and a skill whose lock entry fails them cannot be approved:\n  %s\nrestore skills.lock from version control, or run `%s` (or `%s`) to rewrite it, then review and approve again",
		hint.Run("verify"), hint.Join(msgs, "\n  "), hint.Run("install"), hint.Run("update", "NAME")))
}

// lockChecks runs on a locked skill the checks of its lock entry that
// verify runs and approving depends on: it agrees with skills.toml, and
// the signature it records verifies. It returns the verified signer ("" if
// none) and the checks that fail. The signature is verified as install
// and verify do: its bundle at the pinned commit (fetched when the cache
// lacks it) under the source's policy, for exactly the locked files,
// unless this cache verified the same record already.
func (p *Project) lockChecks(ctx context.Context, sk *lock.LockedSkill) (string, []LockProblem, error) {
	problems := []LockProblem{}
	for _, d := range resolve.CompareManifestLock(p.st.Manifest(), p.st.Lock()) {
		if d.Skill == sk.Name && d.Source == sk.Source {
			problems = append(problems, LockProblem{Code: verify.CodeManifestMismatch, Message: hint.Text(d.What)})
		}
	}
	src := p.st.Manifest().Source(sk.Source)
	if sk.Signature == nil || src == nil || src.Signature == nil {
		return "", problems, nil // a record without a policy is a mismatch above
	}
	v := p.st.Verdicts()
	policy, err := v.Policy(src)
	if err != nil {
		return "", nil, err
	}
	if v.Verified(sk, policy) {
		return gate.SignerString(sk.Signature), problems, nil
	}
	ls := p.st.Lock().Source(sk.Source)
	if ls == nil {
		return "", problems, nil // a mismatch above
	}
	fsys, err := p.resolver().LockedTree(ctx, ls, []string{sk.Path})
	if err != nil {
		return "", nil, fmt.Errorf("cannot verify the signature skills.lock records for %s: %w", sk.Name, err)
	}
	sig, err := p.resolver().CheckSignature(src, fsys, sk.Path, sk.Name, sk.Files)
	var se *signature.SignatureError
	switch {
	case errors.As(err, &se):
		problems = append(problems, LockProblem{Code: se.Code, Message: hint.Text("the signature skills.lock records does not verify: " + err.Error())})
	case err != nil:
		problems = append(problems, LockProblem{Code: signature.SignatureInvalid, Message: hint.Text("the signature skills.lock records does not verify: " + err.Error())})
	case !sig.Equal(sk.Signature):
		problems = append(problems, LockProblem{Code: signature.SignerMismatch, Message: hint.Sprintf("skills.lock records signer %s, but the bundle at the pinned commit is signed by %s", gate.SignerString(sk.Signature), gate.SignerString(sig))})
	default:
		return gate.SignerString(sig), problems, nil
	}
	return "", problems, nil
}

// approvalChange is the change an approval of sk approves: from the
// version approved before when the store still holds it (what changed
// since a person last approved), otherwise from nothing (everything).
// Of the approved version the approval records nothing but its digest
// (and the source's name): its files and frontmatter come from the store,
// and the commit it came from is not known.
func (p *Project) approvalChange(sk *lock.LockedSkill, approved *approvals.Approval) lockdiff.SkillChange {
	newLock := &lock.Lock{Skills: []lock.LockedSkill{*sk}}
	ls := p.st.Lock().Source(sk.Source)
	if ls != nil {
		newLock.Sources = []lock.LockedSource{*ls}
	}
	oldLock := &lock.Lock{}
	if old, ok := p.approvedVersion(sk, approved); ok {
		oldLock.Skills = []lock.LockedSkill{old}
		if ls != nil {
			src := *ls
			src.Commit, src.TagObject = "", "" // not recorded
			oldLock.Sources = []lock.LockedSource{src}
		}
	}
	if c := lockdiff.Diff(oldLock, newLock); len(c.Skills) == 1 {
		return c.Skills[0]
	}
	return lockdiff.Diff(nil, newLock).Skills[0] // the same digest: show everything
}

// approvedVersion rebuilds the locked skill that approved approved, from
// the store; false when it is not there.
func (p *Project) approvedVersion(sk *lock.LockedSkill, approved *approvals.Approval) (lock.LockedSkill, bool) {
	if approved == nil {
		return lock.LockedSkill{}, false
	}
	store, err := p.openStore()
	if err != nil || !store.Has(approved.Digest) {
		return lock.LockedSkill{}, false
	}
	fsys := os.DirFS(store.Path(approved.Digest))
	files, problems := catalog.FileSetOf(fsys, ".", catalog.Limits{})
	if catalog.HasErrors(problems) || files.Digest() != approved.Digest {
		return lock.LockedSkill{}, false
	}
	old := lock.LockedSkill{Name: sk.Name, Source: sk.Source, Path: sk.Path, Digest: approved.Digest, Files: files,
		// Who signed the approved version is not recorded: assume the same
		// signer rather than report a signature change nobody can tell.
		Signature: sk.Signature}
	if data, err := fs.ReadFile(fsys, catalog.SkillFile); err == nil {
		if doc, _ := catalog.ParseSkillMD(data); doc != nil && doc.Frontmatter != nil {
			old.Description, old.AllowedTools = doc.Frontmatter.Description, doc.Frontmatter.AllowedTools
		}
	}
	return old, true
}

// lockedNamed returns the locked skills called names, or all of them.
func (p *Project) lockedNamed(names []string, all bool) ([]lock.LockedSkill, error) {
	if all {
		return p.st.Lock().Skills, nil
	}
	if len(names) == 0 {
		return nil, badInput(fmt.Errorf("name the skills to approve, or pass --all"))
	}
	var out []lock.LockedSkill
	for _, n := range names {
		sk := p.st.Lock().Skill(n)
		if sk == nil {
			if p.st.Manifest().Source(n) != nil {
				out = append(out, p.st.Lock().SkillsOf(n)...)
				continue
			}
			return nil, badInput(fmt.Errorf("no locked skill named %q%s", n, p.suggestName(n)))
		}
		out = append(out, *sk)
	}
	return out, nil
}

// Approve records approvals for the exact locked digests of the previewed
// skills and republishes. The previews must come from PreviewApproval on
// the same lock: a digest that changed in between is refused.
func (p *Project) Approve(ctx context.Context, previews []ApprovalPreview, by string) (*InstallResult, error) {
	return p.ApproveSigned(ctx, previews, by, nil)
}

// ApproveSigned is Approve; with signer, each approval also carries the
// signer's signature of the record (see policy.ApprovalMessage), SSH or
// keyless. Signatures other approvers gave the same digest are kept.
func (p *Project) ApproveSigned(ctx context.Context, previews []ApprovalPreview, by string, signer policy.ApprovalSigner) (*InstallResult, error) {
	var res *InstallResult
	err := p.change(ctx, func() error {
		var err error
		res, err = p.approve(ctx, previews, by, signer)
		return err
	})
	return res, err
}

func (p *Project) approve(ctx context.Context, previews []ApprovalPreview, by string, key policy.ApprovalSigner) (*InstallResult, error) {
	if err := Unapprovable(previews); err != nil {
		return nil, err
	}
	if err := UnacceptedRisks(previews); err != nil {
		return nil, err
	}
	a := p.st.Approvals().Clone()
	for _, pv := range previews {
		sk := p.st.Lock().Skill(pv.Name)
		if sk == nil || sk.Digest != pv.Digest {
			return nil, checkFailed(fmt.Errorf("skill %s changed while you were reviewing it (the lock no longer holds %s); run approve again", pv.Name, catalog.ShortDigest(pv.Digest)))
		}
		// The lock as it is now, not as previewed, decides.
		signer, problems, err := p.lockChecks(ctx, sk)
		if err != nil {
			return nil, err
		}
		if err := Unapprovable([]ApprovalPreview{{Name: sk.Name, Problems: problems}}); err != nil {
			return nil, err
		}
		if signer != pv.Signer {
			return nil, checkFailed(fmt.Errorf("the signature skills.lock records for %s changed while you were reviewing it; run approve again", pv.Name))
		}
		rec := approvals.Approval{Name: sk.Name, Source: sk.Source, Digest: sk.Digest, By: by, At: p.env.now().Format(timeLayout),
			AcceptedRisks: acceptedRisks(pv)}
		if old, ok := a.Get(sk.Name); ok && old.Digest == sk.Digest {
			// Each signature signs its own approver and time: still valid.
			rec.Signatures = old.Signatures
		}
		if key != nil {
			sig, err := key.SignApproval(ctx, rec.Name, rec.Digest, rec.At)
			if err != nil {
				return nil, err
			}
			rec.AddSignature(sig)
		}
		a.Put(rec)
	}
	if err := p.saveApprovals(a); err != nil {
		return nil, err
	}
	res := &InstallResult{}
	if err := p.finish(ctx, nil, res); err != nil {
		return res, err
	}
	return res, nil
}

// Revoke deletes approvals; the skills leave the root and targets.
func (p *Project) Revoke(ctx context.Context, names []string) ([]string, *InstallResult, error) {
	if len(names) == 0 {
		return nil, nil, badInput(fmt.Errorf("name the skills whose approval to revoke"))
	}
	var revoked []string
	var res *InstallResult
	err := p.change(ctx, func() error {
		var err error
		revoked, res, err = p.revoke(ctx, names)
		return err
	})
	return revoked, res, err
}

func (p *Project) revoke(ctx context.Context, names []string) ([]string, *InstallResult, error) {
	var revoked []string
	a := p.st.Approvals().Clone()
	for _, n := range names {
		if a.Delete(n) {
			revoked = append(revoked, n)
			continue
		}
		if p.st.Lock() == nil || p.st.Lock().Skill(n) == nil {
			return nil, nil, badInput(fmt.Errorf("no skill named %q%s", n, p.suggestName(n)))
		}
	}
	slices.Sort(revoked)
	if len(revoked) > 0 {
		// Out of the root and the targets first: a run stopped before
		// the approvals are saved then shows agents nothing they no
		// longer approve (fail closed).
		p.st = p.st.WithApprovals(a)
		if err := p.withdraw(ctx, p.st.Lock()); err != nil {
			return nil, nil, err
		}
		if err := a.Save(p.st.Layout().ApprovalsPath()); err != nil {
			return nil, nil, err
		}
	}
	res := &InstallResult{}
	if err := p.finish(ctx, nil, res); err != nil {
		return revoked, res, err
	}
	return revoked, res, nil
}
