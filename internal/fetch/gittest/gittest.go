// Package gittest builds real git repositories for tests and serves them
// over file:// and smart HTTP on 127.0.0.1, so that tests of every package
// exercise the same git plumbing users hit, without any network.
//
// It shells out to the git CLI: the server side of a test must be a real
// git, not the client under test. Every command runs with a deterministic
// author, committer and clock, and with the user's global and system git
// configuration ignored, so commit ids are the same on every run.
package gittest

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// epoch is the clock of every repository: each commit or tag advances it
// by one second, so history is ordered and ids are reproducible.
var epoch = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

// Repo is a git repository with a work tree, created in a test's temp dir.
type Repo struct {
	Dir string // work tree; the git dir is Dir/.git
	T   testing.TB

	tick int // seconds after epoch of the next commit or tag
}

// NewRepo runs git init in a new temp dir with default branch main. The
// repository lets clients fetch any reachable commit by id and use object
// filters (uploadpack.allowReachableSHA1InWant, uploadpack.allowFilter), as
// large hosts do; tests of stricter servers reconfigure it with Git.
func NewRepo(t testing.TB) *Repo {
	t.Helper()
	return NewRepoIn(t, t.TempDir())
}

// NewRepoIn is NewRepo in dir, an existing empty directory that the caller
// removes: for a fixture a package's tests share, which outlives the test
// that builds it.
func NewRepoIn(t testing.TB, dir string) *Repo {
	t.Helper()
	r := &Repo{Dir: dir, T: t}
	// No template: git's sample hooks and info files are a dozen files
	// written (and removed with the temp dir) per repository, most of
	// what git init costs, and no test reads them.
	r.Git("init", "-q", "--template=", "-b", "main")
	// The settings are appended to the config git init wrote rather than
	// set with a git config each: suites build hundreds of repositories,
	// and a process start is most of what a small git command costs.
	f, err := os.OpenFile(filepath.Join(r.Dir, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
	if err == nil {
		_, err = f.WriteString(repoConfig)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		t.Fatalf("gittest: configure %s: %v", r.Dir, err)
	}
	return r
}

// repoConfig is what NewRepo adds to a new repository's .git/config.
const repoConfig = `[uploadpack]
	allowReachableSHA1InWant = true
	allowFilter = true
[core]
	autocrlf = false
[gc]
	auto = 0
`

// Env is the environment git runs with in this package: no user or system
// configuration, no prompts, English messages, and a fixed identity.
// date is the author and committer date.
func Env(date time.Time) []string {
	d := fmt.Sprintf("%d +0000", date.Unix())
	env := []string{
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + os.DevNull,
		"GIT_TERMINAL_PROMPT=0",
		"GIT_AUTHOR_NAME=Skillpin Test",
		"GIT_AUTHOR_EMAIL=test@skillpin.invalid",
		"GIT_COMMITTER_NAME=Skillpin Test",
		"GIT_COMMITTER_EMAIL=test@skillpin.invalid",
		"GIT_AUTHOR_DATE=" + d,
		"GIT_COMMITTER_DATE=" + d,
		"LC_ALL=C",
		// Without it every commit starts another git (git maintenance
		// run --auto) that finds nothing to do in a test's repository.
		"GIT_CONFIG_COUNT=1",
		"GIT_CONFIG_KEY_0=maintenance.auto",
		"GIT_CONFIG_VALUE_0=false",
	}
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		// Variables that would point git somewhere else or change
		// its behaviour are dropped; the rest (PATH, HOME, TMPDIR) pass.
		if strings.HasPrefix(k, "GIT_") || k == "LC_ALL" || k == "LANG" || k == "XDG_CONFIG_HOME" {
			continue
		}
		env = append(env, kv)
	}
	return env
}

// Git runs git in the work tree and returns its trimmed stdout, failing the
// test with git's stderr when the command fails.
func (r *Repo) Git(args ...string) string {
	r.T.Helper()
	out, err := r.run(nil, args...)
	if err != nil {
		r.T.Fatal(err)
	}
	return strings.TrimSpace(string(out))
}

// GitInput is Git with stdin, e.g. for git fast-import streams that
// build large histories quickly.
func (r *Repo) GitInput(stdin string, args ...string) string {
	r.T.Helper()
	out, err := r.run([]byte(stdin), args...)
	if err != nil {
		r.T.Fatal(err)
	}
	return strings.TrimSpace(string(out))
}

func (r *Repo) run(stdin []byte, args ...string) ([]byte, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = r.Dir
	cmd.Env = Env(epoch.Add(time.Duration(r.tick) * time.Second))
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("git %s in %s: %v\n%s", strings.Join(args, " "), r.Dir, err, stderr.String())
	}
	return stdout.Bytes(), nil
}

