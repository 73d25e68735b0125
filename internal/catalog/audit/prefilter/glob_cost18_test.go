package prefilter

import (
	"math/rand/v2"
	"path"
	"strings"
	"testing"
)

// TestGlob holds Glob to path.Match on the pattern shapes it compares
// as strings and on others, over generated paths (planting "return
// strings.HasSuffix(p, g[1:])" for the suffix shape, or dropping the
// "/" from the suffix's excluded bytes, fails it).
func TestGlob(t *testing.T) {
	globs := []string{"SKILL.md", "*.md", "*.p", "*.pth", "conftest.py", "package.json", "*", "*/x.md", "a*b", "[ab].md", `\*.md`, "?.md",
		"*.", "*md", "go.mod", "*.mod", "x/SKILL.md", "*x/y", ".md"}
	parts := []string{"SKILL.md", "a.md", "b.md", "x.md", "x", "y", "conftest.py", "package.json", "go.mod", "m.mod", "f.p", "f.pth", "a", "b",
		"md", ".md", ".", "*.md", "ab", "x/y", "/", "."}
	r := rand.New(rand.NewPCG(18, 37))
	for n := 0; n < 20000; n++ {
		var ps []string
		for k := 1 + r.IntN(3); k > 0; k-- {
			ps = append(ps, parts[r.IntN(len(parts))])
		}
		p := strings.Join(ps, "/")
		base := path.Base(p)
		for _, g := range globs {
			a, _ := path.Match(g, p)
			b, _ := path.Match(g, base)
			if got := Glob(g, p, base); got != (a || b) {
				t.Fatalf("Glob(%q, %q, %q) = %v, path.Match says %v", g, p, base, got, a || b)
			}
		}
	}
}
