// Package prefilter derives, from a regular expression, cheap tests on
// a text that every match of it passes: an AND/OR of literals the match
// contains (Filter), and the literals one of which every match starts
// with (Prefixes); and, for a pattern with no prefixes, its top-level
// branches each compiled alone (Branches), cheaper to run than the
// whole. The audit runs a rule's pattern only on windows that pass them.
// It is a leaf: patterns in, conditions out.
package prefilter

import (
	"bytes"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Filter is a necessary condition on the text of every match of a
// rule's pattern: an AND/OR of literals that the lower-cased text of any
// match contains. It is derived from the pattern itself (not declared,
// so it cannot disagree with it), after the method of RE2's prefilter:
// the pattern only runs on a window whose lower-cased text satisfies it.
// Checking a few literals with bytes.Index is far cheaper than running
// Go's regular-expression engine over the window, and in most windows
// (those a rule's keywords selected, which hold one word of the pattern
// and rarely the rest) the pattern would find nothing.
//
// Literals are compared on text lower-cased in ASCII only (the audit's lowerASCII):
// a case-insensitive literal is lower-cased, a case-sensitive one too
// (an occurrence of "AB" is one of "ab" in the lower-cased text). Two
// characters outside ASCII fold to ASCII letters under (?i) — the Kelvin
// sign K to k and the long s ſ to s — so a window holding either is not
// filtered (FoldsToASCII); a case-insensitive literal outside ASCII stops
// the derivation there (it matches nothing in particular).
type Filter struct {
	op   pfOp
	lit  []byte    // pfLit
	subs []*Filter // pfAnd, pfOr
}

type pfOp uint8

const (
	pfAll pfOp = iota // every text (no condition)
	pfLit             // the text contains lit
	pfAnd
	pfOr
)

var pfAllText = &Filter{op: pfAll}

// maxExact bounds the set of exact strings kept for a piece of a pattern
// before it is turned into a condition (as RE2 does, 16).
const maxExact = 16

// maxClass is the largest character class taken as a set of literals.
const maxClass = 4

// pfInfo is what is known about the strings a piece of a pattern
// matches: exactly one of a small set (exact, lower-cased), or a
// condition every match satisfies.
type pfInfo struct {
	exact []string // nil: not exact
	match *Filter
}

// New derives the condition every match of re satisfies.
func New(re *syntax.Regexp) *Filter {
	return simplify(info(re.Simplify()).cond())
}

// cond turns what is known into a condition.
func (i pfInfo) cond() *Filter {
	if i.exact == nil {
		return i.match
	}
	return orLits(i.exact)
}

func orLits(ss []string) *Filter {
	var subs []*Filter
	for _, s := range ss {
		if s == "" {
			return pfAllText // the empty string: every text holds it
		}
		subs = append(subs, &Filter{op: pfLit, lit: []byte(s)})
	}
	return or(subs...)
}

func and(ps ...*Filter) *Filter {
	var subs []*Filter
	for _, p := range ps {
		switch p.op {
		case pfAll:
		case pfAnd:
			subs = append(subs, p.subs...)
		default:
			subs = append(subs, p)
		}
	}
	switch len(subs) {
	case 0:
		return pfAllText
	case 1:
		return subs[0]
	}
	return &Filter{op: pfAnd, subs: subs}
}

func or(ps ...*Filter) *Filter {
	var subs []*Filter
	for _, p := range ps {
		switch p.op {
		case pfAll:
			return pfAllText
		case pfOr:
			subs = append(subs, p.subs...)
		default:
			subs = append(subs, p)
		}
	}
	switch len(subs) {
	case 0:
		return pfAllText // an empty alternation matches nothing; no condition is the safe side
	case 1:
		return subs[0]
	}
	return &Filter{op: pfOr, subs: subs}
}

// simplify drops, in an OR of literals, a literal that contains another
// (text holding "curl -s" holds "curl").
func simplify(p *Filter) *Filter {
	switch p.op {
	case pfAnd:
		subs := make([]*Filter, len(p.subs))
		for i, s := range p.subs {
			subs[i] = simplify(s)
		}
		return and(subs...)
	case pfOr:
		var lits []string
		var other []*Filter
		for _, s := range p.subs {
			s = simplify(s)
			if s.op == pfLit {
				lits = append(lits, string(s.lit))
			} else {
				other = append(other, s)
			}
		}
		slices.SortFunc(lits, func(a, b string) int { return len(a) - len(b) })
		var keep []string
		for _, l := range lits {
			if !slices.ContainsFunc(keep, func(k string) bool { return strings.Contains(l, k) }) {
				keep = append(keep, l)
			}
		}
		if len(keep) > 0 {
			other = append(other, orLits(keep))
		}
		return or(other...)
	}
	return p
}

func info(re *syntax.Regexp) pfInfo {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return pfInfo{exact: []string{""}}
	case syntax.OpLiteral:
		fold := re.Flags&syntax.FoldCase != 0
		lit, match, split := "", pfAllText, false
		for _, r := range re.Rune {
			if fold && r >= utf8.RuneSelf && unicode.SimpleFold(r) != r {
				// A case-insensitive letter outside ASCII: lowerASCII
				// leaves its other cases as they are.
				match, lit, split = and(match, orLits([]string{lit})), "", true
				continue
			}
			lit += lowerRune(r)
		}
		if !split {
			return pfInfo{exact: []string{lit}}
		}
		return pfInfo{match: and(match, orLits([]string{lit}))}
	case syntax.OpCharClass:
		var set []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			if lo == hi && (lo == kelvin || lo == longS) {
				continue // added by (?i) to k and s; see foldsToASCII
			}
			if hi >= utf8.RuneSelf || int(hi-lo) >= maxClass*2 {
				return pfInfo{match: pfAllText}
			}
			for r := lo; r <= hi; r++ {
				if s := lowerRune(r); !slices.Contains(set, s) {
					set = append(set, s)
				}
			}
			if len(set) > maxClass {
				return pfInfo{match: pfAllText}
			}
		}
		if len(set) == 0 {
			return pfInfo{match: pfAllText}
		}
		return pfInfo{exact: set}
	case syntax.OpCapture:
		return info(re.Sub[0])
	case syntax.OpQuest:
		in := info(re.Sub[0])
		if in.exact != nil && len(in.exact) < maxExact {
			return pfInfo{exact: append(slices.Clone(in.exact), "")}
		}
		return pfInfo{match: pfAllText}
	case syntax.OpStar:
		return pfInfo{match: pfAllText}
	case syntax.OpPlus:
		return pfInfo{match: info(re.Sub[0]).cond()}
	case syntax.OpRepeat:
		if re.Min == 0 {
			return pfInfo{match: pfAllText}
		}
		return pfInfo{match: info(re.Sub[0]).cond()}
	case syntax.OpConcat:
		// The exact strings of consecutive pieces are crossed while the
		// set stays small; a piece that is not exact (or a set grown too
		// large) ends the run, whose strings then become a condition.
		exact := []string{""}
		match := pfAllText
		allExact := true
		for _, sub := range re.Sub {
			in := info(sub)
			if in.exact != nil && len(exact)*len(in.exact) <= maxExact {
				exact = cross(exact, in.exact)
				continue
			}
			allExact = false
			match = and(match, orLits(exact))
			if in.exact != nil {
				exact = slices.Clone(in.exact)
				continue
			}
			match = and(match, in.match)
			exact = []string{""}
		}
		if allExact {
			return pfInfo{exact: exact}
		}
		return pfInfo{match: and(match, orLits(exact))}
	case syntax.OpAlternate:
		var exact []string
		allExact := true
		var conds []*Filter
		for _, sub := range re.Sub {
			in := info(sub)
			if in.exact == nil {
				allExact = false
			} else {
				exact = append(exact, in.exact...)
			}
			conds = append(conds, in.cond())
		}
		if allExact && len(exact) <= maxExact {
			slices.Sort(exact)
			return pfInfo{exact: slices.Compact(exact)}
		}
		return pfInfo{match: or(conds...)}
	}
	// OpAnyChar, OpAnyCharNotNL, OpNoMatch and anything else: no condition.
	return pfInfo{match: pfAllText}
}

