package publish

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// TestTargetGitignore: a target holds a .gitignore naming exactly the
// entries skillpin owns there (and itself), never the user's own skill; a
// .gitignore skillpin did not write is left alone; with no entry left,
// skillpin's file goes too.
func TestTargetGitignore(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{ModeCopy, ModeSymlink} {
		t.Run(mode, func(t *testing.T) {
			p := newTargetProject(t)
			a, b := entry(skillA, "a"), entry(skillB, "b")
			ignore := filepath.Join(p.dir, claude, ".gitignore")

			p.sync(t, []string{claude}, []RootEntry{a, b}, mode)
			got := testfs.ReadFile(t, ignore)
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
			if got := testfs.ReadFile(t, ignore); strings.Contains(got, "/b\n") || !strings.Contains(got, "/a\n") {
				t.Errorf("after b left, .gitignore is:\n%s", got)
			}

			p.sync(t, []string{claude}, nil, mode)
			if _, err := os.Lstat(ignore); !os.IsNotExist(err) {
				t.Errorf("with no entry left, skillpin's .gitignore stays: %v", err)
			}

			team := "# the team's own rules\n*.tmp\n"
			testfs.WriteFile(t, ignore, team)
			p.sync(t, []string{claude}, []RootEntry{a, b}, mode)
			if got := testfs.ReadFile(t, ignore); got != team {
				t.Errorf("a .gitignore skillpin did not write was changed:\n%s", got)
			}
			p.sync(t, []string{claude}, nil, mode)
			if got := testfs.ReadFile(t, ignore); got != team {
				t.Errorf("a .gitignore skillpin did not write was removed or changed:\n%s", got)
			}
			p.checkMine(t)
		})
	}
}

// TestWriteTargetIgnore: skillpin's .gitignore in a target names what it
// owns, is rewritten when that changes and removed when nothing is left;
// a .gitignore of the team's own, or a link, is never touched.
func TestWriteTargetIgnore(t *testing.T) {
	t.Parallel()
	ours := string(targetIgnore([]string{"old"}))
	tests := []struct {
		name    string
		before  string // "" none; "link:" a link to a file holding the rest
		owned   []string
		want    string // content after; "" none
		outside string // the link's file after, when before is a link
	}{
		{name: "none written", owned: []string{"b", "a"}, want: string(targetIgnore([]string{"a", "b"}))},
		{name: "none and nothing owned", owned: nil, want: ""},
		{name: "ours updated", before: ours, owned: []string{"new"}, want: string(targetIgnore([]string{"new"}))},
		{name: "ours with more updated", before: ours + "/extra\n", owned: []string{"old"}, want: ours},
		{name: "ours removed", before: ours, owned: nil, want: ""},
		{name: "team's own kept", before: "node_modules/\n", owned: []string{"a"}, want: "node_modules/\n"},
		{name: "team's own kept when nothing owned", before: "*.log\n", owned: nil, want: "*.log\n"},
		{name: "link left alone", before: "link:" + ours, owned: []string{"new"}, want: ours, outside: ours},
		{name: "link left alone when nothing owned", before: "link:" + ours, owned: nil, want: ours, outside: ours},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testfs.TempDir(t)
			p := filepath.Join(dir, ".gitignore")
			outside := filepath.Join(testfs.TempDir(t), "elsewhere")
			if rest, ok := strings.CutPrefix(tt.before, "link:"); ok {
				if err := os.WriteFile(outside, []byte(rest), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.Symlink(outside, p); err != nil {
					t.Fatal(err)
				}
			} else if tt.before != "" {
				if err := os.WriteFile(p, []byte(tt.before), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if err := writeTargetIgnore(dir, tt.owned); err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(p)
			switch {
			case tt.want == "" && !errors.Is(err, fs.ErrNotExist):
				t.Errorf("a .gitignore is left (%v): %q", err, got)
			case tt.want != "" && string(got) != tt.want:
				t.Errorf(".gitignore = %q (%v), want %q", got, err, tt.want)
			}
			if tt.outside != "" {
				if fi, err := os.Lstat(p); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
					t.Errorf("the link was replaced (%v)", err)
				}
				if got, _ := os.ReadFile(outside); string(got) != tt.outside {
					t.Errorf("the link's file is %q, want %q", got, tt.outside)
				}
			}
		})
	}
}
