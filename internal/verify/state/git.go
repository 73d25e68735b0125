package state

import (
	"context"
	"io/fs"
	"time"
)

// Git is what the trust decision reads of sources and of the git cache:
// where a URL of skills.toml is fetched from, the form policy source
// patterns judge it in, when a locked commit was made (min_age), and the
// tree of the pinned organisation policy's commit. It reads the cache
// only, never a remote. It is handed in (Where.Git, Env.Git; package
// project's GitReader over package fetch), so that the state opens no
// cache of its own.
type Git interface {
	// Loc is where url, of the skills.toml in dir, is fetched from: a
	// relative local path is relative to dir, not the working directory.
	Loc(url, dir string) string
	// Normalize is url, of the skills.toml in dir, in the form policy
	// source patterns match (srcspec.NormalizeURL).
	Normalize(url, dir string) string
	// CommitTime is when commit of the repository at loc was made.
	CommitTime(loc, commit string) (time.Time, error)
	// Tree is the tree of commit (ref names it) of the repository at loc.
	Tree(ctx context.Context, loc, commit, ref string) (fs.FS, error)
}

// OpenGit makes the Git of a cache, for the project whose files are in
// dir, reading the environment through getenv.
type OpenGit func(cache, dir string, getenv func(string) string) Git
