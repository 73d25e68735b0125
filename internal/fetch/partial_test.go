package fetch

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// skillsRepo has skills/sNNN/{SKILL.md,refs/fNN.md} (skills × files),
// a link in s000, and a file outside every skill.
func skillsRepo(t *testing.T, skills, files int) (*gittest.Repo, string) {
	r := gittest.NewRepo(t)
	var s strings.Builder
	s.WriteString("commit refs/heads/main\ncommitter T <t@example.com> 1700000000 +0000\ndata 5\nsynth\n")
	add := func(mode, p, content string) {
		fmt.Fprintf(&s, "M %s inline %s\ndata %d\n%s\n", mode, p, len(content), content)
	}
	for i := 0; i < skills; i++ {
		add("100644", fmt.Sprintf("skills/s%03d/SKILL.md", i), fmt.Sprintf("---\nname: s%03d\n---\n", i))
		for j := 0; j < files; j++ {
			// Hex of hashes: content that does not compress away.
			var content strings.Builder
			for k := 0; content.Len() < 2048; k++ {
				fmt.Fprintf(&content, "%x\n", sha256.Sum256([]byte(fmt.Sprint(i, j, k))))
			}
			add("100644", fmt.Sprintf("skills/s%03d/refs/f%02d.md", i, j), content.String())
		}
	}
	add("120000", "skills/s000/alias.md", "SKILL.md")
	add("100755", "skills/s000/run.sh", "#!/bin/sh\n")
	add("100644", "docs/outside.md", "not in a skill\n")
	r.GitInput(s.String(), "fast-import", "--quiet")
	return r, r.Git("rev-parse", "main")
}

type counters struct {
	bytes    atomic.Int64
	requests atomic.Int64
}

func (c *counters) serve(t *testing.T, dir string, allowFilter bool) string {
	return gittest.ServeHTTP(t, dir, gittest.ServeOptions{
		AllowFilter: allowFilter,
		BytesServed: &c.bytes,
		OnRequest:   func(*http.Request) { c.requests.Add(1) },
	})
}

