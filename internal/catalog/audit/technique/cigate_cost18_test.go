package technique

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// ciFragments are pieces of the needles of ciGate and of the other
// words Words reads, in both cases, whole and cut.
var ciFragments = []string{
	"pull_request_target", "PULL_REQUEST_TARGET", "pull_", "_request", "_target", "workflow_run", "Workflow_Run", "workflow", "w_run", "_run",
	"issue_comment", "ISSUE_COMMENT", "issue", "_comment", "github.event", "GitHub.Event", "github.head_ref", "github.", ".event", ".head_ref",
	"upload-artifact", "Upload-Artifact", "upload", "-artifact", `\x41`, `\X41`, `\u0041`, `\U0041`, `\101`, `\`, "x", "1", "u",
	"preexec", "drop table", "rm -rf", " ", "\n", "_", ".", "-", "é",
}

// TestCIGate holds ciGate, asked behind the Words one pass reads, to
// the byte gates it replaced (one search per needle of data, kept here
// as the reference), on generated texts, with one Words for all four
// kinds asked in turn (planting a needle's piece dropped from ciWords,
// or the pass stopping before every kind is found, fails it).
func TestCIGate(t *testing.T) {
	has := func(data []byte, needles ...string) bool {
		for _, n := range needles {
			if bytes.Contains(data, []byte(n)) {
				return true
			}
		}
		return false
	}
	old := map[uint8]func([]byte) bool{
		ciEscaped:  func(d []byte) bool { return has(d, `\x`, `\u`, `\X`, `\1`) },
		ciPwn:      func(d []byte) bool { return has(d, "pull_request_target", "workflow_run", "issue_comment") },
		ciInject:   func(d []byte) bool { return has(d, "github.event", "github.head_ref") },
		ciArtifact: func(d []byte) bool { return has(d, "upload-artifact") },
	}
	kinds := []uint8{ciEscaped, ciPwn, ciInject, ciArtifact}
	r := rand.New(rand.NewPCG(18, 41))
	passed := map[uint8]int{}
	for n := 0; n < 40000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(8); k > 0; k-- {
			b.WriteString(ciFragments[r.IntN(len(ciFragments))])
		}
		data := []byte(b.String())
		w := &Words{}
		off := r.IntN(len(kinds))
		for i := range kinds {
			kind := kinds[(off+i)%len(kinds)]
			want := old[kind](data)
			if got := ciGate(kind, data, asciiLower(data), w); got != want {
				t.Fatalf("ciGate(%d, %q) = %v, the search per needle %v", kind, data, got, want)
			}
			if want {
				passed[kind]++
			}
		}
	}
	for _, kind := range kinds {
		if passed[kind] < 1000 {
			t.Errorf("kind %d: the old gate passed %d generated texts: too few to test", kind, passed[kind])
		}
	}
}
