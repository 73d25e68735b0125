package tables

// Families are lists of words (each a WordSet's) searched for together:
// one pass over a text tells which lists have a word in it, where a
// WordSet per list read the text once each.
type Families struct {
	index    [1 << 16]byte // a word's first two bytes (lower case) -> 1 + index in pairs
	pairs    [][]famWord
	bitsFold [1 << 16 / 64]uint64 // the pairs, in either case
	all      uint64               // every family's bit
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
		}
	}
	return f
}

// InFold is the set of families (bit k: lists[k]) with a word in s, ASCII
// letters of s folded to lower case: bit k is set exactly when
// NewWordSet(lists[k]).InFold(s).
func (f *Families) InFold(s string) uint64 {
	var got uint64
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
