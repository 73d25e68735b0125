package gittest

import (
	"net/http"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// client runs the git CLI as a client, for checking what the server side
// of this package serves.
func client(t *testing.T, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Env = Env(epoch)
	cmd.Dir = testfs.TempDir(t)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func TestCommitIsDeterministic(t *testing.T) {
	build := func() (string, string) {
		r := NewRepo(t)
		r.WriteFile("skills/a/SKILL.md", "---\nname: a\n---\n")
		r.WriteExec("skills/a/run.sh", "#!/bin/sh\n")
		r.Symlink("skills/a/link", "SKILL.md")
		c1 := r.Commit("one")
		r.Remove("skills/a/run.sh")
		return c1, r.Commit("two")
	}
	a1, a2 := build()
	b1, b2 := build()
	if a1 != b1 || a2 != b2 {
		t.Fatalf("same history, different ids: %s %s vs %s %s", a1, a2, b1, b2)
	}
	if a1 == a2 {
		t.Fatalf("two commits share id %s", a1)
	}
}

func TestFilesModesAndTags(t *testing.T) {
	r := NewRepo(t)
	r.WriteFile("a.txt", "a\r\n")
	r.WriteExec("bin/run", "x")
	r.Symlink("l", "../../etc/passwd")
	c := r.Commit("c")
	r.Tag("v1")
	tagObj := r.AnnotatedTag("v2", "release")
	r.Branch("dev")

	got := r.Git("ls-tree", "-r", "HEAD")
	for _, want := range []string{"100644 blob", "\ta.txt", "100755 blob", "\tbin/run", "120000 blob", "\tl"} {
		if !strings.Contains(got, want) {
			t.Errorf("ls-tree lacks %q:\n%s", want, got)
		}
	}
	if b := r.Git("cat-file", "-p", "HEAD:a.txt"); b != "a" && b != "a\r" {
		t.Errorf("a.txt = %q", b)
	}
	if got := r.Git("rev-parse", "v1^{commit}"); got != c {
		t.Errorf("v1 -> %s, want %s", got, c)
	}
	if tagObj == c || r.Git("cat-file", "-t", tagObj) != "tag" {
		t.Errorf("AnnotatedTag returned %s, not a tag object", tagObj)
	}
	if got := r.Git("rev-parse", "dev"); got != c {
		t.Errorf("dev -> %s, want %s", got, c)
	}
	r.Checkout("dev")
	if got := r.Git("symbolic-ref", "--short", "HEAD"); got != "dev" {
		t.Errorf("HEAD on %s, want dev", got)
	}
}

func TestCommitTreeKeepsCraftedEntries(t *testing.T) {
	r := NewRepo(t)
	base := r.Commit("base")
	c := r.CommitTree("crafted", []Entry{
		{Mode: "100644", Name: "..", Content: "dots"},
		{Mode: "100644", Name: `a\b`, Content: "backslash"},
		{Mode: "100644", Name: "x/y", Content: "slash"},
		{Mode: "120000", Name: "link", Content: "/etc/passwd"},
		{Mode: "160000", Name: "sub", Content: base},
		{Mode: "040000", Name: "dir", Entries: []Entry{{Mode: "100755", Name: "run", Content: "#!"}}},
	})
	if got := r.Git("rev-parse", "HEAD^"); got != base {
		t.Errorf("parent %s, want %s", got, base)
	}
	out := r.Git("ls-tree", "-r", c)
	for _, want := range []string{"\t..", "\t\"a\\\\b\"", "\tx/y", "120000 blob", "\tlink", "160000 commit " + base + "\tsub", "100755 blob", "\tdir/run"} {
		if !strings.Contains(out, want) {
			t.Errorf("ls-tree lacks %q:\n%s", want, out)
		}
	}
}

func TestServeHTTP(t *testing.T) {
	r := NewRepo(t)
	r.WriteFile("f", "1")
	old := r.Commit("one")
	r.Tag("v1")
	r.WriteFile("f", "2")
	r.Commit("two")
	r.Tag("v1") // moved: old is reachable only from main's history

	var hits atomic.Int64
	url := ServeHTTP(t, r.Dir, ServeOptions{OnRequest: func(*http.Request) { hits.Add(1) }})
	out, err := client(t, "ls-remote", url)
	if err != nil {
		t.Fatalf("ls-remote %s: %v\n%s", url, err, out)
	}
	if !strings.Contains(out, "refs/tags/v1") || hits.Load() == 0 {
		t.Fatalf("ls-remote output %q after %d requests", out, hits.Load())
	}

	fetchOld := func(url string) error {
		dir := testfs.TempDir(t)
		if out, err := client(t, "init", "-q", dir); err != nil {
			t.Fatal(out)
		}
		out, err := client(t, "-C", dir, "-c", "protocol.version=0", "fetch", "-q", "--depth=1", url, old)
		if err != nil {
			t.Log(out)
		}
		return err
	}
	if err := fetchOld(url); err != nil {
		t.Errorf("fetch of a reachable non-tip commit refused by default server: %v", err)
	}
	strict := ServeHTTP(t, r.Dir, ServeOptions{StrictWants: true})
	if err := fetchOld(strict); err == nil {
		t.Errorf("StrictWants server served a non-tip commit by id")
	}

	bare := r.BareClone()
	private := ServeHTTP(t, bare, ServeOptions{User: "alice", Password: "s3cret"})
	if out, err := client(t, "ls-remote", private); err == nil {
		t.Errorf("ls-remote without credentials succeeded: %s", out)
	}
	withCreds := strings.Replace(private, "http://", "http://alice:s3cret@", 1)
	if out, err := client(t, "ls-remote", withCreds); err != nil || !strings.Contains(out, "refs/heads/main") {
		t.Errorf("ls-remote with credentials: %v\n%s", err, out)
	}
}

func TestClosedPortURL(t *testing.T) {
	url := ClosedPortURL(t)
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("ClosedPortURL = %s", url)
	}
	out, err := client(t, "ls-remote", url)
	if err == nil {
		t.Fatalf("ls-remote of a closed port succeeded: %s", out)
	}
	if !strings.Contains(out, "refused") && !strings.Contains(out, "connect") {
		t.Errorf("unexpected failure: %s", out)
	}
}
