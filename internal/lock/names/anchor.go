package names

import (
	"fmt"
	"regexp/syntax"
)

// CheckAnchored says what is wrong with a signature policy regexp
// (identity_regexp, issuer_regexp) that is not anchored at both ends, or
// "" when it is. Go's regexp, like cosign, matches anywhere in the text:
// identity_regexp = "acme/skills" accepts
// https://github.com/evil/acme/skills-fork/…. skillpin therefore refuses a
// pattern that does not start with ^ (or \A) and end with $ (or \z) in
// every alternative, and the message shows the anchored form. A pattern
// that does not compile is reported elsewhere ("").
func CheckAnchored(key, pattern string) string {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return ""
	}
	start, end := anchoredStart(re), anchoredEnd(re)
	if start && end {
		return ""
	}
	var why string
	switch {
	case !start && !end:
		why = fmt.Sprintf("is not anchored, so it matches anywhere in the certificate's %s (\"acme/skills\" also matches https://github.com/evil/acme/skills-fork/…)", certField(key))
	case !end:
		why = fmt.Sprintf("is not anchored at its end ($), so it accepts every %s that begins with a match (\"^https://github.com/acme/skills\" also accepts https://github.com/acme/skills-fork/…)", certField(key))
	default:
		why = fmt.Sprintf("is not anchored at its start (^), so it accepts every %s that ends with a match", certField(key))
	}
	return fmt.Sprintf("%s %q %s; write %q, with .* where any text may follow (e.g. %q)",
		key, pattern, why, Anchor(pattern), `^https://github\.com/acme/skills/.*$`)
}

func certField(key string) string {
	if key == "issuer_regexp" {
		return "issuer"
	}
	return "identity"
}

// Anchor returns pattern anchored at both ends, as CheckAnchored asks.
func Anchor(pattern string) string {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return pattern
	}
	start, end := anchoredStart(re), anchoredEnd(re)
	if top := unwrap(re); top.Op == syntax.OpAlternate && !(start && end) {
		return `^(?:` + pattern + `)$`
	}
	out := pattern
	if !start {
		out = "^" + out
	}
	if !end {
		out += "$"
	}
	if re, err := syntax.Parse(out, syntax.Perl); err != nil || !anchoredStart(re) || !anchoredEnd(re) {
		// Flags such as (?m) change what ^ and $ mean after them.
		return `\A(?:` + pattern + `)\z`
	}
	return out
}

func unwrap(re *syntax.Regexp) *syntax.Regexp {
	for re.Op == syntax.OpCapture && len(re.Sub) == 1 {
		re = re.Sub[0]
	}
	return re
}

// anchoredStart reports whether every match of re starts at the start of
// the text.
func anchoredStart(re *syntax.Regexp) bool {
	re = unwrap(re)
	switch re.Op {
	case syntax.OpBeginText:
		return true
	case syntax.OpConcat:
		return len(re.Sub) > 0 && anchoredStart(re.Sub[0])
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if !anchoredStart(s) {
				return false
			}
		}
		return len(re.Sub) > 0
	}
	return false
}

// anchoredEnd reports whether every match of re ends at the end of the
// text.
func anchoredEnd(re *syntax.Regexp) bool {
	re = unwrap(re)
	switch re.Op {
	case syntax.OpEndText:
		return true
	case syntax.OpConcat:
		return len(re.Sub) > 0 && anchoredEnd(re.Sub[len(re.Sub)-1])
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if !anchoredEnd(s) {
				return false
			}
		}
		return len(re.Sub) > 0
	}
	return false
}
