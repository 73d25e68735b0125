package audit

import (
	"path"
	"strings"
	"testing"
)

// TestAppliesToGlobs holds appliesTo (prefilter.Glob's string compares)
// to path.Match over the files patterns of every rule the audit ships,
// on the paths of their examples and on names made from the patterns,
// alone and under directories.
func TestAppliesToGlobs(t *testing.T) {
	var names []string
	for _, r := range Default().rules {
		for _, g := range r.Files {
			names = append(names, strings.ReplaceAll(g, "*", "x"), strings.ReplaceAll(g, "*", ""), g+"x", "x"+g)
		}
		for _, e := range r.Examples {
			names = append(names, e.File)
		}
	}
	checked := 0
	for _, r := range Default().rules {
		for _, n := range names {
			for _, p := range []string{n, "scripts/" + n, "a/b/" + n, n + "/x", path.Base(n)} {
				want := len(r.Files) == 0
				for _, g := range r.Files {
					a, _ := path.Match(g, p)
					b, _ := path.Match(g, path.Base(p))
					want = want || a || b
				}
				if got := r.appliesTo(p); got != want {
					t.Fatalf("rule %s, files %q, path %q: appliesTo %v, path.Match %v", r.Code, r.Files, p, got, want)
				}
				if len(r.Files) > 0 && want {
					checked++
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d paths a rule's files pattern matches: too few to test", checked)
	}
}