func TestPartialFetch(t *testing.T) {
	t.Parallel()
	r, commit := skillsRepo(t, 100, 10)

	var full counters
	fullURL := full.serve(t, r.Dir, true)
	want, err := newTestClient(t, "", nil).Tree(ctx, fullURL, commit, "")
	if err != nil {
		t.Fatal(err)
	}

	var part counters
	url := part.serve(t, r.Dir, true)
	cache := testfs.TempDir(t)
	c := New(Options{CacheDir: cache, PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	sessions := countSessions(c)
	fsys, err := c.Tree(ctx, url, commit, "")
	if err != nil {
		t.Fatal(err)
	}
	if sessions() != 2 {
		t.Errorf("partial Tree opened %d sessions, want 2 (trees, then SKILL.md files and links)", sessions())
	}

	// A scan: list everything, read every SKILL.md and link. No fetch.
	afterTree := sessions()
	err = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Name() == "SKILL.md" {
			if got, want := readFile(t, fsys, p), readFile(t, want, p); got != want {
				t.Errorf("%s = %q, want %q", p, got, want)
			}
		}
		if d.Type()&fs.ModeSymlink != 0 {
			if _, err := fs.ReadLink(fsys, p); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if sessions() != afterTree {
		t.Fatalf("a scan fetched %d more times", sessions()-afterTree)
	}

	// Selecting one skill fetches all its files in one request; sizes
	// and bytes match a full fetch.
	checkSkill := func(fsys fs.FS, dir string) {
		t.Helper()
		err := fs.WalkDir(want, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			wi, _ := d.Info()
			gi, err := fs.Lstat(fsys, p)
			if err != nil {
				return err
			}
			if gi.Size() != wi.Size() || gi.Mode() != wi.Mode() {
				t.Errorf("%s: size %d mode %v, want %d %v", p, gi.Size(), gi.Mode(), wi.Size(), wi.Mode())
			}
			if d.Type().IsRegular() && readFile(t, fsys, p) != readFile(t, want, p) {
				t.Errorf("%s differs", p)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	checkSkill(fsys, "skills/s000")
	if sessions() != afterTree+1 {
		t.Errorf("reading one skill took %d fetches, want 1", sessions()-afterTree)
	}
	checkSkill(fsys, "skills/s000") // cached now
	if sessions() != afterTree+1 {
		t.Errorf("re-reading a fetched skill fetched again")
	}
	if got := readFile(t, fsys, "docs/outside.md"); got != "not in a skill\n" {
		t.Errorf("outside.md = %q", got)
	}
	if sessions() != afterTree+2 {
		t.Errorf("a file outside skills took %d fetches, want 1", sessions()-afterTree-1)
	}
	if part.bytes.Load()*5 > full.bytes.Load() {
		t.Errorf("partial fetch of one skill moved %d bytes, a full fetch %d: want < 1/5", part.bytes.Load(), full.bytes.Load())
	}
	t.Logf("full fetch %d bytes in %d requests; partial + one skill %d bytes in %d requests",
		full.bytes.Load(), full.requests.Load(), part.bytes.Load(), part.requests.Load())

	// Offline, what was fetched reads; what was not says so.
	off := New(Options{CacheDir: cache, Offline: true, PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	ofs, err := off.Tree(ctx, url, commit, "")
	if err != nil {
		t.Fatal(err)
	}
	checkSkill(ofs, "skills/s000")
	_, err = fs.ReadFile(ofs, "skills/s001/refs/f00.md")
	var nc *NotCachedError
	if !errors.As(err, &nc) || !nc.Partial || !strings.Contains(err.Error(), "never fetched") {
		t.Fatalf("offline read of an unfetched file: %v", err)
	}
	// A new client on the warm cache fetches nothing for what it has.
	c2 := New(Options{CacheDir: cache, PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	s2 := countSessions(c2)
	fsys2, err := c2.Tree(ctx, url, commit, "")
	if err != nil {
		t.Fatal(err)
	}
	checkSkill(fsys2, "skills/s000")
	if s2() != 0 {
		t.Errorf("warm cache: %d fetches", s2())
	}
	checkSkill(fsys2, "skills/s002")
	if s2() != 1 {
		t.Errorf("another skill: %d fetches, want 1", s2())
	}
}

// Without filter support the server gets the plain shallow fetch, and
// nothing is fetched afterwards.
func TestPartialFallsBackWithoutFilters(t *testing.T) {
	t.Parallel()
	r, commit := skillsRepo(t, 5, 3)
	for name, opts := range map[string]gittest.ServeOptions{
		"no filters":   {},
		"strict wants": {AllowFilter: true, StrictWants: true},
	} {
		t.Run(name, func(t *testing.T) {
			url := gittest.ServeHTTP(t, r.Dir, opts)
			c := New(Options{CacheDir: testfs.TempDir(t), PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
			sessions := countSessions(c)
			fsys, err := c.Tree(ctx, url, commit, "")
			if err != nil {
				t.Fatal(err)
			}
			err = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
				if err == nil && d.Type().IsRegular() {
					_, err = fs.ReadFile(fsys, p)
				}
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			if sessions() != 1 {
				t.Fatalf("%d sessions, want 1 (one full shallow fetch)", sessions())
			}
		})
	}
}

// A later partial fetch of a changed repository reads right.
func TestPartialIncremental(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("skills/a/SKILL.md", "a1\n")
	r.WriteFile("skills/a/ref.md", "ref a1\n")
	r.WriteFile("skills/b/SKILL.md", "b1\n")
	c1 := r.Commit("one")
	r.WriteFile("skills/a/ref.md", "ref a2\n")
	r.WriteFile("skills/b/new.md", "new\n")
	c2 := r.Commit("two")
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{AllowFilter: true})
	c := New(Options{CacheDir: testfs.TempDir(t), PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	for _, step := range []struct{ commit, file, want string }{
		{c1, "skills/a/ref.md", "ref a1\n"},
		{c2, "skills/a/ref.md", "ref a2\n"},
		{c2, "skills/b/new.md", "new\n"},
		{c1, "skills/b/SKILL.md", "b1\n"},
	} {
		fsys, err := c.Tree(ctx, url, step.commit, "")
		if err != nil {
			t.Fatal(err)
		}
		if got := readFile(t, fsys, step.file); got != step.want {
			t.Errorf("%s at %s = %q, want %q", step.file, step.commit[:7], got, step.want)
		}
	}
}

// TreeFor, the lock's path, brings the trees and the blobs under the
// given directories, and no other blob: not the other skills' SKILL.md.
func TestTreeForFetchesOnlyTheLockedDirectories(t *testing.T) {
	t.Parallel()
	r, commit := skillsRepo(t, 20, 3)
	for _, tt := range []struct {
		name     string
		opts     gittest.ServeOptions
		sessions int
		partial  bool
	}{
		{"partial", gittest.ServeOptions{AllowFilter: true}, 2, true},
		{"no filters", gittest.ServeOptions{}, 1, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			url := gittest.ServeHTTP(t, r.Dir, tt.opts)
			cache := testfs.TempDir(t)
			c := New(Options{CacheDir: cache, PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
			sessions := countSessions(c)
			dirs := []string{"skills/s000", "skills/s007"}
			fsys, err := c.TreeFor(ctx, url, commit, "", dirs)
			if err != nil {
				t.Fatal(err)
			}
			if sessions() != tt.sessions {
				t.Errorf("%d sessions, want %d", sessions(), tt.sessions)
			}
			if err := Prefetch(fsys, dirs); err != nil || sessions() != tt.sessions {
				t.Errorf("Prefetch of the same directories: %v, %d more sessions", err, sessions()-tt.sessions)
			}
			off := New(Options{CacheDir: cache, Offline: true, PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
			ofs, err := off.Tree(ctx, url, commit, "")
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range []string{"skills/s000/SKILL.md", "skills/s000/alias.md", "skills/s000/run.sh", "skills/s007/refs/f02.md"} {
				if _, err := fs.ReadFile(ofs, p); err != nil {
					t.Errorf("%s not fetched: %v", p, err)
				}
			}
			for _, p := range []string{"skills/s001/SKILL.md", "skills/s019/refs/f00.md", "docs/outside.md"} {
				_, err := fs.ReadFile(ofs, p)
				var nc *NotCachedError
				if got := errors.As(err, &nc) && nc.Partial; got != tt.partial {
					t.Errorf("%s: error %v; want never fetched = %v", p, err, tt.partial)
				}
			}
		})
	}
}
