package install

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/testfs"
)

// manySkills is n distinct skills of a few files each.
func manySkills(n int) []skill {
	out := make([]skill, n)
	for i := range out {
		name := fmt.Sprintf("s%02d", i)
		out[i] = skill{
			"SKILL.md":        "---\nname: " + name + "\ndescription: S.\n---\n",
			"scripts/run.sh*": "#!/bin/sh\necho " + name + "\n",
			"ref/a/b/c.md":    name + " deep\n",
		}
	}
	return out
}

// Durability is per batch: however many files a batch writes, it is
// flushed to disk once, and before anything is renamed into place: at
// each rename's fault point the flush has already happened (counting
// flushes alone does not see the order; a flush moved after the store's
// renames passed every test).
func TestBatchesFlushOnce(t *testing.T) {
	skills := manySkills(12)
	var entries []RootEntry
	for i, sk := range skills {
		entries = append(entries, sk.entry(fmt.Sprintf("s%02d", i)))
	}
	tests := []struct {
		name  string
		point string // the fault point before each rename into place
		run   func(t *testing.T, s *Store)
	}{
		{"store batch", "store.put", func(t *testing.T, s *Store) {
			b := s.Batch()
			defer b.Close()
			for _, sk := range skills {
				files := sk.files()
				if err := b.Put(files.Digest(), files, sk.open); err != nil {
					t.Fatal(err)
				}
			}
			if list, _ := s.List(); len(list) != 0 {
				t.Fatalf("entries visible before Commit: %v", list)
			}
			if err := b.Commit(); err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if ms := s.Check(e.Digest, e.Files); len(ms) != 0 {
					t.Errorf("%s: %v", e.Name, ms)
				}
			}
		}},
		{"root generation", "root.publish", func(t *testing.T, s *Store) {
			r := rootOf(t, testfs.TempDir(t), s)
			if _, err := r.Publish(s, entries, ModeCopy); err != nil {
				t.Fatal(err)
			}
			if ms := r.Check(entries); len(ms) != 0 {
				t.Errorf("%v", ms)
			}
		}},
		{"target entries", targetsSyncPoint, func(t *testing.T, s *Store) {
			r := rootOf(t, testfs.TempDir(t), s)
			if _, err := SyncTargets(r, []string{claude}, s, entries, ModeCopy); err != nil {
				t.Fatal(err)
			}
			if ms := CheckTargets(r, []string{claude}, entries); len(ms) != 0 {
				t.Errorf("%v", ms)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(t)
			if tt.name != "store batch" {
				s = newStore(t, skills...)
			}
			before, renames := flushes.Load(), 0
			faults.Inject(t, func(point string) error {
				if point != tt.point {
					return nil
				}
				renames++
				if flushes.Load() == before {
					t.Errorf("%s: rename %d into place before the batch was flushed", point, renames)
				}
				return nil
			})
			tt.run(t, s)
			if n := flushes.Load() - before; n != 1 {
				t.Errorf("%d flushes for %d skills, want 1", n, len(skills))
			}
			if renames == 0 {
				t.Errorf("the fault point %s was never reached", tt.point)
			}
		})
	}
}

// A batch that is closed without Commit leaves nothing behind, and a Put
// that fails leaves the rest of the batch committable.
func TestBatchCloseAndFailedPut(t *testing.T) {
	s := newStore(t)
	b := s.Batch()
	a, c := skillA.files(), skillC.files()
	if err := b.Put(a.Digest(), a, skillA.open); err != nil {
		t.Fatal(err)
	}
	// The set's digest is computed from a file digest the content does
	// not have: Put accepts the set and finds the mismatch while writing.
	bad2 := skillC.files()
	bad2[0].Digest = skillA.files()[0].Digest
	if err := b.Put(bad2.Digest(), bad2, skillC.open); err == nil {
		t.Fatal("Put of mismatching content succeeded")
	}
	if err := b.Put(c.Digest(), c, skillC.open); err != nil {
		t.Fatal(err)
	}
	b.Close()
	if names := listDir(t, s.Dir); len(names) != 0 {
		t.Fatalf("a closed batch left %v", names)
	}

	b = s.Batch()
	defer b.Close()
	if err := b.Put(bad2.Digest(), bad2, skillC.open); err == nil {
		t.Fatal("Put of mismatching content succeeded")
	}
	if err := b.Put(a.Digest(), a, skillA.open); err != nil {
		t.Fatal(err)
	}
	if err := b.Put(a.Digest(), a, skillA.open); err != nil { // twice in one batch: kept once
		t.Fatal(err)
	}
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	if list, _ := s.List(); len(list) != 1 || list[0] != a.Digest() {
		t.Errorf("List = %v, want only a", list)
	}
	for _, n := range listDir(t, s.Dir) {
		if strings.HasPrefix(n, storeTmpPrefix) {
			t.Errorf("leftover %s", n)
		}
	}
}

// The portable fallback flushes each file and directory; one removed since
// it was noted (a batch dropped a failed entry) needs no flush.
func TestFlushEach(t *testing.T) {
	dir := testfs.TempDir(t)
	p := filepath.Join(dir, "f")
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := flushEach([]string{p}, []string{dir}); err != nil {
		t.Fatal(err)
	}
	if err := flushEach([]string{filepath.Join(dir, "missing")}, []string{filepath.Join(dir, "gone")}); err != nil {
		t.Errorf("flushEach of removed paths = %v", err)
	}
	if err := flushNoted([]string{filepath.Join(dir, "missing")}, []string{filepath.Join(dir, "gone")}); err != nil {
		t.Errorf("flushNoted of removed paths = %v", err)
	}
	var d durable
	d.file(p)
	d.dir(dir)
	if err := d.flush(); err != nil {
		t.Fatal(err)
	}
	before := flushes.Load()
	if err := d.flush(); err != nil || flushes.Load() != before {
		t.Errorf("an empty flush = %v and counted %d", err, flushes.Load()-before)
	}
}
