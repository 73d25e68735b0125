// Package project is where skillpin's operations happen: add, update,
// remove, install, approve, verify and the rest. It ties the leaf packages
// together (state for the project's files and the trust decision, fetch
// for git, catalog for skills, store and publish for the disk, signature
// for Sigstore, verify for the CI gate's findings) so that every command
// runs the same orchestration and commands only parse flags and render
// results.
package project

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/review"
	"github.com/skillpin/skillpin/internal/catalog/review/reviewrun"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/filelock"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/policypin"
	"github.com/skillpin/skillpin/internal/verify/proof"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/state"
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
	// Sigstore is the Sigstore verifier (sigstore.Backend): it loads the
	// trusted roots and signing configs policies name and verifies
	// publisher signatures. The command hands it in, so that the
	// operations link no Sigstore code; nil refuses what needs it.
	Sigstore signature.Sigstore
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

// Project is a loaded project: its files (a state.State) and what
// operations on it use: the cache, the git client and the store.
type Project struct {
	env      Env
	cacheDir string
	// st is the project's files as last read (under the locks, when a
	// change starts) or written by this run. A State is read-only: an
	// operation that writes a file replaces st with the State it derives.
	st *state.State

	fetcher *fetch.Client
	ocic    *oci.Client
	store   *store.Store
	ledger  *publish.Ledger // read by root(); dropped when the state is re-read
	// verified holds the digests of the store entries this run wrote
	// (each hashed against the lock while it was written) or re-hashed
	// and found whole: every entry is hashed at most once per run.
	verified map[string]bool
	// present holds, while a change holds the cache lock, the digests
	// ensureStored found in the store or put there: the evaluation that
	// follows need not lstat each entry again. Dropped when the lock is.
	present map[string]bool
	// streamed are the audits of skills stored in this run, made from
	// their bytes on their way into the store (auditstream.go).
	streamed streamedAudits
	// proofs, set while Verify runs, shares each store entry's check
	// between the store check and the proof of the commit (package proof).
	proofs *proof.Reads
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

// layout is where the project's files are (see Env.Layout).
func (env *Env) layout() layout.Layout { return env.Where().ResolvedLayout() }

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
	st, cache, err := readState(env, state.Options{KeepLockErr: keepLockErr})
	if err != nil {
		return nil, err
	}
	p := &Project{st: st, env: env, cacheDir: cache}
	if err := checkIsolation(p.cacheDir, p.st, p.env); err != nil && !env.Verifying {
		return nil, err
	}
	return p, nil
}

// Where is what reading the project's files uses (see state.Read).
func (env *Env) Where() state.Where {
	return state.Where{Dir: env.Dir, Layout: env.Layout, Getenv: env.getenv, Now: env.now, Stored: store.Stored, Git: GitReader, Sigstore: env.Sigstore}
}

func readState(env Env, opts state.Options) (*state.State, string, error) {
	return state.Read(env.Where(), opts)
}

// State is the project's files as last read or written.
func (p *Project) State() *state.State { return p.st }

// CacheDir is the skillpin cache the project uses.
func (p *Project) CacheDir() string { return p.cacheDir }

// Close ends what the project's operations hold open past their return:
// the fetch client's parked sessions (a git-upload-pack waiting for the
// fetch a resolve announced). It is safe to call more than once.
func (p *Project) Close() error {
	if p.fetcher == nil {
		return nil
	}
	return p.fetcher.Close()
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
			// Where a remote redirects is judged as the source itself
			// is: a renamed repository may land on a denied one.
			CheckRedirect: func(to string) error { return policypin.SourceAllowed(p.st, to) },
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

// root is the project's trusted root with skillpin's ledger of the
// project, read from the cache once per operation.
func (p *Project) root() (*publish.Root, error) {
	if p.ledger == nil {
		l, err := publish.LoadLedger(p.cacheDir, p.st.Layout())
		if err != nil {
			return nil, err
		}
		p.ledger = l
	}
	return &publish.Root{Layout: p.st.Layout(), Ledger: p.ledger}, nil
}

// lockBoth takes the project lock (in its state directory) and the cache
// lock for a mutation.
func lockBoth(ctx context.Context, lay layout.Layout, cacheDir string, env Env) (func(), error) {
	stateDir, err := publish.EnsureStateDir(lay)
	if err != nil {
		return nil, err
	}
	unlockProject, err := filelock.Acquire(ctx, filepath.Join(stateDir, "lock"), env.Command)
	if err != nil {
		return nil, err
	}
	if err := store.EnsureCache(cacheDir); err != nil {
		unlockProject()
		return nil, err
	}
	unlockCache, err := filelock.Acquire(ctx, filepath.Join(cacheDir, "lock"), env.Command)
	if err != nil {
		unlockProject()
		return nil, err
	}
	// A run killed while saving one of the project's files left its
	// temporary file; holding the lock, nobody else is writing them.
	l := lay
	for _, f := range []string{filepath.Join(l.Config, ManifestFile), filepath.Join(l.Config, LockFile), l.ApprovalsPath(), filepath.Join(l.State, ".gitignore"), l.InstalledLock} {
		if f == "" {
			continue
		}
		if err := atomicfile.RemoveStale(f); err != nil {
			env.logf("warning: could not remove a temporary file a crashed run left: %v", err)
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
	unlock, err := lockBoth(ctx, p.st.Layout(), p.cacheDir, p.env)
	if err != nil {
		return err
	}
	defer unlock()
	defer func() { p.present = nil }()
	st, err := state.Load(p.st.Layout(), p.env.Where().Env(p.cacheDir), state.Options{KeepLockErr: keepLockErr, Prev: p.st})
	if err != nil {
		return err
	}
	p.st, p.ledger = st, nil
	// Every mutation ends by publishing into the targets: a target that
	// may not be written is refused before anything (skills.lock,
	// approvals, the root) is changed.
	root, err := p.root()
	if err != nil {
		return err
	}
	if err := publish.CheckTargetPlaces(root, p.st.Manifest().Settings.Targets); err != nil {
		return fmt.Errorf("sync targets: %w", err)
	}
	return fn()
}

// checkIsolation refuses a cache inside a harness discovery path, or a
// root or target of st that contains the cache.
func checkIsolation(cacheDir string, st *state.State, env Env) error {
	return publish.CheckIsolation(cacheDir, st.Layout(), env.getenv("HOME"), st.Manifest().Settings.Targets)
}

// reviewOptions are what a review (package reviewrun) needs of env.
func (env *Env) reviewOptions() reviewrun.Options {
	return reviewrun.Options{Layout: env.layout(), Getenv: env.getenv, Progress: env.Progress, Offline: env.Offline, Sigstore: env.Sigstore}
}

// Review compares the project's files at a base revision with the work
// tree's (or two lockfiles): see reviewrun.Review.
func Review(ctx context.Context, env Env, req reviewrun.Request) (*review.Review, error) {
	return reviewrun.Review(ctx, env.reviewOptions(), req)
}
