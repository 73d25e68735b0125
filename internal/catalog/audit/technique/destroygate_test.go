package technique

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// destroyFragments are pieces of the text the destroy and wipe patterns
// read, put together at random below.
var destroyFragments = []string{
	"drop", "DROP", "Drop", " ", "  ", "\t", "\n", "table", "TABLE", "database", "schema", "index", "dropdown", "drops",
	"delete", "DELETE", "from", "FROM", "users", ";", "\"", "'", "`", ")", "deleted", "truncate", "Truncate",
	"rm", "RM", "-rf", "-fr", "-r", "-Rf", "/", "~", "~/", "$HOME", "${HOME}", ".ssh", "form", "format", "-",
	"dd", "if=", "add", "odd", "rmtree(", "home", "expanduser", "rmSync(", "fs.rm(", "fs.promises.rm(",
	"rimraf", "Remove-Item", " -Recurse", "shred", "os.RemoveAll(", "flushall", "FlushDB", "dropDatabase",
	"pg_terminate_backend", "x", "_", "9", ".",
}

// TestDestroyWordGate holds destroyWord, the byte gate in front of
// GATED_DESTRUCTION's per-line reading, to the destroy and wipe
// patterns: wherever either matches ASCII text, the gate lets the text
// through (planting "return false" in spacedBefore fails it).
func TestDestroyWordGate(t *testing.T) {
	destroy, wipe := regexp.MustCompile(destroyExpr), regexp.MustCompile(wipeExpr)
	r := rand.New(rand.NewPCG(16, 38))
	hits := 0
	for n := 0; n < 40000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(7); k > 0; k-- {
			b.WriteString(destroyFragments[r.IntN(len(destroyFragments))])
		}
		text := []byte(b.String())
		if destroy.Match(text) || wipe.Match(text) {
			hits++
			if !destroyWord(asciiLower(text)) {
				t.Fatalf("the destroy or wipe pattern matches %q, destroyWord says no", text)
			}
		}
	}
	if hits < 500 {
		t.Errorf("the patterns matched %d generated texts: too few to test the gate", hits)
	}
}
