package source

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/testfs"
)

func gitClients(t *testing.T) Clients {
	c := fetch.New(fetch.Options{CacheDir: testfs.TempDir(t)})
	return Clients{Git: func() *fetch.Client { return c }}
}

// TestGit walks one git source through the interface: a tag resolves and
// opens at its commit, Upstream sees the tag move, Refs lists it, and the
// source has history, blob ids and trees that are not shared.
func TestGit(t *testing.T) {
	ctx := context.Background()
	r := gittest.NewRepo(t)
	r.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: d\n---\nv1\n")
	first := r.Commit("one")
	r.Tag("v1")
	spec, err := srcspec.Parse(r.FileURL(), "")
	if err != nil {
		t.Fatal(err)
	}
	s := New(spec, spec.URL, gitClients(t))
	pin, err := s.Resolve(ctx, "v1")
	if err != nil {
		t.Fatal(err)
	}
	if pin.Kind != lock.KindTag || pin.Revision != first || pin.Ref != "v1" {
		t.Fatalf("pin %+v, want tag v1 at %s", pin, first)
	}
	for _, w := range []Want{{}, {All: true}, {Dirs: []string{"skills/pdf"}, Exact: true}} {
		fsys, err := s.Open(ctx, pin, w)
		if err != nil {
			t.Fatal(err)
		}
		if b, err := fs.ReadFile(fsys, "skills/pdf/SKILL.md"); err != nil || string(b) != "---\nname: pdf\ndescription: d\n---\nv1\n" {
			t.Fatalf("%+v: read %q, %v", w, b, err)
		}
	}
	if now, found, err := s.Upstream(ctx, pin); err != nil || !found || now.Revision != first {
		t.Fatalf("upstream before the move: %+v %v %v", now, found, err)
	}
	r.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: d\n---\nv2\n")
	second := r.Commit("two")
	r.Git("tag", "-f", "v1")
	if now, found, err := s.Upstream(ctx, pin); err != nil || !found || now.Revision != second {
		t.Fatalf("upstream after the tag moved: %+v %v %v, want %s", now, found, err, second)
	}
	r.Git("tag", "-d", "v1")
	if _, found, err := s.Upstream(ctx, pin); err != nil || found {
		t.Fatalf("a deleted tag: found %v, %v", found, err)
	}
	refs, err := s.Refs(ctx)
	if err != nil || len(refs) == 0 {
		t.Fatalf("refs %v, %v", refs, err)
	}
	h, ok := s.(History)
	if !ok {
		t.Fatal("a git source has no history")
	}
	if ok, err := h.IsAncestor(ctx, first, second, ""); err != nil || !ok {
		t.Fatalf("IsAncestor: %v %v", ok, err)
	}
	if !HasBlobIDs(s) || Shared(s) || IsDir(s) {
		t.Fatal("a git source's capabilities are wrong")
	}
}

// TestDir: a plain directory takes no ref, is pinned by digests alone,
// never moves and lists no versions.
func TestDir(t *testing.T) {
	ctx := context.Background()
	dir := testfs.TempDir(t)
	if err := os.MkdirAll(filepath.Join(dir, "pdf"), 0o755); err != nil {
		t.Fatal(err)
	}
	testfs.WriteFile(t, filepath.Join(dir, "pdf", "SKILL.md"), "x")
	spec, err := srcspec.Parse(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	s := New(spec, dir, Clients{})
	if _, err := s.Resolve(ctx, "v1"); !errors.Is(err, ErrNoRef) {
		t.Fatalf("a ref for a directory: %v, want ErrNoRef", err)
	}
	pin, err := s.Resolve(ctx, "")
	if err != nil || pin.Kind != lock.KindPath || pin.Revision != "" {
		t.Fatalf("pin %+v, %v", pin, err)
	}
	fsys, err := s.Open(ctx, pin, Want{})
	if err != nil {
		t.Fatal(err)
	}
	if b, err := fs.ReadFile(fsys, "pdf/SKILL.md"); err != nil || string(b) != "x" {
		t.Fatalf("read %q, %v", b, err)
	}
	if now, found, err := s.Upstream(ctx, pin); err != nil || !found || now != pin {
		t.Fatalf("a directory moved: %+v %v %v", now, found, err)
	}
	var nl *NotListedError
	if _, err := s.Refs(ctx); !errors.As(err, &nl) || nl.What != "local directory" {
		t.Fatalf("refs of a directory: %v", err)
	}
	if _, ok := s.(History); ok || HasBlobIDs(s) || !Shared(s) || !IsDir(s) {
		t.Fatal("a directory's capabilities are wrong")
	}
}

// TestWantSelects pins which wants pick some skills of an OCI artifact
// rather than every one.
func TestWantSelects(t *testing.T) {
	for _, tc := range []struct {
		w    Want
		want bool
	}{
		{Want{}, false},
		{Want{All: true, Names: []string{"pdf"}}, false},
		{Want{Names: []string{"pdf"}}, true},
		{Want{Dirs: []string{"skills/pdf"}}, true},
		{Want{Dirs: []string{}}, false},
		{Want{Dirs: []string{}, Exact: true}, true}, // a lock that lists no skill of the source reads none
		{Want{Exact: true}, false},                  // nil dirs: every skill
	} {
		if got := tc.w.selects(); got != tc.want {
			t.Errorf("%+v.selects() = %v, want %v", tc.w, got, tc.want)
		}
	}
}

// TestListed: a ref chosen from this run's listing resolves from that
// listing (a tag moved since is not seen: what was chosen is what is
// taken); any other ref resolves as the source resolves it, so a commit
// pin stays a commit even when the listing holds a tag named like it.
func TestListed(t *testing.T) {
	ctx := context.Background()
	r := gittest.NewRepo(t)
	r.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: d\n---\nv1\n")
	first := r.Commit("one")
	r.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: d\n---\nv2\n")
	second := r.Commit("two")
	r.Tag("v2")
	r.Tag(first) // a tag named like the first commit, at the second
	spec, err := srcspec.Parse(r.FileURL(), "")
	if err != nil {
		t.Fatal(err)
	}
	s := New(spec, spec.URL, gitClients(t))
	if _, err := s.Refs(ctx); err != nil {
		t.Fatal(err)
	}
	r.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: d\n---\nv3\n")
	third := r.Commit("three")
	r.Git("tag", "-f", "v2")

	l := Listed(s, "v2")
	if pin, err := l.Resolve(ctx, "v2"); err != nil || pin.Revision != second {
		t.Fatalf("the chosen tag resolved to %+v, %v; want %s, from the listing", pin, err, second)
	}
	if pin, err := s.Resolve(ctx, "v2"); err != nil || pin.Revision != third {
		t.Fatalf("the source resolved v2 to %+v, %v; want %s, asked now", pin, err, third)
	}
	if pin, err := l.Resolve(ctx, first); err != nil || pin.Kind != lock.KindCommit || pin.Revision != first {
		t.Fatalf("a commit pin resolved to %+v, %v; want the commit %s", pin, err, first)
	}
	if Listed(s) != s {
		t.Fatal("Listed with nothing chosen is not the source itself")
	}
}
