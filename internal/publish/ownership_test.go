package publish

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// When the store entry of the skill skillpin wrote into a target is gone
// (gc, cache clean), skillpin can no longer tell its files from files
// added since. An entry whose top level changed since is then kept, never
// deleted; one exactly as skillpin left it is still removed when its
// skill leaves the root.
func TestSyncTargetsStoreEntryGone(t *testing.T) {
	for _, tc := range []struct {
		name    string
		touch   bool // a name added at the entry's top level
		removed bool
	}{
		{"untouched", false, true},
		{"a name added at the top", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newTargetProject(t)
			a := entry(skillA, "a")
			dir := filepath.Join(p.dir, claude, "a")
			p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
			if tc.touch {
				addTo(t, dir, "mine.txt", "the user's\n")
			}
			if err := p.store.Remove(a.Digest); err != nil {
				t.Fatal(err)
			}
			rep := report(p.sync(t, []string{claude}, nil, ModeCopy), claude)
			_, err := os.Lstat(dir)
			if gone := err != nil; gone != tc.removed || slices.Equal(rep.Removed, []string{"a"}) != tc.removed || (len(rep.Kept) == 1) == tc.removed {
				t.Fatalf("sync after the skill left the root and its store entry went: %+v (entry removed: %v); want removed %v", rep, gone, tc.removed)
			}
			if !tc.removed {
				if len(rep.Kept[0].Added) != 0 {
					t.Errorf("kept %+v: no file can be named without the store entry", rep.Kept[0])
				}
				if got := testfs.ReadFile(t, filepath.Join(dir, "mine.txt")); got != "the user's\n" {
					t.Errorf("the user's file holds %q", got)
				}
			}
			p.checkMine(t)
		})
	}
}
