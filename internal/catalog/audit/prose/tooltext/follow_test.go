package tooltext

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFollowLine holds FollowLine equal to followRE, on random lines of
// its words in every case, at word boundaries and inside words, their
// fragments, the long s and the Kelvin sign.
func TestFollowLine(t *testing.T) {
	pieces := []string{" ", "Follow", "OBEY", "apply", "exeCute", "comply", "Adhere", "carry out", "carry  out", "Instructions", "STEPS", "procedure",
		"workflow", "must", "always", "Before you", "before doing", "before starting", "before proceeding", "BEFORE YOU", "before\tyou", "before ",
		"ſteps", "muſt", "\u212a", "fol", "low", "step", "x", "_", "-", "1", "the", "./a.md", "\x00", "é", "/", "."}
	r := rand.New(rand.NewPCG(9, 10))
	matched := 0
	for i := 0; i < 200000; i++ {
		var b strings.Builder
		for n := r.IntN(5); n > 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		l := b.String()
		want := followRE.Get(followExpr).MatchString(l)
		if got := FollowLine(l); got != want {
			t.Fatalf("FollowLine(%q) = %v, followRE says %v", l, got, want)
		}
		if want {
			matched++
		}
	}
	if matched < 1000 {
		t.Fatalf("only %d lines matched: the test reads too few", matched)
	}
}
