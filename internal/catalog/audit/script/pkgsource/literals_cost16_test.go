package pkgsource

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestQuotedLiteralsCost16 holds the scan configNamed reads literals
// with to literalRE's captures, on text made at random of quotes,
// newlines, multi-byte and invalid characters and runs long enough to
// pass the 200-character bound.
func TestQuotedLiteralsCost16(t *testing.T) {
	parts := []string{`"`, `'`, "`", "\n", "a", " ", "é", "日本", "\xff", "\xe2\x82", "~/.npmrc", "x=", strings.Repeat("b", 99), strings.Repeat("é", 50)}
	r := rand.New(rand.NewPCG(16, 37))
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := r.IntN(12); k > 0; k-- {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		src := b.String()
		var want []string
		for _, m := range literalRE().FindAllStringSubmatch(src, 4096) {
			want = append(want, m[1])
		}
		if got := quotedLiterals(src, 4096); !slices.Equal(got, want) {
			t.Fatalf("%q: %q, want %q", src, got, want)
		}
	}
	if got := quotedLiterals(strings.Repeat(`"a"`, 10), 4); len(got) != 4 {
		t.Errorf("at most 4 literals: %q", got)
	}
}
