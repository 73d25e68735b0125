package layout

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// TestFindDir: the project is found above the work directory, but never
// across a repository root, above home, or through a skills.toml that is
// not a regular file.
func TestFindDir(t *testing.T) {
	mk := func(t *testing.T, base string, rels ...string) {
		for _, r := range rels {
			p := filepath.Join(base, r)
			if filepath.Ext(r) == ".toml" {
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte("[settings]\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, tc := range []struct {
		name  string
		setup []string
		start string
		home  string
		want  string
	}{
		{"here", []string{"p/skills.toml"}, "p", "", "p"},
		{"above", []string{"p/skills.toml", "p/a/b"}, "p/a/b", "", "p"},
		{"repo root holds it", []string{"p/skills.toml", "p/.git", "p/a"}, "p/a", "", "p"},
		{"stops at a nested repository", []string{"p/skills.toml", "p/vendor/lib/.git", "p/vendor/lib/src"}, "p/vendor/lib/src", "", "p/vendor/lib/src"},
		{"never above a repository", []string{"skills.toml", "p/.git", "p/a"}, "p/a", "", "p/a"},
		{"stops at home", []string{"skills.toml", "home/a"}, "home/a", "home", "home/a"},
		{"home itself", []string{"home/skills.toml", "home/a"}, "home/a", "home", "home"},
		{"none", []string{"p/a"}, "p/a", "", "p/a"},
		{"a directory is no manifest", []string{"p/skills.toml", "p/a/skills.toml/x"}, "p/a", "", "p"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base := testfs.TempDir(t)
			// A repository around the temp dir stops every search at base.
			mk(t, base, ".git")
			mk(t, base, tc.setup...)
			home := filepath.Join(base, "nohome")
			if tc.home != "" {
				home = filepath.Join(base, tc.home)
			}
			got := FindDir(filepath.Join(base, tc.start), home)
			if want := filepath.Join(base, tc.want); got != want {
				t.Errorf("FindDir = %s, want %s", got, want)
			}
		})
	}
	t.Run("link", func(t *testing.T) {
		base := testfs.TempDir(t)
		mk(t, base, ".git", "elsewhere/skills.toml", "p/a")
		if err := os.Symlink(filepath.Join(base, "elsewhere", "skills.toml"), filepath.Join(base, "p", "skills.toml")); err != nil {
			t.Fatal(err)
		}
		if got, want := FindDir(filepath.Join(base, "p", "a"), ""), filepath.Join(base, "p", "a"); got != want {
			t.Errorf("a linked skills.toml was taken: FindDir = %s, want %s", got, want)
		}
	})
}

// TestFindDirStopsAtSharedDirs: a directory anyone may write (a shared
// /tmp) is never searched, even by its owner: anyone could have planted
// the skills.toml found there.
func TestFindDirStopsAtSharedDirs(t *testing.T) {
	base := testfs.TempDir(t)
	shared := filepath.Join(base, "shared")
	start := filepath.Join(shared, "p", "a")
	if err := os.MkdirAll(filepath.Join(base, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(start, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(shared, ManifestFile), []byte("[settings]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(shared, 0o1777); err != nil {
		t.Fatal(err)
	}
	if got := FindDir(start, ""); got != start {
		t.Errorf("FindDir took the skills.toml of a world-writable directory: %s", got)
	}
	if err := os.Chmod(shared, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := FindDir(start, ""); got != shared {
		t.Errorf("FindDir = %s, want %s once the directory is the user's own", got, shared)
	}
}
