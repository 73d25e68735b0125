package install

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/testfs"
)

// skill is an in-memory skill: path -> content; a path ending in "*" is
// executable (the star is not part of the path).
type skill map[string]string

func (s skill) files() catalog.FileSet {
	var fs catalog.FileSet
	for p, c := range s {
		exec := strings.HasSuffix(p, "*")
		fs = append(fs, catalog.File{Path: strings.TrimSuffix(p, "*"), Size: int64(len(c)), Digest: catalog.DigestBytes([]byte(c)), Exec: exec})
	}
	fs.Sort()
	return fs
}

func (s skill) content(path string) string {
	if c, ok := s[path]; ok {
		return c
	}
	return s[path+"*"]
}

func (s skill) open(f catalog.File) (io.ReadCloser, error) {
	c, ok := s[f.Path]
	if !ok {
		c, ok = s[f.Path+"*"]
	}
	if !ok {
		return nil, fs.ErrNotExist
	}
	return io.NopCloser(strings.NewReader(c)), nil
}

func (s skill) entry(name string) RootEntry {
	files := s.files()
	return RootEntry{Name: name, Digest: files.Digest(), Files: files}
}

var (
	skillA = skill{"SKILL.md": "---\nname: a\ndescription: A.\n---\nBody of a.\n", "scripts/run.sh*": "#!/bin/sh\necho a\n", "references/deep/notes.md": "notes\n"}
	skillB = skill{"SKILL.md": "---\nname: b\ndescription: B.\n---\nBody of b.\n"}
	skillC = skill{"SKILL.md": "---\nname: c\ndescription: C.\n---\nBody of c.\n", "data.txt": "c data\n"}
)

// newStore opens a store in a fresh cache and puts the given skills in it.
func newStore(t *testing.T, skills ...skill) *Store {
	t.Helper()
	s, err := OpenStore(filepath.Join(testfs.TempDir(t), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	for _, sk := range skills {
		files := sk.files()
		if err := s.Put(files.Digest(), files, sk.open); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// listDir returns the names in dir, sorted.
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

func readFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFile(t *testing.T, p, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(p, 0o644)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
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
func rootOf(t testing.TB, projectDir string, s *Store) *Root {
	t.Helper()
	l, err := LoadLedger(filepath.Dir(s.Dir), ProjectLayout(projectDir))
	if err != nil {
		t.Fatal(err)
	}
	return &Root{Layout: ProjectLayout(projectDir), Ledger: l}
}
