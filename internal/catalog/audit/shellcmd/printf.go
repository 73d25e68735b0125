package shellcmd

import (
	"strconv"
	"strings"
)

// printfText is what printf prints for a literal format and literal
// arguments: the format applied to the arguments, again while arguments
// remain (as printf does), its backslash escapes decoded (\n, \t, \xHH,
// octal, \uHHHH), so the text judged is the text written, not its
// spelling. Only %s and %% are read; any other conversion (%b decodes
// its argument's escapes, %q quotes it, a number formats it) is not
// shown as written and ok is false.
func printfText(format string, args []string) (text string, ok bool) {
	var b strings.Builder
	for {
		used := 0
		for i := 0; i < len(format); i++ {
			c := format[i]
			switch {
			case c == '%' && i+1 < len(format) && format[i+1] == '%':
				b.WriteByte('%')
				i++
			case c == '%' && i+1 < len(format) && format[i+1] == 's':
				if used < len(args) {
					b.WriteString(args[used])
				}
				used++
				i++
			case c == '%':
				return "", false
			case c == '\\' && i+1 < len(format):
				r, n := unescape(format[i+1:])
				if n == 0 {
					b.WriteByte(c)
					continue
				}
				b.WriteString(r)
				i += n
			default:
				b.WriteByte(c)
			}
			if b.Len() > 64<<10 {
				return "", false
			}
		}
		if used == 0 || used >= len(args) {
			return b.String(), true
		}
		args = args[used:]
	}
}

// unescape decodes the backslash escape at the start of s (the text
// after the backslash): the decoded text and how many bytes of s it took
// (0: not an escape printf decodes).
func unescape(s string) (string, int) {
	switch s[0] {
	case 'n':
		return "\n", 1
	case 't':
		return "\t", 1
	case 'r':
		return "\r", 1
	case 'a':
		return "\a", 1
	case 'b':
		return "\b", 1
	case 'f':
		return "\f", 1
	case 'v':
		return "\v", 1
	case '\\', '"', '\'':
		return s[:1], 1
	case 'x':
		return numEscape(s, 1, 2, 16)
	case 'u':
		return numEscape(s, 1, 4, 16)
	case 'U':
		return numEscape(s, 1, 8, 16)
	}
	if s[0] >= '0' && s[0] <= '7' {
		return numEscape(s, 0, 3, 8)
	}
	return "", 0
}

// numEscape reads up to most digits of base after skip bytes of s.
func numEscape(s string, skip, most, base int) (string, int) {
	j := skip
	for j < len(s) && j-skip < most && digit(s[j], base) {
		j++
	}
	if j == skip {
		return "", 0
	}
	v, err := strconv.ParseUint(s[skip:j], base, 32)
	if err != nil {
		return "", 0
	}
	if base == 8 || skip == 1 && most == 2 {
		return string([]byte{byte(v)}), j
	}
	return string(rune(v)), j
}

func digit(c byte, base int) bool {
	switch {
	case c >= '0' && c <= '7':
		return true
	case base == 8:
		return false
	case c >= '8' && c <= '9', c >= 'a' && c <= 'f', c >= 'A' && c <= 'F':
		return true
	}
	return false
}
