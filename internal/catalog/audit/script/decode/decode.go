// Package decode turns literal text in an encoding (base64, base32, hex,
// rot13, reversed text, character codes, escape sequences, compressed
// data) back into what it says, for the script analysis to read.
package decode

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"encoding/ascii85"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// The decoders take literal text and return what it decodes to; ok is
// false when the text is not of that encoding. Output is bounded by the
// analysis's budget (flow's Unit.Take).

// Base64 decodes standard or URL base64, padded or not, ignoring
// whitespace.
func Base64(s string) (string, bool) {
	s = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\n' || r == '\r' || r == '\t' {
			return -1
		}
		return r
	}, s)
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding, base64.RawStdEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil {
			return string(b), true
		}
	}
	return "", false
}

// UTF16Base64 decodes base64 of little-endian UTF-16, the encoding of
// PowerShell's -EncodedCommand.
func UTF16Base64(s string) (string, bool) {
	b, ok := Base64(s)
	if !ok || len(b)%2 != 0 {
		return "", false
	}
	r := make([]rune, 0, len(b)/2)
	for i := 0; i+1 < len(b); i += 2 {
		r = append(r, rune(uint16(b[i])|uint16(b[i+1])<<8))
	}
	return string(r), true
}

// Base32 decodes base32.
func Base32(s string) (string, bool) {
	s = strings.ToUpper(strings.TrimSpace(s))
	for _, enc := range []*base32.Encoding{base32.StdEncoding, base32.StdEncoding.WithPadding(base32.NoPadding)} {
		if b, err := enc.DecodeString(s); err == nil {
			return string(b), true
		}
	}
	return "", false
}

// Ascii85 decodes Adobe's base85 (Python's a85decode, with or without
// its <~ ~> frame).
func Ascii85(s string) (string, bool) {
	s = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(s), "<~"), "~>")
	dst := make([]byte, 4*len(s)/5+4)
	n, _, err := ascii85.Decode(dst, []byte(s), true)
	if err != nil {
		return "", false
	}
	return string(dst[:n]), true
}

// b85Alphabet is RFC 1924's base85 (Python's b85decode, git's binary
// patches).
const b85Alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"

// Base85 decodes RFC 1924's base85.
func Base85(s string) (string, bool) {
	s = strings.TrimSpace(s)
	var out []byte
	for i := 0; i < len(s); i += 5 {
		chunk := s[i:min(i+5, len(s))]
		pad := 5 - len(chunk)
		var acc uint64
		for k := 0; k < 5; k++ {
			d := 84 // padding with the last digit
			if k < len(chunk) {
				if d = strings.IndexByte(b85Alphabet, chunk[k]); d < 0 {
					return "", false
				}
			}
			acc = acc*85 + uint64(d)
		}
		if acc > 0xffffffff {
			return "", false
		}
		b := []byte{byte(acc >> 24), byte(acc >> 16), byte(acc >> 8), byte(acc)}
		out = append(out, b[:4-pad]...)
	}
	return string(out), true
}

// Hex decodes hexadecimal text.
func Hex(s string) (string, bool) {
	s = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\n' || r == ':' || r == '\r' {
			return -1
		}
		return r
	}, strings.TrimPrefix(strings.TrimSpace(s), "0x"))
	s = strings.ReplaceAll(s, `\x`, "")
	b, err := hex.DecodeString(s)
	return string(b), err == nil
}

// Rot13 rotates the letters of s by 13.
func Rot13(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+13)%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+13)%26
		}
		return r
	}, s)
}

// Reverse is s spelled backwards.
func Reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

