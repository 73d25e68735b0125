package state

import (
	"context"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
)

// testGit is the reader of the git cache the tests hand in, as package
// project's GitReader is (state cannot import project, which imports it).
type testGit struct{ c *fetch.Client }

func newTestGit(cache string, getenv func(string) string) Git {
	return testGit{fetch.New(fetch.Options{CacheDir: cache, Getenv: getenv, Offline: true})}
}

func (g testGit) Loc(url, dir string) string {
	spec, err := srcspec.Parse(url, dir)
	if err != nil {
		return url
	}
	if (spec.Kind == srcspec.KindRepo || spec.Kind == srcspec.KindPath) && !filepath.IsAbs(spec.URL) {
		return filepath.Join(dir, filepath.FromSlash(spec.URL))
	}
	return spec.URL
}

func (g testGit) Normalize(url, dir string) string { return srcspec.NormalizeURL(url, dir) }

func (g testGit) CommitTime(loc, commit string) (time.Time, error) {
	return g.c.CommitTime(loc, commit)
}

func (g testGit) Tree(ctx context.Context, loc, commit, ref string) (fs.FS, error) {
	return g.c.Tree(ctx, loc, commit, ref)
}
