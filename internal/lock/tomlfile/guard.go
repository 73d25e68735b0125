// The nesting guard refuses TOML documents nested deeper than any file
// skillpin reads ever needs, before they reach the TOML decoder: the
// decoder's time and memory grow with the square of the nesting depth, so
// a 200 KB skills.toml of nested inline tables, committed to a repository
// a reviewer clones, would take many gigabytes to reject.

package tomlfile

import (
	"bytes"
	"fmt"
)

// MaxDepth is the deepest nesting of arrays and inline tables accepted.
// skillpin's files use three levels at most.
const MaxDepth = 32

// DepthError is a document nested deeper than MaxDepth.
type DepthError struct {
	Line, Col int // 1-based position of the bracket that went too deep
}

func (e *DepthError) Error() string {
	return fmt.Sprintf("arrays, inline tables and dotted keys are nested more than %d levels deep", MaxDepth)
}

// CheckDepth scans data lexically (strings and comments skipped, so brackets
// inside them do not count) and returns a *DepthError at the first '[' or
// '{' that opens level MaxDepth+1. Table headers count as a level while
// they are open. It never fails on other malformed input: the decoder
// reports that.
//
// It is lexical on purpose: a guard built on a parser sees nothing past
// the first thing that parser refuses, and whatever the decoder accepts
// there (a byte-order mark, say) would let the nesting behind it through.
//
// A dotted key nests as deep as it has parts (a.b.c is three tables), and
// costs the decoder the same square: a run of more than MaxDepth dots
// between two delimiters ('=', ',', a bracket, a line break) is refused
// at the dot that went too deep. No value has more than one dot (a float),
// so only keys reach the limit.
func CheckDepth(data []byte) error {
	depth, dots := 0, 0
	deep := func(i int) error {
		lineStart := bytes.LastIndexByte(data[:i], '\n') + 1
		return &DepthError{Line: 1 + bytes.Count(data[:i], []byte("\n")), Col: i - lineStart + 1}
	}
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '#':
			i = commentEnd(data, i) - 1
		case '"', '\'':
			end, _ := stringEnd(data, i)
			i = end - 1
		case '.':
			if dots++; dots > MaxDepth {
				return deep(i)
			}
		case '=', ',', '\n':
			dots = 0
		case '[', '{':
			dots = 0
			if depth++; depth > MaxDepth {
				return deep(i)
			}
		case ']', '}':
			dots = 0
			if depth > 0 {
				depth--
			}
		}
	}
	return nil
}
