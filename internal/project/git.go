package project

import (
	"context"
	"io/fs"
	"path/filepath"
	"sync"
	"time"

	"github.com/skillpin/skillpin/internal/fetch"
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

func (g *gitReader) Loc(url, dir string) string       { return RemoteLoc(url, dir) }
func (g *gitReader) Normalize(url, dir string) string { return fetch.NormalizeURL(url, dir) }

func (g *gitReader) CommitTime(loc, commit string) (time.Time, error) {
	return g.client().CommitTime(loc, commit)
}

func (g *gitReader) Tree(ctx context.Context, loc, commit, ref string) (fs.FS, error) {
	return g.client().Tree(ctx, loc, commit, ref)
}

// RemoteLoc is where url, of the skills.toml in dir, is fetched from.
func RemoteLoc(url, dir string) string {
	spec, err := fetch.ParseSpec(url, dir)
	if err != nil {
		return url
	}
	return specLoc(spec, dir)
}

// specLoc is where spec, parsed from the skills.toml in dir, is fetched
// from: a relative local path is relative to dir, not the cwd.
func specLoc(spec fetch.Spec, dir string) string {
	if (spec.Kind == fetch.KindRepo || spec.Kind == fetch.KindPath) && !filepath.IsAbs(spec.URL) {
		return filepath.Join(dir, filepath.FromSlash(spec.URL))
	}
	return spec.URL
}
