package prefilter

import (
	"regexp/syntax"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestOnlyTwoRunesFoldToASCII checks what prefilters rely on: outside
// ASCII, only U+212A and U+017F fold to ASCII letters under (?i), so a
// text without them holds, lower-cased in ASCII, every literal a
// case-insensitive match of it holds.
func TestOnlyTwoRunesFoldToASCII(t *testing.T) {
	for r := rune(utf8.RuneSelf); r <= unicode.MaxRune; r++ {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f < utf8.RuneSelf && r != kelvin && r != longS {
				t.Errorf("U+%04X folds to %q: foldsToASCII must look for it", r, f)
			}
		}
	}
}

func TestPrefilterDerivation(t *testing.T) {
	for _, tc := range []struct{ pattern, want string }{
		{`(?i)\bcurl\b[^\n]*\|\s*sh`, `"curl" AND "|" AND "sh"`},
		{`https?://(?:\d{1,3}\.){3}`, `("http://" OR "https://") AND "." AND "." AND "."`},
		{`(?i)foo|bar.*baz`, `("bar" AND "baz") OR "foo"`},
		{`(?i)x*`, `*`},
		{`(?i)(?:curl|curl -s)`, `"curl"`},
		{`(?i)caf\x{e9}`, `"caf"`},
		{`CAFÉ`, `"cafÉ"`},
	} {
		re, err := syntax.Parse(tc.pattern, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if got := New(re).String(); got != tc.want {
			t.Errorf("%s: prefilter %s, want %s", tc.pattern, got, tc.want)
		}
	}
}
