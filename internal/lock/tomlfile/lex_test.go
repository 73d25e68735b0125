package tomlfile

import (
	"errors"
	"slices"
	"testing"
)

func TestStringEnd(t *testing.T) {
	for _, tc := range []struct {
		src string
		end int
		ok  bool
	}{
		{`"ab" x`, 4, true},
		{`'ab' x`, 4, true},
		{`"a\"b" x`, 6, true},
		{`'a\'b`, 4, true}, // no escapes in literal strings
		{`""`, 2, true},
		{`"""a"b"""`, 9, true},
		{`"""a""""`, 8, true},   // one quote of the closing run is content
		{`"""a"""""x`, 9, true}, // two are, too
		{`"""a""""""`, 9, true}, // a sixth quote is not
		{`"""a\"""b"""`, 12, true},
		{`'''a\'''`, 8, true},
		{"\"a\nb\"", 2, false}, // a one-line string ends at its line
		{"'a\nb'", 2, false},
		{`"ab`, 3, false},
		{`"a\`, 3, false},
		{"\"\"\"a\n", 5, false},
	} {
		end, ok := stringEnd(tc.src, 0)
		bend, bok := stringEnd([]byte(tc.src), 0)
		if end != tc.end || ok != tc.ok || bend != end || bok != ok {
			t.Errorf("stringEnd(%q) = %d, %v (bytes: %d, %v), want %d, %v", tc.src, end, ok, bend, bok, tc.end, tc.ok)
		}
	}
}

// Quoted keys are decoded with TOML's escapes, as the decoder does, so
// that a key spelled with \e or \x is found again (it was read raw).
func TestScanQuotedKeys(t *testing.T) {
	doc := Scan("[\"t\\u00e9\"]\n\"\\e\" = 1\n'\\x' = 2\n\"\\x41\".b = 3\n")
	var got [][]string
	for _, st := range doc.Stmts {
		got = append(got, st.Path)
	}
	want := [][]string{{"té"}, {"té", "\x1b"}, {"té", `\x`}, {"té", "A", "b"}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("paths %q, want %q", got, want)
	}
}

// The guard is lexical so that nothing the decoder skips hides nesting
// from it: a guard built on another parser (go-toml/v2's, which refuses
// a byte-order mark the decoder accepts) would see nothing here.
func TestDecodeRefusesDeepNestingBehindBOM(t *testing.T) {
	doc := "\ufeffx = " + nest("{a=", "}", 10*MaxDepth) + "\n"
	var v map[string]any
	err := Decode([]byte(doc), "f.toml", &v)
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 1 || pe.Col != 8+3*MaxDepth {
		t.Fatalf("Decode = %#v, want the nesting refused at 1:%d", err, 8+3*MaxDepth)
	}
}

func TestParseBasicString(t *testing.T) {
	for _, tc := range []struct {
		in, want, rest string
		ok             bool
	}{
		{`"abc" x`, "abc", " x", true},
		{`"" x`, "", " x", true},
		{`"a\"b\\c" x`, `a"b\c`, " x", true},
		{`"\n\t\r\b\f\e"`, "\n\t\r\b\f\x1b", "", true},
		{`"\x41\u00e9\U0001F600"`, "Aé😀", "", true},
		{`"\x41"`, "A", "", true},
		{`"a\u00e9"`, "aé", "", true},
		{`abc"`, "", "", false},
		{``, "", "", false},
		{`"abc`, "", "", false},
		{"\"a\nb\"", "", "", false},
		{"\"a\\tb\nc\"", "", "", false}, // a newline after an escape, too
		{`"a\`, "", "", false},
		{`"\u00e`, "", "", false},
		{`"\u00e9`, "", "", false}, // no closing quote
		{`"\x4"`, "", "", false},
		{`"\u+0e9"`, "", "", false},
		{`"\ud800"`, "", "", false},
		{`"\a"`, "", "", false},
	} {
		in := []byte(tc.in)
		s, rest, ok := ParseBasicString(in[:len(in):len(in)]) // nothing to read past the end

		if s != tc.want || string(rest) != tc.rest || ok != tc.ok {
			t.Errorf("ParseBasicString(%q) = %q, %q, %v; want %q, %q, %v", tc.in, s, rest, ok, tc.want, tc.rest, tc.ok)
		}
	}
}

func TestIsMultiline(t *testing.T) {
	for src, want := range map[string]bool{`"""`: true, `'''x`: true, `""`: false, `"" `: false, `"'"`: false, `''"`: false, `'`: false} {
		if got := isMultiline(src, 0); got != want {
			t.Errorf("isMultiline(%q) = %v", src, got)
		}
	}
}
