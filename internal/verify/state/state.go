// Package state is a project's files as read at one moment and the one
// trust decision made on them: State holds skills.toml, skills.lock, the
// approvals, the signature verdicts recorded in the cache and the
// effective policy; State.Trust says whether a locked skill may reach an
// agent. A State is never changed once loaded: an operation that writes a
// file derives the State it leaves behind (WithLock, WithManifest,
// WithApprovals), so every reader of a State sees one consistent moment.
package state

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"time"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// File names inside a project (declared in package layout).
const (
	ManifestFile = layout.ManifestFile
	LockFile     = layout.LockFile
)

// State is a project's files as read at one moment: the manifest (with its
// bytes, which edits keep the layout of), the lock and the approvals, and
// what the trust decision reads from the cache. Load is the one place they
// are read: every operation, view and the MCP server see a project
// through it. A State and everything it returns are read-only.
type State struct {
	layout       layout.Layout
	dir          string // layout.Config: where skills.toml is, and every file it names
	manifestData []byte
	manifest     *manifest.Manifest
	lock         *lock.Lock // nil when skills.lock does not exist yet (or is invalid, see lockErr)
	lockData     []byte
	// lockErr is why skills.lock could not be used, when the state was
	// loaded with KeepLockErr (verify reports it as a finding instead of
	// failing).
	lockErr   error
	approvals *approvals.Set
	// sigs says which signature records were verified in the cache; nil
	// means none was (every record then fails the trust decision).
	sigs *Verdicts
	// env is what the policy was read with; a derived State reads its
	// policy again with it.
	env Env
	// pol is the effective policy (see loadPolicy); nil when the state
	// was loaded without a cache.
	pol *policyState
}

// Env is what loading a State needs from its surroundings.
type Env struct {
	// Cache is the skillpin cache whose signature verdicts, pinned
	// organisation policy and store the trust decision reads; "" loads
	// the files only (no verdicts, no policy).
	Cache string
	// Getenv reads the environment (the machine policy's path, the
	// user's config directory); nil reads nothing.
	Getenv func(string) string
	// Now is the moment policy ages are judged at; zero is the time of
	// loading.
	Now time.Time
	// Content, when set, gives a locked skill's files before they are
	// stored: add and update judge by the policy what they are about to
	// lock (see WithContent).
	Content func(sk *lock.LockedSkill) (fs.FS, string, bool)
	// Stored gives a locked skill's store entry, when the cache holds one
	// (nil: none is held): what the audit a policy asks for reads. The
	// store is I/O the trust decision is handed, not one it opens.
	Stored func(digest string) (fs.FS, bool)
	// Git reads sources' locations and the git cache (see Git); a cache
	// without it is refused by Load.
	Git Git
	// Sigstore loads the trusted roots and signing configs policies name
	// and verifies publisher signatures (sigstore.Backend, which the
	// command hands in); nil refuses a policy that names any.
	Sigstore signature.Sigstore
}

func (e Env) getenv(k string) string {
	if e.Getenv == nil {
		return ""
	}
	return e.Getenv(k)
}

// Options say how Load reads a project.
type Options struct {
	// KeepLockErr keeps a skills.lock that does not parse or is
	// inconsistent as LockErr instead of failing (verify reports it).
	KeepLockErr bool
	// Prev is a State whose parse of a file is reused when the file's
	// bytes are still exactly those Prev parsed: the files are always
	// read again, only the parsing (most of a warm install's work for a
	// large lock) is saved.
	Prev *State
}

// Load reads the project laid out as lay: its files, and, when env names
// a cache, the signature verdicts recorded there and the effective policy
// (everything Trust needs). The manifest must exist; the lock and
// approvals may not yet.
func Load(lay layout.Layout, env Env, opts Options) (*State, error) {
	st, err := readFiles(lay, opts.KeepLockErr, opts.Prev)
	if err != nil {
		return nil, err
	}
	st.env = env
	if env.Cache == "" {
		return st, nil
	}
	if env.Git == nil {
		// The policy's source rules judge normalized URLs: without the
		// reader, a deny list would judge nothing.
		return nil, errors.New("state: a cache is named but no git reader is given (Env.Git)")
	}
	st.sigs = newVerdicts(env.Cache, st.dir, env.Sigstore)
	if err := st.loadPolicy(); err != nil {
		return nil, err
	}
	return st, nil
}

