package serve

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/roots"
	"github.com/skillpin/skillpin/internal/install/filelock"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// TestWaitInstallEachScope: a server reading the user scope and a project
// waits while an install holds either scope's lock, the user scope's in
// its own state directory, not only a project's (the command gives the
// server scopes and no project directory).
func TestWaitInstallEachScope(t *testing.T) {
	for _, tc := range []struct {
		name string
		held func(user, project layout.Layout) string // the lock an install holds; "" for none
		want bool
	}{
		{"no install", func(_, _ layout.Layout) string { return "" }, false},
		{"install in the user scope", func(user, _ layout.Layout) string { return filepath.Join(user.State, "lock") }, true},
		{"install in the project", func(_, project layout.Layout) string { return filepath.Join(project.State, "lock") }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel() // each waits its bound, installWait
			home, proj := testfs.TempDir(t), testfs.TempDir(t)
			user, err := layout.UserLayout(func(k string) string {
				if k == "HOME" {
					return home
				}
				return ""
			})
			if err != nil {
				t.Fatal(err)
			}
			s, err := New(Config{Scopes: []roots.Root{
				{Project: true, Scope: layout.ScopeUser, Env: state.Where{Layout: user}, Optional: true},
				{Project: true, Dir: proj, Scope: layout.ScopeProject, Optional: true},
			}})
			if err != nil {
				t.Fatal(err)
			}
			if lock := tc.held(user, layout.ProjectLayout(proj)); lock != "" {
				if err := os.MkdirAll(filepath.Dir(lock), 0o755); err != nil {
					t.Fatal(err)
				}
				unlock, err := filelock.Acquire(context.Background(), lock, "install")
				if err != nil {
					t.Fatal(err)
				}
				defer unlock() // held until the wait is over
			}
			if got := s.waitInstall(); got != tc.want {
				t.Errorf("waitInstall() = %v, want %v", got, tc.want)
			}
		})
	}
}
