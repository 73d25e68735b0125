package hosts

import (
	"path"
	"regexp"
	"strings"
	"sync"
)

// Movers is a skill's files that set a variable moving an installer's
// repository (MovesRepository), read once per skill (fix16fix), and the
// paths of all its files: what a sourcing script may load.
type Movers struct {
	movers []string
	exists map[string]bool
	bases  map[string][]string // a file's base name -> its paths
}

// NewMovers reads the n files of a skill (file(i) is the i-th one's path
// and text) once each.
func NewMovers(n int, file func(i int) (p, text string)) *Movers {
	m := &Movers{exists: make(map[string]bool, n), bases: make(map[string][]string, n)}
	for i := 0; i < n; i++ {
		p, text := file(i)
		m.exists[p] = true
		m.bases[path.Base(p)] = append(m.bases[path.Base(p)], p)
		if MovesRepository(text) {
			m.movers = append(m.movers, p)
		}
	}
	return m
}

// SourcedMove is (*m).Sourced(text, p), *m made by NewMovers(n, file)
// on first use: a skill's files are read once, and only when one of its
// scripts sources a file.
func SourcedMove(m **Movers, text, p string, n int, file func(i int) (p, text string)) bool {
	if !Sources(text) {
		return false
	}
	if *m == nil {
		*m = NewMovers(n, file)
	}
	return (*m).Sourced(text, p)
}

// sourcedRE is a source or . command's file word (quoted or not).
var sourcedRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)(?:^|[;&|({]|\b(?:then|do|else))[ \t]*(?:source|\.)[ \t]+([^\s#][^\n]*)`)
})

// maxSourced is how many source commands of one file are read; past it
// the file may source anything.
const maxSourced = 16

// Sourced reports whether the script text (the skill's file at p)
// sources a file that moves a repository (fix16fix): a path within the
// skill (relative to the script or to the skill, or after an expansion
// such as "$(dirname "$0")/" its last part) is that file only; a path
// outside the skill ($HOME, ~, /) or not found in it is what the script
// may have put there: any file of the skill but Markdown, and a Markdown
// file the script names. A Markdown page that documents a variable is
// not the script's (rustup's install.sh then . "$HOME/.cargo/env").
func (m *Movers) Sourced(text, p string) bool {
	if m == nil || len(m.movers) == 0 || !Sources(text) {
		return false
	}
	ms := sourcedRE().FindAllStringSubmatch(text, maxSourced+1)
	if len(ms) > maxSourced {
		return m.anyFor(text)
	}
	for _, w := range ms {
		if m.word(firstWord(w[1]), p, text) {
			return true
		}
	}
	return false
}

// word is one sourced path w of the script at p.
func (m *Movers) word(w, p, text string) bool {
	if w == "" || w[0] == '/' || w[0] == '~' || strings.HasPrefix(w, "$HOME") || strings.HasPrefix(w, "${HOME}") {
		return m.anyFor(text) // outside the skill
	}
	if strings.Count(text, path.Base(w)) > 1 && m.anyFor(text) {
		return true // named again: the script may write it first
	}
	if i := strings.LastIndexByte(w, '$'); i >= 0 {
		j := strings.IndexByte(w[i:], '/')
		if j < 0 {
			return m.anyFor(text) // the file is a variable's
		}
		tail := w[i+j:] // "/name" after the expansion
		found := false
		for k, q := range m.bases[path.Base(tail)] {
			found = found || strings.HasSuffix("/"+q, tail) || k >= 64 // past 64 namesakes: assumed
		}
		if !found {
			return m.anyFor(text)
		}
		for _, q := range m.movers {
			if strings.HasSuffix("/"+q, tail) {
				return true
			}
		}
		return false
	}
	for _, q := range [...]string{path.Join(path.Dir(p), w), path.Clean(w)} {
		if m.exists[q] {
			return m.moves(q)
		}
	}
	return m.anyFor(text) // not the skill's: written by the script
}

func (m *Movers) moves(q string) bool {
	for _, x := range m.movers {
		if x == q {
			return true
		}
	}
	return false
}

// anyFor is a sourced file the skill does not ship: a mover that is not
// Markdown, or a Markdown one whose name the script text holds (copied
// or extracted into the sourced place).
func (m *Movers) anyFor(text string) bool {
	for _, q := range m.movers {
		l := strings.ToLower(q)
		if !strings.HasSuffix(l, ".md") && !strings.HasSuffix(l, ".markdown") && !strings.HasSuffix(l, ".mdx") || strings.Contains(text, path.Base(q)) {
			return true
		}
	}
	return false
}

// firstWord is the shell word s starts with, quotes removed: it ends at
// a blank, ';', '&', '|' or ')' outside quotes and $( ) (whose text is
// kept). Linear in s.
func firstWord(s string) string {
	var b strings.Builder
	quote, depth := byte(0), 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0 && c == quote && depth == 0:
			quote = 0
			continue
		case quote == 0 && depth == 0 && (c == '"' || c == '\''):
			quote = c
			continue
		case quote != '\'' && c == '(' && i > 0 && s[i-1] == '$':
			depth++
		case depth > 0 && c == ')':
			depth--
		case quote == 0 && depth == 0 && strings.IndexByte(" \t;&|)", c) >= 0:
			return b.String()
		}
		b.WriteByte(c)
	}
	return b.String()
}
