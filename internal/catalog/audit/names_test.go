package audit

import (
	"strings"
	"testing"
)

func TestKnownSkills(t *testing.T) {
	names := KnownSkills()
	for _, want := range []string{"skill-creator", "pdf", "clawhub", "brainstorming"} {
		if !strings.Contains(" "+strings.Join(names, " ")+" ", " "+want+" ") {
			t.Errorf("known skills lack %s", want)
		}
	}
}

func TestLookalikes(t *testing.T) {
	got := Lookalikes([]string{"deploy-helper", "deploy_helper", "notes", "deploy-helper", "deploy-helpre"})
	want := [][]string{
		{"deploy_helper", "deploy-helpre"},
		{"deploy-helper", "deploy-helpre"},
		nil,
		{"deploy_helper", "deploy-helpre"},
		{"deploy-helper", "deploy_helper"},
	}
	for i := range want {
		if len(got[i]) != len(want[i]) {
			t.Fatalf("%d: %v, want look-alikes %v", i, got[i], want[i])
		}
		for j, f := range got[i] {
			if f.Code != NameLookalike || f.Severity != Medium || !strings.Contains(f.Match, "looks like "+want[i][j]+":") {
				t.Errorf("%d: finding %+v, want one naming %s", i, f, want[i][j])
			}
		}
	}
}

func TestOutsideHelp(t *testing.T) {
	for _, c := range []string{NotAudited, LinkOutside, NameLookalike} {
		if h, ok := OutsideHelp(c); !ok || h == "" || !visibleText(h) {
			t.Errorf("%s: no help text", c)
		}
	}
	if _, ok := OutsideHelp("PIPE_TO_SHELL"); ok {
		t.Error("a rule's code has outside help")
	}
}
