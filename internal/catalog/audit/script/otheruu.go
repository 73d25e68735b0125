package script

import (
	"regexp"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// Perl's quote operators (q{…}, qq(…), q[…], q<…>, q|…|; Ruby's %q{…}) hold literals
// the quote scan does not see, and Perl and Ruby decode uuencoded text
// with unpack("u", …): a payload kept in q{} and run by eval unpack
// ('u', $x) is decoded and analysed like a base64 one.

// otherUU finds a uudecode call of Perl or Ruby (unpack "u", unpack1
// "u").
var otherUULazy lazyre.RE

func otherUU() *regexp.Regexp { return otherUULazy.Get(`\bunpack1?\s*\(?\s*['"]u\*?['"]`) }

// maxPerlQuoted bounds the quote-operator literals of one file read, and
// the length of one.
const (
	maxPerlQuoted   = 256
	maxPerlQuoteLen = 64 << 10
)

// perlQuoted are the q and qq literals of a Perl file's src: where each
// starts and its text (escapes left as written).
func perlQuoted(src string) []otherCand {
	var out []otherCand
	tries := 0
	for i := 0; i+2 < len(src) && len(out) < maxPerlQuoted && tries < 4*maxPerlQuoted; i++ {
		if src[i] != 'q' || i > 0 && isWordByte(src[i-1]) && src[i-1] != '%' {
			continue
		}
		j := i + 1
		if src[j] == 'q' {
			j++
		}
		for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		if j >= len(src) {
			break
		}
		open := src[j]
		var close byte
		switch open {
		case '{':
			close = '}'
		case '(':
			close = ')'
		case '[':
			close = ']'
		case '<':
			close = '>'
		case '|', '/', '!', '#', '~':
			close = open
		default:
			continue
		}
		tries++
		depth, k := 1, j+1
		for ; k < len(src) && k-j < maxPerlQuoteLen; k++ {
			c := src[k]
			if c == '\\' && k+1 < len(src) {
				k++
				continue
			}
			if c == close && open != close {
				depth--
			} else if c == open && open != close {
				depth++
			} else if c == close {
				depth = 0
			}
			if depth == 0 {
				break
			}
		}
		if perlQuoteHook != nil {
			perlQuoteHook(k - j)
		}
		if k >= len(src) || depth != 0 {
			continue
		}
		out = append(out, otherCand{off: i, text: src[j+1 : k]})
		i = k
	}
	return out
}

// perlQuoteHook, when set, counts the bytes scanned for quote operators
// ends (for the test that holds the bound).
var perlQuoteHook func(int)

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c == '@' || c == '%' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
