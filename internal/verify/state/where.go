package state

import (
	"io/fs"
	"os"
	"time"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// Where names a scope's files and what reading them uses. The views and
// the MCP server read a project through it; operations hold more (package
// project's Env) and derive it.
type Where struct {
	Dir string // absolute project directory
	// Layout is where the files are: the user scope's
	// (layout.UserLayout) or a project's; the zero Layout is the project
	// in Dir.
	Layout layout.Layout
	Getenv func(string) string // environment (cache dir, HOME); nil = the process's
	Now    func() time.Time    // clock; nil = time.Now
	// Stored reads a store entry of the cache (store.Stored); nil: the
	// trust decision finds no content in the store, and a policy that
	// asks for an audit keeps every skill out (fail closed).
	Stored func(cache, digest string) (fs.FS, bool)
	// Git opens the reader of the cache's git objects and of sources'
	// locations (project.GitReader); required whenever a cache is read.
	Git OpenGit
	// Sigstore is Env.Sigstore: the command's Sigstore verifier.
	Sigstore signature.Sigstore
}

// Lookup is the environment variable k (Getenv, else the process's).
func (w Where) Lookup(k string) string {
	if w.Getenv == nil {
		return os.Getenv(k)
	}
	return w.Getenv(k)
}

// ResolvedLayout is where the files are: Layout, else the project in Dir.
func (w Where) ResolvedLayout() layout.Layout {
	if w.Layout.Config != "" {
		return w.Layout
	}
	return layout.ProjectLayout(w.Dir)
}

func (w Where) now() time.Time {
	if w.Now == nil {
		return time.Now().UTC()
	}
	return w.Now().UTC()
}

// Env is what loading the scope's state reads with: the cache, the
// environment and the clock.
func (w Where) Env(cache string) Env {
	env := Env{Cache: cache, Getenv: w.Lookup, Now: w.now(), Sigstore: w.Sigstore}
	if w.Git != nil {
		env.Git = w.Git(cache, w.ResolvedLayout().Config, w.Lookup)
	}
	if w.Stored != nil {
		env.Stored = func(digest string) (fs.FS, bool) { return w.Stored(cache, digest) }
	}
	return env
}

// Read loads the scope w names for reading only, as the views and the MCP
// server do: its files, the signature verdicts recorded in the cache and
// the effective policy (all that State.Trust needs) and nothing an
// operation writes. cacheDir is the cache it read them from.
func Read(w Where, opts Options) (st *State, cacheDir string, err error) {
	lay := w.ResolvedLayout()
	cache, err := layout.CacheDir(w.Lookup)
	if err != nil {
		// A missing skills.toml is what to fix first.
		if _, ferr := Load(lay, Env{}, opts); ferr != nil {
			return nil, "", ferr
		}
		return nil, "", errkind.Mark(err, errkind.Invalid)
	}
	st, err = Load(lay, w.Env(cache), opts)
	if err != nil {
		return nil, "", err
	}
	return st, cache, nil
}
