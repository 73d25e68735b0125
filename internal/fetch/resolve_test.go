package fetch

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// history is a repository with tags, branches and a moved default branch:
//
//	c1 (v1.0.0 lightweight) - c2 (v1.1.0 annotated, branch dev) - c3 (main, v2.0.0-rc.1)
type history struct {
	repo       *gittest.Repo
	c1, c2, c3 string
	tagObj     string
}

func newHistory(t *testing.T) history {
	r := gittest.NewRepo(t)
	r.WriteFile("README.md", "one\n")
	c1 := r.Commit("one")
	r.Tag("v1.0.0")
	r.WriteFile("README.md", "two\n")
	c2 := r.Commit("two")
	tagObj := r.AnnotatedTag("v1.1.0", "release 1.1.0")
	r.Branch("dev")
	r.WriteFile("README.md", "three\n")
	c3 := r.Commit("three")
	r.Tag("v2.0.0-rc.1")
	return history{r, c1, c2, c3, tagObj}
}

// remotes serves the repository over file:// and smart HTTP.
func remotes(t *testing.T, dir string) map[string]string {
	return map[string]string{
		"file": gittest.FileURL(dir),
		"http": gittest.ServeHTTP(t, dir, gittest.ServeOptions{}),
	}
}

func TestResolve(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	for proto, url := range remotes(t, h.repo.Dir) {
		tests := []struct {
			ref  string
			want Resolved
		}{
			{"v1.0.0", Resolved{Ref: "v1.0.0", Kind: RefTag, Commit: h.c1}},
			{"v1.1.0", Resolved{Ref: "v1.1.0", Kind: RefTag, Commit: h.c2, TagObject: h.tagObj}},
			{"refs/tags/v1.1.0", Resolved{Ref: "refs/tags/v1.1.0", Kind: RefTag, Commit: h.c2, TagObject: h.tagObj}},
			{"dev", Resolved{Ref: "dev", Kind: RefBranch, Commit: h.c2}},
			{"refs/heads/main", Resolved{Ref: "refs/heads/main", Kind: RefBranch, Commit: h.c3}},
			{"", Resolved{Ref: "main", Kind: RefBranch, Commit: h.c3}},
			{h.c1, Resolved{Ref: h.c1, Kind: RefCommit, Commit: h.c1}},
			{strings.ToUpper(h.c1), Resolved{Ref: strings.ToUpper(h.c1), Kind: RefCommit, Commit: h.c1}},
			{h.c3[:7], Resolved{Ref: h.c3[:7], Kind: RefCommit, Commit: h.c3}}, // a ref tip
			{h.c2[:9], Resolved{Ref: h.c2[:9], Kind: RefCommit, Commit: h.c2}}, // peeled tag
			{h.c1[:8], Resolved{Ref: h.c1[:8], Kind: RefCommit, Commit: h.c1}}, // a tip too (v1.0.0)
		}
		for _, tt := range tests {
			t.Run(proto+"/"+tt.ref, func(t *testing.T) {
				c := newTestClient(t, "", nil)
				got, err := c.Resolve(ctx, url, tt.ref)
				if err != nil {
					t.Fatal(err)
				}
				if got != tt.want {
					t.Fatalf("Resolve(%q)\n got %+v\nwant %+v", tt.ref, got, tt.want)
				}
			})
		}
	}
}

// A tag wins over a branch of the same name, as in git; a full commit id
// is never taken as a ref name, even when a tag is named like one.
func TestResolvePrecedence(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	h.repo.Checkout(h.c1)
	h.repo.Tag("dev") // tag "dev" at c1, branch "dev" at c2
	h.repo.Tag(h.c3)  // a tag named like c3, pointing at c1
	h.repo.Checkout("main")
	c := newTestClient(t, "", nil)
	got, err := c.Resolve(ctx, h.repo.FileURL(), "dev")
	if err != nil || got.Kind != RefTag || got.Commit != h.c1 {
		t.Errorf("Resolve(dev) = %+v, %v; want the tag at %s", got, err, h.c1)
	}
	got, err = c.Resolve(ctx, h.repo.FileURL(), h.c3)
	if err != nil || got.Kind != RefCommit || got.Commit != h.c3 {
		t.Errorf("Resolve(<c3>) = %+v, %v; want commit %s, not the tag of that name", got, err, h.c3)
	}
}

