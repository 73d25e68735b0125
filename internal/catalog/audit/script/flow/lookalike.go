package flow

import (
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
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
		how, ok := tables.LookalikePath(from, to)
		if !ok {
			continue
		}
		u := &Unit{Skill: a, Path: p}
		u.Hit(Hit{Kind: Lookalike, Line: 1 + strings.Count(src[:m[0]], "\n"), Level: 2, Source: to, Sink: from + " redirected to " + to + " (" + how + ")", Text: LineText(src, m[0])})
	}
}
