package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// runIn runs the binary in dir without -C, as a user in a shell does.
func (e *e2e) runIn(dir string, args ...string) (string, int) {
	e.t.Helper()
	cmd := binaryCommand(context.Background(), e.bin, args...)
	cmd.Dir, cmd.Env = dir, e.env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	code := 0
	if err != nil {
		code = cmd.ProcessState.ExitCode()
	}
	return out.String(), code
}

// TestRoughEdges runs, through the binary, each rough edge a new user hit
// (issue #30): each has the message or behaviour a user can act on.
func TestRoughEdges(t *testing.T) {
	t.Parallel()
	t.Run("manifest-conflict-markers", func(t *testing.T) {
		up := e2etest.Upstream(t)
		e := newE2E(t)
		e.must("init", "--no-targets")
		e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
		e.edit("skills.toml", func(s string) string {
			return s + "<<<<<<< HEAD\n[[source]]\nname = \"a\"\n=======\n[[source]]\nname = \"b\"\n>>>>>>> theirs\n"
		})
		before := e.read("skills.toml")
		for _, cmd := range [][]string{{"status"}, {"install"}, {"verify"}} {
			_, errOut := e.expect(2, []string{"skills.toml:", "merge conflict markers", "skillpin relock"}, cmd...)
			if strings.Contains(errOut, "expected") {
				t.Errorf("%v: the TOML parser's error shows: %s", cmd, errOut)
			}
		}
		if e.read("skills.toml") != before {
			t.Error("skills.toml was rewritten")
		}
	})

	t.Run("status-modified-target", func(t *testing.T) {
		up := e2etest.Upstream(t)
		e := newE2E(t)
		e.must("init", "--targets", ".claude/skills")
		e.must("add", up.FileURL()+"@v1", "--skill", "pdf", "--approve")
		e.write(".claude/skills/pdf/SKILL.md", e2etest.Skill("pdf")+"edited\n")
		// The target's file is the store's (a hard link): the edit is in
		// the store entry too, so the skill is held back until repaired.
		e.expect(0, []string{"store entry does not match the lock: SKILL.md modified", "pdf in target .claude/skills: extra", "skillpin install --repair"}, "status")
		e.must("install", "--repair")
		if out := e.must("status"); strings.Contains(out, "modified") {
			t.Errorf("after install --repair, status still says modified:\n%s", out)
		}
	})

	t.Run("git-status-clean", func(t *testing.T) {
		up := e2etest.Upstream(t)
		e := newE2E(t)
		proj := &gittest.Repo{Dir: e.dir, T: t}
		proj.Git("init", "-q", "-b", "main")
		// The team's own skill, committed in the target directory.
		e.write(".claude/skills/team/SKILL.md", e2etest.Skill("team"))
		e.must("init", "--targets", ".claude/skills")
		e.must("add", up.FileURL()+"@v1", "--skill", "pdf,xlsx")
		e.must("approve", "--all", "--yes")
		proj.Git("add", "skills.toml", "skills.lock", ".skillpin/.gitignore", ".skillpin/approvals.toml", ".claude/skills/team")
		proj.Git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "skills")
		if st := proj.Git("status", "--porcelain", "--untracked-files=all"); st != "" {
			t.Errorf("git status after install is not clean:\n%s", st)
		}
		e.write(".claude/skills/team/SKILL.md", e2etest.Skill("team")+"changed\n")
		if st := proj.Git("status", "--porcelain"); !strings.Contains(st, ".claude/skills/team/SKILL.md") {
			t.Errorf("a change to the team's own skill is hidden from git status:\n%q", st)
		}
		e.write(".claude/skills/newteam/SKILL.md", e2etest.Skill("newteam"))
		if st := proj.Git("status", "--porcelain", "--untracked-files=all"); !strings.Contains(st, ".claude/skills/newteam/") {
			t.Errorf("a new skill of the team's is hidden from git status:\n%q", st)
		}
	})

	t.Run("add-missing-directory", func(t *testing.T) {
		e := newE2E(t)
		e.must("init", "--no-targets")
		_, errOut := e.expect(2, []string{"./nonexistent", "does not exist", "https://git.example.com/owner/repo"}, "add", "./nonexistent")
		if strings.Contains(errOut, "***") {
			t.Errorf("the accepted forms are masked as credentials:\n%s", errOut)
		}
	})

	t.Run("verify-quiet", func(t *testing.T) {
		up := e2etest.Upstream(t)
		e := newE2E(t)
		e.must("init", "--no-targets")
		e.must("add", up.FileURL()+"@v1", "--skill", "pdf") // pending: a warning
		out, _ := e.expect(0, []string{"verify ok", "1 warning(s)"}, "-q", "verify")
		if strings.Contains(out, "APPROVAL_PENDING") {
			t.Errorf("verify -q prints warnings:\n%s", out)
		}
		e.expect(0, []string{"APPROVAL_PENDING"}, "verify")
		e.expect(1, []string{"error APPROVAL_PENDING"}, "-q", "verify", "--strict")
	})

	t.Run("switch-with-a-value", func(t *testing.T) {
		e := newE2E(t)
		_, errOut := e.expect(2, []string{`invalid value "maybe" for --strict`, "--strict=false"}, "verify", "--strict=maybe")
		if strings.Contains(errOut, "strconv") || strings.Contains(errOut, "ParseBool") {
			t.Errorf("the flag error quotes Go's parser:\n%s", errOut)
		}
	})

	t.Run("update-counts-changed-content", func(t *testing.T) {
		up := e2etest.Upstream(t)
		e := newE2E(t)
		e.must("init", "--no-targets")
		e.must("add", up.FileURL()+"@v1", "--skill", "pdf,xlsx", "--approve", "--name", "up")
		up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"\nNew line.\n")
		up.Commit("pdf v2")
		up.Tag("v2")
		out := e.must("update", "--to", "v2", "up")
		if !strings.Contains(out, "1 skill changed: 1 updated; 1 re-pinned, content unchanged") {
			t.Errorf("update counts an unchanged skill as updated:\n%s", out)
		}
		// The re-approval shows the commit it approves.
		commit := up.Head()[:12]
		out = e.must("approve", "pdf", "--yes")
		if strings.Contains(out, "not recorded") || !strings.Contains(out, "commit    "+commit) {
			t.Errorf("approve does not show the commit %s:\n%s", commit, out)
		}
	})

	t.Run("project-in-a-directory-above", func(t *testing.T) {
		up := e2etest.Upstream(t)
		e := newE2E(t)
		proj := &gittest.Repo{Dir: e.dir, T: t}
		proj.Git("init", "-q", "-b", "main")
		e.must("init", "--no-targets")
		e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
		sub := filepath.Join(e.dir, "src", "pkg")
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		if out, code := e.runIn(sub, "list"); code != 0 || !strings.Contains(out, "pdf") {
			t.Errorf("list in a subdirectory: exit %d\n%s", code, out)
		}
		// A repository nested in the project is a project of its own.
		nested := filepath.Join(e.dir, "vendor", "lib")
		if err := os.MkdirAll(nested, 0o755); err != nil {
			t.Fatal(err)
		}
		(&gittest.Repo{Dir: nested, T: t}).Git("init", "-q")
		if err := os.MkdirAll(filepath.Join(nested, "x"), 0o755); err != nil {
			t.Fatal(err)
		}
		if out, code := e.runIn(filepath.Join(nested, "x"), "list"); code != 2 || !strings.Contains(out, "no skills.toml") {
			t.Errorf("list in a nested repository found the outer project: exit %d\n%s", code, out)
		}
		// init creates where it is run.
		if out, code := e.runIn(sub, "init", "--no-targets"); code != 0 {
			t.Fatalf("init in a subdirectory: exit %d\n%s", code, out)
		}
		if _, err := os.Stat(filepath.Join(sub, "skills.toml")); err != nil {
			t.Errorf("init in a subdirectory did not create skills.toml there: %v", err)
		}
	})
}
