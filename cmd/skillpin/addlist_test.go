package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// TestAddList: add --list shows every skill a source offers at its ref,
// with whether add could take it and why not, exits 0, works before init,
// and keeps its columns with a 64-character name.
func TestAddList(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("a", 30) + "-" + strings.Repeat("b", 33) // 64 characters
	up := gittest.NewRepo(t)
	up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf"))
	up.WriteFile("skills/"+long+"/SKILL.md", e2etest.Skill(long))
	up.WriteFile("skills/Bad_Name/SKILL.md", e2etest.Skill("Bad_Name"))
	up.WriteFile("skills/escape/SKILL.md", e2etest.Skill("escape"))
	up.Symlink("skills/escape/secret", "../../../etc/passwd")
	up.WriteFile("one/twin/SKILL.md", e2etest.Skill("twin"))
	up.WriteFile("two/twin/SKILL.md", e2etest.Skill("twin"))
	up.Commit("skills")

	e := newE2E(t) // no skills.toml yet
	out := e.must("add", up.FileURL(), "--list")
	for _, want := range []string{"6 skills, 2 can be added", "NAME", "DESCRIPTION", "pdf", long,
		"Bad_Name (skills/Bad_Name): NAME_INVALID", "escape (skills/escape): SYMLINK_ESCAPE", "twin (one/twin): 2 skills here are named twin: add this one with --path one/twin"} {
		if !strings.Contains(out, want) {
			t.Errorf("add --list lacks %q:\n%s", want, out)
		}
	}
	// The long name keeps its columns: every row's PATH starts where the header's does.
	lines := strings.Split(out, "\n")
	col := -1
	for _, l := range lines {
		if strings.HasPrefix(l, "NAME") {
			col = strings.Index(l, "PATH")
		}
		if col > 0 && strings.HasPrefix(l, long) && (len(l) <= col || l[col-1] != ' ' || l[col] == ' ') {
			t.Errorf("the long name breaks the columns:\n%s", out)
		}
	}

	var js struct {
		Source, URL, Ref, Kind, Commit string
		Skills                         []struct {
			Name, Description, Path, Reason string
			Addable                         bool
		}
	}
	if err := json.Unmarshal([]byte(e.must("add", up.FileURL(), "--list", "--json")), &js); err != nil {
		t.Fatal(err)
	}
	if js.Kind != "branch" || len(js.Commit) != 40 || len(js.Skills) != 6 {
		t.Errorf("add --list --json = %+v", js)
	}
	for _, s := range js.Skills {
		if s.Addable != (s.Name == "pdf" || s.Name == long) {
			t.Errorf("%s: addable %v (%s)", s.Path, s.Addable, s.Reason)
		}
	}

	// In a project, a name another source provides cannot be added.
	other := sharedUpstream(t)
	e.must("init", "--no-targets")
	e.must("add", other.FileURL()+"@v1", "--skill", "pdf", "--name", "other")
	e.expect(0, []string{"source other provides a skill of this name already"}, "add", up.FileURL(), "--list")
	e.expect(2, []string{"--list shows what the source offers"}, "add", up.FileURL(), "--list", "--all")
	// Without a selection, add names --list.
	e.expect(2, []string{"--list"}, "add", up.FileURL())
}

// TestAddAllSkipsClashes: add --all takes every skill it can; a skill
// whose name another source provides is skipped with a warning naming the
// commands that take it instead, recorded in exclude, and the next update
// does not clash again. When nothing is left, nothing is written (exit 1).
func TestAddAllSkipsClashes(t *testing.T) {
	t.Parallel()
	other := sharedUpstream(t) // pdf, xlsx at v1
	up := gittest.NewRepo(t)
	for _, n := range []string{"pdf", "docx", "pptx"} {
		up.WriteFile("skills/"+n+"/SKILL.md", e2etest.Skill(n))
	}
	up.Commit("skills")
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.must("add", other.FileURL()+"@v1", "--skill", "pdf", "--name", "other")
	_, errOut := e.expect(0, []string{"added docx", "added pptx"}, "add", up.FileURL(), "--all", "--name", "mine")
	for _, want := range []string{
		`skipping pdf (skills/pdf): source "other" already provides a skill named pdf (skills/pdf)`,
		`exclude = ["pdf"] in source "mine"`,
		"`skillpin remove pdf`, then `skillpin add " + up.FileURL() + " --skill pdf`",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("the warning lacks %q:\n%s", want, errOut)
		}
	}
	if m := e.read("skills.toml"); !strings.Contains(m, `exclude = ["pdf"]`) {
		t.Errorf("skills.toml does not record the skipped skill:\n%s", m)
	}
	e.expect(0, []string{"up to date"}, "update")
	e.expect(0, []string{"docx", "pptx", "pdf"}, "status")

	// The way out the warning names works.
	e.must("remove", "pdf")
	e.expect(0, []string{"added pdf"}, "add", up.FileURL(), "--skill", "pdf")

	// JSON names what was skipped.
	e2 := newE2E(t)
	e2.must("init", "--no-targets")
	e2.must("add", other.FileURL()+"@v1", "--skill", "pdf", "--name", "other")
	var js struct {
		Added   []struct{ Name string }
		Skipped []struct{ Name, Path, Other string }
	}
	if err := json.Unmarshal([]byte(e2.must("add", up.FileURL(), "--all", "--json")), &js); err != nil {
		t.Fatal(err)
	}
	if len(js.Added) != 2 || len(js.Skipped) != 1 || js.Skipped[0].Name != "pdf" || js.Skipped[0].Other != "other" {
		t.Errorf("add --all --json = %+v", js)
	}

	// Everything clashes: nothing is written.
	e3 := newE2E(t)
	e3.must("init", "--no-targets")
	e3.must("add", other.FileURL()+"@v1", "--all", "--name", "other")
	before := e3.read("skills.toml")
	e3.expect(1, []string{"every skill of", "nothing was changed"}, "add", other.FileURL()+"@v1", "--all", "--name", "again")
	if e3.read("skills.toml") != before {
		t.Error("a failed add --all changed skills.toml")
	}
}
