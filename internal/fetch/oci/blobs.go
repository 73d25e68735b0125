package oci

import (
	"archive/tar"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// A skill layer is never held in memory: it is written to the blob cache
// (or, for a client without one, to a temporary file) as it arrives,
// checked against its digest, and indexed; the file system Open returns
// reads each file from the blob when it is opened. Memory is bounded by
// what one read buffers, whatever the manifest lists: how many layers,
// how large each, how often one is repeated.

// blob is a verified layer on disk.
type blob struct {
	path string   // the cache's copy, opened for each read; "" when spooled
	f    *os.File // a spooled copy (no cache), unlinked, read with ReadAt
}

// open opens b for reading at offsets; the closer ends the read.
func (b *blob) open() (io.ReaderAt, io.Closer, error) {
	if b.f != nil {
		return b.f, nopCloser{}, nil
	}
	f, err := os.Open(b.path)
	if err != nil {
		return nil, nil, err
	}
	return f, f, nil
}

type nopCloser struct{}

func (nopCloser) Close() error { return nil }

// layerBlob returns the layer digest of size bytes on disk,
// checked against its digest, and its files (at most maxFiles): from the
// cache when it holds it whole, else fetched (refused offline). A cached
// copy that no longer matches its digest is fetched again, never used.
func (c *Client) layerBlob(ctx context.Context, sess func() (*session, error), r Ref, op, digest string, size int64, maxFiles int) (*blob, []tarFile, error) {
	if p := c.blobPath(digest); p != "" {
		if files, err := indexBlob(p, digest, size, maxFiles); err == nil {
			c.layerRead(digest)
			return &blob{path: p}, files, nil
		} else if errors.Is(err, errLayerInvalid) {
			return nil, nil, c.fail(r, op, errkind.Invalid, "%v", err)
		}
	}
	s, err := sess()
	if err != nil {
		return nil, nil, err
	}
	dir := os.TempDir()
	if p := c.blobPath(digest); p != "" {
		dir = filepath.Dir(p)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, nil, c.fail(r, op, errkind.Unavailable, "%v", err)
		}
	}
	tmp, err := os.CreateTemp(dir, tmpBlobPrefix)
	if err != nil {
		return nil, nil, c.fail(r, op, errkind.Unavailable, "%v", err)
	}
	keep := false
	defer func() {
		if !keep {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	n, err := s.getTo(ctx, op, "/blobs/"+digest, "", size, tmp)
	if err != nil {
		return nil, nil, err
	}
	if err := tmp.Sync(); err != nil {
		return nil, nil, c.fail(r, op, errkind.Unavailable, "%v", err)
	}
	files, err := indexBlob(tmp.Name(), digest, n, maxFiles)
	var mismatch *digestMismatch
	switch {
	case errors.As(err, &mismatch):
		return nil, nil, c.fail(r, op, errkind.CheckFailed, "asked for %s, the registry sent content with digest %s", digest, mismatch.got)
	case n != size:
		return nil, nil, c.fail(r, op, errkind.CheckFailed, "%d bytes, the manifest says %d", n, size)
	case err != nil:
		return nil, nil, c.fail(r, op, errkind.Invalid, "%v", err)
	}
	c.layerRead(digest)
	if p := c.blobPath(digest); p != "" {
		tmp.Close()
		// Readable as the cache's other files are (CreateTemp makes 0600).
		if err := os.Chmod(tmp.Name(), 0o644); err != nil {
			return nil, nil, c.fail(r, op, errkind.Unavailable, "%v", err)
		}
		if err := os.Rename(tmp.Name(), p); err != nil {
			return nil, nil, c.fail(r, op, errkind.Unavailable, "%v", err)
		}
		keep = true
		return &blob{path: p}, files, nil
	}
	// No cache: the open file is the layer's only copy, gone when the
	// process ends (or its file system is collected). Where an open file
	// cannot be removed (Windows), it stays in the temporary directory.
	_ = os.Remove(tmp.Name())
	keep = true
	return &blob{f: tmp}, files, nil
}

func (c *Client) layerRead(digest string) {
	if c.onLayerRead != nil {
		c.onLayerRead(digest)
	}
}

// tmpBlobPrefix names a layer being downloaded into the blob cache.
const tmpBlobPrefix = ".tmp-blob-"

// StaleAge is how long a layer download must have been left untouched
// for RemoveStaleDownloads to take it for one a killed run left: a live
// download writes to it, and a run that holds no cache lock (verify) may be
// downloading.
const StaleAge = time.Hour

// RemoveStaleDownloads removes the layer downloads killed runs left in
// the blob cache of cacheDir (untouched for StaleAge before now), and
// returns their paths relative to cacheDir; `skillpin cache gc` calls it.
func RemoveStaleDownloads(cacheDir string, now time.Time) ([]string, error) {
	rel := filepath.Join("oci", "blobs", "sha256")
	ents, err := os.ReadDir(filepath.Join(cacheDir, rel))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("clean the OCI blob cache: %w", err)
	}
	var removed []string
	for _, e := range ents {
		if !strings.HasPrefix(e.Name(), tmpBlobPrefix) || !e.Type().IsRegular() {
			continue
		}
		fi, err := e.Info()
		if err != nil || now.Sub(fi.ModTime()) < StaleAge {
			continue
		}
		if err := os.Remove(filepath.Join(cacheDir, rel, e.Name())); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return removed, fmt.Errorf("clean the OCI blob cache: %w", err)
		}
		removed = append(removed, filepath.Join(rel, e.Name()))
	}
	return removed, nil
}

