//go:build skillpin_faults

package publish

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestFaultPointsFromEnv fails each production fault point through
// SKILLPIN_FAULT, the way the end-to-end tests drive the binary, and
// checks that the exported operation leaves the previous state and that
// the next call repairs.
func TestFaultPointsFromEnv(t *testing.T) {
	tests := []struct {
		point string
		// setup builds the previous state and returns the failing
		// operation, a check of the previous state, and a check after repair.
		setup func(t *testing.T) (op func() error, intact func(t *testing.T), repaired func(t *testing.T))
	}{
		{"store.put", func(t *testing.T) (func() error, func(*testing.T), func(*testing.T)) {
			s := newStore(t)
			files := skillA.Files()
			op := func() error { return s.Put(files.Digest(), files, skillA.Open) }
			return op, func(t *testing.T) {
					if s.Has(files.Digest()) || len(listDir(t, s.Dir)) != 0 {
						t.Errorf("store holds %v", listDir(t, s.Dir))
					}
				}, func(t *testing.T) {
					if ms := s.Check(files.Digest(), files); len(ms) != 0 {
						t.Errorf("Check = %v", ms)
					}
				}
		}},
		{"root.publish", func(t *testing.T) (func() error, func(*testing.T), func(*testing.T)) {
			s := newStore(t, skillA, skillB, skillC)
			r := newRoot(t)
			if _, err := r.Publish(s, crashOld, ModeCopy); err != nil {
				t.Fatal(err)
			}
			op := func() error { _, err := r.Publish(s, crashNext, ModeCopy); return err }
			return op, func(t *testing.T) {
					if ms := r.Check(crashOld); len(ms) != 0 {
						t.Errorf("old root: %v", ms)
					}
				}, func(t *testing.T) {
					if ms := r.Check(crashNext); len(ms) != 0 {
						t.Errorf("new root: %v", ms)
					}
				}
		}},
		{"targets.sync", func(t *testing.T) (func() error, func(*testing.T), func(*testing.T)) {
			p := newTargetProject(t)
			p.sync(t, []string{claude}, crashOld, ModeCopy)
			if _, err := p.root.Publish(p.store, crashNext, ModeCopy); err != nil {
				t.Fatal(err)
			}
			op := func() error {
				_, err := SyncTargets(rootOf(t, p.dir, p.store), []string{claude}, p.store, crashNext, ModeCopy)
				return err
			}
			return op, func(t *testing.T) {
					p.checkMine(t)
					if ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, crashOld); len(ms) != 0 {
						t.Errorf("old target: %v", ms)
					}
				}, func(t *testing.T) {
					p.checkMine(t)
					if ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, crashNext); len(ms) != 0 {
						t.Errorf("new target: %v", ms)
					}
				}
		}},
		{"approvals.save", func(t *testing.T) (func() error, func(*testing.T), func(*testing.T)) {
			path := filepath.Join(testfs.TempDir(t), "approvals.toml")
			a := &approvals.Set{}
			a.Put(approvals.Approval{Name: "a", Digest: skillA.Files().Digest()})
			if err := a.Save(path); err != nil {
				t.Fatal(err)
			}
			old := testfs.ReadFile(t, path)
			a.Put(approvals.Approval{Name: "b", Digest: skillB.Files().Digest()})
			return func() error { return a.Save(path) }, func(t *testing.T) {
					if testfs.ReadFile(t, path) != old {
						t.Error("approvals changed")
					}
				}, func(t *testing.T) {
					if b, err := approvals.Load(path); err != nil || len(b.List) != 2 {
						t.Errorf("approvals: %v, %v", b, err)
					}
				}
		}},
		{"cache.gc", func(t *testing.T) (func() error, func(*testing.T), func(*testing.T)) {
			s := newStore(t, skillA)
			cache := filepath.Dir(s.Dir)
			op := func() error {
				_, err := store.GC(cache, func(string) ([]string, error) { return nil, nil })
				return err
			}
			return op, func(t *testing.T) {
					if !s.Has(entry(skillA, "a").Digest) {
						t.Error("entry removed by a failed gc")
					}
				}, func(t *testing.T) {
					if list, _ := s.List(); len(list) != 0 {
						t.Errorf("store = %v", list)
					}
				}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.point, func(t *testing.T) {
			op, intact, repaired := tt.setup(t)
			t.Setenv("SKILLPIN_FAULT", tt.point)
			if err := op(); !errors.Is(err, faults.ErrInjected) {
				t.Fatalf("with SKILLPIN_FAULT=%s: %v, want faults.ErrInjected", tt.point, err)
			}
			intact(t)
			os.Unsetenv("SKILLPIN_FAULT")
			if err := op(); err != nil {
				t.Fatalf("next run: %v", err)
			}
			repaired(t)
		})
	}
}