func (r *Repo) path(p string) string {
	r.T.Helper()
	if filepath.IsAbs(p) {
		r.T.Fatalf("gittest: path %q must be relative to the work tree", p)
	}
	return filepath.Join(r.Dir, filepath.FromSlash(p))
}

func (r *Repo) write(p, content string, perm os.FileMode) {
	r.T.Helper()
	full := r.path(p)
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		r.T.Fatal(err)
	}
	// Remove first so that a mode change (or replacing a link) takes.
	if err := os.Remove(full); err != nil && !os.IsNotExist(err) {
		r.T.Fatal(err)
	}
	if err := os.WriteFile(full, []byte(content), perm); err != nil {
		r.T.Fatal(err)
	}
	if err := os.Chmod(full, perm); err != nil { // umask-proof
		r.T.Fatal(err)
	}
}

// WriteFile writes a regular (0644) file, creating parent directories.
func (r *Repo) WriteFile(path, content string) {
	r.T.Helper()
	r.write(path, content, 0o644)
}

// WriteExec writes an executable (0755) file, creating parent directories.
func (r *Repo) WriteExec(path, content string) {
	r.T.Helper()
	r.write(path, content, 0o755)
}

// Symlink creates a symbolic link at path pointing to target (any text:
// dangling, absolute and escaping targets are allowed, tests need them).
func (r *Repo) Symlink(path, target string) {
	r.T.Helper()
	full := r.path(path)
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		r.T.Fatal(err)
	}
	if err := os.Remove(full); err != nil && !os.IsNotExist(err) {
		r.T.Fatal(err)
	}
	if err := os.Symlink(target, full); err != nil {
		r.T.Fatal(err)
	}
}

// Remove deletes a file or a whole directory from the work tree.
func (r *Repo) Remove(path string) {
	r.T.Helper()
	if err := os.RemoveAll(r.path(path)); err != nil {
		r.T.Fatal(err)
	}
}

// Commit stages everything (git add -A) and commits it, returning the
// 40-hex commit id. An unchanged work tree still makes a commit.
func (r *Repo) Commit(msg string) string {
	r.T.Helper()
	r.Git("add", "-A")
	r.Git("commit", "-q", "--allow-empty", "--no-verify", "-m", msg)
	r.tick++
	return r.Head()
}

// Head returns the commit id HEAD points at.
func (r *Repo) Head() string {
	r.T.Helper()
	return r.Git("rev-parse", "HEAD")
}

// Tag creates (or moves, with force) a lightweight tag at HEAD.
func (r *Repo) Tag(name string) {
	r.T.Helper()
	r.Git("tag", "-f", name)
}

// AnnotatedTag creates (or moves) an annotated tag at HEAD and returns the
// id of the tag object (not the commit).
func (r *Repo) AnnotatedTag(name, msg string) string {
	r.T.Helper()
	r.Git("tag", "-f", "-a", "-m", msg, name)
	r.tick++
	return r.Git("rev-parse", "refs/tags/"+name)
}

// Branch creates (or resets, with force) a branch at HEAD without
// switching to it.
func (r *Repo) Branch(name string) {
	r.T.Helper()
	r.Git("branch", "-f", name)
}

// Checkout switches the work tree to a branch, tag or commit.
func (r *Repo) Checkout(name string) {
	r.T.Helper()
	r.Git("checkout", "-q", name)
}

