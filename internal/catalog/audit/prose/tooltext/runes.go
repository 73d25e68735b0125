package tooltext

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The invisible characters of text a model reads (moved from prose,
// det17fix: the prose package's size).

// DropInvisible reads Unicode tag characters as the ASCII they spell and
// removes invisible and bidi controls; hidden reports those a reader
// would not see. Text with none of them (PlainRunes) is returned as it
// is, not copied.
func DropInvisible(s string) (out string, hidden bool) {
	if PlainRunes(s) {
		return s, false
	}
	return DropInvisibleAll(s)
}

// DropInvisibleAll is DropInvisible without its shortcut.
func DropInvisibleAll(s string) (out string, hidden bool) {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 0xe0020 && r <= 0xe007e:
			b.WriteRune(r - 0xe0000)
			hidden = true
		case Invisible(r):
			if r == '\u00ad' || r >= 0x200b && r <= 0x200f || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r >= 0xe0000 {
				hidden = true
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), hidden
}

// DropHarakat removes Arabic vowel marks and the tatweel (U+0640, a
// stretch between letters): a reader reads "أضِف" and "أضـف" as "أضف",
// and intl.yaml's Arabic words are written without them.
func DropHarakat(s string) string {
	return strings.Map(func(r rune) rune {
		if r == 0x640 || r >= 0x64b && r <= 0x65f || r == 0x670 {
			return -1
		}
		return r
	}, s)
}

// Invisible reports a default-ignorable code point, a format control or
// a variation selector (which normalise removes): none below U+034F but
// the soft hyphen, none in the punctuation of U+2010–U+2027 and
// U+2030–U+205F, where most of the non-ASCII of English text is.
func Invisible(r rune) bool {
	switch {
	case r < 0x34f:
		return r == 0xad
	case r >= 0x2010 && r <= 0x2027, r >= 0x2030 && r <= 0x205f:
		return false
	}
	return unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.In(r, unicode.Cf, unicode.Variation_Selector)
}

// PlainRunes reports valid UTF-8 with no tag character and nothing
// Invisible reports: the loop of normaliseAll that drops them would copy
// it unchanged.
func PlainRunes(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || r >= 0xe0020 && r <= 0xe007e || Invisible(r) {
			return false
		}
		i += n
	}
	return true
}
