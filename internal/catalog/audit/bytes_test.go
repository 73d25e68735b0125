package audit

import (
	"bytes"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/keywords"
)

// byteTexts are texts for hiddenClasses' word-at-a-time loop: random bytes and
// random mixes of ASCII letters (at the edges of 'A'..'Z'), control
// bytes and the lead bytes of hidden characters, of every length
// around a multiple of eight.
func byteTexts() [][]byte {
	r := rand.New(rand.NewPCG(5, 9))
	pick := []byte("@AZ[`az{ \n\t\x00\x7f\x80\xbf\xc3\xe2\xf3\xa0\x81\x8b\xff")
	var out [][]byte
	for n := range 40 {
		for range 200 {
			b := make([]byte, n)
			for i := range b {
				if r.IntN(3) == 0 {
					b[i] = byte(r.IntN(256))
				} else {
					b[i] = pick[r.IntN(len(pick))]
				}
			}
			out = append(out, b)
		}
	}
	// Hidden characters at every offset within and across words.
	for _, h := range []string{"\U000E0041", "\u202e", "\u200b", "é", "€"} {
		for i := range 17 {
			out = append(out, []byte(string(bytes.Repeat([]byte("a"), i))+h+"AbcdefgHIJKLMNOP"))
		}
	}
	return out
}

// TestHiddenClasses holds hiddenClasses, which steps over ASCII eight
// bytes at a time, equal to its byte-by-byte loop.
func TestHiddenClasses(t *testing.T) {
	for _, b := range byteTexts() {
		want := 0 // the loop before it skipped ASCII words
		for i, c := range b {
			switch {
			case c < 0x80:
			case c == 0xF3 && i+2 < len(b) && b[i+1] == 0xA0 && (b[i+2] == 0x80 || b[i+2] == 0x81):
				want |= mayTag
			case c == 0xE2 && i+2 < len(b) && (b[i+1] == 0x80 && b[i+2] >= 0xAA && b[i+2] <= 0xAE || b[i+1] == 0x81 && b[i+2] >= 0xA6 && b[i+2] <= 0xA9):
				want |= mayBidi
			case c == 0xE2 && i+2 < len(b) && (b[i+1] == 0x80 && (b[i+2] < 0x8B || b[i+2] > 0x8F && b[i+2] < 0xAA || b[i+2] > 0xAF) || b[i+1] >= 0x82 && b[i+1] <= 0xBF):
			case c >= 0xC3 && c <= 0xCC, c >= 0xCE && c <= 0xDF:
			default:
				want |= mayInvisible
			}
		}
		fc := &fileContext{data: b, hidden: -1}
		if got := fc.hiddenClasses(); got != want {
			t.Fatalf("hiddenClasses(%q) = %b, byte by byte %b", b, got, want)
		}
	}
}

// BenchmarkHiddenClasses runs hiddenClasses over 1 MiB of Markdown-like
// ASCII text.
func BenchmarkHiddenClasses(b *testing.B) {
	text := bytes.Repeat([]byte("Run `curl -fsSL https://Example.com/x.sh` and READ the Output.\n"), 1<<20/64)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		fc := &fileContext{data: text, hidden: -1}
		fc.hiddenClasses()
	}
}

// BenchmarkKeywordScan runs the rules' keyword index over the test
// data's Markdown files, lower-cased, as prepare does.
func BenchmarkKeywordScan(b *testing.B) {
	var text []byte
	for _, dir := range []string{"../../../testdata/audit/benign", "../../../testdata/audit/eval/tune"} {
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
				if data, err := os.ReadFile(p); err == nil {
					text = append(text, data...)
				}
			}
			return nil
		})
	}
	if len(text) < 1<<16 {
		b.Fatalf("only %d bytes: the test data was not found", len(text))
	}
	keywords.Lower(text, text)
	ki := Default().keywordIndex()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		ki.Scan(text)
	}
}

// lowerASCII lowercases ASCII letters (for the keyword filter).
func lowerASCII(b []byte) []byte {
	out := make([]byte, len(b))
	keywords.Lower(out, b)
	return out
}
