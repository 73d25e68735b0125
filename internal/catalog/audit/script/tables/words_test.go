package tables

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestWordSet holds In and InFold, which skip the bytes that begin no
// word, equal to strings.Contains of each word in the text and in its
// ASCII lower case, for word lists with one-byte words, shared first
// bytes and pairs, over random texts.
func TestWordSet(t *testing.T) {
	lists := [][]string{
		{"clip", "paste", "gcb", "xsel", "readtext"},
		{"a", "ab", "abc", "-o", "url", "pool", "x"},
		{"decod", "revers", "unhex", "rot13", "rot-13", "deobfusc"},
		{"\\x", "\\u", "[::-1]", "é", "chr("},
	}
	r := rand.New(rand.NewPCG(4, 13))
	pick := []string{"a", "A", "b", "B", "c", "C", "l", "i", "p", "P", "x", "X", "-", "o", "O", "u", "r", "R", "l", "d", "e", "E", "\\", "[", ":", "1", "é", "\xc3", "\xa9", " ", "\n", "clip", "PaStE", "rot1", "ReVeRs", "url"}
	lower := func(s string) string {
		b := []byte(s)
		for i, c := range b {
			b[i] = lowerByte(c)
		}
		return string(b)
	}
	contains := func(s string, words []string) bool {
		for _, w := range words {
			if strings.Contains(s, w) {
				return true
			}
		}
		return false
	}
	for _, words := range lists {
		ws := NewWordSet(words)
		for n := range 30 {
			for range 300 {
				var b strings.Builder
				for range n {
					b.WriteString(pick[r.IntN(len(pick))])
				}
				s := b.String()
				if got, want := ws.In(s), contains(s, words); got != want {
					t.Fatalf("%q.In(%q) = %v, strings.Contains %v", words, s, got, want)
				}
				if got, want := ws.InFold(s), contains(lower(s), words); got != want {
					t.Fatalf("%q.InFold(%q) = %v, strings.Contains of the lower case %v", words, s, got, want)
				}
			}
		}
	}
}

// TestWordSetBits holds NewWordSet's bit tables, built from the words'
// pairs, to their definition over all 65,536 pairs: a pair's bit is set
// when a word begins with it (bits) or with its ASCII lower case
// (bitsFold). Lists of random words of random bytes, and words with
// capitals (whose pairs no lower case can reach).
func TestWordSetBits(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 37))
	alphabet := "aAzZbB09-_[]\\x00\xc3\xa9\xff@`{"
	for n := range 200 {
		var words []string
		for range 1 + n%40 {
			var b []byte
			for range 1 + r.IntN(5) {
				if r.IntN(3) == 0 {
					b = append(b, byte(r.IntN(256)))
				} else {
					b = append(b, alphabet[r.IntN(len(alphabet))])
				}
			}
			words = append(words, string(b))
		}
		ws := NewWordSet(words)
		var bits, bitsFold [1 << 16 / 64]uint64
		for p := range 1 << 16 {
			if ws.index[p] != 0 {
				bits[p>>6] |= 1 << (p & 63)
			}
			if ws.index[uint16(lowerByte(byte(p>>8)))<<8|uint16(lowerByte(byte(p)))] != 0 {
				bitsFold[p>>6] |= 1 << (p & 63)
			}
		}
		if bits != ws.bits || bitsFold != ws.bitsFold {
			t.Fatalf("%q: the bit tables differ from their definition", words)
		}
	}
}

// BenchmarkWordSet searches 1 MiB of text that holds none of the words.
func BenchmarkWordSet(b *testing.B) {
	text := strings.Repeat("Run the script and read its output; then install the package with care.\n", 1<<20/74)
	ws := NewWordSet([]string{"decod", "revers", "unhex", "rot13", "rot-13", "deobfusc"})
	b.Run("In", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		for b.Loop() {
			ws.In(text)
		}
	})
	b.Run("InFold", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		for b.Loop() {
			ws.InFold(text)
		}
	})
}

// BenchmarkWordSetProse searches English technical prose, where most
// bytes begin a word of the list (the miner words of a configuration
// or of prose: s, m, c, d, r, e, n, h, u…), for words it does not hold.
func BenchmarkWordSetProse(b *testing.B) {
	text := strings.Repeat("Use this skill when the user asks to review a pull request. Check the changed files, "+
		"read the diff carefully, and summarise each concern with its line number; suggest a fix where one is clear.\n", 1<<20/190)
	ws := NewWordSet([]string{"stratum", "xmr", "miner", "donate-level", "rx/0", "randomx", "cryptonight", "kawpow", "ethash", "ghostrider", "cpu-max-threads",
		"max-cpu-usage", "nicehash", "supportxmr", "moneroocean", "nanopool", "c3pool", "hashvault", "herominers", "unmineable", "2miners", "f2pool", "ethermine", "coinhive"})
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		ws.InFold(text)
	}
}

// TestCredWordsLower: PathTaint tests an ASCII path with
// credSet().InFold, which is In on its lower case only for lower-case
// words (cpu18).
func TestCredWordsLower(t *testing.T) {
	for _, w := range credWords {
		if w != strings.ToLower(w) {
			t.Errorf("credWords: %q is not lower-case", w)
		}
	}
}
