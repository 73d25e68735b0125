package fetch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// movedTag: c1 is tagged v1, then v1 moves to c2. c1 stays reachable
// from main's history.
func movedTag(t *testing.T) (r *gittest.Repo, c1, c2 string) {
	r = gittest.NewRepo(t)
	r.WriteFile("SKILL.md", "v1\n")
	c1 = r.Commit("one")
	r.Tag("v1")
	r.WriteFile("SKILL.md", "v2\n")
	c2 = r.Commit("two")
	r.Tag("v1")
	return r, c1, c2
}

func TestMovedTagOldCommitStillFetchable(t *testing.T) {
	t.Parallel()
	r, c1, _ := movedTag(t)
	servers := map[string]string{
		"file":                gittest.FileURL(r.Dir),
		"http reachable-sha1": gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{}),
		"http tips only":      gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{StrictWants: true}),
	}
	for name, url := range servers {
		t.Run(name, func(t *testing.T) {
			fsys, err := newTestClient(t, "", nil).Tree(ctx, url, c1, "v1")
			if err != nil {
				t.Fatal(err)
			}
			if s := readFile(t, fsys, "SKILL.md"); s != "v1\n" {
				t.Fatalf("SKILL.md = %q, want the locked v1 content", s)
			}
		})
	}
}

// A commit behind an annotated tag is fetched through the tag even from a
// server that serves only ref tips.
func TestAnnotatedTagCommitFromTipsOnlyServer(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("f", "tagged\n")
	c1 := r.Commit("one")
	r.AnnotatedTag("v1", "release")
	r.WriteFile("f", "later\n")
	r.Commit("two")
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{StrictWants: true})
	c := newTestClient(t, "", nil)
	res, err := c.Resolve(ctx, url, "v1")
	if err != nil || res.Commit != c1 {
		t.Fatalf("Resolve = %+v, %v", res, err)
	}
	fsys, err := c.Tree(ctx, url, res.Commit, res.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if s := readFile(t, fsys, "f"); s != "tagged\n" {
		t.Fatalf("f = %q", s)
	}
}

// gone: v1 pointed at c2, then main was reset to c1, the tag deleted and
// the repository garbage-collected: c2 exists nowhere any more.
func TestGoneCommitIsUnreachable(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("f", "1")
	r.Commit("one")
	r.WriteFile("f", "2")
	c2 := r.Commit("two")
	r.Tag("v1")
	r.Git("reset", "-q", "--hard", "HEAD^")
	r.Git("tag", "-d", "v1")
	r.Forget()
	servers := map[string]string{
		"file":                gittest.FileURL(r.Dir),
		"http reachable-sha1": gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{}),
		"http tips only":      gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{StrictWants: true}),
	}
	for name, url := range servers {
		t.Run(name, func(t *testing.T) {
			_, err := newTestClient(t, "", nil).Tree(ctx, url, c2, "v1")
			var ue *CommitUnreachableError
			if !errors.As(err, &ue) {
				t.Fatalf("Tree(gone commit) error %T %v, want CommitUnreachableError", err, err)
			}
			msg := err.Error()
			if !errors.Is(ue, errkind.CheckFailed) || errors.Is(ue, errkind.Unavailable) || !strings.Contains(msg, c2) || !strings.Contains(msg, "no longer available") || !strings.Contains(msg, `"v1"`) {
				t.Errorf("message does not say plainly what happened: %s", msg)
			}
		})
	}
}

// After one fetch the cache answers alone: offline works, and a second
// Tree call opens no session.
func TestCacheReuse(t *testing.T) {
	t.Parallel()
	r, c1, c2 := movedTag(t)
	var requests atomic.Int64
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{OnRequest: func(*http.Request) { requests.Add(1) }})
	cache := testfs.TempDir(t)
	c := newTestClient(t, cache, nil)
	sessions := countSessions(c)
	if _, err := c.Tree(ctx, url, c2, "v1"); err != nil {
		t.Fatal(err)
	}
	if sessions() != 1 {
		t.Fatalf("first Tree opened %d sessions, want 1", sessions())
	}
	before := requests.Load()
	if _, err := c.Tree(ctx, url, c2, "v1"); err != nil {
		t.Fatal(err)
	}
	if sessions() != 1 || requests.Load() != before {
		t.Fatalf("second Tree of a cached commit used the network (%d sessions, %d requests)", sessions(), requests.Load()-before)
	}
	off := New(Options{CacheDir: cache, Offline: true, Getenv: isolatedEnv(t).get})
	fsys, err := off.Tree(ctx, url, c2, "v1")
	if err != nil {
		t.Fatalf("offline Tree after a fetch: %v", err)
	}
	if s := readFile(t, fsys, "SKILL.md"); s != "v2\n" {
		t.Fatalf("SKILL.md = %q", s)
	}
	var nc *NotCachedError
	if _, err := off.Tree(ctx, url, c1, "v1"); !errors.As(err, &nc) {
		t.Fatalf("offline Tree of an unfetched commit: %v", err)
	}
	if requests.Load() != before {
		t.Fatalf("offline client made requests")
	}
	// One cache repository for the remote, whatever the credentials in
	// the URL.
	dirs, _ := filepath.Glob(filepath.Join(cache, "git", "*-*"))
	var repos []string
	for _, d := range dirs {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			repos = append(repos, filepath.Base(d))
		}
	}
	if len(repos) != 1 || !strings.HasSuffix(repos[0], "-"+filepath.Base(r.Dir)) {
		t.Fatalf("cache repositories %v, want one named after the repository", repos)
	}
	withUser := strings.Replace(url, "http://", "http://someone@", 1)
	if _, err := off.Tree(ctx, withUser, c2, ""); err != nil {
		t.Fatalf("the same remote with a user in the URL missed the cache: %v", err)
	}
}

