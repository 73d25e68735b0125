package tooltext

import (
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// A line that points to a document says whether the agent is told to
// follow it (package prose's references).

var (
	// followRE on a line that points to a document: the agent is told
	// to follow it, not only to look at it.
	followRE lazyre.RE
)

// followExpr is followRE's pattern.
const followExpr = `(?i)\b(?:follow|obey|apply|execute|comply|adhere|carry out|instructions|steps|procedure|workflow|must|always|before (?:you|doing|starting|proceeding))\b`

// followWords are the words followRE matches, lower-case, each of the
// alternatives after "before" spelled out.
var followWords = []string{"follow", "obey", "apply", "execute", "comply", "adhere", "carry out", "instructions", "steps", "procedure", "workflow", "must", "always",
	"before you", "before doing", "before starting", "before proceeding"}

// FollowLine is followRE.Get(followExpr).MatchString(line). On a line of ASCII (most)
// it looks for followWords in either case between word boundaries, which
// is what the pattern matches there: the pattern, case-folded and with
// no literal to look for, ran its automaton from every byte of every
// line that points to a document. On other lines ((?i) folds the long s
// and the Kelvin sign to ASCII letters) the pattern runs.
func FollowLine(line string) bool {
	for i := 0; i < len(line); i++ {
		if line[i] >= utf8.RuneSelf {
			return followRE.Get(followExpr).MatchString(line)
		}
	}
	for i := 0; i < len(line); i++ {
		if i > 0 && asciiWord(line[i-1]) {
			continue // no word boundary before line[i]
		}
		c := line[i] | 0x20
		for _, w := range followWords {
			if w[0] == c && hasPrefixFold(line[i:], w) && (i+len(w) == len(line) || !asciiWord(line[i+len(w)])) {
				return true
			}
		}
	}
	return false
}

// hasPrefixFold reports whether s begins with w (lower-case letters and
// spaces) in any case of its letters.
func hasPrefixFold(s, w string) bool {
	if len(s) < len(w) {
		return false
	}
	for k := 0; k < len(w); k++ {
		if w[k] == ' ' && s[k] != ' ' || w[k] != ' ' && s[k]|0x20 != w[k] {
			return false
		}
	}
	return true
}

// asciiWord reports a byte \b counts as a word's: [0-9A-Za-z_].
func asciiWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}
