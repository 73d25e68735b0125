package prefilter

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
)

// TestNearReach pins how far a match reaches around its literals: the
// bytes outside unbounded repetitions (limit, in UTF-8 bytes: a folded
// k may be the Kelvin sign's three), and the bytes those repetitions
// take (free).
func TestNearReach(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		limit   int    // -1: no Near
		free    string // bytes in the free set, of those below
	}{
		{`env\s*\|`, 4, " \t\n"},
		{`(?i)env`, 3, ""},
		{`(?i)kes`, 6, ""}, // the Kelvin sign's 3 bytes, the long s's 2
		{`a[^\n]*b`, 2, " \txyz;&|abAB\xc3\xa9\x80"},
		{`a[^\n]{0,3}b`, 14, ""},
		{`(?:ab)+c`, 1, "ab"},
		{`(?:a|bcd)e{2}`, 5, ""},
		{`^\s*x\b$`, 1, " \t\n"},
		{`a.b`, 6, ""},
		{`(?i)a[A-Z]*b`, 2, "xyzabAB\xc3\xa9\x80"}, // with K and ſ
		{`a[A-Z]*b`, 2, "AB"},
		{`xé*y`, 2, "\xc3\xa9\x80"},
		{`a{1000}b{1000}c{1000}d{1000}e{1000}`, -1, ""},
		{`a[^\n]{0,1000}b[^\n]{0,1000}`, -1, ""},
		{`.*`, -1, ""}, // no literal
	} {
		re, err := syntax.Parse(tc.pattern, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		n := NewNear(re, New(re.Simplify()))
		if tc.limit < 0 {
			if n != nil {
				t.Errorf("%s: a Near of limit %d, want none", tc.pattern, n.limit)
			}
			continue
		}
		if n == nil {
			t.Errorf("%s: no Near", tc.pattern)
			continue
		}
		if n.limit != tc.limit {
			t.Errorf("%s: limit %d, want %d", tc.pattern, n.limit, tc.limit)
		}
		for _, b := range []byte(" \t\nxyz;&|abAB\xc3\xa9\x80") {
			if want := strings.IndexByte(tc.free, b) >= 0; n.free[b] != want {
				t.Errorf("%s: byte %q free %v, want %v", tc.pattern, b, n.free[b], want)
			}
		}
	}
}

// TestNearMatch holds Near.Match to the pattern run on the whole text,
// on random one-line texts made of a pattern's pieces, blanks and other
// words: the texts where the pieces are used.
func TestNearMatch(t *testing.T) {
	patterns := []string{`(?i)(?:^|[;&(]\s*|\$\(\s*)(?:printenv|env)\s*(?:\|\s*[a-z]|>{1,2}\s*[^\s|]\b)`,
		`\bprivileged\s*:\s*true\b`, `(?m)^\s*#*\s*system\s+override\b`, `(?i)install\b[^\n.]{0,6}?\bfrom\s+(?:the\s+)?internal\s+registry\b`,
		`(?i)\bA[A-Z]*\s+b\b`, `x(?:ab)+y$`}
	words := []string{"env", "ENV", "printenv", " ", "  ", "\t", "\n", "|", ">", ">>", "a", "Z", ";", "(", "$(", "privileged", ":", "true",
		"system", "override", "#", "install", "from", "the", "internal", "registry", ".", "x", "ab", "y", "A", "AB", "b", "q", "é", "ſ",
		"env |", "printenv>", "; env >x", "privileged: true", "system override", "install it from the internal registry", "AB b", "xababy"}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, p := range patterns {
		re, err := syntax.Parse(p, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		n := NewNear(re, New(re.Simplify()))
		if n == nil {
			t.Fatalf("%s: no Near", p)
		}
		c := regexp.MustCompile(p)
		var yes, no, used int
		for range 20000 {
			var b bytes.Buffer
			for range 5 + rng.IntN(200) {
				b.WriteString(words[rng.IntN(len(words))])
			}
			text := b.Bytes()
			if FoldsToASCII(text) {
				continue
			}
			lower := bytes.ToLower(text)
			for i := range lower {
				if text[i] >= 0x80 {
					lower[i] = text[i]
				}
			}
			want := c.Match(text)
			if got := n.Match(c, text, lower); got != want {
				t.Fatalf("%s: Near says %v, the pattern %v, on %q", p, got, want, text)
			}
			ws := n.pieces(text, lower, len(text)/2, nil, 0)
			if ws != nil {
				used++
			}
			// The same from a file's positions, the text a window of it
			// (cpu18): the pieces and the answer are those of the search.
			pad := words[rng.IntN(len(words))] + words[rng.IntN(len(words))]
			file := []byte(pad + string(lower) + pad)
			at := func(l []byte) []int {
				var ps []int
				for i := 0; i+len(l) <= len(file); i++ {
					if bytes.HasPrefix(file[i:], l) {
						ps = append(ps, i)
					}
				}
				return ps
			}
			if got := n.pieces(text, lower, len(text)/2, at, len(pad)); !slices.Equal(got, ws) {
				t.Fatalf("%s: pieces from positions %v, by search %v, on %q", p, got, ws, text)
			}
			if got := n.MatchAt(c, text, lower, at, len(pad)); got != want {
				t.Fatalf("%s: MatchAt says %v, the pattern %v, on %q", p, got, want, text)
			}
			for _, set := range n.lits {
				for _, l := range set {
					if got, want := countAt(at, l, len(pad), len(pad)+len(lower)), bytes.Count(lower, l); got != want {
						t.Fatalf("countAt(%q) = %d, bytes.Count %d, on %q", l, got, want, text)
					}
				}
			}
			if want {
				yes++
			} else {
				no++
			}
		}
		if yes == 0 || no == 0 || used < 300 {
			t.Errorf("%s: %d texts it matches, %d it does not, pieces used on %d: the test shows nothing", p, yes, no, used)
		}
	}
}

// TestCountAt: countAt is bytes.Count of the window, overlapping
// occurrences counted once (cpu18).
func TestCountAt(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 5000 {
		var b bytes.Buffer
		for range rng.IntN(40) {
			b.WriteString([]string{"a", "aa", "b", "ab", "x"}[rng.IntN(5)])
		}
		file := b.Bytes()
		w0 := rng.IntN(len(file) + 1)
		w1 := w0 + rng.IntN(len(file)-w0+1)
		for _, l := range []string{"a", "aa", "aaa", "ab", "aba", "bab"} {
			at := func(l []byte) []int {
				var ps []int
				for i := 0; i+len(l) <= len(file); i++ {
					if bytes.HasPrefix(file[i:], l) {
						ps = append(ps, i)
					}
				}
				return ps
			}
			if got, want := countAt(at, []byte(l), w0, w1), bytes.Count(file[w0:w1], []byte(l)); got != want {
				t.Fatalf("countAt(%q, %q[%d:%d]) = %d, bytes.Count %d", l, file, w0, w1, got, want)
			}
		}
	}
}
