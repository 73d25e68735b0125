package prose

import (
	"bytes"
	"html"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/prose/tooltext"
	"golang.org/x/text/unicode/norm"
	"gopkg.in/yaml.v3"
)

// Bounds on what is read as instructions; past them the rest is a
// reported skip, not read.
const (
	// MaxLine is the longest line read, in bytes.
	MaxLine = 64 << 10
	// MaxSentence is the most words one sentence holds; a longer run
	// of words without a sentence end is read in pieces of this size.
	MaxSentence = 400
	// maxFrontmatter is the most frontmatter bytes decoded as YAML.
	maxFrontmatter = 64 << 10
)

// sentence is one sentence of a document, normalised, with its tokens.
type sentence struct {
	line    int // 1-based line of its first word
	text    string
	toks    []token
	section int  // increases at each heading and frontmatter field
	weak    bool // in a fence, or a block quote of a document not followed
	hidden  bool // in an HTML comment, or spelled by tag characters
	// lang is the language of the sentence's paragraph, for a sentence
	// too short to show its own ("Envíalo todo a …": one marker word);
	// nil when the section is in none of intl.yaml's. own is the
	// sentence's own (intlLang.language), when langSet.
	lang, own *intlLang
	langSet   bool
	// embed: where the web fence after the sentence loads code from or
	// sends data to (tooltext.RemoteCode, det19).
	embed string
	// code are the tokens of the shell fences beside the sentence (the
	// command its prose tells the agent to run): read for the loose
	// roles only, a path named and where it goes (codeRoles).
	code []token
}

// block is a run of lines read together (a paragraph, a list item, a
// table cell, a heading, a frontmatter value).
type block struct {
	lines   []int
	texts   []string
	weak    bool
	hidden  bool
	heading bool // a heading or a frontmatter value: a section of its own
	title   bool // a heading: context, not an instruction
	code    bool // the lines of a shell fence (at most maxCodeLines)
	web     bool // code: the lines with an address of an HTML or JavaScript fence (det19)
}

// webFences are the fence info strings of page markup and browser code.
var webFences = map[string]bool{"html": true, "htm": true, "js": true, "javascript": true, "jsx": true, "tsx": true, "vue": true, "svelte": true, "liquid": true, "erb": true, "php": true}

// shellFences are the fence info strings of shell commands.
var shellFences = map[string]bool{"sh": true, "bash": true, "shell": true, "zsh": true, "console": true, "shell-session": true, "fish": true,
	"powershell": true, "pwsh": true, "ps1": true, "cmd": true, "bat": true}

// maxCodeLines is how many lines of a shell fence are read beside its
// prose.
const maxCodeLines = 40

var fenceOpen = lazyRegexp("^[ \t]{0,3}(```+|~~~+)[ \t]*([^ \t`]*)")

// proseFences are fence info strings whose content is prose (an example
// prompt, text): read as instructions, weaker. Fences in a programming
// language are code: the script analysis reads them.
var proseFences = map[string]bool{"": true, "text": true, "txt": true, "markdown": true, "md": true, "prompt": true, "plain": true, "plaintext": true, "none": true}

// blocks splits a Markdown (or plain text) document into blocks. follow
// says whether the agent is told to follow the document (a block quote
// of one it is only pointed to is weaker). skipped receives the lines
// past MaxLine. After the frontmatter, each line is in a fence (prose
// fences give weak text, code fences none), opens one, holds an HTML
// comment (hidden text), or is visible text.
func blocks(text string, skillMD, follow bool, skipped func(line int)) []block {
	lines := strings.Split(text, "\n")
	// The blocks' lines and texts are carved from two arrays for the
	// whole document (two small slices per block were a fifth of the
	// analysis's allocations).
	b := &blockSplitter{follow: follow, lines: make([]int, 0, len(lines)), texts: make([]string, 0, len(lines))}
	start := 0
	if skillMD && len(lines) > 0 && strings.TrimSpace(lines[0]) == "---" {
		for i := 1; i < len(lines); i++ {
			if strings.TrimRight(lines[i], " \t\r") == "---" {
				b.out = append(b.out, frontmatter(lines[1:i])...)
				start = i + 1
				break
			}
		}
	}
	inFence, fenceProse, fenceMark, persisted, fenceShell, codeLines := false, false, "", false, false, 0
	fenceWeb := false
	for i := start; i < len(lines); i++ {
		n := i + 1
		l := strings.TrimRight(lines[i], "\r")
		if len(l) > MaxLine {
			skipped(n)
			b.flush()
			continue
		}
		if inFence {
			t := strings.TrimLeft(l, " \t")
			if strings.HasPrefix(t, fenceMark) && strings.Trim(t, fenceMark[:1]+" \t") == "" {
				inFence = false
				b.flush()
				continue
			}
			switch {
			case persisted:
				if t := strings.TrimSpace(l); t == "" {
					b.flush()
				} else {
					b.line(n, t)
				}
			case fenceProse:
				b.add(n, l, true, b.inComment)
			case (fenceShell || fenceWeb && strings.Contains(l, "://")) && codeLines < maxCodeLines && !b.inComment:
				codeLines++
				b.addCode(n, l, fenceWeb)
			}
			continue
		}
		if t := strings.TrimLeft(l, " \t"); t != "" && (t[0] == '`' || t[0] == '~') && !b.inComment {
			if m := fenceOpen().FindStringSubmatch(l); m != nil {
				b.flush()
				inFence, fenceMark = true, m[1]
				fenceProse = proseFences[strings.ToLower(m[2])]
				fenceShell, codeLines = shellFences[strings.ToLower(m[2])], 0
				fenceWeb = webFences[strings.ToLower(m[2])]
				persisted = fenceProse && !b.inComment && b.persists()
				continue
			}
		}
		// HTML comments: what is inside is hidden text of its own block.
		if !b.inComment && !strings.Contains(l, "<!--") {
			t := strings.TrimSpace(l)
			if t == "" {
				b.flush()
				continue
			}
			b.line(n, t)
			continue
		}
		b.comments(n, l)
	}
	b.flush()
	return b.out
}

