package skillstatus

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// TestOf: a skill belongs in the root only when stored whole and
// trusted; a missing or tampered entry, or a trust problem, keeps it out
// with the reasons; a revoked approval says what changed, when asked.
func TestOf(t *testing.T) {
	sk := &lock.LockedSkill{Name: "pdf", Source: "up", Digest: "sha256:d"}
	ls := &lock.LockedSource{Name: "up", URL: "https://example.com/up.git", Ref: "v1", Commit: "c"}
	ok := state.Trust{Approval: approvals.Approved}
	if st, in := Of(sk, ls, true, nil, ok, nil, hint.Current); !in || st.Store != "ok" || st.Reason != "" || st.Commit != "c" {
		t.Errorf("stored and approved: %+v, %v", st, in)
	}
	if st, in := Of(sk, ls, false, nil, ok, nil, hint.Current); in || st.Store != "missing" || st.Problems[0].Code != state.ProblemStoreMissing {
		t.Errorf("not stored: %+v, %v", st, in)
	}
	mm := []store.Mismatch{{Path: "SKILL.md", Kind: "modified"}}
	if st, in := Of(sk, ls, true, mm, ok, nil, hint.Current); in || st.Store != "tampered" || !strings.Contains(st.Reason, "SKILL.md modified") {
		t.Errorf("tampered: %+v, %v", st, in)
	}
	revoked := state.Trust{Approval: approvals.Revoked, Note: "approved for other content", Record: &approvals.Approval{Digest: "sha256:old"},
		Problems: []state.Problem{{Code: "X", Message: hint.Text("not approved")}}}
	st, in := Of(sk, ls, true, nil, revoked, func() string { return "1 file changed" }, hint.Current)
	if in || st.Approval != "revoked" || !strings.HasSuffix(st.ApprovalNote, ": 1 file changed") {
		t.Errorf("revoked: %+v, %v", st, in)
	}
}

// TestTargets: a skill in the root is synced in every target but where a
// mismatch says otherwise, refused in an unusable target; a skill held
// back shows only the targets that still hold its entry; an entry of a
// skill no longer locked is a leftover.
func TestTargets(t *testing.T) {
	states := []Skill{{Name: "pdf", InRoot: true}, {Name: "xlsx"}}
	mm := func(target, path, kind string) publish.TargetMismatch {
		return publish.TargetMismatch{Target: target, Mismatch: store.Mismatch{Path: path, Kind: kind}}
	}
	left := Targets(states, []string{"a", "b", "c"}, []publish.TargetMismatch{
		mm("a", "pdf/SKILL.md", "modified"), mm("c", ".", "refused"), mm("a", "xlsx", "kept"), mm("b", "old/SKILL.md", "extra"),
	})
	if got := states[0].Targets; got["a"] != "modified" || got["b"] != "synced" || got["c"] != "refused" {
		t.Errorf("pdf's targets: %v", got)
	}
	if got := states[1].Targets; len(got) != 1 || got["a"] != "kept" {
		t.Errorf("xlsx's targets: %v", got)
	}
	if len(left) != 1 || left[0].Path != "old/SKILL.md" {
		t.Errorf("leftovers: %v", left)
	}
}
