package catalog

import (
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The views (catalog, activation, cost, outline) are what harnesses and
// agents read. They share one token estimate so that every number they
// print is comparable.

// EstimateTokens estimates how many model tokens n bytes of text cost: one
// token per 4 bytes, rounded up. It is a budget figure, not a tokenizer:
// English prose runs close to it, code and non-Latin text cost more.
func EstimateTokens(n int) int {
	if n <= 0 {
		return 0
	}
	return (n + 3) / 4
}

// Similar returns up to n of candidates that look like a mistyped name:
// within an edit distance of a third of the longer name (at least 2), or
// containing one another. Closest first, ties by name.
func Similar(name string, candidates []string, n int) []string {
	type scored struct {
		name string
		dist int
	}
	var out []scored
	for _, c := range candidates {
		if c == name {
			continue
		}
		d := editDistance(name, c)
		limit := max(2, max(utf8.RuneCountInString(name), utf8.RuneCountInString(c))/3)
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

// editDistance is the Levenshtein distance between a and b in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
