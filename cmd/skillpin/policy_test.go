package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/gittest"
	"github.com/skillpin/skillpin/internal/policy"
)

// policyRepo is an organisation's policy repository with
// skills-policy.toml (and any other files) at main.
func policyRepo(t *testing.T, files map[string]string) *gittest.Repo {
	t.Helper()
	r := gittest.NewRepo(t)
	for p, c := range files {
		r.WriteFile(p, c)
	}
	r.Commit("policy")
	return r
}

// norm is the form policy patterns match a repository in.
func norm(r *gittest.Repo) string { return policy.NormalizeSource(r.FileURL(), "") }

// toolsSkill is a skill declaring allowed-tools.
func toolsSkill(name, tools string) string {
	return "---\nname: " + name + "\ndescription: The " + name + " skill.\nallowed-tools: " + tools + "\n---\n# " + name + "\n"
}

// withPolicy points the project's skills.toml at a policy repository.
func (e *e2e) withPolicy(r *gittest.Repo) {
	e.t.Helper()
	e.write("skills.toml", e.read("skills.toml")+"\n[policy]\nurl = \""+r.FileURL()+"\"\nref = \"main\"\n")
}

// TestPolicySources: allow_sources and deny_sources of an organisation
// policy served from a git repository; add refuses (exit 1, nothing
// written, rule and layer named); a project layer cannot loosen them.
func TestPolicySources(t *testing.T) {
	good, other, bad := upstream(t), upstream(t), upstream(t)
	org := policyRepo(t, map[string]string{"skills-policy.toml": "allow_sources = [\"" + norm(good) + "\", \"" + norm(bad) + "\"]\ndeny_sources = [\"" + norm(bad) + "\"]\n"})
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.withPolicy(org)
	e.must("add", good.FileURL()+"@v1", "--skill", "pdf", "--approve")
	if lock := e.read("skills.lock"); !strings.Contains(lock, "[policy]\nurl = \""+org.FileURL()+"\"\nref = \"main\"\nkind = \"branch\"\ncommit = \""+org.Head()+"\"\nfile = \"skills-policy.toml\"\ndigest = \"sha256:") {
		t.Fatalf("skills.lock does not pin the policy:\n%s", lock)
	}
	e.assertRooted("pdf", "SKILL.md")

	before := e.userState()
	e.expect(1, []string{"refused by policy; nothing was changed", "allow_sources", "organisation policy (" + org.FileURL() + "@" + org.Head()[:12]}, "add", other.FileURL()+"@v1", "--skill", "xlsx", "--name", "other")
	e.untouched(before, "add of a source not allowed")
	e.expect(1, []string{"deny_sources", "is denied"}, "add", bad.FileURL()+"@v1", "--skill", "xlsx", "--name", "bad")
	e.untouched(before, "add of a denied source")

	// The attacker who loosens a rule in the project layer: nothing moves.
	e.write("skills-policy.toml", "allow_sources = [\"**\"]\n")
	e.expect(1, []string{"allow_sources", "organisation policy"}, "add", other.FileURL()+"@v1", "--skill", "xlsx", "--name", "other")

	show := e.must("policy", "show")
	for _, want := range []string{"organisation  " + org.FileURL() + "@", "project       skills-policy.toml", "deny_sources", "(organisation)", "allow_sources  [\"**\"]", "(project)"} {
		if !strings.Contains(show, want) {
			t.Errorf("policy show lacks %q:\n%s", want, show)
		}
	}
	e.must("policy", "check")
	e.must("verify")
}

