// Package project is where skillpin's operations happen: add, update,
// remove, install, approve, verify and the rest. It owns loading a project
// (State, and ReadState for readers) and the one trust decision
// (State.Trust), and ties the leaf packages together (fetch for git,
// catalog for skills, manifest, lock and approvals for the project files,
// store and publish for the disk, verify for signatures) so that every
// command runs the same orchestration and commands only parse flags and
// render results.
package project

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/skillpin/skillpin/internal/atomicfile"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/errkind"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/filelock"
	"github.com/skillpin/skillpin/internal/hint"
	"github.com/skillpin/skillpin/internal/layout"
	"github.com/skillpin/skillpin/internal/publish"
	"github.com/skillpin/skillpin/internal/store"
)

// File names inside a project (declared in package layout).
const (
	ManifestFile = layout.ManifestFile
	LockFile     = layout.LockFile
	StateDir     = layout.StateDir
)

// Env is what an operation needs from its surroundings.
type Env struct {
	Dir string // absolute project directory
	// Layout is where the project's files are: the user scope's
	// (layout.UserLayout), or a project's; the zero Layout is the
	// project in Dir.
	Layout   layout.Layout
	Getenv   func(string) string // environment (cache dir, tokens, HOME)
	Progress io.Writer           // fetch progress; nil = silent
	Log      io.Writer           // human-readable lines about what happens; nil = silent
	Offline  bool                // use the cache only
	Now      func() time.Time    // clock for approval records
	Command  string              // the running command, recorded by the project lock
	// Verifying opens the project for verify, which reports as findings
	// what other operations fail on: a cache inside a harness discovery
	// path, a skills.lock that does not parse or is inconsistent.
	Verifying bool
}

// texts are messages that name no command.
func texts(ss []string) []hint.Msg {
	out := make([]hint.Msg, len(ss))
	for i, s := range ss {
		out[i] = hint.Text(s)
	}
	return out
}

func checkFailed(err error) error { return errkind.Mark(err, errkind.CheckFailed) }
func badInput(err error) error    { return errkind.Mark(err, errkind.Invalid) }

// Project is a loaded project: its files (State) and what operations on
// it use: the cache, the git client and the store.
type Project struct {
	State
	env      Env
	cacheDir string

	fetcher *fetch.Client
	ocic    *oci.Client
	store   *store.Store
	ledger  *publish.Ledger // read by root(); dropped when the state is re-read
	sigs    *sigVerdicts
	// refreshPolicy makes relock resolve the organisation policy's ref
	// again even when the lock pins the one skills.toml names (update).
	refreshPolicy bool
	// verified holds the digests of the store entries this run wrote
	// (each hashed against the lock while it was written) or re-hashed
	// and found whole: every entry is hashed at most once per run.
	verified map[string]bool
	// storeReads, set while Verify runs, shares each store entry's check
	// between the store check and the proof of the commit (verifystore.go).
	storeReads storeReads
	// opened is set while State is exactly what Open parsed, unmodified:
	// the first change may reuse that parse for files whose bytes have
	// not changed since.
	opened bool
	// withdrawn is what withdraw changed before a change of trust was
	// written: the publication that ends the run reports it with its own.
	withdrawn *published
}

// markVerified notes that the store entry of digest matches the lock.
func (p *Project) markVerified(digest string) {
	if p.verified == nil {
		p.verified = map[string]bool{}
	}
	p.verified[digest] = true
}

// logf logs a line; the commands its arguments name (package hint) are
// rendered by the command line's log for the scope of the run.
func (env *Env) logf(format string, args ...any) {
	if env.Log != nil {
		hint.Fprintln(env.Log, hint.Sprintf(format, args...))
	}
}

func (env *Env) getenv(k string) string {
	if env.Getenv == nil {
		return os.Getenv(k)
	}
	return env.Getenv(k)
}

// Lookup is the environment variable k (Getenv, else the process's).
func (env *Env) Lookup(k string) string { return env.getenv(k) }

// ResolvedLayout is where the project's files are: Layout, else the
// project in Dir.
func (env *Env) ResolvedLayout() layout.Layout { return env.layout() }

// layout is where the project's files are (see Env.Layout).
func (env *Env) layout() layout.Layout {
	if env.Layout.Config != "" {
		return env.Layout
	}
	return layout.ProjectLayout(env.Dir)
}

func (env *Env) now() time.Time {
	if env.Now == nil {
		return time.Now().UTC()
	}
	return env.Now().UTC()
}

// Open loads the project env names (env.Layout, else the project in
// env.Dir). The manifest must exist; the lock and approvals may not yet.
func Open(env Env) (*Project, error) { return open(env, env.Verifying) }

// open is Open; with keepLockErr a skills.lock that cannot be used is
// kept as the state's lockErr instead of failing.
func open(env Env, keepLockErr bool) (*Project, error) {
	st, err := loadState(env.layout(), keepLockErr)
	if err != nil {
		return nil, err
	}
	p := &Project{State: *st, env: env, opened: true}
	cache, err := layout.CacheDir(env.getenv)
	if err != nil {
		return nil, badInput(err)
	}
	p.cacheDir = cache
	p.verdicts()
	if err := p.CheckIsolation(); err != nil && !env.Verifying {
		return nil, err
	}
	if err := p.reloadPolicy(); err != nil {
		return nil, err
	}
	return p, nil
}

