package tables

import "strings"

// WordSet finds whether a text holds any of a list of words in one pass
// over the text, instead of one search per word: a table of the words'
// first two bytes says at which positions a word can start, and only
// there are the words of that pair compared. Built on first use.
type WordSet struct {
	index [1 << 16]byte // first two bytes -> 1 + index in pairs, 0 none
	pairs [][]string
	// start says which bytes begin a word (isOne, isFirst), and
	// startFold the same of each byte's ASCII lower case: the search of
	// a list with a word of one byte (hasOne) looks there first.
	start, startFold [256]uint8
	// bits and bitsFold have a bit for each two bytes of a text at which
	// a word of two bytes or more can begin, as written and with ASCII
	// letters in either case: 8 KiB each, small enough to stay in the
	// fastest cache where index is not, one look-up a byte and a branch
	// rarely taken. (The start tables' branch is taken at every other
	// byte of English for a list whose words begin with common letters,
	// and mispredicted as often: six times the mispredictions of this
	// search, BenchmarkWordSetProse under cachegrind.)
	bits, bitsFold [1 << 16 / 64]uint64
	hasOne         bool // a word of one byte: the start tables' search
	// With every word three bytes or more (long), a word has its first
	// pair at i and its second at i+1, one of the two at an even
	// offset: the search reads every other pair, in bits2 and bits2Fold
	// (the first and second pairs, as bits and bitsFold), and tries a
	// word at that byte and the one before.
	long             bool
	bits2, bits2Fold [1 << 16 / 64]uint64
}

const (
	isOne   = 1 // a word of one byte
	isFirst = 2 // the first byte of a longer word
)

// NewWordSet builds the search for words.
func NewWordSet(words []string) *WordSet {
	w := &WordSet{}
	for _, x := range words {
		switch len(x) {
		case 0:
			panic("wordSet: empty word")
		case 1:
			w.start[x[0]] |= isOne
			continue
		}
		w.start[x[0]] |= isFirst
		p := uint16(x[0])<<8 | uint16(x[1])
		if w.index[p] == 0 {
			if len(w.pairs) == 255 {
				panic("wordSet: more than 255 pairs")
			}
			w.pairs = append(w.pairs, nil)
			w.index[p] = byte(len(w.pairs))
		}
		i := w.index[p] - 1
		w.pairs[i] = append(w.pairs[i], x)
	}
	w.long = len(words) > 0
	for _, x := range words {
		w.long = w.long && len(x) >= 3
	}
	for b := range 256 {
		w.startFold[b] = w.start[lowerByte(byte(b))]
		w.hasOne = w.hasOne || w.start[b]&isOne != 0
	}
	// The bits of the words' pairs, and in bitsFold those of every pair
	// whose ASCII lower case is a word's pair (the pairs of the words
	// only, not all 65,536 pairs: many sets are built, some for every
	// audit, TestWordSetBits).
	for _, x := range w.pairs {
		a, b := x[0][0], x[0][1]
		w.bits[pairOf(a, b)>>6] |= 1 << (pairOf(a, b) & 63)
		setFold(&w.bitsFold, a, b)
	}
	if w.long {
		for _, x := range words {
			for k := range 2 {
				p := pairOf(x[k], x[k+1])
				w.bits2[p>>6] |= 1 << (p & 63)
				setFold(&w.bits2Fold, x[k], x[k+1])
			}
		}
	}
	return w
}

// setFold sets in bits every pair whose ASCII lower case is a, b.
func setFold(bits *[1 << 16 / 64]uint64, a, b byte) {
	for _, ua := range unlowered(a) {
		for _, ub := range unlowered(b) {
			p := pairOf(ua, ub)
			bits[p>>6] |= 1 << (p & 63)
		}
	}
}

func pairOf(a, b byte) uint16 { return uint16(a)<<8 | uint16(b) }

// unlowered returns the bytes whose ASCII lower case (lowerByte) is c:
// none for a capital letter, c and its capital for a small one, c alone
// otherwise.
func unlowered(c byte) []byte {
	switch {
	case 'A' <= c && c <= 'Z':
		return nil
	case 'a' <= c && c <= 'z':
		return []byte{c, c - 'a' + 'A'}
	}
	return []byte{c}
}

