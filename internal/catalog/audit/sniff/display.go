package sniff

import (
	"path"
	"strings"
)

// A table of strings on one line (fp16): a Python or JavaScript line
// that is one literal display — dicts, lists and tuples of plain
// strings, numbers and constants, optionally after `NAME =`, `NAME:
// annotation =` or `const NAME =` — calls nothing: whatever its strings
// hold runs only if code on another line runs it, and the rules read
// those strings as they read any text. The brackets, colons and commas
// that lay out the table are its structure, not statements run
// together, so dense counts only the punctuation inside its strings, as
// it counts a long string's (base64 data). A call, an attribute, an
// operator, an f-string or template, a second statement or two values
// side by side make the line code, counted whole as before.

// displayFile reports a file whose literal displays are read by
// displayPunct: Python and JavaScript or TypeScript. Shell, PowerShell
// and batch files are not (quoted words side by side are a command).
func displayFile(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".py", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts":
		return true
	}
	return false
}

// lineDisplay is displayPunct for a file whose displays are read.
func lineDisplay(line []byte, displays bool) (int, bool) {
	if !displays {
		return 0, false
	}
	return displayPunct(line)
}

// displayPunct returns the number of ; { } ( ) inside the strings of
// line when the line is one literal display, and ok false when it is
// not.
func displayPunct(line []byte) (punct int, ok bool) {
	punct, ok, _ = displayScan(line)
	return punct, ok
}

// displayScan is displayPunct, with the bytes it looked at past the
// assignment's target (work: its tests hold it to one pass).
func displayScan(line []byte) (punct int, ok bool, work int) {
	i := assignTarget(line)
	value := false   // the last token was a value (a string, number, constant or closed bracket)
	comma := false   // the last token was a comma (a line may end in one)
	var stack []byte // open brackets
	for i < len(line) {
		work++
		c := line[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '\'' || c == '"':
			if value {
				return 0, false, work
			}
			n, end, good := plainString(line, i)
			work += end - i - 1
			if !good {
				return 0, false, work
			}
			punct += n
			i, value = end, true
		case c == '{' || c == '[' || c == '(':
			if value { // a call, a subscript or a block
				return 0, false, work
			}
			stack = append(stack, c)
			i++
		case c == '}' || c == ']' || c == ')':
			if len(stack) == 0 || stack[len(stack)-1] != opener(c) {
				return 0, false, work
			}
			stack = stack[:len(stack)-1]
			i, value = i+1, true
		case c == ',' || c == ':':
			if !value { // (outside brackets: a line of a display that spans lines)
				return 0, false, work
			}
			comma = c == ','
			i, value = i+1, false
		case c == ';':
			if !value || len(stack) != 0 || !allBlank(line[i+1:]) {
				return 0, false, work // only a statement's closing semicolon
			}
			i = len(line)
		case c == '-' || c == '+' || c >= '0' && c <= '9':
			if value {
				return 0, false, work
			}
			j := i
			if c == '-' || c == '+' {
				j++
				if j >= len(line) || line[j] < '0' || line[j] > '9' {
					return 0, false, work
				}
			}
			for j < len(line) && (identByte(line[j]) || line[j] == '.') {
				j++
			}
			work += j - i - 1
			i, value = j, true
		case identByte(c):
			j := i
			for j < len(line) && identByte(line[j]) {
				j++
			}
			work += j - i - 1
			w := string(line[i:j])
			if j < len(line) && (line[j] == '\'' || line[j] == '"') && stringPrefix(w) {
				i = j // r'…', b"…", u'…': the string follows
				continue
			}
			if value || !constantWord(w) {
				return 0, false, work
			}
			i, value = j, true
		default:
			return 0, false, work
		}
	}
	return punct, (value || comma) && len(stack) == 0, work
}

func opener(c byte) byte {
	switch c {
	case '}':
		return '{'
	case ']':
		return '['
	}
	return '('
}

// assignTarget returns where the value of `NAME =`, `NAME: type =`,
// `const NAME =` or `a.b =` starts, or 0 when the line has no such
// target: the part before the first `=` holds only names, dots,
// brackets, commas, colons, bars and blanks, and the `=` is no `==`.
func assignTarget(line []byte) int {
	for i, c := range line {
		switch {
		case c == '=':
			if i == 0 || i+1 < len(line) && line[i+1] == '=' {
				return 0
			}
			return i + 1
		case identByte(c), c == ' ', c == '\t', c == '.', c == '[', c == ']', c == ',', c == ':', c == '|':
		default:
			return 0
		}
	}
	return 0
}

// plainString reads the quoted string at line[i] (single or double
// quote, backslash escapes, on this line): the ; { } ( ) it holds, and
// the index after it (or after what was read: ok false). A
// triple-quoted string is not read.
func plainString(line []byte, i int) (punct, end int, ok bool) {
	q := line[i]
	if i+2 < len(line) && line[i+1] == q && line[i+2] == q {
		return 0, i + 3, false
	}
	for j := i + 1; j < len(line); j++ {
		switch line[j] {
		case '\\':
			j++
		case q:
			return punct, j + 1, true
		case ';', '{', '}', '(', ')':
			punct++
		}
	}
	return 0, len(line), false
}

func identByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// stringPrefix: Python's prefixes of a plain string (never f, which
// runs code in its braces).
func stringPrefix(w string) bool {
	switch strings.ToLower(w) {
	case "r", "b", "u", "rb", "br":
		return true
	}
	return false
}

func constantWord(w string) bool {
	switch w {
	case "True", "False", "None", "true", "false", "null":
		return true
	}
	return false
}
