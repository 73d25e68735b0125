package script

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestCueSet checks that a cued's one-pass test of its cues says no
// exactly where windows finds no cue: texts of its cues, cut and whole,
// among other bytes.
func TestCueSet(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for _, c := range []cued{cSocket, cShell, cDecode, cEnvNamed, cEnvAll, cSink, cEncode, cDecoder, cRunner, cCodes} {
		pieces := []string{" ", "\n", "x", "(", ":", "é"}
		for _, w := range c.cues {
			pieces = append(pieces, w, w[:len(w)/2], w[1:])
		}
		found := 0
		for i := 0; i < 3000; i++ {
			var b strings.Builder
			for n := r.IntN(8); n > 0; n-- {
				b.WriteString(pieces[r.IntN(len(pieces))])
			}
			l := b.String()
			want := len(c.windows(l)) > 0
			if got := c.any(l); got != want {
				t.Fatalf("cues %q: any(%q) = %v, windows found a cue: %v", c.cues, l, got, want)
			}
			if want {
				found++
			}
		}
		if found < 300 || found > 2900 {
			t.Fatalf("cues %q: %d of 3000 texts hold a cue: the test reads too few of one kind", c.cues, found)
		}
	}
}
