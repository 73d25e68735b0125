package install

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTargetGitignore: a target holds a .gitignore naming exactly the
// entries skillpin owns there (and itself), never the user's own skill; a
// .gitignore skillpin did not write is left alone; with no entry left,
// skillpin's file goes too.
func TestTargetGitignore(t *testing.T) {
	for _, mode := range []string{ModeCopy, ModeSymlink} {
		t.Run(mode, func(t *testing.T) {
			p := newTargetProject(t)
			a, b := skillA.entry("a"), skillB.entry("b")
			ignore := filepath.Join(p.dir, claude, ".gitignore")

			p.sync(t, []string{claude}, []RootEntry{a, b}, mode)
			got := readFile(t, ignore)
			lines := map[string]bool{}
			for _, l := range strings.Split(got, "\n") {
				lines[l] = true
			}
			for _, want := range []string{"/.gitignore", "/a", "/b"} {
				if !lines[want] {
					t.Errorf(".gitignore lacks %q:\n%s", want, got)
				}
			}
			if strings.Contains(got, "mine") {
				t.Errorf(".gitignore hides the user's own skill:\n%s", got)
			}

			p.sync(t, []string{claude}, []RootEntry{a}, mode)
			if got := readFile(t, ignore); strings.Contains(got, "/b\n") || !strings.Contains(got, "/a\n") {
				t.Errorf("after b left, .gitignore is:\n%s", got)
			}

			p.sync(t, []string{claude}, nil, mode)
			if _, err := os.Lstat(ignore); !os.IsNotExist(err) {
				t.Errorf("with no entry left, skillpin's .gitignore stays: %v", err)
			}

			team := "# the team's own rules\n*.tmp\n"
			writeFile(t, ignore, team)
			p.sync(t, []string{claude}, []RootEntry{a, b}, mode)
			if got := readFile(t, ignore); got != team {
				t.Errorf("a .gitignore skillpin did not write was changed:\n%s", got)
			}
			p.sync(t, []string{claude}, nil, mode)
			if got := readFile(t, ignore); got != team {
				t.Errorf("a .gitignore skillpin did not write was removed or changed:\n%s", got)
			}
			p.checkMine(t)
		})
	}
}
