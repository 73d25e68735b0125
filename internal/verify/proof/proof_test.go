package proof

import (
	"io/fs"
	"maps"
	"testing"
	"testing/fstest"

	"github.com/skillpin/skillpin/internal/catalog"
)

// The proof lists the commit with the locked sizes of the files the lock
// lists, and everything else as the tree has it.
func TestLockSizedListing(t *testing.T) {
	tree := fstest.MapFS{
		"skills/pdf/SKILL.md":         {Data: []byte("0123456789")},
		"skills/pdf/refs/a.md":        {Data: []byte("abc")},
		"skills/pdf/refs/unlocked.md": {Data: []byte("12345")},
		"skills/other/SKILL.md":       {Data: []byte("xyz")},
	}
	locked := catalog.FileSet{{Path: "SKILL.md", Size: 7}, {Path: "refs/a.md", Size: 3}}
	listed, problems := catalog.ListFiles(lockSized{fsys: tree, dir: "skills/pdf", files: locked}, "skills/pdf", catalog.Limits{})
	if catalog.HasErrors(problems) {
		t.Fatal(problems)
	}
	got := map[string]int64{}
	for _, f := range listed {
		got[f.Path] = f.Size
	}
	want := map[string]int64{"SKILL.md": 7, "refs/a.md": 3, "refs/unlocked.md": 5}
	if !maps.Equal(got, want) {
		t.Errorf("sizes %v, want %v", got, want)
	}
	// The tree's own listing is as it was.
	if fi, err := fs.Stat(tree, "skills/pdf/SKILL.md"); err != nil || fi.Size() != 10 {
		t.Errorf("the tree's SKILL.md: %v, %v", fi, err)
	}
}
