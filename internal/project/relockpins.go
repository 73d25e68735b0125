package project

import (
	"path/filepath"

	"github.com/skillpin/skillpin/internal/fetch/gitrev"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/resolve"
)

// previousPins are the pins a relock of an unreadable skills.lock (merge
// conflict markers) compares with, so that it follows no moved tag: the
// lock of each commit a merge, rebase or cherry-pick stands on (HEAD, and
// MERGE_HEAD, REBASE_HEAD or CHERRY_PICK_HEAD when there is one), read
// from git objects, and each side of the conflict in the work tree's
// file. The work tree's sides are its author's to write, but a pin only
// ever adds a refusal: a side cannot make a moved tag pass that a
// committed lock pins.
func previousPins(dir string) []resolve.Pins {
	var out []resolve.Pins
	for _, rev := range []string{"HEAD", "MERGE_HEAD", "REBASE_HEAD", "CHERRY_PICK_HEAD"} {
		r, err := gitrev.Open(dir, rev, true)
		if err != nil || r == nil {
			continue
		}
		data, err := r.Read(LockFile, safefile.MaxLock)
		if err != nil {
			continue
		}
		if l, err := lock.ParseLock(data, r.Label(LockFile)); err == nil {
			out = append(out, resolve.Pins{From: r.Label(LockFile), Lock: l})
		}
	}
	data, err := safefile.Read(dir, LockFile, safefile.MaxLock)
	if err != nil {
		return out
	}
	for i, side := range resolve.ConflictSides(data) {
		label := filepath.Join(dir, LockFile) + [...]string{" (our side of the conflict)", " (their side of the conflict)", " (the conflict's base)"}[i]
		if l, err := lock.ParseLock(side, label); err == nil {
			out = append(out, resolve.Pins{From: label, Lock: l})
		}
	}
	return out
}
