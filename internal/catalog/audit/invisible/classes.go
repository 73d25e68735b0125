package invisible

import "encoding/binary"

// Hidden-character classes a text may hold, found in one pass over its
// bytes (their UTF-8 lead sequences) before any detector decodes it.
const (
	MayTag       = 1 << iota // U+E0000–U+E007F: F3 A0 80–81
	MayBidi                  // U+202A–202E, U+2066–2069: E2 80 AA–AE, E2 81 A6–A9
	MayInvisible             // anything else above U+007F: decoded and checked
)

// Classes says which of the classes d may hold (the detectors that have
// anything to look at).
func Classes(d []byte) int {
	c := 0
	for i := 0; i < len(d); i++ {
		// ASCII eight bytes at a time: most text is nothing else.
		for i+8 <= len(d) && binary.LittleEndian.Uint64(d[i:])&0x8080808080808080 == 0 {
			i += 8
		}
		if i == len(d) {
			break
		}
		b := d[i]
		if b < 0x80 {
			continue
		}
		switch {
		case b == 0xF3 && i+2 < len(d) && d[i+1] == 0xA0 && (d[i+2] == 0x80 || d[i+2] == 0x81):
			c |= MayTag
		case b == 0xE2 && i+2 < len(d) && (d[i+1] == 0x80 && d[i+2] >= 0xAA && d[i+2] <= 0xAE || d[i+1] == 0x81 && d[i+2] >= 0xA6 && d[i+2] <= 0xA9):
			c |= MayBidi
		case b == 0xE2 && i+2 < len(d) && (d[i+1] == 0x80 && (d[i+2] < 0x8B || d[i+2] > 0x8F && d[i+2] < 0xAA || d[i+2] > 0xAF) || d[i+1] >= 0x82 && d[i+1] <= 0xBF):
			// punctuation, arrows, symbols: visible
		case b >= 0xC3 && b <= 0xCC, b >= 0xCE && b <= 0xDF:
			// Latin, Greek, Cyrillic, Hebrew, Arabic letters: visible
		default:
			c |= MayInvisible
		}
	}
	return c
}
