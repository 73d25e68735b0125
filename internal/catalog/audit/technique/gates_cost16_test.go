package technique

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// gateFragments are pieces of lines the guard, network and definition
// patterns read, put together at random below.
var gateFragments = []string{
	"if ", "If", "when", "unless ", " and ", "&&", "a&&b", "band", "iff", "(", ")", "( )", "(\t)", "()", "#",
	"date", "Date", "date(", "new Date(2027", "datetime.date(2027, 1", "date.datetime(2026,", "Date.now() > 170000000000",
	"Date.now() < 1700000000000", "time.time() >= 1700000000", "date +%s) -ge 1700000000", "date +%Y%m%d)\" -ge \"20270101",
	"prod", "production", "products", "PROD", "primary", "primarys", "master", "mastery", "pg_database_size",
	"rds.amazonaws.com", "rds.", "update", " ", "\t", "x", "_", "9", ".", "\"", "'",
	"curl", "Curl", "curly", "wget", "nc", "ncat", "func", "Invoke-WebRequest", "invoke-restmethod", "iwr", "irm", "confirm",
	"/dev/tcp/", "preexec", "debug", "f()", "g ( )", "h(x)",
}

// TestGatesCost16 holds the byte gates in front of the guard, network
// and definition patterns to the patterns: wherever a pattern matches a
// line of ASCII text, its gate lets the line through.
func TestGatesCost16(t *testing.T) {
	guard := reGuard.Get(guardExpr)
	net := reHookNet.Get(netExpr)
	def := reHookDef.Get(defExpr)
	r := rand.New(rand.NewPCG(16, 37))
	hits := [3]int{}
	for n := 0; n < 30000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(6); k > 0; k-- {
			b.WriteString(gateFragments[r.IntN(len(gateFragments))])
		}
		line := []byte(b.String())
		low := asciiLower(line)
		if guard.Match(line) {
			hits[0]++
			if !guardWords(low) {
				t.Fatalf("guard matches %q, guardWords says no", line)
			}
		}
		if net.Match(line) {
			hits[1]++
			if !netWord(low) {
				t.Fatalf("network pattern matches %q, netWord says no", line)
			}
		}
		if def.Match(line) {
			hits[2]++
			if !emptyParens(line) {
				t.Fatalf("definition pattern matches %q, emptyParens says no", line)
			}
		}
	}
	for i, h := range hits {
		if h < 200 {
			t.Errorf("pattern %d matched %d generated lines: too few to test its gate", i, h)
		}
	}
	// The characters (?i) folds to ASCII letters are seen, so that the
	// pattern runs on them.
	for _, s := range []string{"if maſter", "Invo\u212ae-WebRequest"} {
		if !foldsToASCII([]byte(s)) {
			t.Errorf("foldsToASCII(%q) = false", s)
		}
	}
}
