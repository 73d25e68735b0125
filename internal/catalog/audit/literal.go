package audit

import (
	"bytes"
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/hosts"
)

// Two contexts read what a match is in code, from the code's own syntax,
// never from what the skill says about itself:
//
//   - comment: the match is in a line comment of code (a script, or a
//     fenced code block of a Markdown document). Nothing runs it.
//   - data_literal: the match is in string literals that are data, not a
//     command: a regular expression (by its syntax: \s*, (?i), \., [^…]),
//     or items of a list of string literals (a scanner's indicators, a
//     table of hosts or paths), which no shell or interpreter runs as
//     written.
//
// Both lower a high finding of a rule about what code does to medium:
// shown, not failing, and no capability is inferred from it. A critical
// one (a paste host the line sends to, a hidden payload) stays critical,
// and the analyses (script flows, instructions by role) are not lowered
// at all: a comment or a literal that is later run, decoded or sent is
// theirs to find.

// codeFamilies are the rule families about what code does. The others
// (instructions to the model, hidden text, look-alike names) find text
// the agent reads, which a comment or a string literal can carry as well
// as prose.
func codeFamily(family string) bool {
	switch family {
	case "injection", "hidden", "names":
		return false
	}
	return true
}

// inCode reports whether the match is in code: a file that is not
// Markdown, or a fenced code block of a Markdown file.
func (m *match) inCode() bool {
	if !m.fc.markdown {
		return true
	}
	m.fc.computeRanges()
	return within(m.fc.fences, m.start)
}

// inComment reports whether the match is in a line comment of code: the
// text before it on its line opens a comment (#, //, REM or :: at the
// start of the line; # or // after a blank outside quotes). A shebang
// (#!) and a Markdown heading outside a fence are not comments.
func (m *match) inComment() bool {
	if !m.inCode() {
		return false
	}
	_, ls, _ := m.fc.line(m.start)
	if m.start-ls > maxCodeLine {
		return false
	}
	before := string(m.fc.data[ls:m.start])
	t := strings.TrimLeft(before, " \t")
	switch {
	case strings.HasPrefix(t, "#!"):
		return false
	case strings.HasPrefix(t, "#"), strings.HasPrefix(t, "//"), strings.HasPrefix(t, "::"),
		len(t) >= 4 && strings.EqualFold(t[:4], "rem "):
		return true
	}
	return trailingComment(before)
}

// trailingComment reports a comment opened on the line before the
// match: # or // after a blank, outside quotes.
func trailingComment(before string) bool {
	var quote byte
	for i := 0; i < len(before); i++ {
		c := before[i]
		switch {
		case quote != 0:
			if c == '\\' && quote != '\'' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		case i > 0 && (before[i-1] == ' ' || before[i-1] == '\t') &&
			(c == '#' || c == '/' && i+1 < len(before) && before[i+1] == '/'):
			return true
		}
	}
	return false
}

// literal is a string literal on a line: its bounds (quotes included)
// and its text between the quotes.
type literal struct {
	start, end int
	text       string
}

// literalsOf splits a line into its string literals (double, single or
// backtick quotes, with a one-letter prefix such as r, b or f) and the
// code between them; ok is false when a quote is left open.
func literalsOf(line string) (lits []literal, between []string, ok bool) {
	last := 0
	for i := 0; i < len(line); i++ {
		c := line[i]
		if c != '"' && c != '\'' && c != '`' {
			continue
		}
		// A quote inside a word (don't, it's) is not one; after a
		// one-letter prefix (r'…', b'…') it is.
		if c == '\'' && i > 0 && isWordByte(line[i-1]) && !(strings.IndexByte("rRbBfFuU", line[i-1]) >= 0 && (i == 1 || !isWordByte(line[i-2]))) {
			continue
		}
		j := i + 1
		for ; j < len(line); j++ {
			if line[j] == '\\' {
				j++
				continue
			}
			if line[j] == c {
				break
			}
		}
		if j >= len(line) {
			return nil, nil, false
		}
		start := i
		if i > 0 && strings.IndexByte("rRbBfFuU", line[i-1]) >= 0 && (i == 1 || !isWordByte(line[i-2])) {
			start = i - 1
		}
		between = append(between, line[last:start])
		lits = append(lits, literal{start: start, end: j + 1, text: line[i+1 : j]})
		last = j + 1
		i = j
	}
	between = append(between, line[last:])
	return lits, between, true
}

