package fetch

import (
	"context"
	"errors"
	"github.com/skillpin/skillpin/internal/testfs"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// TestCheckRedirectJudgesEveryHop: Options.CheckRedirect sees where a
// remote redirects before the request to it is sent; a refusal is a
// *RedirectError (a failed check), and the target is never contacted.
func TestCheckRedirectJudgesEveryHop(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("a/SKILL.md", "x")
	r.Commit("c")
	r.Tag("v1")
	dst := filepath.Join(testfs.TempDir(t), "evil")
	r.Git("clone", "-q", "--bare", "--no-local", r.Dir, dst)
	hits := 0
	evil := gittest.ServeHTTP(t, dst, gittest.ServeOptions{OnRequest: func(*http.Request) { hits++ }})
	renamed := gittest.ServeHTTP(t, r.BareClone(), gittest.ServeOptions{RedirectTo: evil})

	var seen []string
	refuse := func(to string) error { seen = append(seen, to); return errors.New("denied") }
	c := New(Options{CacheDir: testfs.TempDir(t), Getenv: func(string) string { return "" }, CheckRedirect: refuse})
	_, err := c.Resolve(context.Background(), renamed, "v1")
	var re *RedirectError
	if !errors.As(err, &re) || !errors.Is(err, errkind.CheckFailed) || re.To != evil {
		t.Fatalf("Resolve through a refused redirect: %v (%T), want a *RedirectError to %s", err, err, evil)
	}
	if hits != 0 || len(seen) != 1 || seen[0] != evil {
		t.Fatalf("the refused target got %d requests; CheckRedirect saw %q", hits, seen)
	}

	allow := New(Options{CacheDir: testfs.TempDir(t), Getenv: func(string) string { return "" }, CheckRedirect: func(string) error { return nil }})
	if res, err := allow.Resolve(context.Background(), renamed, "v1"); err != nil || res.Commit != r.Head() {
		t.Fatalf("Resolve through an allowed redirect: %v %v", res, err)
	}
}
