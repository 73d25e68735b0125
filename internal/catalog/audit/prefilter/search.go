package prefilter

import (
	"bytes"
	"regexp"
	"slices"
)

// Candidates are the offsets in lower where one of prefixes starts, in
// order (each once).
func Candidates(prefixes [][]byte, lower []byte) []int {
	var cands []int
	for _, p := range prefixes {
		for i := 0; ; {
			j := bytes.Index(lower[i:], p)
			if j < 0 {
				break
			}
			cands = append(cands, i+j)
			i += j + 1
		}
	}
	slices.Sort(cands)
	return slices.Compact(cands)
}

// AttemptBudget bounds the bytes the attempts at candidates may read in
// a text, beyond its size. An attempt of a pattern with an unbounded
// repetition ([^\n]*) may read to the end of the line: on a long line
// that holds many candidates (hostile, or minified code) the attempts
// would cost the line's length each. Past the budget, the search goes on
// unanchored from the next candidate, each search reading at most
// SearchReach bytes (searchFrom).
const AttemptBudget = 64 << 10

// SearchReach is the most text one search past the attempt budget reads
// from its candidate on. Unbounded, a search whose pattern has a
// repetition that does not stop at the match (the rest of a path,
// [^\s]*key) read on to the end of that repetition, on a long line the
// rest of the line, once per match: 1,000 matches in a line of a
// megabyte took a minute. A match is accepted from a search that read
// to its end only if it starts in the first half (it was judged on at
// least SearchReach/2 bytes from its start, as much as the text a match
// on a long line carries in the audit); a search that found none moves
// on by half its reach. The work is then at most about twice the text
// plus SearchReach per match. Past the budget no honest text of the
// corpus goes (it never did), and where a search stops before its end
// the match is the one regexp gives.
const SearchReach = 4 << 10

// SearchCost is the work of a search from candidates: the bytes the
// anchored attempts read, the bytes given to the searches past the
// budget, and the searches that read to the end of what they were
// given (their match, if any, may not be the one regexp gives on the
// whole text).
type SearchCost struct{ Read, Given, Cut int }

// FromCandidates is re's FindAllIndex(text, n), run only where a match
// can start: every match of re starts at one of cands (the offsets of
// its prefixes, in order). anchored is re as \A(?m:re), \A(?s:.)(?m:re)
// and (?s:.)((?m:re)). From the leftmost candidate on, the pattern
// anchored there (the byte before passed as context for \b and ^) gives
// the match regexp would report starting there; the first candidate
// that matches is the leftmost match, and the search goes on from its
// end, as FindAllIndex does: anchored attempts at each while they have
// read at most budget bytes, then searches (searchFrom). off is added to
// the offsets returned.
//
// alts, when not nil, are re's branches: each attempt runs only those
// whose prefixes start at its candidate (none: no attempt), the same
// match (see Alternatives).
func FromCandidates(re *regexp.Regexp, anchored [3]*regexp.Regexp, alts *Alternatives, text []byte, cands []int, off, budget, n int) ([][2]int, SearchCost) {
	var out [][2]int
	pos := 0
	in := &RuneCounter{}
	for k, c := range cands {
		if c < pos {
			continue
		}
		if in.Read > budget {
			more, cost := searchFrom(re, anchored[2], text, cands[k:], pos, off, n-len(out))
			cost.Read = in.Read
			return append(out, more...), cost
		}
		start := max(c-1, 0)
		in.Reset(text[start:])
		ctx := 1 // one rune of context before c
		if c == 0 {
			ctx = 0
		}
		at := anchored[ctx]
		if alts != nil {
			m := alts.branchesAt(text, c)
			if m == 0 {
				continue
			}
			if m != alts.all {
				if sub := alts.anchored(m, ctx); sub != nil {
					at = sub
				}
			}
		}
		loc := at.FindReaderIndex(in)
		if loc == nil {
			continue
		}
		end := start + loc[1]
		out = append(out, [2]int{off + c, off + end})
		if len(out) == n {
			break
		}
		pos = end
	}
	return out, SearchCost{Read: in.Read}
}

// searchFrom finds up to n matches from the candidates on, each the
// leftmost in the SearchReach bytes from the next candidate not before
// pos (after, the pattern after one rune of context, unanchored, with its
// match as a group).
func searchFrom(re, after *regexp.Regexp, text []byte, cands []int, pos, off, n int) ([][2]int, SearchCost) {
	var out [][2]int
	var cost SearchCost
	in := &RuneCounter{}
	for _, c := range cands {
		if len(out) == n {
			break
		}
		if c < pos {
			continue
		}
		start, lim := max(c-1, 0), min(len(text), c+SearchReach)
		in.Reset(text[start:lim])
		before := in.Read
		var loc []int
		if c == 0 {
			loc = re.FindReaderIndex(in)
		} else if loc = after.FindReaderSubmatchIndex(in); loc != nil {
			loc = loc[2:4]
		}
		cost.Given += lim - start
		cut := lim < len(text) && in.Read-before == lim-start // read to the end of what it was given
		if cut {
			cost.Cut++
		}
		switch {
		case loc == nil && !cut:
			return out, cost // none in the rest of the text
		case loc == nil:
			pos = c + SearchReach/2
		case cut && start+loc[0] >= c+SearchReach/2:
			pos = start + loc[0] // judged on too little: search again from there
		default:
			out = append(out, [2]int{off + start + loc[0], off + start + loc[1]})
			pos = start + loc[1]
		}
	}
	return out, cost
}
