package technique

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// trapFragments are pieces of text around the word trap, put together
// at random below.
var trapFragments = []string{
	"trap", "TRAP", "Trap", "bootstrap", "traps", "entrap", " ", "  ", "\t", "\n", "\r", "\f", "\v", "\u00a0",
	"_", "-", "9", "x", "é", "\xff", "'", "\"", ";", "$", "DEBUG", "debug", "(",
}

// TestTrapWordGate holds trapWord to trapExpr, the pattern it stands
// for in hookFile: on every generated text the two agree, both ways
// (planting "return true" for a word byte before "trap", or dropping
// '\f' from spaceByte, fails it).
func TestTrapWordGate(t *testing.T) {
	re := reTrap.Get(trapExpr)
	r := rand.New(rand.NewPCG(17, 37))
	hits := 0
	for n := 0; n < 40000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(6); k > 0; k-- {
			b.WriteString(trapFragments[r.IntN(len(trapFragments))])
		}
		lower := asciiLower([]byte(b.String()))
		want := re.Match(lower)
		if want {
			hits++
		}
		if got := trapWord(lower); got != want {
			t.Fatalf("trapWord(%q) = %v, the pattern %s says %v", lower, got, trapExpr, want)
		}
	}
	if hits < 1000 {
		t.Errorf("the pattern matched %d generated texts: too few to test the gate", hits)
	}
}