// In reports whether s contains one of the words (as strings.Contains
// of each would).
func (w *WordSet) In(s string) bool {
	if w.hasOne {
		return w.inStart(s)
	}
	if w.long {
		for j := 0; j+1 < len(s); j += 2 {
			if p := pairOf(s[j], s[j+1]); w.bits2[p>>6]&(1<<(p&63)) != 0 && (j > 0 && w.at(s, j-1, false) || w.at(s, j, false)) {
				return true
			}
		}
		return false
	}
	bits := &w.bits
	for i := 1; i < len(s); i++ {
		p := uint16(s[i-1])<<8 | uint16(s[i])
		if bits[p>>6]&(1<<(p&63)) == 0 {
			continue
		}
		for _, x := range w.pairs[w.index[p]-1] {
			if strings.HasPrefix(s[i-1:], x) {
				return true
			}
		}
	}
	return false
}

// inStart is In by the start tables, for a list with a word of one
// byte.
func (w *WordSet) inStart(s string) bool {
	for i := 0; i < len(s); i++ {
		st := w.start[s[i]]
		if st == 0 {
			continue
		}
		if st&isOne != 0 {
			return true
		}
		if i+1 == len(s) {
			break
		}
		k := w.index[uint16(s[i])<<8|uint16(s[i+1])]
		if k == 0 {
			continue
		}
		for _, x := range w.pairs[k-1] {
			if strings.HasPrefix(s[i:], x) {
				return true
			}
		}
	}
	return false
}

// InFold reports whether s contains one of the words with ASCII letters
// of either case (as strings.Contains of each word in asciiLower(s)
// would); the words must be lower-case.
func (w *WordSet) InFold(s string) bool {
	if w.hasOne {
		return w.inFoldStart(s)
	}
	if w.long {
		for j := 0; j+1 < len(s); j += 2 {
			if p := pairOf(s[j], s[j+1]); w.bits2Fold[p>>6]&(1<<(p&63)) != 0 && (j > 0 && w.at(s, j-1, true) || w.at(s, j, true)) {
				return true
			}
		}
		return false
	}
	bits := &w.bitsFold
	for i := 1; i < len(s); i++ {
		p := uint16(s[i-1])<<8 | uint16(s[i])
		if bits[p>>6]&(1<<(p&63)) == 0 {
			continue
		}
		for _, x := range w.pairs[w.index[uint16(lowerByte(s[i-1]))<<8|uint16(lowerByte(s[i]))]-1] {
			if hasPrefixFold(s[i-1:], x) {
				return true
			}
		}
	}
	return false
}

// at reports whether one of the words begins at s[i] (i+1 < len(s)),
// ASCII letters of s in either case when fold.
func (w *WordSet) at(s string, i int, fold bool) bool {
	a, b := s[i], s[i+1]
	if fold {
		a, b = lowerByte(a), lowerByte(b)
	}
	k := w.index[pairOf(a, b)]
	if k == 0 {
		return false
	}
	for _, x := range w.pairs[k-1] {
		if fold && hasPrefixFold(s[i:], x) || !fold && strings.HasPrefix(s[i:], x) {
			return true
		}
	}
	return false
}

// inFoldStart is InFold by the start tables, for a list with a word of
// one byte.
func (w *WordSet) inFoldStart(s string) bool {
	for i := 0; i < len(s); i++ {
		st := w.startFold[s[i]]
		if st == 0 {
			continue
		}
		if st&isOne != 0 {
			return true
		}
		c := lowerByte(s[i])
		if i+1 == len(s) {
			break
		}
		k := w.index[uint16(c)<<8|uint16(lowerByte(s[i+1]))]
		if k == 0 {
			continue
		}
		for _, x := range w.pairs[k-1] {
			if hasPrefixFold(s[i:], x) {
				return true
			}
		}
	}
	return false
}

// hasPrefixFold reports whether s begins with the lower-case word x,
// ASCII letters of s in either case.
func hasPrefixFold(s, x string) bool {
	if len(s) < len(x) {
		return false
	}
	for j := 0; j < len(x); j++ {
		if lowerByte(s[j]) != x[j] {
			return false
		}
	}
	return true
}

func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
