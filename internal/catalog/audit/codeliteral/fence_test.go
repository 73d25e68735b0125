package codeliteral

import (
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// fenceRE is the regexp FenceMarks replaced.
var fenceRE = regexp.MustCompile("(?m)^[ \t]{0,3}(```+|~~~+)")

// TestFenceMarks holds FenceMarks equal to the regexp it replaced in the
// audit's Markdown ranges, on random lines of blanks, backticks, tildes
// and text, and on the test data's Markdown files.
func TestFenceMarks(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	pieces := []string{" ", "\t", "`", "~", "``", "```", "~~~", "````", "a", "\n", "\r\n", "x```", "\n   ```", "\n    ```"}
	var texts [][]byte
	for range 30000 {
		var b []byte
		for n := r.IntN(10); n > 0; n-- {
			b = append(b, pieces[r.IntN(len(pieces))]...)
		}
		texts = append(texts, b)
	}
	for _, dir := range []string{"../../../../testdata/audit/benign", "../../../../testdata/audit/malicious", "../../../../testdata/audit/eval/tune"} {
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
				if data, err := os.ReadFile(p); err == nil {
					texts = append(texts, data)
				}
			}
			return nil
		})
	}
	for _, b := range texts {
		want := fenceRE.FindAllSubmatchIndex(b, -1)
		got := FenceMarks(b)
		if len(got) != len(want) {
			t.Fatalf("FenceMarks(%q) = %v, the regexp %v", b, got, want)
		}
		for i := range got {
			if !slices.Equal(got[i], want[i]) {
				t.Fatalf("FenceMarks(%q) = %v, the regexp %v", b, got, want)
			}
		}
	}
}
