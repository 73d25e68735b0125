package testfs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
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

// TestEveryTestUsesTempDir keeps the suite passing as an ordinary user: a
// test's temp dir that skillpin writes store entries into must be a
// TempDir of this package, which can remove them. Only the helpers that
// build plain git repositories may use testing's own.
func TestEveryTestUsesTempDir(t *testing.T) {
	bare := regexp.MustCompile(`\b[tb]\.TempDir\(\)`)
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(p, "_test.go") || strings.HasPrefix(filepath.ToSlash(p), "../../internal/testfs/") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			if bare.MatchString(line) {
				t.Errorf("%s:%d: use testfs.TempDir(t), not %s", p, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestWriteTree(t *testing.T) {
	dir := WriteTree(t, t.TempDir(), map[string]string{
		"a/SKILL.md": SkillMD("a", "Does a.", "license: MIT\n", "# a\n"),
		"a/link.md":  "->SKILL.md",
	})
	if got := ReadFile(t, filepath.Join(dir, "a", "SKILL.md")); got != "---\nname: a\ndescription: Does a.\nlicense: MIT\n---\n# a\n" {
		t.Errorf("SKILL.md = %q", got)
	}
	if target, err := os.Readlink(filepath.Join(dir, "a", "link.md")); err != nil || target != "SKILL.md" {
		t.Errorf("link.md -> %q, %v", target, err)
	}
}
