package tomlfile

import (
	"bytes"
	"strconv"
	"unicode/utf8"
)

// The lexing shared by the three hand-written readers of TOML text: the
// statement scanner (scan.go), the nesting guard (guard.go) and the
// lock's fast parser (package lock). Each of them must skip strings and
// comments the way the decoder does, so that a bracket, a quote or a '#'
// inside one is not taken for syntax; each did that with a copy of its
// own, and the copies differed at the edges (a quote inside a closing
// run, a backslash before a newline, TOML 1.1's \e and \x escapes).

// text is the input of the lexing helpers: the scanner works on a string,
// the guard on the bytes it was given.
type text interface{ ~string | ~[]byte }

// stringEnd returns the offset just past the string that opens at src[i]
// (a double or a single quote): a basic or literal string, or either's multi-line
// form. ok is false when the string is not closed: a one-line string then
// ends at the newline that ends its line (end is that newline's offset),
// a multi-line one at the end of src. A backslash in a basic string
// escapes the byte after it.
func stringEnd[T text](src T, i int) (end int, ok bool) {
	q := src[i]
	basic := q == '"'
	if i+2 < len(src) && src[i+1] == q && src[i+2] == q {
		for j := i + 3; j < len(src); j++ {
			switch c := src[j]; {
			case c == '\\' && basic:
				j++
			case c == q && j+2 < len(src) && src[j+1] == q && src[j+2] == q:
				// Up to two more quotes belong to the content.
				n := 3
				for n < 5 && j+n < len(src) && src[j+n] == q {
					n++
				}
				return j + n, true
			}
		}
		return len(src), false
	}
	for j := i + 1; j < len(src); j++ {
		switch c := src[j]; {
		case c == '\\' && basic:
			j++
		case c == q:
			return j + 1, true
		case c == '\n':
			return j, false
		}
	}
	return len(src), false
}

// isMultiline reports whether the string opening at src[i] is a
// multi-line one.
func isMultiline[T text](src T, i int) bool {
	return i+2 < len(src) && src[i+1] == src[i] && src[i+2] == src[i]
}

// commentEnd returns the offset of the newline that ends the comment
// starting at src[i], or len(src).
func commentEnd[T text](src T, i int) int {
	for i < len(src) && src[i] != '\n' {
		i++
	}
	return i
}

// ParseBasicString parses the one-line TOML basic string at the start of
// b ("…" with TOML's escapes), returning its value and what follows it.
// ok is false for anything else, an escape TOML does not define
// included: the caller then leaves the text to the decoder. Control
// characters are not looked for: the lock's parser refuses them before,
// and the scanner reads only documents the decoder accepted.
func ParseBasicString(b []byte) (s string, rest []byte, ok bool) {
	if len(b) == 0 || b[0] != '"' {
		return "", nil, false
	}
	b = b[1:]
	// Fast case: no escapes.
	end := bytes.IndexAny(b, "\"\\\n")
	if end >= 0 && b[end] == '"' {
		return string(b[:end]), b[end+1:], true
	}
	var out []byte
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch c {
		case '"':
			return string(out), b[i+1:], true
		case '\n':
			return "", nil, false
		case '\\':
			if i+1 >= len(b) {
				return "", nil, false
			}
			i++
			switch b[i] {
			case '"', '\\':
				out = append(out, b[i])
			case 'n':
				out = append(out, '\n')
			case 't':
				out = append(out, '\t')
			case 'r':
				out = append(out, '\r')
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case 'e':
				out = append(out, 0x1b)
			case 'x', 'u', 'U':
				n := 4
				switch b[i] {
				case 'x':
					n = 2
				case 'U':
					n = 8
				}
				if i+n >= len(b) {
					return "", nil, false
				}
				hex := b[i+1 : i+1+n]
				v, err := strconv.ParseUint(string(hex), 16, 32)
				r := rune(v)
				if err != nil || !utf8.ValidRune(r) || bytes.ContainsAny(hex, "+-_") {
					return "", nil, false
				}
				out = utf8.AppendRune(out, r)
				i += n
			default:
				return "", nil, false
			}
		default:
			out = append(out, c)
		}
	}
	return "", nil, false
}
