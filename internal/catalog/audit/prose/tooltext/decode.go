package tooltext

import (
	"bytes"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Decode returns data as UTF-8 text: UTF-16 with a byte order mark
// decoded, invalid bytes dropped. ok is false for text with NUL bytes
// otherwise (not text a model is given as instructions).
func Decode(data []byte) (string, bool) {
	switch {
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}), bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		be := data[0] == 0xfe
		u := make([]uint16, 0, len(data)/2)
		for i := 2; i+1 < len(data); i += 2 {
			if be {
				u = append(u, uint16(data[i])<<8|uint16(data[i+1]))
			} else {
				u = append(u, uint16(data[i+1])<<8|uint16(data[i]))
			}
		}
		return string(utf16.Decode(u)), true
	case bytes.IndexByte(data, 0) >= 0:
		return "", false
	}
	s := strings.TrimPrefix(string(data), "\ufeff")
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "")
	}
	return s, true
}
