package trainset

import (
	"flag"
	"math"
	"os"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/learn"
)

var update = flag.Bool("update", false, "write ../model.txt from a fresh training")

const tuneDir = "../../../../../testdata/audit/eval/tune"

// TestModelFresh: the committed weights are those a fresh training on
// the tune set gives (to the digits the file keeps), with the frozen
// threshold and severity. With -update (go generate) it writes them.
func TestModelFresh(t *testing.T) {
	skills, err := Labelled(tuneDir)
	if err != nil {
		t.Fatal(err)
	}
	fresh := Train(skills).Encode(Header)
	if *update {
		if err := os.WriteFile("../model.txt", fresh, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := learn.Decode(fresh)
	if err != nil {
		t.Fatal(err)
	}
	got := learn.Builtin()
	if got.Threshold != want.Threshold || got.Severity != want.Severity {
		t.Errorf("model.txt: threshold %v, severity %v; a fresh training gives %v, %v: run go generate ./internal/catalog/audit/learn",
			got.Threshold, got.Severity, want.Threshold, want.Severity)
	}
	if len(got.Weights) != len(want.Weights) {
		t.Errorf("model.txt has %d weights, a fresh training %d: run go generate ./internal/catalog/audit/learn", len(got.Weights), len(want.Weights))
	}
	bad := 0
	for i, w := range want.Weights {
		// Equal to the file's digits; a last-digit difference is allowed
		// for machines whose arithmetic differs in the last bits.
		if g, ok := got.Weights[i]; !ok || math.Abs(g-w) > 1e-3*max(1, math.Abs(w)) {
			bad++
			if bad <= 5 {
				t.Errorf("slot %d: model.txt has %v, a fresh training %v", i, g, w)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d weights differ: run go generate ./internal/catalog/audit/learn", bad)
	}
}
