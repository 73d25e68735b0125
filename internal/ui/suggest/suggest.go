// Package suggest proposes what a user probably meant when a name is not
// found: the "did you mean" of skillpin's errors, for skills, sources, keys,
// refs and sections alike.
package suggest

import (
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Closest returns up to n of candidates that look like a mistyped name:
// within an edit distance of a third of the longer name (at least 1), or
// containing one another. Closest first, ties by name.
func Closest(name string, candidates []string, n int) []string {
	type scored struct {
		name string
		dist int
	}
	var out []scored
	for _, c := range candidates {
		if c == name {
			continue
		}
		d := Distance(name, c)
		limit := max(1, max(utf8.RuneCountInString(name), utf8.RuneCountInString(c))/3)
		if d <= limit || (name != "" && (strings.Contains(c, name) || strings.Contains(name, c))) {
			out = append(out, scored{c, d})
		}
	}
	slices.SortFunc(out, func(a, b scored) int {
		return cmp.Or(cmp.Compare(a.dist, b.dist), strings.Compare(a.name, b.name))
	})
	names := make([]string, 0, min(n, len(out)))
	for i := 0; i < len(out) && i < n; i++ {
		names = append(names, out[i].name)
	}
	return names
}

// Distance is the optimal-string-alignment distance between a and b
// in runes: insertions, deletions, substitutions and swaps of two
// adjacent runes ("pfd" for "pdf") cost one each.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
