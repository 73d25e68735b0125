package store

import (
	"encoding/hex"
	"os"
	"sync/atomic"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
)

// A blob fetched for the store was inflated once already, to index the
// pack it came in; the fetch kept those bytes in a file of the cache as
// they were inflated, hashed with SHA-256 on their way (the fetch
// package's spool). Such a source file is taken into the entry as it is,
// renamed, instead of being read and written again: each byte is written
// once, and hashed once, against the lock, as Put promises. Anything that
// does not hold is copied and hashed as any other source is.

// spooled is a source file that was hashed as it was written, by this
// process, into a file of the cache (see fetch.SpooledFile): file is it,
// open for reading; path its name; size and sha256 what was written, as
// of at, when it was closed.
type spooled interface {
	Spooled() (file *os.File, path string, size int64, sha256 [32]byte, at time.Time)
}

// takeSpooled makes dst the spooled file sp when its bytes are the locked
// ones of f: the size and SHA-256 hashed as it was written match the
// lock, and the file renamed to dst is the one open (not another put in
// its place), a regular file of that size not modified since it was
// hashed. It then sets the locked mode. It reports false, leaving nothing
// at dst, when any of that does not hold: the caller copies from sp's
// file, hashing it.
func takeSpooled(sp spooled, dst string, f catalog.File) bool {
	file, p, size, sum, at := sp.Spooled()
	if file == nil || size != f.Size || catalog.DigestPrefix+hex.EncodeToString(sum[:]) != f.Digest {
		return false
	}
	if err := os.Rename(p, dst); err != nil {
		return false // taken by another reader, removed by another run, another file system
	}
	fi, err := file.Stat()
	ok := err == nil && fi.Mode().IsRegular() && fi.Size() == f.Size && !fi.ModTime().After(at)
	if ok {
		di, err := os.Lstat(dst)
		ok = err == nil && os.SameFile(fi, di)
	}
	if ok && fi.Mode().Perm() != FileMode(f.Exec) {
		ok = file.Chmod(FileMode(f.Exec)) == nil
	}
	if !ok {
		os.Remove(dst)
		return false
	}
	takenFiles.Add(1)
	return true
}

var takenFiles atomic.Int64

// Taken counts the spooled files Put took into entries instead of
// copying them, in this process: tests prove with it that a cold install
// writes the bytes it fetched once.
func Taken() int64 { return takenFiles.Load() }
