package fetch

import (
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// TestCommitsBetween counts how far a branch moved since a locked commit,
// through a merge of a side branch that forked before it, and says when
// the branch was rewritten instead; the cache starts with the locked
// commit only, shallowly, as after add.
func TestCommitsBetween(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("a", "1")
	base := r.Commit("base")
	r.WriteFile("a", "2")
	locked := r.Commit("locked")
	r.Git("checkout", "-q", "-b", "side", base)
	r.WriteFile("b", "side")
	r.Commit("side 1")
	r.Checkout("main")
	r.WriteFile("a", "3")
	r.Commit("ahead 1")
	r.Git("merge", "-q", "--no-edit", "side")
	merged := r.Head()
	r.Git("checkout", "-q", "-b", "rewritten", base)
	r.WriteFile("a", "5")
	rewritten := r.Commit("rewritten")
	r.Checkout("main")

	c := newTestClient(t, "", nil)
	if _, err := c.Tree(ctx, r.FileURL(), locked, "main"); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		old, new string
		n        int
		descends bool
	}{
		{locked, locked, 0, true},
		{locked, merged, 3, true}, // ahead 1, side 1, the merge
		{locked, rewritten, 1, false},
	} {
		n, descends, err := c.CommitsBetween(ctx, r.FileURL(), tc.old, tc.new, "main")
		if err != nil {
			t.Fatal(err)
		}
		if n != tc.n || descends != tc.descends {
			t.Errorf("CommitsBetween(%.7s, %.7s) = %d, %v; want %d, %v", tc.old, tc.new, n, descends, tc.n, tc.descends)
		}
	}
}
