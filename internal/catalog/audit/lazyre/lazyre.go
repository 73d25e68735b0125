// Package lazyre holds the audit's regular expressions that are compiled
// when first used: the zero value of RE allocates nothing, so a package
// variable costs nothing at start-up (TestStartupInitBudget), where a
// package-level sync.OnceValue allocates its closure.
package lazyre

import (
	"regexp"
	"sync"
)

// RE is a regular expression compiled by its first Get.
type RE struct {
	once sync.Once
	re   *regexp.Regexp
}

// Get returns expr compiled; every call must pass the same expr.
func (l *RE) Get(expr string) *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(expr) })
	return l.re
}
