package technique

import (
	"regexp"
	"regexp/syntax"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
)

// filteredRE is a pattern searched only in text that holds what every
// match of it holds: the literals of prefilter.New, derived from the
// pattern itself when it is compiled (so a later change of the pattern
// changes its condition too). GATED_DESTRUCTION's guards ran on every
// line with a date or production word and a conditional word, and
// found nothing on nearly all ("update" holds "date", "modify" "if").
// The zero value is ready: compiled on first use.
type filteredRE struct {
	once sync.Once
	re   *regexp.Regexp
	pre  *prefilter.Filter
}

// get compiles expr on first use (later calls ignore it, as lazyre).
func (f *filteredRE) get(expr string) *filteredRE {
	f.once.Do(func() {
		f.re = regexp.MustCompile(expr)
		re, err := syntax.Parse(expr, syntax.Perl) // as regexp.Compile
		if err != nil {
			panic("technique: " + err.Error()) // MustCompile above has panicked first
		}
		f.pre = prefilter.New(re)
	})
	return f
}

// FindIndex is regexp's FindIndex on text; lower is text lower-cased in
// ASCII (as asciiLower), as long as text. Text with one of the two
// characters (?i) folds to ASCII letters is always searched.
func (f *filteredRE) FindIndex(text, lower []byte) []int {
	if !f.pre.Holds(lower) && !prefilter.FoldsToASCII(text) {
		return nil
	}
	return f.re.FindIndex(text)
}
