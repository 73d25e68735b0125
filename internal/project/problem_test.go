package project

import (
	"context"
	"slices"
	"testing"
)

// Why a skill is held back is data: a code callers branch on and the
// command that fixes it, rendered for the scope only when printed.
func TestHeldBackProblemsAreData(t *testing.T) {
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", All: true})
	if _, err := fx.open(false).Approve(context.Background(), mustPreview(t, fx.open(true), "xlsx"), "me"); err != nil {
		t.Fatal(err)
	}
	st := fx.state("pdf")
	want := []Problem{{Code: ProblemApprovalPending, Message: "approval pending", Fix: "approve pdf"}}
	if !slices.Equal(st.Problems, want) {
		t.Fatalf("problems %+v, want %+v", st.Problems, want)
	}
	if st.Reason != "approval pending (run `skillpin approve pdf`)" {
		t.Errorf("reason %q", st.Reason)
	}
	if code, ok := OnlyApproval(st.Problems); !ok || code != ProblemApprovalPending {
		t.Errorf("OnlyApproval = %v, %v", code, ok)
	}
	if x := fx.state("xlsx"); len(x.Problems) != 0 || x.Reason != "" {
		t.Errorf("an approved skill has problems %+v (%q)", x.Problems, x.Reason)
	}

	two := []Problem{want[0], {Code: ProblemStoreMissing, Message: "not in the store", Fix: "install"}}
	if _, ok := OnlyApproval(two); ok {
		t.Error("a skill missing from the store is counted as only awaiting approval")
	}
	if got := ProblemsText(two, ScopeCmd("user")); got != "approval pending (run `skillpin -g approve pdf`); not in the store (run `skillpin -g install`)" {
		t.Errorf("user scope text %q", got)
	}
}