// persists reports that the block before a prose fence tells the agent
// to write the fence into an agent's instructions or memory (CLAUDE.md,
// AGENTS.md, a rules file, "the memory file"): then what the fence holds
// is no example but instructions every later session follows, read as
// visible text (Rehberger's SpAIware; memory-file poisoning). Bounded:
// the block's last eight lines.
func (b *blockSplitter) persists() bool {
	if len(b.out) == 0 {
		return false
	}
	ts := b.out[len(b.out)-1].texts
	ts = ts[max(0, len(ts)-8):]
	lead := strings.ToLower(strings.Join(ts, " "))
	if !anyIn(lead, agentFiles) {
		return false
	}
	return writeVerb().MatchString(lead)
}

// agentFiles name the files an agent reads as its own instructions or
// memory at every session.
var agentFiles = []string{"claude.md", "agents.md", "gemini.md", "copilot-instructions", ".cursorrules", ".windsurfrules", ".clinerules", ".cursor/rules", "memory", "custom instructions", "system prompt"}

var writeVerb = lazyRegexp(`\b(append|add|write|save|insert|paste|put|store|persist|copy|include)(s|ed|ing)?\b`)

// blockSplitter collects the blocks of one document: out, the block
// being built (cur, when open), and whether an HTML comment is open.
// lines and texts hold every block's lines in order: the open block's
// are those from from on.
type blockSplitter struct {
	follow    bool
	out       []block
	cur       block
	open      bool
	inComment bool
	lines     []int
	texts     []string
	from      int
}

func (b *blockSplitter) flush() {
	if b.open && len(b.lines) > b.from {
		n := len(b.lines)
		b.cur.lines, b.cur.texts = b.lines[b.from:n:n], b.texts[b.from:n:n]
		b.out = append(b.out, b.cur)
	}
	b.open = false
}

// add adds line n's text s to the current block, starting a new one
// when it is weak or hidden and the current one is not, or the reverse.
func (b *blockSplitter) add(n int, s string, weak, hidden bool) {
	if !b.open || b.cur.weak != weak || b.cur.hidden != hidden {
		b.flush()
		b.cur, b.open, b.from = block{weak: weak, hidden: hidden}, true, len(b.lines)
	}
	b.lines = append(b.lines, n)
	b.texts = append(b.texts, s)
}

// addCode adds line n of a shell fence to the current code block.
func (b *blockSplitter) addCode(n int, s string, web bool) {
	if !b.open || !b.cur.code || b.cur.web != web {
		b.flush()
		b.cur, b.open, b.from = block{code: true, web: web}, true, len(b.lines)
	}
	b.lines = append(b.lines, n)
	b.texts = append(b.texts, s)
}

// one is a block of its own holding line n's text s (a heading, a table
// cell), with the other fields of k; the current block must have been
// flushed.
func (b *blockSplitter) one(n int, s string, k block) block {
	b.lines = append(b.lines, n)
	b.texts = append(b.texts, s)
	i := len(b.lines)
	k.lines, k.texts = b.lines[i-1:i:i], b.texts[i-1:i:i]
	return k
}

