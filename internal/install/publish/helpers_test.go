package publish

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/catalogtest"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/testfs"
)

type skill = catalogtest.Skill

var skillA, skillB, skillC = catalogtest.A, catalogtest.B, catalogtest.C

// entry is s as the root entry name.
func entry(s skill, name string) RootEntry {
	files := s.Files()
	return RootEntry{Name: name, Digest: files.Digest(), Files: files}
}

// newStore opens a store in a fresh cache and puts the given skills in it.
func newStore(t *testing.T, skills ...skill) *store.Store {
	t.Helper()
	s, err := store.OpenStore(filepath.Join(testfs.TempDir(t), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	for _, sk := range skills {
		files := sk.Files()
		if err := s.Put(files.Digest(), files, sk.Open); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// listDir lists the entries of dir, but for the .gitignore skillpin keeps
// in a target (TestTargetGitignore checks it).
func listDir(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if e.Name() == ".gitignore" {
			continue
		}
		out = append(out, e.Name())
	}
	slices.Sort(out)
	return out
}

// snapshot records every path under dir with its content (or "dir" /
// "-> target"), to prove that an operation left a tree untouched.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var b bytes.Buffer
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(dir, p)
		fi, _ := d.Info()
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			target, _ := os.Readlink(p)
			b.WriteString(rel + " -> " + target + "\n")
		case d.IsDir():
			b.WriteString(rel + "/ " + fi.Mode().Perm().String() + "\n")
		default:
			c, _ := os.ReadFile(p)
			b.WriteString(rel + " " + fi.Mode().Perm().String() + " " + string(c) + "\n")
		}
		return nil
	})
	return b.String()
}

// rootOf is the trusted root of projectDir with skillpin's ledger of it,
// kept in the cache of s.
func rootOf(t testing.TB, projectDir string, s *store.Store) *Root {
	t.Helper()
	l, err := LoadLedger(filepath.Dir(s.Dir), layout.ProjectLayout(projectDir))
	if err != nil {
		t.Fatal(err)
	}
	return &Root{Layout: layout.ProjectLayout(projectDir), Ledger: l}
}

// repairStore is what install --repair does to the store before it repairs
// the root and targets: when a write through a published file reached the
// store entry of sk (a hard link shares it), the entry no longer checks,
// and repair (a Rebuild or RepairTargets) fails with a mismatch instead of
// publishing it; the entry is then removed and stored again.
func repairStore(t *testing.T, s *store.Store, sk skill, repair func() error) {
	t.Helper()
	files := sk.Files()
	if ms := s.Check(files.Digest(), files); len(ms) == 0 {
		return // not shared (copies): the store is whole
	}
	var mm *store.MismatchError
	if err := repair(); !errors.As(err, &mm) {
		t.Fatalf("repair from a store entry written through a link = %v, want a mismatch", err)
	}
	if err := s.Remove(files.Digest()); err != nil {
		t.Fatal(err)
	}
	if err := s.Put(files.Digest(), files, sk.Open); err != nil {
		t.Fatal(err)
	}
}
