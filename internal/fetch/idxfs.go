package fetch

import (
	"bufio"
	"io"
	"os"
	"strings"

	"github.com/go-git/go-billy/v5"
)

// idxBuffered is a cache repository's file system as go-git's storage
// reads it, with pack index files read through a buffer: go-git's index
// decoder reads an index a few bytes at a time (4 for each fanout entry
// and offset, 20 for each object name), one system call each, thousands
// for every index of every storage opened (verify --offline of 1,000
// files made 3,700 such reads). Everything else is the file system's.
type idxBuffered struct{ billy.Filesystem }

// idxReadBuffer holds an index of about 1,000 objects in one read.
const idxReadBuffer = 64 << 10

func (b idxBuffered) Open(name string) (billy.File, error) {
	f, err := b.Filesystem.Open(name)
	if err != nil || !strings.HasSuffix(name, ".idx") {
		return f, err
	}
	return &bufferedFile{File: f, r: bufio.NewReaderSize(f, idxReadBuffer)}, nil
}

// Capabilities are the file system's (go-git asks before writing refs).
func (b idxBuffered) Capabilities() billy.Capability { return billy.Capabilities(b.Filesystem) }

// Chmod is the file system's (go-git sets the mode of the packs it writes).
func (b idxBuffered) Chmod(name string, mode os.FileMode) error {
	if c, ok := b.Filesystem.(billy.Chmod); ok {
		return c.Chmod(name, mode)
	}
	return &os.PathError{Op: "chmod", Path: name, Err: billy.ErrNotSupported}
}

// bufferedFile reads a file through r; seeking drops what r holds.
type bufferedFile struct {
	billy.File
	r *bufio.Reader
}

func (f *bufferedFile) Read(p []byte) (int, error) { return f.r.Read(p) }

func (f *bufferedFile) Seek(offset int64, whence int) (int64, error) {
	if whence == io.SeekCurrent {
		offset -= int64(f.r.Buffered())
	}
	n, err := f.File.Seek(offset, whence)
	f.r.Reset(f.File)
	return n, err
}
