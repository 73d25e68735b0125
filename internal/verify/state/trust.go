package state

import (
	"fmt"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// Trust is the project's decision on one locked skill: whether its files
// let it reach an agent. It is the one place that decision is made; the
// trusted root, the targets, the views and the MCP server all ask it.
// The bytes themselves are checked against the lock by whoever reads them
// (the store before publishing, the root before serving).
type Trust struct {
	// Approval is approved, pending or revoked; approved also when
	// approval = "lock" or the source is trusted.
	Approval approvals.ApprovalState
	// Note says why: who approved and when, the policy or trust that
	// stands in for an approval, or that the content changed.
	Note string
	// Record is the approval that decided, if any: for a revoked skill,
	// the one given to other content.
	Record *approvals.Approval
	// Policy is what stood for the approval: "required" (an approval of
	// this digest), "lock" (approval = "lock") or "trusted-source".
	Policy string
	// Violations are the policy rules the skill breaks, each naming its
	// rule and layer (each is also one of Problems).
	Violations []policy.Violation
	// Signers are the verdicts on the signatures of the approval that
	// decided, when the policy checks them.
	Signers []policy.SignerResult
	// Problems say why the skill may not reach an agent; none means it may.
	Problems []Problem
}

// ProblemCode names a kind of reason a skill is held back; callers branch
// on it, never on a message's text.
type ProblemCode string

// The reasons a skill may be held back from agents.
const (
	ProblemApprovalPending ProblemCode = "APPROVAL_PENDING"
	ProblemApprovalRevoked ProblemCode = "APPROVAL_REVOKED"
	ProblemSignature       ProblemCode = "SIGNATURE"
	ProblemStoreMissing    ProblemCode = "STORE_MISSING"
	ProblemStoreTampered   ProblemCode = "STORE_TAMPERED"
	// A rule of the effective policy (the problem's message names the
	// rule and its layer); approval signatures have codes of their own.
	ProblemPolicy                   ProblemCode = policy.CodeViolation
	ProblemApprovalUnsigned         ProblemCode = policy.CodeApprovalUnsigned
	ProblemApprovalSignatureInvalid ProblemCode = policy.CodeApprovalInvalid
)

// Problem is one reason a skill may not reach an agent.
type Problem struct {
	Code ProblemCode `json:"code"`
	// Message says what is wrong, for people; the commands it names (a
	// policy rule's) are rendered for the scope with Fix. JSON has its
	// text in a project.
	Message hint.Msg `json:"message"`
	// Fix is the skillpin command that resolves it, in the scope of the
	// problem (JSON gives what is typed after "skillpin" and the scope's
	// flag: "approve pdf"); zero when no one command does.
	Fix hint.Cmd `json:"fix,omitzero"`
}

// Text is the problem for people, with its fix rendered for scope s (the
// scope of the skill, which a view that reads both scopes knows).
func (p Problem) Text(s hint.Scope) string {
	if p.Fix.IsZero() {
		return p.Message.Render(s)
	}
	return p.Message.Render(s) + " (run `" + p.Fix.Line(s) + "`)"
}

// HintScope is the scope whose commands fix a skill of the view scope
// named ("user" is the user scope, run with -g; anything else a project).
func HintScope(scope string) hint.Scope {
	if scope == layout.ScopeUser {
		return hint.User
	}
	return hint.Project
}

// ProblemsText joins problems for one line of output, their fixes
// rendered for scope s.
func ProblemsText(ps []Problem, s hint.Scope) string {
	texts := make([]string, len(ps))
	for i, p := range ps {
		texts[i] = p.Text(s)
	}
	return strings.Join(texts, "; ")
}

// OnlyApproval reports whether the one thing holding a skill back is its
// approval (pending or revoked): summaries count such skills instead of
// listing each.
func OnlyApproval(ps []Problem) (ProblemCode, bool) {
	if len(ps) != 1 || ps[0].Code != ProblemApprovalPending && ps[0].Code != ProblemApprovalRevoked {
		return "", false
	}
	return ps[0].Code, true
}

// OK reports whether the skill may reach an agent.
func (t Trust) OK() bool { return len(t.Problems) == 0 }

// Trust decides whether the locked skill sk may reach an agent: its
// source's signature policy holds for the signer the lock records; it is
// approved for exactly its locked digest, or approval = "lock", or its
// source is trusted (unless the policy forbids those stand-ins); and it
// breaks no rule of the effective policy (source, signature, tools, age,
// audit, signed approvals and approvers).
func (s *State) Trust(sk *lock.LockedSkill) Trust {
	var t Trust
	if pr, ok := s.signatureProblem(sk); ok {
		t.Problems = append(t.Problems, pr)
	}
	eff, _ := s.Policy()
	src := s.manifest.Source(sk.Source)
	standIn := ""
	switch {
	case s.manifest.Settings.Approval == manifest.ApprovalLock:
		standIn = manifest.ApprovalLock
	case src != nil && src.Trusted:
		standIn = "trusted-source"
	}
	forbidden, isForbidden := eff.ForbiddenStandIn(standIn)
	if isForbidden {
		standIn = ""
	}
	switch state, ap := s.approvals.State(sk.Name, sk.Digest); {
	case standIn == manifest.ApprovalLock:
		t.Approval, t.Note = approvals.Approved, `approval = "lock": the reviewed lockfile is the approval`
	case standIn != "":
		t.Approval, t.Note = approvals.Approved, fmt.Sprintf("source %q is trusted", sk.Source)
	default:
		t.Approval, t.Record = state, ap
		switch state {
		case approvals.Approved:
			t.Note = fmt.Sprintf("approved by %s at %s", ap.By, ap.At)
			if eff.SignedApprovals() {
				t.Signers = eff.CheckSignatures(ap)
				t.Violations = append(t.Violations, eff.CheckApproval(ap)...)
			}
			if len(ap.Signatures) > 0 {
				t.Note += "; " + signersNote(ap, t.Signers)
			}
		case approvals.Pending:
			t.Note = "never approved"
		case approvals.Revoked:
			t.Note = "revoked: content changed since approved " + catalog.ShortDigest(ap.Digest)
		}
	}
	switch {
	case standIn == "trusted-source":
		t.Policy = "trusted-source"
	case isForbidden:
		t.Policy = manifest.ApprovalRequired
	default:
		t.Policy = s.manifest.Settings.ApprovalPolicy()
	}
	if t.Approval != approvals.Approved {
		if isForbidden {
			t.Violations = append(t.Violations, forbidden)
		}
		t.Problems = append(t.Problems, approvalProblem(sk.Name, t.Approval))
	}
	t.Violations = append(s.Violations(sk), t.Violations...)
	for _, v := range t.Violations {
		pr := Problem{Code: ProblemCode(v.Code), Message: hint.Sprintf("%s", v)}
		if v.Code == policy.CodeApprovalUnsigned {
			pr.Fix = hint.Run("approve", "--sign", sk.Name)
		}
		t.Problems = append(t.Problems, pr)
	}
	return t
}

// signersNote says who signed an approval and, when the policy checked
// them, which signatures hold: "signed by alice@example.com (valid),
// bob@example.com (not valid)".
func signersNote(ap *approvals.Approval, checked []policy.SignerResult) string {
	parts := make([]string, len(ap.Signatures))
	for i, sig := range ap.Signatures {
		parts[i] = sig.By
		if i < len(checked) {
			if checked[i].Valid {
				parts[i] += " (valid)"
			} else {
				parts[i] += " (not valid)"
			}
		}
	}
	return "signed by " + strings.Join(parts, ", ")
}

// approvalProblem is the reason a skill that is not approved gives for
// staying out of the root.
func approvalProblem(name string, state approvals.ApprovalState) Problem {
	code := ProblemApprovalPending
	if state == approvals.Revoked {
		code = ProblemApprovalRevoked
	}
	return Problem{Code: code, Message: hint.Text("approval " + string(state)), Fix: hint.Run("approve", name)}
}

// signatureProblem says why a skill fails its source's signature policy
// ("" when there is no policy or it holds): the lock must record a signer
// the policy allows, and that record must have been verified in this
// cache (at lock time, by install, or by verify) — a record in a lock is a
// claim until then.
func (s *State) signatureProblem(sk *lock.LockedSkill) (Problem, bool) {
	problem := func(fix hint.Cmd, format string, args ...any) (Problem, bool) {
		return Problem{Code: ProblemSignature, Message: hint.Sprintf(format, args...), Fix: fix}, true
	}
	src := s.manifest.Source(sk.Source)
	if src == nil || src.Signature == nil {
		if sk.Signature != nil {
			return problem(hint.Run("install"), "skills.lock records a signature for it, but skills.toml requires none for source %q, so nothing verified it; install rewrites the lock", sk.Source)
		}
		return Problem{}, false
	}
	if sk.Signature == nil {
		return problem(hint.Run("update", sk.Name), "source %q requires a signature and the lock records none", sk.Source)
	}
	if s.sigs == nil {
		return problem(hint.Run("install"), "its signature was not verified here; install verifies it at the pinned commit")
	}
	policy, err := s.sigs.Policy(src)
	if err != nil {
		return problem(hint.Cmd{}, "%s", err.Error())
	}
	if err := policy.Allows(signature.Signer{KeyFingerprint: sk.Signature.Key, Identity: sk.Signature.Identity, Issuer: sk.Signature.Issuer,
		Subject: sk.Signature.Subject, Chain: sk.Signature.Chain}); err != nil {
		return problem(hint.Cmd{}, "%s", err.Error())
	}
	if !s.sigs.Verified(sk, policy) {
		return problem(hint.Run("install"), "the signature skills.lock records for it was not verified in this cache; install verifies it at the pinned commit")
	}
	return Problem{}, false
}
