package invisible

import (
	"unicode"
	"unicode/utf8"
)

// IsolatedRTL reports a line of right-to-left text whose only bidi
// controls are isolates, each closed on the same line and none nested:
// the way Arabic or Hebrew text keeps a Latin name, a number or a
// placeholder in its place ("لديك <FSI>{count}<PDI> ملفات"). An isolate
// lays out its content as one unit and ends before the line does, so it
// moves nothing a reviewer reads out of its place beyond what the
// right-to-left letters themselves do; the controls that reverse or
// re-embed text (U+202A–U+202E), an isolate left open, opened twice or
// closed without an opening, and isolates on a line with no
// right-to-left letter are not this. Linear in the line, which the
// caller bounds.
func IsolatedRTL(line []byte) bool {
	open, isolates, rtl := false, 0, false
	for i := 0; i < len(line); {
		c, n := utf8.DecodeRune(line[i:])
		i += n
		switch {
		case c >= 0x202a && c <= 0x202e:
			return false
		case c >= 0x2066 && c <= 0x2068:
			if open {
				return false
			}
			open = true
			isolates++
		case c == 0x2069:
			if !open {
				return false
			}
			open = false
		case !rtl && c >= 0x0590 && unicode.IsLetter(c):
			rtl = unicode.In(c, unicode.Hebrew, unicode.Arabic, unicode.Syriac, unicode.Thaana, unicode.Nko)
		}
	}
	return !open && isolates > 0 && rtl
}
