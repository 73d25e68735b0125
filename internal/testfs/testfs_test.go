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

// RemoveAll must empty read-only directories as an ordinary user; as root
// it shows only that the tree is gone, which MakeRemovable's test covers.
func TestRemoveAll(t *testing.T) {
	dir := t.TempDir()
	tree := filepath.Join(dir, "entry")
	WriteFile(t, filepath.Join(tree, "sub", "f"), "x")
	for _, d := range []string{filepath.Join(tree, "sub"), tree} {
		if err := os.Chmod(d, 0o555); err != nil {
			t.Fatal(err)
		}
	}
	RemoveAll(t, tree)
	if _, err := os.Lstat(tree); !os.IsNotExist(err) {
		t.Errorf("after RemoveAll, Lstat = %v, want not exist", err)
	}
	RemoveAll(t, tree) // removing what is gone is no error, as with os.RemoveAll
}
