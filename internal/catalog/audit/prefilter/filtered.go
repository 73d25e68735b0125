package prefilter

import (
	"regexp"
	"regexp/syntax"
	"sync"
)

// Filtered is a pattern searched only in text that holds what every
// match of it holds: the condition New derives from the pattern itself
// when it is compiled, so a later change of the pattern changes its
// condition too. For a pattern that finds nothing in nearly all the
// text it is given (GATED_DESTRUCTION's guards, a gate on a date or a
// country), the condition is a byte search where the pattern is a
// backtracker. The zero value is ready: compiled on first use.
type Filtered struct {
	once sync.Once
	re   *regexp.Regexp
	pre  *Filter
}

// Get compiles expr on first use (later calls ignore it, as lazyre).
func (f *Filtered) Get(expr string) *Filtered {
	f.once.Do(func() {
		f.re = regexp.MustCompile(expr)
		re, err := syntax.Parse(expr, syntax.Perl) // as regexp.Compile
		if err != nil {
			panic("prefilter: " + err.Error()) // MustCompile above has panicked first
		}
		f.pre = New(re)
	})
	return f
}

// FindIndex is regexp's FindIndex on text; lower is text lower-cased in
// ASCII, as long as text. Text with one of the two characters (?i)
// folds to ASCII letters is always searched.
func (f *Filtered) FindIndex(text, lower []byte) []int {
	if !f.pre.Holds(lower) && !FoldsToASCII(text) {
		return nil
	}
	return f.re.FindIndex(text)
}

// MatchString is regexp's MatchString on s.
func (f *Filtered) MatchString(s string) bool {
	if !f.pre.Holds([]byte(LowerASCII(s))) && !FoldsToASCII([]byte(s)) {
		return false
	}
	return f.re.MatchString(s)
}