func cross(a, b []string) []string {
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func lowerRune(r rune) string {
	if r >= 'A' && r <= 'Z' {
		r += 'a' - 'A'
	}
	return string(r)
}

// Holds reports whether lower (lower-cased as the audit's lowerASCII does) satisfies the
// condition.
func (p *Filter) Holds(lower []byte) bool {
	switch p.op {
	case pfLit:
		return bytes.Contains(lower, p.lit)
	case pfAnd:
		for _, s := range p.subs {
			if !s.Holds(lower) {
				return false
			}
		}
		return true
	case pfOr:
		for _, s := range p.subs {
			if s.Holds(lower) {
				return true
			}
		}
		return false
	}
	return true
}

// All reports the condition every text satisfies: the pattern gave none.
func (p *Filter) All() bool { return p.op == pfAll }

// String shows the condition (for tests and debugging).
func (p *Filter) String() string {
	switch p.op {
	case pfLit:
		return strconv.Quote(string(p.lit))
	case pfAnd, pfOr:
		sep := " AND "
		if p.op == pfOr {
			sep = " OR "
		}
		parts := make([]string, len(p.subs))
		for i, s := range p.subs {
			parts[i] = s.String()
			if s.op == pfAnd || s.op == pfOr {
				parts[i] = "(" + parts[i] + ")"
			}
		}
		return strings.Join(parts, sep)
	}
	return "*"
}

// FoldsToASCII reports whether data holds one of the two characters
// outside ASCII that (?i) folds to an ASCII letter: U+212A KELVIN SIGN
// (k) and U+017F LATIN SMALL LETTER LONG S (s). A window holding one is
// not prefiltered: its lower-cased text need not hold the literals.
func FoldsToASCII(data []byte) bool {
	return bytes.Contains(data, []byte(string(kelvin))) || bytes.Contains(data, []byte(string(longS)))
}

const (
	kelvin = '\u212a'
	longS  = '\u017f'
)

// maxPrefixes bounds the set of literal prefixes kept for a pattern.
const maxPrefixes = 64

// Prefixes returns lower-cased literals one of which every match of re
// starts with (nil when the pattern has no such set: a match may start
// with anything, or be empty). A long line is searched by trying the
// pattern only where one of them starts (the audit's Rule.findAnchored).
func Prefixes(re *syntax.Regexp) []string {
	ps, ok := prefixSet(re.Simplify())
	if !ok || len(ps) == 0 {
		return nil
	}
	for _, p := range ps {
		// An ASCII first byte: a candidate is where the full search
		// would try a match too (ASCII is never inside a UTF-8
		// sequence), and the byte before it is one rune of context.
		if p == "" || p[0] >= utf8.RuneSelf {
			return nil
		}
	}
	slices.Sort(ps)
	// A prefix that starts with a shorter one adds no candidate.
	var out []string
	for _, p := range ps {
		if len(out) == 0 || !strings.HasPrefix(p, out[len(out)-1]) {
			out = append(out, p)
		}
	}
	return out
}

// zeroWidth reports an assertion that matches no text.
func zeroWidth(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	}
	return false
}

