// Package install keeps the disk in step with a project's lock: the
// content-addressed store in the user's cache, the trusted root that
// harnesses read, the harness target directories, cache isolation and
// cache housekeeping. (Approvals live in internal/approvals, the locks that
// serialize runs in internal/filelock.)
//
// Every write that replaces state a reader can see is atomic: a store entry
// is built in a temporary directory and renamed into place, the trusted
// root is a symlink flipped to a complete new generation, a target entry is
// built next to the target and renamed in, and small files go through
// package atomicfile. A crash at any step leaves the previous state usable
// and the next run repairs what is left over.
package install

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/atomicfile"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/errkind"
)

// Install modes: how the trusted root and targets hold a skill's files.
const (
	ModeCopy    = "copy"    // read-only copies of the store files
	ModeSymlink = "symlink" // links into the store (root) or into the root (targets)
)

// StateDir is the project directory skillpin keeps its local state in.
const StateDir = ".skillpin"

// gitignore makes everything in .skillpin local except approvals.toml,
// which a team may choose to commit.
const gitignore = `# Written by skillpin. Everything in .skillpin is local state (the trusted
# root, its generations, temporary files, locks and bookkeeping) except this
# file and approvals.toml, which you may commit to share approvals with your team.
*
!.gitignore
!approvals.toml
`

// Mismatch kinds, stable strings shown by verify and status.
const (
	KindMissing  = "missing"  // locked, but absent on disk
	KindExtra    = "extra"    // on disk, but not locked
	KindModified = "modified" // bytes differ, or the entry is of the wrong type
	KindMode     = "mode"     // bytes match, permission bits do not
	KindClash    = "clash"    // a target entry of that name belongs to the user
	KindKept     = "kept"     // a target entry skillpin made for a skill no longer rooted, left because files were added to it
)

// Mismatch is one difference between what is on disk and what the lock says.
type Mismatch struct {
	// Path is slash-separated: skill-relative for a store entry,
	// "<name>/<file>" for the root and targets ("<name>" for a whole skill).
	Path   string `json:"path"`
	Kind   string `json:"kind"`
	Detail string `json:"detail,omitempty"`
}

func (m Mismatch) String() string {
	s := m.Kind + " " + m.Path
	if m.Detail != "" {
		s += ": " + m.Detail
	}
	return s
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

// EnsureStateDir creates the layout's state directory and returns it. A
// state directory that is a symbolic link, or not a directory, is refused
// (an *UnsafePathError): a checkout could ship a .skillpin pointing
// anywhere, and skillpin writes and deletes in it. Its parent is created
// when missing (the project directory, or $XDG_DATA_HOME).
//
// A project's .skillpin gets a .gitignore, so that nothing skillpin writes
// there but approvals.toml (and the .gitignore itself, which must be
// committed to keep the rest out) is ever committed.
func EnsureStateDir(l Layout) (string, error) {
	if err := os.MkdirAll(filepath.Dir(l.State), 0o755); err != nil {
		return "", fmt.Errorf("create the directory of %s: %w", l.State, err)
	}
	dir := l.State
	if err := ensureRealDir(dir); err != nil {
		return "", err
	}
	if l.User() {
		return dir, nil // not in a repository: nothing to keep out of one
	}
	p := filepath.Join(dir, ".gitignore")
	if fi, err := os.Lstat(p); err == nil && fi.Mode().IsRegular() && fi.Size() == int64(len(gitignore)) {
		if old, err := os.ReadFile(p); err == nil && string(old) == gitignore {
			return dir, nil
		}
	}
	if err := atomicfile.WriteFile(p, []byte(gitignore), 0o644, ""); err != nil {
		return "", err
	}
	return dir, nil
}

// UnsafePathError is a path skillpin must write or delete in that is not
// what it must be: a symbolic link where skillpin needs a directory of its
// own, a file, or a directory that resolves outside the project or into
// .git, .skillpin or the cache. Nothing was changed.
type UnsafePathError struct {
	Path   string
	Reason string
}

func (e *UnsafePathError) Error() string {
	return fmt.Sprintf("%s %s; nothing was changed", e.Path, e.Reason)
}

func (e *UnsafePathError) Is(target error) bool { return target == errkind.Invalid }

// ensureRealDir makes dir a directory, refusing a symbolic link or
// another kind of file in its place. Its parent must exist: dir is
// created with Mkdir, never MkdirAll, so no link on the way is followed
// to create directories elsewhere.
func ensureRealDir(dir string) error {
	fi, err := os.Lstat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("create %s: %w", dir, err)
		}
		return ensureRealDir(dir) // lost a race with another creator: check what is there
	case err != nil:
		return fmt.Errorf("%s: %w", dir, err)
	case fi.Mode()&fs.ModeSymlink != 0:
		target, _ := os.Readlink(dir)
		return &UnsafePathError{Path: dir, Reason: fmt.Sprintf("is a symbolic link (to %s); skillpin keeps its own files there and never follows a link out of it: remove the link", target)}
	case !fi.IsDir():
		return &UnsafePathError{Path: dir, Reason: fmt.Sprintf("is a %s, not a directory; skillpin keeps its own files there: move it away", typeName(fi.Mode()))}
	}
	return nil
}

// validRelPath reports whether p is a clean, relative, slash-separated
// path that stays inside its directory: what a locked file path must be
// before skillpin writes it to disk.
func validRelPath(p string) bool {
	if p == "" || p == "." || !fs.ValidPath(p) {
		return false
	}
	return !strings.ContainsAny(p, "\\\x00")
}

// validEntryName reports whether name can be a directory of the root or a
// target: one path element, not hidden (skillpin's temporary names start
// with a dot, and so do the names harnesses skip).
func validEntryName(name string) bool {
	return validRelPath(name) && !strings.Contains(name, "/") && !strings.HasPrefix(name, ".")
}

// digestHex is the store directory name of a skill digest.
func digestHex(digest string) (string, error) {
	if !catalog.ValidDigest(digest) {
		return "", fmt.Errorf("invalid skill digest %q: want sha256: followed by 64 lowercase hex digits", digest)
	}
	return strings.TrimPrefix(digest, catalog.DigestPrefix), nil
}

// fileMode is the permission a stored or copied file gets: read-only, and
// executable only when the lock says so.
func fileMode(exec bool) os.FileMode {
	if exec {
		return 0o555
	}
	return 0o444
}
