package tables

// Families are lists of words (each a WordSet's) searched for together:
// one pass over a text tells which lists have a word in it, where a
// WordSet per list read the text once each.
type Families struct {
	index    [1 << 16]byte // a word's first two bytes (lower case) -> 1 + index in pairs
	pairs    [][]famWord
	bitsFold [1 << 16 / 64]uint64 // the pairs, in either case
	all      uint64               // every family's bit
	// long: every word has three bytes or more, and the search reads
	// every other pair in bits2Fold (as WordSet's).
	long      bool
	bits2Fold [1 << 16 / 64]uint64
}

type famWord struct {
	w   string
	fam uint64
}

// NewFamilies makes the families of lists (at most 64; every word of two
// bytes or more, in lower case, as NewWordSet takes them for InFold).
func NewFamilies(lists ...[]string) *Families {
	f := &Families{}
	if len(lists) > 64 {
		panic("families: more than 64 lists")
	}
	f.long = true
	for k, ws := range lists {
		f.all |= 1 << uint(k)
		for _, x := range ws {
			if len(x) < 2 {
				panic("families: a word of less than two bytes")
			}
			p := pairOf(x[0], x[1])
			if f.index[p] == 0 {
				if len(f.pairs) == 255 {
					panic("families: more than 255 pairs")
				}
				f.pairs = append(f.pairs, nil)
				f.index[p] = byte(len(f.pairs))
				for _, ua := range unlowered(x[0]) {
					for _, ub := range unlowered(x[1]) {
						q := pairOf(ua, ub)
						f.bitsFold[q>>6] |= 1 << (q & 63)
					}
				}
			}
			i := f.index[p] - 1
			f.pairs[i] = append(f.pairs[i], famWord{x, 1 << uint(k)})
			f.long = f.long && len(x) >= 3
			if len(x) >= 3 {
				setFold(&f.bits2Fold, x[0], x[1])
				setFold(&f.bits2Fold, x[1], x[2])
			}
		}
	}
	return f
}

// InFold is the set of families (bit k: lists[k]) with a word in s, ASCII
// letters of s folded to lower case: bit k is set exactly when
// NewWordSet(lists[k]).InFold(s).
func (f *Families) InFold(s string) uint64 {
	var got uint64
	if f.long {
		for j := 0; j+1 < len(s); j += 2 {
			if p := pairOf(s[j], s[j+1]); f.bits2Fold[p>>6]&(1<<(p&63)) != 0 {
				if j > 0 {
					got = f.at(s, j-1, got)
				}
				if got = f.at(s, j, got); got == f.all {
					return got
				}
			}
		}
		return got
	}
	bits := &f.bitsFold
	for i := 1; i < len(s); i++ {
		p := uint16(s[i-1])<<8 | uint16(s[i])
		if bits[p>>6]&(1<<(p&63)) == 0 {
			continue
		}
		for _, x := range f.pairs[f.index[uint16(lowerByte(s[i-1]))<<8|uint16(lowerByte(s[i]))]-1] {
			if got&x.fam == 0 && hasPrefixFold(s[i-1:], x.w) {
				got |= x.fam
				if got == f.all {
					return got
				}
			}
		}
	}
	return got
}

// at adds to got the families of the words that begin at s[i] (i+1 <
// len(s)), ASCII letters of s in either case.
func (f *Families) at(s string, i int, got uint64) uint64 {
	k := f.index[pairOf(lowerByte(s[i]), lowerByte(s[i+1]))]
	if k == 0 {
		return got
	}
	for _, x := range f.pairs[k-1] {
		if got&x.fam == 0 && hasPrefixFold(s[i:], x.w) {
			got |= x.fam
		}
	}
	return got
}
