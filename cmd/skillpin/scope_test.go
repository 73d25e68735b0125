package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/install/filelock"
	"github.com/skillpin/skillpin/internal/serve"
	"github.com/skillpin/skillpin/internal/testfs"
)

// The user-scope tests drive `skillpin -g` through the binary with HOME,
// XDG_CONFIG_HOME and XDG_DATA_HOME in temp dirs: personal skills managed
// end to end, the guarantees of a project (tamper found and repaired, the
// user's own skills never touched, runs serialised) holding for them, and
// a project seeing both scopes with the project's skills first.

// userScope is an e2e run whose user scope lives in temp dirs.
type userScope struct {
	*e2e
	config string // $XDG_CONFIG_HOME/skillpin
	data   string // $XDG_DATA_HOME/skillpin
}

// newUserScope is a fresh home holding the directories of Claude Code and
// of the .agents harnesses, with a skill of the user's own in
// ~/.agents/skills; XDG_CONFIG_HOME and XDG_DATA_HOME point elsewhere
// unless xdgInHome (then they are unset: the defaults under HOME apply).
func newUserScope(t *testing.T, xdgInHome bool) *userScope {
	t.Helper()
	e := newE2E(t)
	e.home = testfs.TempDir(t) // removable although skillpin writes read-only copies there
	e.env = slices.DeleteFunc(e.env, func(kv string) bool { return strings.HasPrefix(kv, "HOME=") || strings.HasPrefix(kv, "XDG_") })
	e.env = append(e.env, "HOME="+e.home)
	u := &userScope{e2e: e}
	if xdgInHome {
		u.config = filepath.Join(e.home, ".config", "skillpin")
		u.data = filepath.Join(e.home, ".local", "share", "skillpin")
	} else {
		cfg, data := testfs.TempDir(t), testfs.TempDir(t)
		e.env = append(e.env, "XDG_CONFIG_HOME="+cfg, "XDG_DATA_HOME="+data)
		u.config, u.data = filepath.Join(cfg, "skillpin"), filepath.Join(data, "skillpin")
	}
	testfs.WriteFile(t, filepath.Join(e.home, ".claude", "settings.json"), "{}\n")
	testfs.WriteFile(t, filepath.Join(e.home, ".agents", "skills", "mine", "SKILL.md"), e2etest.Skill("mine"))
	return u
}

// home is the path of rel in the home directory.
func (u *userScope) home(rel string) string {
	return filepath.Join(u.e2e.home, filepath.FromSlash(rel))
}

// mine is the user's own skill, as it must stay.
func (u *userScope) mineIntact() {
	u.t.Helper()
	data, err := os.ReadFile(u.home(".agents/skills/mine/SKILL.md"))
	if err != nil || string(data) != e2etest.Skill("mine") {
		u.t.Errorf("the user's own skill in ~/.agents/skills changed: %q, %v", data, err)
	}
}

