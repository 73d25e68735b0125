package flow

import (
	"math/rand/v2"
	"path"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// randomText builds texts from pieces (words the patterns look for, cut
// or whole, in mixed case, with the non-ASCII letters case folding
// reaches) so that the patterns match often.
func randomText(r *rand.Rand, pieces []string) string {
	var b strings.Builder
	for n := 1 + r.IntN(6); n > 0; n-- {
		w := pieces[r.IntN(len(pieces))]
		switch r.IntN(6) {
		case 0:
			w = strings.ToUpper(w)
		case 1:
			w = w[:r.IntN(len(w)+1)]
		case 2:
			w = strings.NewReplacer("s", "ſ", "k", "\u212a").Replace(w)
		}
		b.WriteString(w)
	}
	return b.String()
}

// TestResolveSuffix checks resolve's match of a path given from
// elsewhere against the strings it used to build for every file.
func TestResolveSuffix(t *testing.T) {
	pieces := []string{"/", "scripts", "run.sh", "a", ".", "..", "x.py", "un.sh", "./"}
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 10000; i++ {
		name, p := randomText(r, pieces), randomText(r, pieces)
		if !strings.Contains(name, "/") || p == "" {
			continue
		}
		a := &Skill{Files: map[string]*Input{p: {Path: p}}}
		old := ""
		trimmed := strings.Trim(name, "\"'")
		for _, pre := range []string{"${CLAUDE_SKILL_DIR}/", "$CLAUDE_SKILL_DIR/", "${SKILL_DIR}/", "$SKILL_DIR/", "./"} {
			trimmed = strings.TrimPrefix(trimmed, pre)
		}
		if c := path.Clean(trimmed); c == p || path.Join(".", trimmed) == p {
			old = p
		} else if strings.Contains(trimmed, "/") && (strings.HasSuffix(p, "/"+path.Clean(trimmed)) || strings.HasSuffix("/"+trimmed, "/"+p)) {
			old = p
		}
		if q := strings.Trim(name, "\"'"); q == "" || strings.Contains(q, value.UnknownPart) {
			old = ""
		}
		if got := a.Resolve("SKILL.md", name); got != old {
			t.Fatalf("resolve(%q) with file %q = %q, before %q", name, p, got, old)
		}
	}
}
