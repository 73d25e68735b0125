package typosquat

import (
	"os"
	"path/filepath"
	"testing"
)

// eachTestFile calls fn with every readable file of the audit's test data
// (its corpus and the tune set): real text that a fast path and the
// search it replaces must agree on. A file that cannot be read (a
// dangling link among the hostile specimens) is skipped; a tree that
// cannot be walked, or one that holds almost nothing, fails the test, so
// that a moved directory cannot make the comparison vacuous.
func eachTestFile(t *testing.T, fn func(path string, data []byte)) {
	t.Helper()
	n := 0
	for _, dir := range []string{"../../../../testdata/audit/benign", "../../../../testdata/audit/malicious", "../../../../testdata/audit/eval/tune"} {
		err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return nil
			}
			n++
			fn(p, data)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if n < 1000 {
		t.Fatalf("only %d test files read: did the test data move?", n)
	}
}
