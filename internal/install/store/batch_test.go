package store

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// A batch that is closed without Commit leaves nothing behind, and a Put
// that fails leaves the rest of the batch committable.
func TestBatchCloseAndFailedPut(t *testing.T) {
	s := newStore(t)
	b := s.Batch()
	a, c := skillA.Files(), skillC.Files()
	if err := b.Put(a.Digest(), a, skillA.Open); err != nil {
		t.Fatal(err)
	}
	// The set's digest is computed from a file digest the content does
	// not have: Put accepts the set and finds the mismatch while writing.
	bad2 := skillC.Files()
	bad2[0].Digest = skillA.Files()[0].Digest
	if err := b.Put(bad2.Digest(), bad2, skillC.Open); err == nil {
		t.Fatal("Put of mismatching content succeeded")
	}
	if err := b.Put(c.Digest(), c, skillC.Open); err != nil {
		t.Fatal(err)
	}
	b.Close()
	if names := testfs.ListDir(t, s.Dir); len(names) != 0 {
		t.Fatalf("a closed batch left %v", names)
	}

	b = s.Batch()
	defer b.Close()
	if err := b.Put(bad2.Digest(), bad2, skillC.Open); err == nil {
		t.Fatal("Put of mismatching content succeeded")
	}
	if err := b.Put(a.Digest(), a, skillA.Open); err != nil {
		t.Fatal(err)
	}
	if err := b.Put(a.Digest(), a, skillA.Open); err != nil { // twice in one batch: kept once
		t.Fatal(err)
	}
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	if list, _ := s.List(); len(list) != 1 || list[0] != a.Digest() {
		t.Errorf("List = %v, want only a", list)
	}
	for _, n := range testfs.ListDir(t, s.Dir) {
		if strings.HasPrefix(n, storeTmpPrefix) {
			t.Errorf("leftover %s", n)
		}
	}
}
