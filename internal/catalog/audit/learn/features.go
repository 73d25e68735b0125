package learn

import (
	"math"
	"path"
	"slices"
	"strings"
	"sync"
)

// dim is the number of hashed feature slots. Words are hashed so that
// the model needs no vocabulary table; a collision only merges two
// weights.
const dim = 1 << 18

// maxText is how much text of one skill the words are read from, so the
// cost stays bounded whatever the skill's size.
const maxText = 256 << 10

// Vector is a skill's features: slots in increasing order and their
// values.
type Vector struct {
	Idx []uint32
	Val []float64
}

// Features turns a skill's files into the classifier's input: a bias,
// and the words and word pairs of its text (files in the order given,
// to maxText bytes), hashed, lower-cased, digits folded to 0, each
// present once, with SKILL.md, other documents and code apart. The
// words are scaled to unit length together, so a long skill weighs no
// more than a short one. With named, it also returns each slot's name
// (for a verdict's message).
//
// The audit's own findings below high (codes, severities, contexts,
// capabilities) and the kinds of file a skill ships were features too,
// and were dropped: in grouped cross-validation they lowered the
// separation (docs/audit-evaluation.md, "A trained classifier").
func Features(files []File, named bool) (Vector, map[uint32]string) {
	var names map[uint32]string
	if named {
		names = map[uint32]string{}
	}
	var idx []uint32
	budget := maxText
	for _, f := range files {
		if f.Data == nil || budget <= 0 {
			continue
		}
		data := f.Data[:min(len(f.Data), budget)]
		budget -= len(data)
		where := partOf(f.Path)
		h1, h2 := prefix("w", where), prefix("w2", where)
		var prev []byte
		for i := 0; ; {
			tok, next := nextWord(data, i)
			if tok == nil {
				break
			}
			i = next
			one := hashWord(h1, tok) % dim
			idx = append(idx, one)
			if names != nil {
				names[one] = where + " word " + word(tok)
			}
			if prev != nil {
				two := hashWord(sep(hashWord(h2, prev)), tok) % dim
				idx = append(idx, two)
				if names != nil {
					names[two] = where + " words " + word(prev) + " " + word(tok)
				}
			}
			prev = tok
		}
	}
	idx = unique(idx)
	v := Vector{Idx: make([]uint32, 0, len(idx)+1), Val: make([]float64, 0, len(idx)+1)}
	b := biasSlot()
	if names != nil {
		names[b] = "bias"
	}
	w := 0.0
	if len(idx) > 0 {
		w = 1 / math.Sqrt(float64(len(idx)))
	}
	added := false
	for _, i := range idx {
		if !added && b <= i {
			v.Idx, v.Val, added = append(v.Idx, b), append(v.Val, 1), true
			if b == i { // the bias slot is shared with a word: both count
				v.Val[len(v.Val)-1] += w
				continue
			}
		}
		v.Idx, v.Val = append(v.Idx, i), append(v.Val, w)
	}
	if !added {
		v.Idx, v.Val = append(v.Idx, b), append(v.Val, 1)
	}
	return v, names
}

// seenPool holds bitmaps of dim bits, all clear, for unique.
var seenPool = sync.Pool{New: func() any { return new([dim / 64]uint64) }}

// unique returns the distinct slots of idx in increasing order (a
// bitmap drops the repeats first, so only distinct slots are sorted).
func unique(idx []uint32) []uint32 {
	seen := seenPool.Get().(*[dim / 64]uint64)
	out := idx[:0]
	for _, i := range idx {
		if seen[i/64]&(1<<(i%64)) == 0 {
			seen[i/64] |= 1 << (i % 64)
			out = append(out, i)
		}
	}
	for _, i := range out {
		seen[i/64] = 0
	}
	seenPool.Put(seen)
	slices.Sort(out)
	return out
}

// biasSlot is the slot of the constant feature.
func biasSlot() uint32 { return prefix("bias") % dim }

// partOf is which part of a skill a file is: SKILL.md, a document, code.
func partOf(p string) string {
	if p == "SKILL.md" {
		return "skill"
	}
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".markdown", ".mdx", ".txt", ".rst":
		return "doc"
	}
	return "code"
}

// maxWord is the longest word hashed as itself; a longer run (a key, a
// blob of base64) is one word, "#long".
const maxWord = 40

// isWord: letters, digits, the underscore and every byte of a non-ASCII
// character.
func isWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80
}

// nextWord returns the word starting at or after i, and where to look
// for the next; nil at the end.
func nextWord(data []byte, i int) ([]byte, int) {
	for i < len(data) && !isWord(data[i]) {
		i++
	}
	j := i
	for j < len(data) && isWord(data[j]) {
		j++
	}
	if i == j {
		return nil, j
	}
	return data[i:j], j
}

// prefix is the FNV-1a state after a feature's name parts.
func prefix(parts ...string) uint32 {
	h := uint32(2166136261)
	for _, p := range parts {
		for j := 0; j < len(p); j++ {
			h ^= uint32(p[j])
			h *= 16777619
		}
		h = sep(h)
	}
	return h
}

// sep ends one part of a hashed name.
func sep(h uint32) uint32 { return (h ^ 0x1f) * 16777619 }

var long = []byte("#long")

// hashWord continues FNV-1a over a word, lower-cased with digits folded
// to 0 (a version, a port and a date are the same word).
func hashWord(h uint32, tok []byte) uint32 {
	if len(tok) > maxWord {
		tok = long
	}
	for _, c := range tok {
		switch {
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		case c >= '1' && c <= '9':
			c = '0'
		}
		h ^= uint32(c)
		h *= 16777619
	}
	return h
}

// word is a word as hashWord reads it, for a verdict's message.
func word(tok []byte) string {
	if len(tok) > maxWord {
		return "#long"
	}
	b := slices.Clone(tok)
	for i, c := range b {
		switch {
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		case c >= '1' && c <= '9':
			b[i] = '0'
		}
	}
	return string(b)
}
