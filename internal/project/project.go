// Package project is where skillpin's operations happen: add, update,
// remove, install, status, approve. It ties the leaf packages together
// (fetch for git, catalog for skills, lock for the project files, install
// for the disk, verify for signatures) so that every command runs the same
// orchestration and commands only parse flags and render results.
package project

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/skillpin/skillpin/internal/atomicfile"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/install"
	"github.com/skillpin/skillpin/internal/lock"
)

// File names inside a project.
const (
	ManifestFile  = "skills.toml"
	LockFile      = "skills.lock"
	StateDir      = ".skillpin"
	ApprovalsFile = ".skillpin/approvals.toml"
)

// Env is what an operation needs from its surroundings.
type Env struct {
	Dir      string              // absolute project directory
	Getenv   func(string) string // environment (cache dir, tokens, HOME)
	Progress io.Writer           // fetch progress; nil = silent
	Log      io.Writer           // human-readable lines about what happens; nil = silent
	Offline  bool                // use the cache only
	Now      func() time.Time    // clock for approval records
	Command  string              // the running command, recorded by the project lock
	// ReportIsolation lets Open succeed with a cache inside a harness
	// discovery path, for verify, which reports it as a finding.
	ReportIsolation bool
}

// Error is an operation failure with a stable exit code.
type Error struct {
	Code int // 1 check failed, 2 bad input, 3 remote
	Err  error
}

func (e *Error) Error() string    { return e.Err.Error() }
func (e *Error) Unwrap() error    { return e.Err }
func (e *Error) ExitCode() int    { return e.Code }
func checkFailed(err error) error { return &Error{Code: 1, Err: err} }
func badInput(err error) error    { return &Error{Code: 2, Err: err} }

// Project is a loaded project: its manifest, lock and approvals.
type Project struct {
	env      Env
	Dir      string
	CacheDir string

	ManifestData []byte
	Manifest     *lock.Manifest
	Lock         *lock.Lock // nil when skills.lock does not exist yet
	Approvals    *install.Approvals

	fetcher *fetch.Client
	store   *install.Store
	// written holds the digests of the store entries this run wrote, each
	// verified against the lock while it was written: they are not
	// re-hashed before publishing (copying them into the root re-hashes
	// them anyway).
	written map[string]bool
}

func (env *Env) logf(format string, args ...any) {
	if env.Log != nil {
		fmt.Fprintf(env.Log, format+"\n", args...)
	}
}

func (env *Env) getenv(k string) string {
	if env.Getenv == nil {
		return os.Getenv(k)
	}
	return env.Getenv(k)
}

func (env *Env) now() time.Time {
	if env.Now == nil {
		return time.Now().UTC()
	}
	return env.Now().UTC()
}

// Open loads the project in env.Dir. The manifest must exist; the lock
// and approvals may not yet.
func Open(env Env) (*Project, error) {
	p := &Project{env: env, Dir: env.Dir}
	mpath := filepath.Join(p.Dir, ManifestFile)
	data, err := os.ReadFile(mpath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, badInput(fmt.Errorf("no %s in %s: run `skillpin init` to create one, or pass -C DIR", ManifestFile, p.Dir))
	}
	if err != nil {
		return nil, badInput(fmt.Errorf("read %s: %w", mpath, err))
	}
	m, err := lock.ParseManifest(data, mpath)
	if err != nil {
		return nil, err
	}
	p.ManifestData, p.Manifest = data, m

	l, err := lock.LoadLock(filepath.Join(p.Dir, LockFile))
	var coded interface{ ExitCode() int }
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil && !errors.As(err, &coded):
		// Unreadable rather than malformed, e.g. a directory: bad input.
		return nil, badInput(fmt.Errorf("%w; skills.lock must be a file that skillpin writes", err))
	case err != nil:
		return nil, err
	default:
		p.Lock = l
	}

	a, err := install.LoadApprovals(filepath.Join(p.Dir, ApprovalsFile))
	if err != nil && !errors.As(err, &coded) {
		// Not a malformed file (that has its own message) but one that
		// cannot be read, e.g. .skillpin is a file: bad local state.
		return nil, badInput(fmt.Errorf("%w; %s must be a readable directory that skillpin manages (move away whatever is in its place)", err, filepath.Join(p.Dir, StateDir)))
	}
	if err != nil {
		return nil, err
	}
	p.Approvals = a

	cache, err := install.CacheDir(env.getenv)
	if err != nil {
		return nil, badInput(err)
	}
	p.CacheDir = cache
	if err := p.CheckIsolation(); err != nil && !env.ReportIsolation {
		return nil, err
	}
	return p, nil
}

