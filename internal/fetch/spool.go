package fetch

import (
	"io"
	"os"
	"sync/atomic"
	"time"

	"github.com/skillpin/skillpin/internal/fetch/pack"
)

// spooled opens the spooled copy of the blob of n (see pack.Spool), or
// returns nil: no spool, a blob that is not in it, or a file that is gone
// (a reader took it, another run removed it). The caller then reads the
// blob from the pack.
func (t *treeFS) spooled(n node, info *fileInfo, name string) *SpooledFile {
	b, ok := t.spool.Lookup(n.hash)
	if !ok {
		return nil
	}
	f, err := openSpooled(b.Path)
	if err != nil {
		return nil
	}
	spooledOpens.Add(1)
	return &SpooledFile{File: f, info: info, blob: b, path: name}
}

// SpooledFile is a blob of a tree read from the file it was spooled to as
// it was fetched, not inflated from the pack again. Its bytes are the
// blob's: the spool recorded the file under the blob's id only once all
// of it was written and its object id computed from those bytes.
type SpooledFile struct {
	*os.File
	info *fileInfo
	blob pack.Spooled
	path string
	eof  bool // all of it was read
}

// Read reads the blob, noting when all of it was read.
func (f *SpooledFile) Read(p []byte) (int, error) {
	n, err := f.File.Read(p)
	if err == io.EOF {
		f.eof = true
	}
	return n, err
}

// WriteTo copies the blob to w through Read (the embedded file's WriteTo
// would not see its end).
func (f *SpooledFile) WriteTo(w io.Writer) (int64, error) {
	return io.Copy(w, struct{ io.Reader }{f})
}

// Close closes the file, and removes it once a reader has read all of it
// (copied it, hashed it) rather than taken it whole: the spool would
// otherwise keep a second copy of every blob it did not move into the
// store until the next fetch into the cache. A later reader of the same
// blob reads it from the pack.
func (f *SpooledFile) Close() error {
	err := f.File.Close()
	if f.eof {
		os.Remove(f.blob.Path)
	}
	return err
}

// Stat describes the file as the tree does (name, mode, size).
func (f *SpooledFile) Stat() (os.FileInfo, error) { return f.info, nil }

// Spooled returns the spool file (open) and its path, and the size and
// SHA-256 of the bytes written to it, hashed on their way, as of when it
// was closed (at): a store may take the file as it is (rename it into an
// entry) when these are the locked ones and the file has not been
// modified since at.
func (f *SpooledFile) Spooled() (file *os.File, path string, size int64, sha256 [32]byte, at time.Time) {
	return f.File, f.blob.Path, f.blob.Size, f.blob.SHA256, f.blob.At
}

// spooledOpens counts the blobs opened from a spool in this process.
var spooledOpens atomic.Int64

// SpooledOpens is how many blobs trees have opened from a spool instead
// of inflating them from the pack, in this process: tests prove with it
// that a cold install reads its blobs from the spool.
func SpooledOpens() int64 { return spooledOpens.Load() }
