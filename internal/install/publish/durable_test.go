package publish

import (
	"fmt"
	"testing"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/install/durable"
	"github.com/skillpin/skillpin/internal/install/store"
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
		entries = append(entries, entry(sk, fmt.Sprintf("s%02d", i)))
	}
	tests := []struct {
		name  string
		point string // the fault point before each rename into place
		run   func(t *testing.T, s *store.Store)
	}{
		{"store batch", "store.put", func(t *testing.T, s *store.Store) {
			b := s.Batch()
			defer b.Close()
			for _, sk := range skills {
				files := sk.Files()
				if err := b.Put(files.Digest(), files, sk.Open); err != nil {
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
		{"root generation", "root.publish", func(t *testing.T, s *store.Store) {
			r := rootOf(t, testfs.TempDir(t), s)
			if _, err := r.Publish(s, entries, ModeCopy); err != nil {
				t.Fatal(err)
			}
			if ms := r.Check(entries); len(ms) != 0 {
				t.Errorf("%v", ms)
			}
		}},
		{"target entries", targetsSyncPoint, func(t *testing.T, s *store.Store) {
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
			before, renames := durable.Flushes(), 0
			faults.Inject(t, func(point string) error {
				if point != tt.point {
					return nil
				}
				renames++
				if durable.Flushes() == before {
					t.Errorf("%s: rename %d into place before the batch was flushed", point, renames)
				}
				return nil
			})
			tt.run(t, s)
			if n := durable.Flushes() - before; n != 1 {
				t.Errorf("%d flushes for %d skills, want 1", n, len(skills))
			}
			if renames == 0 {
				t.Errorf("the fault point %s was never reached", tt.point)
			}
		})
	}
}
