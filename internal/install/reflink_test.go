package install

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// Where the file system clones files (Btrfs, XFS), root copies are clones
// of the store files, verified by reading them back; elsewhere the first
// failed clone turns cloning off and files are copied. Either way the root
// holds exactly the locked bytes, and a clone tampered with in the root
// leaves the store untouched (copy on write), unlike a hard link.
func TestRootCopiesCloneWhereTheyCan(t *testing.T) {
	dir := testfs.TempDir(t)
	src, err := os.Create(filepath.Join(dir, "src"))
	if err != nil {
		t.Fatal(err)
	}
	src.WriteString("content")
	dst, err := os.Create(filepath.Join(dir, "dst"))
	if err != nil {
		t.Fatal(err)
	}
	cloneErr := cloneFile(dst, src)
	src.Close()
	dst.Close()
	defer reflinks.Store(true)

	reflinks.Store(true)
	s := newStore(t, skillA, skillB)
	r := newRoot(t)
	if _, err := r.Publish(s, crashOld, ModeCopy); err != nil {
		t.Fatal(err)
	}
	if ms := r.Check(crashOld); len(ms) != 0 {
		t.Fatalf("root after publishing: %v", ms)
	}
	if cloneErr != nil {
		if reflinks.Load() {
			t.Error("a failed clone did not turn cloning off")
		}
		t.Skipf("this file system does not clone files (%v): copies were checked", cloneErr)
	}
	if !reflinks.Load() {
		t.Fatal("cloning was turned off on a file system that clones")
	}
	// Tampering with a cloned root file changes neither the store nor
	// the other copies.
	p := filepath.Join(r.Path(), "a", "SKILL.md")
	os.Chmod(p, 0o644)
	if err := os.WriteFile(p, []byte("tampered"), 0o644); err != nil {
		t.Fatal(err)
	}
	if ms := s.Check(crashOld[0].Digest, crashOld[0].Files); len(ms) != 0 {
		t.Errorf("writing a root clone changed the store: %v", ms)
	}
}
