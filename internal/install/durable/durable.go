// Package durable makes a batch of new files and directories durable with
// as few flushes as the platform allows, before the batch is renamed into
// place.
package durable

import (
	"errors"
	"io/fs"
	"os"
	"sync"
	"sync/atomic"
)

// A batch of writes (a store batch, a root generation, the entries of a
// target) is made durable with one flush before it is renamed into place,
// instead of one flush per file. Writers note every file and directory
// they create; flush then makes all of them durable by the cheapest means
// the platform has (see flushNoted in durable_*.go):
//
//   - Linux: one syncfs(2) per file system the batch touched. It writes back
//     every dirty inode and page of that file system and commits its
//     journal, so it covers the whole batch, however many files it has.
//   - macOS: fsync(2) per file and directory, which hands the data to the
//     drive without waiting for its cache, then one fcntl(F_FULLFSYNC) per
//     volume, which empties the drive's cache: the one slow call is paid
//     once per batch, not once per file (os.File.Sync is F_FULLFSYNC there).
//   - Elsewhere: a flush of each file and each directory.
//
// The crash guarantee is the one per-file flushes gave: nothing is renamed
// into place (a store entry, a root generation flip, a target entry) before
// the flush that covers its content has returned, so after a crash or a
// power cut an entry is whole or absent.
type Batch struct {
	mu    sync.Mutex
	files []string
	dirs  []string
	seen  map[string]bool
}

// File notes a file written in the batch.
func (d *Batch) File(p string) {
	d.mu.Lock()
	d.files = append(d.files, p)
	d.mu.Unlock()
}

// Dir notes a directory created or changed in the batch (a new entry in
// it, a rename).
func (d *Batch) Dir(p string) { d.NewDir(p) }

// NewDir notes directory p and reports whether it is new to the batch:
// writers create a directory the first time they see it.
func (d *Batch) NewDir(p string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.seen == nil {
		d.seen = map[string]bool{}
	}
	if d.seen[p] {
		return false
	}
	d.seen[p] = true
	d.dirs = append(d.dirs, p)
	return true
}

// Flush makes everything noted durable and forgets it.
func (d *Batch) Flush() error {
	d.mu.Lock()
	files, dirs := d.files, d.dirs
	d.files, d.dirs, d.seen = nil, nil, nil
	d.mu.Unlock()
	if len(files) == 0 && len(dirs) == 0 {
		return nil
	}
	flushes.Add(1)
	return flushNoted(files, dirs)
}

// flushes counts the batch flushes of this process; syncs counts the
// system calls that flushed something (fsync of a file or directory,
// syncfs of a file system), so tests can check what a flush covered.
var flushes, syncs atomic.Int64

// Flushes is how many batch flushes this process has made, for tests that
// prove a batch is flushed once, not once per file.
func Flushes() int64 { return flushes.Load() }

// flushEach flushes each file and each directory on its own: the portable
// fallback, and what a platform flush falls back to when its call is not
// supported.
func flushEach(files, dirs []string) error {
	for _, p := range files {
		if err := syncPath(p); err != nil {
			return err
		}
	}
	for _, p := range dirs {
		syncDirBestEffort(p)
	}
	return nil
}

// syncPath flushes the file p. A file removed since it was noted (the
// batch dropped a failed entry) needs no flush.
func syncPath(p string) error {
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	syncs.Add(1)
	return f.Sync()
}

// syncDirBestEffort flushes a directory. Some file systems refuse to sync
// a directory; a rename in it is still atomic there, only its durability
// is weaker.
func syncDirBestEffort(p string) {
	if f, err := os.Open(p); err == nil {
		syncs.Add(1)
		_ = f.Sync()
		f.Close()
	}
}
