package project

import (
	"bytes"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// pinsRead is a lock a relock compares its new pins with, and where it
// was read.
type pinsRead struct {
	from string
	lock *lock.Lock
}

// previousPins are the pins a relock of an unreadable skills.lock (merge
// conflict markers) compares with, so that it follows no moved tag: the
// lock of each commit a merge, rebase or cherry-pick stands on (HEAD, and
// MERGE_HEAD, REBASE_HEAD or CHERRY_PICK_HEAD when there is one), read
// from git objects, and each side of the conflict in the work tree's
// file. The work tree's sides are its author's to write, but a pin only
// ever adds a refusal: a side cannot make a moved tag pass that a
// committed lock pins.
func previousPins(dir string) []pinsRead {
	var out []pinsRead
	for _, rev := range []string{"HEAD", "MERGE_HEAD", "REBASE_HEAD", "CHERRY_PICK_HEAD"} {
		r, err := openRevision(dir, rev, true)
		if err != nil || r == nil {
			continue
		}
		data, err := r.read(LockFile, safefile.MaxLock)
		if err != nil {
			continue
		}
		if l, err := lock.ParseLock(data, r.label(LockFile)); err == nil {
			out = append(out, pinsRead{r.label(LockFile), l})
		}
	}
	data, err := safefile.Read(dir, LockFile, safefile.MaxLock)
	if err != nil {
		return out
	}
	for i, side := range conflictSides(data) {
		label := filepath.Join(dir, LockFile) + [...]string{" (our side of the conflict)", " (their side of the conflict)", " (the conflict's base)"}[i]
		if l, err := lock.ParseLock(side, label); err == nil {
			out = append(out, pinsRead{label, l})
		}
	}
	return out
}

// conflictSides splits a file with git's conflict markers into our side,
// their side and (diff3 style) the base: the lines outside the markers go
// into each. A file without markers has no sides.
func conflictSides(data []byte) [][]byte {
	const outside, ours, base, theirs = -1, 0, 2, 1
	sides := make([]bytes.Buffer, 3)
	in, found, hasBase := outside, false, false
	for line := range bytes.Lines(data) {
		switch {
		case bytes.HasPrefix(line, []byte("<<<<<<<")):
			in, found = ours, true
			continue
		case bytes.HasPrefix(line, []byte("|||||||")) && in == ours:
			in, hasBase = base, true
			continue
		case bytes.HasPrefix(line, []byte("=======")) && in != outside:
			in = theirs
			continue
		case bytes.HasPrefix(line, []byte(">>>>>>>")) && in != outside:
			in = outside
			continue
		}
		if in == outside {
			for i := range sides {
				sides[i].Write(line)
			}
		} else {
			sides[in].Write(line)
		}
	}
	if !found {
		return nil
	}
	out := [][]byte{sides[ours].Bytes(), sides[theirs].Bytes()}
	if hasBase {
		out = append(out, sides[base].Bytes())
	}
	return out
}

// movedFromPins is the TAG_MOVED refusal of a source whose tag resolved to
// a commit no previous pin of that tag names (nil when one does, or none
// pins it).
func movedFromPins(prev []pinsRead, now *lock.LockedSource) *TagMovedError {
	var moved *lock.LockedSource
	for _, p := range prev {
		was := p.lock.Source(now.Name)
		if was == nil || was.Kind != lock.KindTag || now.Kind != lock.KindTag || was.URL != now.URL || was.Ref != now.Ref {
			continue
		}
		if was.Commit == now.Commit {
			return nil
		}
		if moved == nil {
			moved = was
		}
	}
	if moved == nil {
		return nil
	}
	return &TagMovedError{Source: now.Name, Ref: moved.Ref, From: moved.Commit, To: now.Commit, Cmd: hint.Run("relock", "--accept-moved-tag", now.Name)}
}
