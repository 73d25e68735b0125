package fetch

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/skillpin/skillpin/internal/testfs"
)

// Prefetch of many skill directories is one request; reading them
// afterwards fetches nothing more, offline too.
func TestPrefetch(t *testing.T) {
	t.Parallel()
	// 30 skills of 4 blobs: Prefetch of 20 of them (80 blobs) reads the
	// pack indexes rather than asking about each blob.
	r, commit := skillsRepo(t, 30, 3)
	var cnt counters
	url := cnt.serve(t, r.Dir, true)
	cache := testfs.TempDir(t)
	c := New(Options{CacheDir: cache, PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	sessions := countSessions(c)
	fsys, err := c.Tree(ctx, url, commit, "")
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for i := range 20 {
		dirs = append(dirs, fmt.Sprintf("skills/s%03d", i))
	}
	// Paths that are not directories of the tree are left to the reader.
	dirs = append(dirs, "skills/s000/SKILL.md", "no/such/dir")
	before := sessions()
	if err := Prefetch(fsys, dirs); err != nil {
		t.Fatal(err)
	}
	if got := sessions() - before; got != 1 {
		t.Fatalf("Prefetch of 20 skills opened %d sessions, want 1", got)
	}
	if err := Prefetch(fsys, dirs); err != nil {
		t.Fatal(err)
	}
	if got := sessions() - before; got != 1 {
		t.Fatalf("a second Prefetch of cached skills fetched again (%d sessions)", got-1)
	}

	off := New(Options{CacheDir: cache, Offline: true, PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	ofs, err := off.Tree(ctx, url, commit, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := Prefetch(ofs, dirs); err != nil {
		t.Fatalf("offline Prefetch of cached skills: %v", err)
	}
	for _, d := range dirs[:20] {
		for j := range 3 {
			if _, err := fs.ReadFile(ofs, fmt.Sprintf("%s/refs/f%02d.md", d, j)); err != nil {
				t.Fatalf("offline read after Prefetch: %v", err)
			}
		}
	}
	var nc *NotCachedError
	if err := Prefetch(ofs, []string{"skills/s020"}); !errors.As(err, &nc) {
		t.Fatalf("offline Prefetch of a skill never fetched: %v, want *NotCachedError", err)
	}
	var all []string
	for i := range 30 {
		all = append(all, fmt.Sprintf("skills/s%03d", i))
	}
	if err := Prefetch(ofs, all); !errors.As(err, &nc) {
		t.Fatalf("offline Prefetch of 30 skills, 10 never fetched: %v, want *NotCachedError", err)
	}

	// Online, the ten missing ones come in one more request.
	before = sessions()
	if err := Prefetch(fsys, all); err != nil {
		t.Fatal(err)
	}
	if got := sessions() - before; got != 1 {
		t.Fatalf("Prefetch of 30 skills, 10 missing: %d sessions, want 1", got)
	}
	ofs, err = off.Tree(ctx, url, commit, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range all {
		if _, err := fs.ReadFile(ofs, d+"/refs/f02.md"); err != nil {
			t.Fatalf("offline read after the second Prefetch: %v", err)
		}
	}
}

// Anything but a tree from Tree, and a tree fetched whole, need nothing.
func TestPrefetchNoop(t *testing.T) {
	t.Parallel()
	if err := Prefetch(os.DirFS(testfs.TempDir(t)), []string{"."}); err != nil {
		t.Fatal(err)
	}
	r, commit := skillsRepo(t, 2, 1)
	c := newTestClient(t, "", nil)
	fsys, err := c.Tree(ctx, r.FileURL(), commit, "")
	if err != nil {
		t.Fatal(err)
	}
	sessions := countSessions(c)
	if err := Prefetch(fsys, []string{"skills"}); err != nil || sessions() != 0 {
		t.Fatalf("Prefetch of a full tree: %v, %d sessions", err, sessions())
	}
}

// TreeAll brings every skill's files with the second request of the
// partial fetch; files outside skills stay out until read.
func TestTreeAll(t *testing.T) {
	t.Parallel()
	r, commit := skillsRepo(t, 20, 3)
	var cnt counters
	url := cnt.serve(t, r.Dir, true)
	c := New(Options{CacheDir: testfs.TempDir(t), PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	sessions := countSessions(c)
	fsys, err := c.TreeAll(ctx, url, commit, "")
	if err != nil {
		t.Fatal(err)
	}
	if sessions() != 2 {
		t.Fatalf("TreeAll opened %d sessions, want 2 (trees, then every skill's files)", sessions())
	}
	for i := range 20 {
		for j := range 3 {
			if _, err := fs.ReadFile(fsys, fmt.Sprintf("skills/s%03d/refs/f%02d.md", i, j)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := fs.ReadLink(fsys, "skills/s000/alias.md"); err != nil {
		t.Fatal(err)
	}
	if sessions() != 2 {
		t.Fatalf("reading every skill after TreeAll fetched %d more times", sessions()-2)
	}
	if got := readFile(t, fsys, "docs/outside.md"); got != "not in a skill\n" {
		t.Fatalf("outside.md = %q", got)
	}
	if sessions() != 3 {
		t.Fatalf("a file outside every skill: %d sessions, want 3 (it was not fetched with the skills)", sessions())
	}
}

// InPacks answers from the pack indexes of a cache: true for a fetched
// blob, false for one a partial fetch left out.
func TestInPacks(t *testing.T) {
	t.Parallel()
	r, commit := skillsRepo(t, 2, 1)
	c := New(Options{CacheDir: testfs.TempDir(t), PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	fsys, err := c.Tree(ctx, r.FileURL(), commit, "")
	if err != nil {
		t.Fatal(err)
	}
	inPack := fsys.(*treeFS).st.InPacks()
	if inPack == nil {
		t.Fatal("InPacks: nil for a cache storage")
	}
	hashOf := func(name string) plumbing.Hash {
		fi, err := fs.Lstat(fsys, name)
		if err != nil {
			t.Fatal(err)
		}
		return plumbing.NewHash(fi.Sys().(GitEntry).Hash)
	}
	if !inPack(hashOf("skills/s000/SKILL.md")) {
		t.Error("a marker file fetched with the trees is not reported packed")
	}
	if inPack(hashOf("skills/s000/refs/f00.md")) {
		t.Error("a blob the partial fetch left out is reported packed")
	}
}
