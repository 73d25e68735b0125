package prefilter

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
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
			if n.pieces(text, lower, len(text)/2) != nil {
				used++
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
