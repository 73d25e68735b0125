package prefilter

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
)

// Alternatives are a pattern with prefixes taken apart into the
// branches its matches come from, each with its own prefixes, for the
// attempts at candidates (FromCandidates): the pattern anchored at a
// candidate is one large program whose first step adds a thread for
// every branch (a rule of thirty alternatives tried at each "service"
// of a text pays for all thirty), when only the branches one of whose
// prefixes starts there can match. Anchored at a candidate, the match
// of A|B is A's when A matches there and B's otherwise (leftmost-first:
// the first alternative that matches wins), so the pattern made of the
// branches whose prefixes start at the candidate, in their order, gives
// the same match as the whole; and a candidate where no branch's prefix
// starts has no match. The smaller program also reads no further than
// the whole one (its threads are some of the whole's).
type Alternatives struct {
	texts  []string // each branch's pattern text (BranchText)
	prefix [][]byte // every prefix of a branch, lower-cased
	mask   []uint64 // for prefix[i], the branches it begins
	// one: the prefixes (indexes) of one byte, by it; two: the longer
	// ones, by their first two bytes
	one [256][]uint16
	two map[[2]byte][]uint16
	all uint64

	mu  sync.Mutex
	res map[uint64]*[2]*regexp.Regexp // by branch set: anchored as FromCandidates' [0] and [1]
}

// maxAlternatives bounds the branches, maxAltPrefixes their prefixes,
// and maxAltSets the branch sets compiled for one pattern (past it, the
// whole pattern is tried, as without Alternatives).
const maxAlternatives, maxAltPrefixes, maxAltSets = 64, 256, 256

// NewAlternatives takes re (a pattern as the audit parses it) apart; nil
// when it does not split into branches that all have prefixes.
func NewAlternatives(re *syntax.Regexp) *Alternatives {
	// Taken apart as deep as it goes within maxAlternatives branches.
	var bs []*syntax.Regexp
	for depth := 1; depth <= 8; depth++ {
		next := flatten(re, nil, depth)
		if len(next) > maxAlternatives || len(next) == len(bs) {
			break
		}
		bs = next
	}
	if len(bs) < 2 {
		return nil
	}
	a := &Alternatives{res: map[uint64]*[2]*regexp.Regexp{}}
	seen := map[string]int{}
	for i, b := range bs {
		ps := Prefixes(b)
		if ps == nil {
			return nil
		}
		for _, p := range ps {
			k, ok := seen[p]
			if !ok {
				k = len(a.prefix)
				seen[p] = k
				a.prefix = append(a.prefix, []byte(p))
				a.mask = append(a.mask, 0)
			}
			a.mask[k] |= 1 << i
		}
		a.texts = append(a.texts, BranchText(b))
		a.all |= 1 << i
	}
	if len(a.prefix) > maxAltPrefixes {
		return nil
	}
	a.two = map[[2]byte][]uint16{}
	for i, p := range a.prefix {
		if len(p) == 1 {
			a.one[p[0]] = append(a.one[p[0]], uint16(i))
		} else {
			a.two[[2]byte(p)] = append(a.two[[2]byte(p)], uint16(i))
		}
	}
	return a
}

// flatten appends to out the branches of re, in the order leftmost-first
// matching prefers them: those of an alternation (through capture
// groups), and those of an alternation in a concatenation after pieces
// that offer no choice (assertions, literals), each joined to the pieces
// around it (X(A|B)Y matches what XAY|XBY does, in that order, when X
// has no choice to make), depth alternations deep. More than
// maxAlternatives: stops.
func flatten(re *syntax.Regexp, out []*syntax.Regexp, depth int) []*syntax.Regexp {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	if depth == 0 {
		return append(out, re)
	}
	switch re.Op {
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if out = flatten(s, out, depth-1); len(out) > maxAlternatives {
				break
			}
		}
		return out
	case syntax.OpConcat:
		pieces := concatPieces(re, nil)
		k := 0
		for k < len(pieces) && (zeroWidth(pieces[k]) || pieces[k].Op == syntax.OpLiteral) {
			k++
		}
		if k == len(pieces) || pieces[k].Op != syntax.OpAlternate {
			break
		}
		for _, alt := range pieces[k].Sub {
			sub := append(append(append([]*syntax.Regexp{}, pieces[:k]...), alt), pieces[k+1:]...)
			if out = flatten(&syntax.Regexp{Op: syntax.OpConcat, Flags: re.Flags, Sub: sub}, out, depth-1); len(out) > maxAlternatives {
				break
			}
		}
		return out
	}
	return append(out, re)
}

// concatPieces appends to out the pieces of a concatenation, those of
// concatenations within it (and within capture groups) spliced in.
func concatPieces(re *syntax.Regexp, out []*syntax.Regexp) []*syntax.Regexp {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	if re.Op != syntax.OpConcat {
		return append(out, re)
	}
	for _, s := range re.Sub {
		out = concatPieces(s, out)
	}
	return out
}

// branchesAt are the branches one of whose prefixes starts at text[c:]
// (compared lower-cased in ASCII, as the candidates were found).
func (a *Alternatives) branchesAt(text []byte, c int) uint64 {
	if c >= len(text) {
		return 0
	}
	var m uint64
	b0 := lowerByte(text[c])
	for _, i := range a.one[b0] {
		m |= a.mask[i]
	}
	if c+1 < len(text) {
		for _, i := range a.two[[2]byte{b0, lowerByte(text[c+1])}] {
			if a.mask[i]&^m != 0 && hasPrefixLower(text[c:], a.prefix[i]) {
				m |= a.mask[i]
			}
		}
	}
	return m
}

func hasPrefixLower(s, p []byte) bool {
	if len(s) < len(p) {
		return false
	}
	for i, c := range p {
		if lowerByte(s[i]) != c {
			return false
		}
	}
	return true
}

func lowerByte(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// anchored is the pattern of the branches of m, anchored as
// FromCandidates' anchored[k] (k 0 or 1); nil past maxAltSets.
func (a *Alternatives) anchored(m uint64, k int) *regexp.Regexp {
	a.mu.Lock()
	defer a.mu.Unlock()
	res := a.res[m]
	if res == nil {
		if len(a.res) >= maxAltSets {
			return nil
		}
		res = &[2]*regexp.Regexp{}
		a.res[m] = res
	}
	if res[k] == nil {
		var sel []string
		for i, t := range a.texts {
			if m&(1<<i) != 0 {
				sel = append(sel, t)
			}
		}
		ctx := `\A`
		if k == 1 {
			ctx = `\A(?s:.)`
		}
		res[k] = regexp.MustCompile(ctx + `(?:` + strings.Join(sel, `|`) + `)`)
	}
	return res[k]
}
