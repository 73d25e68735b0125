package publish

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// userRoot is a user scope in a temp home (XDG at its defaults) with a
// store and skillpin's ledger of it.
func userRoot(t *testing.T, s *store.Store) *Root {
	t.Helper()
	home := filepath.Join(testfs.TempDir(t), "home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	lay, err := layout.UserLayout(func(k string) string { return map[string]string{"HOME": home}[k] })
	if err != nil {
		t.Fatal(err)
	}
	l, err := LoadLedger(filepath.Dir(s.Dir), lay)
	if err != nil {
		t.Fatal(err)
	}
	return &Root{Layout: lay, Ledger: l}
}

// TestUserScopeTargets: targets of the user scope are home-relative and
// hold the skills next to the user's own; a link target leads to the
// user's trusted root; the ledger is the user scope's own, apart from a
// project's in the same directory.
func TestUserScopeTargets(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{ModeCopy, ModeSymlink} {
		t.Run(mode, func(t *testing.T) {
			s := newStore(t, skillA, skillB)
			r := userRoot(t, s)
			home := r.Layout.Base
			testfs.WriteFile(t, filepath.Join(home, claude, "mine", "SKILL.md"), "mine\n")
			entries := []RootEntry{entry(skillA, "a"), entry(skillB, "b")}
			if _, err := r.Publish(s, entries, mode); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(r.Path(), filepath.Join(home, ".local", "share", "skillpin")) {
				t.Errorf("user root at %s", r.Path())
			}
			if _, err := SyncTargets(r, []string{claude, ".config/opencode/skills"}, s, entries, mode); err != nil {
				t.Fatal(err)
			}
			for _, dir := range []string{claude, ".config/opencode/skills"} {
				if got := testfs.ReadFile(t, filepath.Join(home, dir, "a", "scripts", "run.sh")); got != skillA.Content("scripts/run.sh") {
					t.Errorf("%s/a/scripts/run.sh = %q", dir, got)
				}
			}
			if got := listDir(t, filepath.Join(home, claude)); strings.Join(got, ",") != "a,b,mine" {
				t.Errorf("~/.claude/skills holds %v", got)
			}
			if ms := CheckTargets(r, []string{claude, ".config/opencode/skills"}, entries); len(ms) != 0 {
				t.Errorf("CheckTargets = %v", ms)
			}
			if ents, _ := os.ReadDir(filepath.Join(r.Layout.State, layout.TmpDir)); len(ents) != 0 {
				t.Errorf("left %v in the state directory's tmp", ents)
			}
			// A project whose directory is the user config directory keeps a
			// ledger of its own.
			pl, err := LoadLedger(filepath.Dir(s.Dir), layout.ProjectLayout(r.Layout.Config))
			if err != nil || len(pl.Targets) != 0 || pl.Root != nil {
				t.Errorf("a project at the user config directory sees the user scope's ledger: %+v, %v", pl, err)
			}
		})
	}
}

func TestUserScopeRefusesTargets(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA)
	tests := []struct {
		name    string
		targets []string
		plant   func(r *Root) // links planted before the sync
		want    string
	}{
		{"absolute", []string{"/etc/skills"}, nil, "relative to your home directory"},
		{"tilde", []string{"~/.claude/skills"}, nil, `write ".claude/skills"`},
		{"escapes", []string{"../x"}, nil, "inside your home directory"},
		{"home itself", []string{"."}, nil, "inside your home directory"},
		{"state", []string{".local/share/skillpin/root"}, nil, "is inside skillpin"},
		{"contains state", []string{".local"}, nil, "contains skillpin"},
		{"config", []string{".config/skillpin"}, nil, "is inside skillpin's config directory"},
		{"contains config", []string{".config"}, nil, "contains skillpin's config directory"},
		{"linked out of home", []string{claude}, func(r *Root) {
			os.MkdirAll(filepath.Join(r.Layout.Base, ".claude"), 0o755)
			os.Symlink(testfs.TempDir(t), filepath.Join(r.Layout.Base, claude))
		}, "resolves outside your home directory"},
		{"linked to home", []string{claude}, func(r *Root) {
			os.MkdirAll(filepath.Join(r.Layout.Base, ".claude"), 0o755)
			os.Symlink("..", filepath.Join(r.Layout.Base, claude))
		}, "resolves to your home directory itself"},
		{"linked into state", []string{claude}, func(r *Root) {
			os.MkdirAll(filepath.Join(r.Layout.Base, ".claude"), 0o755)
			os.Symlink(r.Layout.State, filepath.Join(r.Layout.Base, claude))
		}, "resolves into skillpin"},
		{"linked to a parent of the config", []string{claude}, func(r *Root) {
			os.MkdirAll(filepath.Join(r.Layout.Base, ".claude"), 0o755)
			os.Symlink(filepath.Dir(r.Layout.Config), filepath.Join(r.Layout.Base, claude))
		}, "contains skillpin's config directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := userRoot(t, s)
			if err := os.MkdirAll(r.Layout.Config, 0o755); err != nil {
				t.Fatal(err)
			}
			if _, err := EnsureStateDir(r.Layout); err != nil {
				t.Fatal(err)
			}
			if tt.plant != nil {
				tt.plant(r)
			}
			_, err := SyncTargets(r, tt.targets, s, []RootEntry{entry(skillA, "a")}, ModeCopy)
			if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, errkind.Invalid) {
				t.Fatalf("SyncTargets(%v) = %v; want an invalid-input error with %q", tt.targets, err, tt.want)
			}
		})
	}
}

// TestUserStateDir: the user scope's state directory is created with its
// parents, gets no .gitignore, and is refused when it is a link.
func TestUserStateDir(t *testing.T) {
	t.Parallel()
	s := newStore(t)
	r := userRoot(t, s)
	dir, err := EnsureStateDir(r.Layout)
	if err != nil || dir != r.Layout.State {
		t.Fatalf("EnsureStateDir = %s, %v", dir, err)
	}
	if _, err := os.Lstat(filepath.Join(dir, ".gitignore")); err == nil {
		t.Error("the user state directory got a .gitignore")
	}
	os.Remove(dir)
	if err := os.Symlink(testfs.TempDir(t), dir); err != nil {
		t.Fatal(err)
	}
	var ue *UnsafePathError
	if _, err := EnsureStateDir(r.Layout); !errors.As(err, &ue) {
		t.Errorf("a linked state directory: %v", err)
	}
}
