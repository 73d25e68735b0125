package publish

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/testfs"
)

// When the store entry of the skill skillpin wrote into a target is gone
// (gc, cache clean), skillpin can no longer tell its files from files
// added since. An entry whose top level changed since is then kept, never
// deleted; one exactly as skillpin left it is still removed when its
// skill leaves the root.
func TestSyncTargetsStoreEntryGone(t *testing.T) {
	t.Parallel()
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
				if len(rep.Kept[0].Added) != 0 || !strings.Contains(rep.Kept[0].What().String(), "can no longer tell which files in it are its own") {
					t.Errorf("kept %+v (%s): no file can be named without the store entry", rep.Kept[0], rep.Kept[0].What())
				}
				if got := testfs.ReadFile(t, filepath.Join(dir, "mine.txt")); got != "the user's\n" {
					t.Errorf("the user's file holds %q", got)
				}
			}
			p.checkMine(t)
		})
	}
}

// In symlink mode an entry of the user's with a skill's name holds that
// skill only when it is a link to exactly that skill in the trusted root:
// a link anywhere else is a clash, reported by the sync and by
// CheckTargets, never taken for the approved skill.
func TestSymlinkEntryOfTheUsers(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a := entry(skillA, "a")
	targets := []string{claude}
	p.sync(t, targets, nil, ModeSymlink)
	dir := filepath.Join(p.dir, claude)
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	state, err := filepath.EvalSymlinks(filepath.Join(p.dir, layout.StateDir))
	if err != nil {
		t.Fatal(err)
	}
	toRoot, err := filepath.Rel(real, filepath.Join(state, layout.RootLink, "a"))
	if err != nil {
		t.Fatal(err)
	}
	elsewhere := testfs.WriteTree(t, testfs.TempDir(t), map[string]string{"SKILL.md": "---\nname: a\ndescription: not the approved one.\n---\n"})
	for _, tc := range []struct {
		name, link string
		unowned    bool
	}{
		{"a link elsewhere", elsewhere, false},
		{"a link to the skill in the root", toRoot, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			os.Remove(filepath.Join(dir, "a"))
			if err := os.Symlink(tc.link, filepath.Join(dir, "a")); err != nil {
				t.Fatal(err)
			}
			rep := report(p.sync(t, targets, []RootEntry{a}, ModeSymlink), claude)
			if got := slices.Equal(rep.Unowned, []string{"a"}); got != tc.unowned || slices.Equal(rep.Clashes, []string{"a"}) == tc.unowned || rep.Changed() {
				t.Errorf("sync = %+v, want unowned %v, else a clash", rep, tc.unowned)
			}
			ms := CheckTargets(rootOf(t, p.dir, p.store), targets, []RootEntry{a})
			if tc.unowned && len(ms) != 0 || !tc.unowned && (len(ms) != 1 || ms[0].Kind != store.KindClash || ms[0].Path != "a") {
				t.Errorf("CheckTargets = %v", ms)
			}
			if target, _ := os.Readlink(filepath.Join(dir, "a")); target != tc.link {
				t.Errorf("the user's link now points at %s", target)
			}
		})
	}
}

// A kept entry names at most maxNamed of the names added to it; the check
// says of a file added to an entry that skillpin will not delete it, and
// of a changed one how to restore it.
func TestKeptAndCheckWording(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a := entry(skillA, "a")
	dir := filepath.Join(p.dir, claude, "a")
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	for i := range maxNamed + 2 {
		addTo(t, dir, fmt.Sprintf("scripts/added%d.sh", i), "the user's\n")
	}
	ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, []RootEntry{a})
	if len(ms) != maxNamed+2 {
		t.Fatalf("CheckTargets = %v, want every added file", ms)
	}
	for _, m := range ms {
		if m.Kind != store.KindExtra || !strings.Contains(m.Detail.String(), "skillpin did not write it and will not delete it") {
			t.Errorf("%v", m)
		}
	}
	os.Chmod(filepath.Join(dir, "SKILL.md"), 0o644)
	testfs.WriteFile(t, filepath.Join(dir, "SKILL.md"), "changed")
	ms = CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, []RootEntry{a})
	if len(ms) == 0 || ms[0].Path != "a/SKILL.md" || !strings.Contains(ms[0].Detail.String(), "to restore it") {
		t.Errorf("CheckTargets of a changed file = %v", ms)
	}
	rep := report(p.sync(t, []string{claude}, nil, ModeCopy), claude)
	if len(rep.Kept) != 1 || len(rep.Kept[0].Added) != maxNamed {
		t.Errorf("kept %+v, want %d names", rep.Kept, maxNamed)
	}
}
