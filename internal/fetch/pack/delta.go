package pack

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/go-git/go-billy/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/format/packfile"
)

// go-git resolves a delta with its base held whole in memory, whatever
// the base's size: a file an upstream changed in place cost its size (a
// 250 MiB file the selection never reads, 500 MiB as the buffer grew).
// A delta whose chain holds an object over LargeObject is resolved here
// instead, through temporary files: each base is inflated to a file and
// the delta applied from it, reading exactly the ranges it copies, so
// memory stays a few buffers whatever the sizes, and a hostile delta
// cannot make it re-read a base over and over either. The temporary
// files are tmp_obj_ files of objects/pack (DownloadPrefixes), removed as
// soon as they are used, or by RemoveDownloads after a failure. Reading
// such an object from the cache later goes the same way (deltaObject),
// its temporary files in the system's temporary directory: a reader may
// not write the repository.

// maxDeltaDepth bounds a delta chain (git's own pack.depth allows 4095).
const maxDeltaDepth = 4095

// deltaWorkBudget bounds the bytes written to temporary files while one
// pack's large deltas are resolved: a pack whose deltas would take more
// is refused as malformed or hostile. A variable for tests.
var deltaWorkBudget int64 = 8 << 30

// errDeltaBudget is a pack whose large deltas would take more than
// deltaWorkBudget to resolve.
var errDeltaBudget = errors.New("its deltas would take more than 8 GiB of temporary files to resolve: it is malformed (a broken or hostile server); nothing was stored")

// deltaFiles resolves the large deltas of a pack: of the pack being
// indexed, or of a cached pack when such an object is read.
type deltaFiles struct {
	fsys billy.Filesystem
	pack string // the pack file, in fsys
	base func(plumbing.Hash) (int64, bool)
	// temp creates a temporary file, remove removes one.
	temp   func() (tempFile, error)
	remove func(name string)
	spent  int64 // bytes written to temporary files
}

// tempFile is a temporary file of deltaFiles.
type tempFile interface {
	io.ReadWriteSeeker
	io.ReaderAt
	io.Closer
	Name() string
}

// discard closes and removes f.
func (d *deltaFiles) discard(f tempFile) {
	f.Close()
	d.remove(f.Name())
}

// header reads the object header at off, and for a delta the base and
// target sizes at the head of its data.
func (d *deltaFiles) header(off int64) (oh *packfile.ObjectHeader, src, tgt int64, err error) {
	f, err := d.fsys.Open(d.pack)
	if err != nil {
		return nil, 0, 0, err
	}
	defer f.Close()
	sc := packfile.NewScanner(f)
	if oh, err = sc.SeekObjectHeader(off); err != nil {
		return nil, 0, 0, err
	}
	if oh.Type != plumbing.OFSDeltaObject && oh.Type != plumbing.REFDeltaObject {
		return oh, 0, oh.Length, nil
	}
	var head headBytes
	if _, _, err := sc.NextObject(&head); err != nil && !errors.Is(err, errHeadFull) {
		return nil, 0, 0, err
	}
	br := bufio.NewReader(&head.buf)
	s, err1 := readLEB128(br)
	t, err2 := readLEB128(br)
	if err := errors.Join(err1, err2); err != nil {
		return nil, 0, 0, fmt.Errorf("delta at offset %d: %w", off, packfile.ErrInvalidDelta)
	}
	return oh, int64(s), int64(t), nil
}

// baseOffset is where the base of the delta oh is in the pack.
func (d *deltaFiles) baseOffset(oh *packfile.ObjectHeader) (int64, error) {
	if oh.Type == plumbing.OFSDeltaObject {
		return oh.OffsetReference, nil
	}
	if off, ok := d.base(oh.Reference); ok {
		return off, nil
	}
	return 0, packfile.ErrReferenceDeltaNotFound
}

