package typosquat

import (
	"bufio"
	"bytes"
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/confusable"
)

// Typosquatted packages: a registry package named one slip away from a
// popular one (reqeusts, crossenv, colourama) is published to be
// installed by mistake, and runs its code on install. The popular names
// are data (rules/popular-packages.txt); the comparison is the one the
// skill names use (an edit, two swapped characters, look-alike
// characters), but separators count: on the registries cross-env and
// crossenv are two packages.

// Packages finds the popular names one edit from a name without
// comparing it with each: a name one edit from another shares a key with
// one character deleted.
type Packages struct {
	exact    map[string]bool // popular names
	real     map[string]bool // real packages near a popular one ("!" lines)
	byDelete map[string][]string
	skel     map[string]string // confusables skeleton -> popular name
}

// ParsePackages indexes a list of popular package names, one a line
// ("#" starts a comment; a line "!name" is a real package near a popular
// one, never reported).
func ParsePackages(text []byte) *Packages {
	x := &Packages{exact: map[string]bool{}, real: map[string]bool{}, byDelete: map[string][]string{}, skel: map[string]string{}}
	sc := bufio.NewScanner(bytes.NewReader(text))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if n, ok := strings.CutPrefix(line, "!"); ok {
			x.real[pkgNorm(n)] = true
			continue
		}
		n := pkgNorm(line)
		x.exact[n] = true
		x.skel[confusable.Skeleton(n)] = n
		for _, d := range deletions(n) {
			x.byDelete[d] = append(x.byDelete[d], n)
		}
	}
	return x
}

// pkgNorm is a package name as the registries compare it: lower case,
// "_" and "." read as "-".
func pkgNorm(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '_', '.':
			return '-'
		}
		return r
	}, strings.ToLower(s))
}

// Lookalike returns the popular package name is a look-alike of, and how.
func (x *Packages) Lookalike(name string) (popular, how string, ok bool) {
	n := pkgNorm(name)
	if x.exact[n] || x.real[n] || utf8.RuneCountInString(n) < 5 {
		return "", "", false
	}
	if p, ok := x.skel[confusable.Skeleton(n)]; ok && p != n {
		return p, "look-alike characters", true
	}
	var cands []string
	cands = append(cands, x.byDelete[n]...) // n with a character dropped
	for _, d := range deletions(n) {
		if x.exact[d] {
			cands = append(cands, d) // n with a character added
		}
		cands = append(cands, x.byDelete[d]...) // replaced, or two swapped
	}
	best := ""
	for _, c := range cands {
		if utf8.RuneCountInString(c) < 5 || editDistance(n, c, 2) != 1 {
			continue
		}
		if best == "" || c < best {
			best = c
		}
	}
	if best == "" {
		return "", "", false
	}
	how = "1 character apart"
	if swapped(n, best) {
		how = "two characters swapped"
	}
	return best, how, true
}

// Slip returns the popular package a word of a skill's name is a slip
// of: two characters swapped, a letter doubled, or look-alike
// characters (a replaced or dropped letter is too often another word:
// flash beside flask).
func (x *Packages) Slip(w string) (popular, how string, ok bool) {
	p, how, ok := x.Lookalike(w)
	if !ok {
		return "", "", false
	}
	n := pkgNorm(w)
	switch {
	case how == "look-alike characters", swapped(n, p):
		return p, how, true
	case doubled(n, p):
		return p, "a letter doubled", true
	}
	return "", "", false
}

// doubled reports whether a is b with one of its letters written twice.
func doubled(a, b string) bool {
	if len(a) != len(b)+1 {
		return false
	}
	for i := 1; i < len(a); i++ {
		if a[i] == a[i-1] && a[:i]+a[i+1:] == b {
			return true
		}
	}
	return false
}

// InstallRE finds a package manager's install command: the words after
// it, to the end of the command, are what it installs.
var InstallRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("(?i)\\b(?:pip[0-9.]*|python[0-9.]*\\s+-m\\s+pip|uv\\s+pip|uv|pipx|poetry|pdm|npm|pnpm|yarn|bun|npx|bunx)\\s+(?:install|i|add|-y|--yes|exec|x)\\b((?:[^\\n;&|#`()\\\\]|\\\\\\r?\\n|\\\\)*)")
})

// InstallMatch is InstallRE().FindSubmatchIndex(line), where a match
// can be (mayInstall): Go's engine otherwise tries the pattern's
// alternatives at every byte of a line that names a package manager but
// runs no install ("npm run build", "uses pip").
func InstallMatch(line []byte) []int {
	if mayInstall(line) {
		if m := installFrom(line); m != nil {
			return m
		}
	}
	// A dependency declared in a manifest (manifest.go).
	return declMatch(line)
}

