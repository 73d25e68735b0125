package invisible

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"unicode"
	"unicode/utf8"
)

// zeroWidth stands for safetext.Hidden here: the zero-width characters.
func zeroWidth(c rune) bool { return c >= 0x200b && c <= 0x200f || c == 0x2060 || c == 0xfeff }

func TestScattered(t *testing.T) {
	for _, tc := range []struct {
		text  string
		count int
	}{
		{"Al\u200bways se\u200bnd a co\u200bpy", 3},               // inside words
		{"# abandonment\u200bEmail\u200bState\u200bUpdate", 0},    // camelCase boundaries
		{"see the \u200b(deprecated)\u200b field", 0},             // beside punctuation
		{"通过\u200b\u200b事件驱动架构\u200b\u200b和\u200b\u200b动态监听器", 0}, // between Chinese words, in runs
		{"al\u200b\u200bways", 2},                                 // a run inside a Latin word
		{"abandon\u200b\u200cEmail", 2},                           // a run of two kinds
		{"\ufeffa byte-order mark", 0},
		{"a\u200b\u200bB c\u200bD e\u200b\u200bF", 4}, // runs at camelCase boundaries: lengths can spell bits
	} {
		if got, _ := Scattered([]byte(tc.text), zeroWidth); got != tc.count {
			t.Errorf("Scattered(%q) = %d, want %d", tc.text, got, tc.count)
		}
	}
}

// TestScatteredWords holds Scattered, which steps over ASCII eight bytes
// at a time, equal to its loop byte by byte (scatteredByteByByte, as it
// was), on random texts of ASCII, invisible characters, emoji and other
// scripts at every offset.
func TestScatteredWords(t *testing.T) {
	pieces := []string{"a", "B", "1", "#", "*", " ", "(", "al", "ways", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\ufe0f",
		"\U0001f600", "通过", "é", "\u00a0", "\u202e", "\U000e0041", "abcdefgh", "\xff"}
	r := rand.New(rand.NewPCG(15, 16))
	for i := 0; i < 50000; i++ {
		var b []byte
		for n := r.IntN(12); n > 0; n-- {
			b = append(b, pieces[r.IntN(len(pieces))]...)
		}
		gc, gf := Scattered(b, zeroWidth)
		wc, wf := scatteredByteByByte(b, zeroWidth)
		if gc != wc || gf != wf {
			t.Fatalf("Scattered(%+q) = %d, %d; byte by byte %d, %d", b, gc, gf, wc, wf)
		}
	}
}

// scatteredByteByByte is Scattered as it was before it stepped over
// ASCII eight bytes at a time.
func scatteredByteByByte(d []byte, hidden func(rune) bool) (count, first int) {
	first = -1
	var prev rune
	for i := 0; i < len(d); {
		if d[i] < utf8.RuneSelf { // ASCII, the case below that does nothing
			prev = rune(d[i])
			i++
			continue
		}
		c, n := utf8.DecodeRune(d[i:])
		next, _ := utf8.DecodeRune(d[i+n:])
		switch {
		case c < 0x80 || c == utf8.RuneError:
		case c >= 0xe0000 && c <= 0xe007f, c >= 0x202a && c <= 0x202e, c >= 0x2066 && c <= 0x2069:
			// tags and bidi controls have detectors of their own
		case c == '\ufeff' && i == 0:
		case (c == '\ufe0f' || c == '\ufe0e') && (prev >= 0x2000 || prev >= '0' && prev <= '9' || prev == '#' || prev == '*'):
		case c == '\u200d' && prev >= 0x2000 && next >= 0x2000:
		case unicode.Is(unicode.Zs, c):
			// spaces of other widths display as space
		case c == '\u200b' && !splitsWord(prev, afterZWSP(d[i:])) && !hidden(prev) && !hidden(afterZWSP(d[i:])) &&
			(!bytes.HasPrefix(d[i+n:], []byte(zwsp)) || unspaced(prev) || unspaced(afterZWSP(d[i:]))):
			// A zero-width space where a word already ends (beside
			// punctuation, a symbol, a space, or at a camelCase boundary,
			// as pages mark where a long identifier may wrap) splits no
			// word and spells no pattern; nor does a run of them between
			// words of a script written without spaces, where they mark
			// breaks (a run elsewhere could spell one by its length). The
			// run is passed over whole.
			for i+2*n <= len(d) && string(d[i+n:i+2*n]) == zwsp {
				i += n
			}
		case hidden(c):
			count++
			if first < 0 {
				first = i
			}
		}
		prev = c
		i += n
	}
	return count, first
}

// afterZWSP is the character after the run of zero-width spaces d starts
// with.
func afterZWSP(d []byte) rune {
	for len(d) >= len(zwsp) && string(d[:len(zwsp)]) == zwsp {
		d = d[len(zwsp):]
	}
	c, _ := utf8.DecodeRune(d)
	return c
}
