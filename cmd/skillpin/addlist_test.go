package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/gittest"
)

// TestAddList: add --list shows every skill a source offers at its ref,
// with whether add could take it and why not, exits 0, works before init,
// and keeps its columns with a 64-character name.
func TestAddList(t *testing.T) {
	long := strings.Repeat("a", 30) + "-" + strings.Repeat("b", 33) // 64 characters
	up := gittest.NewRepo(t)
	up.WriteFile("skills/pdf/SKILL.md", e2eSkill("pdf"))
	up.WriteFile("skills/"+long+"/SKILL.md", e2eSkill(long))
	up.WriteFile("skills/Bad_Name/SKILL.md", e2eSkill("Bad_Name"))
	up.WriteFile("skills/escape/SKILL.md", e2eSkill("escape"))
	up.Symlink("skills/escape/secret", "../../../etc/passwd")
	up.WriteFile("one/twin/SKILL.md", e2eSkill("twin"))
	up.WriteFile("two/twin/SKILL.md", e2eSkill("twin"))
	up.Commit("skills")

	e := newE2E(t) // no skills.toml yet
	out := e.must("add", up.FileURL(), "--list")
	for _, want := range []string{"6 skills, 2 can be added", "NAME", "DESCRIPTION", "pdf", long,
		"skills/Bad_Name: NAME_INVALID", "skills/escape: SYMLINK_ESCAPE", "one/twin: 2 skills here are named twin: add this one with --path one/twin"} {
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
	other := upstream(t)
	e.must("init", "--no-targets")
	e.must("add", other.FileURL()+"@v1", "--skill", "pdf", "--name", "other")
	e.expect(0, []string{"source other provides a skill of this name already"}, "add", up.FileURL(), "--list")
	e.expect(2, []string{"--list shows what the source offers"}, "add", up.FileURL(), "--list", "--all")
	// Without a selection, add names --list.
	e.expect(2, []string{"--list"}, "add", up.FileURL())
}
