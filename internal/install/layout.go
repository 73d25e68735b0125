package install

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/errkind"
)

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
		Approvals: filepath.Join(StateDir, "approvals.toml"),
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
		Approvals: "approvals.toml",
		State:     xdg("XDG_DATA_HOME", ".local", "share"),
		Base:      home,
	}
	l.InstalledLock = filepath.Join(l.State, "installed.lock")
	if within(l.State, l.Config) || within(l.Config, l.State) {
		return Layout{}, errkind.Mark(fmt.Errorf("the user scope's config directory %s and state directory %s must be apart (one is inside the other): set XDG_CONFIG_HOME and XDG_DATA_HOME to different directories", l.Config, l.State), errkind.Invalid)
	}
	return l, nil
}

// User reports whether l is the user scope.
func (l Layout) User() bool { return l.Scope == ScopeUser }

// ApprovalsPath is the absolute path of the approvals file.
func (l Layout) ApprovalsPath() string { return filepath.Join(l.Config, l.Approvals) }

// RootPath is the trusted root: the link harnesses are pointed at.
func (l Layout) RootPath() string { return filepath.Join(l.State, rootLink) }

// BaseName is how messages name Base.
func (l Layout) BaseName() string {
	if l.User() {
		return "your home directory"
	}
	return "the project directory"
}

// stateName is how messages name State: a project's .skillpin, the user
// scope's state directory by its path.
func (l Layout) stateName() string {
	if l.User() {
		return "skillpin's state directory " + l.State
	}
	return filepath.Base(l.State)
}

// key names the project in the cache (its ledger): a project by its
// directory with links evaluated, so that every route to it (a symlinked
// path, a bind of the temp directory) finds the same records; the user
// scope by its state directory, marked so that no project directory is
// ever taken for it. (The directory's identity is kept in the ledger: see
// Ledger.DirID.)
func (l Layout) key() string {
	if l.User() {
		return "user:" + realPath(l.State)
	}
	return realPath(l.Config)
}

// realPath is p with every link evaluated where it exists (the longest
// existing prefix, the rest appended): what p is, whatever route named it.
func realPath(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return resolveExisting(p)
}

// valid says what is wrong with l, if anything: every path must be set
// and absolute.
func (l Layout) valid() error {
	for _, p := range []string{l.Config, l.State, l.Base} {
		if p == "" || !filepath.IsAbs(p) {
			return fmt.Errorf("project layout %+v: every directory must be an absolute path", l)
		}
	}
	return nil
}

// Cmd is the skillpin command line that runs sub on this layout's scope,
// for hints in messages: "skillpin install", or "skillpin -g install".
func (l Layout) Cmd(sub string) string {
	if l.User() {
		return "skillpin -g " + sub
	}
	return "skillpin " + sub
}