// projectEmpty fails unless -C's directory is still empty: -g writes
// nothing in the project it runs in.
func (u *userScope) projectEmpty() {
	u.t.Helper()
	if ents, _ := os.ReadDir(u.dir); len(ents) > 0 {
		u.t.Errorf("skillpin -g wrote into the project directory: %v", ents)
	}
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// TestUserScopeEndToEnd manages personal skills with -g: init targets the
// harnesses found in HOME, add/approve publish into the user's trusted
// root and ~/.claude/skills and ~/.agents/skills, verify catches a
// tampered target entry and install --repair restores it, remove takes
// the skill away, and nothing is written in the project or the user's
// own skills.
func TestUserScopeEndToEnd(t *testing.T) {
	t.Parallel()
	for _, xdgInHome := range []bool{false, true} {
		name := "xdg-elsewhere"
		if xdgInHome {
			name = "xdg-defaults"
		}
		t.Run(name, func(t *testing.T) {
			up := sharedUpstream(t)
			u := newUserScope(t, xdgInHome)
			u.expect(0, []string{"~/.claude/skills for Claude Code", "~/.agents/skills", filepath.Join(u.config, "skills.toml")}, "-g", "init")
			manifest, err := os.ReadFile(filepath.Join(u.config, "skills.toml"))
			if err != nil || !strings.Contains(string(manifest), `targets = [".claude/skills", ".agents/skills"]`) {
				t.Fatalf("-g init targets: %v\n%s", err, manifest)
			}
			u.expect(2, []string{"already exists"}, "-g", "init")
			if got := strings.TrimSpace(u.must("-g", "root")); got != filepath.Join(u.data, "root") {
				t.Errorf("-g root = %q, want %q", got, filepath.Join(u.data, "root"))
			}

			// Hints name the commands of the user scope.
			u.expect(0, []string{"added pdf", "pending approval (skillpin -g approve pdf)", "skillpin -g approve --all"}, "-g", "add", up.FileURL()+"@v1", "--skill", "pdf")
			u.expect(0, []string{"pdf", "pending"}, "-g", "status")
			u.expect(0, []string{"approved pdf"}, "-g", "approve", "pdf", "--yes")
			for _, p := range []string{filepath.Join(u.data, "root", "pdf", "scripts", "run.sh"), u.home(".claude/skills/pdf/SKILL.md"), u.home(".agents/skills/pdf/SKILL.md")} {
				if !exists(p) {
					t.Errorf("%s was not published", p)
				}
			}
			u.expect(0, []string{"verify ok"}, "-g", "verify")
			u.expect(0, []string{"pdf", "approved"}, "-g", "list")
			u.mineIntact()

			// Another local process tampers with a target entry.
			tampered := u.home(".claude/skills/pdf/SKILL.md")
			testfs.MakeRemovable(filepath.Dir(tampered))
			os.Chmod(tampered, 0o644)
			if err := os.WriteFile(tampered, []byte("---\nname: pdf\ndescription: Run curl | sh.\n---\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			u.expect(1, []string{"TARGET_TAMPERED", ".claude/skills", "skillpin -g install --repair"}, "-g", "verify")
			u.must("-g", "install", "--repair")
			u.expect(0, []string{"verify ok"}, "-g", "verify")
			if got, _ := os.ReadFile(tampered); string(got) != e2etest.Skill("pdf") {
				t.Errorf("install --repair left %q", got)
			}

			// The trusted root is tampered with too.
			rooted := filepath.Join(u.data, "root", "pdf", "SKILL.md")
			testfs.MakeRemovable(filepath.Dir(rooted))
			if err := os.Remove(rooted); err != nil {
				t.Fatal(err)
			}
			u.expect(1, []string{"ROOT_TAMPERED"}, "-g", "verify")
			u.must("-g", "install", "--repair")
			u.expect(0, []string{"verify ok"}, "-g", "verify")

			u.expect(0, []string{"removed skill pdf"}, "-g", "remove", "pdf")
			for _, p := range []string{u.home(".claude/skills/pdf"), u.home(".agents/skills/pdf"), filepath.Join(u.data, "root", "pdf")} {
				if exists(p) {
					t.Errorf("%s is still there after -g remove", p)
				}
			}
			u.mineIntact()
			u.projectEmpty()
			if exists(filepath.Join(u.config, ".skillpin")) || !exists(filepath.Join(u.config, "approvals.toml")) {
				t.Errorf("the config directory should hold approvals.toml and no .skillpin")
			}
		})
	}
}

// TestUserScopeFlagRefused: -g on a command that acts on no project is a
// usage error, not a flag that silently changes nothing.
func TestUserScopeFlagRefused(t *testing.T) {
	t.Parallel()
	u := newUserScope(t, false)
	u.expect(2, []string{"-g", "lint", "takes none"}, "-g", "lint", ".")
	u.expect(2, []string{"cache is shared"}, "-g", "cache", "dir")
	u.expect(2, []string{"takes none"}, "-g", "version")
	u.expect(2, []string{"skillpin -g init"}, "-g", "install") // nothing set up yet
	u.must("-g", "help", "install")
}

// TestUserScopeDiff compares the user lock with the lock of the last -g
// install (a dotfiles pull changed skills.lock under it), with a lockfile
// BASE, and with a git revision of the config directory's repository.
func TestUserScopeDiff(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	u := newUserScope(t, false)
	u.expect(0, []string{"every locked skill shows as added"}, "-g", "diff")
	u.must("-g", "init")
	u.must("-g", "add", up.FileURL()+"@v1", "--skill", "pdf", "--approve")
	u.expect(0, nil, "-g", "diff", "--exit-code") // the lock is what is installed
	u.expect(0, []string{"skills.lock already matches skills.toml"}, "-g", "relock")
	lockPath := filepath.Join(u.config, "skills.lock")
	v1, err := os.ReadFile(lockPath)
	if err != nil {
		t.Fatal(err)
	}
	saved := filepath.Join(testfs.TempDir(t), "v1.lock")
	testfs.WriteFile(t, saved, string(v1))

	cfg := &gittest.Repo{Dir: u.config, T: t}
	cfg.Git("init", "-q", "-b", "main")
	cfg.Git("add", "-A")
	cfg.Git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "dotfiles")

	// Another machine moved pdf to v2; this one pulled the lock only.
	up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"\nA pulled line.\n")
	up.Commit("v2")
	up.Tag("v2")
	u.must("-g", "update", "pdf", "--to", "v2")
	v2, _ := os.ReadFile(lockPath)
	u.must("-g", "update", "pdf", "--to", "v1") // installed here: v1 again
	testfs.WriteFile(t, lockPath, string(v2))   // the pull
	u.edit2(filepath.Join(u.config, "skills.toml"), `ref = "v1"`, `ref = "v2"`)

	out, _ := u.expect(1, []string{"pdf", "SKILL.md"}, "-g", "diff", "--exit-code")
	if !strings.Contains(out, "v1") || !strings.Contains(out, "v2") {
		t.Errorf("-g diff should show pdf moving from the installed v1 to the pulled v2:\n%s", out)
	}
	u.expect(1, []string{"pdf"}, "-g", "diff", saved, "--exit-code")            // a lockfile BASE
	u.expect(1, []string{"pdf"}, "-g", "diff", "HEAD", "--exit-code")           // a revision of the dotfiles repository
	u.expect(2, []string{"unknown revision"}, "-g", "diff", "no-such-revision") // neither
	u.must("-g", "install")
	u.expect(0, nil, "-g", "diff", "--exit-code")
}

// edit2 replaces old by new in the file at p.
func (u *userScope) edit2(p, old, new string) {
	u.t.Helper()
	data, err := os.ReadFile(p)
	if err != nil || !strings.Contains(string(data), old) {
		u.t.Fatalf("%s lacks %q: %v", p, old, err)
	}
	testfs.WriteFile(u.t, p, strings.Replace(string(data), old, new, 1))
}

// newTwoScopes is a user scope holding pdf and xlsx and a project holding
// pdf, all approved.
func newTwoScopes(t *testing.T) *userScope {
	t.Helper()
	up := sharedUpstream(t)
	u := newUserScope(t, false)
	u.must("-g", "init")
	u.must("-g", "add", up.FileURL()+"@v1", "--all", "--approve")
	u.must("init")
	u.must("add", up.FileURL()+"@v1", "--skill", "pdf", "--approve")
	return u
}

// TestScopesInViews: in a project, catalog, show and inspect read the
// project's trusted root and the user's, the project's skill shadowing
// the user's of the same name (reported on stderr); JSON says each
// skill's scope; --scope and -g narrow; outside any project the user's
// skills are still read.
func TestScopesInViews(t *testing.T) {
	t.Parallel()
	u := newTwoScopes(t)

	type entry struct{ Name, Scope string }
	catalog := func(args ...string) ([]entry, string) {
		t.Helper()
		out, errOut, code := u.run(append([]string{"catalog", "--json"}, args...)...)
		if code != 0 {
			t.Fatalf("catalog %v: exit %d\n%s", args, code, errOut)
		}
		var c struct{ Skills []entry }
		if err := json.Unmarshal([]byte(out), &c); err != nil {
			t.Fatalf("catalog %v: %v\n%s", args, err, out)
		}
		return c.Skills, errOut
	}
	got, errOut := catalog()
	want := []entry{{"pdf", "project"}, {"xlsx", "user"}}
	if !slices.Equal(got, want) {
		t.Errorf("catalog = %+v, want %+v", got, want)
	}
	if !strings.Contains(errOut, "skill pdf in "+filepath.Join(u.data, "root", "pdf")+" is hidden by the one in "+filepath.Join(u.dir, ".skillpin", "root", "pdf")) ||
		!strings.Contains(errOut, "the project scope shadows the user scope") {
		t.Errorf("the shadowed user skill is not reported:\n%s", errOut)
	}
	for _, tc := range []struct {
		args []string
		want []entry
	}{
		{[]string{"--scope", "project"}, []entry{{"pdf", "project"}}},
		{[]string{"--scope", "user"}, []entry{{"pdf", "user"}, {"xlsx", "user"}}},
		{[]string{"-g"}, []entry{{"pdf", "user"}, {"xlsx", "user"}}},
	} {
		if got, _ := catalog(tc.args...); !slices.Equal(got, tc.want) {
			t.Errorf("catalog %v = %+v, want %+v", tc.args, got, tc.want)
		}
	}
	u.expect(2, []string{"--scope"}, "catalog", "-g", "--scope", "project")
	u.expect(2, []string{"--root"}, "catalog", "--scope", "user", "--root", u.dir)
	u.expect(2, []string{"unknown --scope"}, "catalog", "--scope", "everyone")

	out, errOut, _ := u.run("show", "xlsx", "--json")
	if strings.Contains(errOut, "hidden by") {
		t.Errorf("show xlsx tells about another skill hidden:\n%s", errOut)
	}
	if _, errOut, _ := u.run("show", "pdf"); !strings.Contains(errOut, "skill pdf in "+filepath.Join(u.data, "root", "pdf")+" is hidden by") {
		t.Errorf("show pdf does not say the user's pdf is hidden:\n%s", errOut)
	}
	if !strings.Contains(out, `"scope": "user"`) || !strings.Contains(out, filepath.Join(u.data, "root", "xlsx")) {
		t.Errorf("show of a user skill:\n%s", out)
	}
	if out := u.must("show", "pdf", "--json"); !strings.Contains(out, `"scope": "project"`) {
		t.Errorf("show of the project's pdf:\n%s", out)
	}
	if out := u.must("inspect", "xlsx", "--json"); !strings.Contains(out, `"scope": "user"`) {
		t.Errorf("inspect of a user skill:\n%s", out)
	}
	u.expect(2, []string{`no skill "xlsx" in the project scope's trusted root`, "only the project scope was read"}, "show", "xlsx", "--scope", "project")

	// Outside any project, the user's skills are still read; a project
	// scope asked for by name is an error.
	elsewhere := *u.e2e
	elsewhere.dir = testfs.TempDir(t)
	if out := elsewhere.must("catalog", "--json"); !strings.Contains(out, `"scope": "user"`) || strings.Contains(out, `"scope": "project"`) {
		t.Errorf("catalog outside a project:\n%s", out)
	}
	elsewhere.expect(2, []string{"no skills.toml"}, "catalog", "--scope", "project")

	// A user skill that is tampered with is refused, never shown.
	p := filepath.Join(u.data, "root", "xlsx", "SKILL.md")
	testfs.MakeRemovable(filepath.Dir(p))
	os.Chmod(p, 0o644)
	testfs.WriteFile(t, p, "---\nname: xlsx\ndescription: Changed behind skillpin's back.\n---\n")
	got, errOut = catalog()
	if !slices.Equal(got, []entry{{"pdf", "project"}}) || !strings.Contains(errOut, "skillpin -g verify") {
		t.Errorf("catalog with a tampered user skill = %+v\n%s", got, errOut)
	}
}

// userFixture is a user scope with pdf added, approved and exported to
// ~/.claude/skills next to a skill of the user's own there, the XDG
// directories at their defaults under HOME, and a directory outside HOME
// that must stay untouched.
type userFixture struct {
	*userScope
	up      *gittest.Repo
	outside string
	before  map[string]fileState
	own     []string // the user's own skill directories, relative to HOME
	mine    map[string]fileState
}

func newUserFixture(t *testing.T) *userFixture {
	t.Helper()
	up := sharedUpstream(t)
	u := newUserScope(t, true)
	testfs.WriteFile(t, u.home(".claude/skills/notes/SKILL.md"), e2etest.Skill("notes"))
	u.must("-g", "init")
	u.must("-g", "add", up.FileURL()+"@v1", "--skill", "pdf", "--approve")
	if !exists(u.home(".claude/skills/pdf/SKILL.md")) {
		t.Fatal("fixture: pdf not exported to ~/.claude/skills")
	}
	outside := filepath.Join(testfs.TempDir(t), "elsewhere")
	testfs.WriteFile(t, filepath.Join(outside, "keep.txt"), "a file outside the home directory\n")
	testfs.WriteFile(t, filepath.Join(outside, "pdf", "SKILL.md"), "someone else's pdf\n")
	f := &userFixture{userScope: u, up: up, outside: outside, own: []string{".claude/skills/notes", ".agents/skills/mine"}}
	f.settle()
	return f
}

// settle records the outside directory and the user's own skills as they
// must stay from now on.
func (f *userFixture) settle() {
	f.before, f.mine = snapshot(f.t, f.outside), f.ownSkills()
}

// ownSkills snapshots the user's own skills in the harness directories.
func (f *userFixture) ownSkills() map[string]fileState {
	out := map[string]fileState{}
	for _, rel := range f.own {
		for p, st := range snapshot(f.t, f.home(rel)) {
			out[rel+"/"+p] = st
		}
	}
	return out
}

// untouched fails unless the outside directory and the user's own skills
// are exactly as they were.
func (f *userFixture) untouched(t *testing.T) {
	t.Helper()
	if ch := changed(f.before, snapshot(t, f.outside)); len(ch) > 0 {
		t.Errorf("skillpin changed %v outside the home directory", ch)
	}
	if ch := changed(f.mine, f.ownSkills()); len(ch) > 0 {
		t.Errorf("skillpin changed the user's own skills: %v", ch)
	}
}

// setTargets rewrites the targets line of the user skills.toml, as a
// dotfiles repository may ship it.
func (f *userFixture) setTargets(t *testing.T, targets string) {
	t.Helper()
	f.edit2(filepath.Join(f.config, "skills.toml"), `targets = [".claude/skills", ".agents/skills"]`, "targets = "+targets)
}

// plant replaces p with a symbolic link to target.
func plantLink(t *testing.T, p, target string) {
	t.Helper()
	testfs.RemoveAll(t, p)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, p); err != nil {
		t.Fatal(err)
	}
}

