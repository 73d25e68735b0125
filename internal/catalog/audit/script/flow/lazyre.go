package flow

import (
	"regexp"
	"sync"
)

// lazyRE is a regular expression compiled when first used; its zero
// value allocates nothing at start-up, as a package-level
// sync.OnceValue (tables.LazyRegexp) would.
type lazyRE struct {
	once sync.Once
	re   *regexp.Regexp
}

func (l *lazyRE) get(expr string) *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(expr) })
	return l.re
}
