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

// TestNormalShortcuts checks the shortcuts of dropInvisible and
// skeletonWords (text returned as it is when it holds nothing they
// change) against the loops they skip, on text mixing ASCII,
// punctuation, letters and digits of other scripts, marks, tag and
// invisible characters and bytes that are not UTF-8.
func TestNormalShortcuts(t *testing.T) {
	pieces := []string{"send", " ", ".env", "—", "’", "…", "é", "e\u0301", "с", "日本語", "한국어", "ＡＢ", "١", "\u00ad", "\u200b", "\u200d",
		"\ufe0f", "\U0001f600", "\U000e0041", "\ufffd", "\xff", "\xe2\x80", "&amp;", "½", "ﬁ", "_"}
	r := rand.New(rand.NewPCG(7, 8))
	skeleton := func(s string) string { return strings.NewReplacer("с", "c", "\u0301", "", "١", "1").Replace(s) }
	for i := 0; i < 50000; i++ {
		var b strings.Builder
		for n := r.IntN(6); n > 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		got, gotHidden := dropInvisible(s)
		want, wantHidden := dropInvisibleAll(s)
		if got != want || gotHidden != wantHidden {
			t.Fatalf("dropInvisible(%+q) = %+q, %v; without its shortcut %+q, %v", s, got, gotHidden, want, wantHidden)
		}
		if got, want := skeletonWords(s, skeleton), skeletonWordsAll(s, skeleton); got != want {
			t.Fatalf("skeletonWords(%+q) = %+q; without its shortcut %+q", s, got, want)
		}
	}
}
