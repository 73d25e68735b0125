package tomlfile

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// AppendString appends s as a TOML basic string. Control characters are
// escaped so that every value stays on one line; other characters,
// including non-ASCII ones, are written as they are, so the file reads
// like the text it records. Invalid UTF-8 (which TOML cannot hold)
// becomes U+FFFD.
func AppendString(b []byte, s string) []byte {
	b = append(b, '"')
	if plainString(s) {
		b = append(b, s...)
		return append(b, '"')
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == '"':
			b = append(b, `\"`...)
		case r == '\\':
			b = append(b, `\\`...)
		case r == '\n':
			b = append(b, `\n`...)
		case r == '\t':
			b = append(b, `\t`...)
		case r == '\r':
			b = append(b, `\r`...)
		case r < 0x20 || r == 0x7f:
			b = fmt.Appendf(b, `\u%04X`, r)
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	return append(b, '"')
}

// plainString reports whether s needs no escaping (the common case, kept
// fast for large lockfiles).
func plainString(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c == '"' || c == '\\' || c >= 0x7f {
			return false
		}
	}
	return true
}

// Quote is s as a TOML basic string (see AppendString).
func Quote(s string) string { return string(AppendString(nil, s)) }

// AppendStrings appends a one-line TOML array of strings.
func AppendStrings(b []byte, list []string) []byte {
	b = append(b, '[')
	for i, s := range list {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = AppendString(b, s)
	}
	return append(b, ']')
}

// QuoteList is list as a one-line TOML array of strings.
func QuoteList(list []string) string { return string(AppendStrings(nil, list)) }

// IsCommentLine reports whether line (without its newline) holds only a
// comment.
func IsCommentLine(line string) bool {
	return strings.HasPrefix(strings.TrimLeft(line, " \t"), "#")
}

// IsBlankLine reports whether line holds only white space.
func IsBlankLine(line string) bool { return strings.TrimSpace(line) == "" }
