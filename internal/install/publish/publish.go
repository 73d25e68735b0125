// Package publish makes verified store entries visible: the trusted root
// that harnesses read (a link flipped to a complete new generation), the
// harness target directories (plan, sync and ownership of their entries),
// the per-project ledger in the cache that records what skillpin owns,
// and the check that the cache stays isolated from every discovery path.
//
// Every write that replaces state a reader can see is atomic: the trusted
// root is a symlink flipped to a complete new generation, a target entry is
// built next to the target and renamed in, and small files go through
// package atomicfile. A crash at any step leaves the previous state usable
// and the next run repairs what is left over.
package publish

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Install modes: how the trusted root and targets hold a skill's files.
const (
	ModeCopy    = "copy"    // read-only copies of the store files
	ModeSymlink = "symlink" // links into the store (root) or into the root (targets)
)

// gitignore makes everything in .skillpin local except approvals.toml,
// which a team may choose to commit.
const gitignore = `# Written by skillpin. Everything in .skillpin is local state (the trusted
# root, its generations, temporary files, locks and bookkeeping) except this
# file and approvals.toml, which you may commit to share approvals with your team.
*
!.gitignore
!approvals.toml
`

// EnsureStateDir creates the layout's state directory and returns it. A
// state directory that is a symbolic link, or not a directory, is refused
// (an *UnsafePathError): a checkout could ship a .skillpin pointing
// anywhere, and skillpin writes and deletes in it. Its parent is created
// when missing (the project directory, or $XDG_DATA_HOME).
//
// A project's .skillpin gets a .gitignore, so that nothing skillpin writes
// there but approvals.toml (and the .gitignore itself, which must be
// committed to keep the rest out) is ever committed.
func EnsureStateDir(l layout.Layout) (string, error) {
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
	// Fix ends Reason when what to do names a command (package hint
	// renders it for the scope).
	Fix hint.Msg
}

func (e *UnsafePathError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the commands its Fix names rendered for
// scope s.
func (e *UnsafePathError) Render(s hint.Scope) string {
	return fmt.Sprintf("%s %s%s; nothing was changed", e.Path, e.Reason, e.Fix.Render(s))
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
		return &UnsafePathError{Path: dir, Reason: fmt.Sprintf("is a %s, not a directory; skillpin keeps its own files there: move it away", store.TypeName(fi.Mode()))}
	}
	return nil
}

// validEntryName reports whether name can be a directory of the root or a
// target: one path element, not hidden (skillpin's temporary names start
// with a dot, and so do the names harnesses skip).
func validEntryName(name string) bool {
	return store.ValidRelPath(name) && !strings.Contains(name, "/") && !strings.HasPrefix(name, ".")
}
