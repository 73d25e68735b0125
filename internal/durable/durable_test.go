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