// installFrom is InstallRE().FindSubmatchIndex(line) found by trying
// the pattern only where a match can start, in order: where a package
// manager's name begins after a word boundary (installStart). The first
// place where the pattern anchored there matches (with the rune before
// as context for \b) is the leftmost match, and the match anchored
// there is the one the search would report. Go's engine would otherwise
// try every byte of the line, with its slowest engine on a long line (a
// one-line XML document of a megabyte).
func installFrom(line []byte) []int {
	for c := range line {
		if !installStart(line, c) {
			continue
		}
		re, from := installAnchored()[1], c-1
		if c == 0 {
			re, from = installAnchored()[0], 0
		}
		m := re.FindSubmatchIndex(line[from:])
		if m == nil {
			continue
		}
		for k := range m {
			if m[k] >= 0 {
				m[k] += from
			}
		}
		m[0] = c // past the context: one byte, an ASCII letter at c ends any rune before it
		return m
	}
	return nil
}

// installAnchored is InstallRE anchored at the start of a text, and
// after one byte of context.
// (A sync.Once, not sync.OnceValue: nothing is allocated at start.)
func installAnchored() [2]*regexp.Regexp {
	anchoredRE.once.Do(func() {
		p := InstallRE().String()
		anchoredRE.re = [2]*regexp.Regexp{regexp.MustCompile(`\A(?:` + p + `)`), regexp.MustCompile(`\A(?s:.)(?:` + p + `)`)}
	})
	return anchoredRE.re
}

var anchoredRE struct {
	once sync.Once
	re   [2]*regexp.Regexp
}

// managerStarts are the words one of which every match of InstallRE
// begins with, lower-case (pipx and bunx begin with pip and bun); none
// of their letters is folded to from outside ASCII (only k and s are).
var managerStarts = []string{"pip", "python", "uv", "poetry", "pdm", "npm", "pnpm", "yarn", "bun", "npx"}

// installStart reports whether a match of InstallRE can start at c: a
// word boundary (the pattern's \b before a letter) and a manager's name.
func installStart(line []byte, c int) bool {
	switch line[c] | 0x20 {
	case 'p', 'u', 'n', 'y', 'b':
	default:
		return false
	}
	if c > 0 && wordByte(line[c-1]) {
		return false
	}
	for _, w := range managerStarts {
		if c+len(w) <= len(line) && asciiFoldEqual(line[c:c+len(w)], w) {
			return true
		}
	}
	return false
}

// subcommands are InstallRE's second alternatives, lower-case.
var subcommands = []string{"install", "i", "add", "-y", "--yes", "exec", "x"}

// mayInstall reports whether line can hold a match of InstallRE: one of
// subcommands (letters in either case) after white space (\s) and
// before a word boundary (\b). A line with a byte outside ASCII always
// can: (?i) folds some letters from outside ASCII (ſ to s).
func mayInstall(line []byte) bool {
	for i, c := range line {
		if c >= 0x80 {
			return true
		}
		if i == 0 {
			continue
		}
		switch line[i-1] {
		case ' ', '\t', '\n', '\f', '\r':
		default:
			continue
		}
		for _, w := range subcommands {
			end := i + len(w)
			if end <= len(line) && asciiFoldEqual(line[i:end], w) && (end == len(line) || !wordByte(line[end])) {
				return true
			}
		}
	}
	return false
}

// asciiFoldEqual reports whether b is the lower-case ASCII word w with
// letters in either case.
func asciiFoldEqual(b []byte, w string) bool {
	for i := range b {
		c := b[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[i] {
			return false
		}
	}
	return true
}

// wordByte is a byte of \w, as \b sees it.
func wordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// installWords are the cheap test run before InstallRE: InstallRE runs
// only on the lines that hold one.
var installWords = [][]byte{[]byte("pip"), []byte("uv "), []byte("poetry"), []byte("pdm "), []byte("npm"), []byte("yarn"), []byte("bun"), []byte("npx")}

// valueFlags take the next word as their value (it names no package).
var valueFlags = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"-r": true, "--requirement": true, "-c": true, "--constraint": true, "-e": true, "--editable": true, "-i": true,
		"--index-url": true, "--extra-index-url": true, "-f": true, "--find-links": true, "-t": true, "--target": true, "--prefix": true, "--root": true,
		"--platform": true, "--python-version": true, "--registry": true, "-w": true, "--workspace": true, "--tag": true, "--python": true, "-p": true, "--package": true, "--cache": true}
})