// CacheDir is the skillpin cache the project uses.
func (p *Project) CacheDir() string { return p.cacheDir }

// CheckIsolation refuses a cache inside a harness discovery path, or a
// root or target that contains the cache.
func (p *Project) CheckIsolation() error {
	return publish.CheckIsolation(p.cacheDir, p.layout, p.env.getenv("HOME"), p.manifest.Settings.Targets)
}

// limits are the per-skill limits from [settings].
func (p *Project) limits() catalog.Limits {
	l := catalog.DefaultLimits
	if n := p.manifest.Settings.MaxFiles; n > 0 {
		l.MaxFiles = n
	}
	if n := p.manifest.Settings.MaxBytes; n > 0 {
		l.MaxBytes = n
	}
	return l
}

func (p *Project) installMode() string {
	if p.manifest.Settings.Install == "" {
		return "copy"
	}
	return p.manifest.Settings.Install
}

func (p *Project) fetchClient() *fetch.Client {
	if p.fetcher == nil {
		p.fetcher = fetch.New(fetch.Options{
			CacheDir: p.cacheDir,
			Progress: p.env.Progress,
			Getenv:   p.env.Getenv,
			Offline:  p.env.Offline,
			// Fetch trees first and only the blobs of SKILL.md files and of
			// the skills actually read, where the server allows it.
			PartialMarker: catalog.SkillFile,
		})
	}
	return p.fetcher
}

func (p *Project) openStore() (*store.Store, error) {
	if p.store == nil {
		s, err := store.OpenStore(p.cacheDir)
		if err != nil {
			return nil, err
		}
		p.store = s
	}
	return p.store, nil
}

// Store returns the content-addressed store of the project's cache.
func (p *Project) Store() (*store.Store, error) { return p.openStore() }

// RootPath is the path of the project's trusted root.
func (p *Project) RootPath() string { return p.layout.RootPath() }

// root is the project's trusted root with skillpin's ledger of the
// project, read from the cache once per operation.
func (p *Project) root() (*publish.Root, error) {
	if p.ledger == nil {
		l, err := publish.LoadLedger(p.cacheDir, p.layout)
		if err != nil {
			return nil, err
		}
		p.ledger = l
	}
	return &publish.Root{Layout: p.layout, Ledger: p.ledger}, nil
}

// lockBoth takes the project lock (in its state directory) and the cache
// lock for a mutation.
func (p *Project) lockBoth(ctx context.Context) (func(), error) {
	stateDir, err := publish.EnsureStateDir(p.layout)
	if err != nil {
		return nil, err
	}
	unlockProject, err := filelock.Acquire(ctx, filepath.Join(stateDir, "lock"), p.env.Command)
	if err != nil {
		return nil, err
	}
	if err := store.EnsureCache(p.cacheDir); err != nil {
		unlockProject()
		return nil, err
	}
	unlockCache, err := filelock.Acquire(ctx, filepath.Join(p.cacheDir, "lock"), p.env.Command)
	if err != nil {
		unlockProject()
		return nil, err
	}
	// A run killed while saving one of the project's files left its
	// temporary file; holding the lock, nobody else is writing them.
	l := p.layout
	for _, f := range []string{filepath.Join(l.Config, ManifestFile), filepath.Join(l.Config, LockFile), l.ApprovalsPath(), filepath.Join(l.State, ".gitignore"), l.InstalledLock} {
		if f == "" {
			continue
		}
		if err := atomicfile.RemoveStale(f); err != nil {
			p.env.logf("warning: could not remove a temporary file a crashed run left: %v", err)
		}
	}
	return func() { unlockCache(); unlockProject() }, nil
}

// change runs fn as one mutation of the project: holding the project and
// cache locks, on the project files as the previous holder left them
// (re-read under the lock, never a copy read before it).
func (p *Project) change(ctx context.Context, fn func() error) error {
	return p.changeWith(ctx, false, fn)
}

// changeWith is change; with keepLockErr, a skills.lock that cannot be
// used does not stop it (the state's lockErr says why), for the one
// operation that replaces it whole.
func (p *Project) changeWith(ctx context.Context, keepLockErr bool, fn func() error) error {
	unlock, err := p.lockBoth(ctx)
	if err != nil {
		return err
	}
	defer unlock()
	var prev *State
	if p.opened {
		prev = &p.State
	}
	p.opened = false
	st, err := reloadState(p.layout, keepLockErr, prev)
	if err != nil {
		return err
	}
	p.State, p.ledger, p.sigs = *st, nil, nil
	p.verdicts()
	if err := p.reloadPolicy(); err != nil {
		return err
	}
	// Every mutation ends by publishing into the targets: a target that
	// may not be written is refused before anything (skills.lock,
	// approvals, the root) is changed.
	if err := p.checkTargetPlaces(); err != nil {
		return err
	}
	return fn()
}

// checkTargetPlaces refuses targets skillpin may not write (see
// publish.CheckTargetPlaces), without writing anything.
func (p *Project) checkTargetPlaces() error {
	root, err := p.root()
	if err != nil {
		return err
	}
	if err := publish.CheckTargetPlaces(root, p.manifest.Settings.Targets); err != nil {
		return fmt.Errorf("sync targets: %w", err)
	}
	return nil
}