// A second version is fetched incrementally: objects the cache has are
// not sent again, and a changed large file comes as a delta against the
// version the cache has (a thin pack).
func TestIncrementalFetch(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	var big bytes.Buffer
	for i := 0; big.Len() < 512<<10; i++ {
		fmt.Fprintf(&big, "%d %x\n", i, i*7919)
	}
	r.WriteFile("big.txt", big.String())
	r.WriteFile("changed.txt", big.String())
	r.WriteFile("small.txt", "1\n")
	c1 := r.Commit("one")
	r.WriteFile("small.txt", "2\n")
	r.WriteFile("changed.txt", big.String()+"one more line\n")
	c2 := r.Commit("two")

	var served atomic.Int64
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{BytesServed: &served})
	c := newTestClient(t, "", nil)
	if _, err := c.Tree(ctx, url, c1, ""); err != nil {
		t.Fatal(err)
	}
	first := served.Swap(0)
	fsys, err := c.Tree(ctx, url, c2, "")
	if err != nil {
		t.Fatal(err)
	}
	second := served.Load()
	if s := readFile(t, fsys, "big.txt"); s != big.String() {
		t.Fatal("big.txt differs after an incremental fetch")
	}
	if s := readFile(t, fsys, "changed.txt"); s != big.String()+"one more line\n" {
		t.Fatal("changed.txt differs after an incremental fetch")
	}
	if s := readFile(t, fsys, "small.txt"); s != "2\n" {
		t.Fatalf("small.txt = %q", s)
	}
	if second*10 > first {
		t.Fatalf("second fetch transferred %d bytes after a first of %d: not incremental", second, first)
	}
	// The file transport gives the same result (no byte count there).
	fsys, err = newTestClient(t, "", nil).Tree(ctx, r.FileURL(), c1, "")
	if err != nil {
		t.Fatal(err)
	}
	_ = fsys
}

// Concurrent fetches into one cache, from several clients (as separate
// processes would be), all succeed and leave a sound cache.
func TestConcurrentFetchesShareTheCache(t *testing.T) {
	t.Parallel()
	r, c1, c2 := movedTag(t)
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{})
	cache := testfs.TempDir(t)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			commit, want := c1, "v1\n"
			if i%2 == 1 {
				commit, want = c2, "v2\n"
			}
			fsys, err := newTestClient(t, cache, nil).Tree(ctx, url, commit, "")
			if err != nil {
				errs <- err
				return
			}
			b, err := fs.ReadFile(fsys, "SKILL.md")
			if err != nil || string(b) != want {
				errs <- fmt.Errorf("SKILL.md at %s = %q, %v", commit, b, err)
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	off := New(Options{CacheDir: cache, Offline: true, Getenv: isolatedEnv(t).get})
	for _, commit := range []string{c1, c2} {
		if _, err := off.Tree(ctx, url, commit, ""); err != nil {
			t.Errorf("offline after concurrent fetches: %v", err)
		}
	}
}

// A crash while creating a cache repository leaves a temp dir, which the
// next run removes.
func TestStaleCacheDebrisIsCleaned(t *testing.T) {
	t.Parallel()
	r, _, c2 := movedTag(t)
	cache := testfs.TempDir(t)
	c := newTestClient(t, cache, nil)
	rem, err := c.remote(r.FileURL())
	if err != nil {
		t.Fatal(err)
	}
	dir, _ := c.cacheDir(rem)
	stale := filepath.Join(filepath.Dir(dir), ".tmp-"+filepath.Base(dir)+"-123")
	if err := os.MkdirAll(filepath.Join(stale, "objects"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil { // half-made: no HEAD
		t.Fatal(err)
	}
	if _, err := c.Tree(ctx, r.FileURL(), c2, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Fatalf("stale temp dir survived: %v", err)
	}
}

func TestProgress(t *testing.T) {
	t.Parallel()
	r, _, c2 := movedTag(t)
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{})
	var buf bytes.Buffer
	c := New(Options{CacheDir: testfs.TempDir(t), Progress: &buf, Getenv: isolatedEnv(t).get})
	if _, err := c.Tree(ctx, url, c2, ""); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "Fetching "+url+" at "+c2[:12]) {
		t.Fatalf("progress output %q", buf.String())
	}
}

