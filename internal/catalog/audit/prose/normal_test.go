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

// TestPatternsAt checks the bitmap in front of the lexicon's map: every
// word that starts a pattern gets its patterns, and so does every other
// token (none).
func TestPatternsAt(t *testing.T) {
	l := Builtin()
	for w, ps := range l.first {
		if got := l.patternsAt(w); len(got) != len(ps) {
			t.Fatalf("patternsAt(%q) = %d patterns, the map has %d", w, len(got), len(ps))
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 20000; i++ {
		b := make([]byte, 1+r.IntN(6))
		for k := range b {
			b[k] = "abcdefghilnorstu"[r.IntN(16)]
		}
		w := string(b)
		if len(l.patternsAt(w)) != len(l.first[w]) {
			t.Fatalf("patternsAt(%q) differs from the map", w)
		}
	}
}
