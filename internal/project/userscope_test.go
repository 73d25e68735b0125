package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install"
)

func TestDetectUserTargets(t *testing.T) {
	tests := []struct {
		name string
		dirs []string // made in the home directory
		want []string
	}{
		{"none", nil, nil},
		{"claude", []string{".claude"}, []string{".claude/skills"}},
		{"skills dir alone", []string{".agents/skills"}, []string{".agents/skills"}},
		{"several, table order", []string{".roo", ".config/opencode", ".claude", ".codex"}, []string{".claude/skills", ".codex/skills", ".config/opencode/skills", ".roo/skills"}},
		{"amp's directory differs from its skills directory", []string{".config/amp"}, []string{".config/agents/skills"}},
		{"a file is no harness", []string{"file:.cursor"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			for _, d := range tt.dirs {
				if f, ok := strings.CutPrefix(d, "file:"); ok {
					os.WriteFile(filepath.Join(home, f), nil, 0o644)
					continue
				}
				if err := os.MkdirAll(filepath.Join(home, filepath.FromSlash(d)), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			var got []string
			for _, h := range DetectUserTargets(home) {
				got = append(got, h.Dir)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("DetectUserTargets = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestInitUser writes the user skills.toml with the harnesses found, and
// refuses to overwrite it.
func TestInitUser(t *testing.T) {
	home := t.TempDir()
	os.MkdirAll(filepath.Join(home, ".claude"), 0o755)
	lay, err := install.UserLayout(func(k string) string { return map[string]string{"HOME": home}[k] })
	if err != nil {
		t.Fatal(err)
	}
	path, found, err := InitUser(lay)
	if err != nil || len(found) != 1 || path != filepath.Join(home, ".config", "skillpin", ManifestFile) {
		t.Fatalf("InitUser = %s, %v, %v", path, found, err)
	}
	st, err := loadState(lay, false)
	if err != nil || !slices.Equal(st.Manifest().Settings.Targets, []string{".claude/skills"}) {
		t.Fatalf("the written user manifest: %v, %v", st, err)
	}
	if _, _, err := InitUser(lay); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("second InitUser = %v", err)
	}
}
