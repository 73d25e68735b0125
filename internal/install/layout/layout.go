// Package layout says where everything skillpin reads and writes is: a
// project's files and directories (or the user scope's), the cache, and
// every file and directory name skillpin uses, declared once; and which
// directory a command run without -C is in (Find), refusing one that
// someone else could have put there.
package layout

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// File and directory names, declared once for every package.
const (
	ManifestFile   = "skills.toml"        // the manifest, in Config
	LockFile       = "skills.lock"        // the lockfile, in Config
	PolicyFile     = "skills-policy.toml" // a project's own policy, in Config, by default
	StateDir       = ".skillpin"          // a project's local state directory
	ApprovalsFile  = "approvals.toml"     // approvals, in a project's .skillpin or the user scope's Config
	RootLink       = "root"               // the trusted root link, in State
	GenerationsDir = "generations"        // the root's generations, in State
	TmpDir         = "tmp"                // build space for targets, in State
	InstalledLock  = "installed.lock"     // the user scope's lock as of its last install, in State
	ProjectsDir    = "projects"           // project registrations and ledgers, in the cache
	StoreDir       = "store"              // the content-addressed store, in the cache
	SignaturesDir  = "signatures"         // signature verdicts, in the cache
)

// LedgerPath is where the cache at cacheDir keeps the ledger of the
// project whose Key is key.
func LedgerPath(cacheDir, key string) string {
	sum := sha256.Sum256([]byte(key))
	return filepath.Join(cacheDir, ProjectsDir, hex.EncodeToString(sum[:8])+".ledger.json")
}

// Scopes: whose skills a layout holds.
const (
	ScopeProject = "project" // one project's skills, in its directory
	ScopeUser    = "user"    // the user's personal skills, for every project
)

// Layout is where a project's files are. Skillpin has two kinds of
// project, laid out differently but handled alike:
//
//   - a project: everything in its directory: skills.toml and skills.lock
//     beside .skillpin/ (approvals, trusted root, generations, tmp, run
//     lock), targets relative to the directory;
//   - the user scope: skills.toml, skills.lock and approvals.toml in
//     $XDG_CONFIG_HOME/skillpin (files a person writes and may keep in a
//     dotfiles repository), the trusted root, generations, tmp and run lock
//     in $XDG_DATA_HOME/skillpin, targets relative to $HOME.
//
// Every operation takes its paths from the Layout, so the rules that hold
// for one (links never followed out, targets inside the base and outside
// the config and state directories and the cache) hold for the other.
type Layout struct {
	// Scope is ScopeProject or ScopeUser.
	Scope string
	// Config is the directory of the files a person writes and commits:
	// skills.toml and skills.lock, and every file they name. Absolute.
	Config string
	// Approvals is the approvals file, relative to Config.
	Approvals string
	// State is skillpin's local state: the trusted root link, its
	// generations, build space for targets, the run lock. Absolute.
	State string
	// Base is the directory targets are relative to and must resolve
	// inside. Absolute.
	Base string
	// InstalledLock, when set, is where the lock as of the last successful
	// install is kept (absolute), for `diff` to compare with.
	InstalledLock string
}

// ProjectLayout is the layout of the project in dir.
func ProjectLayout(dir string) Layout {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	return Layout{
		Scope:     ScopeProject,
		Config:    dir,
		Approvals: filepath.Join(StateDir, ApprovalsFile),
		State:     filepath.Join(dir, StateDir),
		Base:      dir,
	}
}

// userDir is the directory of skillpin's files in the user scope, under
// both the XDG config and data directories.
const userDir = "skillpin"

// UserLayout is the layout of the user scope: config in
// $XDG_CONFIG_HOME/skillpin (default ~/.config/skillpin), state in
// $XDG_DATA_HOME/skillpin (default ~/.local/share/skillpin), targets
// relative to $HOME. As the XDG base directory specification says,
// relative XDG paths are ignored.
func UserLayout(getenv func(string) string) (Layout, error) {
	home := getenv("HOME")
	if home == "" {
		return Layout{}, errkind.Mark(errors.New("cannot locate the user scope: HOME is not set; the user scope's targets are relative to your home directory"), errkind.Invalid)
	}
	if !filepath.IsAbs(home) {
		return Layout{}, errkind.Mark(fmt.Errorf("cannot locate the user scope: HOME=%q is not an absolute path", home), errkind.Invalid)
	}
	home = filepath.Clean(home)
	xdg := func(env string, def ...string) string {
		if dir := getenv(env); dir != "" && filepath.IsAbs(dir) {
			return filepath.Join(filepath.Clean(dir), userDir)
		}
		return filepath.Join(append(append([]string{home}, def...), userDir)...)
	}
	l := Layout{
		Scope:     ScopeUser,
		Config:    xdg("XDG_CONFIG_HOME", ".config"),
		Approvals: ApprovalsFile,
		State:     xdg("XDG_DATA_HOME", ".local", "share"),
		Base:      home,
	}
	l.InstalledLock = filepath.Join(l.State, InstalledLock)
	if Within(l.State, l.Config) || Within(l.Config, l.State) {
		return Layout{}, errkind.Mark(fmt.Errorf("the user scope's config directory %s and state directory %s must be apart (one is inside the other): set XDG_CONFIG_HOME and XDG_DATA_HOME to different directories", l.Config, l.State), errkind.Invalid)
	}
	return l, nil
}