// TestPolicyLayersMachineUser: the machine's policy (SKILLPIN_MACHINE_POLICY)
// and the user's ($XDG_CONFIG_HOME/skillpin/policy.toml) apply to every
// project; what they forbid is refused by add and held back by install,
// and verify, policy check and status say which rule of which layer.
func TestPolicyLayersMachineUser(t *testing.T) {
	up := gittest.NewRepo(t)
	up.WriteFile("skills/shell/SKILL.md", toolsSkill("shell", "Bash Read"))
	up.WriteFile("skills/git/SKILL.md", toolsSkill("git", "Bash(git status:*) Read"))
	up.Commit("skills")
	up.Tag("v1")
	e := newE2E(t)
	e.must("init", "--no-targets")
	machine := filepath.Join(e.home, "machine-policy.toml")
	if err := os.WriteFile(machine, []byte("deny_tools = [\"Bash\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before := e.userState()
	e.expect(1, []string{"shell: policy rule deny_tools of the machine policy (" + machine + ")", "\"Bash\" reaches what \"Bash\" denies"}, "add", up.FileURL()+"@v1", "--skill", "shell")
	e.untouched(before, "add of a skill over the machine's tool ceiling")
	e.must("add", up.FileURL()+"@v1", "--skill", "git", "--approve")
	e.assertRootedAny("git")

	// The user's layer lowers the ceiling further: the skill already
	// locked is held back, and every check names the rule and the layer.
	xdg := filepath.Join(e.home, "xdg")
	e.env = append(e.env, "XDG_CONFIG_HOME="+xdg)
	if err := os.MkdirAll(filepath.Join(xdg, "skillpin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(xdg, "skillpin", "policy.toml"), []byte("deny_tools = [\"Bash(git *)\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.must("install")
	if _, err := os.Lstat(filepath.Join(e.dir, ".skillpin", "root", "git")); !os.IsNotExist(err) {
		t.Fatalf("a skill the user's policy forbids is in the root: %v", err)
	}
	e.expect(1, []string{"POLICY_VIOLATION git: policy rule deny_tools of the user policy"}, "policy", "check")
	e.expect(1, []string{"POLICY_VIOLATION", "deny_tools", "user policy"}, "verify")
	out, _ := e.expect(1, nil, "verify", "--format", "json")
	if !strings.Contains(out, `"code": "POLICY_VIOLATION"`) || !strings.Contains(out, `"skill": "git"`) {
		t.Errorf("verify --format json:\n%s", out)
	}
	out, _ = e.expect(1, nil, "verify", "--format", "github")
	if !strings.Contains(out, "title=POLICY_VIOLATION git::") {
		t.Errorf("verify --format github:\n%s", out)
	}
	e.expect(0, []string{"deny_tools"}, "status")
	show := e.must("policy", "show")
	if !strings.Contains(show, "machine  ") || !strings.Contains(show, "user     ") || !strings.Contains(show, "(machine)") || !strings.Contains(show, "(user)") {
		t.Errorf("policy show:\n%s", show)
	}
}

// assertRootedAny fails unless the trusted root holds skill.
func (e *e2e) assertRootedAny(skill string) {
	e.t.Helper()
	if _, err := os.Stat(filepath.Join(e.dir, ".skillpin", "root", skill, "SKILL.md")); err != nil {
		e.t.Fatalf("trusted root lacks %s: %v", skill, err)
	}
}

// TestPolicyMinAge: a commit younger than min_age is refused unless its
// source is an exception.
func TestPolicyMinAge(t *testing.T) {
	fresh := gittest.NewRepo(t)
	fresh.WriteFile("skills/new/SKILL.md", e2eSkill("new"))
	fresh.Git("add", "-A")
	fresh.Git("commit", "-q", "-m", "fresh", "--date", time.Now().UTC().Format(time.RFC3339))
	fresh.Tag("v1")
	old := upstream(t) // commits of 1970
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.write("skills-policy.toml", "min_age = \"7d\"\n")
	e.must("add", old.FileURL()+"@v1", "--skill", "pdf")
	e.expect(1, []string{"min_age", "project policy (skills-policy.toml)", "younger than 7d"}, "add", fresh.FileURL()+"@v1", "--skill", "new")
	e.write("skills-policy.toml", "min_age = \"7d\"\nmin_age_except = [\""+norm(fresh)+"\"]\n")
	e.must("add", fresh.FileURL()+"@v1", "--skill", "new")
}
