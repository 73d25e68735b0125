// Package typosquat tells look-alike names apart from honest ones: a
// skill's name that reads like a well-known skill's (other separators,
// look-alike characters, a typo, a lure word added), two skills audited
// together whose names read alike, and a package an install command
// names one slip away from a popular one. The lists of well-known names
// are the audit's data (handed in as text); the findings are the
// audit's. It needs only the confusables skeleton: names in, the name
// imitated and how out.
package typosquat

import (
	"bufio"
	"bytes"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/skillpin/skillpin/internal/catalog/audit/confusable"
)

// Typosquatted names: ClawHavoc published skills under look-alikes of
// well-known names (clawhubb, cllawhub, clawhub1), so that a search or a
// hurried reader takes them for the real thing. A name is a look-alike
// of another when it is not the same string but reads the same: the
// same letters with other separators, look-alike characters (Unicode's
// confusables skeleton, UTS #39: Cyrillic а for a, I for l, rn for m),
// a typo (one edit, two in a long name), or a lure word added
// (skill-creator-pro).

// ParseNames indexes a list of well-known names, one a line ("#"
// starts a comment).
func ParseNames(text []byte) *Index {
	x := newNameIndex()
	sc := bufio.NewScanner(bytes.NewReader(text))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		x.add(newNameKey(line))
	}
	return x
}

// Names are the names of the index, in the order they were added.
func (x *Index) Names() []string {
	var out []string
	for _, k := range x.names {
		out = append(out, k.name)
	}
	return out
}

// Imitated returns the well-known name of x that name is a look-alike
// of, how, and whether it imitates (a typo or look-alike characters;
// other separators or a lure word may be an honest fork's name).
func (x *Index) Imitated(name string) (known, how string, typo, ok bool) {
	nk := newNameKey(name)
	cands := x.candidates(nk)
	n := utf8.RuneCountInString(nk.key)
	for _, k := range x.names {
		// Two edits (a long name only) are not in the index's reach.
		if l := utf8.RuneCountInString(k.key); n >= 10 && l >= 10 && l-n <= 1 && n-l <= 1 {
			cands = append(cands, k)
		}
	}
	for _, k := range cands {
		how, ok := lookalike(nk, k, false)
		if !ok {
			continue
		}
		typo := strings.Contains(how, "apart") || nk.key == k.key && plainKey(name) != k.key
		return k.name, how, typo, true
	}
	return "", "", false, false
}

// A Pair is a name another is a look-alike of, and how.
type Pair struct{ Name, How string }

// Lookalikes returns, for each of names (skills audited together), the
// other names that are look-alikes of it, nil for names with none. Equal
// names are not look-alikes (the same skill twice).
func Lookalikes(names []string) [][]Pair {
	idx := newNameIndex()
	keys := map[string]nameKey{}
	for _, n := range names {
		if _, ok := keys[n]; !ok {
			keys[n] = newNameKey(n)
			idx.add(keys[n])
		}
	}
	found := map[string][]Pair{}
	for n, k := range keys {
		for _, o := range idx.candidates(k) {
			comparisons.Add(1)
			how, ok := lookalike(k, o, true)
			if !ok {
				continue
			}
			found[n] = append(found[n], Pair{Name: o.name, How: how})
		}
	}
	out := make([][]Pair, len(names))
	for i, n := range names {
		out[i] = found[n]
	}
	return out
}

type nameKey struct {
	name string
	key  string // skeleton, lower-cased, separators removed
}

func newNameKey(name string) nameKey {
	s := confusable.Skeleton(norm.NFKC.String(name))
	s = strings.ToLower(s)
	s = strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', '.', ' ', '\u00a0':
			return -1
		}
		return r
	}, s)
	return nameKey{name: name, key: s}
}

// lureWords are added to a well-known name to make a look-alike sound
// like a better or official version of it.
var lureWords = []string{"pro", "plus", "premium", "official", "free", "cli", "v2", "new", "latest", "updated", "fixed"}

