package flow

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// TestWordSet checks the one-pass search against a strings.Contains of
// each word, on the gate words and on texts built from their pieces.
func TestWordSet(t *testing.T) {
	sets := [][]string{gateWords, configMinerWords, {"a", "bc", "bcd", "xy", "yz"}}
	for _, words := range sets {
		ws := tables.NewWordSet(words)
		lower := !slices.ContainsFunc(words, func(w string) bool { return w != strings.ToLower(w) })
		naive := func(s string) bool {
			for _, w := range words {
				if strings.Contains(s, w) {
					return true
				}
			}
			return false
		}
		r := rand.New(rand.NewPCG(1, 2))
		alphabet := "abcdxyzABCDXYZ .(_\\\"TSKP\u212a"
		for _, w := range words {
			alphabet += w
		}
		for i := 0; i < 20000; i++ {
			var b strings.Builder
			for n := r.IntN(24); n > 0; n-- {
				if r.IntN(8) == 0 {
					w := words[r.IntN(len(words))]
					// A word, whole or cut short.
					w = w[:1+r.IntN(len(w))]
					if r.IntN(2) == 0 {
						w = strings.ToUpper(w)
					}
					b.WriteString(w)
					continue
				}
				b.WriteByte(alphabet[r.IntN(len(alphabet))])
			}
			s := b.String()
			if got, want := ws.In(s), naive(s); got != want {
				t.Fatalf("in(%q) = %v, strings.Contains says %v", s, got, want)
			}
			if got, want := ws.InFold(s), naive(ASCIILower(s)); lower && got != want {
				t.Fatalf("inFold(%q) = %v, strings.Contains in asciiLower says %v", s, got, want)
			}
		}
		for _, w := range words {
			if !ws.In("<<"+w+">>") || !ws.In(w) || lower && !ws.InFold("<<"+strings.ToUpper(w)+">>") {
				t.Fatalf("%q not found", w)
			}
		}
	}
}
