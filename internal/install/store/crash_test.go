//go:build unix

package store

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/faults/crashtest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// These tests kill a real process at each write step of the store (see
// package crashtest) and check that the previous state is still fully
// usable and that the next run repairs.

func TestMain(m *testing.M) {
	crashtest.Main(m, map[string]crashtest.Op{
		"put": func(arm func(string), args []string) int {
			s, err := OpenStore(args[0])
			if err != nil {
				return crashtest.Fail(err)
			}
			arm("store.put")
			files := skillA.Files()
			err = s.Put(files.Digest(), files, skillA.Open)
			return crashtest.Fail(fmt.Errorf("survived the fault point: %v", err))
		},
		"gc": func(arm func(string), args []string) int {
			arm("cache.gc")
			_, err := gc(args[0], func(string) ([]string, error) { return []string{skillA.Files().Digest()}, nil }, time.Now())
			return crashtest.Fail(fmt.Errorf("survived the fault point: %v", err))
		},
	})
}

func TestCrashDuringPut(t *testing.T) {
	for _, mode := range crashtest.Modes {
		t.Run(mode, func(t *testing.T) {
			cache := filepath.Join(testfs.TempDir(t), "cache")
			s, err := OpenStore(cache)
			if err != nil {
				t.Fatal(err)
			}
			crashtest.RunKilled(t, mode, "store.put", "put", 1, cache)
			d := skillA.Files().Digest()
			if s.Has(d) {
				t.Fatal("a killed Put left an entry in place")
			}
			if list, _ := s.List(); len(list) != 0 {
				t.Errorf("List = %v", list)
			}
			var temps []string
			for _, name := range testfs.ListDir(t, s.Dir) {
				if strings.HasPrefix(name, storeTmpPrefix) {
					temps = append(temps, name)
				}
			}
			if len(temps) == 0 {
				t.Fatal("expected the dead run's temporary directory")
			}
			// Its lock died with the process: once old enough it is stale.
			removed, err := s.cleanStale(time.Now().Add(time.Hour))
			if err != nil || len(removed) != 1 {
				t.Errorf("cleanStale removed %v, %v", removed, err)
			}
			if names := testfs.ListDir(t, s.Dir); len(names) != 0 {
				t.Errorf("store still holds %v", names)
			}
			files := skillA.Files()
			if err := s.Put(d, files, skillA.Open); err != nil {
				t.Fatal(err)
			}
			if ms := s.Check(d, files); len(ms) != 0 {
				t.Errorf("Check after repair: %v", ms)
			}
		})
	}
}

func TestCrashDuringGC(t *testing.T) {
	for _, mode := range crashtest.Modes {
		t.Run(mode, func(t *testing.T) {
			s := newStore(t, skillA, skillB)
			cache := filepath.Dir(s.Dir)
			crashtest.RunKilled(t, mode, "cache.gc", "gc", 1, cache)
			if !s.Has(skillA.Files().Digest()) || !s.Has(skillB.Files().Digest()) {
				t.Fatal("a killed gc lost entries")
			}
			rep, err := gc(cache, func(string) ([]string, error) { return nil, nil }, time.Now())
			if err != nil || len(rep.Removed) != 2 {
				t.Errorf("gc after the crash: %+v, %v", rep, err)
			}
		})
	}
}

// A gc killed halfway through removing an entry leaves a renamed-away
// directory, never a half entry; the next run finishes the removal.
func TestHalfRemovedEntryIsInvisible(t *testing.T) {
	s := newStore(t, skillA)
	d := skillA.Files().Digest()
	h, _ := DigestHex(d)
	if err := os.Rename(s.Path(d), filepath.Join(s.Dir, storeRmPrefix+h+"-dead")); err != nil {
		t.Fatal(err)
	}
	if s.Has(d) {
		t.Error("Has sees a half-removed entry")
	}
	if list, _ := s.List(); len(list) != 0 {
		t.Errorf("List = %v", list)
	}
	if _, err := OpenStore(filepath.Dir(s.Dir)); err != nil {
		t.Fatal(err)
	}
	if names := testfs.ListDir(t, s.Dir); len(names) != 0 {
		t.Errorf("store holds %v", names)
	}
}
