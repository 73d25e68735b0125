package codeliteral

import (
	"bytes"
	"regexp"
	"strings"
	"sync"
	"unicode"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// Two shapes of text whose structure says what it is: a template's
// fill-in slot (which wraps no message) and code that acts.

// slotRE is a bracketed slot of a template: a short text in <…> or […]
// with no brackets, quotes or markup inside. (Compiled on first use
// without a package-level sync.OnceValue, which would allocate at every
// command's start.)
func slotRE() *regexp.Regexp {
	slotOnce.Do(func() {
		slotRe = regexp.MustCompile(`<[^<>/"'\s][^<>"'\n]{0,38}>|\[[^\[\]"'\n]{1,40}\]`)
	})
	return slotRe
}

var (
	slotOnce sync.Once
	slotRe   *regexp.Regexp
)

// Placeholder reports a match, [start, end) of line, that is itself one
// bracketed word among two or more other slots of the same brackets on
// its line (`| <NAME> | <SYSTEM> | <METHOD> |`, `WHEN [event] THEN
// [system] SHALL [response]`), with no closing tag and no message beside
// them: a template's fill-in slot, which wraps no text and so poses as
// no one.
func Placeholder(line []byte, start, end int) bool {
	t := line[start:end]
	if len(t) < 3 || !(t[0] == '<' && t[len(t)-1] == '>' || t[0] == '[' && t[len(t)-1] == ']') || t[1] == '/' {
		return false
	}
	word := bytes.ToLower(bytes.Trim(t, "<>[]"))
	if bytes.Contains(bytes.ToLower(line), []byte("</"+string(word))) {
		return false
	}
	others := 0
	rest := slotRE().ReplaceAllFunc(line, func(s []byte) []byte {
		if s[0] == t[0] {
			others++
		}
		return []byte(" ")
	})
	// Around the slots, only a table's pipes, a list's marker,
	// punctuation and a template's few capitalised keywords (WHEN, THEN,
	// SHALL): no message for a header to introduce.
	words := 0
	for _, w := range bytes.FieldsFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !bytes.Equal(w, bytes.ToUpper(w)) {
			return false
		}
		words++
	}
	return others-1 >= 2 && words <= 3
}

// Acts reports code that uses a primitive by which Python, JavaScript
// or shell code acts rather than defines: what runs code or a process,
// loads native code or objects, decodes, or changes files (the audit
// asks about the network apart). Language primitives, not the author's
// words: code without any of them only imports, defines and computes.
//
// Setting the import path is not acting, unless the file also names a
// place outside the skill (the home directory, the environment, an
// absolute or temporary path): then what it imports is code the skill
// does not ship.
func Acts(data []byte) bool {
	return actsRE().Match(data) || importPathRE().Match(data) && outsideRE().Match(data)
}

// actsRE is Acts's expression, compiled on first use without a
// package-level sync.OnceValue, which would allocate at every command's
// start.
func actsRE() *regexp.Regexp {
	actsOnce.Do(func() {
		actsRe = regexp.MustCompile(`\b(?:exec\w*|eval|compile|__import__|import_module|importlib|getattr|globals|__builtins__|__dict__|system|popen\w*|Popen|subprocess|spawn\w*|fork|pty|child_process|Function|ctypes|cffi|cdll|dlopen|marshal|pickle|dill|shelve|socket|b\d\ddecode|b64decode|decodebytes|unhexlify|fromhex|codecs|zlib|gzip|bz2|lzma|zipfile|tarfile|atob|Buffer|write\w*|append\w*|unlink|remove|rmtree|rename|replace|chmod|chown|mkdir|makedirs|symlink|shutil|copy\w*|move|truncate|register|atexit)\b|\bopen\([^)]*['"][wax+]`)
	})
	return actsRe
}

var (
	actsOnce sync.Once
	actsRe   *regexp.Regexp
	pathOnce sync.Once
	pathRe   [2]*regexp.Regexp
)

