package flow

import (
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// A dependency redirected to a look-alike of itself: go.mod's replace
// directive (replace github.com/sirupsen/logrus => github.com/sirupssen/
// logrus v1.9.4) and npm's aliases (an overrides or dependencies entry
// "lodash": "npm:lodahs@4.17.21") keep the name the code imports while
// the build fetches another module, one a character or two from the
// real one's path: a typosquat no install command shows. A fork under
// another owner, a local path, a case change or a major-version suffix
// is not such a look-alike.

// maxRedirects bounds the directives of one file read.
const maxRedirects = 256

var goReplaceLazy, npmAliasLazy lazyre.RE

func goReplaceRE() *regexp.Regexp {
	return goReplaceLazy.Get(`(?m)^\s*(?:replace\s+)?([A-Za-z0-9][\w.~/-]*\.[\w.~/-]+)(?:\s+v[\w.+-]+)?\s*=>\s*([A-Za-z0-9][\w.~/-]*)(?:\s+v[\w.+-]+)?\s*$`)
}

func npmAliasRE() *regexp.Regexp {
	return npmAliasLazy.Get(`"(@?[\w.-]+(?:/[\w.-]+)?)"\s*:\s*"npm:(@?[\w.-]+(?:/[\w.-]+)?)@`)
}

// redirectFile reports a file that may hold such a directive by its
// name: a go.mod (or a snippet of one), a package.json.
func redirectFile(p string) bool {
	b := strings.ToLower(path.Base(p))
	return strings.HasPrefix(b, "go.mod") || strings.HasSuffix(b, ".mod") || strings.HasPrefix(b, "package.json") || strings.HasSuffix(b, "package.json")
}

// lookalikeRedirects reports the directives of file p (text src) that
// send a dependency to a look-alike of its own path.
func (a *Skill) lookalikeRedirects(p, src string) {
	if !a.report || !redirectFile(p) {
		return
	}
	var ms [][]int
	if strings.Contains(src, "=>") {
		ms = goReplaceRE().FindAllStringSubmatchIndex(src, maxRedirects)
	}
	if strings.Contains(src, "npm:") {
		ms = append(ms, npmAliasRE().FindAllStringSubmatchIndex(src, maxRedirects)...)
	}
	for _, m := range ms {
		from, to := src[m[2]:m[3]], src[m[4]:m[5]]
		how, ok := lookalikePath(from, to)
		if !ok {
			continue
		}
		u := &Unit{Skill: a, Path: p}
		u.Hit(Hit{Kind: Lookalike, Line: 1 + strings.Count(src[:m[0]], "\n"), Level: 2, Source: to, Sink: from + " redirected to " + to + " (" + how + ")", Text: LineText(src, m[0])})
	}
}

// lookalikePath reports to as a look-alike of from: the same shape of
// path, one or two characters apart (letters swapped count as one), not
// the same name in another case, not a major-version suffix added.
func lookalikePath(from, to string) (string, bool) {
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
