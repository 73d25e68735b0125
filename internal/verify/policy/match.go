package policy

import (
	"fmt"
	"regexp"
	"strings"
)

// pattern is a glob over normalised sources: * matches within one path
// element, ** across elements, ? one character; matching ignores case.
type pattern struct {
	text string
	re   *regexp.Regexp
}

func compilePattern(p string) (pattern, error) {
	if strings.TrimSpace(p) == "" {
		return pattern{}, fmt.Errorf("an empty pattern")
	}
	if strings.Contains(p, "://") {
		return pattern{}, fmt.Errorf("pattern %q has a scheme; patterns match host/owner/repo, e.g. \"github.com/acme/*\"", p)
	}
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < len(p); i++ {
		switch c := p[i]; c {
		case '*':
			if i+1 < len(p) && p[i+1] == '*' {
				b.WriteString(".*")
				i++
			} else {
				b.WriteString("[^/]*")
			}
		case '?':
			b.WriteString("[^/]")
		default:
			b.WriteString(regexp.QuoteMeta(p[i : i+1])) // a byte: multi-byte runes stay whole
		}
	}
	b.WriteString("$")
	return pattern{text: p, re: regexp.MustCompile(b.String())}, nil
}

func (p pattern) match(source string) bool { return p.re.MatchString(strings.ToLower(source)) }

func compilePatterns(list []string) ([]pattern, error) {
	out := make([]pattern, 0, len(list))
	for _, s := range list {
		p, err := compilePattern(strings.ToLower(s))
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func matchAny(ps []pattern, source string) (string, bool) {
	for _, p := range ps {
		if p.match(source) {
			return p.text, true
		}
	}
	return "", false
}

// toolEntry is an allowed-tools entry parsed: a tool name and, for
// entries such as Bash(git status:*), its argument pattern.
type toolEntry struct {
	name string
	args string // "" for a bare tool
	bare bool
}

func parseTool(s string) (toolEntry, error) {
	s = strings.TrimSpace(s)
	open := strings.IndexByte(s, '(')
	if open < 0 {
		if s == "" || strings.ContainsAny(s, ")") {
			return toolEntry{}, fmt.Errorf("%q is not a tool name", s)
		}
		return toolEntry{name: s, bare: true}, nil
	}
	if !strings.HasSuffix(s, ")") || open == 0 {
		return toolEntry{}, fmt.Errorf("%q is not Tool or Tool(pattern)", s)
	}
	return toolEntry{name: strings.TrimSpace(s[:open]), args: s[open+1 : len(s)-1]}, nil
}

// argGlob turns a declared argument pattern into a * glob: Claude Code's
// prefix form "git status:*" is "git status*".
func argGlob(a string) string {
	a = strings.TrimSpace(a)
	if strings.HasSuffix(a, ":*") {
		a = strings.TrimSuffix(a, ":*") + "*"
	}
	return a
}

// unrestricted reports whether a declared entry allows every use of its
// tool: a bare name, or an argument pattern of only wildcards.
func (t toolEntry) unrestricted() bool {
	return t.bare || strings.Trim(argGlob(t.args), "*") == ""
}

// deniedBy reports whether the declared entry t may do what ceiling
// entry c forbids. A bare ceiling entry (Bash) forbids the unrestricted
// tool; Bash(rm *) forbids every declared entry that could run a command
// the pattern matches: the bare tool, and every argument pattern whose
// commands overlap it.
func (t toolEntry) deniedBy(c toolEntry) bool {
	if !strings.EqualFold(t.name, c.name) {
		return false
	}
	if c.bare {
		return t.unrestricted()
	}
	if t.unrestricted() {
		return true
	}
	return globsOverlap(argGlob(c.args), argGlob(t.args))
}

// globsOverlap reports whether some string matches both * globs a and b.
// Patterns too long to compare cheaply (an allowed-tools entry is the
// publisher's to write) are taken to overlap: the ceiling refuses them.
func globsOverlap(a, b string) bool {
	if len(a) > 4096 || len(b) > 4096 || len(a)*len(b) > 1<<18 {
		return true
	}
	memo := map[[2]int]bool{}
	seen := map[[2]int]bool{}
	var f func(i, j int) bool
	f = func(i, j int) bool {
		k := [2]int{i, j}
		if seen[k] {
			return memo[k]
		}
		seen[k] = true
		var r bool
		switch {
		case i == len(a) && j == len(b):
			r = true
		case i < len(a) && a[i] == '*':
			r = f(i+1, j) || j < len(b) && f(i, j+1)
		case j < len(b) && b[j] == '*':
			r = f(i, j+1) || i < len(a) && f(i+1, j)
		case i < len(a) && j < len(b):
			r = a[i] == b[j] && f(i+1, j+1)
		}
		memo[k] = r
		return r
	}
	return f(0, 0)
}
