// Package jsonout is the one JSON encoding of everything skillpin prints
// for tools (every --json and --format json): two-space indentation, one
// value per line end, and '<', '>' and '&' written as they are — the
// output is read by programs, not embedded in HTML, and the same string
// must look the same whichever command printed it.
//
// What the output holds of bytes from outside (names, content, a remote's
// words) is the data itself, escaped the JSON way so that a program reads
// exactly those bytes back, and so that the text of the output holds no
// character safetext would show escaped: every control character (C0,
// DEL, C1), bidirectional control, invisible or other hidden character
// is written as \uXXXX, and so is the '#' of a "##[" CI workflow command.
// The output is printable ASCII and visible Unicode only, safe in a
// terminal or a CI log.
package jsonout

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Write encodes v on w, followed by a newline.
func Write(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(Escape(buf.Bytes()))
	return err
}

// Escape rewrites encoded JSON so that it holds no hidden character raw
// and no "##[": each is written as a \u escape, which decodes to the same
// value. b must be valid JSON as encoding/json writes it (whose only raw
// control character is the newline between values).
func Escape(b []byte) []byte {
	if clean(b) {
		return b
	}
	out := make([]byte, 0, len(b)+64)
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		switch {
		case r == '\n':
			out = append(out, '\n')
		case r == '#' && bytes.HasPrefix(b[i:], []byte("##[")):
			out = append(out, `\u0023`...)
		case r == utf8.RuneError && n == 1:
			out = append(out, `\ufffd`...) // encoding/json never writes one
		case safetext.Hidden(r):
			if r > 0xffff {
				r1, r2 := utf16.EncodeRune(r)
				out = fmt.Appendf(out, `\u%04x\u%04x`, r1, r2)
			} else {
				out = fmt.Appendf(out, `\u%04x`, r)
			}
		default:
			out = append(out, b[i:i+n]...)
		}
		i += n
	}
	return out
}

// clean reports output that needs no rewriting: printable ASCII and
// newlines, and no "##[" (the common case, kept fast).
func clean(b []byte) bool {
	for i, c := range b {
		if c >= 0x7f || c < 0x20 && c != '\n' || c == '#' && bytes.HasPrefix(b[i:], []byte("##[")) {
			return false
		}
	}
	return true
}
