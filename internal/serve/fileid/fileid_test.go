package fileid

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/testfs"
)

// TestSame: a set is the same as another taken of unchanged paths, and
// differs once a file is rewritten or a missing path appears; a set taken
// within the settle window is the same as no other, itself included.
func TestSame(t *testing.T) {
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" {
		t.Skip("without a kernel change time, identities never settle")
	}
	dir := testfs.TempDir(t)
	a, gone := filepath.Join(dir, "a"), filepath.Join(dir, "gone")
	testfs.WriteFile(t, a, "one")
	paths := []string{a, gone}
	// A negative settle window puts every change time before it: settled.
	const settled = -time.Hour
	before := Take(os.Lstat, paths, settled)
	if !before.Settled || !before.Same(Take(os.Lstat, paths, settled)) {
		t.Fatalf("unchanged paths: %+v is not the same as a second look", before)
	}
	if before.Same(Take(os.Lstat, paths, 1000*time.Hour)) {
		t.Error("a set changed within the settle window counts as the same")
	}
	testfs.WriteFile(t, a, "two!")
	if before.Same(Take(os.Lstat, paths, settled)) {
		t.Error("a rewritten file counts as the same")
	}
	now := Take(os.Lstat, paths, settled)
	testfs.WriteFile(t, gone, "")
	if now.Same(Take(os.Lstat, paths, settled)) {
		t.Error("a path that appeared counts as the same")
	}
	if Lstat(os.Lstat, filepath.Join(dir, "none")) != (ID{missing: true}) {
		t.Error("a missing path is not the missing ID")
	}
}
