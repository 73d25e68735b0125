package harness

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

func TestDetectUser(t *testing.T) {
	tests := []struct {
		name string
		dirs []string // made in the home directory
		want []string
	}{
		{"none", nil, nil},
		{"claude", []string{".claude"}, []string{".claude/skills"}},
		{"skills dir alone", []string{".agents/skills"}, []string{".agents/skills"}},
		{"an existing user directory is used, once", []string{".codex", ".agents/skills", ".cline"}, []string{".agents/skills"}},
		{"several, table order", []string{".roo", ".config/opencode", ".claude", ".codex"}, []string{".claude/skills", ".codex/skills", ".config/opencode/skills", ".roo/skills"}},
		{"amp's directory differs from its skills directory", []string{".config/amp"}, []string{".config/agents/skills"}},
		{"a file is no harness", []string{"file:.cursor"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := testfs.TempDir(t)
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
			for _, h := range DetectUser(home) {
				got = append(got, h.Dir)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("DetectUser = %v, want %v", got, tt.want)
			}
		})
	}
}
