// Package codeliteral reads a line of code for what it holds that runs
// nothing: a line comment (Comment), and string literals that are data
// rather than a command — a regular expression by its syntax, or the
// items of a list of literals (Data); and where a Markdown line's inline
// code spans are (InCodeSpan) and a Markdown text's code fences open and
// close (FenceMarks); a template's fill-in slot, which wraps no
// message (Placeholder); code that uses no primitive that acts (Acts).
// The audit's comment, data_literal, code, placeholder and code_acts
// conditions ask it, from the text's own syntax, never from what a skill
// says about itself. It is a leaf: lines in, yes or no out.
package codeliteral

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Comment reports whether the text before a match on its line (before)
// opens a line comment: #, //, REM or :: at the start of the line; # or
// // after a blank outside quotes. A shebang (#!) is not a comment.
func Comment(before string) bool {
	t := strings.TrimLeft(before, " \t")
	switch {
	case strings.HasPrefix(t, "#!"), strings.HasPrefix(t, "//go:generate "):
		// A #! line, and a directive go generate runs as a command.
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

// MaxLine bounds the line the code contexts read, so that a file of
// long lines with many matches costs what reading it does: a longer line
// (minified or generated code) is read as neither a comment nor a list.
const MaxLine = 4096

// isWordByte reports a byte of a word as a regexp's \b reads one.
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

// Data reports whether a match lies in string literals of code
// that are data rather than a command: the literal holding it is a
// regular expression by its syntax; or its line is a list of string
// literals and nothing else (an assignment or key before, brackets and
// commas between) — several of them, or one continuing a list on the
// line above or below — in which the match spans items, or sits in an
// item with no blank (a host, a path, a name: not a command line), or
// the list has three items or more and none of them is what an argument
// vector hands to a shell or interpreter (sh, -c, powershell…).
//
// The match is [off, end) of line (end may run past it); neighbours are
// the lines above and below line, as far as there are such lines no
// longer than MaxLine.
func Data(line string, off, end int, neighbours []string) bool {
	if len(line) > MaxLine {
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
	if len(lits) == 1 && !slices.ContainsFunc(neighbours, ListLine) {
		return false
	}
	// A YAML sequence beside what an argument vector hands to a shell
	// (`- sh`, `- -c`) is a command's argv, not data.
	if len(lits) == 1 && slices.ContainsFunc(neighbours, argvItem) {
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
	// A YAML sequence's item: one literal after the dash, nothing after.
	if len(lits) == 1 && yamlItem(between[0]) {
		return strings.TrimSpace(between[1]) == ""
	}
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

// yamlItem reports the dash (and blanks) that open a YAML sequence's
// item.
func yamlItem(head string) bool {
	t := strings.TrimLeft(head, " \t")
	return len(t) >= 2 && t[0] == '-' && (t[1] == ' ' || t[1] == '\t') && strings.TrimSpace(t[1:]) == ""
}

// argvItem reports a line that is one item of a list whose literal is
// what an argument vector hands to a shell or interpreter.
func argvItem(line string) bool {
	lits, between, ok := literalsOf(line)
	return ok && len(lits) == 1 && listLine(lits, between) && argvWordsRE().MatchString(strings.TrimSpace(lits[0].text))
}

// ListLine reports a line that holds only string literals, as the items
// of a list (see listLine).
func ListLine(line string) bool {
	lits, between, ok := literalsOf(line)
	return ok && len(lits) > 0 && listLine(lits, between)
}

// InCodeSpan reports whether byte rel of a Markdown line sits in an
// inline code span. As in CommonMark, a span opens with a run of
// backticks and closes with the next run of the same length, so a span
// opened by two backticks (how a document writes the !`cmd` syntax)
// holds single backticks; a run that no run of its length closes is
// text.
func InCodeSpan(line []byte, rel int) bool {
	for i := 0; i < len(line) && i <= rel; {
		if line[i] != '`' {
			i++
			continue
		}
		n := runLen(line, i)
		open := i + n
		j := open
		for j < len(line) {
			if line[j] != '`' {
				j++
				continue
			}
			if k := runLen(line, j); k == n {
				break
			} else {
				j += k
			}
		}
		if j >= len(line) {
			i = open // no closer: the run is text
			continue
		}
		if rel >= open && rel < j {
			return true
		}
		i = j + n
	}
	return false
}

// runLen is the length of the run of backticks starting at i.
func runLen(b []byte, i int) int {
	n := 0
	for i+n < len(b) && b[i+n] == '`' {
		n++
	}
	return n
}