// User reports whether l is the user scope.
func (l Layout) User() bool { return l.Scope == ScopeUser }

// ApprovalsPath is the absolute path of the approvals file.
func (l Layout) ApprovalsPath() string { return filepath.Join(l.Config, l.Approvals) }

// RootPath is the trusted root: the link harnesses are pointed at.
func (l Layout) RootPath() string { return filepath.Join(l.State, RootLink) }

// GenerationsPath is the directory of the trusted root's generations.
func (l Layout) GenerationsPath() string { return filepath.Join(l.State, GenerationsDir) }

// TmpPath is the build space for target entries.
func (l Layout) TmpPath() string { return filepath.Join(l.State, TmpDir) }

// ManifestPath is the absolute path of skills.toml.
func (l Layout) ManifestPath() string { return filepath.Join(l.Config, ManifestFile) }

// LockPath is the absolute path of skills.lock.
func (l Layout) LockPath() string { return filepath.Join(l.Config, LockFile) }

// BaseName is how messages name Base.
func (l Layout) BaseName() string {
	if l.User() {
		return "your home directory"
	}
	return "the project directory"
}

// StateName is how messages name State: a project's .skillpin, the user
// scope's state directory by its path.
func (l Layout) StateName() string {
	if l.User() {
		return "skillpin's state directory " + l.State
	}
	return filepath.Base(l.State)
}

// Key names the project in the cache (its ledger): a project by its
// directory with links evaluated, so that every route to it (a symlinked
// path, a bind of the temp directory) finds the same records; the user
// scope by its state directory, marked so that no project directory is
// ever taken for it. (The directory's identity is kept in the ledger: see
// Ledger.DirID.)
func (l Layout) Key() string {
	if l.User() {
		return "user:" + RealPath(l.State)
	}
	return RealPath(l.Config)
}

// RealPath is p with every link evaluated where it exists (the longest
// existing prefix, the rest appended): what p is, whatever route named it.
func RealPath(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	rest := ""
	cur := p
	for {
		if _, err := os.Lstat(cur); err == nil {
			real, err := filepath.EvalSymlinks(cur)
			if err != nil {
				return p
			}
			return filepath.Join(real, rest)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return p
		}
		parent := filepath.Dir(cur)
		if parent == cur {
			return p
		}
		rest = filepath.Join(filepath.Base(cur), rest)
		cur = parent
	}
}

// Within reports whether p is dir or inside it, lexically.
func Within(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// Reserved is a directory of skillpin's that no target may be in or
// contain: Rel is slash-separated and relative to the layout's base.
type Reserved struct{ Rel, What string }

// Reserved lists the layout's config and state directories where they
// lie inside its base (a project's .skillpin; the user scope's
// ~/.config/skillpin and ~/.local/share/skillpin), as paths relative to
// the base.
func (l Layout) Reserved() []Reserved {
	var out []Reserved
	add := func(dir, what string) {
		if dir == l.Base || !Within(dir, l.Base) {
			return
		}
		if rel, err := filepath.Rel(l.Base, dir); err == nil {
			out = append(out, Reserved{filepath.ToSlash(rel), what})
		}
	}
	add(l.State, l.StateName()+", which skillpin manages itself (the trusted root is there already)")
	add(l.Config, "skillpin's config directory "+filepath.Base(l.Config)+" (skills.toml, skills.lock)")
	return out
}

// Valid says what is wrong with l, if anything: every path must be set
// and absolute.
func (l Layout) Valid() error {
	for _, p := range []string{l.Config, l.State, l.Base} {
		if p == "" || !filepath.IsAbs(p) {
			return fmt.Errorf("project layout %+v: every directory must be an absolute path", l)
		}
	}
	return nil
}

// CacheDir is the user's skillpin cache: $SKILLPIN_CACHE, else
// $XDG_CACHE_HOME/skillpin, else ~/.cache/skillpin. The result is absolute.
func CacheDir(getenv func(string) string) (string, error) {
	if dir := getenv("SKILLPIN_CACHE"); dir != "" {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return "", fmt.Errorf("SKILLPIN_CACHE=%q: %w", dir, err)
		}
		return abs, nil
	}
	// The XDG base directory spec says relative paths are invalid and
	// must be ignored.
	if dir := getenv("XDG_CACHE_HOME"); dir != "" && filepath.IsAbs(dir) {
		return filepath.Join(dir, "skillpin"), nil
	}
	home := getenv("HOME")
	if home == "" {
		return "", errors.New("cannot locate the skillpin cache: neither SKILLPIN_CACHE, XDG_CACHE_HOME nor HOME is set; set SKILLPIN_CACHE to a directory outside every harness skills directory")
	}
	if !filepath.IsAbs(home) {
		return "", fmt.Errorf("cannot locate the skillpin cache: HOME=%q is not absolute; set SKILLPIN_CACHE", home)
	}
	return filepath.Join(home, ".cache", "skillpin"), nil
}
