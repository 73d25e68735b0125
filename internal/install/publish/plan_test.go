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

// gitDir makes dir hold what git requires of a git directory.
func gitDir(t *testing.T, dir string) {
	t.Helper()
	testfs.WriteFile(t, filepath.Join(dir, "HEAD"), "ref: refs/heads/main\n")
	for _, sub := range []string{"objects", "refs"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

// No target may lie in a git directory (a skill file there could become
// a hook or config), in another project's .skillpin or in the cache,
// whichever route leads there, and none is ever created as one. Every
// refusal comes from CheckTargetPlaces, which writes nothing, and from
// SyncTargets, before anything is written.
func TestTargetPlaces(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		plant  func(t *testing.T, project string)
		target string
		want   string // "" when the target is fine
	}{
		{"an ordinary directory", func(t *testing.T, project string) {
			os.MkdirAll(filepath.Join(project, "vendor"), 0o755)
		}, "vendor/skills", ""},
		{"in a nested repository's .git", func(t *testing.T, project string) {
			gitDir(t, filepath.Join(project, "vendor", "lib", ".git"))
		}, "vendor/lib/.git/skills", "resolves into a repository's .git"},
		{"linked to a nested repository's .git", func(t *testing.T, project string) {
			gitDir(t, filepath.Join(project, "vendor", "lib", ".git"))
			os.Symlink("vendor/lib/.git", filepath.Join(project, "hooks"))
		}, "hooks/skills", "resolves into a repository's .git"},
		{"in a bare repository", func(t *testing.T, project string) {
			gitDir(t, filepath.Join(project, "mirror.git"))
		}, "mirror.git/skills", "resolves into a git directory"},
		{"a directory with a HEAD only", func(t *testing.T, project string) {
			testfs.WriteFile(t, filepath.Join(project, "docs", "HEAD"), "not git\n")
		}, "docs/skills", ""},
		{"a directory with objects and refs but no HEAD", func(t *testing.T, project string) {
			os.MkdirAll(filepath.Join(project, "data", "objects"), 0o755)
			os.MkdirAll(filepath.Join(project, "data", "refs"), 0o755)
		}, "data/skills", ""},
		{"would make a .git", func(t *testing.T, project string) {
			os.MkdirAll(filepath.Join(project, "vendor"), 0o755)
		}, "vendor/.GIT/skills", "would be made as a repository's .git"},
		{"in another project's state", func(t *testing.T, project string) {
			os.MkdirAll(filepath.Join(project, "sub", ".skillpin"), 0o755)
		}, "sub/.skillpin/skills", "resolves into a project's .skillpin"},
		{"would make another project's state", func(t *testing.T, project string) {
			os.MkdirAll(filepath.Join(project, "sub"), 0o755)
		}, "sub/.skillpin/skills", "would be made as a project's .skillpin"},
		{"in the cache", nil, "cache/skills", "resolves into the skillpin cache"},
		{"would be made in the cache", nil, "cache/store/x", "resolves into the skillpin cache"},
		{"linked into the cache", func(t *testing.T, project string) {
			os.Symlink("cache/store", filepath.Join(project, "linked"))
		}, "linked/skills", "resolves into the skillpin cache"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			project := filepath.Join(testfs.TempDir(t), "project")
			// A cache inside the project: SKILLPIN_CACHE may name one.
			s, err := store.OpenStore(filepath.Join(project, "cache"))
			if err != nil {
				t.Fatal(err)
			}
			if tt.plant != nil {
				tt.plant(t, project)
			}
			r := rootOf(t, project, s)
			before := snapshot(t, project)
			err = CheckTargetPlaces(r, []string{tt.target})
			if tt.want == "" {
				if err != nil {
					t.Fatalf("CheckTargetPlaces = %v", err)
				}
			} else {
				var ue *UnsafePathError
				if !errors.As(err, &ue) || !errors.Is(err, errkind.Invalid) || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("CheckTargetPlaces = %v, want an *UnsafePathError saying %q", err, tt.want)
				}
			}
			if after := snapshot(t, project); after != before {
				t.Errorf("CheckTargetPlaces wrote:\n%s\nwas\n%s", after, before)
			}
			if tt.want == "" {
				return
			}
			if _, err := SyncTargets(r, []string{tt.target}, s, []RootEntry{entry(skillA, "a")}, ModeCopy); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("SyncTargets = %v, want %q", err, tt.want)
			}
			if _, err := os.Lstat(filepath.Join(project, filepath.FromSlash(tt.target))); err == nil && !strings.HasPrefix(tt.name, "in ") && !strings.HasPrefix(tt.name, "linked") {
				t.Errorf("the refused target %s was created", tt.target)
			}
		})
	}
	// A bad setting is refused as such before any place is looked at.
	r := newRoot(t)
	var te *TargetError
	if err := CheckTargetPlaces(r, []string{"../x"}); !errors.As(err, &te) {
		t.Errorf("CheckTargetPlaces(../x) = %v, want a *TargetError", err)
	}
	if err := CheckTargetPlaces(&Root{Layout: layout.Layout{}, Ledger: r.Ledger}, []string{claude}); err == nil {
		t.Error("CheckTargetPlaces accepted a layout without paths")
	}
}