// importPathRE and outsideRE are Acts's import path and the places
// outside a skill, compiled on first use as actsRE.
func importPathRE() *regexp.Regexp { compilePaths(); return pathRe[0] }
func outsideRE() *regexp.Regexp    { compilePaths(); return pathRe[1] }

func compilePaths() {
	pathOnce.Do(func() {
		pathRe[0] = regexp.MustCompile(`\bsys\.path\b|\bsite\.addsitedir\b|\bPYTHONPATH\b|\bmodule\.paths\b|\bNODE_PATH\b`)
		pathRe[1] = regexp.MustCompile(`\bexpanduser\b|\bPath\.home\b|\bhomedir\b|\benviron\b|\bgetenv\b|process\.env|["'](?:/\w[^"'\s]*/|~|[A-Za-z]:\\)`)
	})
}

// groupSyntaxRE: besides regexSyntaxRE's constructs, what a pattern
// list's lines are written with: an optional or alternating group
// ((all )?, (a|b)), a lazy or bounded quantifier.
var groupSyntaxRELazy lazyre.RE

func groupSyntaxRE() *regexp.Regexp {
	return groupSyntaxRELazy.Get(`\)[?*+]|\([^()]*\|[^()]*\)|[*+?]\?|\{\d+(?:,\d*)?\}`)
}

// PatternList reports a text of regular expressions, one a line: at
// least three lines besides blanks and # comments, every one of which
// compiles, and most of which use regular-expression syntax.
func PatternList(data []byte) bool {
	n, rx := 0, 0
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if _, err := regexp.Compile(l); err != nil {
			return false
		}
		n++
		if regexSyntaxRE().MatchString(l) || groupSyntaxRE().MatchString(l) {
			rx++
		}
	}
	return n >= 3 && rx*3 >= n*2
}

// compileRE: a primitive that compiles or matches regular expressions
// read from elsewhere (Python's re, JavaScript's RegExp, Go's regexp,
// grep -f).
var compileRELazy lazyre.RE

func compileRE() *regexp.Regexp {
	return compileRELazy.Get(`\bre\.(?:compile|search|match|fullmatch|findall|finditer)\s*\(|\bnew\s+RegExp\s*\(|\bregexp\.(?:MustCompile|Compile)\s*\(|\b(?:e|f)?grep\b[^\n|;]*\s-(?:[A-Za-z]*f|-file[= ])`)
}

// CompilesPatterns reports code that compiles or matches regular
// expressions it reads, and otherwise acts on nothing (Acts, with the
// regex module's own compile, which runs no code, set aside).
func CompilesPatterns(data []byte) bool {
	if !compileRE().Match(data) {
		return false
	}
	code := reCompileRE().ReplaceAll(data, []byte("re.search"))
	// The words of a string literal act on nothing (errors="replace");
	// a file mode ("w", "ab+") stays, for open(…) to be read by it, and
	// an f-string, whose braces run code.
	code = shortStringRE().ReplaceAllFunc(code, func(q []byte) []byte {
		i := bytes.IndexAny(q, `"'`)
		if fileModeRE().Match(q[i:]) || bytes.ContainsAny(q[:i], "fF") {
			return q
		}
		return append(q[:i:i], `""`...)
	})
	return !Acts(code)
}

var (
	reCompileRELazy   lazyre.RE
	shortStringRELazy lazyre.RE
	fileModeRELazy    lazyre.RE
)

func reCompileRE() *regexp.Regexp { return reCompileRELazy.Get(`\bre\.compile\b`) }

func shortStringRE() *regexp.Regexp {
	return shortStringRELazy.Get(`[A-Za-z]{0,2}(?:"[^"\\\n]*"|'[^'\\\n]*')`)
}

func fileModeRE() *regexp.Regexp { return fileModeRELazy.Get(`^["'][rwxabt+]{1,3}["']$`) }
