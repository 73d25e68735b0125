package durable

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// The portable fallback flushes each file and directory; one removed since
// it was noted (a batch dropped a failed entry) needs no flush.
func TestFlushEach(t *testing.T) {
	dir := testfs.TempDir(t)
	p := filepath.Join(dir, "f")
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := flushEach([]string{p}, []string{dir}); err != nil {
		t.Fatal(err)
	}
	if err := flushEach([]string{filepath.Join(dir, "missing")}, []string{filepath.Join(dir, "gone")}); err != nil {
		t.Errorf("flushEach of removed paths = %v", err)
	}
	if err := flushNoted([]string{filepath.Join(dir, "missing")}, []string{filepath.Join(dir, "gone")}); err != nil {
		t.Errorf("flushNoted of removed paths = %v", err)
	}
	var d Batch
	d.File(p)
	d.Dir(dir)
	if err := d.Flush(); err != nil {
		t.Fatal(err)
	}
	before := flushes.Load()
	if err := d.Flush(); err != nil || flushes.Load() != before {
		t.Errorf("an empty flush = %v and counted %d", err, flushes.Load()-before)
	}
}

// flushEach flushes every file and directory it is given, each once, and
// stops at the first file it cannot open (but for one removed meanwhile).
func TestFlushEachCoversEveryPath(t *testing.T) {
	dir := testfs.TempDir(t)
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	for _, p := range []string{a, b} {
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	before := syncs.Load()
	if err := flushEach([]string{a, b}, []string{dir}); err != nil {
		t.Fatal(err)
	}
	if n := syncs.Load() - before; n != 3 {
		t.Errorf("flushEach of two files and a directory made %d syncs, want 3", n)
	}
	before = syncs.Load()
	if err := flushEach([]string{filepath.Join(dir, "gone")}, []string{filepath.Join(dir, "gone too")}); err != nil || syncs.Load() != before {
		t.Errorf("flushEach of removed paths = %v after %d syncs, want nil after none", err, syncs.Load()-before)
	}
	if err := flushEach([]string{a, filepath.Join(a, "under a file"), b}, nil); err == nil {
		t.Error("flushEach of a path that cannot be opened succeeded")
	}
}
