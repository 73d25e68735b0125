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

// TestDefaultBranchPin: a source added without a ref is pinned at its
// default branch's commit and says so; outdated counts the commits the
// branch moved and names what changed in the locked skills; update takes
// it with the review.
func TestDefaultBranchPin(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	locked := up.Head()
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.expect(0, []string{"pinned up at commit " + locked[:12] + " of the default branch (main)", "skillpin outdated", "skillpin update up"},
		"add", up.FileURL(), "--skill", "pdf,xlsx", "--name", "up")

	e.expect(0, []string{"at the locked commit " + locked[:12]}, "outdated")
	up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"\nNew step.\n")
	up.WriteFile("skills/pdf/references/more.md", "more\n")
	up.Commit("pdf: a new step")
	up.WriteFile("README.md", "readme\n")
	head := up.Commit("readme")

	out := e.must("outdated")
	for _, want := range []string{"(main)", "moved 2 commits to " + head[:12], "skills: 1 changed",
		"what skillpin update up would take", "pdf", "changed", "~SKILL.md +references/more.md", "xlsx", "unchanged"} {
		if !strings.Contains(out, want) {
			t.Errorf("outdated lacks %q:\n%s", want, out)
		}
	}
	var js struct {
		Sources []struct {
			Commits int    `json:"commits"`
			Branch  string `json:"branch"`
			Moved   bool   `json:"moved"`
			Changes []struct {
				Name, Change string
				Added        []string
				Modified     []string
			} `json:"changes"`
		} `json:"sources"`
	}
	if err := json.Unmarshal([]byte(e.must("outdated", "--json")), &js); err != nil {
		t.Fatal(err)
	}
	if s := js.Sources[0]; s.Commits != 2 || s.Branch != "main" || !s.Moved || len(s.Changes) != 2 || s.Changes[0].Name != "pdf" || s.Changes[0].Change != "changed" {
		t.Errorf("outdated --json = %+v", js)
	}
	e.expect(0, []string{"1 skill changed: 1 updated; 1 re-pinned, content unchanged", "references/more.md"}, "update", "up")
	e.expect(0, []string{"at the locked commit " + head[:12]}, "outdated")
}

// TestCommitPin: a source pinned at a commit is compared with the default
// branch: how far it is ahead and what changed.
func TestCommitPin(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	locked := up.Head()
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.expect(0, []string{"pinned up at commit " + locked[:12]}, "add", up.FileURL()+"@"+locked, "--skill", "pdf", "--name", "up")
	up.WriteExec("skills/pdf/scripts/run.sh", "#!/bin/sh\necho changed\n")
	head := up.Commit("pdf: new script")
	out := e.must("outdated")
	for _, want := range []string{"pinned at commit " + locked[:12], "main is 1 commit ahead, at " + head[:12], "~scripts/run.sh",
		"skillpin update up --to main"} {
		if !strings.Contains(out, want) {
			t.Errorf("outdated lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "no version tags") {
		t.Errorf("outdated says only that there are no tags:\n%s", out)
	}
	e.expect(0, []string{"scripts/run.sh"}, "update", "up", "--to", head)
}

// TestAddPastedForms: a GitLab-style tree address (any host) whose ref
// holds '/', a blob address of a SKILL.md, and owner/repo#REF spellings
// name source, ref and skill; two repositories of the same name get
// distinct source names.
func TestAddPastedForms(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	up.Git("branch", "release/v2")
	up.Git("tag", "release") // a shorter ref that also matches: the longest wins
	url := gittest.ServeHTTP(t, up.Dir, gittest.ServeOptions{})
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.expect(0, []string{"added pdf from"}, "add", url+"/-/tree/release/v2/skills/pdf", "--name", "web")
	m := e.read("skills.toml")
	if !strings.Contains(m, `ref = "release/v2"`) || !strings.Contains(m, `paths = ["skills/pdf"]`) && !strings.Contains(m, `skills = ["pdf"]`) {
		t.Errorf("the tree address was not read as ref release/v2 and skills/pdf:\n%s", m)
	}
	e.expect(0, []string{"added xlsx from web"}, "add", url+"/-/blob/release/v2/skills/xlsx/SKILL.md")

	// Two repositories called "repo": the second is named by its parent.
	a, b := filepath.Join(testfs.TempDir(t), "team-a", "repo"), filepath.Join(testfs.TempDir(t), "team-b", "repo")
	for i, dir := range []string{a, b} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		r := &gittest.Repo{Dir: dir, T: t}
		r.Git("init", "-q", "-b", "main")
		name := []string{"one", "two"}[i]
		r.WriteFile("skills/"+name+"/SKILL.md", e2etest.Skill(name))
		r.Commit("skill")
	}
	e.expect(0, []string{"added one from repo "}, "add", "file://"+a)
	e.expect(0, []string{"added two from team-b-repo "}, "add", "file://"+b)
}
