package tables

import (
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// literalsOf are the literal strings of the patterns, lower-cased: the
// texts are built from them too, so that a word added to a pattern (and
// not to the prefilter's list) is soon in a text the pattern matches.
func literalsOf(t *testing.T, res ...*regexp.Regexp) []string {
	t.Helper()
	var out []string
	var walk func(*syntax.Regexp)
	walk = func(r *syntax.Regexp) {
		if r.Op == syntax.OpLiteral {
			out = append(out, strings.ToLower(string(r.Rune)))
		}
		for _, s := range r.Sub {
			walk(s)
		}
	}
	for _, re := range res {
		r, err := syntax.Parse(re.String(), syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		walk(r)
	}
	return out
}

// randomText builds texts from pieces (words the patterns look for, cut
// or whole, in mixed case, with the non-ASCII letters case folding
// reaches) so that the patterns match often.
func randomText(r *rand.Rand, pieces []string) string {
	var b strings.Builder
	for n := 1 + r.IntN(6); n > 0; n-- {
		w := pieces[r.IntN(len(pieces))]
		switch r.IntN(6) {
		case 0:
			w = strings.ToUpper(w)
		case 1:
			w = w[:r.IntN(len(w)+1)]
		case 2:
			w = strings.NewReplacer("s", "ſ", "k", "\u212a").Replace(w)
		}
		b.WriteString(w)
	}
	return b.String()
}

// sample is a random text the pattern r (most often) matches: one
// branch of each alternation, a few repetitions, a rune of each class.
func sample(r *syntax.Regexp, rng *rand.Rand) string {
	switch r.Op {
	case syntax.OpLiteral:
		return string(r.Rune)
	case syntax.OpCharClass:
		if len(r.Rune) == 0 {
			return ""
		}
		i := rng.IntN(len(r.Rune)/2) * 2
		lo, hi := r.Rune[i], r.Rune[i+1]
		return string(lo + rune(rng.IntN(int(min(hi-lo, 60))+1)))
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return "x"
	case syntax.OpCapture:
		return sample(r.Sub[0], rng)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := 0, 2
		switch r.Op {
		case syntax.OpPlus:
			lo, hi = 1, 3
		case syntax.OpQuest:
			hi = 1
		case syntax.OpRepeat:
			lo, hi = r.Min, r.Max
			if hi < 0 || hi > lo+2 {
				hi = lo + 2
			}
		}
		var b strings.Builder
		for n := lo + rng.IntN(hi-lo+1); n > 0; n-- {
			b.WriteString(sample(r.Sub[0], rng))
		}
		return b.String()
	case syntax.OpConcat:
		var b strings.Builder
		for _, s := range r.Sub {
			b.WriteString(sample(s, rng))
		}
		return b.String()
	case syntax.OpAlternate:
		return sample(r.Sub[rng.IntN(len(r.Sub))], rng)
	}
	return "" // anchors, boundaries, the empty match
}

// samples are texts built around what the patterns match, so that a
// branch added to a pattern (and not to its prefilter's words) is tried.
func samples(t *testing.T, rng *rand.Rand, n int, res ...*regexp.Regexp) []string {
	t.Helper()
	var out []string
	for _, re := range res {
		r, err := syntax.Parse(re.String(), syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		r = r.Simplify()
		for i := 0; i < n; i++ {
			s := sample(r, rng)
			switch rng.IntN(4) {
			case 0:
				s = strings.ToUpper(s)
			case 1:
				s = "~/" + s
			case 2:
				s = "x" + s + "\"'"
			}
			out = append(out, s)
		}
	}
	return out
}

// TestPrefilters checks that each search that now runs before (or
// instead of) a pattern gives what the pattern alone gave.
func TestPrefilters(t *testing.T) {
	var credWordsAll []string
	for _, c := range credPaths {
		credWordsAll = append(credWordsAll, c.words...)
	}
	seps := []string{"/", "\\", "~/", ".", "_", "-", " ", "\"", "'", "\n", "id_rsa", "config", "$", "{", "}", "=", ":", "--", "+", "://"}
	pathPieces := append(append(append([]string{}, credWords...), credWordsAll...), seps...)
	for _, c := range credPaths {
		pathPieces = append(pathPieces, literalsOf(t, c.re())...)
	}
	pathRef := func(p string) value.Taint {
		if len(p) < 4 || len(p) > 4096 || strings.Contains(p, "://") || strings.HasSuffix(p, ".pub") || strings.Contains(p, "known_hosts") {
			return 0
		}
		l := strings.ToLower(p)
		if !ContainsAny(l, credWords) {
			return 0
		}
		p = strings.TrimRight(p, "\"' ")
		var t value.Taint
		for _, c := range credPaths {
			if c.re().MatchString(p) {
				t |= c.t
			}
		}
		return t
	}
	nameRef := func(n string) bool {
		if n == "" || notSecretNames[strings.ToUpper(n)] || len(n) > 128 {
			return false
		}
		if notSecretSuffix().MatchString(n) && !urlSecret().MatchString(n) {
			return false
		}
		return secretNameRE().MatchString(n)
	}
	namePieces := append(append([]string{"_", "A", "x", "\n", "GITHUB"}, secretNameWords...), notSecretSuffixes...)
	namePieces = append(namePieces, literalsOf(t, secretNameRE(), notSecretSuffix(), urlSecret())...)
	devRE := regexp.MustCompile(`/dev/(?:tcp|udp)/`)
	minerPieces := append([]string{"stratum", "+tcp", "+ssl", "+tls", "://", "--donate-level", "--coin", "=", " ", "monero", "xmr", "-", "+", "-a", "-A", "a", "A", "-a ", "/", "--", "--D", "--C", "--A", "--ALGO", "\x01", "!", "D", "C"}, literalsOf(t, MinerURL())...)
	slotPieces := append([]string{"token", "secret", "password", "api_key", "=", ":", " ", "\"", "${__u}", "${__U}", "$", "{", "__u", "}"}, literalsOf(t, secretSlot())...)

	r := rand.New(rand.NewPCG(3, 4))
	var creds []*regexp.Regexp
	for _, c := range credPaths {
		creds = append(creds, c.re())
	}
	for _, p := range samples(t, r, 2000, creds...) {
		if PathTaint(p) != pathRef(p) {
			t.Fatalf("pathTaint(%q) = %v, the patterns say %v", p, PathTaint(p), pathRef(p))
		}
	}
	for _, n := range samples(t, r, 2000, secretNameRE(), notSecretSuffix(), urlSecret()) {
		if SecretName(n) != nameRef(n) {
			t.Fatalf("secretName(%q) = %v, the patterns say %v", n, SecretName(n), nameRef(n))
		}
	}
	for _, s := range samples(t, r, 2000, MinerURL()) {
		if MinerFlagged(s) != MinerURL().MatchString(s) {
			t.Fatalf("minerFlagged(%q) = %v", s, MinerFlagged(s))
		}
	}
	for _, s := range samples(t, r, 2000, secretSlot()) {
		v := value.Value{S: s, T: value.EnvVar}
		if got, want := SlotSecret(v, 1).T&value.EnvSecret != 0, secretSlot().MatchString(s); got != want {
			t.Fatalf("slotSecret(%q) = %v, the pattern says %v", s, got, want)
		}
	}
	for i := 0; i < 10000; i++ {
		if p := randomText(r, pathPieces); PathTaint(p) != pathRef(p) {
			t.Fatalf("pathTaint(%q) = %v, the patterns say %v", p, PathTaint(p), pathRef(p))
		}
		if n := randomText(r, namePieces); SecretName(n) != nameRef(n) {
			t.Fatalf("secretName(%q) = %v, the patterns say %v", n, SecretName(n), nameRef(n))
		}
		if s := randomText(r, []string{"/dev/", "tcp", "udp", "/", "x"}); DevTCP(s) != devRE.MatchString(s) {
			t.Fatalf("devTCP(%q) = %v", s, DevTCP(s))
		}
		if s := randomText(r, minerPieces); MinerFlagged(s) != MinerURL().MatchString(s) {
			t.Fatalf("minerFlagged(%q) = %v", s, MinerFlagged(s))
		}
		v := value.Value{S: randomText(r, slotPieces), T: value.EnvVar}
		want := secretSlot().MatchString(v.S)
		if got := SlotSecret(v, 1).T&value.EnvSecret != 0; got != want {
			t.Fatalf("slotSecret(%q) = %v, the pattern says %v", v.S, got, want)
		}
	}
}

// TestMinerText checks minerText against its words and the pattern as
// they were used before addresses were told apart by length.
func TestMinerText(t *testing.T) {
	ref := func(s string) bool {
		l := strings.ToLower(s)
		for _, w := range minerWords {
			if strings.Contains(l, w) {
				return minerRE().MatchString(s)
			}
		}
		return false
	}
	addr := "4" + strings.Repeat("8AbCdEfGhJkMnPqRsTuVwXyZ123456789", 3)[:94]
	pieces := []string{"44", "48", "4a", "4B", "xmrig", " ", "stratum+tcp://", "pool", "--donate-level", "1", addr, addr[:60], "t-rex", " -a ", "nicehash"}
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 10000; i++ {
		s := randomText(r, pieces)
		if got, want := minerPattern(s), ref(s); got != want {
			t.Fatalf("minerPattern(%q) = %v, before %v", s, got, want)
		}
	}
	// The shortcut for ASCII texts (one pass for the words, minerMay)
	// against the words and the pattern.
	pieces = append(pieces, "algo", "\"algo\": \"rx/0\"", "--algo=", "-a=", "randomx", "_", "miner", "ethminer", "\"donate-level\":", "kawpow", "--coin=xmr")
	check := func(s string) {
		t.Helper()
		if got, want := minerPattern(s), minerTextAll(s); got != want {
			t.Fatalf("minerPattern(%q) = %v, without the shortcut %v", s, got, want)
		}
		// What minerMay says before the pattern runs: a branch added to
		// minerRE needs its words in minerNeeds.
		if isASCII(s) && minerRE().MatchString(s) && !minerMay(s) {
			t.Fatalf("minerRE matches %q, minerMay says it cannot: add the branch's words to minerNeeds", s)
		}
	}
	for i := 0; i < 10000; i++ {
		check(randomText(r, pieces))
	}
	for _, s := range samples(t, r, 5000, minerRE()) {
		check(s)
		check("x " + s + " y")
	}
	if !MinerText(addr) || !MinerText("x "+addr+" y") {
		t.Fatalf("the address %q is not found", addr)
	}
}

// BenchmarkMinerText is the miner check run on every literal and
// command word, on a long ASCII text holding "algo" and "44" (where
// the pattern used to run) and on a short one.
func BenchmarkMinerText(b *testing.B) {
	long := strings.Repeat("the algorithm keeps 4400 rows in the table; ", 40)
	for b.Loop() {
		MinerText(long)
		MinerText("--mode=prod")
	}
}
