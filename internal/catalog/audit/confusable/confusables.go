// Package confusable computes the UTS #39 skeleton of a string: the form
// in which look-alike characters (Cyrillic а for a, I for l, rn for m)
// read the same. The audit compares names and hosts by it. It is a leaf:
// the table is generated data, and nothing here knows a skill.
package confusable

import (
	"slices"
	"strings"

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