// resolve writes the object at off, resolved, to a temporary file and
// returns the file (open, the caller closes and removes it), its type and
// size.
func (d *deltaFiles) resolve(off int64, depth int) (tempFile, plumbing.ObjectType, int64, error) {
	if depth > maxDeltaDepth {
		return nil, 0, 0, fmt.Errorf("a delta chain at offset %d is more than %d deep: %w", off, maxDeltaDepth, packfile.ErrInvalidDelta)
	}
	oh, src, tgt, err := d.header(off)
	if err != nil {
		return nil, 0, 0, err
	}
	out, err := d.temp()
	if err != nil {
		return nil, 0, 0, err
	}
	fail := func(err error) (tempFile, plumbing.ObjectType, int64, error) {
		d.discard(out)
		return nil, 0, 0, err
	}
	if oh.Type != plumbing.OFSDeltaObject && oh.Type != plumbing.REFDeltaObject {
		if err := d.charge(oh.Length); err != nil {
			return fail(err)
		}
		if err := d.inflate(off, out); err != nil {
			return fail(err)
		}
		return out, oh.Type, oh.Length, nil
	}
	baseOff, err := d.baseOffset(oh)
	if err != nil {
		return fail(err)
	}
	base, typ, size, err := d.resolve(baseOff, depth+1)
	if err != nil {
		return fail(err)
	}
	defer d.discard(base)
	if size != src {
		return fail(fmt.Errorf("delta at offset %d: %w", off, packfile.ErrInvalidDelta))
	}
	if err := d.charge(tgt); err != nil {
		return fail(err)
	}
	if err := d.apply(off, base, size, out); err != nil {
		return fail(err)
	}
	return out, typ, tgt, nil
}

// hash resolves the object at off through temporary files and returns
// its hash.
func (d *deltaFiles) hash(off int64) (plumbing.Hash, error) {
	f, typ, size, err := d.resolve(off, 0)
	if err != nil {
		return plumbing.ZeroHash, err
	}
	defer d.discard(f)
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return plumbing.ZeroHash, err
	}
	h := plumbing.NewHasher(typ, size)
	if _, err := io.Copy(h, f); err != nil {
		return plumbing.ZeroHash, err
	}
	return h.Sum(), nil
}

func (d *deltaFiles) charge(n int64) error {
	d.spent += n
	if d.spent > deltaWorkBudget {
		return errDeltaBudget
	}
	return nil
}

// inflate writes the content of the whole object at off to w.
func (d *deltaFiles) inflate(off int64, w io.Writer) error {
	f, err := d.fsys.Open(d.pack)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := packfile.NewScanner(f)
	if _, err := sc.SeekObjectHeader(off); err != nil {
		return err
	}
	_, _, err = sc.NextObject(w)
	return err
}

// apply applies the delta at off to base (size bytes) and writes the
// result to w.
func (d *deltaFiles) apply(off int64, base io.ReaderAt, size int64, w io.Writer) error {
	pr, pw := io.Pipe()
	done := make(chan struct{})
	go func() {
		defer close(done)
		pw.CloseWithError(d.inflate(off, pw))
	}()
	err := applyDelta(bufio.NewReaderSize(pr, 64<<10), base, size, w)
	pr.CloseWithError(errors.New("delta applied"))
	<-done
	if err != nil {
		return fmt.Errorf("delta at offset %d: %w", off, err)
	}
	return nil
}

// applyDelta applies git's delta instructions read from delta to base
// (size bytes), writing the target to w: copies from base read exactly
// the range they name, inserts come from the delta itself.
func applyDelta(delta *bufio.Reader, base io.ReaderAt, size int64, w io.Writer) error {
	src, err := readLEB128(delta)
	if err != nil || int64(src) != size {
		return packfile.ErrInvalidDelta
	}
	tgt, err := readLEB128(delta)
	if err != nil {
		return packfile.ErrInvalidDelta
	}
	// One buffer for every copy; w is wrapped so that io.CopyBuffer uses
	// it rather than a ReaderFrom of w allocating its own each time.
	buf := make([]byte, 32<<10)
	w = struct{ io.Writer }{w}
	for left := uint64(tgt); left > 0; {
		cmd, err := delta.ReadByte()
		if err != nil {
			return packfile.ErrInvalidDelta
		}
		switch {
		case cmd&0x80 != 0: // copy from base: offset and size bytes as flagged
			var offset, n uint64
			for i := range 4 {
				if cmd&(1<<i) != 0 {
					b, err := delta.ReadByte()
					if err != nil {
						return packfile.ErrInvalidDelta
					}
					offset |= uint64(b) << (8 * i)
				}
			}
			for i := range 3 {
				if cmd&(0x10<<i) != 0 {
					b, err := delta.ReadByte()
					if err != nil {
						return packfile.ErrInvalidDelta
					}
					n |= uint64(b) << (8 * i)
				}
			}
			if n == 0 {
				n = 0x10000
			}
			if n > left || offset+n > uint64(size) {
				return packfile.ErrInvalidDelta
			}
			if _, err := io.CopyBuffer(w, io.NewSectionReader(base, int64(offset), int64(n)), buf); err != nil {
				return err
			}
			left -= n
		case cmd != 0: // insert the next cmd bytes of the delta
			n := uint64(cmd)
			if n > left {
				return packfile.ErrInvalidDelta
			}
			if m, err := io.CopyBuffer(w, io.LimitReader(delta, int64(n)), buf); err != nil || m != int64(n) {
				return packfile.ErrInvalidDelta
			}
			left -= n
		default:
			return packfile.ErrInvalidDelta
		}
	}
	return nil
}