// An abbreviated commit that no ref points at is found after fetching the
// remote's history into the cache.
func TestResolveShortCommitInHistory(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("f", "1")
	c1 := r.Commit("one")
	r.WriteFile("f", "2")
	r.Commit("two")
	for proto, url := range remotes(t, r.Dir) {
		t.Run(proto, func(t *testing.T) {
			c := newTestClient(t, "", nil)
			got, err := c.Resolve(ctx, url, c1[:10])
			if err != nil {
				t.Fatal(err)
			}
			if got.Commit != c1 || got.Kind != RefCommit {
				t.Fatalf("Resolve(%s) = %+v, want commit %s", c1[:10], got, c1)
			}
			fsys, err := c.Tree(ctx, url, got.Commit, "")
			if err != nil {
				t.Fatal(err)
			}
			if s := readFile(t, fsys, "f"); s != "1" {
				t.Fatalf("f = %q", s)
			}
			// A prefix that is no commit at all is "not found".
			_, err = c.Resolve(ctx, url, "fffffff0")
			var nf *RefNotFoundError
			if !errors.As(err, &nf) {
				t.Fatalf("Resolve(fffffff0) error %v, want RefNotFoundError", err)
			}
		})
	}
}

func TestResolveAmbiguousShortCommit(t *testing.T) {
	t.Parallel()
	// 1000 commits surely hold two whose ids share 4 hex digits
	// (birthday bound over 65536); fast-import builds them at once.
	r := gittest.NewRepo(t)
	var stream strings.Builder
	for i := 0; i < 1000; i++ {
		msg, content := fmt.Sprintf("c%d\n", i), fmt.Sprintf("%d\n", i)
		fmt.Fprintf(&stream, "commit refs/heads/main\ncommitter T <t@example.com> %d +0000\ndata %d\n%sM 100644 inline f\ndata %d\n%s\n",
			1700000000+i, len(msg), msg, len(content), content)
	}
	r.GitInput(stream.String(), "fast-import", "--quiet")
	seen := map[string]bool{}
	var prefix string
	for _, id := range strings.Fields(r.Git("rev-list", "main")) {
		if seen[id[:4]] {
			prefix = id[:4]
			break
		}
		seen[id[:4]] = true
	}
	if prefix == "" {
		t.Fatal("no 4-digit collision among 1000 commits")
	}
	c := newTestClient(t, "", nil)
	_, err := c.Resolve(ctx, r.FileURL(), prefix)
	var amb *AmbiguousCommitError
	if !errors.As(err, &amb) || !errors.Is(amb, errkind.Invalid) || len(amb.Matches) < 2 {
		t.Fatalf("Resolve(%s) error %v, want AmbiguousCommitError with 2+ matches", prefix, err)
	}
	if !strings.Contains(err.Error(), "more hex digits") {
		t.Errorf("message does not say what to do: %v", err)
	}
}

func TestResolveRefNotFound(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	c := newTestClient(t, "", nil)
	tests := []struct {
		ref     string
		closest []string
	}{
		// A version the remote lacks: its newest releases, newest first.
		{"v1.0", []string{"v1.1.0", "v1.0.0"}},
		{"v9.9.9", []string{"v1.1.0", "v1.0.0"}},
		{"mian", []string{"main", "dev", "v1.0.0"}},
		{"release/9", nil}, // just check it is named
	}
	for _, tt := range tests {
		_, err := c.Resolve(ctx, h.repo.FileURL(), tt.ref)
		var nf *RefNotFoundError
		if !errors.As(err, &nf) {
			t.Fatalf("Resolve(%q) error %v, want RefNotFoundError", tt.ref, err)
		}
		if !errors.Is(nf, errkind.Invalid) || errors.Is(nf, errkind.Unavailable) || (tt.closest == nil && len(nf.Closest) != 3) {
			t.Errorf("Resolve(%q): %v, closest %v", tt.ref, nf, nf.Closest)
		}
		if tt.closest != nil && strings.Join(nf.Closest, ",") != strings.Join(tt.closest, ",") {
			t.Errorf("Resolve(%q) closest %v, want %v", tt.ref, nf.Closest, tt.closest)
		}
		for _, c := range nf.Closest {
			if !strings.Contains(err.Error(), `"`+c+`"`) {
				t.Errorf("message does not name %q: %v", c, err)
			}
		}
	}
}

