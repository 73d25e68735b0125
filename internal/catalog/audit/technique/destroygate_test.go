package technique

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"slices"
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
			if !destroyWord(asciiLower(text), &Words{}) {
				t.Fatalf("the destroy or wipe pattern matches %q, destroyWord says no", text)
			}
		}
	}
	if hits < 500 {
		t.Errorf("the patterns matched %d generated texts: too few to test the gate", hits)
	}
}

// hookFragments are pieces of text around the hook names hookFile
// looks for.
var hookFragments = []string{
	"preexec", "PreExec", "precmd", "prec", "zshaddhistory", "fish_p", "fish_", "prompt_command", "PROMPT_COMMAND",
	"addtohistoryhandler", "AddToHistoryHandler", "_run_cell", "pre_execute", "post_execute", "pre", "post", "_",
	"debug", "DEBUG", "trap", "bootstrap", " ", "\n", "x", "é",
}

// TestWordScanGates holds the one-pass gates to the searches they
// replaced, one bytes.Index pass per word (kept here as the
// reference): hookFile says the same on every generated text, and
// destroyWord lets through every text the old gate let through
// (planting a word's removal from hookNames or destroyWords fails it).
func TestWordScanGates(t *testing.T) {
	oldHook := func(lower []byte) bool {
		return hasAny(lower, "preexec", "precmd", "zshaddhistory", "fish_p", "prompt_command", "addtohistoryhandler", "_run_cell", "pre_execute", "post_execute") ||
			bytes.Contains(lower, []byte("debug")) && regexp.MustCompile(trapExpr).Match(lower)
	}
	spacedBefore := func(lower []byte, w string, next ...string) bool {
		for off := 0; ; {
			i := bytes.Index(lower[off:], []byte(w))
			if i < 0 {
				return false
			}
			off += i + len(w)
			if spacedThen(lower[off:], next) {
				return true
			}
		}
	}
	oldDestroy := func(lower []byte) bool {
		return hasAny(lower, "truncate", "pg_terminate_backend", "dropdatabase", "flushall", "flushdb", "rmtree", "remove-item", "shred", "rmsync", "fs.rm(", "fs.promises.rm(", "rimraf", "removeall") ||
			spacedBefore(lower, "drop", "table", "database", "schema", "index") || spacedBefore(lower, "delete", "from") ||
			spacedBefore(lower, "rm", "-") || spacedBefore(lower, "dd", "if=")
	}
	// The spaced words next to white space, so that each is often
	// alone in a text.
	destroys := append(slices.Clone(destroyFragments), "dd ", "dd\t", " if=", "rm ", "rm\n", " -rf", "drop ", " table", " index",
		"delete ", " from", "drop\f", "delete\r")
	r := rand.New(rand.NewPCG(17, 39))
	hooks, gated, both := 0, 0, 0
	for n := 0; n < 40000; n++ {
		var h, d strings.Builder
		for k := 1 + r.IntN(6); k > 0; k-- {
			h.WriteString(hookFragments[r.IntN(len(hookFragments))])
			d.WriteString(destroys[r.IntN(len(destroys))])
		}
		lh, ld := asciiLower([]byte(h.String())), asciiLower([]byte(d.String()))
		if want := oldHook(lh); hookFile(lh, &Words{}) != want {
			t.Fatalf("hookFile(%q) = %v, the word by word search says %v", lh, !want, want)
		} else if want {
			hooks++
		}
		if oldDestroy(ld) {
			gated++
			if !destroyWord(ld, &Words{}) {
				t.Fatalf("destroyWord(%q) says no, the word by word search yes", ld)
			}
		}
		// One file's Words serve both gates (one pass): the hook and
		// the destroying words together, in either order, each gate
		// asked first.
		lb := slices.Concat(lh, ld)
		if n%2 == 1 {
			lb = slices.Concat(ld, lh)
		}
		w := &Words{}
		if n%3 == 0 {
			destroyWord(lb, w)
		}
		if want := oldHook(lb); hookFile(lb, w) != want {
			t.Fatalf("hookFile(%q) = %v with the destroying words, the word by word search says %v", lb, !want, want)
		} else if want && oldDestroy(lb) {
			both++
		}
		if oldDestroy(lb) && !destroyWord(lb, w) {
			t.Fatalf("destroyWord(%q) says no with the hook words, the word by word search yes", lb)
		}
	}
	if hooks < 1000 || gated < 1000 || both < 1000 {
		t.Errorf("the old gates passed %d and %d generated texts (%d both): too few to test the new ones", hooks, gated, both)
	}
}
