package pack

import (
	"bytes"
	"compress/zlib"
	"crypto/sha1"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"

	"github.com/go-git/go-git/v5/plumbing"
)

// go-git's packfile.Scanner reads a pack a byte at a time through a
// reader that also copies every byte into a small buffer for the CRC and
// the pack's checksum (a collision-detecting SHA-1), which was a sixth of
// a cold install's CPU. packReader hands the decompressor the bytes from
// its own buffer and hashes them in bulk, when the buffer is refilled and
// at each object's end.

// errMalformed is a pack that does not parse.
var errMalformed = errors.New("malformed pack")

// packReader reads a pack from src, tracking the offset, the CRC-32 of
// the current object's bytes and the SHA-1 of the whole pack.
type packReader struct {
	src  io.Reader
	buf  []byte
	i, n int   // buf[i:n] is not consumed yet
	mark int   // buf[mark:i] is consumed and not hashed yet
	off  int64 // the pack offset of buf[0]
	crc  uint32
	sum  hash.Hash
	err  error
}

func newPackReader(src io.Reader) *packReader {
	return &packReader{src: src, buf: make([]byte, 64<<10), sum: sha1.New()}
}

// offset is the pack offset of the next byte.
func (r *packReader) offset() int64 { return r.off + int64(r.i) }

// hashConsumed adds the bytes consumed since the last call to the CRC and
// the pack's checksum.
func (r *packReader) hashConsumed() {
	b := r.buf[r.mark:r.i]
	r.crc = crc32.Update(r.crc, crc32.IEEETable, b)
	r.sum.Write(b)
	r.mark = r.i
}

// fill reads more of src into the buffer, which is all consumed.
func (r *packReader) fill() error {
	if r.err != nil {
		return r.err
	}
	r.hashConsumed()
	r.off += int64(r.n)
	r.i, r.n, r.mark = 0, 0, 0
	for tries := 0; r.n == 0; tries++ {
		if tries == 100 {
			r.err = io.ErrNoProgress // a reader that returns nothing, and no error, for ever
			return r.err
		}
		n, err := r.src.Read(r.buf)
		r.n = n
		if err != nil {
			if err == io.EOF && n > 0 {
				break // keep it for the next fill
			}
			if n == 0 {
				r.err = err
				return err
			}
		}
	}
	return nil
}

func (r *packReader) ReadByte() (byte, error) {
	if r.i == r.n {
		if err := r.fill(); err != nil {
			return 0, err
		}
	}
	b := r.buf[r.i]
	r.i++
	return b, nil
}

func (r *packReader) Read(p []byte) (int, error) {
	if r.i == r.n {
		if err := r.fill(); err != nil {
			return 0, err
		}
	}
	n := copy(p, r.buf[r.i:r.n])
	r.i += n
	return n, nil
}

// startObject starts the CRC of an object at the current offset.
func (r *packReader) startObject() {
	r.hashConsumed()
	r.crc = 0
}

// endObject returns the CRC of the object's bytes.
func (r *packReader) endObject() uint32 {
	r.hashConsumed()
	return r.crc
}

// readFull reads len(p) bytes, io.ErrUnexpectedEOF when the pack ends
// first.
func (r *packReader) readFull(p []byte) error {
	_, err := io.ReadFull(r, p)
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return err
}

// objectHeader is the header of one object of a pack.
type objectHeader struct {
	typ    plumbing.ObjectType
	size   int64
	offset int64         // where the object starts
	base   int64         // an OFS_DELTA's base's offset
	ref    plumbing.Hash // a REF_DELTA's base
}

// header reads the pack's header: the signature, a supported version and
// the object count.
func (r *packReader) header() (uint32, error) {
	var h [12]byte
	if err := r.readFull(h[:]); err != nil {
		return 0, fmt.Errorf("%w: header: %w", errMalformed, err)
	}
	if !bytes.Equal(h[:4], []byte("PACK")) {
		return 0, fmt.Errorf("%w: no PACK signature", errMalformed)
	}
	if v := binary.BigEndian.Uint32(h[4:8]); v != 2 && v != 3 {
		return 0, fmt.Errorf("%w: version %d", errMalformed, v)
	}
	return binary.BigEndian.Uint32(h[8:]), nil
}

