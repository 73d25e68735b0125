package project

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// Why a skill is held back is data: a code callers branch on and the
// command that fixes it, rendered for the scope only when printed.
func TestHeldBackProblemsAreData(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", All: true})
	if _, err := fx.open(false).Approve(context.Background(), mustPreview(t, fx.open(true), "xlsx"), "me", nil); err != nil {
		t.Fatal(err)
	}
	st := fx.state("pdf")
	want := []state.Problem{{Code: state.ProblemApprovalPending, Message: hint.Text("approval pending"), Fix: hint.Run("approve", "pdf")}}
	if !reflect.DeepEqual(st.Problems, want) {
		t.Fatalf("problems %+v, want %+v", st.Problems, want)
	}
	if st.Reason != "approval pending (run `skillpin approve pdf`)" {
		t.Errorf("reason %q", st.Reason)
	}
	if code, ok := state.OnlyApproval(st.Problems); !ok || code != state.ProblemApprovalPending {
		t.Errorf("state.OnlyApproval = %v, %v", code, ok)
	}
	if x := fx.state("xlsx"); len(x.Problems) != 0 || x.Reason != "" {
		t.Errorf("an approved skill has problems %+v (%q)", x.Problems, x.Reason)
	}

	two := []state.Problem{want[0], {Code: state.ProblemStoreMissing, Message: hint.Text("not in the store"), Fix: hint.Run("install")}}
	if _, ok := state.OnlyApproval(two); ok {
		t.Error("a skill missing from the store is counted as only awaiting approval")
	}
	if got := state.ProblemsText(two, state.HintScope("user")); got != "approval pending (run `skillpin -g approve pdf`); not in the store (run `skillpin -g install`)" {
		t.Errorf("user scope text %q", got)
	}
	// JSON carries the fix as typed after skillpin and the scope's flag.
	if b, err := json.Marshal(two); err != nil || string(b) != `[{"code":"APPROVAL_PENDING","message":"approval pending","fix":"approve pdf"},{"code":"STORE_MISSING","message":"not in the store","fix":"install"}]` {
		t.Errorf("JSON %s, %v", b, err)
	}
	if b, _ := json.Marshal(state.Problem{Code: state.ProblemPolicy, Message: hint.Text("m")}); string(b) != `{"code":"POLICY_VIOLATION","message":"m"}` {
		t.Errorf("JSON without a fix: %s", b)
	}
}
