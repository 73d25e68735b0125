package layout

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// FindDir returns the project directory for a command started in start
// (absolute): start itself when it holds skills.toml, else the nearest
// directory above it that does, as git and cargo find theirs. It returns
// start when there is none, so that the command reports the missing
// manifest where the user is (and `add` creates one there).
//
// The search never leaves what is plausibly the same project, because
// a directory above may belong to someone else and its skills.toml would
// then decide what reaches the user's agents:
//   - it stops at a repository root (a directory holding .git): a checkout
//     is never read as part of an enclosing repository, and a repository
//     nested in another (a vendored checkout, a submodule) is never read as
//     part of the outer one;
//   - it stops at home (checked, not passed) and at the file system root;
//   - it stops at a directory owned by another user, or that anyone else
//     may write: others (a shared /tmp), its group (mode 2775), or
//     someone an ACL names (on Linux), where another could plant a
//     skills.toml (not checked on systems without file owners).
//
// A skills.toml found must be a regular file (not a link or a directory).
func FindDir(start, home string) string {
	dir, _ := Find(start, home)
	return dir
}

// Refused is a directory above the work directory that holds a
// skills.toml FindDir did not read, and why.
type Refused struct {
	Dir, Why string
}

func (r *Refused) String() string {
	return fmt.Sprintf("%s is not read: %s, so someone else could have put it there (make the directory yours alone, or run in the project with -C)", filepath.Join(r.Dir, ManifestFile), r.Why)
}

// Find is FindDir, and the directory whose skills.toml the search
// refused to read, if one was the reason it stopped (nil otherwise).
func Find(start, home string) (string, *Refused) {
	home = filepath.Clean(home)
	for d := filepath.Clean(start); ; {
		fi, err := os.Lstat(filepath.Join(d, ManifestFile))
		if err == nil && fi.Mode().IsRegular() {
			return d, nil
		}
		if d == home || isRepoRoot(d) {
			return start, nil
		}
		up := filepath.Dir(d)
		if up == d {
			return start, nil
		}
		if why := unsafeDir(up); why != "" {
			if fi, err := os.Lstat(filepath.Join(up, ManifestFile)); err == nil && fi.Mode().IsRegular() {
				return start, &Refused{Dir: up, Why: why}
			}
			return start, nil
		}
		d = up
	}
}

// isRepoRoot reports whether d holds .git (a directory, or the file of a
// worktree or submodule); a .git that cannot be looked at counts as one.
func isRepoRoot(d string) bool {
	_, err := os.Lstat(filepath.Join(d, ".git"))
	return !errors.Is(err, fs.ErrNotExist)
}
