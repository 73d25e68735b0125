package project

import (
	"errors"
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
//   - it stops at a directory owned by another user or writable by anyone
//     (a shared /tmp), where anyone could plant a skills.toml (not checked
//     on systems without file owners).
//
// A skills.toml found must be a regular file (not a link or a directory).
func FindDir(start, home string) string {
	home = filepath.Clean(home)
	for d := filepath.Clean(start); ; {
		fi, err := os.Lstat(filepath.Join(d, ManifestFile))
		if err == nil && fi.Mode().IsRegular() {
			return d
		}
		if d == home || isRepoRoot(d) {
			return start
		}
		up := filepath.Dir(d)
		if up == d || !ownedByUs(up) {
			return start
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
