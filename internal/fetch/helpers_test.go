package fetch

import (
	"context"
	"io/fs"
	"path/filepath"
	"sync"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// env is a fake environment for Options.Getenv: nothing from the user's
// real one leaks into a test.
type env map[string]string

func (e env) get(k string) string { return e[k] }

// isolatedEnv has a temp HOME with no git configuration.
func isolatedEnv(t *testing.T) env {
	home := testfs.TempDir(t)
	return env{"HOME": home, "GIT_CONFIG_GLOBAL": filepath.Join(home, ".gitconfig"), "GIT_CONFIG_NOSYSTEM": "1"}
}

func newTestClient(t *testing.T, cache string, e env) *Client {
	t.Helper()
	if cache == "" {
		cache = testfs.TempDir(t)
	}
	if e == nil {
		e = isolatedEnv(t)
	}
	return New(Options{CacheDir: cache, Getenv: e.get})
}

// countSessions counts the network sessions a client opens.
func countSessions(c *Client) func() int {
	var mu sync.Mutex
	n := 0
	c.onSession = func(string) { mu.Lock(); n++; mu.Unlock() }
	return func() int { mu.Lock(); defer mu.Unlock(); return n }
}

func readFile(t *testing.T, fsys fs.FS, name string) string {
	t.Helper()
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		t.Fatalf("ReadFile(%s): %v", name, err)
	}
	return string(b)
}

var ctx = context.Background()