// Empty is the State of a project that has no skills.toml yet: nothing
// locked, nothing approved (`add --list` browses sources before `init`).
// Signature verdicts are read from env's cache, when it names one; no
// policy applies to a project that does not exist.
func Empty(lay layout.Layout, env Env) *State {
	st := &State{layout: lay, dir: lay.Config, manifest: &manifest.Manifest{}, approvals: &approvals.Set{}, env: env}
	if env.Cache != "" {
		st.sigs = newVerdicts(env.Cache, st.dir, env.Sigstore)
	}
	return st
}

// derive is a copy of s for a State that differs in what the caller sets.
func (s *State) derive() *State {
	c := *s
	return &c
}

// WithLock is s with lock l (nil for none) in place of its own: what the
// caller wrote to disk, or judges before writing. The policy is s's: a
// lock pins the organisation policy and the commits whose ages the policy
// judges, so a caller that wrote l reads the policy again (Reread).
func (s *State) WithLock(l *lock.Lock) *State {
	n := s.derive()
	n.lock, n.lockData, n.lockErr = l, nil, nil
	return n
}

// WithManifest is s with the manifest m, whose bytes are data, in place
// of its own (as the caller wrote it); the policy is s's.
func (s *State) WithManifest(data []byte, m *manifest.Manifest) *State {
	n := s.derive()
	n.manifestData, n.manifest = data, m
	return n
}

// WithApprovals is s with the approvals a in place of its own (as the
// caller wrote them).
func (s *State) WithApprovals(a *approvals.Set) *State {
	n := s.derive()
	n.approvals = a
	return n
}

// WithContent is s with its policy read again, judging the skills whose
// files content gives (before they are stored) by their files there
// instead of their store entries: add and update judge what they are
// about to lock.
func (s *State) WithContent(content func(sk *lock.LockedSkill) (fs.FS, string, bool)) (*State, error) {
	n := s.derive()
	n.env.Content = content
	return n, n.reloadPolicy()
}

// Reread is s with its policy read again: after its lock changed, or the
// cache gained the pinned organisation policy.
func (s *State) Reread() (*State, error) {
	n := s.derive()
	return n, n.reloadPolicy()
}

// reloadPolicy reads the policy of s, a State being derived, again.
func (s *State) reloadPolicy() error {
	if s.env.Cache == "" {
		return nil
	}
	return s.loadPolicy()
}

// readFiles reads skills.toml, skills.lock and the approvals, reusing
// prev's parses of unchanged files (see Options.Prev).
func readFiles(lay layout.Layout, keepLockErr bool, prev *State) (*State, error) {
	dir := lay.Config
	st := &State{layout: lay, dir: dir}
	mpath := filepath.Join(dir, ManifestFile)
	data, err := safefile.Read(dir, ManifestFile, safefile.MaxManifest)
	if errors.Is(err, fs.ErrNotExist) {
		if lay.User() {
			return nil, &NoManifestError{hint.Sprintf("no %s in %s: run `%s` to create one", ManifestFile, dir, hint.RunIn(hint.User, "init"))}
		}
		return nil, &NoManifestError{hint.Sprintf("no %s in %s: run `%s` to create one, or pass -C DIR", ManifestFile, dir, hint.RunIn(hint.Project, "init"))}
	}
	if err != nil {
		return nil, badInput(fmt.Errorf("read %s: %w", ManifestFile, err))
	}
	var m *manifest.Manifest
	if prev != nil && prev.manifestData != nil && bytes.Equal(data, prev.manifestData) {
		m = prev.manifest
	} else if m, err = manifest.ParseManifest(data, mpath); err != nil {
		return nil, err
	}
	st.manifestData, st.manifest = data, m

	lpath := filepath.Join(dir, LockFile)
	ldata, err := safefile.Read(dir, LockFile, safefile.MaxLock)
	var l *lock.Lock
	if err == nil {
		st.lockData = ldata
		if prev != nil && prev.lock != nil && prev.lockData != nil && bytes.Equal(ldata, prev.lockData) {
			l = prev.lock
		} else {
			l, err = lock.ParseLock(ldata, lpath)
		}
	}
	var pe *tomlfile.ParseError
	var ve *lock.VersionError
	var se *safefile.Error
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil && keepLockErr && (errors.As(err, &pe) || errors.As(err, &ve) || errors.As(err, &se)):
		st.lockErr = err
	case err != nil && !errors.As(err, &pe) && !errors.As(err, &ve):
		// Unreadable rather than malformed, e.g. a directory: bad input.
		return nil, badInput(fmt.Errorf("read %s: %w; skills.lock must be a file that skillpin writes", lpath, err))
	case err != nil:
		return nil, err
	default:
		st.lock = l
	}

	var a *approvals.Set
	switch data, rerr := safefile.Read(dir, lay.Approvals, safefile.MaxApprovals); {
	case errors.Is(rerr, fs.ErrNotExist):
		a, err = &approvals.Set{}, nil
	case rerr != nil:
		return nil, badInput(fmt.Errorf("read approvals: %w; %s must be a regular file that skillpin manages", rerr, lay.ApprovalsPath()))
	default:
		a, err = approvals.Parse(lay.ApprovalsPath(), data)
	}
	if err != nil && !errors.As(err, &pe) {
		// Not a malformed file (that has its own message) but one that
		// cannot be read, e.g. .skillpin is a file: bad local state.
		return nil, badInput(fmt.Errorf("%w; %s must be a readable directory that skillpin manages (move away whatever is in its place)", err, filepath.Dir(lay.ApprovalsPath())))
	}
	if err != nil {
		return nil, err
	}
	st.approvals = a
	return st, nil
}

