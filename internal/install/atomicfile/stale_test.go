package atomicfile

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

func TestRemoveStale(t *testing.T) {
	dir := testfs.TempDir(t)
	for _, name := range []string{
		"skills.lock", ".skills.lock.tmp-123", ".skills.lock.tmp-9", // ours: the file and two leftovers
		".skills.toml.tmp-5", "skills.lock.tmp-7", ".skills.lockx.tmp-1", // another file's, or not WriteFile's pattern
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, ".skills.lock.tmp-dir"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := RemoveStale(filepath.Join(dir, "skills.lock")); err != nil {
		t.Fatal(err)
	}
	ents, _ := os.ReadDir(dir)
	var left []string
	for _, e := range ents {
		left = append(left, e.Name())
	}
	want := []string{".skills.lock.tmp-dir", ".skills.lockx.tmp-1", ".skills.toml.tmp-5", "skills.lock", "skills.lock.tmp-7"}
	if !slices.Equal(left, want) {
		t.Fatalf("left %v, want %v", left, want)
	}
	if err := RemoveStale(filepath.Join(dir, "missing", "skills.lock")); err != nil {
		t.Fatalf("missing directory: %v", err)
	}
}
