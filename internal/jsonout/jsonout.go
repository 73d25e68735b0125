// Package jsonout is the one JSON encoding of everything skillpin prints
// for tools (every --json and --format json): two-space indentation, one
// value per line end, and '<', '>' and '&' written as they are — the
// output is read by programs, not embedded in HTML, and the same string
// must look the same whichever command printed it.
package jsonout

import (
	"encoding/json"
	"io"
)

// Write encodes v on w, followed by a newline.
func Write(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
