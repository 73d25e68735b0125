package store

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/install/durable"
	"github.com/skillpin/skillpin/internal/testfs"
)

// Where the file system clones files (Btrfs, XFS), copies out of the store
// (the root's, a target's) are clones of the store files, verified by
// reading them back; elsewhere the first failed clone turns cloning off and
// files are copied. Either way the copy holds exactly the locked bytes, and
// a clone tampered with leaves the store untouched (copy on write), unlike
// a hard link.
func TestCopiesCloneWhereTheyCan(t *testing.T) {
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
	s := newStore(t, skillA)
	files := skillA.Files()
	out := filepath.Join(dir, "copy")
	var d durable.Batch
	if err := s.Copy(out, files.Digest(), files, &d); err != nil {
		t.Fatal(err)
	}
	if ms := CheckTree(out, files, true); len(ms) != 0 {
		t.Fatalf("the copy: %v", ms)
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
	// Tampering with a cloned file does not change the store.
	p := filepath.Join(out, "SKILL.md")
	os.Chmod(p, 0o644)
	if err := os.WriteFile(p, []byte("tampered"), 0o644); err != nil {
		t.Fatal(err)
	}
	if ms := s.Check(files.Digest(), files); len(ms) != 0 {
		t.Errorf("writing a clone changed the store: %v", ms)
	}
}
