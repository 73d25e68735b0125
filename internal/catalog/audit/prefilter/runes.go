package prefilter

import (
	"io"
	"unicode/utf8"
)

// RuneCounter is an io.RuneReader over a text that counts the bytes the
// regexp engine read: the cost of an attempt.
type RuneCounter struct {
	text []byte
	i    int
	Read int // over every text given by Reset
}

// Reset starts reading text (Read goes on counting).
func (rc *RuneCounter) Reset(text []byte) { rc.text, rc.i = text, 0 }

// ReadRune reads the next rune, as io.RuneReader.
func (rc *RuneCounter) ReadRune() (rune, int, error) {
	if rc.i >= len(rc.text) {
		return 0, 0, io.EOF
	}
	c := rc.text[rc.i]
	if c < utf8.RuneSelf {
		rc.i++
		rc.Read++
		return rune(c), 1, nil
	}
	r, n := utf8.DecodeRune(rc.text[rc.i:])
	rc.i += n
	rc.Read += n
	return r, n, nil
}
