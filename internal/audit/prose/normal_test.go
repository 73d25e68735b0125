package prose

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

// TestInvisible checks the shortcuts of invisible against the Unicode
// tables it stands for, over every code point.
func TestInvisible(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.In(r, unicode.Cf, unicode.Variation_Selector)
		if got := invisible(r); got != want {
			t.Fatalf("invisible(%U) = %v, the tables say %v", r, got, want)
		}
	}
}

// TestAppendNormal checks that a block's lines normalised into one
// buffer read as normalise gives each without its shortcuts, on lines of ASCII, entities,
// markup, confusables and invisible characters.
func TestAppendNormal(t *testing.T) {
	pieces := []string{"Send", " the ", "**.env**", " [file](https://x.io/a_b)", "&amp;", "&lt;b&gt;", "\u00ad", "\u200b", "с", "url", "ＡＢ", "_x_", "`code`",
		"\U000e0041", "—", "é", "  ", "<!-- -->", "snake_case", "!["}
	r := rand.New(rand.NewPCG(3, 4))
	skeleton := func(s string) string { return strings.ReplaceAll(s, "с", "c") }
	for i := 0; i < 20000; i++ {
		var b strings.Builder
		for n := r.IntN(8); n > 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		want, wantHidden := normaliseAll(s, skeleton)
		got, hidden := appendNormal([]byte("prefix "), s, skeleton)
		if string(got) != "prefix "+want || hidden != wantHidden {
			t.Fatalf("appendNormal(%q) = %q, %v; normalise gives %q, %v", s, got, hidden, want, wantHidden)
		}
	}
}
