package pack

import (
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
)

// A caller about to copy the blobs of a pack out of it (install writes
// each wanted blob into its store entry) would inflate every blob a second
// time to read it back from the pack. A Spool spares that: Receive writes
// each blob it inflates to index the pack into a file of the spool
// directory too, hashing it with SHA-256 on its way, and the reader takes
// that file (a rename, no byte copied) instead of inflating the blob
// again. The spool is a tmp_spool_ directory of objects/pack
// (DownloadPrefixes): whatever no one took is removed with the downloads
// a dead run left, by the next fetch into the cache (RemoveDownloads) or
// `cache gc`. A spool of this process is left alone by its own later
// fetches (live).

// SpoolPrefix starts the name of a spool directory in objects/pack.
const SpoolPrefix = "tmp_spool_"

// Spool is where Receive writes the blobs of the packs it indexes. Its
// methods are safe for concurrent use.
type Spool struct {
	dir string // an OS path

	mu    sync.Mutex
	made  bool
	seq   int
	blobs map[plumbing.Hash]Spooled
}

// Spooled is one blob written to a spool: its file, and the size and
// SHA-256 of the bytes written there, hashed on their way, when the file
// was closed (a file modified since is not the one hashed).
type Spooled struct {
	Path   string
	Size   int64
	SHA256 [sha256.Size]byte
	At     time.Time
}

// live names the spool directories this process uses: RemoveDownloads
// leaves them alone (a later fetch into the same cache must not remove
// what an earlier one spooled for this run's readers).
var live sync.Map // OS path -> true

// NewSpool returns a spool in a new directory of packDir (objects/pack
// of a cache, as an OS path), created when the first blob is written.
func NewSpool(packDir string) *Spool {
	var b [8]byte
	_, _ = rand.Read(b[:])
	dir := filepath.Join(packDir, SpoolPrefix+fmt.Sprintf("%x", b))
	live.Store(dir, true)
	return &Spool{dir: dir, blobs: map[plumbing.Hash]Spooled{}}
}

// Lookup returns the spooled copy of blob h. The file may be gone since
// (taken by a reader, removed by another run): the caller reads the
// blob from the pack then.
func (s *Spool) Lookup(h plumbing.Hash) (Spooled, bool) {
	if s == nil {
		return Spooled{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.blobs[h]
	return b, ok
}

// Len is how many blobs the spool has recorded.
func (s *Spool) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.blobs)
}

// create starts the file of the next blob. A spool that cannot be written
// (no space, a read-only cache) returns nil: the blob is read from the
// pack as before.
func (s *Spool) create() *spoolWriter {
	s.mu.Lock()
	if !s.made {
		if err := os.Mkdir(s.dir, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
			s.mu.Unlock()
			return nil
		}
		s.made = true
	}
	s.seq++
	p := filepath.Join(s.dir, strconv.Itoa(s.seq))
	s.mu.Unlock()
	f, err := createSpoolFile(p)
	if err != nil {
		return nil
	}
	return &spoolWriter{f: f, h: sha256.New()}
}

// spoolWriter writes one blob to its spool file, hashing it. A failed
// write stops it: the blob is then not recorded (done), and the fetch
// goes on.
type spoolWriter struct {
	f   *os.File
	h   hash.Hash
	n   int64
	err error
}

func (w *spoolWriter) Write(p []byte) (int, error) {
	if w.err == nil {
		if _, err := w.f.Write(p); err != nil {
			w.err = err
		} else {
			w.h.Write(p)
			w.n += int64(len(p))
		}
	}
	return len(p), nil // the pack's indexing goes on whatever the spool does
}

// done closes the file and records it as blob id when all of the blob
// (size bytes) reached it; otherwise the file is removed. It returns the
// spooled copy of the blob (this one, or one recorded before), if any.
func (s *Spool) done(w *spoolWriter, id plumbing.Hash, size int64, ok bool) (Spooled, bool) {
	if w == nil {
		return Spooled{}, false
	}
	err := w.f.Close()
	if !ok || w.err != nil || err != nil || w.n != size {
		os.Remove(w.f.Name())
		return Spooled{}, false
	}
	b := Spooled{Path: w.f.Name(), Size: w.n, At: time.Now()}
	w.h.Sum(b.SHA256[:0])
	s.mu.Lock()
	if old, dup := s.blobs[id]; dup {
		s.mu.Unlock()
		os.Remove(b.Path)
		return old, true
	}
	s.blobs[id] = b
	s.mu.Unlock()
	return b, true
}

// read returns the bytes of the spooled blob b, when its file is still
// the one written (not modified since) and of its size.
func (b Spooled) read() ([]byte, bool) {
	f, err := os.Open(b.Path)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() != b.Size || fi.ModTime().After(b.At) {
		return nil, false
	}
	data := make([]byte, b.Size)
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, false
	}
	return data, true
}

// tee returns w writing to dst as well as to the spool writer sw (when
// not nil).
func tee(dst io.Writer, sw *spoolWriter) io.Writer {
	if sw == nil {
		return dst
	}
	return io.MultiWriter(dst, sw)
}

// isLive reports whether the spool directory name (in the objects/pack
// directory packDir, an OS path) belongs to this process.
func isLive(packDir, name string) bool {
	if !strings.HasPrefix(name, SpoolPrefix) {
		return false
	}
	_, ok := live.Load(filepath.Join(packDir, name))
	return ok
}
