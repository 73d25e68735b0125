package tables

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestAlnumRun checks alnumRun, which skips bytes, against a count of
// the letters and digits in a row at every byte.
func TestAlnumRun(t *testing.T) {
	ref := func(s string, n int) bool {
		run := 0
		for i := 0; i < len(s); i++ {
			if alnum[s[i]] {
				if run++; run >= n {
					return true
				}
				continue
			}
			run = 0
		}
		return false
	}
	pieces := []string{"a", "Z", "9", " ", "-", ":", "é", "abcdefghij", "0123456789", "KLMNOPQRSTUVWXYZ", ".", "\n"}
	r := rand.New(rand.NewPCG(11, 12))
	for i := 0; i < 20000; i++ {
		s := randomText(r, pieces) + randomText(r, pieces) + randomText(r, pieces)
		for _, n := range []int{1, 2, 5, 26, 40} {
			if got, want := alnumRun(s, n), ref(s, n); got != want {
				t.Fatalf("alnumRun(%q, %d) = %v, the count says %v", s, n, got, want)
			}
		}
	}
}

// TestMinerShapeWalletRun checks that the tests MinerShape and
// MinerShapeWallet make before reading a text's words (a run of letters
// and digits as long as an address; a port or stratum, else an address)
// pass over no text the words would report: the miner's options with
// accounts of every form walletAddr knows, cut and whole, and pools with
// and without a port, among words and separators.
func TestMinerShapeWalletRun(t *testing.T) {
	addrs := []string{
		"0x" + strings.Repeat("a1B2", 10),
		"bc1" + strings.Repeat("q", 25),
		"1" + strings.Repeat("A1b", 9)[:25],
		"4" + strings.Repeat("8AbCdEfGhJkMnPqRsTuVwXyZ123456789", 3)[:94],
		"kaspa:" + strings.Repeat("q", 40),
		"cfx:" + strings.Repeat("a", 40),
		"dero1" + strings.Repeat("q", 50),
		"D" + strings.Repeat("A1b", 11),
		"t1" + strings.Repeat("A1b", 11),
		"9" + strings.Repeat("A1b", 17)[:50],
		"ZEPH" + strings.Repeat("A1b", 30),
	}
	opts := []string{"-o", "--url", "url:", "\"url\":", "pool", "-u", "--user", "user:", "\"user\":", "wallet", "-a", "--algo", "-p", "--coin", "login", "word"}
	seps := []string{" ", "=", "\n", ": ", "\t", ", "}
	vals := []string{"pool.example.com:3333", "stratum+tcp://p.example:4444", "STRATUM+ssl://p.example", "sTratum://pool", "p.example:3", "p.example:12/", "p.example:80", "10.0.0.1:99", "[::1]:4444",
		"rx/0", "ethash", "monero", "x", "@mail.example", "text"}
	plain := vals // half the texts have no address: the pool and its port decide
	for _, a := range addrs {
		vals = append(vals, a, a+".rig", "XMR:"+a, a[:len(a)/2], a[1:], "\""+a+"\"")
	}
	pick := func(r *rand.Rand, l []string) string { return l[r.IntN(len(l))] }
	r := rand.New(rand.NewPCG(13, 14))
	var found [2]int
	for i := 0; i < 50000; i++ {
		vs := vals
		if i%2 == 0 {
			vs = plain
		}
		var b strings.Builder
		for n := 1 + r.IntN(6); n > 0; n-- {
			b.WriteString(pick(r, opts) + pick(r, seps) + pick(r, vs) + pick(r, seps))
		}
		s := b.String()
		for k, f := range []func(string) bool{MinerShape, MinerShapeWallet} {
			want := shapeCues(s) && shapeWords(s, k == 1)
			if got := f(s); got != want {
				t.Fatalf("MinerShape (wallet %v) of %q = %v, its words say %v", k == 1, s, got, want)
			}
			if want {
				found[k]++
			}
		}
	}
	if found[0] < 1000 || found[1] < 1000 {
		t.Fatalf("only %v of the texts are miners: the test reads too few", found)
	}
}

// BenchmarkMinerShapeWallet is the shape test run on every stretch of a
// Markdown document's prose: here prose that names a URL, a user and a
// pool, with colons, and no address.
func BenchmarkMinerShapeWallet(b *testing.B) {
	prose := strings.Repeat("Note: the user opens the pool settings and sets url to https://example.com:8080/api, then signs in as admin. ", 80)
	b.SetBytes(int64(len(prose)))
	for b.Loop() {
		MinerShapeWallet(prose)
	}
}

// TestLongRun checks LongRun's stretches against the longest stretches
// of letters and digits found a byte at a time.
func TestLongRun(t *testing.T) {
	ref := func(s string, n int) [][2]int {
		var out [][2]int
		for i := 0; i < len(s); {
			for i < len(s) && !alnum[s[i]] {
				i++
			}
			j := i
			for j < len(s) && alnum[s[j]] {
				j++
			}
			if j-i >= n {
				out = append(out, [2]int{i, j})
			}
			if j == i {
				j++
			}
			i = j
		}
		return out
	}
	pieces := []string{"a", "Z", "9", " ", "-", ":", "é", "abcdefghij", "0123456789", "KLMNOPQRSTUVWXYZ", ".", "\n"}
	r := rand.New(rand.NewPCG(15, 16))
	for i := 0; i < 20000; i++ {
		s := randomText(r, pieces) + randomText(r, pieces) + randomText(r, pieces)
		for _, n := range []int{1, 3, 26} {
			var got [][2]int
			for i, j := LongRun(s, 0, n); i >= 0; i, j = LongRun(s, j, n) {
				got = append(got, [2]int{i, j})
			}
			if want := ref(s, n); !slices.Equal(got, want) {
				t.Fatalf("LongRun(%q, %d) gives %v, the stretches are %v", s, n, got, want)
			}
		}
	}
}
