//go:build linux

package e2etest

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// TestRemoveStaleMemoryRoots: the sweep removes a root only when its
// owner's lock is free. A root whose owner lives is kept even when the
// PID in its name is of no process here (another container's, sharing
// /dev/shm), and a root without an owner file is not judged.
func TestRemoveStaleMemoryRoots(t *testing.T) {
	shm := testfs.TempDir(t)
	root := func(name string, owner bool) string {
		p := filepath.Join(shm, name)
		if err := os.MkdirAll(filepath.Join(p, "sub"), 0o755); err != nil {
			t.Fatal(err)
		}
		if owner {
			if err := os.WriteFile(filepath.Join(p, memRootOwnerFile), nil, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		return p
	}
	// A PID no process here has: the old sweep took such a root as stale.
	live := root(memTempPrefix+"2147483646-live", true)
	held, err := os.OpenFile(filepath.Join(live, memRootOwnerFile), os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	if err := syscall.Flock(int(held.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		t.Fatal(err)
	}
	stale := root(memTempPrefix+"1-stale", true)
	unjudged := root(memTempPrefix+"2147483646-making", false)
	other := root("someone-else", true)

	removeStaleMemoryRoots(shm)

	for _, c := range []struct {
		dir  string
		kept bool
	}{{live, true}, {stale, false}, {unjudged, true}, {other, true}} {
		_, err := os.Stat(c.dir)
		if kept := err == nil; kept != c.kept {
			t.Errorf("%s: kept %v, want %v", filepath.Base(c.dir), kept, c.kept)
		}
	}
	// The sweep's own probe must not leave the live root's lock taken.
	if err := syscall.Flock(int(held.Fd()), syscall.LOCK_UN); err != nil {
		t.Fatal(err)
	}
	if !ownerGone(filepath.Join(live, memRootOwnerFile)) {
		t.Error("a released owner file still reads as held")
	}
}