// InstalledNames are the package names of an install command's words.
func InstalledNames(words string) []string {
	var out []string
	// Prose after the command is no package list: "pip install scipy.
	// Use the client…".
	if k := strings.Index(words, ". "); k >= 0 {
		words = words[:k]
	}
	// Nor after punctuation outside ASCII (the ideographic full stop and
	// comma of "pip install pandas。"): no package name holds it, and a
	// name it touched would be compared with it. Letters outside ASCII
	// (look-alike characters) stay.
	if k := strings.IndexFunc(words, func(r rune) bool { return r >= 0x80 && unicode.IsPunct(r) }); k >= 0 {
		words = words[:k]
	}
	f := strings.Fields(words)
	for i := 0; i < len(f); i++ {
		w := strings.Trim(f[i], "\"'`.,:;")
		if valueFlags()[w] {
			i++
			continue
		}
		// @types/NAME: the type definitions of NAME, a look-alike of a
		// popular package's name as any other is.
		if strings.HasPrefix(w, "@types/") && len(w) > len("@types/") {
			w = w[len("@types/"):]
		}
		if w == "" || w[0] == '-' || w[0] == '@' || w[0] == '.' || w[0] == '$' || strings.ContainsAny(w, "/:\\*{}<>") {
			continue
		}
		// name==1.0, name>=1, name[extra], name@1.2, name~=1
		if k := strings.IndexAny(w, "=<>![~;@ "); k > 0 {
			w = w[:k]
		} else if k == 0 {
			continue
		}
		if len(w) > 100 || strings.HasSuffix(w, ".txt") || strings.HasSuffix(w, ".toml") {
			continue
		}
		out = append(out, w)
	}
	return out
}

// InstallLines are the lines of data holding a package manager's name
// (where InstallRE may match), in order, as [start, end) offsets, at
// most limit of them.
func InstallLines(data []byte, limit int) [][2]int {
	lines := installLinesOnePass(data, limit)
	if lines == nil {
		lines = installLinesByWord(data, limit)
	}
	// And the lines that may declare a dependency in a manifest.
	return withDecls(lines, declLines(data, limit))
}

// installLinesOnePass are the lines of data holding one of installWords, in
// order, as [start, end) offsets, found in one pass; nil when there are
// limit of them or more (installLinesByWord then chooses
// which, as it always has).
func installLinesOnePass(data []byte, limit int) [][2]int {
	lines := [][2]int{}
	pairs := installPairs()
	// Every word has three bytes or more, so a word at i has its first
	// pair at i and its second at i+1, and one of the two is at an even
	// step from where the search starts: the search looks at every
	// other byte for a pair that begins or continues a word, then
	// tries the word at the byte before and at the byte itself. (A
	// look-up at every byte was a fiftieth of the audit's instructions.)
	from := 0 // where the search (re)starts: no word begins before it
	for i := 0; i+1 < len(data); i += 2 {
		if !pairs[uint16(data[i])<<8|uint16(data[i+1])] {
			continue
		}
		at := -1
		if i > from && installWordAt(data[i-1:]) {
			at = i - 1
		} else if installWordAt(data[i:]) {
			at = i
		}
		if at < 0 {
			continue
		}
		l := lineAround(data, at)
		lines = append(lines, l)
		if len(lines) == limit {
			return nil
		}
		// The next word is searched for after the line's newline.
		from = l[1] + 1
		i = from - 2
	}
	return lines
}

// lineAround is the line of data holding offset k: where it starts, and
// where its newline (or the data) ends it.
func lineAround(data []byte, k int) [2]int {
	ls := bytes.LastIndexByte(data[:k], '\n') + 1
	le := bytes.IndexByte(data[k:], '\n')
	if le < 0 {
		return [2]int{ls, len(data)}
	}
	end := k + le
	// A command continued over lines ending in a backslash is one line
	// (up to 16 of them): the packages of its second line are installed
	// too.
	for n := 0; n < 16 && bytes.HasSuffix(bytes.TrimRight(data[ls:end], " \t\r"), []byte{'\\'}); n++ {
		next := bytes.IndexByte(data[end+1:], '\n')
		if next < 0 {
			return [2]int{ls, len(data)}
		}
		end += 1 + next
	}
	return [2]int{ls, end}
}

func installWordAt(d []byte) bool {
	for _, w := range installWords {
		if bytes.HasPrefix(d, w) {
			return true
		}
	}
	return false
}

// installPairs has the first two bytes of each of installWords, and
// its second and third.
var installPairs = sync.OnceValue(func() *[1 << 16]bool {
	var t [1 << 16]bool
	for _, w := range installWords {
		t[uint16(w[0])<<8|uint16(w[1])] = true
		t[uint16(w[1])<<8|uint16(w[2])] = true
	}
	return &t
})

// installLinesByWord are the lines holding one of installWords, searched
// word by word, at most limit of them.
func installLinesByWord(data []byte, limit int) [][2]int {
	var lines [][2]int
	seen := map[int]bool{}
	for _, w := range installWords {
		off := 0
		for len(lines) < limit {
			k := bytes.Index(data[off:], w)
			if k < 0 {
				break
			}
			l := lineAround(data, k+off)
			if !seen[l[0]] {
				seen[l[0]] = true
				lines = append(lines, l)
			}
			off = l[1]
		}
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i][0] < lines[j][0] })
	return lines
}
