// Package filelock holds every advisory file lock (flock) skillpin takes:
// the locks that serialize runs on a project or a cache (a bounded wait,
// then an error naming the holder), try-locks for work that must not wait,
// and checks of whether a lock is held. No other package uses flock.
package filelock

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/gofrs/flock"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// Two skillpin runs must never interleave their writes to one project or
// one cache. Each mutation holds an exclusive advisory lock (flock): the
// kernel releases it when the process ends, however it ends, so a crash
// never leaves a stale lock behind. The holder writes who it is to a
// sidecar file, so that a run that has to give up can say who is in the way.

const (
	// lockWait is how long a run waits for a busy lock before giving up.
	lockWait = 5 * time.Second
	lockPoll = 50 * time.Millisecond
)

// LockedError is a lock another skillpin run holds.
type LockedError struct {
	Path   string // the lock file
	Holder string // who holds it, from the sidecar file ("" when unknown)
}

func (e *LockedError) Error() string {
	who := "another skillpin run"
	if e.Holder != "" {
		who = "another skillpin run (" + e.Holder + ")"
	}
	return fmt.Sprintf("%s holds %s; wait for it to finish and try again", who, e.Path)
}

// Is makes a busy lock a failed check: the run could not proceed and
// nothing was changed.
func (e *LockedError) Is(target error) bool { return target == errkind.CheckFailed }

// holder is the content of the sidecar file.
type holder struct {
	PID     int    `json:"pid"`
	Command string `json:"command"`
	Since   string `json:"since"`
}

func (h holder) String() string {
	s := fmt.Sprintf("pid %d", h.PID)
	if h.Command != "" {
		s += fmt.Sprintf(" running `skillpin %s`", h.Command)
	}
	if h.Since != "" {
		s += " since " + h.Since
	}
	return s
}

// Acquire takes the lock at path (creating the file and its directory),
// waiting a few seconds for a running skillpin to finish, then failing
// with a *LockedError naming it. command is recorded for that message.
// Take the project lock before the cache lock, never the other way round,
// so that two runs cannot deadlock. The returned function releases it.
func Acquire(ctx context.Context, path, command string) (unlock func(), err error) {
	return AcquireWait(ctx, path, command, lockWait, nil)
}

// AcquireWait is Acquire for a lock whose holder may rightly keep it for
// long (a fetch into a shared git cache): it waits up to wait, calling
// waiting once if it has to wait at all, then fails with a *LockedError
// naming the holder.
func AcquireWait(ctx context.Context, path, command string, wait time.Duration, waiting func()) (unlock func(), err error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if err := regularOrAbsent(path); err != nil {
		return nil, err
	}
	return acquire(ctx, path, command, wait, waiting)
}

// regularOrAbsent refuses a lock path that is a link or anything but a
// regular file: the lock file is opened for writing, and a link planted
// in its place (a checkout can ship one) must not make skillpin create or
// open a file elsewhere.
func regularOrAbsent(path string) error {
	if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() {
		return errkind.Mark(fmt.Errorf("lock file %s is not a regular file (it is %v); skillpin creates it itself: remove it", path, fi.Mode().Type()), errkind.Invalid)
	}
	return nil
}

// TryAcquire takes the lock at path if it is free, without waiting and
// without a holder note (for short-lived locks of one run's own temporary
// files); ok is false when another process holds it.
func TryAcquire(path string) (unlock func(), ok bool, err error) {
	if err := regularOrAbsent(path); err != nil {
		return nil, false, err
	}
	lk := flock.New(path, flock.SetPermissions(0o644))
	ok, err = lk.TryLock()
	if err != nil || !ok {
		return nil, false, err
	}
	return func() { _ = lk.Unlock() }, true, nil
}

// Held reports whether a live process holds the lock at path. It never
// creates the file: a lock file that does not exist is held by no one.
func Held(path string) bool {
	lk := flock.New(path, flock.SetFlag(os.O_RDONLY))
	defer lk.Close()
	ok, err := lk.TryRLock()
	return err == nil && !ok
}

// WaitReleased waits, up to wait, until no process holds the lock at path
// exclusively (a reader's shared lock), and reports whether the lock was
// held when it was called. It never creates the file.
func WaitReleased(ctx context.Context, path string, wait, poll time.Duration) bool {
	lk := flock.New(path, flock.SetFlag(os.O_RDONLY))
	defer lk.Close()
	if ok, err := lk.TryRLock(); err != nil || ok {
		return false
	}
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	_, _ = lk.TryRLockContext(wctx, poll)
	return true
}

func acquire(ctx context.Context, path, command string, wait time.Duration, waiting func()) (func(), error) {
	lk := flock.New(path, flock.SetPermissions(0o644))
	ok, err := lk.TryLock()
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if !ok {
		if waiting != nil {
			waiting()
		}
		wctx, cancel := context.WithTimeout(ctx, wait)
		ok, err = lk.TryLockContext(wctx, lockPoll)
		cancel()
		switch {
		case ok:
		case errors.Is(err, context.DeadlineExceeded) || err == nil:
			return nil, &LockedError{Path: path, Holder: readHolder(path + ".holder")}
		case ctx.Err() != nil:
			return nil, fmt.Errorf("waiting for %s: %w", path, ctx.Err())
		default:
			return nil, fmt.Errorf("lock %s: %w", path, err)
		}
	}
	sidecar := path + ".holder"
	h := holder{PID: os.Getpid(), Command: command, Since: time.Now().UTC().Format(time.RFC3339)}
	data, _ := json.Marshal(h)
	if err := writeNote(sidecar, append(data, '\n')); err != nil {
		lk.Unlock()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return func() {
		os.Remove(sidecar)
		lk.Unlock()
	}, nil
}

func readHolder(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	var h holder
	if json.Unmarshal(data, &h) != nil || h.PID == 0 {
		return ""
	}
	return h.String()
}

// writeNote replaces the file p with data atomically, as atomicfile does
// (same temporary names, so its stale-file cleanup applies), but without
// flushing it to disk: the note only says who holds a lock while it is
// held, and after a crash the lock is free whatever the note says. Two
// flushes per lock taken were most of a warm install's system time.
func writeNote(p string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(p), "."+filepath.Base(p)+".tmp-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), p)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