// readLEB128 reads a size of a delta's header: 7 bits a byte, least
// significant first, the high bit saying more follow.
func readLEB128(r io.ByteReader) (uint64, error) {
	var v uint64
	for shift := uint(0); shift < 64; shift += 7 {
		b, err := r.ReadByte()
		if err != nil {
			return 0, err
		}
		v |= uint64(b&0x7f) << shift
		if b&0x80 == 0 {
			return v, nil
		}
	}
	return 0, packfile.ErrInvalidDelta
}

// headBytes keeps the first bytes written to it, then stops the writer.
type headBytes struct{ buf bytes.Buffer }

var errHeadFull = errors.New("head read")

func (h *headBytes) Write(p []byte) (int, error) {
	const max = 32 // two LEB128 sizes of up to 10 bytes each
	room := max - h.buf.Len()
	if room <= 0 {
		return 0, errHeadFull
	}
	if len(p) > room {
		h.buf.Write(p[:room])
		return room, errHeadFull
	}
	return h.buf.Write(p)
}

// packDeltaFiles is deltaFiles for the pack being indexed at pack in
// fsys, its temporary files beside it.
func packDeltaFiles(fsys billy.Filesystem, dir, pack string, base func(plumbing.Hash) (int64, bool)) *deltaFiles {
	return &deltaFiles{fsys: fsys, pack: pack, base: base,
		temp:   func() (tempFile, error) { return fsys.TempFile(dir, "tmp_obj_") },
		remove: func(name string) { _ = fsys.Remove(name) }}
}

// readDeltaFiles is deltaFiles for reading a cached pack: temporary files
// in the system's temporary directory.
func readDeltaFiles(fsys billy.Filesystem, pack string, base func(plumbing.Hash) (int64, bool)) *deltaFiles {
	return &deltaFiles{fsys: fsys, pack: pack, base: base,
		temp:   func() (tempFile, error) { return os.CreateTemp("", "skillpin-object-") },
		remove: func(name string) { _ = os.Remove(name) }}
}

// Large is obj, an object over LargeObject at off in the pack file of
// fsys, read through temporary files when the pack stores it as a delta
// (go-git's reader would hold the delta's base whole), else obj itself.
// base finds an object's offset in that pack.
func Large(obj plumbing.EncodedObject, fsys billy.Filesystem, file string, off int64, base func(plumbing.Hash) (int64, bool)) plumbing.EncodedObject {
	files := func() *deltaFiles { return readDeltaFiles(fsys, file, base) }
	oh, _, _, err := files().header(off)
	if err != nil || oh.Type != plumbing.OFSDeltaObject && oh.Type != plumbing.REFDeltaObject {
		return obj
	}
	return &deltaObject{EncodedObject: obj, files: files, off: off}
}

// deltaObject is a cached object over LargeObject stored as a delta: its
// Reader resolves it through temporary files (go-git's would hold the
// delta's base whole), the last of which is removed when the reader is
// closed.
type deltaObject struct {
	plumbing.EncodedObject // go-git's: hash, type and size
	files                  func() *deltaFiles
	off                    int64
}

func (o *deltaObject) Reader() (io.ReadCloser, error) {
	d := o.files()
	f, _, _, err := d.resolve(o.off, 0)
	if err != nil {
		return nil, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		d.discard(f)
		return nil, err
	}
	return &tempReader{f: f, d: d}, nil
}

type tempReader struct {
	f tempFile
	d *deltaFiles
}

func (r *tempReader) Read(p []byte) (int, error) { return r.f.Read(p) }
func (r *tempReader) Close() error {
	r.d.discard(r.f)
	return nil
}
