package resolve

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify"
)

// Short is a commit cut to twelve digits.
func Short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}

// TagMoved reports whether now is old's tag resolved again to another
// commit: the same URL and tag, another commit. A moved tag is how a
// publisher (or whoever took over the repository) ships other bytes under
// a version someone reviewed.
func TagMoved(old, now *lock.LockedSource) bool {
	return old.Kind == lock.KindTag && now.Kind == lock.KindTag && old.URL == now.URL && old.Ref == now.Ref &&
		old.Commit != "" && now.Commit != "" && old.Commit != now.Commit
}

// TagMovedError is a source whose locked tag names another commit
// upstream now: never followed unless asked (update NAME
// --accept-moved-tag). Nothing was written.
type TagMovedError struct {
	Source, Ref, From, To string
	Cmd                   hint.Cmd // the command that accepts it
}

func (e *TagMovedError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the commands it names rendered for
// scope s.
func (e *TagMovedError) Render(s hint.Scope) string {
	return fmt.Sprintf("%s: source %q: tag %s moved upstream from %s to %s; a moved tag is how a publisher (or an attacker) ships other bytes under a version you reviewed, so skillpin does not follow it and nothing was written. Find out why it moved; to take the new commit, run `%s` and review it with `%s`",
		verify.CodeTagMoved, e.Source, e.Ref, Short(e.From), Short(e.To), e.Cmd.Line(s), hint.Run("diff").Line(s))
}

func (e *TagMovedError) Is(target error) bool { return target == errkind.CheckFailed }

// Pins is a lock a relock compares its new pins with, and where it was
// read ("HEAD:skills.lock", a side of a merge conflict).
type Pins struct {
	From string
	Lock *lock.Lock
}

// MovedFromPins is the TAG_MOVED refusal of a source whose tag resolved to
// a commit no previous pin of that tag names (nil when one does, or none
// pins it).
func MovedFromPins(prev []Pins, now *lock.LockedSource) *TagMovedError {
	var moved *lock.LockedSource
	for _, p := range prev {
		was := p.Lock.Source(now.Name)
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

// CheckMoved refuses a relock of every source that follows a moved tag:
// against old (the lock being replaced) when it could be read, else
// against prev (the pins an unreadable lock held, as far as they can be
// had). The sources in accept may move.
func CheckMoved(old *lock.Lock, prev []Pins, now *lock.Lock, accept []string) error {
	for i := range now.Sources {
		ls := &now.Sources[i]
		if slices.Contains(accept, ls.Name) {
			continue
		}
		if old == nil {
			if err := MovedFromPins(prev, ls); err != nil {
				return err
			}
		} else if was := old.Source(ls.Name); was != nil && TagMoved(was, ls) {
			return &TagMovedError{Source: ls.Name, Ref: was.Ref, From: was.Commit, To: ls.Commit, Cmd: hint.Run("update", ls.Name, "--accept-moved-tag")}
		}
	}
	return nil
}

// ConflictSides splits a file with git's conflict markers into our side,
// their side and (diff3 style) the base: the lines outside the markers go
// into each. A file without markers has no sides.
func ConflictSides(data []byte) [][]byte {
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
