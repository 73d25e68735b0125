package prefilter

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"unicode"
	"unicode/utf8"
)

// Near tells whether a pattern matches somewhere in a text by running it
// only on the pieces of the text around the places a match must hold:
// an occurrence of one of its literals (Filter), and around it as far
// as a match can reach. How far: the bytes a match holds are either
// taken by an unbounded repetition (x*, x+, x{2,}) or by the rest of the
// pattern, which takes at most limit bytes; the bytes an unbounded
// repetition can take are the free set. So a match holding an
// occurrence of a literal lies within the stretch around it that holds
// at most limit bytes outside the free set on either side. A pattern
// whose unbounded repetitions take anything but the newline ([^\n]*)
// reaches to the line's ends (the audit's keyword windows are lines);
// one whose only unbounded repetitions are of blanks (\s*) reaches a few
// dozen bytes past a literal, even on a line of a megabyte (a one-line
// XML document, minified code), where running the pattern over the
// whole line steps Go's slowest engine through every byte of it.
type Near struct {
	lits  [][][]byte // sets of literals: every match holds one of each set (lower-cased)
	free  [256]bool  // the bytes unbounded repetitions can take
	limit int        // the most bytes of a match outside them
}

// maxLimit is the largest limit a Near is made for: past it the pieces
// would be most of a text anyway.
const maxLimit = 4096

// NewNear returns the Near of re, a pattern as the audit parses it, and
// f, its Filter (New(re)); nil when no literal is in every match or a
// match can take more than maxLimit bytes outside its free set.
func NewNear(re *syntax.Regexp, f *Filter) *Near {
	var sets [][][]byte
	subs := []*Filter{f}
	if f.op == pfAnd {
		subs = f.subs
	}
	for _, s := range subs {
		if c := s.cover(); c != nil && !slices.ContainsFunc(c, func(l []byte) bool { return len(l) == 0 }) {
			sets = append(sets, c)
		}
	}
	if sets == nil {
		return nil
	}
	n := &Near{lits: sets}
	limit, ok := n.reach(re)
	if !ok || limit > maxLimit {
		return nil
	}
	n.limit = limit
	return n
}

// reach returns the most bytes a match of re takes outside unbounded
// repetitions (false: more than maxLimit), marking in n.free the bytes
// those repetitions can take.
func (n *Near) reach(re *syntax.Regexp) (int, bool) {
	switch re.Op {
	case syntax.OpNoMatch, syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine,
		syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return 0, true
	case syntax.OpLiteral:
		k := 0
		for _, r := range re.Rune {
			k += runeBytes(r, re.Flags&syntax.FoldCase != 0)
		}
		return k, true
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return 0, true
		}
		return utf8.RuneLen(min(re.Rune[len(re.Rune)-1], unicode.MaxRune)), true
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		return utf8.UTFMax, true
	case syntax.OpCapture, syntax.OpQuest:
		return n.reach(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus:
		markBytes(&n.free, re.Sub[0])
		return 0, true
	case syntax.OpRepeat:
		if re.Max < 0 {
			markBytes(&n.free, re.Sub[0])
			return 0, true
		}
		k, ok := n.reach(re.Sub[0])
		if !ok || k*re.Max > maxLimit {
			return 0, false
		}
		return k * re.Max, true
	case syntax.OpConcat:
		sum := 0
		for _, s := range re.Sub {
			k, ok := n.reach(s)
			if sum += k; !ok || sum > maxLimit {
				return 0, false
			}
		}
		return sum, true
	case syntax.OpAlternate:
		most := 0
		for _, s := range re.Sub {
			k, ok := n.reach(s)
			if !ok {
				return 0, false
			}
			most = max(most, k)
		}
		return most, true
	}
	return 0, false // an operator not known here: no bound
}

// runeBytes is the most bytes of UTF-8 a literal rune r matches (with
// fold: any rune of its case orbit, the Kelvin sign for k).
func runeBytes(r rune, fold bool) int {
	k := utf8.RuneLen(r)
	if k < 0 {
		k = utf8.UTFMax
	}
	if fold {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			k = max(k, utf8.RuneLen(f))
		}
	}
	return k
}

// markBytes marks in set every byte a match of re can hold: the ASCII
// runes it matches, and every byte from 0x80 on when it matches a rune
// outside ASCII (or an invalid byte, read as U+FFFD).
func markBytes(set *[256]bool, re *syntax.Regexp) {
	high := func() {
		for b := utf8.RuneSelf; b < 256; b++ {
			set[b] = true
		}
	}
	mark := func(lo, hi rune) {
		for r := lo; r <= hi && r < utf8.RuneSelf; r++ {
			set[r] = true
		}
		if hi >= utf8.RuneSelf {
			high()
		}
	}
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			mark(r, r)
			if re.Flags&syntax.FoldCase != 0 {
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					mark(f, f)
				}
			}
		}
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			mark(re.Rune[i], re.Rune[i+1])
		}
	case syntax.OpAnyChar:
		mark(0, unicode.MaxRune)
	case syntax.OpAnyCharNotNL:
		mark(0, '\n'-1)
		mark('\n'+1, unicode.MaxRune)
	default:
		for _, s := range re.Sub {
			markBytes(set, s)
		}
	}
}

