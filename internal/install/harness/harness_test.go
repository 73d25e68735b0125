package harness

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

func touch(t *testing.T, dir string, paths ...string) {
	t.Helper()
	for _, p := range paths {
		full := filepath.Join(dir, filepath.FromSlash(strings.TrimSuffix(p, "/")))
		if strings.HasSuffix(p, "/") {
			if err := os.MkdirAll(full, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDetectAndChoose(t *testing.T) {
	tests := []struct {
		name  string
		files []string
		found []string // harness names
		dirs  []string // chosen targets
	}{
		{"nothing", nil, nil, DefaultTargets},
		{"workflows are not Copilot", []string{".github/workflows/ci.yml", "README.md"}, nil, DefaultTargets},
		{"claude", []string{"CLAUDE.md"}, []string{"Claude Code"}, []string{".claude/skills"}},
		{"claude dir", []string{".claude/"}, []string{"Claude Code"}, []string{".claude/skills"}},
		{"a file named like a directory marker", []string{".claude"}, nil, DefaultTargets},
		{"agents", []string{"AGENTS.md"}, []string{"Codex", "Amp"}, []string{".agents/skills"}},
		{"gemini alone gets its own", []string{".gemini/"}, []string{"Gemini CLI"}, []string{".gemini/skills"}},
		{"cursor and codex share .agents", []string{".cursor/", ".codex/"}, []string{"Codex", "Cursor"}, []string{".agents/skills"}},
		{"claude and copilot share .claude", []string{"CLAUDE.md", ".github/copilot-instructions.md"}, []string{"Claude Code", "GitHub Copilot"}, []string{".claude/skills"}},
		{"claude and codex", []string{".claude/", "AGENTS.md"}, []string{"Claude Code", "Codex", "Amp"}, []string{".agents/skills", ".claude/skills"}},
		{"windsurf and roo", []string{".windsurfrules", ".roo/"}, []string{"Windsurf", "Roo Code"}, []string{".windsurf/skills", ".roo/skills"}},
		{"cline rules file", []string{".clinerules"}, []string{"Cline"}, []string{".clinerules/skills"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testfs.TempDir(t)
			touch(t, dir, tt.files...)
			found := Detect(dir)
			var names []string
			for _, f := range found {
				names = append(names, f.Harness.Name)
				if len(f.Markers) == 0 {
					t.Errorf("%s found with no marker", f.Harness.Name)
				}
			}
			if !slices.Equal(names, tt.found) {
				t.Errorf("Detect = %v, want %v", names, tt.found)
			}
			var dirs []string
			for _, c := range Choose(found) {
				dirs = append(dirs, c.Dir)
			}
			if !slices.Equal(dirs, tt.dirs) {
				t.Errorf("Choose = %v, want %v", dirs, tt.dirs)
			}
		})
	}
}

// Every found harness reads at least one chosen target.
func TestChooseReachesEveryHarness(t *testing.T) {
	for mask := 1; mask < 1<<len(All); mask += 7 {
		var found []Found
		for i := range All {
			if mask&(1<<i) != 0 {
				found = append(found, Found{Harness: &All[i], Markers: All[i].Markers[:1]})
			}
		}
		chosen := Choose(found)
		for _, f := range found {
			if !slices.ContainsFunc(chosen, func(c Choice) bool { return slices.Contains(f.Harness.Reads(), c.Dir) }) {
				t.Errorf("mask %b: %s reads none of %v", mask, f.Harness.Name, chosen)
			}
		}
	}
}

// The discovery directories are the ones cache isolation has always
// refused: none may drop out of the table.
func TestDiscoveries(t *testing.T) {
	want := []string{".claude/skills", ".agents/skills", ".codex/skills", ".opencode/skills", ".opencode/skill",
		".config/opencode/skills", ".config/opencode/skill", ".gemini/skills", ".github/skills", ".copilot/skills",
		".cursor/skills", ".goose/skills", ".config/goose/skills", ".config/agents/skills", ".config/amp/skills",
		".windsurf/skills", ".codeium/windsurf/skills", ".clinerules/skills", ".cline/skills", ".roo/skills"}
	var got []string
	for _, d := range Discoveries() {
		got = append(got, d.Path)
		if len(d.Who) == 0 {
			t.Errorf("%s: nobody scans it", d.Path)
		}
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("Discoveries lacks %s", w)
		}
	}
	if who := ReadBy(".claude/skills"); !slices.Equal(who, []string{"Claude Code", "OpenCode", "GitHub Copilot", "Goose"}) {
		t.Errorf("ReadBy(.claude/skills) = %v", who)
	}
}

func TestLinkedTo(t *testing.T) {
	dir := testfs.TempDir(t)
	root := filepath.Join(dir, ".skillpin", "root")
	touch(t, dir, ".skillpin/generations/g1/", ".cursor/", ".agents/", ".gemini/skills/")
	if err := os.Symlink("generations/g1", root); err != nil {
		t.Fatal(err)
	}
	// Relative, as docs/harnesses.md says to make it; absolute; through
	// the generation it resolves to; a plain directory; a link elsewhere.
	for link, target := range map[string]string{
		".claude":        "", // no link at all
		".cursor/skills": "../.skillpin/root",
		".agents/skills": root,
		".roo/skills":    filepath.Join(dir, ".skillpin", "generations", "g1"),
	} {
		if target == "" {
			continue
		}
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(link)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(dir, ".gemini"), filepath.Join(dir, ".windsurf")); err != nil {
		t.Fatal(err)
	}
	got := LinkedTo(dir, root)
	slices.Sort(got)
	if want := []string{".agents/skills", ".cursor/skills", ".roo/skills"}; !slices.Equal(got, want) {
		t.Errorf("LinkedTo = %v, want %v", got, want)
	}
	// A link to a root that does not exist yet still counts.
	dir2 := testfs.TempDir(t)
	touch(t, dir2, ".claude/")
	if err := os.Symlink("../.skillpin/root", filepath.Join(dir2, ".claude", "skills")); err != nil {
		t.Fatal(err)
	}
	if got := LinkedTo(dir2, filepath.Join(dir2, ".skillpin", "root")); !slices.Equal(got, []string{".claude/skills"}) {
		t.Errorf("LinkedTo before install = %v", got)
	}
}

// docs/harnesses.md shows the table as it is here.
func TestDocsTable(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "harnesses.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	code := func(xs []string, prefix string) string {
		out := make([]string, len(xs))
		for i, x := range xs {
			out[i] = "`" + prefix + x + "`"
		}
		if len(out) == 0 {
			return "-"
		}
		return strings.Join(out, ", ")
	}
	for _, h := range All {
		row := "| " + h.Name + " | " + code(h.Markers, "") + " | " + code([]string{h.Dir}, "") + " | " + code(h.Also, "") + " | " + code(h.User, "~/") + " |"
		if !strings.Contains(doc, row+"\n") {
			t.Errorf("docs/harnesses.md lacks the row\n%s", row)
		}
	}
	for _, d := range Discoveries() {
		if !strings.Contains(doc, "`"+d.Path+"`") {
			t.Errorf("docs/harnesses.md does not name %s", d.Path)
		}
	}
}
