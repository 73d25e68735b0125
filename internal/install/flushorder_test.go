package install

import (
	"fmt"
	"testing"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/testfs"
)

// Nothing is renamed into place before the flush that covers its content:
// at each rename point (the fault point just before it) the batch's flush
// has already happened. Counting flushes alone (TestBatchesFlushOnce) does
// not see the order: a flush moved after the renames passed every test.
func TestRenamedOnlyAfterFlush(t *testing.T) {
	skills := manySkills(3)
	var entries []RootEntry
	for i, sk := range skills {
		entries = append(entries, sk.entry(fmt.Sprintf("s%02d", i)))
	}
	tests := []struct {
		point string
		run   func(t *testing.T, s *Store)
	}{
		{"store.put", func(t *testing.T, s *Store) {
			b := s.Batch()
			defer b.Close()
			for _, sk := range skills {
				files := sk.files()
				if err := b.Put(files.Digest(), files, sk.open); err != nil {
					t.Fatal(err)
				}
			}
			if err := b.Commit(); err != nil {
				t.Fatal(err)
			}
		}},
		{"root.publish", func(t *testing.T, s *Store) {
			if _, err := rootOf(t, testfs.TempDir(t), s).Publish(s, entries, ModeCopy); err != nil {
				t.Fatal(err)
			}
		}},
		{targetsSyncPoint, func(t *testing.T, s *Store) {
			if _, err := SyncTargets(rootOf(t, testfs.TempDir(t), s), []string{claude}, s, entries, ModeCopy); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.point, func(t *testing.T) {
			s := newStore(t)
			if tt.point != "store.put" {
				s = newStore(t, skills...)
			}
			before, hits := flushes.Load(), 0
			faults.Inject(t, func(point string) error {
				if point != tt.point {
					return nil
				}
				hits++
				if flushes.Load() == before {
					t.Errorf("%s: hit %d renames into place before the batch was flushed", point, hits)
				}
				return nil
			})
			tt.run(t, s)
			if hits == 0 {
				t.Fatalf("the point %s was never reached", tt.point)
			}
		})
	}
}
