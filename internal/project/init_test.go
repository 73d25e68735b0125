package project

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/approval"
	"github.com/skillpin/skillpin/internal/verify/state"
)

func mustPreview(t *testing.T, p *Project, names ...string) []approval.Preview {
	t.Helper()
	pv, err := p.PreviewApproval(context.Background(), names, false, "")
	if err != nil {
		t.Fatal(err)
	}
	return pv
}

// Init writes the targets of the harnesses it finds, the defaults when it
// finds none, what it is given, or none; and Reach tells whether agents
// can see the skills.
func TestInitTargets(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		files []string
		req   InitRequest
		how   string
		want  string // the targets line
	}{
		{"none found", nil, InitRequest{}, TargetsDefault, `targets = [".agents/skills", ".claude/skills"]`},
		{"claude", []string{"CLAUDE.md"}, InitRequest{}, TargetsDetected, `targets = [".claude/skills"]`},
		{"given", []string{"CLAUDE.md"}, InitRequest{Targets: []string{"skills-out/"}}, TargetsGiven, `targets = ["skills-out"]`},
		{"no targets", []string{"CLAUDE.md"}, InitRequest{NoTargets: true}, TargetsNone, `# targets = [`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testfs.TempDir(t)
			for _, f := range tt.files {
				os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644)
			}
			res, err := Init(dir, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(filepath.Join(dir, ManifestFile))
			if res.How != tt.how || !strings.Contains(string(data), "\n"+tt.want) {
				t.Errorf("Init: how %s, manifest:\n%s\nwant %s, %s", res.How, data, tt.how, tt.want)
			}
			st, err := state.Load(layout.ProjectLayout(dir), state.Env{}, state.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := st.Reach().Visible(); got != (tt.how != TargetsNone) {
				t.Errorf("Reach().Visible() = %v", got)
			}
		})
	}
	// A harness directory linked to the trusted root gets no target, and
	// it makes the skills visible.
	dir := testfs.TempDir(t)
	os.MkdirAll(filepath.Join(dir, ".claude"), 0o755)
	if err := os.Symlink("../.skillpin/root", filepath.Join(dir, ".claude", "skills")); err != nil {
		t.Fatal(err)
	}
	res, err := Init(dir, InitRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Targets) != 0 || !slices.Equal(res.Linked, []string{".claude/skills"}) {
		t.Errorf("linked .claude/skills: targets %v, linked %v", res.Targets, res.Linked)
	}
	if st, _ := state.Load(layout.ProjectLayout(dir), state.Env{}, state.Options{}); !st.Reach().Visible() {
		t.Error("a linked harness directory does not count as visible")
	}
	// Bad input changes nothing.
	for _, req := range []InitRequest{{Targets: []string{"/etc/skills"}}, {Targets: []string{".skillpin/x"}}, {Targets: []string{"a", "a/b"}}, {Targets: []string{"a"}, NoTargets: true}} {
		d := testfs.TempDir(t)
		if _, err := Init(d, req); err == nil || !strings.Contains(err.Error(), "targets") {
			t.Errorf("Init(%+v) = %v, want a refusal naming --targets", req, err)
		}
		if _, err := os.Stat(filepath.Join(d, ManifestFile)); err == nil {
			t.Errorf("Init(%+v) wrote skills.toml", req)
		}
	}
}
