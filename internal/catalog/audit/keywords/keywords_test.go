package keywords

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestScan compares the automaton with a search for each keyword, on
// keywords that overlap, nest and repeat.
func TestScan(t *testing.T) {
	ki := New([]string{"env", ".env", "curl", "", "env", "he", "she", "hers", "his"})
	if got := ki.Keywords(); !slices.Equal(got, []string{"env", ".env", "curl", "he", "she", "hers", "his"}) {
		t.Fatalf("keywords %q: the empty and repeated ones are not dropped", got)
	}
	for _, text := range []string{"", "ushers", ".env\".env\" .env\n.env.env", "curlcurl wget|env|env>", "hishershe", "no keyword"} {
		lower := []byte(text)
		got := ki.Scan(lower)
		for _, k := range ki.Keywords() {
			var want []int
			for i := 0; ; {
				j := bytes.Index(lower[i:], []byte(k))
				if j < 0 {
					break
				}
				want = append(want, i+j)
				i += j + 1
			}
			if !slices.Equal(got[k], want) {
				t.Fatalf("%q, keyword %q: scan %v, search %v", text, k, got[k], want)
			}
		}
	}
}

// TestScanRandom holds Scan equal to a search for each keyword, for
// random sets of keywords over a small alphabet (so that they share
// prefixes and suffixes, and one holds another) and random texts.
func TestScanRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 1))
	const alphabet = "abc.-/ x"
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		return string(b)
	}
	for range 200 {
		var kws []string
		for range 1 + r.IntN(40) {
			kws = append(kws, word(1+r.IntN(5)))
		}
		ki := New(kws)
		for range 20 {
			lower := []byte(word(r.IntN(200)))
			got := ki.Scan(lower)
			for _, k := range ki.Keywords() {
				var want []int
				for i := 0; ; {
					j := bytes.Index(lower[i:], []byte(k))
					if j < 0 {
						break
					}
					want = append(want, i+j)
					i += j + 1
				}
				if !slices.Equal(got[k], want) {
					t.Fatalf("keywords %q, text %q, keyword %q: scan %v, search %v", kws, lower, k, got[k], want)
				}
			}
		}
	}
}

// TestLower holds Lower's eight bytes at a time equal to lower-casing
// byte by byte, over random bytes and letters at the edges of A..Z, of
// every length to 40.
func TestLower(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	pick := []byte("@AZ[`az{ \n\x00\x7f\x80\xbf\xc3\xe2\xff")
	for n := range 40 {
		for range 300 {
			b := make([]byte, n)
			for i := range b {
				if r.IntN(3) == 0 {
					b[i] = byte(r.IntN(256))
				} else {
					b[i] = pick[r.IntN(len(pick))]
				}
			}
			want := make([]byte, n)
			for i, c := range b {
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				want[i] = c
			}
			got := make([]byte, n)
			Lower(got, b)
			if !bytes.Equal(got, want) {
				t.Fatalf("Lower(%q) = %q, byte by byte %q", b, got, want)
			}
		}
	}
}

// BenchmarkLower lower-cases 1 MiB of Markdown-like ASCII text.
func BenchmarkLower(b *testing.B) {
	text := bytes.Repeat([]byte("Run `curl -fsSL https://Example.com/x.sh` and READ the Output.\n"), 1<<20/64)
	dst := make([]byte, len(text))
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Lower(dst, text)
	}
}

// TestFits: Fits builds the index while its keywords' bytes are within
// what it numbers, and gives nil past that rather than New's panic.
func TestFits(t *testing.T) {
	var ks []string
	for i := 0; len(ks)*8 < hasOut-8; i++ {
		ks = append(ks, fmt.Sprintf("k%07d", i))
	}
	if Fits(ks) == nil {
		t.Fatalf("%d keywords of 8 bytes do not fit", len(ks))
	}
	if Fits(append(ks, "k9999999", "k9999998")) != nil {
		t.Fatal("keywords past the index's states were given an index")
	}
}