func TestTreeRejectsNonCommit(t *testing.T) {
	t.Parallel()
	r, _, _ := movedTag(t)
	c := newTestClient(t, "", nil)
	if _, err := c.Tree(ctx, r.FileURL(), "v1", ""); err == nil || !strings.Contains(err.Error(), "40-hex") {
		t.Fatalf("Tree(ref name) error %v", err)
	}
	tree := r.Git("rev-parse", "HEAD^{tree}")
	if _, err := c.Tree(ctx, r.FileURL(), tree, ""); err == nil {
		t.Fatal("Tree(tree id) succeeded")
	}
	if _, err := New(Options{}).Tree(ctx, r.FileURL(), tree, ""); err == nil || !strings.Contains(err.Error(), "CacheDir") {
		t.Fatalf("Tree without a cache dir: %v", err)
	}
}

// waitWriter closes waiting when a "Waiting" progress line is written.
type waitWriter struct {
	once    sync.Once
	waiting chan struct{}
}

func (w *waitWriter) Write(p []byte) (int, error) {
	if bytes.Contains(p, []byte("Waiting for another skillpin run")) {
		w.once.Do(func() { close(w.waiting) })
	}
	return len(p), nil
}

// A run that finds the cache locked says so and waits for the lock.
func TestLockWaitsForOtherRun(t *testing.T) {
	t.Parallel()
	r, _, c2 := movedTag(t)
	w := &waitWriter{waiting: make(chan struct{})}
	c := New(Options{CacheDir: testfs.TempDir(t), Progress: w, Getenv: isolatedEnv(t).get})
	rem, _ := c.remote(r.FileURL())
	dir, _ := c.cacheDir(rem)
	unlock, err := c.lock(ctx, dir) // "another run"
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := c.Tree(ctx, r.FileURL(), c2, ""); done <- err }()
	select {
	case <-w.waiting:
	case err := <-done:
		t.Fatalf("Tree finished while the cache was locked: %v", err)
	}
	unlock()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	// A cancelled wait gives up with a clear error.
	unlock, err = c.lock(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	_, err = New(Options{CacheDir: c.opts.CacheDir, Getenv: isolatedEnv(t).get}).Tree(cctx, r.FileURL(), strings.Repeat("1", 40), "")
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "waiting for "+dir+".lock") {
		t.Fatalf("cancelled wait: %v", err)
	}
}

// An offline client opens the cache knowing it will not write to it, so
// go-git lists its loose objects and packs once (see openObjectsFor):
// every object must still be found, packed or loose, and a cache that
// holds another commit's objects loose (as a fetch into an older cache
// may) reads the same as a packed one.
func TestOfflineReadsPackedAndLooseObjects(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("SKILL.md", "packed\n")
	r.WriteFile("references/a.md", "a\n")
	packed := r.Commit("packed")
	cache := testfs.TempDir(t)
	ctx := context.Background()
	if _, err := newTestClient(t, cache, nil).Tree(ctx, r.FileURL(), packed, ""); err != nil {
		t.Fatal(err)
	}
	r.WriteFile("SKILL.md", "loose\n")
	r.WriteFile("references/b.md", "b\n")
	loose := r.Commit("loose")
	var repo string
	dirs, _ := filepath.Glob(filepath.Join(cache, "git", "*-*"))
	for _, d := range dirs {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			repo = d
		}
	}
	// The second commit's objects go into the cache as loose objects.
	unpack := exec.Command("sh", "-c", `git rev-list --objects "$1..$2" | git pack-objects -q --stdout | git --git-dir="$3" unpack-objects -q`, "sh", packed, loose, repo)
	unpack.Dir, unpack.Env = r.Dir, gittest.Env(time.Unix(0, 0))
	if out, err := unpack.CombinedOutput(); err != nil {
		t.Fatalf("unpack into the cache: %v\n%s", err, out)
	}
	if n, _ := filepath.Glob(filepath.Join(repo, "objects", "??", "*")); len(n) != 5 {
		t.Fatalf("%d loose objects in the cache, want 5 (commit, 2 trees, 2 blobs)", len(n))
	}
	off := New(Options{CacheDir: cache, Offline: true, Getenv: isolatedEnv(t).get})
	for commit, want := range map[string]map[string]string{
		packed: {"SKILL.md": "packed\n", "references/a.md": "a\n"},
		loose:  {"SKILL.md": "loose\n", "references/a.md": "a\n", "references/b.md": "b\n"},
	} {
		fsys, err := off.Tree(ctx, r.FileURL(), commit, "")
		if err != nil {
			t.Fatalf("offline Tree(%s): %v", commit, err)
		}
		for name, content := range want {
			if got := readFile(t, fsys, name); got != content {
				t.Errorf("%s at %s = %q, want %q", name, commit[:7], got, content)
			}
			fi, err := fs.Stat(fsys, name)
			if err != nil || fi.Size() != int64(len(content)) {
				t.Errorf("stat %s at %s: %v, %v", name, commit[:7], fi, err)
			}
		}
	}
}
