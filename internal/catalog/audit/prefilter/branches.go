package prefilter

import (
	"regexp"
	"regexp/syntax"
	"strings"
)

// Branches are the top-level alternatives of a pattern, each compiled on
// its own with its own Filter, to tell cheaply whether the whole pattern
// matches anywhere in a window. A pattern with no literal prefix runs on
// its windows as one large program, too large for Go's backtracker (it
// falls back to its NFA, several times slower); each branch alone is a
// smaller program, and a branch whose Filter fails on the window is not
// run at all. The pattern matches somewhere in a text exactly when one
// of its alternatives does (an alternation's matches are the union of
// its branches' matches), so the audit runs the whole pattern only on
// the windows where a branch matched, and the matches it reports are
// the whole pattern's: leftmost-first order across the branches never
// has to be rebuilt.
type Branches struct {
	res   []*regexp.Regexp
	pres  []*Filter
	nears []*Near // nil where a branch's reach is not bounded
}

// NewBranches returns the branches of re, a pattern as the audit parses
// it (see Split); nil for a pattern that does not split.
func NewBranches(re *syntax.Regexp) *Branches {
	subs := Split(re)
	if subs == nil {
		return nil
	}
	b := &Branches{}
	for _, sub := range subs {
		c, err := regexp.Compile(BranchText(sub))
		if err != nil {
			return nil
		}
		f := New(sub)
		b.res = append(b.res, c)
		b.pres = append(b.pres, f)
		b.nears = append(b.nears, NewNear(sub, f))
	}
	return b
}

// Split returns the branches of re: those of an alternation (through a
// capture group), or of one that begins a concatenation, distributed
// over the rest; nil for any other pattern or for fewer than two.
func Split(re *syntax.Regexp) []*syntax.Regexp {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	subs := re.Sub
	if re.Op == syntax.OpConcat && len(re.Sub) > 1 && re.Sub[0].Op == syntax.OpAlternate {
		// (A|B)C is AC|BC: each branch keeps the rest of the pattern.
		subs = nil
		for _, a := range re.Sub[0].Sub {
			subs = append(subs, &syntax.Regexp{Op: syntax.OpConcat, Flags: re.Flags, Sub: append([]*syntax.Regexp{a}, re.Sub[1:]...)})
		}
	} else if re.Op != syntax.OpAlternate {
		return nil
	}
	if len(subs) < 2 {
		return nil
	}
	return subs
}

// BranchText is the text of a pattern's branch (one of Split's), with
// the flags it was parsed under ((?i), (?m), (?s)) spelled out where
// they apply, to compile it on its own.
func BranchText(sub *syntax.Regexp) string {
	var b strings.Builder
	printRegexp(&b, sub)
	return b.String()
}

// Any reports whether one of the branches matches somewhere in text:
// whether the whole pattern does. lower is text lower-cased in ASCII
// (for the branches' Filters; the caller does not use them on a text
// holding a character that folds to an ASCII letter, see FoldsToASCII).
func (b *Branches) Any(text, lower []byte) bool { return b.AnyAt(text, lower, nil, 0) }

// AnyAt is Any, the Filters answered from at (when not nil), text and
// lower being the window of the file at describes that starts at w0.
func (b *Branches) AnyAt(text, lower []byte, at At, w0 int) bool {
	for i, re := range b.res {
		if !b.pres[i].All() && !(at == nil && b.pres[i].Holds(lower) || at != nil && b.pres[i].HoldsAt(at, w0, w0+len(lower))) {
			continue
		}
		if b.nears[i] != nil {
			if b.nears[i].MatchAt(re, text, lower, at, w0) {
				return true
			}
		} else if re.Match(text) {
			return true
		}
	}
	return false
}
