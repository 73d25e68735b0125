package project

import (
	"context"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/approval"
)

// recordingSigner signs an approval record with a signature that names
// what it signed; the project keeps signatures, the policy verifies them.
type recordingSigner struct{ by string }

func (s recordingSigner) Approver() string { return s.by }
func (s recordingSigner) Describe() string { return "test key of " + s.by }
func (s recordingSigner) SignApproval(_ context.Context, name, digest, at string) (approvals.Signature, error) {
	return approvals.Signature{By: s.by, At: at, Key: "ssh-ed25519 AAAATEST", Sig: name + " " + digest + " " + at}, nil
}

func (fx *fixture) approval(name string) approvals.Approval {
	fx.t.Helper()
	ap, ok := fx.open(true).State().Approvals().Get(name)
	if !ok {
		fx.t.Fatalf("no approval of %s", name)
	}
	return ap
}

func (fx *fixture) approveSigned(by string, signer *recordingSigner, names ...string) {
	fx.t.Helper()
	p := fx.open(true)
	pv, err := p.PreviewApproval(context.Background(), names, false, "")
	if err != nil {
		fx.t.Fatal(err)
	}
	if signer == nil {
		_, err = p.Approve(context.Background(), pv, by, nil)
	} else {
		_, err = p.Approve(context.Background(), pv, by, *signer)
	}
	if err != nil {
		fx.t.Fatal(err)
	}
}

// An approval's signatures sign its digest: approving the same content
// again keeps the signatures other approvers gave it, approving other
// content starts without them.
func TestApproveKeepsSignaturesOfTheSameDigestOnly(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up"})
	fx.approveSigned("alice@example.com", &recordingSigner{by: "alice@example.com"}, "pdf")
	first := fx.approval("pdf")
	if len(first.Signatures) != 1 {
		t.Fatalf("a signed approval has signatures %+v", first.Signatures)
	}

	fx.approveSigned("bob@example.com", nil, "pdf")
	if again := fx.approval("pdf"); again.By != "bob@example.com" || !slices.EqualFunc(again.Signatures, first.Signatures, func(a, b approvals.Signature) bool { return a == b }) {
		t.Errorf("re-approving the same content: by %s, signatures %+v; want bob, and alice's signature kept", again.By, again.Signatures)
	}

	fx.up.WriteFile("skills/pdf/references/spec.md", "spec, changed\n")
	fx.up.Commit("change pdf")
	fx.up.Tag("v2")
	if _, err := fx.open(false).Update(context.Background(), UpdateRequest{Names: []string{"up"}, To: "v2"}); err != nil {
		t.Fatal(err)
	}
	fx.approveSigned("bob@example.com", nil, "pdf")
	if changed := fx.approval("pdf"); changed.Digest == first.Digest || len(changed.Signatures) != 0 {
		t.Errorf("approving changed content: digest %s (was %s), signatures %+v; want none carried over", changed.Digest, first.Digest, changed.Signatures)
	}
}

// approve --all previews the skills still to approve: not one approved
// for its locked content, unless the approver signs and has not signed it
// yet. Naming an approved skill previews it, marked as approved already.
func TestPreviewApprovalAll(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf", "xlsx"}, Name: "up"})
	fx.approveSigned("alice@example.com", &recordingSigner{by: "alice@example.com"}, "pdf")
	names := func(pv []approval.Preview, err error) []string {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range pv {
			out = append(out, p.Name)
		}
		return out
	}
	p := fx.open(true)
	if got := names(p.PreviewApproval(context.Background(), nil, true, "")); !slices.Equal(got, []string{"xlsx"}) {
		t.Errorf("approve --all previews %v, want only the unapproved xlsx", got)
	}
	if got := names(p.PreviewApproval(context.Background(), nil, true, "ALICE@example.com")); !slices.Equal(got, []string{"xlsx"}) {
		t.Errorf("approve --all --sign by alice previews %v, want only xlsx (she signed pdf)", got)
	}
	if got := names(p.PreviewApproval(context.Background(), nil, true, "bob@example.com")); !slices.Equal(got, []string{"pdf", "xlsx"}) {
		t.Errorf("approve --all --sign by bob previews %v, want pdf too (a second signature)", got)
	}
	pv, err := p.PreviewApproval(context.Background(), []string{"pdf", "xlsx"}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(pv) != 2 || !pv[0].AlreadyApproved || pv[1].AlreadyApproved || pv[0].URL != fx.up.FileURL() || pv[0].Commit == "" {
		t.Errorf("previews by name: %+v; want pdf approved already, xlsx not, each with its source", pv)
	}
}

// Re-approving shows what changed since the approved version, read from
// the store: its description and allowed-tools too, so a tool added by
// the new version is shown as the one addition it is.
func TestPreviewShowsChangeSinceApproved(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up", Approve: true, By: "alice@example.com"})
	fx.up.WriteFile("skills/pdf/SKILL.md", testfs.SkillMD("pdf", "Work with PDF files.", "allowed-tools: Read Grep Bash\n", "# pdf\n\nDo the thing.\n"))
	fx.up.Commit("pdf wants Bash")
	fx.up.Tag("v2")
	if _, err := fx.open(false).Update(context.Background(), UpdateRequest{Names: []string{"up"}, To: "v2"}); err != nil {
		t.Fatal(err)
	}
	pv, err := fx.open(true).PreviewApproval(context.Background(), []string{"pdf"}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	r := pv[0].Review
	if r == nil || r.Change != "updated" || r.DescriptionChanged || !slices.Equal(r.AllowedTools.Added, []string{"Bash"}) || len(r.AllowedTools.Removed) != 0 {
		t.Fatalf("review of the re-approval: %+v; want an update adding only the Bash tool", r)
	}
}
