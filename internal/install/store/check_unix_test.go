//go:build unix

package store

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// A FIFO put in a store file's place is reported, not opened for a read
// that would wait for a writer forever.
func TestCheckRefusesFIFO(t *testing.T) {
	files := skillA.Files()
	d := files.Digest()
	s := newStore(t, skillA)
	dir := s.Path(d)
	testfs.MakeRemovable(dir)
	p := filepath.Join(dir, "SKILL.md")
	if err := os.Remove(p); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	got := s.Check(d, files)
	if len(got) != 1 || got[0].Path != "SKILL.md" || got[0].Kind != KindModified ||
		got[0].Detail.Render(hint.Current) != "is a special file, not a regular file" {
		t.Fatalf("Check = %v, want SKILL.md modified: is a special file", got)
	}
}
