//go:build linux

package durable

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
	"golang.org/x/sys/unix"
)

// On Linux a batch costs one syncfs per file system, found from its
// directories or, when it noted none, from its files' parents.
func TestFlushNotedOncePerFileSystem(t *testing.T) {
	dir := testfs.TempDir(t)
	if fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY, 0); err == nil {
		err = unix.Syncfs(fd)
		unix.Close(fd)
		if err != nil {
			t.Skipf("this kernel or sandbox refuses syncfs (%v): batches use the per-file fallback", err)
		}
	}
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(sub, "f")
	if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name        string
		files, dirs []string
	}{
		{"files only", []string{f}, nil},
		{"two directories of one file system", []string{f}, []string{dir, sub}},
	} {
		before := syncs.Load()
		if err := flushNoted(tt.files, tt.dirs); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if n := syncs.Load() - before; n != 1 {
			t.Errorf("%s: %d syncs, want one syncfs", tt.name, n)
		}
	}
}