// lookalike reports whether a and b are look-alike names and how. With
// a well-known name (strict false) any one edit counts in a name of 5
// characters or more, two in one of 10 or more (but not two letters
// added: that is a word, react-ui-patterns beside react-patterns). Between two names of a
// scan (strict), where sets of related skills differ by one letter on
// purpose (csharp-nunit and csharp-xunit, 2d-games and 3d-games), only a
// letter added, dropped or two swapped count: the slips of a typosquat
// (clawhubb, cllawhub, skil-creator), not a word of its own.
func lookalike(a, b nameKey, strict bool) (string, bool) {
	if a.name == b.name || a.key == "" || b.key == "" {
		return "", false
	}
	if a.key == b.key {
		return "the same letters with other separators or look-alike characters", true
	}
	la, lb := utf8.RuneCountInString(a.key), utf8.RuneCountInString(b.key)
	short := min(la, lb)
	d := editDistance(a.key, b.key, 3)
	switch {
	case d == 1 && short >= 5 && (!strict || la != lb || swapped(a.key, b.key)):
		return "1 character apart", true
	case d == 2 && short >= 10 && !strict && la-lb <= 1 && lb-la <= 1:
		return "2 characters apart", true
	}
	long, base := a.key, b.key
	if la < lb {
		long, base = b.key, a.key
	}
	if utf8.RuneCountInString(base) >= 4 {
		for _, w := range lureWords {
			if long == base+w || long == w+base {
				return fmt.Sprintf("the name with %q added", w), true
			}
		}
	}
	return "", false
}

// swapped reports whether b is a with two adjacent characters swapped.
func swapped(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if len(ra) != len(rb) {
		return false
	}
	i := 0
	for i < len(ra) && ra[i] == rb[i] {
		i++
	}
	return i+1 < len(ra) && ra[i] == rb[i+1] && ra[i+1] == rb[i] && string(ra[i+2:]) == string(rb[i+2:])
}

// editDistance is the optimal string alignment distance of a and b (the
// edits are inserting, deleting or replacing a character and swapping two
// adjacent ones), counted up to limit.
func editDistance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit
	}
	prev2 := make([]int, len(rb)+1)
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
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(rb)], limit)
}

// plainKey is a name lower-cased without separators, its characters as
// written (no skeleton).
func plainKey(name string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', '.', ' ', '\u00a0':
			return -1
		}
		return r
	}, strings.ToLower(norm.NFKC.String(name)))
}

// comparisons counts the pairs of names Lookalikes compared in this
// process, so tests can check that the index keeps the work near one
// comparison per neighbour rather than one per pair.
var comparisons atomic.Int64

// Comparisons is how many pairs of names Lookalikes has compared in this
// process.
func Comparisons() int64 { return comparisons.Load() }

// An Index finds the names that may be look-alikes of a name without
// comparing it with every one: look-alikes have the same key, keys one
// edit apart share the key with one character deleted, and a lure word
// added is looked up as such. (Two edits, which only the comparison with
// a well-known name allows, are compared one by one: there are few.)
type Index struct {
	names    []nameKey
	byKey    map[string][]int
	byDelete map[string][]int
}

func newNameIndex() *Index {
	return &Index{byKey: map[string][]int{}, byDelete: map[string][]int{}}
}

func (x *Index) add(k nameKey) {
	i := len(x.names)
	x.names = append(x.names, k)
	x.byKey[k.key] = append(x.byKey[k.key], i)
	for _, d := range deletions(k.key) {
		x.byDelete[d] = append(x.byDelete[d], i)
	}
}

// deletions are key with each of its characters deleted in turn.
func deletions(key string) []string {
	var out []string
	for i, r := range key {
		out = append(out, key[:i]+key[i+utf8.RuneLen(r):])
	}
	return out
}

// candidates returns the indexed names that may be look-alikes of k
// under the strict comparison, each once, in the order they were added.
func (x *Index) candidates(k nameKey) []nameKey {
	var is []int
	is = append(is, x.byKey[k.key]...)
	is = append(is, x.byDelete[k.key]...) // k with a character added
	for _, d := range deletions(k.key) {
		is = append(is, x.byKey[d]...)    // k with a character dropped
		is = append(is, x.byDelete[d]...) // a character replaced or two swapped
	}
	for _, w := range lureWords {
		is = append(is, x.byKey[k.key+w]...)
		is = append(is, x.byKey[w+k.key]...)
		if base, ok := strings.CutSuffix(k.key, w); ok {
			is = append(is, x.byKey[base]...)
		}
		if base, ok := strings.CutPrefix(k.key, w); ok {
			is = append(is, x.byKey[base]...)
		}
	}
	slices.Sort(is)
	is = slices.Compact(is)
	out := make([]nameKey, len(is))
	for j, i := range is {
		out[j] = x.names[i]
	}
	return out
}
