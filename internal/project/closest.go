package project

import "sort"

// closest returns up to n candidates nearest to s by edit distance, for
// "did you mean" hints. Candidates farther than half of s's length are
// not suggestions but noise, so they are dropped.
func closest(s string, candidates []string, n int) []string {
	type scored struct {
		name string
		d    int
	}
	var list []scored
	for _, c := range candidates {
		d := editDistance(s, c)
		if d <= max(2, len(s)/2) {
			list = append(list, scored{c, d})
		}
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].d != list[j].d {
			return list[i].d < list[j].d
		}
		return list[i].name < list[j].name
	})
	var out []string
	for i := 0; i < len(list) && i < n; i++ {
		out = append(out, list[i].name)
	}
	return out
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