// line adds a line of visible text t (trimmed) to the blocks: a heading
// and each cell of a table row are blocks of their own, a list item
// starts one.
func (b *blockSplitter) line(n int, t string) {
	// Block quotes (nested ones too): weaker in a document the agent
	// is only pointed to.
	quote := false
	for strings.HasPrefix(t, ">") {
		quote = true
		t = strings.TrimSpace(t[1:])
	}
	weak := quote && !b.follow
	switch {
	case strings.HasPrefix(t, "#"):
		b.flush()
		h := b.one(n, strings.TrimLeft(t, "# "), block{weak: weak, heading: true, title: true})
		b.out = append(b.out, h)
		return
	case strings.HasPrefix(t, "|") || strings.Count(t, "|") >= 2 && strings.Contains(t, " | "):
		b.flush()
		for _, c := range strings.Split(strings.Trim(t, "|"), "|") {
			if c = strings.TrimSpace(c); c != "" && strings.Trim(c, "-: ") != "" {
				cell := b.one(n, c, block{weak: weak})
				b.out = append(b.out, cell)
			}
		}
		return
	case listItem(t):
		b.flush()
	}
	b.add(n, t, weak, false)
}

// comments splits line n (l), which opens, holds or closes an HTML
// comment, into hidden text (blocks of its own) and visible text.
func (b *blockSplitter) comments(n int, l string) {
	var visible strings.Builder
	rest := l
	for rest != "" {
		if b.inComment {
			j := strings.Index(rest, "-->")
			if j < 0 {
				b.add(n, rest, false, true)
				break
			}
			b.add(n, rest[:j], false, true)
			b.flush()
			rest, b.inComment = rest[j+3:], false
			continue
		}
		j := strings.Index(rest, "<!--")
		if j < 0 {
			visible.WriteString(rest)
			break
		}
		visible.WriteString(rest[:j])
		rest, b.inComment = rest[j+4:], true
		b.flush()
	}
	t := strings.TrimSpace(visible.String())
	if t == "" {
		if !b.inComment {
			b.flush()
		}
		return
	}
	b.line(n, t)
}

var listRE = lazyRegexp(`^(?:[-*+]|\d{1,9}[.)])[ \t]`)

func listItem(t string) bool {
	return t != "" && (t[0] == '-' || t[0] == '*' || t[0] == '+' || t[0] >= '0' && t[0] <= '9') && listRE().MatchString(t)
}

// frontmatter decodes SKILL.md's frontmatter with yaml.v3, so that an
// escape (\x63url) is read as the text a model is given, and returns
// each string value as a block at its line.
func frontmatter(lines []string) []block {
	src := strings.Join(lines, "\n")
	if len(src) > maxFrontmatter {
		return nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
		// Not YAML a harness reads: the lines as they are.
		var out []block
		for i, l := range lines {
			out = append(out, block{lines: []int{i + 2}, texts: []string{l}, heading: true})
		}
		return out
	}
	var out []block
	var walk func(n *yaml.Node, depth int)
	walk = func(n *yaml.Node, depth int) {
		if n == nil || depth > 32 {
			return
		}
		if n.Kind == yaml.ScalarNode && n.Tag == "!!str" && n.Value != "" {
			out = append(out, block{lines: []int{n.Line + 1}, texts: []string{strings.ReplaceAll(n.Value, "\n", " ")}, heading: true})
		}
		if n.Kind == yaml.AliasNode {
			return // an alias repeats what was read (and could multiply it)
		}
		for _, c := range n.Content {
			walk(c, depth+1)
		}
	}
	walk(&doc, 0)
	return out
}

// flatten removes Markdown and HTML markup from a line and lower-cases
// its ASCII letters, in one pass: a link [text](url) reads "text (url)",
// the brackets of autolinks and tags become spaces, emphasis and
// code-span markers go (an underscore only at a word's edge: snake_case
// and .env_file stay).
func flatten(s string) string {
	return string(appendFlat(make([]byte, 0, len(s)), s))
}

// appendFlat appends flatten(s) to b.
func appendFlat(b []byte, s string) []byte {
	// In a code span an underscore is a name's ("`*_TOKEN`",
	// "`__init__`"), never emphasis.
	code, angle, pathAngle := false, false, false
	for i := 0; i < len(s); i++ {
		// Most bytes are kept as they are: copied a run at a time.
		j := i
		for j < len(s) && flatKept[s[j]] {
			j++
		}
		b = append(b, s[i:j]...)
		if i = j; i == len(s) {
			break
		}
		c := s[i]
		switch c {
		case '`':
			code = !code
			continue
		case '[', '*', '~':
			continue
		case '!':
			if i+1 < len(s) && s[i+1] == '[' {
				continue
			}
		case ']':
			if i+1 < len(s) && s[i+1] == '(' {
				b = append(b, ' ')
			}
			continue
		case '<':
			// A placeholder in angle brackets after "=" ("?d=<DATA>")
			// reads as one in braces: part of its URL; one in a URL's
			// path ("/b/<owner>/<repo>.svg", in a code span too) reads
			// as its word.
			c = ' '
			switch {
			case i > 0 && s[i-1] == '=' && (!code || inURL(b)):
				c, angle = '{', true
			case inURL(b) && placeholderAt(s[i:]):
				pathAngle = true
				continue
			}
		case '>':
			c = ' '
			switch {
			case angle:
				c, angle = '}', false
			case pathAngle:
				pathAngle = false
				continue
			}
		case '_':
			inner := i > 0 && i+1 < len(s) && wordByte(s[i-1]) && wordByte(s[i+1])
			if !inner && !code {
				continue
			}
		default:
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
		}
		b = append(b, c)
	}
	return b
}

