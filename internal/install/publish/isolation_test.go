package publish

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/harness"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func TestCheckIsolation(t *testing.T) {
	t.Parallel()
	base := testfs.TempDir(t)
	home := filepath.Join(base, "home")
	project := filepath.Join(home, "src", "project")
	// A symlink that leads into a discovery directory.
	os.MkdirAll(filepath.Join(home, ".claude", "skills"), 0o755)
	os.MkdirAll(project, 0o755)
	if err := os.Symlink(filepath.Join(home, ".claude", "skills"), filepath.Join(base, "innocent")); err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Join(base, "var"), 0o755)
	if err := os.Symlink(filepath.Join(base, "var"), filepath.Join(project, "linked")); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		cache   string
		targets []string
		inside  string // "" = accepted; else a substring of the error
	}{
		{"default", filepath.Join(home, ".cache", "skillpin"), nil, ""},
		{"elsewhere", filepath.Join(base, "var", "skillpin"), []string{".claude/skills"}, ""},
		{"similar names", filepath.Join(home, ".claude", "skillset", "x"), nil, ""},
		{"project claude", filepath.Join(project, ".claude", "skills", "cache"), nil, ".claude/skills"},
		{"home claude", filepath.Join(home, ".claude", "skills", "skillpin"), nil, "Claude Code"},
		{"deep below", filepath.Join(home, ".agents", "skills", "a", "b", "c"), nil, ".agents/skills"},
		{"opencode user", filepath.Join(home, ".config", "opencode", "skills", "c"), nil, "OpenCode"},
		{"goose user", filepath.Join(home, ".config", "goose", "skills"), nil, "Goose"},
		{"windsurf user", filepath.Join(home, ".codeium", "windsurf", "skills", "c"), nil, "Windsurf"},
		{"case folded", filepath.Join(home, ".Claude", "Skills", "c"), nil, "Claude Code"},
		{"unknown tool", filepath.Join(home, ".newtool", "skills", "c"), nil, ".newtool/skills"},
		{"through symlink", filepath.Join(base, "innocent", "cache"), nil, ".claude/skills"},
		{"in root", filepath.Join(project, ".skillpin", "root", "cache"), nil, "trusted root"},
		{"in generations", filepath.Join(project, ".skillpin", "generations", "cache"), nil, "generations"},
		{"in a custom target", filepath.Join(project, "agent-skills", "cache"), []string{"agent-skills"}, "target agent-skills"},
		// A target that is a link to a directory holding the cache: the
		// link is followed.
		{"in a linked target", filepath.Join(base, "var", "cache"), []string{"linked"}, "target linked"},
		// The first elements of a discovery directory, not all of it.
		{"named like a harness home", filepath.Join(home, ".claude"), nil, ""},
		{"named like a harness config", filepath.Join(home, ".config", "opencode"), nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckIsolation(tt.cache, layout.ProjectLayout(project), home, tt.targets)
			if tt.inside == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var ie *IsolationError
			if !errors.As(err, &ie) {
				t.Fatalf("CheckIsolation = %v, want *IsolationError", err)
			}
			if !errors.Is(ie, errkind.Invalid) {
				t.Errorf("%v is not errkind.Invalid", ie)
			}
			msg := filepath.ToSlash(err.Error())
			if !strings.Contains(msg, tt.inside) || !strings.Contains(msg, "SKILLPIN_CACHE") {
				t.Errorf("message %q should name %q and say what to do", msg, tt.inside)
			}
		})
	}
	// Paths under home are shown with ~.
	err := CheckIsolation(filepath.Join(home, ".claude", "skills", "c"), layout.Layout{}, home, nil)
	if err == nil || !strings.Contains(err.Error(), filepath.Join("~", ".claude", "skills")) {
		t.Errorf("message %v should show ~/.claude/skills", err)
	}
	// The directory named is the discovery directory itself.
	var ie *IsolationError
	if err := CheckIsolation(filepath.Join(home, ".newtool", "skills", "a", "b"), layout.Layout{}, home, nil); !errors.As(err, &ie) || ie.Inside != filepath.Join("~", ".newtool", "skills") {
		t.Errorf("CheckIsolation = %v, want it inside ~/.newtool/skills", err)
	}
	// A directory several harnesses scan names them all: "A, B and C".
	for _, d := range harness.Discoveries() {
		if d.Path != ".agents/skills" {
			continue
		}
		if len(d.Who) < 3 {
			t.Fatalf(".agents/skills is scanned by %v; the test wants three or more", d.Who)
		}
		who := strings.Join(d.Who[:len(d.Who)-1], ", ") + " and " + d.Who[len(d.Who)-1]
		err := CheckIsolation(filepath.Join(home, ".agents", "skills", "c"), layout.Layout{}, home, nil)
		if err == nil || !strings.Contains(err.Error(), "(a skills directory scanned by "+who+")") {
			t.Errorf("message %v should name %s", err, who)
		}
	}
	// Bad targets are bad input.
	var te *TargetError
	if err := CheckIsolation(filepath.Join(base, "c"), layout.ProjectLayout(project), home, []string{"../x"}); !errors.As(err, &te) {
		t.Errorf("bad target: %v", err)
	}
}