func TestResolveEmptyRepository(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	c := newTestClient(t, "", nil)
	refs, err := c.ListRefs(ctx, r.FileURL())
	if err != nil || len(refs) != 0 {
		t.Fatalf("ListRefs(empty) = %v, %v", refs, err)
	}
	for _, ref := range []string{"", "v1"} {
		_, err := c.Resolve(ctx, r.FileURL(), ref)
		var nf *RefNotFoundError
		if !errors.As(err, &nf) || !strings.Contains(err.Error(), "no branches or tags") || !errors.Is(err, errkind.Unavailable) {
			t.Errorf("Resolve(empty repo, %q) error %v", ref, err)
		}
	}
}

func TestListRefs(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	for proto, url := range remotes(t, h.repo.Dir) {
		t.Run(proto, func(t *testing.T) {
			refs, err := newTestClient(t, "", nil).ListRefs(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]RemoteRef{}
			for _, r := range refs {
				got[r.Name] = r
			}
			if refs[0].Name != "HEAD" || refs[0].Target != "refs/heads/main" || refs[0].Hash != h.c3 {
				t.Errorf("first ref %+v, want HEAD -> refs/heads/main at %s", refs[0], h.c3)
			}
			if r := got["refs/tags/v1.1.0"]; r.Hash != h.tagObj || r.Peeled != h.c2 || r.Commit() != h.c2 {
				t.Errorf("annotated tag %+v", r)
			}
			if r := got["refs/tags/v1.0.0"]; r.Hash != h.c1 || r.Peeled != "" {
				t.Errorf("lightweight tag %+v", r)
			}
			if r := got["refs/heads/dev"]; r.Hash != h.c2 {
				t.Errorf("branch %+v", r)
			}
		})
	}
}

// Resolve is one ls-remote: one HTTP round trip for the ref list.
func TestResolveIsOneRoundTrip(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	var n atomic.Int64
	url := gittest.ServeHTTP(t, h.repo.Dir, gittest.ServeOptions{OnRequest: func(*http.Request) { n.Add(1) }})
	if _, err := newTestClient(t, "", nil).Resolve(ctx, url, "v1.1.0"); err != nil {
		t.Fatal(err)
	}
	if n.Load() != 1 {
		t.Fatalf("Resolve made %d requests, want 1", n.Load())
	}
}

