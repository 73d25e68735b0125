package fetch

import (
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestIsAncestor tells a branch that moved forward from one that was
// force-pushed over, over file:// and HTTP, with and without filters, and
// starting from a shallow cache that holds only the locked commit.
func TestIsAncestor(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		http   bool
		filter bool
	}{
		{"file", false, true},
		{"http with filters", true, true},
		{"http without filters", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := gittest.NewRepo(t)
			if !tc.filter {
				r.Git("config", "uploadpack.allowFilter", "false")
			}
			r.WriteFile("a", "1")
			base := r.Commit("base")
			r.WriteFile("a", "2")
			locked := r.Commit("locked")
			r.WriteFile("a", "3")
			r.Commit("ahead 1")
			r.WriteFile("a", "4")
			ahead := r.Commit("ahead 2")
			r.Git("checkout", "-q", "-b", "rewritten", base)
			r.WriteFile("a", "5")
			rewritten := r.Commit("rewritten")
			r.Checkout("main")

			url := r.FileURL()
			if tc.http {
				url = gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{AllowFilter: tc.filter})
			}
			c := newTestClient(t, "", nil)
			// The cache holds just the locked commit, shallowly, as after add.
			if _, err := c.Tree(ctx, url, locked, "main"); err != nil {
				t.Fatal(err)
			}
			for _, step := range []struct {
				old, new string
				want     bool
			}{
				{locked, locked, true},
				{locked, ahead, true},
				{locked, rewritten, false},
				{ahead, locked, false},
			} {
				got, err := c.IsAncestor(ctx, url, step.old, step.new, "main")
				if err != nil {
					t.Fatalf("IsAncestor(%.7s, %.7s): %v", step.old, step.new, err)
				}
				if got != step.want {
					t.Errorf("IsAncestor(%.7s, %.7s) = %v, want %v", step.old, step.new, got, step.want)
				}
			}
			// The locked tree is still readable after the history fetch.
			fsys, err := c.Tree(ctx, url, locked, "main")
			if err != nil {
				t.Fatal(err)
			}
			if got := readFile(t, fsys, "a"); got != "2" {
				t.Fatalf("locked tree reads %q after the history fetch", got)
			}
			// A tree of a commit known only from the commit graph is fetched.
			fsys, err = c.Tree(ctx, url, ahead, "main")
			if err != nil {
				t.Fatal(err)
			}
			if got := readFile(t, fsys, "a"); got != "4" {
				t.Fatalf("tree of a graph-only commit reads %q", got)
			}
		})
	}
}

func TestIsAncestorOffline(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("a", "1")
	old := r.Commit("one")
	r.WriteFile("a", "2")
	head := r.Commit("two")
	cache := testfs.TempDir(t)
	e := isolatedEnv(t)
	if _, err := New(Options{CacheDir: cache, Getenv: e.get}).Tree(ctx, r.FileURL(), old, "main"); err != nil {
		t.Fatal(err)
	}
	_, err := New(Options{CacheDir: cache, Getenv: e.get, Offline: true}).IsAncestor(ctx, r.FileURL(), old, head, "main")
	if _, ok := err.(*NotCachedError); !ok {
		t.Fatalf("offline IsAncestor without the history = %v, want NotCachedError", err)
	}
}
