package publish

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/testfs"
)

// The .skillpin/.gitignore is skillpin's: one that is current is left as
// it is (no write on a warm run), and any other, even of the same size
// (a checkout could ship one that lets the trusted root be committed),
// is replaced.
func TestStateDirGitignore(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, content string
		rewrite       bool
	}{
		{"current", gitignore, false},
		{"same size, other rules", strings.Replace(gitignore, "*\n!", "#\n!", 1), true},
		{"longer", gitignore + "!root/\n", true},
		{"a directory", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := layout.ProjectLayout(testfs.TempDir(t))
			p := filepath.Join(l.State, ".gitignore")
			if tc.name == "a directory" {
				os.MkdirAll(p, 0o755)
			} else {
				testfs.WriteFile(t, p, tc.content)
			}
			before, _ := os.Lstat(p)
			_, err := EnsureStateDir(l)
			if tc.name == "a directory" {
				if err == nil {
					t.Error("EnsureStateDir replaced a directory named .gitignore without saying so")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := testfs.ReadFile(t, p); got != gitignore {
				t.Errorf(".gitignore holds %q", got)
			}
			after, _ := os.Lstat(p)
			if rewritten := !os.SameFile(before, after); rewritten != tc.rewrite {
				t.Errorf("rewritten = %v, want %v", rewritten, tc.rewrite)
			}
		})
	}
}
