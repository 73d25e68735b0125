package store

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/durable"
)

// The trusted root and the targets are made from store entries. An entry
// this Store wrote or re-hashed whole (Put, Check) is known to hold the
// locked bytes, so its files are shared instead of copied: a reflink where
// the file system has them (the copy gets blocks of its own on its first
// write), else a hard link (the same inode under a second name), else a
// copy. Nothing is read back and nothing is written but directory entries.
// An entry this Store has not hashed is copied and hashed on its way, as
// before: nothing reaches the root that this run did not check.
//
// What a hard link shares, and why it is safe, is in docs/storage.md
// ("Shared files"): the inode's bytes, mode and owner. A write through a
// root or target file is a write into the store entry; every check that
// trusts the store re-hashes it (Check before an entry is published anew,
// verify and install --repair always), so a changed entry is found in
// every project that links it, and is removed and stored again.

// verifiedSet records the entries a Store hashed whole in this process,
// and when: a file written since (its modification time is later) is not
// shared but copied, and so hashed again. That catches an edit made
// through a root or target file during the run; it is no defence against
// someone who also resets the modification time, which is why every
// reader that trusts the store re-hashes it (docs/storage.md).
type verifiedSet struct{ m sync.Map } // entry hex -> time.Time

func (s *Store) markVerified(h string) {
	if s.verified != nil {
		s.verified.m.Store(h, time.Now())
	}
}

func (s *Store) forget(h string) {
	if s.verified != nil {
		s.verified.m.Delete(h)
	}
}

// Verified reports whether this Store wrote or re-hashed the entry for
// digest whole since it was opened (and has not removed it since): then
// Copy shares its files instead of copying them.
func (s *Store) Verified(digest string) bool {
	_, ok := s.verifiedAt(digest)
	return ok
}

func (s *Store) verifiedAt(digest string) (time.Time, bool) {
	h, err := DigestHex(digest)
	if err != nil || s.verified == nil {
		return time.Time{}, false
	}
	t, ok := s.verified.m.Load(h)
	if !ok {
		return time.Time{}, false
	}
	return t.(time.Time), true
}

// hardlinks says whether hard links are worth trying: a refusal that
// will not change within the run (another file system, a file system
// without links, a sandbox that forbids them) turns them off for the rest
// of it, as a failed clone turns off reflinks.
var hardlinks = func() *atomic.Bool { var b atomic.Bool; b.Store(true); return &b }()

// link is os.Link; tests replace it to refuse.
var link = os.Link

// Shared counts the files Copy shared (reflinked or linked) instead of
// copying, in this process: tests prove a publication wrote no bytes.
func Shared() int64 { return sharedFiles.Load() }

var sharedFiles atomic.Int64

// shareFile makes dst the locked file f of an entry verified at since,
// whose copy is at src, without copying its bytes. It reports false when
// it could not (the caller copies), leaving nothing at dst. The store file
// must still be a regular file of the locked size and read-only mode, not
// written since it was verified: anything else is left to the copy, which
// hashes it and reports what changed.
func shareFile(src, dst string, f catalog.File, since time.Time, d *durable.Batch) bool {
	fi, err := os.Lstat(src)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() != f.Size || fi.Mode().Perm() != FileMode(f.Exec) || fi.ModTime().After(since) {
		return false
	}
	if reflinks.Load() && cloneShared(src, dst, f, d) {
		sharedFiles.Add(1)
		return true
	}
	if !hardlinks.Load() {
		return false
	}
	if err := link(src, dst); err != nil {
		if linksRefused(err) {
			hardlinks.Store(false)
		}
		return false // EMLINK, a name taken…: this file is copied
	}
	sharedFiles.Add(1)
	return true
}

// cloneShared clones src to dst (created read-only). A failure turns
// reflinks off for the run and removes what it created.
func cloneShared(src, dst string, f catalog.File, d *durable.Batch) bool {
	in, err := openFile(src)
	if err != nil {
		return false
	}
	defer in.Close()
	out, chmod, err := createFile(dst, FileMode(f.Exec))
	if err != nil {
		return false
	}
	err = cloneFile(out, in)
	if err == nil && chmod {
		err = out.Chmod(FileMode(f.Exec))
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		reflinks.Store(false)
		os.Remove(dst)
		return false
	}
	d.File(dst)
	return true
}

// linksRefused reports whether a failed link means no link will work
// here: another file system (EXDEV), links forbidden (EPERM, as with
// fs.protected_hardlinks for a file one does not own, or a sandbox), or a
// file system without them.
func linksRefused(err error) bool {
	return errors.Is(err, syscall.EXDEV) || errors.Is(err, syscall.EPERM) ||
		errors.Is(err, errors.ErrUnsupported) || errors.Is(err, syscall.ENOSYS) ||
		errors.Is(err, syscall.EOPNOTSUPP)
}

// copyEntry writes the files of the entry at src into dst (which exists):
// shared where the entry is verified (see shareFile), else copied and
// hashed on their way.
func (s *Store) copyEntry(src, dst, digest string, files catalog.FileSet, d *durable.Batch) error {
	since, share := s.verifiedAt(digest)
	for _, f := range files {
		from := filepath.Join(src, filepath.FromSlash(f.Path))
		if share {
			to := filepath.Join(dst, filepath.FromSlash(f.Path))
			parent := filepath.Dir(to)
			if d.NewDir(parent) {
				if err := os.MkdirAll(parent, 0o755); err != nil {
					return fmt.Errorf("skill %s: %s: %w", digest, f.Path, err)
				}
			}
			if shareFile(from, to, f, since, d) {
				d.Dir(parent)
				continue
			}
		}
		err := writeVerified(dst, f, digest, func() (io.ReadCloser, error) { return openRegular(from) }, d)
		if err != nil {
			return err
		}
	}
	return nil
}
