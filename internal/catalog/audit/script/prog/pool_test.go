package prog_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/prog"
)

// TestTokenPoolSame holds the analysis with Run's tokens taken from a
// pool, and overwritten when they go back to it, equal to the analysis
// with fresh tokens for every unit, over the skills of the audit's test
// data: a slice of tokens kept past the Run that lexed them (a pooled
// buffer read after its reuse) changes a finding.
func TestTokenPoolSame(t *testing.T) {
	n := 0
	for _, root := range []string{"../../../../../testdata/audit/benign", "../../../../../testdata/audit/malicious", "../../../../../testdata/audit/eval/tune"} {
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || d.Name() != "SKILL.md" {
				return nil
			}
			dir := filepath.Dir(p)
			var in []script.Input
			_ = filepath.WalkDir(dir, func(q string, e fs.DirEntry, err error) error {
				if err != nil || e.IsDir() || !e.Type().IsRegular() {
					return nil
				}
				b, err := os.ReadFile(q)
				if err != nil {
					return nil
				}
				rel, _ := filepath.Rel(dir, q)
				in = append(in, script.Input{Path: filepath.ToSlash(rel), Data: b})
				return nil
			})
			on, poisoned := prog.SetPool(false, false)
			h0, s0 := script.Analyze(in)
			prog.SetPool(true, true)
			h1, s1 := script.Analyze(in)
			prog.SetPool(on, poisoned)
			if !reflect.DeepEqual([2]any{h0, s0}, [2]any{h1, s1}) {
				t.Errorf("%s: with pooled tokens %+v %+v, with fresh ones %+v %+v", dir, h1, s1, h0, s0)
			}
			n++
			return nil
		})
	}
	if n < 400 {
		t.Fatalf("only %d skills: the test data was not found", n)
	}
}