// CheckIsolation refuses a cache inside a harness discovery path, or a
// root or target that contains the cache.
func (p *Project) CheckIsolation() error {
	return install.CheckIsolation(p.CacheDir, p.Dir, p.env.getenv("HOME"), p.Manifest.Settings.Targets)
}

// limits are the per-skill limits from [settings].
func (p *Project) limits() catalog.Limits {
	l := catalog.DefaultLimits
	if n := p.Manifest.Settings.MaxFiles; n > 0 {
		l.MaxFiles = n
	}
	if n := p.Manifest.Settings.MaxBytes; n > 0 {
		l.MaxBytes = n
	}
	return l
}

func (p *Project) installMode() string {
	if p.Manifest.Settings.Install == "" {
		return "copy"
	}
	return p.Manifest.Settings.Install
}

func (p *Project) fetchClient() *fetch.Client {
	if p.fetcher == nil {
		p.fetcher = fetch.New(fetch.Options{
			CacheDir: p.CacheDir,
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

func (p *Project) openStore() (*install.Store, error) {
	if p.store == nil {
		s, err := install.OpenStore(p.CacheDir)
		if err != nil {
			return nil, err
		}
		p.store = s
	}
	return p.store, nil
}

// Store returns the content-addressed store of the project's cache.
func (p *Project) Store() (*install.Store, error) { return p.openStore() }

// Root is the project's trusted root.
func (p *Project) Root() *install.Root { return &install.Root{ProjectDir: p.Dir} }

// lockBoth takes the project lock and the cache lock for a mutation.
func (p *Project) lockBoth(ctx context.Context) (func(), error) {
	if err := os.MkdirAll(filepath.Join(p.Dir, StateDir), 0o755); err != nil {
		return nil, fmt.Errorf("create %s: %w", StateDir, err)
	}
	unlockProject, err := install.LockProject(ctx, p.Dir, p.env.Command)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(p.CacheDir, 0o755); err != nil {
		unlockProject()
		return nil, fmt.Errorf("create cache %s: %w", p.CacheDir, err)
	}
	unlockCache, err := install.LockCache(ctx, p.CacheDir, p.env.Command)
	if err != nil {
		unlockProject()
		return nil, err
	}
	// A run killed while saving one of the project's files left its
	// temporary file; holding the lock, nobody else is writing them.
	for _, f := range []string{ManifestFile, LockFile, ApprovalsFile, StateDir + "/targets.json", StateDir + "/.gitignore"} {
		if err := atomicfile.RemoveStale(filepath.Join(p.Dir, f)); err != nil {
			p.env.logf("warning: could not remove a temporary file a crashed run left: %v", err)
		}
	}
	return func() { unlockCache(); unlockProject() }, nil
}

// reload re-reads the project files after taking the lock, so that an
// operation works on what the previous holder wrote, never a stale copy.
func (p *Project) reload() error {
	fresh, err := Open(p.env)
	if err != nil {
		return err
	}
	p.ManifestData, p.Manifest, p.Lock, p.Approvals = fresh.ManifestData, fresh.Manifest, fresh.Lock, fresh.Approvals
	return nil
}

// Init writes a commented skills.toml into dir.
func Init(dir string) (string, error) {
	path := filepath.Join(dir, ManifestFile)
	if _, err := os.Stat(path); err == nil {
		return path, badInput(fmt.Errorf("%s already exists; edit it or use `skillpin add`", path))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return path, badInput(err)
	}
	if err := lock.SaveManifestFile(path, lock.InitManifest()); err != nil {
		return path, err
	}
	return path, nil
}
