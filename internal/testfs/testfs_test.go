package testfs

import (
	"os"
	"path/filepath"
	"testing"
)

// Root may remove entries of a read-only directory anyway, so the test
// checks the permissions MakeRemovable leaves, which hold for every user.
func TestMakeRemovable(t *testing.T) {
	dir := t.TempDir()
	deep := filepath.Join(dir, "a", "b")
	WriteFile(t, filepath.Join(deep, "f"), "x")
	for _, d := range []string{deep, filepath.Join(dir, "a")} {
		if err := os.Chmod(d, 0o555); err != nil {
			t.Fatal(err)
		}
	}
	MakeRemovable(dir)
	for _, d := range []string{dir, filepath.Join(dir, "a"), deep} {
		fi, err := os.Stat(d)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm()&0o200 == 0 {
			t.Errorf("%s is %v after MakeRemovable, want owner-writable", d, fi.Mode().Perm())
		}
	}
	if got := ReadFile(t, filepath.Join(deep, "f")); got != "x" {
		t.Errorf("ReadFile = %q", got)
	}
}