// maxCodeLine bounds the line the code contexts read, so that a file of
// long lines with many matches costs what reading it does: a longer line
// (minified or generated code) is read as neither a comment nor a list.
const maxCodeLine = 4096

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

var (
	// testGapRE: code between two literals that tests them (a
	// membership test, a comparison, a condition), and concatRE: code
	// that joins them into one value.
	testGapRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:in|not|and|or|if|elif|else|includes|contains|startswith|endswith|match)\b|==|!=|&&|\|\|`)
	})
	concatRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`[+%&]|\.\.|\bjoin\b|\bformat\b|\bconcat\b|\$\(|\$\{`)
	})
	// regexSyntaxRE: what a regular expression is written with and a
	// command never is: a quantified class (\s*, \d+, \w+), a word
	// boundary, an inline flag, .* or .+, an escaped dot, bracket,
	// parenthesis or bar, a negated class.
	regexSyntaxRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\\[sSdDwW][*+?{]|\\b|\(\?[imsx]+\)|\.[*+]|\\[.()|\[\]{}]|\[\^`)
	})
	// listGapRE: what may stand between the items of a list of literals
	// (a comma), listHeadRE before the first (an assignment and an
	// opening bracket, or a key whose value is a list: not a map entry's
	// key, whose value a tool may run, as package.json's scripts) and
	// listTailRE after the last.
	listGapRE  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s*,\s*$`) })
	listHeadRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*(?:(?:[\w.$]+\s*(?::\s*[\w.\[\]]+\s*)?(?:=|:=)\s*)?[\[({]*|(?:["'][\w.-]+["']|[\w.-]+)\s*:\s*\[+)\s*$`)
	})
	listTailRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*[\])}]*\s*[,;]?\s*[\])}]*\s*[,;]?\s*(?:(?:#|//).*)?$`)
	})
	argvWordsRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:-c|/c|/k|-e|-Command|-EncodedCommand|-enc|-ec|(?:/(?:usr/)?bin/)?(?:ba|z|da|k|c|fi)?sh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh|python[0-9.]*|node|perl|ruby|php|osascript|eval|exec)$`)
	})
)

// dataLiteral reports whether the match lies in string literals of code
// that are data rather than a command: the literal holding it is a
// regular expression by its syntax; or its line is a list of string
// literals and nothing else (an assignment or key before, brackets and
// commas between) — several of them, or one continuing a list on the
// line above or below — in which the match spans items, or sits in an
// item with no blank (a host, a path, a name: not a command line), or
// the list has three items or more and none of them is what an argument
// vector hands to a shell or interpreter (sh, -c, powershell…).
func (m *match) dataLiteral() bool {
	if !m.inCode() {
		return false
	}
	n, ls, _ := m.fc.line(m.start)
	off, end := m.start-ls, m.end-ls
	line := m.lineText
	if len(line) > maxCodeLine {
		return false // minified or generated: no list a person wrote
	}
	lits, between, ok := literalsOf(line)
	if !ok || len(lits) == 0 {
		return false
	}
	in := -1 // the literal holding the start of the match
	for i, l := range lits {
		if l.start <= off && off < l.end {
			in = i
			break
		}
	}
	if in < 0 {
		return false
	}
	if end <= lits[in].end && regexSyntaxRE().MatchString(lits[in].text) {
		return true
	}
	if end > lits[in].end && compared(lits, between, in, end) {
		return true
	}
	if !listLine(lits, between) {
		return false
	}
	if len(lits) == 1 && !m.listNeighbour(n) {
		return false
	}
	spans := end > lits[in].end
	word := !strings.ContainsAny(strings.TrimSpace(lits[in].text), " \t")
	if spans || word {
		return true
	}
	if len(lits) < 3 {
		return false
	}
	for _, l := range lits {
		if argvWordsRE().MatchString(strings.TrimSpace(l.text)) {
			return false
		}
	}
	return true
}

// compared reports a match running from literal in into a later literal
// of its line across code that tests them rather than joins them
// (`"curl" in line and "| sh" in line`): no one string holds it.
func compared(lits []literal, between []string, in, end int) bool {
	tested := false
	for i := in + 1; i < len(lits) && lits[i].start < end; i++ {
		gap := between[i]
		if concatRE().MatchString(gap) {
			return false
		}
		tested = tested || testGapRE().MatchString(gap)
	}
	return tested
}

// listLine reports a line that holds only string literals, as the items
// of a list: before the first an assignment, brackets or a key whose
// value is a list, between them commas, after the last brackets and a
// comma or a comment.
func listLine(lits []literal, between []string) bool {
	if !listHeadRE().MatchString(between[0]) || !listTailRE().MatchString(between[len(between)-1]) {
		return false
	}
	for _, b := range between[1 : len(between)-1] {
		if !listGapRE().MatchString(b) {
			return false
		}
	}
	// One literal alone is an item only when a comma follows it.
	return len(lits) > 1 || strings.Contains(between[1], ",")
}

// listNeighbour reports whether the line above or below line n is a list
// of literals too: a lone item continues a list.
func (m *match) listNeighbour(n int) bool {
	fc := m.fc
	fc.line(0)
	for _, k := range []int{n - 2, n} { // 0-based indexes of the lines above and below
		if k < 0 || k >= len(fc.lineStarts) {
			continue
		}
		s := fc.lineStarts[k]
		e := len(fc.data)
		if k+1 < len(fc.lineStarts) {
			e = fc.lineStarts[k+1] - 1
		}
		if e-s > maxCodeLine {
			continue
		}
		lits, between, ok := literalsOf(string(fc.data[s:e]))
		if ok && len(lits) > 0 && listLine(lits, between) {
			return true
		}
	}
	return false
}

// A paste, tunnel or webhook host is where data is dropped only at an
// address someone owns: a paste's path, a tunnel's or collaborator's
// subdomain, a bot's token, a webhook's id. Two contexts read whose
// address the match is, from its shape:
//
//   - service_name: the match is the service's bare name (pastebin.com,
//     webhook.site, interact.sh), with no path and no subdomain: a
//     service named, not anyone's drop.
//   - user_address: the part that owns the address follows the match as
//     a variable or a placeholder ($TOKEN, ${BOT_TOKEN}, <TOKEN>,
//     {bot_token}) that no line of the file sets to a literal: the user's
//     own bot or hook, configured outside the skill.

// serviceName reports a match that is a bare risky host (hosts.RiskyName, an
// optional www.), not followed by a path.
func (m *match) serviceName() bool {
	s := strings.ToLower(string(m.fc.data[m.start:m.end]))
	if i := strings.Index(s, "://"); i >= 0 {
		s = s[i+3:]
	}
	s = strings.TrimPrefix(s, "www.")
	if strings.Contains(s, "/") || !hosts.RiskyName(s) {
		return false
	}
	rest := m.fc.data[m.end:]
	return !(len(rest) > 1 && rest[0] == '/' && !isSpaceOrClose(rest[1]))
}

func isSpaceOrClose(c byte) bool {
	return strings.IndexByte(" \t\r\n)]}>`'\",;|", c) >= 0
}

var placeholderRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:\$\{?([A-Za-z_]\w*)\}?|<([A-Za-z_][\w-]*)>|\{([A-Za-z_]\w*)\}|%s|%\(([A-Za-z_]\w*)\)s)`)
})

// userAddress reports an address whose owning part (what follows the
// match) is a variable or placeholder the file does not set to a
// literal.
func (m *match) userAddress() bool {
	rest := m.fc.data[m.end:min(len(m.fc.data), m.end+80)]
	// The owning part follows the path the pattern took (/bot,
	// /api/webhooks/) or a slash after the host.
	rest = bytes.TrimPrefix(rest, []byte("/"))
	sm := placeholderRE().FindSubmatch(rest)
	if sm == nil {
		return false
	}
	name := ""
	for _, g := range sm[1:] {
		if len(g) > 0 {
			name = string(g)
		}
	}
	if name == "" {
		return true // %s: filled in by the caller
	}
	return !m.fc.setsLiteral(name)
}

// setsLiteral reports whether a line of the file sets name to a literal
// that could be a token (twelve or more letters, digits, _ : -), once
// per name and file: the matches of a file share the answer.
func (fc *fileContext) setsLiteral(name string) bool {
	if v, ok := fc.literalSet[name]; ok {
		return v
	}
	set := regexp.MustCompile(`(?m)(?:^|[\s;{(,])(?:export\s+|let\s+|const\s+|var\s+)?` + regexp.QuoteMeta(name) + `\s*[:=]\s*["']?[A-Za-z0-9_:-]{12,}`)
	v := set.Match(fc.data)
	if fc.literalSet == nil {
		fc.literalSet = map[string]bool{}
	}
	fc.literalSet[name] = v
	return v
}
