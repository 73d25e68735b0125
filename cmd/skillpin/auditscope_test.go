package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// suppressWallet is a skills.toml that accepts the wallet-tracker's
// pipe to a shell.
const suppressWallet = "[settings]\napproval = \"required\"\n\n[[audit.suppress]]\ncode = \"PIPE_TO_SHELL\"\nskill = \"wallet-tracker\"\nreason = \"reviewed by the security team\"\n"

// TestAuditDirOwnSuppressions (issue 37, item 5): `audit DIR` applies the
// rules and suppressions of the project skillpin runs for, never those of
// a skills.toml inside the audited tree or the repository holding it — a
// cloned repository cannot vouch for its own skills — and says whose
// rules applied.
func TestAuditDirOwnSuppressions(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	clone := testfs.WriteTree(t, testfs.TempDir(t), map[string]string{
		"skills.toml":              suppressWallet,
		".git/HEAD":                "ref: refs/heads/main\n",
		"skills/bad/SKILL.md":      auditBad,
		"skills/other/SKILL.md":    lintMD("other"),
		"nested/skills.toml":       suppressWallet,
		"nested/skills/x/SKILL.md": auditBad,
	})
	for _, tc := range []struct {
		name string
		dir  string // where skillpin runs (its project is found from there)
		args []string
	}{
		{"the clone, from inside it", clone, []string{"audit", "."}},
		{"the clone's skills directory, from inside it", clone, []string{"audit", "skills"}},
		{"the clone's skills directory, -C the clone", e.dir, []string{"-C", clone, "audit", "skills"}},
		{"a project nested in the clone", filepath.Join(clone, "nested"), []string{"audit", "skills"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, code := e.runIn(tc.dir, tc.args...)
			if code != 1 || !strings.Contains(out, "critical PIPE_TO_SHELL SKILL.md:12") || strings.Contains(out, "accepted") {
				t.Fatalf("exit %d, want 1 with the finding not suppressed:\n%s", code, out)
			}
			if !strings.Contains(out, "rules and suppressions: built-in only (") || !strings.Contains(out, "a tree's own skills.toml never applies to its audit") {
				t.Errorf("the output does not say the clone's skills.toml was not applied:\n%s", out)
			}
			js, _ := e.runIn(tc.dir, append(tc.args, "--json")...)
			var r struct {
				RulesFrom struct{ Project, Ignored string } `json:"rules_from"`
			}
			if err := json.Unmarshal([]byte(js), &r); err != nil {
				t.Fatalf("%v: %s", err, js)
			}
			if r.RulesFrom.Project != "" || !strings.Contains(r.RulesFrom.Ignored, "skills.toml is inside") {
				t.Errorf("rules_from = %+v", r.RulesFrom)
			}
		})
	}

	// The project skillpin runs for, outside the audited tree, applies.
	e.write("skills.toml", suppressWallet)
	out, code := e.runIn(e.dir, "audit", filepath.Join(clone, "skills"))
	if code != 0 || !strings.Contains(out, "accepted PIPE_TO_SHELL") || !strings.Contains(out, "rules and suppressions: built-in, and the project at "+e.dir) {
		t.Fatalf("the invoking project's suppression: exit %d\n%s", code, out)
	}
	js, _ := e.runIn(e.dir, "audit", filepath.Join(clone, "skills"), "--json")
	if !strings.Contains(js, `"project": "`+e.dir+`"`) {
		t.Errorf("rules_from does not name %s:\n%s", e.dir, js)
	}
}
