// Package approval judges what approving a locked skill depends on, from
// values: the preview a person is shown, the checks of the skill's lock
// entry that make it unapprovable, the critical risks the approver must
// accept, and the change an approval approves (from the version approved
// before, when the store still holds it).
package approval

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/gate"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

func checkFailed(err error) error { return errkind.Mark(err, errkind.CheckFailed) }

// Preview is what a person is shown before approving a skill.
type Preview struct {
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
	Problems []Problem `json:"problems"`
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

// Problem is a check a skill's lock entry fails: Code is the code
// verify reports for it.
type Problem struct {
	Code    string   `json:"code"`
	Message hint.Msg `json:"message"`
}

// Unapprovable is the error for previews whose skills fail the checks of
// their lock entries (nil when none does): such a skill is not approved,
// and neither is anything approved with it.
func Unapprovable(previews []Preview) error {
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

// UnacceptedRisks is the error for previews with a critical audit finding
// whose code the approver did not accept (AcceptedRisks); nil when there
// is none. Nothing is approved with such a skill.
func UnacceptedRisks(previews []Preview) error {
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

// AcceptedRisks are the codes of pv's critical findings its approver
// accepted: what the approval record keeps.
func AcceptedRisks(pv Preview) []string {
	var out []string
	for _, f := range pv.Audit {
		if f.Severity == audit.Critical && slices.Contains(pv.AcceptedRisks, f.Code) && !slices.Contains(out, f.Code) {
			out = append(out, f.Code)
		}
	}
	slices.Sort(out)
	return out
}

// Change is the change an approval of sk, of the source ls, approves:
// from old, the version approved before when the store still holds it
// (what changed since a person last approved; see ApprovedVersion),
// otherwise (nil) from nothing (everything).
// Of the approved version the approval records nothing but its digest
// (and the source's name): its files and frontmatter come from the store,
// and the commit it came from is not known.
func Change(sk *lock.LockedSkill, ls *lock.LockedSource, old *lock.LockedSkill) lockdiff.SkillChange {
	newLock := &lock.Lock{Skills: []lock.LockedSkill{*sk}}
	if ls != nil {
		newLock.Sources = []lock.LockedSource{*ls}
	}
	oldLock := &lock.Lock{}
	if old != nil {
		oldLock.Skills = []lock.LockedSkill{*old}
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

// ApprovedVersion rebuilds the locked skill sk was when approved
// approved it, from fsys, the store entry of the approved digest; nil
// when fsys does not hold that version.
func ApprovedVersion(fsys fs.FS, sk *lock.LockedSkill, approved *approvals.Approval) *lock.LockedSkill {
	files, problems := catalog.FileSetOf(fsys, ".", catalog.Limits{})
	if catalog.HasErrors(problems) || files.Digest() != approved.Digest {
		return nil
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
	return &old
}

// SignatureProblems judges the signature skills.lock records for a
// skill (recorded) against sig, what its bundle at the pinned commit
// verified to (err when it did not): the verified signer, or the
// problems that make the skill unapprovable.
func SignatureProblems(recorded, sig *lock.LockedSignature, err error) (signer string, problems []Problem) {
	var se *signature.SignatureError
	switch {
	case errors.As(err, &se):
		problems = append(problems, Problem{Code: se.Code, Message: hint.Text("the signature skills.lock records does not verify: " + err.Error())})
	case err != nil:
		problems = append(problems, Problem{Code: signature.SignatureInvalid, Message: hint.Text("the signature skills.lock records does not verify: " + err.Error())})
	case !sig.Equal(recorded):
		problems = append(problems, Problem{Code: signature.SignerMismatch, Message: hint.Sprintf("skills.lock records signer %s, but the bundle at the pinned commit is signed by %s", gate.SignerString(recorded), gate.SignerString(sig))})
	default:
		return gate.SignerString(sig), nil
	}
	return "", problems
}

// New is the preview of approving sk, of the source ls (nil when the lock
// lacks it); approved says its digest is approved already. What the
// checks of its lock entry, the audit and the review add is filled in
// after.
func New(sk *lock.LockedSkill, ls *lock.LockedSource, approved bool) Preview {
	pv := Preview{
		Name: sk.Name, Source: sk.Source, Digest: sk.Digest,
		Files: len(sk.Files), Bytes: sk.Files.Size(),
		Executables:     []string{}, // lists are [], never null, in JSON
		AllowedTools:    append([]string{}, sk.AllowedTools...),
		AlreadyApproved: approved,
	}
	if ls != nil {
		pv.URL, pv.Commit = ls.URL, ls.Commit
	}
	for _, f := range sk.Files {
		if f.Exec {
			pv.Executables = append(pv.Executables, f.Path)
		}
	}
	return pv
}

// AttachReviews gives each preview its skill's change in c: a risk
// moved(name) names (a tag that moved since the base of the review)
// said first, since the approved version of it no longer exists, and the
// signer shown as verified only when it was.
func AttachReviews(previews []Preview, c *lockdiff.Changes, moved func(name string) *lockdiff.Risk) {
	for i := range previews {
		for j := range c.Skills {
			if c.Skills[j].Name != previews[i].Name {
				continue
			}
			previews[i].Review = &c.Skills[j]
			if r := moved(previews[i].Name); r != nil {
				previews[i].Review.Risks = append([]lockdiff.Risk{*r}, previews[i].Review.Risks...)
			}
			previews[i].Review.To.Verified(previews[i].Signer)
		}
	}
}