// Dir is the project directory: the directory of skills.toml (in the user
// scope, the config directory).
func (s *State) Dir() string { return s.dir }

// NoManifestError is a project without skills.toml: bad input, and for
// the views that read every scope there is, a scope that is not there.
type NoManifestError struct{ msg hint.Msg }

func (e *NoManifestError) Error() string              { return e.msg.String() }
func (e *NoManifestError) Render(s hint.Scope) string { return e.msg.Render(s) }
func (e *NoManifestError) Is(target error) bool       { return target == errkind.Invalid }

// Layout is where the project's files are.
func (s *State) Layout() layout.Layout { return s.layout }

// Manifest is skills.toml as read. Callers must not modify it.
func (s *State) Manifest() *manifest.Manifest { return s.manifest }

// Lock is skills.lock as read, nil when it does not exist yet. Callers
// must not modify it.
func (s *State) Lock() *lock.Lock { return s.lock }

// Approvals are the approvals as read. Callers must not modify them.
func (s *State) Approvals() *approvals.Set { return s.approvals }

// ManifestData is skills.toml's bytes as read (edits keep their layout).
func (s *State) ManifestData() []byte { return s.manifestData }

// LockData is skills.lock's bytes as read; nil when it does not exist or
// the lock was derived (WithLock).
func (s *State) LockData() []byte { return s.lockData }

// LockErr is why skills.lock could not be used, when the state was loaded
// with KeepLockErr; nil otherwise.
func (s *State) LockErr() error { return s.lockErr }

// Verdicts are the signature verdicts recorded in the cache; nil when the
// state was loaded without one.
func (s *State) Verdicts() *Verdicts { return s.sigs }

// Scope is the scope of the commands that act on this state.
func (s *State) Scope() hint.Scope { return LayoutScope(s.layout) }

// LayoutScope is the scope of the commands that act on the project (or
// the user scope) laid out as l.
func LayoutScope(l layout.Layout) hint.Scope {
	if l.User() {
		return hint.User
	}
	return hint.Project
}

// LockLine is the line of skills.lock where the [[source]] or [[skill]]
// (table) named name starts; 0 when it cannot be told.
func (s *State) LockLine(table, name string) int {
	if s.lock == nil || len(s.lockData) == 0 {
		return 0
	}
	idx := -1
	switch table {
	case "source":
		idx = slices.IndexFunc(s.lock.Sources, func(x lock.LockedSource) bool { return x.Name == name })
	case "skill":
		idx = slices.IndexFunc(s.lock.Skills, func(x lock.LockedSkill) bool { return x.Name == name })
	case "policy":
		doc := tomlfile.Scan(string(s.lockData))
		if off, ok := doc.Locate([]string{"policy"}); ok {
			line, _ := doc.Pos(off)
			return line
		}
		return 0
	}
	if idx < 0 {
		return 0
	}
	doc := tomlfile.Scan(string(s.lockData))
	off, ok := doc.Locate([]string{table, tomlfile.IndexSeg(idx)})
	if !ok {
		return 0
	}
	line, _ := doc.Pos(off)
	return line
}

func badInput(err error) error    { return errkind.Mark(err, errkind.Invalid) }
func checkFailed(err error) error { return errkind.Mark(err, errkind.CheckFailed) }

// short is a commit id as people read it.
func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}