// Unescape decodes backslash escapes (\xHH, \NNN octal, \uHHHH,
// \u{H…}, \UHHHHHHHH, \n…) as C-like languages and printf spell them;
// n counts the escapes that hid a character (hex, octal, unicode).
func Unescape(s string) (out string, n int) {
	if !strings.Contains(s, `\`) {
		return s, 0
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch e := s[i]; e {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(s[i:j], 8, 8)
			b.WriteByte(byte(v))
			n++
			i = j - 1
		case 'x':
			j := i + 1
			for j < len(s) && j < i+3 && isHex(s[j]) {
				j++
			}
			if j == i+1 {
				b.WriteString(`\x`)
				continue
			}
			v, _ := strconv.ParseUint(s[i+1:j], 16, 8)
			b.WriteByte(byte(v))
			n++
			i = j - 1
		case 'u', 'U':
			j, end := i+1, i+5
			if e == 'U' {
				end = i + 9
			}
			if j < len(s) && s[j] == '{' {
				k := strings.IndexByte(s[j:], '}')
				if k < 0 || k > 9 {
					b.WriteByte('\\')
					b.WriteByte(e)
					continue
				}
				if v, err := strconv.ParseUint(s[j+1:j+k], 16, 32); err == nil && utf8.ValidRune(rune(v)) {
					b.WriteRune(rune(v))
					n++
				}
				i = j + k
				continue
			}
			if end > len(s) {
				b.WriteByte('\\')
				b.WriteByte(e)
				continue
			}
			v, err := strconv.ParseUint(s[j:end], 16, 32)
			if err != nil || !utf8.ValidRune(rune(v)) {
				b.WriteByte('\\')
				b.WriteByte(e)
				continue
			}
			b.WriteRune(rune(v))
			n++
			i = end - 1
		default:
			b.WriteByte(e)
		}
	}
	return b.String(), n
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// CharCodes reads a list of numbers as character codes (String.fromCharCode,
// chr(…) joined, [char]…).
func CharCodes(vs []value.Value) (string, bool) {
	var b strings.Builder
	for _, v := range vs {
		if !v.Known {
			return "", false
		}
		n, err := strconv.ParseInt(strings.TrimSpace(v.S), 0, 32)
		if err != nil || n < 0 || !utf8.ValidRune(rune(n)) {
			return "", false
		}
		b.WriteRune(rune(n))
	}
	return b.String(), b.Len() > 0
}

// Printable reports decoded text that reads as text (most decoders
// accept random data; code and commands are text).
func Printable(s string) bool {
	if !utf8.ValidString(s) || s == "" {
		return false
	}
	bad := 0
	for _, r := range s {
		if r < 0x20 && r != '\n' && r != '\r' && r != '\t' {
			bad++
		}
	}
	return bad*20 <= len(s)
}

// Inflate decompresses s when it is gzip, zlib or (tried last) raw
// deflate data, to at most limit bytes: compressed, then encoded, is how
// a payload gets past a scanner that decodes once. ok is false when s is
// none of them or inflates past limit (a decompression bomb).
func Inflate(s string, limit int) (string, bool) {
	var r io.Reader
	b := []byte(s)
	switch {
	case len(b) > 2 && b[0] == 0x1f && b[1] == 0x8b:
		z, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			return "", false
		}
		r = z
	case len(b) > 2 && b[0] == 0x78 && (b[1] == 0x01 || b[1] == 0x5e || b[1] == 0x9c || b[1] == 0xda):
		z, err := zlib.NewReader(bytes.NewReader(b))
		if err != nil {
			return "", false
		}
		r = z
	default:
		r = flate.NewReader(bytes.NewReader(b))
	}
	out, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	if err != nil && len(out) == 0 || len(out) > limit || len(out) == 0 {
		return "", false
	}
	return string(out), true
}

// UU decodes uuencoded text: lines whose first character gives their
// length, each four characters three bytes (Perl's and Ruby's unpack
// "u", Python's binascii.a2b_uu, uudecode's body); a "begin MODE NAME"
// line and an "end" line around them are dropped.
func UU(s string) (string, bool) {
	var b strings.Builder
	lines := strings.Split(strings.TrimSpace(strings.ReplaceAll(s, "\r", "")), "\n")
	if len(lines) > 0 && strings.HasPrefix(lines[0], "begin ") {
		lines = lines[1:]
	}
	n := 0
	for _, l := range lines {
		if l == "end" {
			break
		}
		if l == "" || l == "`" {
			continue
		}
		want := int((l[0] - 32) & 63)
		body := l[1:]
		if len(body) < (want*4+2)/3 {
			return "", false
		}
		var out []byte
		for i := 0; i+4 <= len(body) && len(out) < want; i += 4 {
			var q [4]byte
			for k := 0; k < 4; k++ {
				c := body[i+k]
				if c < 32 || c > 96 {
					return "", false
				}
				q[k] = (c - 32) & 63
			}
			out = append(out, q[0]<<2|q[1]>>4, q[1]<<4|q[2]>>2, q[2]<<6|q[3])
		}
		if len(out) < want {
			// A short last group: the characters there are.
			rest := body[len(out)/3*4:]
			if len(rest) >= 2 {
				q0, q1 := (rest[0]-32)&63, (rest[1]-32)&63
				out = append(out, q0<<2|q1>>4)
				if len(rest) >= 3 {
					q2 := (rest[2] - 32) & 63
					out = append(out, q1<<4|q2>>2)
				}
			}
		}
		if len(out) > want {
			out = out[:want]
		}
		b.Write(out)
		if n += want; n == 0 {
			return "", false
		}
	}
	if b.Len() == 0 {
		return "", false
	}
	return b.String(), true
}
