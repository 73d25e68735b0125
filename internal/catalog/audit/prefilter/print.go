package prefilter

import (
	"regexp/syntax"
	"strconv"
	"strings"
)

// printRegexp writes re as a pattern that compiles to the same program,
// for compiling one branch of a parsed pattern on its own. It is not
// syntax.Regexp's String: to place the flags (?i) as sparingly as it
// can, String asks of every character class whether case folding would
// change it, calling unicode.SimpleFold for every rune the class holds
// up to U+1E943 (a negated class, \S or [^\n], holds nearly all of
// them): about a tenth of a second of CPU for the rules' branches, paid
// by every audit. Here every flag is written where it applies, around
// each node that needs it, and a class as the ranges it holds (parsing
// already folded them in): a longer text, the same program
// (TestPrintSameProgram).
func printRegexp(b *strings.Builder, re *syntax.Regexp) {
	switch re.Op {
	case syntax.OpNoMatch:
		b.WriteString(`[^\x{0}-\x{10ffff}]`)
	case syntax.OpEmptyMatch:
		b.WriteString(`(?:)`)
	case syntax.OpLiteral:
		fold := re.Flags&syntax.FoldCase != 0
		if fold {
			b.WriteString(`(?i:`)
		} else {
			b.WriteString(`(?:`)
		}
		for _, r := range re.Rune {
			printRune(b, r)
		}
		b.WriteString(`)`)
	case syntax.OpCharClass:
		b.WriteString(`[`)
		if len(re.Rune) == 0 {
			b.WriteString(`^\x{0}-\x{10ffff}`)
		}
		for i := 0; i+1 < len(re.Rune); i += 2 {
			printRune(b, re.Rune[i])
			b.WriteString(`-`)
			printRune(b, re.Rune[i+1])
		}
		b.WriteString(`]`)
	case syntax.OpAnyCharNotNL:
		b.WriteString(`(?-s:.)`)
	case syntax.OpAnyChar:
		b.WriteString(`(?s:.)`)
	case syntax.OpBeginLine:
		b.WriteString(`(?m:^)`)
	case syntax.OpEndLine:
		b.WriteString(`(?m:$)`)
	case syntax.OpBeginText:
		b.WriteString(`\A`)
	case syntax.OpEndText:
		if re.Flags&syntax.WasDollar != 0 {
			b.WriteString(`(?-m:$)`)
		} else {
			b.WriteString(`\z`)
		}
	case syntax.OpWordBoundary:
		b.WriteString(`\b`)
	case syntax.OpNoWordBoundary:
		b.WriteString(`\B`)
	case syntax.OpCapture:
		if re.Name != "" {
			b.WriteString(`(?P<` + re.Name + `>`)
		} else {
			b.WriteString(`(`)
		}
		printRegexp(b, re.Sub[0])
		b.WriteString(`)`)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		b.WriteString(`(?:`)
		printRegexp(b, re.Sub[0])
		b.WriteString(`)`)
		switch re.Op {
		case syntax.OpStar:
			b.WriteString(`*`)
		case syntax.OpPlus:
			b.WriteString(`+`)
		case syntax.OpQuest:
			b.WriteString(`?`)
		case syntax.OpRepeat:
			b.WriteString(`{` + strconv.Itoa(re.Min))
			if re.Max != re.Min {
				b.WriteString(`,`)
				if re.Max >= 0 {
					b.WriteString(strconv.Itoa(re.Max))
				}
			}
			b.WriteString(`}`)
		}
		if re.Flags&syntax.NonGreedy != 0 {
			b.WriteString(`?`)
		}
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			b.WriteString(`(?:`)
			printRegexp(b, sub)
			b.WriteString(`)`)
		}
	case syntax.OpAlternate:
		b.WriteString(`(?:`)
		for i, sub := range re.Sub {
			if i > 0 {
				b.WriteString(`|`)
			}
			printRegexp(b, sub)
		}
		b.WriteString(`)`)
	default:
		// Not an operator the parser makes: a text that does not compile,
		// so the pattern is not split (NewBranches returns nil).
		b.WriteString(`(`)
	}
}

// printRune writes r as itself when it is an ASCII letter or digit and
// as \x{…} otherwise: never a character with a meaning of its own, in a
// class or out of one.
func printRune(b *strings.Builder, r rune) {
	if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
		b.WriteRune(r)
		return
	}
	b.WriteString(`\x{` + strconv.FormatInt(int64(r), 16) + `}`)
}