// objectHeader reads the header of the next object, starting its CRC.
func (r *packReader) objectHeader() (objectHeader, error) {
	r.startObject()
	h := objectHeader{offset: r.offset()}
	c, err := r.ReadByte()
	if err != nil {
		return h, err
	}
	h.typ = plumbing.ObjectType((c >> 4) & 7)
	h.size = int64(c & 15)
	for shift := 4; c&0x80 != 0; shift += 7 {
		if shift > 64-7 {
			return h, fmt.Errorf("%w: object size overflows", errMalformed)
		}
		if c, err = r.ReadByte(); err != nil {
			return h, err
		}
		h.size |= int64(c&0x7f) << shift
	}
	switch h.typ {
	case plumbing.CommitObject, plumbing.TreeObject, plumbing.BlobObject, plumbing.TagObject:
	case plumbing.OFSDeltaObject:
		// The base's distance back, in git's offset encoding.
		c, err := r.ReadByte()
		if err != nil {
			return h, err
		}
		back := int64(c & 0x7f)
		for c&0x80 != 0 {
			if back > (1<<62)>>7 {
				return h, fmt.Errorf("%w: delta offset overflows", errMalformed)
			}
			if c, err = r.ReadByte(); err != nil {
				return h, err
			}
			back = (back+1)<<7 | int64(c&0x7f)
		}
		if back <= 0 || back > h.offset {
			return h, fmt.Errorf("%w: invalid delta offset", errMalformed)
		}
		h.base = h.offset - back
	case plumbing.REFDeltaObject:
		if err := r.readFull(h.ref[:]); err != nil {
			return h, err
		}
	default:
		return h, fmt.Errorf("%w: object type %d at offset %d", errMalformed, h.typ, h.offset)
	}
	return h, nil
}

// inflate writes the object's inflated bytes to w: exactly its declared
// size, or an error. It returns the CRC of the object's bytes in the pack.
func (r *packReader) inflate(z *zlibReader, w io.Writer, size int64) (uint32, error) {
	zr, err := z.reset(r)
	if err != nil {
		return 0, fmt.Errorf("%w: %w", errMalformed, err)
	}
	n, err := io.CopyBuffer(w, io.LimitReader(zr, size+1), z.buf)
	if err != nil {
		return 0, err
	}
	if n != size {
		return 0, fmt.Errorf("%w: an object inflates to %d bytes, not the %d its header declares", errMalformed, n, size)
	}
	// The stream must end here (its checksum read): a well-formed object
	// holds no more.
	if _, err := zr.Read(z.buf[:1]); err != io.EOF {
		if err == nil {
			err = errors.New("more data than declared")
		}
		return 0, fmt.Errorf("%w: %w", errMalformed, err)
	}
	return r.endObject(), nil
}

// trailer checks the pack's checksum, which ends it.
func (r *packReader) trailer() (plumbing.Hash, error) {
	r.hashConsumed()
	var want plumbing.Hash
	r.sum.Sum(want[:0])
	var got plumbing.Hash
	if err := r.readFull(got[:]); err != nil {
		return got, fmt.Errorf("%w: trailer: %w", errMalformed, err)
	}
	if got != want {
		return got, fmt.Errorf("%w: checksum %s, but its bytes hash to %s", errMalformed, got, want)
	}
	return got, nil
}

// zlibReader is a zlib reader reused from object to object, with the
// copy buffer.
type zlibReader struct {
	zr  io.ReadCloser
	buf []byte
}

func (z *zlibReader) reset(r io.Reader) (io.Reader, error) {
	if z.zr == nil {
		zr, err := zlib.NewReader(r)
		if err != nil {
			return nil, err
		}
		z.zr, z.buf = zr, make([]byte, 32<<10)
		return zr, nil
	}
	return z.zr, z.zr.(zlib.Resetter).Reset(r, nil)
}

// deltaHead keeps the first bytes of a delta's data, where the sizes of
// its base and of its result are.
type deltaHead struct {
	b [20]byte // two LEB128 sizes of up to 10 bytes each
	n int
}

func (h *deltaHead) Write(p []byte) (int, error) {
	h.n += copy(h.b[h.n:], p)
	return len(p), nil
}

// sizes are the base's and the result's sizes the delta declares.
func (h *deltaHead) sizes() (src, tgt int64, err error) {
	r := bytes.NewReader(h.b[:h.n])
	s, err1 := readLEB128(r)
	t, err2 := readLEB128(r)
	if err := errors.Join(err1, err2); err != nil || s > 1<<62 || t > 1<<62 {
		return 0, 0, plumbing.ErrInvalidType
	}
	return int64(s), int64(t), nil
}
