package store

import (
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/catalogtest"
	"github.com/skillpin/skillpin/internal/testfs"
)

type skill = catalogtest.Skill

var skillA, skillB, skillC = catalogtest.A, catalogtest.B, catalogtest.C

// newStore opens a store in a fresh cache and puts the given skills in it.
func newStore(t *testing.T, skills ...skill) *Store {
	t.Helper()
	s, err := OpenStore(filepath.Join(testfs.TempDir(t), "cache"))
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
