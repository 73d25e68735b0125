package pack

import (
	"compress/zlib"
	"crypto/sha1"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"os"

	"github.com/go-git/go-billy/v5"
	"github.com/go-git/go-git/v5/plumbing"
)

// appendBases completes the thin pack at name (size bytes, count objects)
// with the objects bases from the repository (have), as whole objects after the last
// one, each compressed as it is read; rewrites the object count of the
// header and the trailing checksum, and returns the new checksum. add
// indexes each appended object.
func appendBases(fsys billy.Filesystem, have Objects, name string, size int64, count uint32, bases []plumbing.Hash,
	add func(plumbing.Hash, int64, uint32)) (plumbing.Hash, error) {
	f, err := fsys.OpenFile(name, os.O_RDWR, 0)
	if err != nil {
		return plumbing.ZeroHash, err
	}
	defer f.Close()
	end := size - hashSize // the old checksum is dropped
	if err := f.Truncate(end); err != nil {
		return plumbing.ZeroHash, err
	}
	if _, err := f.Seek(end, io.SeekStart); err != nil {
		return plumbing.ZeroHash, err
	}
	off := end
	for _, h := range bases {
		n, crc, err := writeWhole(f, have, h)
		if err != nil {
			return plumbing.ZeroHash, fmt.Errorf("completing a thin pack with %s: %w", h, err)
		}
		add(h, off, crc)
		off += n
	}
	var hdr [4]byte
	binary.BigEndian.PutUint32(hdr[:], count+uint32(len(bases)))
	if _, err := f.Seek(8, io.SeekStart); err != nil { // "PACK", version, count
		return plumbing.ZeroHash, err
	}
	if _, err := f.Write(hdr[:]); err != nil {
		return plumbing.ZeroHash, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return plumbing.ZeroHash, err
	}
	sum := sha1.New()
	if _, err := io.Copy(sum, io.LimitReader(f, off)); err != nil {
		return plumbing.ZeroHash, err
	}
	var checksum plumbing.Hash
	copy(checksum[:], sum.Sum(nil))
	if _, err := f.Write(checksum[:]); err != nil {
		return plumbing.ZeroHash, err
	}
	return checksum, f.Close()
}

// hashSize is the size of a SHA-1 pack checksum.
const hashSize = 20

// writeWhole writes the object h of have to w as a whole pack entry (an
// object header, then its content zlib-compressed as it is read) and
// returns the bytes written and their CRC-32, as the index records it.
func writeWhole(w io.Writer, have Objects, h plumbing.Hash) (int64, uint32, error) {
	obj, err := have.EncodedObject(plumbing.AnyObject, h)
	if err != nil {
		return 0, 0, err
	}
	crc := crc32.NewIEEE()
	cw := &countWriter{w: io.MultiWriter(w, crc)}
	// Type in bits 6-4 of the first byte with the low 4 bits of the size,
	// then 7 bits of size per byte, the high bit saying more follow.
	sz := uint64(obj.Size())
	b := []byte{byte(obj.Type())<<4 | byte(sz&0x0f)}
	for sz >>= 4; sz > 0; sz >>= 7 {
		b[len(b)-1] |= 0x80
		b = append(b, byte(sz&0x7f))
	}
	if _, err := cw.Write(b); err != nil {
		return 0, 0, err
	}
	rd, err := obj.Reader()
	if err != nil {
		return 0, 0, err
	}
	defer rd.Close()
	zw := zlib.NewWriter(cw)
	if _, err := io.Copy(zw, rd); err != nil {
		return 0, 0, err
	}
	if err := zw.Close(); err != nil {
		return 0, 0, err
	}
	return cw.n, crc.Sum32(), nil
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
