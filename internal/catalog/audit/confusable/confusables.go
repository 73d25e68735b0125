// Package confusable computes the UTS #39 skeleton of a string: the form
// in which look-alike characters (Cyrillic а for a, I for l, rn for m)
// read the same. The audit compares names and hosts by it. It is a leaf:
// the table is generated data, and nothing here knows a skill.
package confusable

import (
	"slices"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

//go:generate go run gen_confusables.go

// Skeleton is the UTS #39 skeleton of s, as confusables.Skeleton of
// github.com/mtibben/confusables computes it: NFD, each rune the
// confusables table maps replaced by its prototype, NFD again. The table
// (confusables_table.go, generated from the library's) is plain sorted
// arrays the linker lays out as data: the library builds a map of it at
// every process start, which only the audit needs.
func Skeleton(s string) string {
	s = norm.NFD.String(s)
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if to, ok := confusable(r); ok {
			b.WriteString(to)
		} else {
			b.WriteRune(r)
		}
	}
	return norm.NFD.String(b.String())
}

// confusable is the prototype the confusables table maps r to.
func confusable(r rune) (string, bool) {
	i, ok := slices.BinarySearch(confusableFrom[:], r)
	if !ok {
		return "", false
	}
	start := uint32(0)
	if i > 0 {
		start = confusableEnd[i-1]
	}
	return confusableTo[start:confusableEnd[i]], true
}

// ASCIISkeleton is Skeleton(s) and true when that is all ASCII, "" and
// false otherwise. It answers false without the skeleton when a rune of
// s has a skeleton of its own that is not ASCII: NFD decomposes rune by
// rune (its reordering only moves combining marks) and the table maps
// rune by rune, so the skeleton of s holds every rune of the skeletons
// of its runes. Most words of other scripts (Han, Cyrillic words with no
// Latin look-alike in them) are answered so.
func ASCIISkeleton(s string) (string, bool) {
	for _, r := range s {
		if r >= utf8.RuneSelf && !asciiRune(r) {
			return "", false
		}
	}
	k := Skeleton(s)
	for i := 0; i < len(k); i++ {
		if k[i] >= utf8.RuneSelf {
			return "", false
		}
	}
	return k, true
}

// SkeletonIfASCII is the skeleton of s when that is all ASCII, and s
// itself otherwise: what the prose analysis reads a word holding a byte
// outside ASCII as (a word whose skeleton is not ASCII stays as it is).
func SkeletonIfASCII(s string) string {
	if k, ok := ASCIISkeleton(s); ok {
		return k
	}
	return s
}

// asciiKnown holds, two bits a rune of the Basic Multilingual Plane,
// whether the rune's own skeleton is ASCII (1), is not (2), or is not
// known yet (0); concurrent audits fill it in.
var asciiKnown [0x10000 / 16]atomic.Uint32

// asciiRune reports whether the skeleton of r alone is all ASCII.
func asciiRune(r rune) bool {
	if r >= 0x10000 {
		return isASCII(Skeleton(string(r)))
	}
	w, sh := &asciiKnown[r/16], uint(r%16)*2
	switch w.Load() >> sh & 3 {
	case 1:
		return true
	case 2:
		return false
	}
	ok := isASCII(Skeleton(string(r)))
	v := uint32(2)
	if ok {
		v = 1
	}
	w.Or(v << sh)
	return ok
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
