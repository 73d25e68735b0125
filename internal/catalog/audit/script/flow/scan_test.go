package flow

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// TestHasWalletAddr checks hasWalletAddr, which reads only the long
// stretches of letters and digits, against the test of every word.
func TestHasWalletAddr(t *testing.T) {
	ref := func(s string) bool {
		for i := 0; i < len(s); {
			for i < len(s) && !isBase58(s[i]) {
				i++
			}
			j := i
			for j < len(s) && isBase58(s[j]) {
				j++
			}
			if tables.IsWalletAddr(s[i:j]) {
				return true
			}
			if j == i {
				j++
			}
			i = j
		}
		return false
	}
	addrs := []string{"0x" + strings.Repeat("a1B2", 10), "bc1" + strings.Repeat("q", 25), "1" + strings.Repeat("A1b", 9)[:25],
		"kaspa:" + strings.Repeat("q", 40), "D" + strings.Repeat("A1b", 11), "t1" + strings.Repeat("A1b", 11)}
	pieces := []string{" ", "\n", "x", "pay to ", ".", ":", "-", "é", "abcdefghijklmnop"}
	for _, a := range addrs {
		pieces = append(pieces, a, a[1:], a+"Q", a[:len(a)-1])
	}
	r := rand.New(rand.NewPCG(17, 18))
	found := 0
	for i := 0; i < 20000; i++ {
		s := randomText(r, pieces)
		want := ref(s)
		if got := hasWalletAddr(s); got != want {
			t.Fatalf("hasWalletAddr(%q) = %v, word by word %v", s, got, want)
		}
		if want {
			found++
		}
	}
	if found < 1000 {
		t.Fatalf("only %d texts hold an address: the test reads too few", found)
	}
}

// envNameRE is the pattern envNames stands for.
var envNameRE = tables.LazyRegexp(`\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b`)

// TestEnvNames checks envNames against the pattern it stands for.
func TestEnvNames(t *testing.T) {
	pieces := []string{"A", "B", "Z", "a", "_", "__", "9", "0", " ", "\n", "-", ".", "é", "\xc3", "KEY", "API_KEY", "aws_", "_X", "X_", "$", "{", "OPENAI_API_KEY"}
	r := rand.New(rand.NewPCG(21, 22))
	found := 0
	for i := 0; i < 50000; i++ {
		s := randomText(r, pieces) + randomText(r, pieces) + randomText(r, pieces)
		for _, n := range []int{1, 3, 64} {
			got, want := envNames(s, n), envNameRE().FindAllString(s, n)
			if !slices.Equal(got, want) {
				t.Fatalf("envNames(%q, %d) = %q, the pattern finds %q", s, n, got, want)
			}
			found += len(want)
		}
	}
	if found < 10000 {
		t.Fatalf("only %d names found: the test reads too few", found)
	}
}
