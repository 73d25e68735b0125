// The nesting guard refuses TOML documents nested deeper than any file
// skillpin reads ever needs, before they reach the TOML decoder: the
// decoder's time and memory grow with the square of the nesting depth, so
// a 200 KB skills.toml of nested inline tables, committed to a repository
// a reviewer clones, would take many gigabytes to reject.

package tomlfile

import "fmt"

// MaxDepth is the deepest nesting of arrays and inline tables accepted.
// skillpin's files use three levels at most.
const MaxDepth = 32

// DepthError is a document nested deeper than MaxDepth.
type DepthError struct {
	Line, Col int // 1-based position of the bracket that went too deep
}

func (e *DepthError) Error() string {
	return fmt.Sprintf("arrays and inline tables are nested more than %d levels deep", MaxDepth)
}

// CheckDepth scans data lexically (strings and comments skipped, so brackets
// inside them do not count) and returns a *DepthError at the first '[' or
// '{' that opens level MaxDepth+1. Table headers count as a level while
// they are open. It never fails on other malformed input: the decoder
// reports that.
func CheckDepth(data []byte) error {
	depth, line, lineStart := 0, 1, 0
	for i := 0; i < len(data); i++ {
		switch c := data[i]; c {
		case '\n':
			line, lineStart = line+1, i+1
		case '#':
			for i+1 < len(data) && data[i+1] != '\n' {
				i++
			}
		case '"', '\'':
			end, lines, last := skipString(data, i)
			if lines > 0 {
				line, lineStart = line+lines, last
			}
			i = end
		case '[', '{':
			if depth++; depth > MaxDepth {
				return &DepthError{Line: line, Col: i - lineStart + 1}
			}
		case ']', '}':
			if depth > 0 {
				depth--
			}
		}
	}
	return nil
}

// skipString returns the index of the last byte of the string starting at
// data[i] (a quote), how many newlines it spans and the offset just past
// its last newline. An unterminated string runs to the end of its line
// (single-line) or of the data (multi-line).
func skipString(data []byte, i int) (end, lines, lastLineStart int) {
	q := data[i]
	multi := i+2 < len(data) && data[i+1] == q && data[i+2] == q
	j := i + 1
	if multi {
		j = i + 3
	}
	for ; j < len(data); j++ {
		c := data[j]
		switch {
		case c == '\\' && q == '"':
			if j+1 < len(data) && data[j+1] == '\n' {
				lines, lastLineStart = lines+1, j+2
			}
			j++ // the escaped byte
		case c == '\n':
			if !multi {
				return j - 1, lines, lastLineStart
			}
			lines, lastLineStart = lines+1, j+1
		case c == q && !multi:
			return j, lines, lastLineStart
		case c == q && j+2 < len(data) && data[j+1] == q && data[j+2] == q:
			// TOML allows up to two more quotes inside the closing run.
			j += 2
			for k := 0; k < 2 && j+1 < len(data) && data[j+1] == q; k++ {
				j++
			}
			return j, lines, lastLineStart
		}
	}
	return len(data) - 1, lines, lastLineStart
}