// ListedRefs are the refs the last session with a remote read, asked of
// nobody: nothing before one, then what Resolve read, equal to a listing.
func TestListedRefsAfterResolve(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	var n atomic.Int64
	url := gittest.ServeHTTP(t, h.repo.Dir, gittest.ServeOptions{OnRequest: func(*http.Request) { n.Add(1) }})
	c := newTestClient(t, "", nil)
	if refs, ok := c.ListedRefs(url); ok {
		t.Fatalf("ListedRefs before any session = %v, true", refs)
	}
	if _, err := c.Resolve(ctx, url, "v1.1.0"); err != nil {
		t.Fatal(err)
	}
	listed, ok := c.ListedRefs(url)
	if !ok || n.Load() != 1 {
		t.Fatalf("ListedRefs after Resolve: ok %v after %d requests, want the one listing", ok, n.Load())
	}
	now, err := c.ListRefs(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(listed, now) {
		t.Errorf("ListedRefs = %v, ListRefs = %v", listed, now)
	}
}

func TestUnreachableRemote(t *testing.T) {
	t.Parallel()
	c := newTestClient(t, "", nil)
	url := gittest.ClosedPortURL(t)
	_, err := c.Resolve(ctx, url, "v1")
	var re *RemoteError
	if !errors.As(err, &re) || !errors.Is(re, errkind.Unavailable) || !strings.Contains(err.Error(), "network") {
		t.Fatalf("Resolve error %T %v, want RemoteError (exit 3)", err, err)
	}
	_, err = c.Tree(ctx, url, strings.Repeat("ab", 20), "v1")
	if !errors.As(err, &re) {
		t.Fatalf("Tree error %T %v, want RemoteError", err, err)
	}
}

// A remote that answers "no such repository" (HTTP 404, a file:// path
// that is no git repository) is bad input, never "check your network".
func TestRepositoryNotFound(t *testing.T) {
	t.Parallel()
	missing := filepath.Join(testfs.TempDir(t), "nope")
	for name, url := range map[string]string{
		"missing file":   gittest.FileURL(missing),
		"not a repo":     gittest.FileURL(testfs.TempDir(t)),
		"not found http": gittest.ServeHTTP(t, testfs.TempDir(t), gittest.ServeOptions{}) + "-missing",
	} {
		t.Run(name, func(t *testing.T) {
			c := newTestClient(t, "", nil)
			for op, err := range map[string]error{
				"Resolve": func() error { _, err := c.Resolve(ctx, url, "v1"); return err }(),
				"Tree":    func() error { _, err := c.Tree(ctx, url, strings.Repeat("ab", 20), "v1"); return err }(),
			} {
				var nf *RepoNotFoundError
				if !errors.As(err, &nf) || !errors.Is(err, errkind.Invalid) || errors.Is(err, errkind.Unavailable) {
					t.Fatalf("%s error %T %v, want RepoNotFoundError (exit 2)", op, err, err)
				}
				if msg := err.Error(); !strings.Contains(msg, "repository not found") || strings.Contains(msg, "network") {
					t.Errorf("%s message %q", op, msg)
				}
			}
		})
	}
}

func TestOfflineNeverTouchesNetwork(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	var n atomic.Int64
	url := gittest.ServeHTTP(t, h.repo.Dir, gittest.ServeOptions{OnRequest: func(*http.Request) { n.Add(1) }})
	c := New(Options{CacheDir: testfs.TempDir(t), Offline: true, Getenv: isolatedEnv(t).get})
	var nc *NotCachedError
	if _, err := c.ListRefs(ctx, url); !errors.As(err, &nc) {
		t.Errorf("ListRefs offline: %v", err)
	}
	if _, err := c.Resolve(ctx, url, "v1.0.0"); !errors.As(err, &nc) || !strings.Contains(err.Error(), "v1.0.0") {
		t.Errorf("Resolve offline: %v", err)
	}
	if got, err := c.Resolve(ctx, url, h.c1); err != nil || got.Commit != h.c1 {
		t.Errorf("Resolve(full commit) offline = %+v, %v", got, err)
	}
	_, err := c.Tree(ctx, url, h.c1, "")
	if !errors.As(err, &nc) || !errors.Is(nc, errkind.Unavailable) || !strings.Contains(err.Error(), h.c1) || !strings.Contains(err.Error(), "127.0.0.1") {
		t.Errorf("Tree offline: %v", err)
	}
	if n.Load() != 0 {
		t.Errorf("offline client made %d requests", n.Load())
	}
}

func TestLocalRepoPath(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	parent := filepath.Dir(h.repo.Dir)
	c := New(Options{CacheDir: testfs.TempDir(t), Dir: parent, Getenv: isolatedEnv(t).get})
	rel := "./" + filepath.Base(h.repo.Dir)
	got, err := c.Resolve(ctx, rel, "v1.0.0")
	if err != nil || got.Commit != h.c1 {
		t.Fatalf("Resolve(%s) = %+v, %v", rel, got, err)
	}
	fsys, err := c.Tree(ctx, rel, got.Commit, "v1.0.0")
	if err != nil {
		t.Fatal(err)
	}
	if s := readFile(t, fsys, "README.md"); s != "one\n" {
		t.Fatalf("README.md = %q", s)
	}
	// The same repository by absolute path and file:// URL shares the cache.
	c2 := New(Options{CacheDir: c.opts.CacheDir, Offline: true, Getenv: isolatedEnv(t).get})
	for _, u := range []string{h.repo.Dir, h.repo.FileURL()} {
		if _, err := c2.Tree(ctx, u, h.c1, ""); err != nil {
			t.Errorf("Tree(%s) offline after fetching via %s: %v", u, rel, err)
		}
	}
	if _, err := os.Stat(filepath.Join(c.opts.CacheDir, "git")); err != nil {
		t.Fatal(err)
	}
}

// A cancelled context stops a hanging remote at once.
func TestCancelledFetch(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	url := gittest.ServeHTTP(t, h.repo.Dir, gittest.ServeOptions{
		Delay:     time.Hour, // the server never answers on its own
		OnRequest: func(*http.Request) { cancel() },
	})
	c := newTestClient(t, "", nil)
	_, err := c.Resolve(cctx, url, "v1.0.0")
	var re *RemoteError
	if !errors.As(err, &re) || !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "interrupted") {
		t.Fatalf("Resolve with a cancelled context: %T %v", err, err)
	}
}
