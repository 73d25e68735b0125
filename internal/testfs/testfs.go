// Package testfs holds file helpers for tests: temporary directories that
// can be removed even after skillpin made parts of them read-only, and
// one-line reads and writes that fail the test on error.
package testfs

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TempDir is t.TempDir that can be removed when the test ends even when
// skillpin made parts of it read-only: store entries are read-only
// directories, and as an ordinary user RemoveAll needs write permission on
// a directory to remove what is in it (root does not, which is how such a
// leak hides in CI).
func TempDir(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	// Cleanups run last-in first-out: this one runs before t.TempDir's.
	t.Cleanup(func() { MakeRemovable(dir) })
	return dir
}

// MakeRemovable gives the owner write permission on every directory under
// dir, so that os.RemoveAll can empty them. Links are not followed.
func MakeRemovable(dir string) {
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if d != nil && d.IsDir() {
			os.Chmod(p, 0o755)
		}
		if err != nil && d != nil && d.IsDir() {
			// Unreadable until chmod: walk it again now that it is.
			MakeRemovable(p)
			return fs.SkipDir
		}
		return nil
	})
}

// RemoveAll removes p and everything under it, read-only store entries
// and generations included, as a person with rm -rf would, and fails the
// test on error.
func RemoveAll(t testing.TB, p string) {
	t.Helper()
	MakeRemovable(p)
	if err := os.RemoveAll(p); err != nil {
		t.Fatal(err)
	}
}

// WriteFile writes content to p, creating its directories, and fails the
// test on error. An existing read-only file is replaced.
func WriteFile(t testing.TB, p, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(p, 0o644)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// ReadFile returns the content of p and fails the test on error.
func ReadFile(t testing.TB, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// ListDir returns the names in dir, sorted, and fails the test on error.
func ListDir(t testing.TB, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, 0, len(ents))
	for _, e := range ents {
		out = append(out, e.Name()) // ReadDir sorts by name
	}
	return out
}
