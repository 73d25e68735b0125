package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// Identity by what a path is, not what it is called (issue 27, item 1):
// every path skillpin writes in is judged with links evaluated, whichever
// repository or project it belongs to, and per-project records are found
// by the resolved project.

// gitInit makes dir a git repository (bare when asked) with the test's
// environment.
func gitInit(t *testing.T, env []string, dir string, bare bool) {
	t.Helper()
	args := []string{"init", "-q"}
	if bare {
		args = append(args, "--bare")
	}
	cmd := exec.Command("git", append(args, dir)...)
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git init %s: %v\n%s", dir, err, out)
	}
}

// TestTargetInAnyGitDir: a target inside the .git of a nested repository
// (vendored, a submodule), inside a bare repository, inside another
// project's .skillpin, or reached through a link to one of them is
// refused, and nothing is written there: a skill named "hooks" or a file
// of one would otherwise be run by git.
func TestTargetInAnyGitDir(t *testing.T) {
	f := newCheckoutFixture(t)
	gitInit(t, f.e.env, filepath.Join(f.e.dir, "vendor", "lib"), false)
	gitInit(t, f.e.env, filepath.Join(f.e.dir, "vendor", "bare.git"), true)
	testfs.WriteFile(t, filepath.Join(f.e.dir, "sub", ".skillpin", "generations", "keep"), "another project's state\n")
	f.plant(t, ".tools", "vendor/lib/.git")
	watched := []string{"vendor/lib/.git/hooks", "vendor/bare.git/hooks", "sub/.skillpin"}
	before := map[string]map[string]fileState{}
	for _, w := range watched {
		before[w] = snapshot(t, filepath.Join(f.e.dir, w))
	}
	manifest := f.e.read("skills.toml")
	for _, tc := range []struct{ target, want string }{
		{"vendor/lib/.git/hooks", "a repository's .git"},
		{"vendor/lib/.GIT/info", "a repository's .git"},
		{".tools/hooks", "a repository's .git"},
		{"vendor/bare.git/hooks", "a git directory"},
		{"sub/.skillpin/generations", "a project's .skillpin"},
		{"vendor/lib/.git/new", "a repository's .git"},
		{"vendor/other/.git/hooks", "would be made as a repository's .git"},
		{"sub/new/.skillpin/x", "would be made as a project's .skillpin"},
	} {
		f.setTargets(t, `[".claude/skills", "`+tc.target+`"]`)
		f.e.expect(2, []string{tc.target, tc.want, "nothing was changed"}, "install")
		f.e.expect(2, []string{tc.target, tc.want}, "approve", "pdf", "--yes")
		f.e.expect(1, []string{tc.target, tc.want}, "verify", "--offline")
		f.e.write("skills.toml", manifest)
	}
	for _, w := range watched {
		if ch := changed(before[w], snapshot(t, filepath.Join(f.e.dir, w))); len(ch) > 0 {
			t.Errorf("skillpin changed %v in %s", ch, w)
		}
	}
	if _, err := os.Stat(filepath.Join(f.e.dir, "vendor", "other")); err == nil {
		t.Error("skillpin created vendor/other on the way to a .git it may not make")
	}
}

// TestUserTargetInRepositoryUnderHome: in the user scope, a target in the
// .git of a repository under the home directory is refused like the home
// directory's own.
func TestUserTargetInRepositoryUnderHome(t *testing.T) {
	f := newUserFixture(t)
	gitInit(t, f.env, f.home("code/proj"), false)
	hooks := f.home("code/proj/.git/hooks")
	before := snapshot(t, hooks)
	f.setTargets(t, `[".claude/skills", "code/proj/.git/hooks"]`)
	f.expect(2, []string{"code/proj/.git/hooks", "a repository's .git"}, "-g", "install")
	plantLink(t, f.home(".agents/skills"), f.home("code/proj/.git/hooks"))
	f.edit2(filepath.Join(f.config, "skills.toml"), `"code/proj/.git/hooks"`, `".agents/skills"`)
	f.expect(2, []string{".agents/skills", "a repository's .git"}, "-g", "install")
	if ch := changed(before, snapshot(t, hooks)); len(ch) > 0 {
		t.Errorf("skillpin -g changed %v in a repository's hooks", ch)
	}
}

// TestProjectThroughLinkedPath: a project reached through a symlinked
// path is the same project: its ledger is found, so revoke withdraws the
// skill from the targets and install does not take skillpin's own entries
// for the user's.
func TestProjectThroughLinkedPath(t *testing.T) {
	f := newCheckoutFixture(t)
	real := f.e.dir
	link := filepath.Join(testfs.TempDir(t), "link")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	f.e.dir = link
	f.e.expect(0, []string{"verify ok"}, "verify", "--offline")
	f.e.must("revoke", "pdf")
	if _, err := os.Lstat(filepath.Join(real, ".claude", "skills", "pdf")); err == nil {
		t.Fatal("revoke through a linked path left pdf in .claude/skills")
	}
	f.e.must("approve", "pdf", "--yes")
	if _, err := os.Stat(filepath.Join(real, ".claude", "skills", "pdf", "SKILL.md")); err != nil {
		t.Fatalf("approve through a linked path did not export pdf: %v", err)
	}
	f.e.dir = real
	out, errOut := f.e.expect(0, nil, "install")
	if strings.Contains(out+errOut, "clash") {
		t.Errorf("install by the real path takes the entry made through the link for the user's:\n%s%s", out, errOut)
	}
	f.e.must("revoke", "pdf")
	if _, err := os.Lstat(filepath.Join(real, ".claude", "skills", "pdf")); err == nil {
		t.Fatal("revoke by the real path left the entry made through the link")
	}
	f.e.expect(0, []string{"verify ok"}, "verify", "--offline")
}

// TestDiffBaseFileAndRevision: a BASE that names both a file and a
// revision is refused under -g (where BASE may be either) and never read
// silently as the other; the output says which was used.
func TestDiffBaseFileAndRevision(t *testing.T) {
	up := upstream(t)
	u := newUserScope(t, false)
	u.must("-g", "init")
	u.must("-g", "add", up.FileURL()+"@v1", "--skill", "pdf", "--approve")
	cfg := &gittest.Repo{Dir: u.config, T: t}
	cfg.Git("init", "-q", "-b", "main")
	cfg.Git("add", "-A")
	cfg.Git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "dotfiles")
	// The dotfiles repository ships a lockfile named like a revision.
	testfs.WriteFile(t, filepath.Join(u.dir, "HEAD"), "version = 1\n")
	before := snapshot(t, u.config)
	u.expect(2, []string{`"HEAD" is both a file`, "a git revision", "./HEAD", "git rev-parse HEAD"}, "-g", "diff", "HEAD")
	u.expect(0, []string{"comparing with the lockfile " + filepath.Join(u.dir, "HEAD"), "pdf"}, "-g", "diff", "./HEAD")
	testfs.RemoveAll(t, filepath.Join(u.dir, "HEAD"))
	u.expect(0, []string{"comparing with revision HEAD"}, "-g", "diff", "HEAD")
	if ch := changed(before, snapshot(t, u.config)); len(ch) > 0 {
		t.Errorf("diff changed %v", ch)
	}

	// In a project BASE is always a revision: a file of that name is named
	// as not read.
	f := newCheckoutFixture(t)
	f.e.git("init", "-q", "-b", "main")
	f.e.git("add", "-A")
	f.e.git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "base")
	f.e.write("HEAD", "version = 1\n")
	f.e.expect(0, []string{"comparing with git revision HEAD", "is not read"}, "diff", "HEAD")
}