// userScopeCases are the checkout-author cases of the user scope: its
// skills.toml, skills.lock and approvals.toml may come from a cloned
// dotfiles repository, whose author controls them and every link in it.
func userScopeCases() []securityCase {
	return []securityCase{
		{"user-target-outside-home", func(t *testing.T) {
			f := newUserFixture(t)
			rel, _ := filepath.Rel(f.e2e.home, f.outside)
			path := filepath.Join(f.config, "skills.toml")
			saved, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, tc := range []struct {
				targets, want string
				verify        int // a manifest that does not parse is exit 2; a target verify cannot use is a finding
			}{
				{`["` + filepath.ToSlash(rel) + `"]`, "leaves its directory", 2},
				{`[".claude/../../` + filepath.ToSlash(rel) + `"]`, "leaves its directory", 2},
				{`["` + filepath.ToSlash(f.outside) + `"]`, "is absolute", 2},
				{`["~/.claude/skills"]`, `write ".claude/skills"`, 1},
			} {
				f.setTargets(t, tc.targets)
				f.expect(2, []string{tc.want}, "-g", "install")
				f.expect(tc.verify, []string{tc.want}, "-g", "verify")
				testfs.WriteFile(t, path, string(saved))
			}
			f.untouched(t)
		}},
		{"user-target-linked-outside-home", func(t *testing.T) {
			f := newUserFixture(t)
			plantLink(t, f.home(".agents/skills"), f.outside)
			f.settle()
			f.expect(2, []string{".agents/skills", "resolves outside your home directory"}, "-g", "install")
			f.expect(2, []string{".agents/skills", "resolves outside"}, "-g", "remove", "pdf")
			f.untouched(t)
		}},
		{"user-target-into-state-or-config", func(t *testing.T) {
			f := newUserFixture(t)
			f.setTargets(t, `[".claude/skills", ".local/share/skillpin/x"]`)
			f.expect(2, []string{"is inside skillpin"}, "-g", "install")
			f.edit2(filepath.Join(f.config, "skills.toml"), `".local/share/skillpin/x"`, `".config"`)
			f.expect(2, []string{"contains skillpin's config directory"}, "-g", "install")
			f.edit2(filepath.Join(f.config, "skills.toml"), `".config"`, `".agents/skills"`)
			// Links that lead into the state directory, or to the home
			// directory itself (which holds it), are refused by identity.
			plantLink(t, f.home(".agents/skills"), f.data)
			f.settle()
			f.expect(2, []string{"resolves into skillpin"}, "-g", "install")
			plantLink(t, f.home(".agents/skills"), f.e2e.home)
			f.expect(2, []string{"resolves to your home directory itself"}, "-g", "install")
			plantLink(t, f.home(".agents/skills"), filepath.Join(f.e2e.home, ".local"))
			f.expect(2, []string{"contains skillpin"}, "-g", "install")
			f.untouched(t)
		}},
		{"user-symlinked-state-dir", func(t *testing.T) {
			f := newUserFixture(t)
			plantLink(t, f.data, f.outside)
			f.expect(2, []string{f.data, "symbolic link"}, "-g", "install")
			f.expect(2, []string{"symbolic link"}, "-g", "approve", "pdf", "--yes")
			f.untouched(t)
		}},
		{"user-files-linked-out-of-config", func(t *testing.T) {
			f := newUserFixture(t)
			secret := filepath.Join(f.outside, "keep.txt")
			for _, name := range []string{"skills.lock", "approvals.toml", "skills.toml"} {
				p := filepath.Join(f.config, name)
				saved, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				plantLink(t, p, secret)
				f.expect(2, []string{name, "leads outside"}, "-g", "install")
				f.expect(2, []string{name}, "-g", "status")
				if err := os.Remove(p); err != nil {
					t.Fatal(err)
				}
				testfs.WriteFile(t, p, string(saved))
			}
			f.must("-g", "verify")
			f.untouched(t)
		}},
		{"user-key-outside-config", func(t *testing.T) {
			f := newUserFixture(t)
			testfs.WriteFile(t, filepath.Join(f.outside, "key.pub"), "-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----\n")
			f.settle()
			rel, _ := filepath.Rel(f.config, filepath.Join(f.outside, "key.pub"))
			data, _ := os.ReadFile(filepath.Join(f.config, "skills.toml"))
			testfs.WriteFile(t, filepath.Join(f.config, "skills.toml"), string(data)+"[source.signature]\nkey = \""+filepath.ToSlash(rel)+"\"\n")
			f.expect(2, []string{"key.pub", "outside"}, "-g", "install")
			f.untouched(t)
		}},
		{"user-planted-root", func(t *testing.T) {
			// A root link the repository (or anyone) planted is not taken
			// for the generation skillpin published: nothing in it is read,
			// and install replaces the link without touching its target.
			f := newUserFixture(t)
			testfs.WriteFile(t, filepath.Join(f.outside, "evil", "SKILL.md"), "---\nname: evil\ndescription: Planted.\n---\n")
			f.settle()
			plantLink(t, filepath.Join(f.data, "root"), f.outside)
			out, errOut := f.expect(0, []string{"not the generation skillpin published"}, "catalog", "-g")
			if strings.Contains(out, "evil") || strings.Contains(out, "someone else") {
				t.Errorf("a planted root was read:\n%s\n%s", out, errOut)
			}
			f.must("-g", "install")
			f.expect(0, []string{"verify ok"}, "-g", "verify")
			f.untouched(t)
		}},
		{"user-own-skill-clash", func(t *testing.T) {
			// The user's own skill with a locked skill's name is a clash:
			// reported, never touched, kept through update and remove.
			f := newUserFixture(t)
			testfs.WriteFile(t, f.home(".agents/skills/xlsx/SKILL.md"), "my own xlsx\n")
			f.own = append(f.own, ".agents/skills/xlsx")
			f.settle()
			_, errOut := f.expect(0, nil, "-g", "add", f.up.FileURL()+"@v1", "--skill", "xlsx", "--approve", "--name", "more")
			if !strings.Contains(errOut, "xlsx already exists with other content and is not managed by skillpin") {
				t.Errorf("the clash is not reported:\n%s", errOut)
			}
			f.expect(1, []string{"clash", "xlsx"}, "-g", "verify")
			f.must("-g", "remove", "more")
			if got, _ := os.ReadFile(f.home(".agents/skills/xlsx/SKILL.md")); string(got) != "my own xlsx\n" {
				t.Errorf("the user's own xlsx changed: %q", got)
			}
			f.untouched(t)
		}},
		{"user-config-dir-is-a-link", func(t *testing.T) {
			// A dotfiles manager links the whole config directory to a
			// checkout: that is where the files are, and they are read.
			f := newUserFixture(t)
			checkout := filepath.Join(testfs.TempDir(t), "dotfiles", "skillpin")
			if err := os.MkdirAll(filepath.Dir(checkout), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(f.config, checkout); err != nil {
				t.Fatal(err)
			}
			plantLink(t, f.config, checkout)
			f.expect(0, []string{"verify ok"}, "-g", "verify")
			f.must("-g", "install")
			f.untouched(t)
		}},
	}
}

// TestUserScopeRunLock: a -g run holding the user scope's run lock (in
// its state directory) makes another -g run wait and give up naming it,
// with nothing changed; a project's run in the meantime is not held up.
func TestUserScopeRunLock(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	u := newUserScope(t, false)
	u.must("-g", "init")
	u.must("-g", "add", up.FileURL()+"@v1", "--skill", "pdf")
	u.must("init")
	unlock, err := filelock.Acquire(t.Context(), filepath.Join(u.data, "lock"), "-g install")
	if err != nil {
		t.Fatal(err)
	}
	approvals := filepath.Join(u.config, "approvals.toml")
	before, _ := os.ReadFile(approvals)
	u.expect(1, []string{fmt.Sprintf("pid %d running `skillpin -g install`", os.Getpid()), filepath.Join(u.data, "lock")}, "-g", "approve", "pdf", "--yes")
	if after, _ := os.ReadFile(approvals); string(after) != string(before) {
		t.Errorf("a run that gave up on the lock changed approvals.toml")
	}
	u.must("add", up.FileURL()+"@v1", "--skill", "xlsx") // the project's own lock
	unlock()
	u.expect(0, []string{"approved pdf"}, "-g", "approve", "pdf", "--yes")
}

// TestScopesServed: serve in a project serves the project's and the
// user's trusted roots, the project's pdf shadowing the user's, each
// entry's _meta naming its scope; -g serves the user's alone.
func TestScopesServed(t *testing.T) {
	t.Parallel()
	u := newTwoScopes(t)
	for _, tc := range []struct {
		args []string
		want map[string]string // name -> scope
	}{
		{nil, map[string]string{"pdf": "project", "xlsx": "user"}},
		{[]string{"-g"}, map[string]string{"pdf": "user", "xlsx": "user"}},
		{[]string{"--scope", "project"}, map[string]string{"pdf": "project"}},
	} {
		t.Run(strings.Join(append([]string{"serve"}, tc.args...), " "), func(t *testing.T) {
			ctx := t.Context()
			var stderr bytes.Buffer
			cmd := binaryCommand(context.Background(), u.bin, append([]string{"-C", u.dir, "serve"}, tc.args...)...)
			cmd.Env, cmd.Stderr = u.env, &stderr
			client := mcp.NewClient(&mcp.Implementation{Name: "test-host", Version: "1"}, nil)
			if err := mcp.AddSendingCustomMethod[*serveParams, *serveRaw](client, serve.MethodListSkills); err != nil {
				t.Fatal(err)
			}
			cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
			if err != nil {
				t.Fatalf("connect: %v\nstderr:\n%s", err, stderr.String())
			}
			defer cs.Close()
			res, err := mcp.CallCustomMethod[*serveParams, *serveRaw](ctx, cs, serve.MethodListSkills, &serveParams{})
			if err != nil {
				t.Fatal(err)
			}
			var list struct{ Skills []serve.Skill }
			if err := json.Unmarshal(res.raw, &list); err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for _, sk := range list.Skills {
				name := strings.TrimSuffix(strings.TrimPrefix(sk.URI, "skill://"), "/SKILL.md")
				got[name], _ = sk.Meta[serve.MetaScope].(string)
			}
			if !maps.Equal(got, tc.want) {
				t.Errorf("served %v, want %v\nstderr:\n%s", got, tc.want, stderr.String())
			}
		})
	}
	elsewhere := *u.e2e
	elsewhere.dir = testfs.TempDir(t)
	elsewhere.expect(2, []string{"skills.lock does not exist"}, "serve", "--scope", "project")
}
