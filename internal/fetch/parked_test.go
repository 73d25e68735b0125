package fetch

import (
	"context"
	"errors"
	"io/fs"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/go-git/go-git/v5/plumbing/protocol/packp"
	"github.com/go-git/go-git/v5/plumbing/transport"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// parkedCount is how many sessions c keeps parked.
func parkedCount(c *Client) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, list := range c.parked {
		n += len(list)
	}
	return n
}

// Resolving a ref and fetching the commit it names is one upload-pack
// session, whichever way the tree is asked for and whatever the ref
// (lightweight tag, annotated tag, branch, default branch): the fetch
// takes the session whose advertised refs the resolve judged.
func TestResolveThenFetchIsOneSession(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	opens := map[string]func(c *Client, url, commit, ref string) (fs.FS, error){
		"Tree": func(c *Client, url, commit, ref string) (fs.FS, error) { return c.Tree(ctx, url, commit, ref) },
		"TreeAll": func(c *Client, url, commit, ref string) (fs.FS, error) {
			return c.TreeAll(ctx, url, commit, ref)
		},
		"TreeFor": func(c *Client, url, commit, ref string) (fs.FS, error) {
			return c.TreeFor(ctx, url, commit, ref, []string{"."})
		},
	}
	want := map[string]string{"v1.0.0": "one\n", "v1.1.0": "two\n", "dev": "two\n", "": "three\n"}
	for proto, url := range remotes(t, h.repo.Dir) {
		for name, open := range opens {
			for ref, content := range want {
				t.Run(proto+"/"+name+"/"+ref, func(t *testing.T) {
					c := newTestClient(t, "", nil)
					sessions := countSessions(c)
					res, err := c.Resolve(ctx, url, ref)
					if err != nil {
						t.Fatal(err)
					}
					fsys, err := open(c, url, res.Commit, res.Ref)
					if err != nil {
						t.Fatal(err)
					}
					if got := readFile(t, fsys, "README.md"); got != content {
						t.Errorf("README.md = %q, want %q", got, content)
					}
					if n := sessions(); n != 1 {
						t.Errorf("resolve and fetch opened %d sessions, want 1", n)
					}
					c.Close()
					if n := parkedCount(c); n != 0 {
						t.Errorf("%d sessions still parked after Close", n)
					}
				})
			}
		}
	}
}