// Forget makes commits that no ref reaches truly gone: it expires the
// reflog and prunes unreachable objects, as a host does after a force
// push and garbage collection.
func (r *Repo) Forget() {
	r.T.Helper()
	r.Git("reflog", "expire", "--expire=now", "--all")
	r.Git("gc", "-q", "--prune=now")
}

// FileURL is the repository's file:// URL (the repository itself: file
// clients read its .git).
func (r *Repo) FileURL() string {
	return FileURL(r.Dir)
}

// FileURL turns an absolute directory into a file:// URL.
func FileURL(dir string) string {
	return "file://" + filepath.ToSlash(dir)
}

// BareClone makes a bare clone of the repository in a new temp dir and
// returns its path: a remote that has no work tree, like a host's.
func (r *Repo) BareClone() string {
	r.T.Helper()
	dir := filepath.Join(r.T.TempDir(), filepath.Base(r.Dir)+".git")
	r.Git("clone", "-q", "--bare", "--no-local", "--template=", r.Dir, dir)
	return dir
}

// Entry is one raw tree entry for CommitTree. Nothing is validated, so that
// hostile trees ("..", "a\\b", "a/b", "", duplicate names) can be built.
// (git's own upload-pack refuses to serve a tree with an empty name.)
type Entry struct {
	// Mode is the git mode: "100644", "100755", "120000" (symlink),
	// "160000" (gitlink), "040000" or "40000" (tree), or anything else
	// a crafted tree needs.
	Mode string
	Name string
	// Content is the blob content, the symlink target, or for a gitlink
	// the 40-hex commit id it points to.
	Content string
	Entries []Entry // children of a tree entry
}

// CommitTree makes a new commit on the current branch whose tree is
// exactly entries, written object by object (git hash-object --literally),
// so git's own checks never refuse a crafted name. The work tree and index
// are left alone. It returns the commit id.
func (r *Repo) CommitTree(msg string, entries []Entry) string {
	r.T.Helper()
	tree := r.writeTree(entries)
	args := []string{"commit-tree", tree, "-m", msg}
	if _, err := r.run(nil, "rev-parse", "-q", "--verify", "HEAD^{commit}"); err == nil {
		args = append(args, "-p", "HEAD")
	}
	commit := r.Git(args...)
	r.Git("update-ref", "-m", "gittest: "+msg, "HEAD", commit)
	r.tick++
	return commit
}

// treeMode is the mode as written in a tree object: trees are "40000".
func treeMode(mode string) string {
	if mode == "040000" {
		return "40000"
	}
	return mode
}

func (r *Repo) writeTree(entries []Entry) string {
	r.T.Helper()
	type raw struct {
		mode, name string
		id         []byte
	}
	rows := make([]raw, 0, len(entries))
	for _, e := range entries {
		mode := treeMode(e.Mode)
		var id string
		switch mode {
		case "40000":
			id = r.writeTree(e.Entries)
		case "160000":
			id = e.Content
		default:
			id = r.hashObject("blob", []byte(e.Content))
		}
		bin, err := hex.DecodeString(id)
		if err != nil || len(bin) != 20 {
			r.T.Fatalf("gittest: entry %q: object id %q is not 40 hex digits", e.Name, id)
		}
		rows = append(rows, raw{mode, e.Name, bin})
	}
	// Git's order: by name, a tree sorting as if its name ended in "/".
	key := func(x raw) string {
		if x.mode == "40000" {
			return x.name + "/"
		}
		return x.name
	}
	sort.SliceStable(rows, func(i, j int) bool { return key(rows[i]) < key(rows[j]) })
	var buf bytes.Buffer
	for _, x := range rows {
		buf.WriteString(x.mode + " " + x.name + "\x00")
		buf.Write(x.id)
	}
	return r.hashObject("tree", buf.Bytes())
}

func (r *Repo) hashObject(typ string, data []byte) string {
	r.T.Helper()
	out, err := r.run(data, "hash-object", "-w", "--literally", "-t", typ, "--stdin")
	if err != nil {
		r.T.Fatal(err)
	}
	return strings.TrimSpace(string(out))
}