// prefixSet returns a set of non-empty literals one of which every match
// of re starts with; false when there is none.
func prefixSet(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpCapture:
		return prefixSet(re.Sub[0])
	case syntax.OpPlus:
		return prefixSet(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min == 0 {
			return nil, false
		}
		return prefixSet(re.Sub[0])
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			ps, ok := prefixSet(sub)
			if !ok {
				return nil, false
			}
			out = append(out, ps...)
		}
		return out, len(out) <= maxPrefixes
	case syntax.OpConcat:
		// Exact pieces (assertions, literals, small classes, optional
		// exact pieces) are crossed; the first piece that is not exact
		// contributes its own prefixes. A concatenation within is read
		// as its pieces (the parser leaves s(?:ystemctl\s+|ervice\s+)
		// as s followed by one, whose prefixes would stop at s).
		acc := []string{""}
		for _, sub := range concatPieces(re, nil) {
			if zeroWidth(sub) {
				continue
			}
			in := info(sub)
			if in.exact != nil && len(acc)*len(in.exact) <= maxPrefixes {
				acc = cross(acc, in.exact)
				continue
			}
			// Its prefixes continue those crossed so far, when it has
			// some (and they are few enough).
			ps, ok := prefixSet(sub)
			if !ok || len(acc)*len(ps) > maxPrefixes {
				if !slices.Contains(acc, "") {
					return acc, true
				}
				return nil, false
			}
			return cross(acc, ps), true
		}
		return acc, !slices.Contains(acc, "")
	}
	if zeroWidth(re) {
		return nil, false
	}
	in := info(re)
	if in.exact == nil || slices.Contains(in.exact, "") {
		return nil, false
	}
	return in.exact, true
}
