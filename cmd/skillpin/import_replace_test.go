package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// importWithCopies is a project that vercel's skills CLI managed: its
// skills-lock.json names pdf and xlsx at v1 of up, and exact copies of
// both sit in .claude/skills, as that tool leaves them.
func importWithCopies(t *testing.T) (*e2e, *gittest.Repo) {
	up := e2etest.Upstream(t)
	url := gittest.ServeHTTP(t, up.Dir, gittest.ServeOptions{})
	e := newE2E(t)
	e.write("skills-lock.json", `{"version": 1, "skills": {
  "pdf": {"source": "`+url+`", "ref": "v1", "sourceType": "git", "skillPath": "skills/pdf/SKILL.md", "computedHash": "00"},
  "xlsx": {"source": "`+url+`", "ref": "v1", "sourceType": "git", "skillPath": "skills/xlsx/SKILL.md", "computedHash": "00"}
}}`)
	e.must("init", "--no-targets")
	for _, f := range []string{"pdf/SKILL.md", "pdf/scripts/run.sh", "xlsx/SKILL.md"} {
		data, err := os.ReadFile(filepath.Join(up.Dir, "skills", f))
		if err != nil {
			t.Fatal(err)
		}
		e.write(".claude/skills/"+f, string(data))
	}
	if err := os.Chmod(filepath.Join(e.dir, ".claude/skills/pdf/scripts/run.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	return e, up
}

// TestImportReplaceCopies: import --replace-copies moves the other tool's
// copies that hold exactly the pinned content out of the target, into
// .skillpin/replaced/TIME/ at their path, says where, deletes nothing;
// the dry run says where they would go and moves nothing; install then
// takes the target over once the skills are approved.
func TestImportReplaceCopies(t *testing.T) {
	t.Parallel()
	e, _ := importWithCopies(t)
	e.write("skills.toml", strings.Replace(e.read("skills.toml"), "[settings]", "[settings]\ntargets = [\".claude/skills\"]", 1))
	pdf := e.read(".claude/skills/pdf/SKILL.md")

	dry, _ := e.expect(0, []string{".claude/skills/pdf: the same content as the skill pinned for it; would be moved aside to .skillpin/replaced/"}, "import", "--dry-run", "--replace-copies")
	if strings.Contains(dry, "moved aside to .skillpin/replaced/") && !strings.Contains(dry, "would be moved") {
		t.Errorf("dry run claims a move:\n%s", dry)
	}
	if e.read(".claude/skills/pdf/SKILL.md") != pdf {
		t.Fatal("the dry run moved a copy")
	}

	out := e.must("import", "--replace-copies")
	for _, name := range []string{"pdf", "xlsx"} {
		if !strings.Contains(out, ".claude/skills/"+name+": the same content as the skill pinned for it; moved aside to .skillpin/replaced/") {
			t.Errorf("import does not say where %s went:\n%s", name, out)
		}
		if _, err := os.Lstat(filepath.Join(e.dir, ".claude/skills", name)); !os.IsNotExist(err) {
			t.Errorf(".claude/skills/%s is still there: %v", name, err)
		}
	}
	moved, err := filepath.Glob(filepath.Join(e.dir, ".skillpin/replaced/*/.claude/skills/pdf/SKILL.md"))
	if err != nil || len(moved) != 1 {
		t.Fatalf("the moved copy: %v %v", moved, err)
	}
	if b, _ := os.ReadFile(moved[0]); string(b) != pdf {
		t.Errorf("the moved copy changed:\n%s", b)
	}
	if fi, err := os.Stat(filepath.Join(filepath.Dir(moved[0]), "scripts/run.sh")); err != nil || fi.Mode()&0o100 == 0 {
		t.Errorf("the moved copy lost a file or its exec bit: %v", err)
	}
	// Git ignores what was moved aside (it is in .skillpin).
	e.must("approve", "--all", "--yes")
	e.must("install")
	e.expect(0, []string{".claude/skills:synced"}, "status")

	// The JSON names each move.
	e2, _ := importWithCopies(t)
	var js struct {
		Moved []struct{ Target, Name, To string } `json:"moved"`
	}
	if err := json.Unmarshal([]byte(e2.must("import", "--replace-copies", "--json")), &js); err != nil {
		t.Fatal(err)
	}
	if len(js.Moved) != 2 || js.Moved[0].Target != ".claude/skills" || js.Moved[0].Name != "pdf" ||
		!strings.HasPrefix(js.Moved[0].To, ".skillpin/replaced/") || !strings.HasSuffix(js.Moved[0].To, "/.claude/skills/pdf") {
		t.Errorf("import --json moved = %+v", js.Moved)
	}
}

// TestImportReplaceCopiesRefuses: a copy is never moved through a link
// the checkout planted (a harness directory, or the destination, that is
// a link elsewhere), nor when its content changed after it was compared;
// what was refused stays where it was, the run fails (exit 1) naming it,
// and nothing outside the project is touched.
func TestImportReplaceCopiesRefuses(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		plant func(t *testing.T, e *e2e, outside string)
		want  string
		stays string // the copy that must still be where it was
	}{
		{"harness directory is a link out", func(t *testing.T, e *e2e, outside string) {
			if err := os.Rename(filepath.Join(e.dir, ".claude"), filepath.Join(outside, "claude")); err != nil {
				t.Fatal(err)
			}
			symlink(t, filepath.Join(outside, "claude"), filepath.Join(e.dir, ".claude"))
		}, ".claude is a link (not followed)", filepath.Join("claude", "skills", "pdf", "SKILL.md")},
		{"destination is a link out", func(t *testing.T, e *e2e, outside string) {
			if err := os.MkdirAll(filepath.Join(e.dir, ".skillpin"), 0o755); err != nil {
				t.Fatal(err)
			}
			symlink(t, outside, filepath.Join(e.dir, ".skillpin", "replaced"))
		}, ".skillpin/replaced is a link (not followed)", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e, _ := importWithCopies(t)
			outside := testfs.TempDir(t)
			tc.plant(t, e, outside)
			_, errOut := e.expect(1, nil, "import", "--replace-copies")
			if !strings.Contains(errOut, tc.want) || !strings.Contains(errOut, "was not moved") {
				t.Errorf("stderr lacks %q:\n%s", tc.want, errOut)
			}
			if tc.stays != "" {
				if _, err := os.Stat(filepath.Join(outside, tc.stays)); err != nil {
					t.Errorf("the copy behind the link moved: %v", err)
				}
			} else if _, err := os.Stat(filepath.Join(e.dir, ".claude/skills/pdf/SKILL.md")); err != nil {
				t.Errorf("the copy moved: %v", err)
			}
			ents, _ := os.ReadDir(outside)
			if tc.stays == "" && len(ents) != 0 {
				t.Errorf("something was written outside the project: %v", ents)
			}
		})
	}
}

// TestImportOffersToReplaceCopies: on a terminal, import offers to move
// the identical copies aside; yes moves them, no leaves them listed.
func TestImportOffersToReplaceCopies(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{"y\n", "n\n"} {
		e, _ := importWithCopies(t)
		env := map[string]string{}
		for _, kv := range e.env {
			k, v, _ := strings.Cut(kv, "=")
			env[k] = v
		}
		out, errOut, code := inProcess{env: env, stdin: answer, tty: true}.run(t, "-C", e.dir, "import")
		if code != 0 || !strings.Contains(errOut, "Move the 2 copies another tool left that hold exactly the pinned content aside") {
			t.Fatalf("answer %q: exit %d\n%s\n%s", answer, code, out, errOut)
		}
		_, err := os.Lstat(filepath.Join(e.dir, ".claude/skills/pdf"))
		if moved := os.IsNotExist(err); moved != (answer == "y\n") || moved != strings.Contains(out, "moved aside to .skillpin/replaced/") {
			t.Errorf("answer %q: moved %v:\n%s", answer, moved, out)
		}
	}
}

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}
