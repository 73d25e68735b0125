package prefilter

import (
	"path"
	"strings"
)

// Glob reports whether the files pattern g matches the path p or its
// last element base (path.Base(p)): path.Match(g, p) || path.Match(g,
// base), as a rule's files patterns apply. The shapes the rules use are
// compared as strings: a name without metacharacters is equal to p or
// base; "*" and a literal suffix without '/' matches a base ending in
// it (p itself only when it has no '/', and then p is base). Any other
// pattern goes to path.Match (every rule's patterns against every file
// through path.Match was a sixtieth of the audit).
func Glob(g, p, base string) bool {
	if !strings.ContainsAny(g, `*?[\`) {
		return p == g || base == g
	}
	if len(g) > 1 && g[0] == '*' && !strings.ContainsAny(g[1:], `*?[\/`) {
		return strings.HasSuffix(base, g[1:])
	}
	ok, _ := path.Match(g, p)
	if !ok {
		ok, _ = path.Match(g, base)
	}
	return ok
}
