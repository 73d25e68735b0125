// Package pack is fetch's own git pack machinery, below go-git's storage:
// a pack received from a remote written to a repository's objects/pack and
// indexed in bounded memory whatever its objects' sizes (Receive), a thin
// pack completed from the objects the repository already has, and large
// deltas resolved through temporary files instead of in memory (Delta).
// go-git's own indexer and delta reader inflate every object whole.
package pack

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync/atomic"

	"github.com/go-git/go-billy/v5"
	"github.com/go-git/go-billy/v5/util"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/cache"
	"github.com/go-git/go-git/v5/plumbing/format/idxfile"
	"github.com/go-git/go-git/v5/plumbing/format/packfile"
)

// LargeObject is the size above which a blob is streamed from its pack
// instead of being decoded into memory.
const LargeObject = 1 << 20

// ObjectCacheSize bounds the decoded objects a reader of packs keeps.
const ObjectCacheSize = 8 * cache.MiByte

// DownloadPrefixes name what is written in objects/pack while a pack
// arrives (Receive; tmp_obj_ are the temporary files of large deltas, and
// what go-git's ObjectWriter wrote for thin packs in earlier versions;
// tmp_spool_ the directories of Spool); a failed or killed fetch leaves
// them, and a spool what its readers did not take.
var DownloadPrefixes = []string{"tmp_pack_", "tmp_idx_", "tmp_obj_", SpoolPrefix}

// Objects are the objects a repository already has, which complete a thin
// pack (go-git's storer.EncodedObjectStorer has these methods).
type Objects interface {
	EncodedObjectSize(plumbing.Hash) (int64, error)
	EncodedObject(plumbing.ObjectType, plumbing.Hash) (plumbing.EncodedObject, error)
}

// Receive writes a self-contained pack read from r to objects/pack of
// fsys and indexes it in bounded memory, where go-git's own indexer
// (packfile.Parser) inflates every object whole: a 200 MB file the
// selection does not even read cost 200 MB. Objects are hashed as they
// stream out of the pack; a delta is hashed as go-git's Packfile reads it,
// which streams objects over LargeObject (their bases included) instead of
// decoding them in memory, or through temporary files when its chain
// holds a large object. The pack and its index are renamed into place
// only once complete; the caller re-reads its packs then.
//
// A thin pack (thin) may hold deltas against objects the repository
// already has (have): it is completed as git's index-pack --fix-thin does,
// those base objects appended to it, streamed, so that it is
// self-contained and indexed the same way. (go-git's own reader of thin
// packs inflated every object whole, several times over: an incremental
// fetch of a commit with a 250 MiB file took over 1 GiB.)
//
// With a spool (not nil), every whole blob is also written to a file of
// the spool as it is inflated, for a reader that would otherwise inflate
// it again (see Spool).
func Receive(fsys billy.Filesystem, r io.Reader, thin bool, have Objects, spool *Spool) (err error) {
	rc := &receiver{fsys: fsys, dir: fsys.Join("objects", "pack"), idx: newGrowingIndex(), have: have, blobs: spool}
	if err := fsys.MkdirAll(rc.dir, 0o755); err != nil {
		return err
	}
	defer func() {
		if rc.f != nil {
			rc.f.Close()
		}
		if err != nil && rc.tmp != "" {
			_ = fsys.Remove(rc.tmp)
		}
	}()
	if err := rc.receive(r); err != nil {
		return err
	}
	if thin {
		if err := rc.completeThin(); err != nil {
			return err
		}
	}
	if err := rc.resolveDeltas(); err != nil {
		return err
	}
	return rc.install()
}

// receiver is one pack being received, through its phases: written to a
// temporary file and scanned as it arrives (whole objects hashed, deltas
// listed), completed when thin, its deltas resolved, and its index
// written and both renamed into place.
type receiver struct {
	fsys     billy.Filesystem
	dir      string // objects/pack
	have     Objects
	blobs    *Spool     // where blobs are written as they are inflated, or nil
	tmp      string     // the pack's temporary file
	size     int64      // its size
	f        billy.File // it, open for reading
	count    uint32     // the objects its header claims
	idx      *growingIndex
	w        idxfile.Writer
	deltas   []delta
	checksum plumbing.Hash

	// With a spool, a delta whose base is spooled is resolved from the
	// base's file and the delta's data kept from the scan (patchSpooled):
	// spooledAt holds the spooled blobs of this pack by offset, data the
	// deltas' data (kept bytes at most keptDeltas).
	spooledAt map[int64]Spooled
	data      map[int64][]byte
	kept      int64
}

