package fetch

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// restrictiveRepo: main has 120 commits; refs/pull/1/head is two commits
// on top of main, the first adding a blob that is nowhere else. Its result
// maps names to commits: "root", "-30" (30 commits behind main), "-100",
// "pr" (the pull request's first commit, not a tip).
func restrictiveRepo(t *testing.T) (*gittest.Repo, map[string]string, string) {
	r := gittest.NewRepo(t)
	var s strings.Builder
	for i := range 120 {
		fmt.Fprintf(&s, "commit refs/heads/main\nmark :%d\ncommitter T <t@example.com> %d +0000\ndata 2\nc\n", i+1, 1700000000+i)
		if i > 0 {
			fmt.Fprintf(&s, "from :%d\n", i)
		}
		fmt.Fprintf(&s, "M 100644 inline SKILL.md\ndata %d\nversion %03d\n\n", len("version 000\n"), i)
	}
	pr := "only in a pull request\n"
	fmt.Fprintf(&s, "commit refs/pull/1/head\nmark :1000\ncommitter T <t@example.com> 1800000000 +0000\ndata 3\npr\nfrom :120\nM 100644 inline pr.txt\ndata %d\n%s\n", len(pr), pr)
	fmt.Fprintf(&s, "commit refs/pull/1/head\nmark :1001\ncommitter T <t@example.com> 1800000001 +0000\ndata 3\npr\nfrom :1000\nM 100644 inline more.txt\ndata 5\nmore\n\n")
	r.GitInput(s.String(), "fast-import", "--quiet")
	commits := map[string]string{
		"root": r.Git("rev-list", "--max-parents=0", "main"),
		"-30":  r.Git("rev-parse", "main~30"),
		"-100": r.Git("rev-parse", "main~100"),
		"pr":   r.Git("rev-parse", "refs/pull/1/head~1"),
	}
	return r, commits, r.GitInput(pr, "hash-object", "--stdin")
}

func cacheHas(t *testing.T, c *Client, rawURL, hash string) bool {
	t.Helper()
	rem, err := c.remote(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	dir, _ := c.cacheDir(rem)
	st, err := openCache(dir)
	if err != nil {
		t.Fatal(err)
	}
	return has(st, plumbing.NewHash(hash))
}

// A server that refuses fetching commits by id (no
// allowReachableSHA1InWant, allowAnySHA1InWant or allowTipSHA1InWant) gets
// the bounded fallback: the named ref's history, deepened step by step,
// then every branch and tag; never refs/pull/*.
func TestTipsOnlyServerIsSearchedStepByStep(t *testing.T) {
	t.Parallel()
	r, commits, prBlob := restrictiveRepo(t)
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{StrictWants: true})
	c := newTestClient(t, "", nil)
	sessions := countSessions(c)

	// 30 behind main: the first step (50 commits of main) has it.
	fsys, err := c.Tree(ctx, url, commits["-30"], "main")
	if err != nil {
		t.Fatal(err)
	}
	if s := readFile(t, fsys, "SKILL.md"); s != "version 089\n" {
		t.Errorf("SKILL.md = %q", s)
	}
	// One http session: the GET of its refs, then the step's POST (the
	// session that read the refs serves every request of the search).
	if n := sessions(); n != 1 {
		t.Errorf("%d sessions, want 1 (refs, one deepening step)", n)
	}
	if cacheHas(t, c, url, commits["root"]) {
		t.Error("the whole history was fetched for a commit 30 deep")
	}

	// 100 behind: the next step.
	if _, err := c.Tree(ctx, url, commits["-100"], "main"); err != nil {
		t.Fatal(err)
	}
	if n := sessions(); n != 2 {
		t.Errorf("%d sessions, want 2 (refs, then steps of 50 and 1000)", n)
	}

	// Without a usable hint, branches and tags are searched, not pulls.
	c2 := newTestClient(t, "", nil)
	if _, err := c2.Tree(ctx, url, commits["root"], "no-such-ref"); err != nil {
		t.Fatal(err)
	}
	_, err = c2.Tree(ctx, url, commits["pr"], "")
	var ue *CommitUnreachableError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "every branch and tag") {
		t.Fatalf("a commit only a pull request holds: %v", err)
	}
	for _, cl := range []*Client{c, c2} {
		if cacheHas(t, cl, url, prBlob) || cacheHas(t, cl, url, commits["pr"]) {
			t.Error("refs/pull/* was fetched")
		}
	}
}

// A fetch cut off in the middle of the pack leaves no temporary pack in
// the cache; one left by a killed run is removed by the next fetch.
func TestFailedFetchLeavesNoDownload(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	var big strings.Builder
	for i := 0; big.Len() < 4<<20; i++ {
		fmt.Fprintf(&big, "%d %x\n", i, i*7919)
	}
	r.WriteFile("skills/a/SKILL.md", "a\n")
	r.WriteFile("skills/a/big.txt", big.String())
	commit := r.Commit("c")
	backend, _ := url.Parse(gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{}))
	proxy := &httputil.ReverseProxy{Rewrite: func(pr *httputil.ProxyRequest) {
		pr.SetURL(&url.URL{Scheme: backend.Scheme, Host: backend.Host})
	}}
	cut := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if !strings.HasSuffix(req.URL.Path, "/git-upload-pack") {
			proxy.ServeHTTP(w, req)
			return
		}
		rec := httptest.NewRecorder()
		proxy.ServeHTTP(rec, req)
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		io.CopyN(w, rec.Body, int64(rec.Body.Len()/2)) // the pack stops halfway
	}))
	t.Cleanup(cut.Close)
	cutURL := cut.URL + backend.Path

	cache := testfs.TempDir(t)
	c := newTestClient(t, cache, nil)
	_, err := c.Tree(ctx, cutURL, commit, "")
	if err == nil {
		t.Fatal("a fetch cut off halfway succeeded")
	}
	t.Logf("cut off: %v", err)
	rem, _ := c.remote(cutURL)
	dir, _ := c.cacheDir(rem)
	packs := filepath.Join(dir, "objects", "pack")
	if left := downloads(t, packs); len(left) != 0 {
		t.Fatalf("a failed fetch left %v", left)
	}

	// A killed run's leftover goes with the next fetch.
	if err := os.WriteFile(filepath.Join(packs, "tmp_pack_dead"), []byte("PACK"), 0o444); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Tree(ctx, cutURL, commit, ""); err == nil {
		t.Fatal("a fetch cut off halfway succeeded")
	}
	if left := downloads(t, packs); len(left) != 0 {
		t.Fatalf("leftovers after the next fetch: %v", left)
	}
}

func downloads(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), "tmp_") {
			out = append(out, e.Name())
		}
	}
	return out
}
