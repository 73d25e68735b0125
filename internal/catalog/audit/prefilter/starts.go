package prefilter

import (
	"io"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// Starts is a regular expression searched, like the audit's rules with
// prefixes, only where a match can start: every match of a pattern with
// Prefixes starts where one of them does (in the text lower-cased in
// ASCII), so the leftmost match is the first anchored match at such a
// place, in order, and the next is the first from the end of that one
// on. Go's engine otherwise steps through every byte of the text,
// adding a thread for a match starting there. A pattern without prefixes
// runs as given. The zero value with Expr set is ready: compiled on
// first use.
type Starts struct {
	Expr string

	once     sync.Once
	re       *regexp.Regexp
	prefixes []string
	at       [2]*regexp.Regexp // \A(?:Expr), and after a rune of context
}

// startsBudget is the bytes the anchored attempts may read beyond twice
// the text before the search runs over the whole text instead (an
// attempt of a pattern with [^\n]* reads to the end of its line: on a
// long line with many candidates the attempts would cost the line's
// length each).
const startsBudget = 64 << 10

func (s *Starts) init() {
	s.once.Do(func() {
		s.re = regexp.MustCompile(s.Expr)
		re, err := syntax.Parse(s.Expr, syntax.Perl) // as regexp.Compile
		if err != nil {
			return
		}
		if s.prefixes = Prefixes(re); s.prefixes != nil {
			s.at = [2]*regexp.Regexp{regexp.MustCompile(`\A(?:` + s.Expr + `)`), regexp.MustCompile(`\A(?s:.)(?:` + s.Expr + `)`)}
		}
	})
}

// Regexp is the pattern compiled.
func (s *Starts) Regexp() *regexp.Regexp { s.init(); return s.re }

// FindAllStringSubmatchIndex is regexp's, n as there (negative: all).
// lower is src lower-cased in ASCII ("": lowered here when needed).
func (s *Starts) FindAllStringSubmatchIndex(src, lower string, n int) [][]int {
	out, _ := s.findAll(src, lower, n)
	return out
}

// findAll is FindAllStringSubmatchIndex, with the bytes the attempts
// read (for the tests).
func (s *Starts) findAll(src, lower string, n int) ([][]int, int) {
	s.init()
	if s.prefixes == nil || n == 0 || strings.Contains(src, string(kelvin)) || strings.Contains(src, string(longS)) {
		return s.re.FindAllStringSubmatchIndex(src, n), 0
	}
	if lower == "" && src != "" {
		lower = LowerASCII(src)
	}
	var out [][]int
	pos := 0
	in := &stringCounter{}
	for _, c := range s.candidates(lower) {
		if c < pos {
			continue
		}
		if in.read > 2*len(src)+startsBudget {
			return s.re.FindAllStringSubmatchIndex(src, n), in.read
		}
		start, re := c, s.at[0]
		if c > 0 {
			_, k := utf8.DecodeLastRuneInString(src[:c])
			start, re = c-k, s.at[1]
		}
		in.reset(src[start:])
		loc := re.FindReaderSubmatchIndex(in)
		if loc == nil {
			continue
		}
		for i := range loc {
			if loc[i] >= 0 {
				loc[i] += start
			}
		}
		loc[0] = c
		out = append(out, loc)
		if len(out) == n {
			break
		}
		pos = loc[1]
	}
	return out, in.read
}

// FindStringIndex is regexp's (lower as above).
func (s *Starts) FindStringIndex(src, lower string) []int {
	if m := s.FindAllStringSubmatchIndex(src, lower, 1); m != nil {
		return m[0][:2]
	}
	return nil
}

// candidates are the offsets in lower where a prefix starts, in order.
func (s *Starts) candidates(lower string) []int {
	var cands []int
	for _, p := range s.prefixes {
		for i := 0; ; {
			j := strings.Index(lower[i:], p)
			if j < 0 {
				break
			}
			cands = append(cands, i+j)
			i += j + 1
		}
	}
	slices.Sort(cands)
	return slices.Compact(cands)
}

// LowerASCII is s with ASCII letters lower-cased (nothing else changed).
func LowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// stringCounter is RuneCounter over a string.
type stringCounter struct {
	text string
	i    int
	read int
}

func (rc *stringCounter) reset(text string) { rc.text, rc.i = text, 0 }

func (rc *stringCounter) ReadRune() (rune, int, error) {
	if rc.i >= len(rc.text) {
		return 0, 0, io.EOF
	}
	c := rc.text[rc.i]
	if c < utf8.RuneSelf {
		rc.i++
		rc.read++
		return rune(c), 1, nil
	}
	r, n := utf8.DecodeRuneInString(rc.text[rc.i:])
	rc.i += n
	rc.read += n
	return r, n, nil
}
