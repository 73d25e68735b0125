// Package catalogtest holds in-memory skills for tests of the packages that
// store, publish and check skill files.
package catalogtest

import (
	"io"
	"io/fs"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
)

// Skill is an in-memory skill: path -> content; a path ending in "*" is
// executable (the star is not part of the path).
type Skill map[string]string

// Files is the skill's file set, sorted, with digests.
func (s Skill) Files() catalog.FileSet {
	var fs catalog.FileSet
	for p, c := range s {
		exec := strings.HasSuffix(p, "*")
		fs = append(fs, catalog.File{Path: strings.TrimSuffix(p, "*"), Size: int64(len(c)), Digest: catalog.DigestBytes([]byte(c)), Exec: exec})
	}
	fs.Sort()
	return fs
}

// Content is the content of the file at path.
func (s Skill) Content(path string) string {
	if c, ok := s[path]; ok {
		return c
	}
	return s[path+"*"]
}

// Open opens f's content, the way a store's Put reads a skill's files.
func (s Skill) Open(f catalog.File) (io.ReadCloser, error) {
	c, ok := s[f.Path]
	if !ok {
		c, ok = s[f.Path+"*"]
	}
	if !ok {
		return nil, fs.ErrNotExist
	}
	return io.NopCloser(strings.NewReader(c)), nil
}

// Three small skills: A has an executable script and a deep file.
var (
	A = Skill{"SKILL.md": "---\nname: a\ndescription: A.\n---\nBody of a.\n", "scripts/run.sh*": "#!/bin/sh\necho a\n", "references/deep/notes.md": "notes\n"}
	B = Skill{"SKILL.md": "---\nname: b\ndescription: B.\n---\nBody of b.\n"}
	C = Skill{"SKILL.md": "---\nname: c\ndescription: C.\n---\nBody of c.\n", "data.txt": "c data\n"}
)