// keptDeltas bounds the delta data a scan keeps in memory for resolving
// deltas from the spool; past it, deltas are read from the pack again.
const keptDeltas = 16 << 20

// delta is a delta object of the pack, resolved once its base is known.
type delta struct {
	off      int64
	crc      uint32
	ref      plumbing.Hash // a REF_DELTA's base; zero for OFS_DELTA
	base     int64         // an OFS_DELTA's base's offset
	src, tgt int64         // the sizes of its base and of the object it makes
}

// receive writes the pack to a temporary file of objects/pack while it
// scans it (scan), as git's index-pack does: inflating and hashing the
// objects overlaps with the server producing and sending the rest, where
// writing the whole pack first left the one waiting on the other. It then
// opens the file for reading.
func (rc *receiver) receive(r io.Reader) error {
	tmp, err := rc.fsys.TempFile(rc.dir, "tmp_pack_")
	if err != nil {
		return err
	}
	rc.tmp = tmp.Name()
	// Large reads and writes: the scanner reads 4 KiB at a time, and
	// every read of a local remote's pipe is a goroutine in go-git.
	w := &countingWriter{w: bufio.NewWriterSize(tmp, 64<<10)}
	in := io.TeeReader(bufio.NewReaderSize(r, 64<<10), w)
	scanErr := rc.scan(in)
	// What follows the trailer (nothing, from a well-formed server) is
	// written as it always was.
	_, err = io.Copy(io.Discard, in)
	if err == nil {
		err = w.w.Flush()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	rc.size = w.n
	// An object takes at least a byte of header and two of zlib
	// stream, so a count past the pack's size is a lie (and what the
	// scan failed on).
	if int64(rc.count) > rc.size/3 {
		return fmt.Errorf("the pack the remote sent claims %d objects in %d bytes: it is malformed (a broken or hostile server); nothing was stored", rc.count, rc.size)
	}
	if scanErr != nil {
		return scanErr
	}
	if err != nil {
		return err
	}
	rc.f, err = rc.fsys.Open(rc.tmp)
	return err
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w *bufio.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// add indexes the object h at off.
func (rc *receiver) add(h plumbing.Hash, off int64, crc uint32) {
	rc.idx.add(h, off, crc)
	rc.w.Add(h, uint64(off), crc)
}

// scan reads every object of the pack read from r: a whole object is
// hashed as it streams, a delta is listed for later. The index grows with
// the objects found: the writer's OnHeader would allocate for the count
// the header claims, and a pack of a few bytes claiming 4 billion objects
// would ask for 137 GB, which Go cannot survive (receive refuses it).
func (rc *receiver) scan(r io.Reader) error {
	pr := newPackReader(r)
	count, err := pr.header()
	if err != nil {
		return err
	}
	rc.count = count
	var z zlibReader
	for range count {
		oh, err := pr.objectHeader()
		if err != nil {
			return err
		}
		switch oh.typ {
		case plumbing.OFSDeltaObject, plumbing.REFDeltaObject:
			var head deltaHead
			var w io.Writer = &head
			var keep *bytes.Buffer
			if rc.blobs != nil && oh.size <= LargeObject && rc.kept+oh.size <= keptDeltas {
				keep = bytes.NewBuffer(make([]byte, 0, oh.size))
				w = io.MultiWriter(&head, keep)
			}
			crc, err := pr.inflate(&z, w, oh.size)
			if err != nil {
				return err
			}
			if keep != nil {
				rc.keep(oh.offset, keep.Bytes())
			}
			src, tgt, err := head.sizes()
			if err != nil {
				return fmt.Errorf("delta at offset %d: %w", oh.offset, packfile.ErrInvalidDelta)
			}
			rc.deltas = append(rc.deltas, delta{off: oh.offset, crc: crc, ref: oh.ref, base: oh.base, src: src, tgt: tgt})
		default:
			h := plumbing.NewHasher(oh.typ, oh.size)
			sw := rc.spoolBlob(oh.typ)
			crc, err := pr.inflate(&z, tee(h, sw), oh.size)
			id := h.Sum()
			rc.spooled(oh.offset, sw, id, oh.size, err == nil)
			if err != nil {
				return err
			}
			rc.add(id, oh.offset, crc)
		}
	}
	rc.checksum, err = pr.trailer()
	return err
}

// completeThin appends to the pack the bases of its REF_DELTAs that it
// lacks and the repository has.
func (rc *receiver) completeThin() error {
	var bases []plumbing.Hash
	seen := map[plumbing.Hash]bool{}
	for _, d := range rc.deltas {
		if d.ref.IsZero() || seen[d.ref] {
			continue
		}
		seen[d.ref] = true
		if ok, _ := rc.idx.Contains(d.ref); ok {
			continue
		}
		if _, err := rc.have.EncodedObjectSize(d.ref); err == nil {
			bases = append(bases, d.ref) // in the repository, not in the pack
		}
	}
	if len(bases) == 0 {
		return nil
	}
	rc.f.Close()
	rc.f = nil
	var err error
	if rc.checksum, err = appendBases(rc.fsys, rc.have, rc.tmp, rc.size, rc.count, bases, rc.add); err != nil {
		return err
	}
	rc.f, err = rc.fsys.Open(rc.tmp)
	return err
}

// resolveDeltas hashes the deltas, by offset; a REF_DELTA waits until its
// base is known. One with an object over LargeObject in its chain is
// resolved through temporary files (deltaFiles): go-git would hold its
// base whole.
func (rc *receiver) resolveDeltas() error {
	p := packfile.NewPackfileWithCache(rc.idx, rc.fsys, rc.f, cache.NewObjectLRU(ObjectCacheSize), LargeObject)
	df := packDeltaFiles(rc.fsys, rc.dir, rc.tmp, func(h plumbing.Hash) (int64, bool) {
		off, err := rc.idx.FindOffset(h)
		return off, err == nil
	})
	byOff := make(map[int64]*delta, len(rc.deltas))
	for i := range rc.deltas {
		byOff[rc.deltas[i].off] = &rc.deltas[i]
	}
	deltas := rc.deltas
	for len(deltas) > 0 {
		var later []delta
		for _, d := range deltas {
			h, err := rc.hashDelta(p, df, byOff, d)
			if errors.Is(err, errBaseNotYet) {
				later = append(later, d) // a base down the chain is not known yet
				continue
			}
			if err != nil {
				return err
			}
			rc.add(h, d.off, d.crc)
		}
		if len(later) == len(deltas) {
			return packfile.ErrReferenceDeltaNotFound // a thin pack where none was asked for
		}
		deltas = later
	}
	return nil
}

// errBaseNotYet is a delta with a base down its chain not indexed yet.
var errBaseNotYet = errors.New("base not indexed yet")

// hashDelta returns the id of the object the delta d makes.
func (rc *receiver) hashDelta(p *packfile.Packfile, df *deltaFiles, byOff map[int64]*delta, d delta) (plumbing.Hash, error) {
	if !d.ref.IsZero() {
		if ok, _ := rc.idx.Contains(d.ref); !ok {
			return plumbing.ZeroHash, errBaseNotYet
		}
	}
	big, err := rc.large(byOff, d)
	if errors.Is(err, packfile.ErrReferenceDeltaNotFound) {
		return plumbing.ZeroHash, errBaseNotYet
	}
	if err != nil {
		return plumbing.ZeroHash, err
	}
	if big {
		return df.hash(d.off)
	}
	if id, ok := rc.patchSpooled(d); ok {
		return id, nil
	}
	obj, err := p.GetByOffset(d.off)
	if err != nil {
		return plumbing.ZeroHash, err
	}
	h := plumbing.NewHasher(obj.Type(), obj.Size())
	rd, err := obj.Reader()
	if err != nil {
		return plumbing.ZeroHash, err
	}
	sw := rc.spoolBlob(obj.Type())
	_, err = io.Copy(tee(h, sw), rd)
	rd.Close()
	id := h.Sum()
	rc.spooled(d.off, sw, id, obj.Size(), err == nil)
	return id, err
}

// keep keeps the data of the delta at off for patchSpooled.
func (rc *receiver) keep(off int64, data []byte) {
	if rc.data == nil {
		rc.data = map[int64][]byte{}
	}
	rc.data[off] = data
	rc.kept += int64(len(data))
}

// spooled finishes the spool file sw of the blob id at off (see
// Spool.done) and notes it as this pack's object at off.
func (rc *receiver) spooled(off int64, sw *spoolWriter, id plumbing.Hash, size int64, ok bool) {
	b, ok := rc.blobs.done(sw, id, size, ok)
	if !ok {
		return
	}
	if rc.spooledAt == nil {
		rc.spooledAt = map[int64]Spooled{}
	}
	rc.spooledAt[off] = b
}

// patchSpooled resolves the delta d from its base's spool file and its
// data kept from the scan, spooling the result, where go-git's Packfile
// would inflate the base from the pack again (a second inflation of every
// base). It reports false, having done nothing, when any of that is not
// at hand or does not hold (a base not spooled or changed since, data
// not kept, a result not of the size the delta declares): the caller
// reads the delta from the pack then. The id is the SHA-1 of the bytes
// made here, which are the bytes spooled.
func (rc *receiver) patchSpooled(d delta) (plumbing.Hash, bool) {
	data, ok := rc.data[d.off]
	if !ok {
		return plumbing.ZeroHash, false
	}
	baseOff := d.base
	if !d.ref.IsZero() {
		off, err := rc.idx.FindOffset(d.ref)
		if err != nil {
			return plumbing.ZeroHash, false
		}
		baseOff = off
	}
	b, ok := rc.spooledAt[baseOff]
	if !ok || b.Size != d.src {
		return plumbing.ZeroHash, false
	}
	base, ok := b.read()
	if !ok {
		return plumbing.ZeroHash, false
	}
	out, err := packfile.PatchDelta(base, data)
	if err != nil || int64(len(out)) != d.tgt {
		return plumbing.ZeroHash, false
	}
	h := plumbing.NewHasher(plumbing.BlobObject, int64(len(out)))
	h.Write(out)
	sw := rc.blobs.create()
	if sw != nil {
		sw.Write(out)
	}
	id := h.Sum()
	rc.spooled(d.off, sw, id, int64(len(out)), true)
	delete(rc.data, d.off)
	patchedDeltas.Add(1)
	return id, true
}

// large reports whether the chain of the delta d holds an object over
// LargeObject, from the sizes the scan read off each delta's data (a
// delta's base size is its base's: the chain's whole object at its end is
// checked by the last delta). Reading each header from the pack again
// took an open of the pack and an inflater per delta and per link.
func (rc *receiver) large(byOff map[int64]*delta, d delta) (bool, error) {
	for depth := 0; ; depth++ {
		if depth > maxDeltaDepth {
			return false, fmt.Errorf("a delta chain at offset %d is more than %d deep: %w", d.off, maxDeltaDepth, packfile.ErrInvalidDelta)
		}
		if d.src > LargeObject || d.tgt > LargeObject {
			return true, nil
		}
		base := d.base
		if !d.ref.IsZero() {
			off, err := rc.idx.FindOffset(d.ref)
			if err != nil {
				return false, packfile.ErrReferenceDeltaNotFound
			}
			base = off
		}
		next, ok := byOff[base]
		if !ok {
			return false, nil // a whole object
		}
		d = *next
	}
}

// spoolBlob starts the spool file of an object of type t: nil when there
// is no spool or the object is not a blob.
func (rc *receiver) spoolBlob(t plumbing.ObjectType) *spoolWriter {
	if rc.blobs == nil || t != plumbing.BlobObject {
		return nil
	}
	return rc.blobs.create()
}

// install writes the index, then renames the pack and the index into
// place, the pack first: an index without its pack would be read as one.
func (rc *receiver) install() error {
	if err := rc.w.OnFooter(rc.checksum); err != nil {
		return err
	}
	index, err := rc.w.Index()
	if err != nil {
		return err
	}
	base := rc.fsys.Join(rc.dir, "pack-"+rc.checksum.String())
	itmp, err := rc.fsys.TempFile(rc.dir, "tmp_idx_")
	if err != nil {
		return err
	}
	defer rc.fsys.Remove(itmp.Name()) // no-op once renamed
	_, err = idxfile.NewEncoder(itmp).Encode(index)
	if cerr := itmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if err := rc.fsys.Rename(rc.tmp, base+".pack"); err != nil {
		return err
	}
	if err := rc.fsys.Rename(itmp.Name(), base+".idx"); err != nil {
		_ = rc.fsys.Remove(base + ".pack")
		return err
	}
	return nil
}

// RemoveDownloads removes what receives that did not finish left in
// objects/pack of fsys. The caller holds the repository's lock.
func RemoveDownloads(fsys billy.Filesystem) {
	ents, err := fsys.ReadDir("objects/pack")
	if err != nil {
		return
	}
	packDir := fsys.Join(fsys.Root(), "objects", "pack")
	for _, e := range ents {
		switch {
		case strings.HasPrefix(e.Name(), SpoolPrefix):
			if !isLive(packDir, e.Name()) {
				_ = util.RemoveAll(fsys, fsys.Join("objects", "pack", e.Name()))
			}
		default:
			for _, p := range DownloadPrefixes {
				if strings.HasPrefix(e.Name(), p) {
					_ = fsys.Remove(fsys.Join("objects", "pack", e.Name()))
				}
			}
		}
	}
}

// patchedDeltas counts the deltas resolved from the spool in this process.
var patchedDeltas atomic.Int64

// PatchedDeltas is how many deltas Receive resolved from a spooled base
// instead of inflating the base from the pack again, in this process.
func PatchedDeltas() int64 { return patchedDeltas.Load() }
