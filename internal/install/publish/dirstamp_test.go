package publish

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// A generation published in copy mode is stamped (Generation.Dirs), and
// the warm check of a stamped generation lists no directory; whatever
// adds, removes or renames a name anywhere in it is still found, as the
// check that re-hashes every file finds it.
func TestStampedQuickCheckFindsWhatCheckFinds(t *testing.T) {
	tests := []struct {
		name   string
		damage func(t *testing.T, root string)
	}{
		{"intact", func(*testing.T, string) {}},
		{"extra file deep in a skill", func(t *testing.T, root string) { write(t, root, "a/references/deep/evil.md", "x") }},
		{"extra file at a skill's top", func(t *testing.T, root string) { write(t, root, "a/evil.md", "x") }},
		{"extra directory", func(t *testing.T, root string) { write(t, root, "a/scripts/more/x.sh", "x") }},
		{"extra skill", func(t *testing.T, root string) { write(t, root, "evil/SKILL.md", "x") }},
		{"file renamed", func(t *testing.T, root string) {
			if err := os.Rename(filepath.Join(root, "a/scripts/run.sh"), filepath.Join(root, "a/scripts/run2.sh")); err != nil {
				t.Fatal(err)
			}
		}},
		{"directory replaced by one of the same names", func(t *testing.T, root string) {
			dir := filepath.Join(root, "a/references/deep")
			if err := os.Rename(dir, dir+".old"); err != nil {
				t.Fatal(err)
			}
			write(t, root, "a/references/deep/notes.md", "notes\n")
			write(t, root, "a/references/deep/evil.md", "x")
			if err := os.RemoveAll(dir + ".old"); err != nil {
				t.Fatal(err)
			}
		}},
		{"file's size", func(t *testing.T, root string) {
			p := filepath.Join(root, "b/SKILL.md")
			os.Chmod(p, 0o644)
			if err := os.WriteFile(p, []byte("longer than it was\n"), 0o444); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(t, skillA, skillB)
			r := newRoot(t)
			entries := []RootEntry{entry(skillA, "a"), entry(skillB, "b")}
			if _, err := r.Publish(s, entries, ModeCopy); err != nil {
				t.Fatal(err)
			}
			stamped := r.Ledger.Root.Dirs != ""
			if runtime.GOOS == "linux" && !stamped {
				t.Fatal("a copy generation published on Linux has no stamp")
			}
			dir, _ := r.Verified()
			tt.damage(t, dir)
			before := dirsListed.Load()
			got := kinds(r.QuickCheck(entries))
			listed := dirsListed.Load() - before
			want := kinds(r.Check(entries))
			if !slices.Equal(got, want) {
				t.Errorf("QuickCheck found %v, Check %v", got, want)
			}
			if (tt.name == "intact") != (len(got) == 0) {
				t.Errorf("found %v", got)
			}
			if stamped && tt.name == "intact" && listed != 0 {
				t.Errorf("the check of an intact stamped generation listed %d directories, want none", listed)
			}
		})
	}
}

// A stamp is recorded only once the file system's clock has moved past
// every directory's change time: a name added within the same tick would
// otherwise leave the directory's stamp as recorded.
func TestNoStampBeforeTheClockMovesOn(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("stamps are taken on Linux")
	}
	s := newStore(t, skillA)
	r := newRoot(t)
	entries := []RootEntry{entry(skillA, "a")}
	real := fsNow
	t.Cleanup(func() { fsNow = real })
	fsNow = func(dir string) (int64, uint64, bool) {
		_, dev, ok := real(dir)
		return 0, dev, ok // a clock that never passes the generation's change times
	}
	if _, err := r.Publish(s, entries, ModeCopy); err != nil {
		t.Fatal(err)
	}
	if r.Ledger.Root.Dirs != "" {
		t.Fatalf("stamp %q recorded before the clock moved past the generation", r.Ledger.Root.Dirs)
	}
	dir, _ := r.Verified()
	write(t, dir, "a/scripts/evil.sh", "x")
	before := dirsListed.Load()
	if got := kinds(r.QuickCheck(entries)); !slices.Equal(got, []string{"a/scripts/evil.sh extra"}) {
		t.Errorf("QuickCheck without a stamp found %v", got)
	}
	if dirsListed.Load() == before {
		t.Error("an unstamped generation was checked without listing its directories")
	}
}
