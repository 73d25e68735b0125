// Package invisible reads where invisible characters sit in a text and
// whether they hide anything: zero-width spaces, joiners, word joiners
// and invisible operators scattered through it split words so that a
// search or a reviewer misses them, or spell a message in their
// pattern; the same characters inside an emoji sequence, as a byte-order
// mark, or where a word already ends (a zero-width space as a line-break
// hint) hide nothing. The audit's HIDDEN_INVISIBLE_TEXT asks it. It is a
// leaf: bytes in, a count out; which characters are invisible is the
// caller's (safetext.Hidden).
package invisible

import (
	"encoding/binary"
	"unicode"
	"unicode/utf8"
)

// Scattered counts the invisible characters of d (those hidden reports)
// that may hide something, and gives the offset of the first (-1 when
// none). Passed over: tags and bidi controls (which have detectors of
// their own), a leading byte-order mark, emoji variation selectors and
// joiners, spaces of other widths, and zero-width spaces where a word
// already ends.
func Scattered(d []byte, hidden func(rune) bool) (count, first int) {
	count, first, _ = scattered(d, hidden)
	return count, first
}

// scattered is Scattered, and the work it did: the characters it
// stepped over one by one (each byte of d is stepped over at most once,
// a run of zero-width spaces included: a run is measured once, not from
// each of its characters, which made a long run quadratic).
func scattered(d []byte, hidden func(rune) bool) (count, first, work int) {
	first = -1
	var prev rune
	for i := 0; i < len(d); {
		work++
		if d[i] < utf8.RuneSelf { // ASCII, the case below that does nothing
			// Eight bytes at a time while none has its high bit set
			// (most of every text is ASCII).
			for i+8 <= len(d) && binary.LittleEndian.Uint64(d[i:])&0x8080808080808080 == 0 {
				i += 8
			}
			for i < len(d) && d[i] < utf8.RuneSelf {
				i++
			}
			prev = rune(d[i-1])
			continue
		}
		c, n := utf8.DecodeRune(d[i:])
		if c == '\u200b' {
			// A zero-width space where a word already ends (beside
			// punctuation, a symbol, a space, or at a camelCase boundary,
			// as pages mark where a long identifier may wrap) splits no
			// word and spells no pattern; nor does a run of them between
			// words of a script written without spaces, where they mark
			// breaks (a run elsewhere could spell one by its length). The
			// run is passed over, or counted, whole.
			end := i + n
			for len(d)-end >= len(zwsp) && string(d[end:end+len(zwsp)]) == zwsp {
				end += len(zwsp)
			}
			run := (end - i) / len(zwsp)
			work += run
			after, _ := utf8.DecodeRune(d[end:])
			if splitsWord(prev, after) || hidden(prev) || hidden(after) ||
				run > 1 && !unspaced(prev) && !unspaced(after) {
				if hidden(c) {
					count += run
					if first < 0 {
						first = i
					}
				}
			}
			prev, i = c, end
			continue
		}
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
		case hidden(c):
			count++
			if first < 0 {
				first = i
			}
		}
		prev = c
		i += n
	}
	return count, first, work
}

// splitsWord reports a character between prev and next that would cut
// a word in two: letters or digits on both sides, not a lower-case
// letter before an upper-case one (a camelCase boundary).
func splitsWord(prev, next rune) bool {
	word := func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }
	return word(prev) && word(next) && !(unicode.IsLower(prev) && unicode.IsUpper(next)) &&
		!unspaced(prev) && !unspaced(next)
}

// unspaced reports a letter of a script written without spaces between
// words (Han, kana, Thai, Lao, Khmer, Myanmar, Tibetan): there a
// zero-width space is how text marks where a word ends and a line may
// break, not a split inside a word.
func unspaced(c rune) bool {
	return unicode.In(c, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar, unicode.Tibetan)
}

const zwsp = "\u200b"
