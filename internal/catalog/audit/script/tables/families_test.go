package tables

import (
	"math/rand"
	"strings"
	"testing"
)

// TestFamiliesSame holds Families.InFold to a WordSet's InFold per list,
// on random texts made of the words' pieces in both cases.
func TestFamiliesSame(t *testing.T) {
	// With "ru" (two bytes), the search reads every pair; without it,
	// every other pair (long).
	for _, lists := range [][][]string{
		{{"decod", "revers", "unhex", "rot13", "rot-13"}, {"run", "execut", "eval", "pipe"}, {"stratum", "xmr", "rx/0", "2miners", "ru"}},
		{{"decod", "revers", "unhex", "rot13", "rot-13"}, {"run", "execut", "eval", "pipe"}, {"stratum", "xmr", "rx/0", "2miners", "iners"}},
	} {
		familiesSame(t, lists)
	}
}

func familiesSame(t *testing.T, lists [][]string) {
	f := NewFamilies(lists...)
	sets := make([]*WordSet, len(lists))
	for k, l := range lists {
		sets[k] = NewWordSet(l)
	}
	r := rand.New(rand.NewSource(1))
	pieces := []string{"de", "cod", "RUN", "Ev", "al", "x", "MR", "rx", "/0", "2m", "iners", "rot", "-13", "13", " ", "\n", "é", "un", "hex", "ReVeRs", "strat", "um", "pi", "pe", "ex", "ecut"}
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for m := r.Intn(12); m > 0; m-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		s := b.String()
		var want uint64
		for k, w := range sets {
			if w.InFold(s) {
				want |= 1 << uint(k)
			}
		}
		if got := f.InFold(s); got != want {
			t.Fatalf("%q: families %b, word sets %b", s, got, want)
		}
	}
}
