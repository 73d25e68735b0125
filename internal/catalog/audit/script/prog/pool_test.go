package prog_test

import (
	"reflect"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/prog"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/scripttest"
)

// TestTokenPoolSame holds the analysis with Run's tokens taken from a
// pool, and overwritten when they go back to it, equal to the analysis
// with fresh tokens for every unit, over the skills of the audit's test
// data: a slice of tokens kept past the Run that lexed them (a pooled
// buffer read after its reuse) changes a finding.
func TestTokenPoolSame(t *testing.T) {
	skills := scripttest.Skills("../../../../../testdata/audit/benign", "../../../../../testdata/audit/malicious", "../../../../../testdata/audit/eval/tune")
	n := len(skills)
	for _, sk := range skills {
		dir, in := sk.Dir, sk.Files
		on, poisoned := prog.SetPool(false, false)
		h0, s0 := script.Analyze(in)
		prog.SetPool(true, true)
		h1, s1 := script.Analyze(in)
		prog.SetPool(on, poisoned)
		if !reflect.DeepEqual([2]any{h0, s0}, [2]any{h1, s1}) {
			t.Errorf("%s: with pooled tokens %+v %+v, with fresh ones %+v %+v", dir, h1, s1, h0, s0)
		}
	}
	if n < 400 {
		t.Fatalf("only %d skills: the test data was not found", n)
	}
}