// getTo fetches path under the repository into w, at most max bytes, and
// returns how many it wrote.
func (s *session) getTo(ctx context.Context, op, path, accept string, max int64, w io.Writer) (int64, error) {
	body, err := s.open(ctx, op, path, accept, max)
	if err != nil {
		return 0, err
	}
	defer body.Close()
	n, err := io.CopyBuffer(w, struct{ io.Reader }{io.LimitReader(body, max+1)}, make([]byte, 32<<10))
	if err != nil {
		return n, s.c.classify(s.ref, op, err)
	}
	if n > max {
		return n, s.c.fail(s.ref, op, errkind.Invalid, "over the bound of %d bytes", max)
	}
	return n, nil
}

// errLayerInvalid marks a layer whose bytes match its digest but are not
// a skill layer: fetching it again would not help.
var errLayerInvalid = errors.New("invalid skill layer")

type digestMismatch struct{ got string }

func (e *digestMismatch) Error() string { return "content with digest " + e.got }

// indexBlob reads the layer at path once: it hashes the whole of it
// against digest (size bytes) and lists its regular files with where each
// lies in the blob and its sha256 (untarFiles). Only the tar headers are
// kept. A digest that does not match is a *digestMismatch; a layer that
// matches but is not a valid skill layer wraps errLayerInvalid.
func indexBlob(path, digest string, size int64, maxFiles int) ([]tarFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sum := sha256.New()
	r := io.TeeReader(io.LimitReader(f, size+1), sum)
	buf := make([]byte, 32<<10)
	files, terr := untarFiles(r, maxFiles, buf)
	if _, err := io.CopyBuffer(io.Discard, struct{ io.Reader }{r}, buf); err != nil { // the tar's trailing blocks, hashed too
		return nil, err
	}
	if got := "sha256:" + hex.EncodeToString(sum.Sum(nil)); got != digest {
		return nil, &digestMismatch{got: got}
	}
	if terr != nil {
		return nil, fmt.Errorf("%w: %w", errLayerInvalid, terr)
	}
	return files, nil
}

// tarFile is one regular file of a skill layer: where its bytes lie in
// the layer, and their sha256, so that a read of it can be checked.
type tarFile struct {
	name      string
	off, size int64
	exec      bool
	sum       [sha256.Size]byte
}

// countingReader counts the bytes read through it: after tar.Reader.Next,
// the offset of the entry's data (tar.Reader reads headers in whole
// blocks, and an entry's data straight from its reader).
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// untarFiles reads a skill layer's regular files (at most maxFiles) from
// r, hashing each, refusing every other kind of entry, any unclean name,
// and an entry whose data is not stored as it reads (sparse files).
// buf is the copy buffer (nil: one is made).
func untarFiles(r io.Reader, maxFiles int, buf []byte) ([]tarFile, error) {
	if buf == nil {
		buf = make([]byte, 32<<10)
	}
	var out []tarFile
	cr := &countingReader{r: r}
	tr := tar.NewReader(cr)
	seen := map[string]bool{}
	var h hash.Hash = sha256.New()
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("not a tar archive: %w", err)
		}
		name := strings.TrimSuffix(hdr.Name, "/")
		if hdr.Typeflag == tar.TypeDir {
			if err := checkEntry(name); err != nil {
				return nil, err
			}
			continue
		}
		if hdr.Typeflag != tar.TypeReg {
			return nil, fmt.Errorf("entry %q is not a regular file (type %q): skill layers hold regular files only", name, hdr.Typeflag)
		}
		if err := checkEntry(name); err != nil {
			return nil, err
		}
		if seen[name] {
			return nil, fmt.Errorf("entry %q appears twice", name)
		}
		seen[name] = true
		if len(seen) > maxFiles {
			return nil, fmt.Errorf("more than %d files", maxFiles)
		}
		start := cr.n
		h.Reset()
		n, err := io.CopyBuffer(h, tr, buf)
		if err != nil {
			return nil, fmt.Errorf("entry %q: %w", name, err)
		}
		if n != hdr.Size || cr.n-start != n {
			return nil, fmt.Errorf("entry %q is not stored as a plain file (sparse or malformed)", name)
		}
		f := tarFile{name: name, off: start, size: n, exec: hdr.Mode&0o111 != 0}
		h.Sum(f.sum[:0])
		out = append(out, f)
	}
}