// Over http the advertisement is a GET and every pack a POST: a partial
// fetch after resolving (the trees, then the SKILL.md files) is one GET of
// the refs where it was three.
func TestPartialFetchAfterResolveIsOneGET(t *testing.T) {
	t.Parallel()
	r, _ := skillsRepo(t, 3, 2)
	var gets, posts atomic.Int64
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{AllowFilter: true, OnRequest: func(req *http.Request) {
		if req.Method == http.MethodGet {
			gets.Add(1)
		} else {
			posts.Add(1)
		}
	}})
	c := New(Options{CacheDir: testfs.TempDir(t), PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	sessions := countSessions(c)
	res, err := c.Resolve(ctx, url, "main")
	if err != nil {
		t.Fatal(err)
	}
	fsys, err := c.TreeAll(ctx, url, res.Commit, res.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, fsys, "skills/s001/SKILL.md"); !strings.Contains(got, "name: s001") {
		t.Errorf("SKILL.md = %q", got)
	}
	if sessions() != 1 || gets.Load() != 1 || posts.Load() != 2 {
		t.Errorf("%d sessions, %d GETs, %d POSTs; want 1 session, 1 GET (the refs), 2 POSTs (trees, then the skills' files)",
			sessions(), gets.Load(), posts.Load())
	}
}

// The fetch uses the advertisement that judged its commit: a tag moved
// between two resolves is seen moved (listing refs always asks the
// remote), and each commit is fetched over the session whose refs named
// it, never over one that named another.
func TestFetchTakesTheSessionThatJudgedItsCommit(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("README.md", "one\n")
	c1 := r.Commit("one")
	r.Tag("v1")
	url := gittest.FileURL(r.Dir)
	c := newTestClient(t, "", nil)
	sessions := countSessions(c)
	first, err := c.Resolve(ctx, url, "v1")
	if err != nil || first.Commit != c1 {
		t.Fatalf("Resolve = %+v, %v; want %s", first, err, c1)
	}
	r.WriteFile("README.md", "two\n")
	c2 := r.Commit("two")
	r.Git("tag", "-f", "v1")
	second, err := c.Resolve(ctx, url, "v1")
	if err != nil || second.Commit != c2 {
		t.Fatalf("Resolve after the tag moved = %+v, %v; want %s", second, err, c2)
	}
	for _, tt := range []struct{ commit, content string }{{c1, "one\n"}, {c2, "two\n"}} {
		fsys, err := c.Tree(ctx, url, tt.commit, "v1")
		if err != nil {
			t.Fatal(err)
		}
		if got := readFile(t, fsys, "README.md"); got != tt.content {
			t.Errorf("Tree(%s) README.md = %q, want %q", tt.commit[:7], got, tt.content)
		}
	}
	if n := sessions(); n != 2 {
		t.Errorf("%d sessions, want 2 (each fetch over its resolve's session)", n)
	}
	if n := parkedCount(c); n != 0 {
		t.Errorf("%d sessions left parked, want none", n)
	}
}

// A session parked for a commit the cache already holds is closed, not
// left open: the fetch it was kept for does not come. Nor is one kept
// when resolving found nothing to fetch.
func TestParkedSessionClosedWhenCommitIsCached(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	url := gittest.FileURL(h.repo.Dir)
	cache := testfs.TempDir(t)
	if _, err := newTestClient(t, cache, nil).Tree(ctx, url, h.c3, ""); err != nil {
		t.Fatal(err)
	}
	c := newTestClient(t, cache, nil)
	if _, err := c.Resolve(ctx, url, "v9.9.9"); err == nil {
		t.Fatal("Resolve of a missing tag succeeded")
	}
	if n := parkedCount(c); n != 0 {
		t.Fatalf("%d sessions parked after a failed resolve, want none", n)
	}
	res, err := c.Resolve(ctx, url, "main")
	if err != nil {
		t.Fatal(err)
	}
	if n := parkedCount(c); n != 1 {
		t.Fatalf("%d sessions parked after resolving, want 1", n)
	}
	if _, err := c.Tree(ctx, url, res.Commit, res.Ref); err != nil {
		t.Fatal(err)
	}
	if n := parkedCount(c); n != 0 {
		t.Errorf("%d sessions left parked after a cached Tree, want none", n)
	}
}

// A parked session the server dropped meanwhile (or whose refs moved
// before an http POST) fails its exchange: the fetch is made again over a
// new session, as it was before sessions were parked.
func TestBrokenParkedSessionFallsBackToANewOne(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	for proto, url := range remotes(t, h.repo.Dir) {
		t.Run(proto, func(t *testing.T) {
			c := newTestClient(t, "", nil)
			sessions := countSessions(c)
			res, err := c.Resolve(ctx, url, "v1.1.0")
			if err != nil {
				t.Fatal(err)
			}
			c.mu.Lock()
			for _, list := range c.parked {
				for _, p := range list {
					p.sess = brokenSession{p.sess}
				}
			}
			c.mu.Unlock()
			fsys, err := c.Tree(ctx, url, res.Commit, res.Ref)
			if err != nil {
				t.Fatal(err)
			}
			if got := readFile(t, fsys, "README.md"); got != "two\n" {
				t.Errorf("README.md = %q", got)
			}
			if n := sessions(); n != 2 {
				t.Errorf("%d sessions, want 2 (the broken one, then a new one)", n)
			}
			c.Close()
		})
	}
}

// brokenSession fails every pack request, as a session whose server hung
// up does.
type brokenSession struct{ transport.UploadPackSession }

func (brokenSession) UploadPack(context.Context, *packp.UploadPackRequest) (*packp.UploadPackResponse, error) {
	return nil, errors.New("write |1: file already closed")
}

// A session opened with the credentials of one URL is never taken by a
// fetch of the remote under other credentials.
func TestParkedSessionIsNotReusedAcrossCredentials(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	base := gittest.ServeHTTP(t, h.repo.Dir, gittest.ServeOptions{User: "u", Password: "right"})
	withCreds := strings.Replace(base, "://", "://u:right@", 1)
	other := strings.Replace(base, "://", "://v:other@", 1)
	c := newTestClient(t, "", nil)
	sessions := countSessions(c)
	res, err := c.Resolve(ctx, withCreds, "main")
	if err != nil {
		t.Fatal(err)
	}
	_, _ = c.Tree(ctx, other, res.Commit, res.Ref) // its own session, whatever it answers
	if n := sessions(); n != 2 {
		t.Errorf("%d sessions, want 2: the parked one belongs to other credentials", n)
	}
	if n := parkedCount(c); n != 1 {
		t.Errorf("%d sessions parked, want the first still parked", n)
	}
	c.Close()
}

// Many resolves and fetches of one remote at once each get the tree they
// judged, and no session is handed to two of them (go test -race).
func TestParkedSessionsUnderConcurrency(t *testing.T) {
	t.Parallel()
	h := newHistory(t)
	want := map[string]string{"v1.0.0": "one\n", "v1.1.0": "two\n", "dev": "two\n", "main": "three\n"}
	for proto, url := range remotes(t, h.repo.Dir) {
		t.Run(proto, func(t *testing.T) {
			c := newTestClient(t, "", nil)
			sessions := countSessions(c)
			var wg sync.WaitGroup
			errs := make(chan error, 4*len(want))
			for i := 0; i < 4; i++ {
				for ref, content := range want {
					wg.Add(1)
					go func() {
						defer wg.Done()
						res, err := c.Resolve(context.Background(), url, ref)
						if err != nil {
							errs <- err
							return
						}
						fsys, err := c.Tree(context.Background(), url, res.Commit, ref)
						if err != nil {
							errs <- err
							return
						}
						if b, err := fs.ReadFile(fsys, "README.md"); err != nil || string(b) != content {
							errs <- &fs.PathError{Op: "read " + ref, Path: string(b), Err: err}
						}
					}()
				}
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Error(err)
			}
			// Every resolve opens one; a fetch opens one only when no
			// session naming its commit is parked.
			if n := sessions(); n < 4*len(want) || n > 2*4*len(want) {
				t.Errorf("%d sessions for %d resolves", n, 4*len(want))
			}
			c.Close()
			if n := parkedCount(c); n != 0 {
				t.Errorf("%d sessions parked after Close", n)
			}
		})
	}
}

// A commit cached without all its blobs keeps the session its resolve
// parked: reading a file the partial fetch left out fetches it over that
// session instead of a new one.
func TestPartialCachedTreeReadsOverTheParkedSession(t *testing.T) {
	t.Parallel()
	r, commit := skillsRepo(t, 2, 1)
	url := gittest.FileURL(r.Dir)
	cache := testfs.TempDir(t)
	opts := Options{CacheDir: cache, PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get}
	if _, err := New(opts).Tree(ctx, url, commit, "main"); err != nil {
		t.Fatal(err)
	}
	c := New(opts)
	sessions := countSessions(c)
	res, err := c.Resolve(ctx, url, "main")
	if err != nil || res.Commit != commit {
		t.Fatalf("Resolve = %+v, %v", res, err)
	}
	fsys, err := c.Tree(ctx, url, res.Commit, res.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, fsys, "skills/s001/refs/f00.md"); got == "" {
		t.Error("empty file")
	}
	if n := sessions(); n != 1 {
		t.Errorf("%d sessions, want 1 (the resolve's, then the file over it)", n)
	}
	c.Close()
}
