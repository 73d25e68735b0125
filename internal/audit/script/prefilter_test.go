package script

import (
	"math/rand/v2"
	"path"
	"regexp"
	"strings"
	"testing"
)

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

// TestPrefilters checks that each search that now runs before (or
// instead of) a pattern gives what the pattern alone gave.
func TestPrefilters(t *testing.T) {
	var credWordsAll []string
	for _, c := range credPaths {
		credWordsAll = append(credWordsAll, c.words...)
	}
	seps := []string{"/", "\\", "~/", ".", "_", "-", " ", "\"", "'", "\n", "id_rsa", "config", "$", "{", "}", "=", ":", "--", "+", "://"}
	pathPieces := append(append(append([]string{}, credWords...), credWordsAll...), seps...)
	pathRef := func(p string) Taint {
		if len(p) < 4 || len(p) > 4096 || strings.Contains(p, "://") || strings.HasSuffix(p, ".pub") || strings.Contains(p, "known_hosts") {
			return 0
		}
		l := strings.ToLower(p)
		if !containsAny(l, credWords) {
			return 0
		}
		p = strings.TrimRight(p, "\"' ")
		var t Taint
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
	devRE := regexp.MustCompile(`/dev/(?:tcp|udp)/`)
	minerPieces := []string{"stratum", "+tcp", "+ssl", "+tls", "://", "--donate-level", "--coin", "=", " ", "monero", "xmr", "-", "+"}
	slotPieces := []string{"token", "secret", "password", "api_key", "=", ":", " ", "\"", "${__u}", "${__U}", "$", "{", "__u", "}"}

	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 10000; i++ {
		if p := randomText(r, pathPieces); pathTaint(p) != pathRef(p) {
			t.Fatalf("pathTaint(%q) = %v, the patterns say %v", p, pathTaint(p), pathRef(p))
		}
		if n := randomText(r, namePieces); secretName(n) != nameRef(n) {
			t.Fatalf("secretName(%q) = %v, the patterns say %v", n, secretName(n), nameRef(n))
		}
		if s := randomText(r, []string{"/dev/", "tcp", "udp", "/", "x"}); devTCP(s) != devRE.MatchString(s) {
			t.Fatalf("devTCP(%q) = %v", s, devTCP(s))
		}
		if s := randomText(r, minerPieces); minerFlagged(s) != minerURL().MatchString(s) {
			t.Fatalf("minerFlagged(%q) = %v", s, minerFlagged(s))
		}
		v := Value{S: randomText(r, slotPieces), T: EnvVar}
		want := secretSlot().MatchString(v.S)
		if got := slotSecret(v, 1).T&EnvSecret != 0; got != want {
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
		if got, want := minerText(s), ref(s); got != want {
			t.Fatalf("minerText(%q) = %v, before %v", s, got, want)
		}
	}
	if !minerText(addr) || !minerText("x "+addr+" y") {
		t.Fatalf("the address %q is not found", addr)
	}
}

// TestResolveSuffix checks resolve's match of a path given from
// elsewhere against the strings it used to build for every file.
func TestResolveSuffix(t *testing.T) {
	pieces := []string{"/", "scripts", "run.sh", "a", ".", "..", "x.py", "un.sh", "./"}
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 10000; i++ {
		name, p := randomText(r, pieces), randomText(r, pieces)
		if !strings.Contains(name, "/") || p == "" {
			continue
		}
		a := &analyzer{files: map[string]*Input{p: {Path: p}}}
		old := ""
		trimmed := strings.Trim(name, "\"'")
		for _, pre := range []string{"${CLAUDE_SKILL_DIR}/", "$CLAUDE_SKILL_DIR/", "${SKILL_DIR}/", "$SKILL_DIR/", "./"} {
			trimmed = strings.TrimPrefix(trimmed, pre)
		}
		if c := path.Clean(trimmed); c == p || path.Join(".", trimmed) == p {
			old = p
		} else if strings.Contains(trimmed, "/") && (strings.HasSuffix(p, "/"+path.Clean(trimmed)) || strings.HasSuffix("/"+trimmed, "/"+p)) {
			old = p
		}
		if q := strings.Trim(name, "\"'"); q == "" || strings.Contains(q, unknownPart) {
			old = ""
		}
		if got := a.resolve("SKILL.md", name); got != old {
			t.Fatalf("resolve(%q) with file %q = %q, before %q", name, p, got, old)
		}
	}
}
