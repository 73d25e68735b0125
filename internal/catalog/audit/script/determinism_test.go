package script

import (
	"os"
	"reflect"
	"testing"
)

// TestPushedDeterministic holds the analysis of a script that copies
// credentials and the environment into a folder it pushes with git to
// one answer: what a push sends was joined in a map's order, so the
// source shown changed from run to run (tune's notes-git-backup).
func TestPushedDeterministic(t *testing.T) {
	d := "../../../../testdata/audit/eval/tune/malicious/notes-git-backup/"
	var in []Input
	for _, p := range []string{"SKILL.md", "scripts/backup.sh"} {
		b, err := os.ReadFile(d + p)
		if err != nil {
			t.Fatal(err)
		}
		in = append(in, Input{Path: p, Data: b})
	}
	first, _ := Analyze(in)
	if len(first) == 0 {
		t.Fatal("no hit")
	}
	for range 40 {
		if h, _ := Analyze(in); !reflect.DeepEqual(h, first) {
			t.Fatalf("hits changed between runs:\n%+v\n%+v", first, h)
		}
	}
}
