package state

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// The trust decision judged from plain values: the files a State holds
// are given as values, the policy as parsed layers, what the cache would
// say (commit times, audits, signature verdicts) as data. No project is
// written and no cache read, so each row is one rule and nothing else.

// scene is one project as values.
type scene struct {
	manifest string           // skills.toml
	skill    lock.LockedSkill // the locked skill judged, of source "up"
	approved []approvals.Approval
	// policy is the project's skills-policy.toml ("" for none).
	policy string
	// unavailable says why the organisation's pinned policy could not
	// be read ("" when it could, or there is none).
	unavailable string
	// commitAge is how old the locked commit is (zero: its time is not
	// known here).
	commitAge time.Duration
	// audit is the most severe finding in the skill's content.
	audit string
	// signer is the loaded signature policy of source "up", when its
	// [source.signature] is set; verified says the cache recorded the
	// skill's signature record as verified under it.
	signer   *signature.Policy
	verified bool
}

// valueNow is the moment every scene is judged at.
var valueNow = time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)

// state is the scene as a State, built from values.
func (sc scene) state(t *testing.T) *State {
	t.Helper()
	m, err := manifest.ParseManifest([]byte(sc.manifest), ManifestFile)
	if err != nil {
		t.Fatal(err)
	}
	l := &lock.Lock{Version: 1, Sources: []lock.LockedSource{{Name: "up", URL: "https://git.example/up", Ref: "v1", Kind: "tag", Commit: commitA}},
		Skills: []lock.LockedSkill{sc.skill}}
	a := &approvals.Set{}
	for _, ap := range sc.approved {
		a.Put(ap)
	}
	eff := &policy.Effective{Now: valueNow}
	if sc.policy != "" {
		// The one file a policy below names: who may sign approvals.
		files := map[string][]byte{"allowed_signers": nil}
		p, err := policy.Parse([]byte(sc.policy), policy.FileName, func(rel string) ([]byte, error) {
			if b, ok := files[rel]; ok {
				return b, nil
			}
			return nil, fs.ErrNotExist
		}, nil)

		if err != nil {
			t.Fatal(err)
		}
		eff.Layers = append(eff.Layers, policy.Layer{Name: policy.LayerProject, Origin: policy.FileName, Policy: p})
	}
	ps := &policyState{eff: eff, now: valueNow, times: map[string]time.Time{}, roots: map[string]string{},
		audits: map[string]auditResult{sc.skill.Digest: {max: sc.audit}}}
	if sc.unavailable != "" {
		ps.unavailable = hint.Text(sc.unavailable)
	}
	if sc.commitAge != 0 {
		ps.times["up"] = valueNow.Add(-sc.commitAge)
	}
	// The verdicts hold the source's loaded policy; a verified record is
	// the one file the cache would hold for it.
	sigs := &Verdicts{dir: testfs.TempDir(t), policies: map[string]policyOrErr{}}
	if sc.signer != nil {
		sigs.policies["up"] = policyOrErr{p: *sc.signer}
		if sc.verified {
			if err := sigs.Remember(&sc.skill, sc.skill.Signature, *sc.signer); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Normalize is all the decision asks of the git cache here; the cache
	// is empty.
	env := Env{Git: newTestGit(testfs.TempDir(t), nil)}
	return &State{dir: "/project", env: env, manifest: m, lock: l, approvals: a, sigs: sigs, pol: ps}
}

func approvalOf(sk lock.LockedSkill, by string) approvals.Approval {
	return approvals.Approval{Name: sk.Name, Source: "https://git.example/up", Digest: sk.Digest, By: by, At: "2026-01-02T03:04:05Z"}
}

// keyless is a keyless signature record of sk by identity.
func keyless(sk lock.LockedSkill, identity string) lock.LockedSkill {
	sk.Signature = &lock.LockedSignature{Bundle: "sha256:" + strings.Repeat("b", 64), Identity: identity, Issuer: "https://issuer.example"}
	return sk
}

func TestTrustFromValues(t *testing.T) {
	pdf := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs.\n---\n")
	changed := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs, changed.\n---\n")
	withTools := pdf
	withTools.AllowedTools = []string{"Bash", "Read"}
	sigTable := "[source.signature]\nidentity = \"release@up.example\"\nissuer = \"https://issuer.example\"\ntrusted_root = \"root.json\"\n"
	signedSource := upSource + sigTable
	signer := &signature.Policy{Identity: "release@up.example", Issuer: "https://issuer.example"}
	lockApproval := "[settings]\napproval = \"lock\"\n\n" + upSource
	type want struct {
		approval approvals.ApprovalState
		by       string // Trust.Policy
		problems []ProblemCode
		rules    []string // the policy rules broken, in order
		fix      string   // the first problem's fix, "" for none
		note     string   // a part of the note
	}
	tests := []struct {
		name string
		sc   scene
		want want
	}{
		// Approvals hold for exactly the digest they name.
		{"approved", scene{manifest: upSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "alice@example.com")}},
			want{approvals.Approved, "required", nil, nil, "", "approved by alice@example.com at 2026-01-02T03:04:05Z"}},
		{"never approved", scene{manifest: upSource, skill: pdf},
			want{approvals.Pending, "required", []ProblemCode{ProblemApprovalPending}, nil, "skillpin approve pdf", "never approved"}},
		{"approved for other content", scene{manifest: upSource, skill: changed, approved: []approvals.Approval{approvalOf(pdf, "alice@example.com")}},
			want{approvals.Revoked, "required", []ProblemCode{ProblemApprovalRevoked}, nil, "skillpin approve pdf", "revoked: content changed since approved " + catalog.ShortDigest(pdf.Digest)}},
		// The stand-ins for an approval, and a policy that forbids them.
		{"approval = lock", scene{manifest: lockApproval, skill: pdf},
			want{approvals.Approved, "lock", nil, nil, "", "the reviewed lockfile is the approval"}},
		{"trusted source", scene{manifest: upSource + "trusted = true\n", skill: pdf},
			want{approvals.Approved, "trusted-source", nil, nil, "", `source "up" is trusted`}},
		{"approval = lock forbidden", scene{manifest: lockApproval, skill: pdf, policy: "[approval]\nlock = \"forbid\"\n"},
			want{approvals.Pending, "required", []ProblemCode{ProblemApprovalPending, ProblemPolicy}, []string{"approval.lock"}, "skillpin approve pdf", "never approved"}},
		{"trusted source forbidden", scene{manifest: upSource + "trusted = true\n", skill: pdf, policy: "[approval]\ntrusted_sources = \"forbid\"\n"},
			want{approvals.Pending, "required", []ProblemCode{ProblemApprovalPending, ProblemPolicy}, []string{"approval.trusted_sources"}, "skillpin approve pdf", ""}},
		// A forbidden stand-in does not hide an approval of its own.
		{"approval = lock forbidden, approved", scene{manifest: lockApproval, skill: pdf, policy: "[approval]\nlock = \"forbid\"\n", approved: []approvals.Approval{approvalOf(pdf, "bob@example.com")}},
			want{approvals.Approved, "required", nil, nil, "", "approved by bob@example.com"}},
		// Signed approvals: no stand-in counts, an unsigned approval does
		// not either, and the fix is the command that signs.
		{"signed approvals, unsigned", scene{manifest: upSource, skill: pdf, policy: "[approval]\nsigned = true\nallowed_signers = \"allowed_signers\"\n", approved: []approvals.Approval{approvalOf(pdf, "alice@example.com")}},
			want{approvals.Approved, "required", []ProblemCode{ProblemApprovalUnsigned}, []string{"approval.signed"}, "skillpin approve --sign pdf", "approved by alice@example.com"}},
		{"signed approvals, trusted source", scene{manifest: upSource + "trusted = true\n", skill: pdf, policy: "[approval]\nsigned = true\nallowed_signers = \"allowed_signers\"\n"},
			want{approvals.Pending, "required", []ProblemCode{ProblemApprovalPending, ProblemPolicy}, []string{"approval.signed"}, "skillpin approve pdf", ""}},
		// The rules of the policy, each with the value it reads.
		{"denied tool", scene{manifest: upSource, skill: withTools, approved: []approvals.Approval{approvalOf(withTools, "a@example.com")}, policy: "deny_tools = [\"Bash\"]\n"},
			want{approvals.Approved, "required", []ProblemCode{ProblemPolicy}, []string{"deny_tools"}, "", ""}},
		{"allowed tool", scene{manifest: upSource, skill: withTools, approved: []approvals.Approval{approvalOf(withTools, "a@example.com")}, policy: "deny_tools = [\"Write\"]\n"},
			want{approvals.Approved, "required", nil, nil, "", ""}},
		{"source not allowed", scene{manifest: upSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, policy: "allow_sources = [\"git.example/other\"]\n"},
			want{approvals.Approved, "required", []ProblemCode{ProblemPolicy}, []string{"allow_sources"}, "", ""}},
		{"source allowed", scene{manifest: upSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, policy: "allow_sources = [\"git.example/*\"]\n"},
			want{approvals.Approved, "required", nil, nil, "", ""}},
		{"commit too young", scene{manifest: upSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, policy: "min_age = \"7d\"\n", commitAge: 6 * 24 * time.Hour},
			want{approvals.Approved, "required", []ProblemCode{ProblemPolicy}, []string{"min_age"}, "", ""}},
		{"commit old enough", scene{manifest: upSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, policy: "min_age = \"7d\"\n", commitAge: 8 * 24 * time.Hour},
			want{approvals.Approved, "required", nil, nil, "", ""}},
		{"commit time unknown", scene{manifest: upSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, policy: "min_age = \"7d\"\n"},
			want{approvals.Approved, "required", []ProblemCode{ProblemPolicy}, []string{"min_age"}, "", ""}},
		{"audit at the threshold", scene{manifest: upSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, policy: "audit_fail_on = \"high\"\n", audit: "high"},
			want{approvals.Approved, "required", []ProblemCode{ProblemPolicy}, []string{"audit_fail_on"}, "", ""}},
		{"audit below the threshold", scene{manifest: upSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, policy: "audit_fail_on = \"high\"\n", audit: "medium"},
			want{approvals.Approved, "required", nil, nil, "", ""}},
		// A policy that applies but cannot be read is never no policy.
		{"organisation policy unavailable", scene{manifest: upSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, unavailable: "the pinned organisation policy is not in the cache"},
			want{approvals.Approved, "required", []ProblemCode{ProblemPolicy}, []string{"policy"}, "", ""}},
		// Publisher signatures: required by the source, recorded by the
		// lock, verified in this cache, by the signer the policy names.
		{"signature verified", scene{manifest: signedSource, skill: keyless(pdf, "release@up.example"), approved: []approvals.Approval{approvalOf(keyless(pdf, "release@up.example"), "a@example.com")}, signer: signer, verified: true},
			want{approvals.Approved, "required", nil, nil, "", ""}},
		{"signature not verified here", scene{manifest: signedSource, skill: keyless(pdf, "release@up.example"), approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, signer: signer},
			want{approvals.Approved, "required", []ProblemCode{ProblemSignature}, nil, "skillpin install", ""}},
		{"signature by another identity", scene{manifest: signedSource, skill: keyless(pdf, "mallory@evil.example"), approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, signer: signer, verified: true},
			want{approvals.Approved, "required", []ProblemCode{ProblemSignature}, nil, "", ""}},
		{"signature required, none recorded", scene{manifest: signedSource, skill: pdf, approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}, signer: signer},
			want{approvals.Approved, "required", []ProblemCode{ProblemSignature}, nil, "skillpin update pdf", ""}},
		{"signature recorded, none required", scene{manifest: upSource, skill: keyless(pdf, "release@up.example"), approved: []approvals.Approval{approvalOf(pdf, "a@example.com")}},
			want{approvals.Approved, "required", []ProblemCode{ProblemSignature}, nil, "skillpin install", ""}},
		// A trusted source is trusted to publish, not excused from its
		// signature.
		{"trusted source, signature not verified", scene{manifest: upSource + "trusted = true\n" + sigTable, skill: keyless(pdf, "release@up.example"), signer: signer},
			want{approvals.Approved, "trusted-source", []ProblemCode{ProblemSignature}, nil, "skillpin install", ""}},
		// Every reason is given, in one order: the signature, the
		// approval, then the policy's rules.
		{"every reason at once", scene{manifest: signedSource, skill: withTools, signer: signer, policy: "deny_tools = [\"Bash\"]\nmin_age = \"7d\"\n", commitAge: time.Hour},
			want{approvals.Pending, "required", []ProblemCode{ProblemSignature, ProblemApprovalPending, ProblemPolicy, ProblemPolicy}, []string{"deny_tools", "min_age"}, "skillpin update pdf", "never approved"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := tt.sc.state(t)
			tr := st.Trust(st.Lock().Skill("pdf"))
			w := tt.want
			if tr.Approval != w.approval || tr.Policy != w.by {
				t.Errorf("approval %s by %q, want %s by %q (%s)", tr.Approval, tr.Policy, w.approval, w.by, tr.Note)
			}
			if got := codes(tr.Problems); !slices.Equal(got, w.problems) {
				t.Errorf("problems %v, want %v: %s", got, w.problems, ProblemsText(tr.Problems, hint.Project))
			}
			var rules []string
			for _, v := range tr.Violations {
				rules = append(rules, v.Rule)
			}
			if !slices.Equal(rules, w.rules) {
				t.Errorf("rules broken %q, want %q", rules, w.rules)
			}
			if tr.OK() != (len(w.problems) == 0) {
				t.Errorf("OK() = %v with problems %v", tr.OK(), tr.Problems)
			}
			fix := ""
			if len(tr.Problems) > 0 && !tr.Problems[0].Fix.IsZero() {
				fix = tr.Problems[0].Fix.Line(hint.Project)
			}
			if fix != w.fix {
				t.Errorf("first fix %q, want %q", fix, w.fix)
			}
			if !strings.Contains(tr.Note, w.note) {
				t.Errorf("note %q lacks %q", tr.Note, w.note)
			}
		})
	}
}

// The decision reads the State it is asked of and nothing else: two
// States that differ in one value decide differently, and judging one
// leaves the other as it was.
func TestTrustReadsOnlyItsState(t *testing.T) {
	pdf := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs.\n---\n")
	pending := scene{manifest: upSource, skill: pdf}.state(t)
	a := pending.Approvals().Clone()
	a.Put(approvalOf(pdf, "alice@example.com"))
	approved := pending.WithApprovals(a)
	if tr := approved.Trust(approved.Lock().Skill("pdf")); !tr.OK() {
		t.Fatalf("the State given the approval: %v", tr.Problems)
	}
	if tr := pending.Trust(pending.Lock().Skill("pdf")); tr.OK() || tr.Approval != approvals.Pending {
		t.Fatalf("the State the approval was not given to: %s %v", tr.Approval, tr.Problems)
	}
}
