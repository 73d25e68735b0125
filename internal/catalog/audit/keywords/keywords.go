// Package keywords finds every keyword of a set in one pass over a text
// (an Aho–Corasick automaton): the audit runs a rule's pattern only on
// the lines around its keywords. It is a leaf: keywords in, positions
// out.
package keywords

import (
	"encoding/binary"
	"slices"
)

// An Index finds every keyword of a set in one pass over a
// file's lower-cased bytes: an Aho–Corasick automaton, compiled into a
// table of transitions over the bytes the keywords use (every other byte
// is one class), so the pass costs one table lookup per byte however
// many keywords there are.
type Index struct {
	keywords []string
	class    [256]uint8 // byte -> class; 0 for bytes no keyword holds
	nclass   int
	// next is state*nclass + class -> the next state, with hasOut set
	// when keywords end in it.
	next []uint16
	out  [][]int // state -> the keywords (indexes) ending there
}

const hasOut = 1 << 15

// New builds the index of keywords (lower-cased; empty and repeated ones
// are dropped).
func New(keywords []string) *Index {
	ki := &Index{}
	seen := map[string]bool{}
	for _, k := range keywords {
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		ki.keywords = append(ki.keywords, k)
	}
	ki.nclass = 1
	for _, k := range ki.keywords {
		for i := 0; i < len(k); i++ {
			if ki.class[k[i]] == 0 {
				ki.class[k[i]] = uint8(ki.nclass)
				ki.nclass++
			}
		}
	}
	// The trie: goto[state][class], -1 when absent.
	var trie [][]int
	newState := func() int {
		row := make([]int, ki.nclass)
		for i := range row {
			row[i] = -1
		}
		trie = append(trie, row)
		ki.out = append(ki.out, nil)
		return len(trie) - 1
	}
	newState()
	for id, k := range ki.keywords {
		s := 0
		for i := 0; i < len(k); i++ {
			c := ki.class[k[i]]
			if trie[s][c] < 0 {
				n := newState()
				trie[s][c] = n
			}
			s = trie[s][c]
		}
		ki.out[s] = append(ki.out[s], id)
	}
	if len(trie) >= hasOut {
		panic("keywords: too many keywords for the index")
	}
	trie, ki.out = breadthFirst(trie, ki.out)
	// Breadth first: each state's failure link, its outputs merged with
	// those of the link, and the missing transitions filled in.
	ki.next = make([]uint16, len(trie)*ki.nclass)
	fail := make([]int, len(trie))
	queue := []int{}
	for c := 0; c < ki.nclass; c++ {
		if n := trie[0][c]; n >= 0 {
			ki.next[c] = uint16(n)
			queue = append(queue, n)
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		ki.out[s] = append(ki.out[s], ki.out[fail[s]]...)
		for c := 0; c < ki.nclass; c++ {
			n := trie[s][c]
			if n < 0 {
				ki.next[s*ki.nclass+c] = ki.next[fail[s]*ki.nclass+c]
				continue
			}
			fail[n] = int(ki.next[fail[s]*ki.nclass+c])
			ki.next[s*ki.nclass+c] = uint16(n)
			queue = append(queue, n)
		}
	}
	for i, n := range ki.next {
		if len(ki.out[n]) > 0 {
			ki.next[i] = n | hasOut
		}
	}
	return ki
}

// Fits is New(keywords), or nil when they might be too many for the
// index (its states are numbered below 1<<15; a trie has at most one
// state per byte of its keywords, and the root).
func Fits(keywords []string) *Index {
	n := 0
	for _, k := range keywords {
		n += len(k)
	}
	if n >= hasOut-1 {
		return nil
	}
	return New(keywords)
}

// breadthFirst numbers the trie's states in breadth-first order (the
// root first, then the states one byte deep, two bytes deep...): a text
// keeps the automaton in shallow states nearly all the time, and so
// their rows of the transition table lie together at its start, where
// they stay in the fastest cache (numbered as the keywords were added,
// the table's rows for a whole text were spread over its 250 KiB).
func breadthFirst(trie [][]int, out [][]int) ([][]int, [][]int) {
	order := []int{0}
	id := make([]int, len(trie))
	for q := 0; q < len(order); q++ {
		for _, n := range trie[order[q]] {
			if n >= 0 {
				id[n] = len(order)
				order = append(order, n)
			}
		}
	}
	t2, o2 := make([][]int, len(trie)), make([][]int, len(trie))
	for old, row := range trie {
		r := make([]int, len(row))
		for c, n := range row {
			r[c] = -1
			if n >= 0 {
				r[c] = id[n]
			}
		}
		t2[id[old]], o2[id[old]] = r, out[old]
	}
	return t2, o2
}

// Scan returns the positions of each keyword in lower. The hits are
// gathered as (keyword, position) pairs, grouped by keyword, and each
// keyword's positions carved from one array: a slice per keyword of the
// index, allocated for every file with a hit, was most of the rules'
// allocation.
func (ki *Index) Scan(lower []byte) map[string][]int {
	var pairs []uint64 // keyword id << 40 | position
	s, nclass, next, class := 0, ki.nclass, ki.next, &ki.class
	for i, b := range lower {
		n := next[s*nclass+int(class[b])]
		s = int(n &^ hasOut)
		if n&hasOut != 0 {
			for _, id := range ki.out[s] {
				pairs = append(pairs, uint64(id)<<posBits|uint64(i+1-len(ki.keywords[id])))
			}
		}
	}
	hits := map[string][]int{}
	if len(pairs) == 0 {
		return hits
	}
	// The pairs come in the order their keywords end, so each keyword's
	// positions are in order already: counted per keyword, then placed
	// (a sort of all the pairs was most of a scan with many hits).
	count := make([]int, len(ki.keywords)+1)
	var ids []int
	for _, p := range pairs {
		if count[p>>posBits+1]++; count[p>>posBits+1] == 1 {
			ids = append(ids, int(p>>posBits))
		}
	}
	for id := 1; id < len(count); id++ {
		count[id] += count[id-1]
	}
	all := make([]int, len(pairs))
	at := slices.Clone(count[:len(ki.keywords)])
	for _, p := range pairs {
		id := p >> posBits
		all[at[id]] = int(p & (1<<posBits - 1))
		at[id]++
	}
	for _, id := range ids {
		from, to := count[id], count[id+1]
		hits[ki.keywords[id]] = all[from:to:to]
	}
	return hits
}

// posBits are the bits of a position in Scan's pairs.
const posBits = 40

// Lower writes b lower-cased in ASCII into dst (as long as b), the
// text Scan reads:
// eight bytes at a time (every byte of every text goes through it), the
// rest one by one. In a word w, a byte has its high bit set in
// (w&0x7f…)+(0x80-'A') when it is 'A' or above, in (w&0x7f…)+(0x80-'Z'-1)
// when it is above 'Z' (no sum carries into the next byte), and in w
// when it is not ASCII; the upper-case letters get 0x20 added.
// TestLower holds it to the byte loop.
func Lower(dst, b []byte) {
	const hi, low7 = 0x8080808080808080, 0x7f7f7f7f7f7f7f7f
	const geA, gtZ = 0x0101010101010101 * (0x80 - 'A'), 0x0101010101010101 * (0x80 - 'Z' - 1)
	i := 0
	for ; i+8 <= len(b); i += 8 {
		w := binary.LittleEndian.Uint64(b[i:])
		h := w & low7
		upper := (h + geA) &^ (h + gtZ) &^ w & hi
		binary.LittleEndian.PutUint64(dst[i:], w|upper>>2)
	}
	for ; i < len(b); i++ {
		c := b[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst[i] = c
	}
}

// Keywords are the index's keywords, each once, in the order given.
func (ki *Index) Keywords() []string { return ki.keywords }
