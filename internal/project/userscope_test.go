package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// TestInitUser writes the user skills.toml with the harnesses found, and
// refuses to overwrite it.
func TestInitUser(t *testing.T) {
	t.Parallel()
	home := testfs.TempDir(t)
	os.MkdirAll(filepath.Join(home, ".claude"), 0o755)
	lay, err := layout.UserLayout(func(k string) string { return map[string]string{"HOME": home}[k] })
	if err != nil {
		t.Fatal(err)
	}
	path, found, err := InitUser(lay, InitRequest{})
	if err != nil || len(found) != 1 || path != filepath.Join(home, ".config", "skillpin", ManifestFile) {
		t.Fatalf("InitUser = %s, %v, %v", path, found, err)
	}
	st, err := state.Load(lay, state.Env{}, state.Options{})
	if err != nil || !slices.Equal(st.Manifest().Settings.Targets, []string{".claude/skills"}) {
		t.Fatalf("the written user manifest: %v, %v", st, err)
	}
	if _, _, err := InitUser(lay, InitRequest{}); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("second InitUser = %v", err)
	}
}

// TestInitUserTargets: --targets and --no-targets decide the user
// targets instead of what is found in the home directory; a target out
// of the home directory is refused and nothing is written.
func TestInitUserTargets(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		req     InitRequest
		want    []string
		wantErr string
	}{
		{"found", InitRequest{}, []string{".claude/skills"}, ""},
		{"named", InitRequest{Targets: []string{".agents/skills"}}, []string{".agents/skills"}, ""},
		{"none", InitRequest{NoTargets: true}, nil, ""},
		{"both", InitRequest{Targets: []string{".x"}, NoTargets: true}, nil, "pass one of them"},
		{"out of home", InitRequest{Targets: []string{"../elsewhere"}}, nil, "targets"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := testfs.TempDir(t)
			os.MkdirAll(filepath.Join(home, ".claude"), 0o755)
			lay, err := layout.UserLayout(func(k string) string { return map[string]string{"HOME": home}[k] })
			if err != nil {
				t.Fatal(err)
			}
			_, _, err = InitUser(lay, tt.req)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("InitUser = %v, want an error with %q", err, tt.wantErr)
				}
				if _, err := os.Stat(filepath.Join(lay.Config, ManifestFile)); err == nil {
					t.Error("a refused init wrote skills.toml")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			st, err := state.Load(lay, state.Env{}, state.Options{})
			if err != nil || !slices.Equal(st.Manifest().Settings.Targets, tt.want) {
				t.Fatalf("targets = %v (%v), want %v", st.Manifest().Settings.Targets, err, tt.want)
			}
		})
	}
}
