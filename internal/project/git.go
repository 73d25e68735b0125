package project

import (
	"context"
	"io/fs"
	"sync"
	"time"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// GitReader is the state's reader of sources' locations and of the git
// cache (a state.OpenGit): package fetch, offline, reading the cache
// only. The views and serve hand it to state.Where as operations do.
func GitReader(cache, dir string, getenv func(string) string) state.Git {
	return &gitReader{opts: fetch.Options{CacheDir: cache, Getenv: getenv, Offline: true, Dir: dir}}
}

type gitReader struct {
	opts fetch.Options
	once sync.Once
	c    *fetch.Client // made when first needed
}

func (g *gitReader) client() *fetch.Client {
	g.once.Do(func() { g.c = fetch.New(g.opts) })
	return g.c
}

func (g *gitReader) Loc(url, dir string) string       { return srcspec.Loc(url, dir) }
func (g *gitReader) Normalize(url, dir string) string { return srcspec.NormalizeURL(url, dir) }

func (g *gitReader) CommitTime(loc, commit string) (time.Time, error) {
	return g.client().CommitTime(loc, commit)
}

func (g *gitReader) Tree(ctx context.Context, loc, commit, ref string) (fs.FS, error) {
	return g.client().Tree(ctx, loc, commit, ref)
}
