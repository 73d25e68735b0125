package tables

import "strings"

// LookalikePath reports to as a look-alike of from: the same shape of
// path, one or two characters apart (letters swapped count as one), not
// the same name in another case, not a major-version suffix added.
func LookalikePath(from, to string) (string, bool) {
	f, t := strings.ToLower(strings.TrimSuffix(from, "/")), strings.ToLower(strings.TrimSuffix(to, "/"))
	if f == t || strings.HasPrefix(t, ".") || strings.HasPrefix(t, "/") || strings.Count(f, "/") != strings.Count(t, "/") {
		return "", false
	}
	fs, ts := strings.Split(f, "/"), strings.Split(t, "/")
	diff := 0
	for i := range fs {
		if fs[i] != ts[i] {
			diff++
		}
	}
	if diff != 1 {
		return "", false // one element differs: a fork renames its owner whole
	}
	d := boundedDistance(f, t, 3)
	if d == 0 || d > 2 {
		return "", false
	}
	if d == 1 {
		return "one character apart", true
	}
	return "two characters apart", true
}

// boundedDistance is the edit distance of a and b with adjacent swaps
// counting one, or limit+1 when it is more than limit (rows cut at the
// limit, so the work is linear in the lengths).
func boundedDistance(a, b string, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	if len(a) > 512 || len(b) > 512 {
		return limit + 1
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			best = min(best, cur[j])
		}
		if best > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