// cover returns literals one of which every text satisfying the
// condition holds (nil: none known): a literal, the literals of every
// alternative, or those of one part of a conjunction (the one whose
// shortest literal is longest: the rarest, most likely).
func (p *Filter) cover() [][]byte {
	switch p.op {
	case pfLit:
		return [][]byte{p.lit}
	case pfOr:
		var out [][]byte
		for _, s := range p.subs {
			c := s.cover()
			if c == nil {
				return nil
			}
			out = append(out, c...)
		}
		return out
	case pfAnd:
		var best [][]byte
		bestLen := 0
		for _, s := range p.subs {
			c := s.cover()
			if c == nil {
				continue
			}
			shortest := len(slices.MinFunc(c, func(a, b []byte) int { return len(a) - len(b) }))
			if shortest > bestLen {
				best, bestLen = c, shortest
			}
		}
		return best
	}
	return nil
}

// Match reports whether re (the pattern n was made from) matches
// somewhere in text; lower is text lower-cased in ASCII (the caller does
// not use a Near on a text holding a character that folds to an ASCII
// letter, see FoldsToASCII). re runs on the pieces around each
// occurrence of n's literals, each with a rune of context on either side
// (for ^, $ and \b), merged where they overlap; a match in the text is a
// match in one of them. Where the pieces would be half the text or more
// re runs on the whole text.
func (n *Near) Match(re *regexp.Regexp, text, lower []byte) bool {
	return n.MatchAt(re, text, lower, nil, 0)
}

// MatchAt is Match, the literals' occurrences taken from at (when not
// nil), text and lower being the window of the file at describes that
// starts at w0: no search of the window per literal.
func (n *Near) MatchAt(re *regexp.Regexp, text, lower []byte, at At, w0 int) bool {
	ws := n.pieces(text, lower, len(text)/2, at, w0)
	if ws == nil {
		return re.Match(text)
	}
	for _, w := range ws {
		if re.Match(text[w[0]:w[1]]) {
			return true
		}
	}
	return false
}

// pieces are the stretches of text re can match in (see Match), sorted
// and merged; nil when they add up to more than most bytes. The
// literals are looked for in lower, the free bytes in text (a free set
// may hold an upper-case letter and not its lower case).
func (n *Near) pieces(text, lower []byte, most int, at At, w0 int) [][2]int {
	// Of the sets of literals (the parts of the Filter's conjunction),
	// the one with the fewest occurrences in the text.
	lits, fewest := n.lits[0], -1
	if len(n.lits) > 1 {
		for _, set := range n.lits {
			c := 0
			for _, l := range set {
				if at != nil {
					c += countAt(at, l, w0, w0+len(lower))
				} else {
					c += bytes.Count(lower, l)
				}
			}
			if fewest < 0 || c < fewest {
				lits, fewest = set, c
			}
		}
	}
	var ws [][2]int
	total := 0
	for _, lit := range lits {
		var ps []int // lit's occurrences from at, offsets in the file
		if at != nil {
			ps = at(lit)
			k, _ := slices.BinarySearch(ps, w0)
			ps = ps[k:]
		}
		for i := 0; ; {
			var q int
			if at != nil {
				if len(ps) == 0 || ps[0]+len(lit) > w0+len(lower) {
					break
				}
				q, ps = ps[0]-w0, ps[1:]
			} else {
				j := bytes.Index(lower[i:], lit)
				if j < 0 {
					break
				}
				q = i + j
			}
			lo, ok := n.back(text, q, most-total)
			if !ok {
				return nil
			}
			hi, ok := n.forward(text, q+len(lit), most-total-(q-lo))
			if !ok {
				return nil
			}
			if total += hi - lo; total > most {
				return nil
			}
			w := [2]int{lo, hi}
			ws = append(ws, w)
			i = q + 1
		}
	}
	if len(ws) == 0 {
		return [][2]int{} // no literal: no match (not nil: that is "run on all")
	}
	slices.SortFunc(ws, func(a, b [2]int) int { return a[0] - b[0] })
	merged := ws[:1]
	for _, w := range ws[1:] {
		last := &merged[len(merged)-1]
		if w[0] <= last[1] {
			last[1] = max(last[1], w[1])
			continue
		}
		merged = append(merged, w)
	}
	return merged
}

// back is where a match holding the byte at q can start at the
// earliest, less a rune of context: past limit bytes outside the free
// set before q, and the run of free bytes before them. It reads at most
// budget bytes (false: it would read more).
func (n *Near) back(text []byte, q, budget int) (int, bool) {
	k := n.limit
	i := q
	for ; i > 0; i-- {
		if !n.free[text[i-1]] {
			if k == 0 {
				break
			}
			k--
		}
		if q-i >= budget {
			return 0, false
		}
	}
	return max(i-utf8.UTFMax, 0), true
}

// forward is where a match holding the bytes before e can end at the
// latest, with a rune of context: past limit bytes outside the free
// set from e on, and the run of free bytes after them. It reads at
// most budget bytes (false: it would read more).
func (n *Near) forward(text []byte, e, budget int) (int, bool) {
	k := n.limit
	i := e
	for ; i < len(text); i++ {
		if !n.free[text[i]] {
			if k == 0 {
				break
			}
			k--
		}
		if i-e >= budget {
			return 0, false
		}
	}
	return min(i+utf8.UTFMax, len(text)), true
}

// Fits reports whether a match's text m is within what n allows (at
// most limit bytes outside the free set): what Match relies on, for
// tests to check on every match of a pattern.
func (n *Near) Fits(m []byte) bool {
	k := 0
	for _, b := range m {
		if !n.free[b] {
			k++
		}
	}
	return k <= n.limit
}