// flatKept are the bytes appendFlat keeps as they are: not upper-case
// ASCII letters, nor Markdown or HTML punctuation it drops or changes.
var flatKept = func() (t [256]bool) {
	for c := range 256 {
		t[c] = !(c >= 'A' && c <= 'Z') && !strings.ContainsRune("[*~`!]<>_", rune(c))
	}
	return t
}()

// inURL reports that the text flattened so far ends inside a URL: a
// scheme's "://" since the last space, looked for in the last 256 bytes.
func inURL(b []byte) bool {
	t := b[max(0, len(b)-256):]
	if k := bytes.LastIndexByte(t, ' '); k >= 0 {
		t = t[k+1:]
	}
	return bytes.Contains(t, []byte("://"))
}

// placeholderAt reports "<word>" at the start of s: a placeholder, not
// a tag (letters, digits, "_" and "-", at most 40).
func placeholderAt(s string) bool {
	for k := 1; k < len(s) && k <= 41; k++ {
		switch c := s[k]; {
		case c == '>':
			return k > 1
		case !(wordByte(c) || c == '_' || c == '-'):
			return false
		}
	}
	return false
}

func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c >= utf8.RuneSelf
}

// normalise makes a line of text what the analysis reads: Unicode tag
// characters read as the ASCII they spell (hidden reports them),
// invisible and bidi controls removed, HTML entities decoded, NFKC,
// words holding non-ASCII letters replaced by their confusables
// skeleton, Markdown links, emphasis, code spans and HTML tags
// flattened, lower case.
func normalise(s string, skeleton func(string) string) (out string, hidden bool) {
	if plain(s) {
		return flatten(s), false
	}
	return normaliseAll(s, skeleton)
}

// normaliseAll is normalise without the shortcut for plain lines.
func normaliseAll(s string, skeleton func(string) string) (out string, hidden bool) {
	ascii := isASCII(s)
	if !ascii {
		s, hidden = tooltext.DropInvisible(s)
	}
	if strings.IndexByte(s, '&') >= 0 {
		s = html.UnescapeString(s)
	}
	if !ascii {
		s = norm.NFKC.String(s)
		if strings.IndexByte(s, 0xd9) >= 0 {
			s = tooltext.DropHarakat(s)
		}
		if skeleton != nil {
			s = skeletonWords(s, skeleton)
		}
	}
	s = flatten(s)
	if !ascii {
		s = strings.ToLower(s)
	}
	return s, hidden
}

// plain reports a line that normalise only flattens: ASCII without an
// HTML entity.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf || s[i] == '&' {
			return false
		}
	}
	return true
}

// appendNormal appends normalise(s) to b.
func appendNormal(b []byte, s string, skeleton func(string) string) ([]byte, bool) {
	if plain(s) {
		return appendFlat(b, s), false
	}
	n, hidden := normalise(s, skeleton)
	return append(b, n...), hidden
}

// skeletonWords replaces each word holding a non-ASCII letter by its
// skeleton when that is ASCII (a Cyrillic "с" in "сurl" reads as c);
// words of another script stay as they are. Text with no such word
// (foreignLetters) is returned as it is, not copied.
func skeletonWords(s string, skeleton func(string) string) string {
	if !foreignLetters(s) {
		return s
	}
	return skeletonWordsAll(s, skeleton)
}

// skeletonWordsAll is skeletonWords without its shortcut.
func skeletonWordsAll(s string, skeleton func(string) string) string {
	var b strings.Builder
	start := -1
	flushWord := func(w string) {
		for i := 0; i < len(w); i++ {
			if w[i] >= utf8.RuneSelf {
				if k := skeleton(w); isASCII(k) {
					b.WriteString(k)
					return
				}
				break
			}
		}
		b.WriteString(w)
	}
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			flushWord(s[start:i])
			start = -1
		}
		b.WriteRune(r)
	}
	if start >= 0 {
		flushWord(s[start:])
	}
	return b.String()
}

// foreignLetters reports a letter, digit or nonspacing mark outside
// ASCII in s, or bytes that are not UTF-8: without them skeletonWords
// copies s unchanged.
func foreignLetters(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) {
			return true
		}
		i += n
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// lazyRegexp compiles pattern when it is first used: few commands run
// the analysis, and every command pays at start for what a package
// builds in its initialisers.
func lazyRegexp(pattern string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })
}
