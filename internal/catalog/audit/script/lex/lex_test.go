package lex

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestOpAt checks the shortcut of opAt (a byte no operator continues
// with) against the search of every operator.
func TestOpAt(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	alphabet := "*/=<>.!?&|-+:%^~@ a1(\"'é"
	for i := 0; i < 50000; i++ {
		var b strings.Builder
		for n := 1 + r.IntN(4); n > 0; n-- {
			b.WriteByte(alphabet[r.IntN(len(alphabet))])
		}
		s := strings.ToValidUTF8(b.String(), "x")
		if got, want := opAt(s), opAtAll(s); got != want {
			t.Fatalf("opAt(%q) = %q, every operator tried: %q", s, got, want)
		}
	}
}
