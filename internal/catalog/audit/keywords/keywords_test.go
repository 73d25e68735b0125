package keywords

import (
	"bytes"
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
