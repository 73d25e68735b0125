package fetch

import (
	"compress/zlib"
	"context"
	"crypto/sha1"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/go-git/go-billy/v5/osfs"
	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/cache"
	"github.com/go-git/go-git/v5/plumbing/format/idxfile"
	"github.com/go-git/go-git/v5/plumbing/format/packfile"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp/capability"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp/sideband"
	"github.com/go-git/go-git/v5/plumbing/transport"
	"github.com/go-git/go-git/v5/storage/filesystem"
)

// This file is the one seam between fetch and go-git's internals: the bare
// object cache (go-git's filesystem storage, used below its public
// Repository API) and the upload-pack exchange (below its public Fetch,
// which has no partial fetch, no thin packs into a pack-file storage and no
// deepening by steps). The rest of fetch uses go-git's public types
// (plumbing.Hash, EncodedObject, the transport sessions) and this file. The
// go-git behaviour each part relies on is pinned by gogit_test.go, so that
// a go-git upgrade is tested against this seam.

// objects is a git object cache, as fetch needs it.
type objects interface {
	// Object is the object h of type t (plumbing.AnyObject: any type),
	// plumbing.ErrObjectNotFound when the cache lacks it. A blob over
	// largeObject is read from its pack as it is consumed, never held
	// whole in memory.
	Object(t plumbing.ObjectType, h plumbing.Hash) (plumbing.EncodedObject, error)
	// Size is the size of object h read from its header: nothing is
	// inflated to learn it.
	Size(h plumbing.Hash) (int64, error)
	// InPacks returns a test for "h is in one of the cache's packs", read
	// from the pack indexes alone, or nil when that cannot be done. It
	// spares asking Object about each of many blobs, which looks for a
	// loose object file first: one failed open per blob.
	InPacks() func(plumbing.Hash) bool
	// WithPrefix lists the objects whose id starts with the bytes prefix.
	WithPrefix(prefix []byte) ([]plumbing.Hash, error)
	// Shallow and SetShallow read and replace the shallow boundary: the
	// commits whose parents the cache does not have.
	Shallow() ([]plumbing.Hash, error)
	SetShallow([]plumbing.Hash) error
	// SetRef points the ref name at h; Refs lists the targets of the refs
	// whose names start with prefix.
	SetRef(name string, h plumbing.Hash) error
	Refs(prefix string) ([]plumbing.Hash, error)
	// Receive stores a pack read from r as a pack file with its index,
	// in memory bounded whatever the objects' sizes; a thin pack (deltas
	// against objects the cache already has) is completed with those
	// objects first.
	Receive(r io.Reader, thin bool) error
	// RemoveDownloads removes what receives that did not finish left
	// behind. The caller holds the cache's lock.
	RemoveDownloads()
}

// largeObject is the size above which blobs are streamed from the pack
// instead of being decoded into memory.
const largeObject = 1 << 20

// maxOpenPacks is how many pack files one opened cache keeps open.
const maxOpenPacks = 8

// objectCacheSize bounds the decoded objects one opened cache keeps.
const objectCacheSize = 8 * cache.MiByte

// gitObjects is objects on go-git's filesystem storage.
type gitObjects struct {
	st *filesystem.Storage
}

var _ objects = gitObjects{}

// openObjects opens the bare cache repository in dir; a missing one is
// plumbing.ErrObjectNotFound (nothing is cached).
func openObjects(dir string) (gitObjects, error) { return openObjectsFor(dir, false) }

// openObjectsFor opens the bare cache repository in dir; readOnly says
// that this process will not write to it while it is open (an offline
// run never fetches). go-git then lists the repository's loose objects
// and packs once, instead of trying to open a loose object file before
// every lookup in the packs, which is where every object of a fetched
// cache is. Another process adding objects meanwhile does not matter: a
// read-only run reads what the cache held when it looked (what it lacks
// is reported, never fetched), and a pack another process removes (git
// gc) fails the read either way.
func openObjectsFor(dir string, readOnly bool) (gitObjects, error) {
	if _, err := os.Stat(filepath.Join(dir, "HEAD")); err != nil {
		if os.IsNotExist(err) {
			return gitObjects{}, plumbing.ErrObjectNotFound
		}
		return gitObjects{}, err
	}
	// Keeping a few pack files open saves an open, stat and close per
	// object read: a skill's file set reads each blob two or three times.
	// The object cache is per opened cache, and callers that read in
	// parallel open several (see project's treePool): 8 MiB each keeps
	// add and verify of 10,000 files under 150 MB.
	return gitObjects{filesystem.NewStorageWithOptions(idxBuffered{osfs.New(dir)}, cache.NewObjectLRU(objectCacheSize),
		filesystem.Options{LargeObjectThreshold: largeObject, MaxOpenDescriptors: maxOpenPacks, ExclusiveAccess: readOnly})}, nil
}

// initObjects creates a bare repository in dir (which must be empty),
// recording display as its origin for people looking into the cache.
func initObjects(dir, display string) error {
	st := filesystem.NewStorage(osfs.New(dir), cache.NewObjectLRUDefault())
	if _, err := git.Init(st, nil); err != nil {
		return err
	}
	cfg, err := st.Config()
	if err != nil {
		return err
	}
	cfg.Remotes["origin"] = &config.RemoteConfig{Name: "origin", URLs: []string{display}}
	return st.SetConfig(cfg)
}

func (g gitObjects) Object(t plumbing.ObjectType, h plumbing.Hash) (plumbing.EncodedObject, error) {
	obj, err := g.st.EncodedObject(t, h)
	if err != nil || obj.Size() <= largeObject {
		return obj, err
	}
	// A large object stored as a delta is read through temporary files:
	// go-git's reader would hold the delta's base whole.
	pack, off, idx, ok := g.locate(h)
	if !ok {
		return obj, nil
	}
	base := func(b plumbing.Hash) (int64, bool) {
		o, err := idx.FindOffset(b)
		return o, err == nil
	}
	files := func() *deltaFiles { return readDeltaFiles(g.st.Filesystem(), pack, base) }
	oh, _, _, err := files().header(off)
	if err != nil || oh.Type != plumbing.OFSDeltaObject && oh.Type != plumbing.REFDeltaObject {
		return obj, nil
	}
	return &deltaObject{EncodedObject: obj, files: files, off: off}, nil
}

// locate finds the pack holding h: its path, h's offset in it and its
// index.
func (g gitObjects) locate(h plumbing.Hash) (string, int64, *idxfile.MemoryIndex, bool) {
	packs, err := g.st.ObjectPacks()
	if err != nil {
		return "", 0, nil, false
	}
	fsys := g.st.Filesystem()
	for _, p := range packs {
		f, err := fsys.Open(path.Join("objects", "pack", "pack-"+p.String()+".idx"))
		if err != nil {
			continue
		}
		idx := idxfile.NewMemoryIndex()
		err = idxfile.NewDecoder(f).Decode(idx)
		f.Close()
		if err != nil {
			continue
		}
		if off, err := idx.FindOffset(h); err == nil {
			return path.Join("objects", "pack", "pack-"+p.String()+".pack"), off, idx, true
		}
	}
	return "", 0, nil, false
}

func (g gitObjects) Size(h plumbing.Hash) (int64, error) { return g.st.EncodedObjectSize(h) }

func (g gitObjects) WithPrefix(prefix []byte) ([]plumbing.Hash, error) {
	return g.st.HashesWithPrefix(prefix)
}

func (g gitObjects) Shallow() ([]plumbing.Hash, error)   { return g.st.Shallow() }
func (g gitObjects) SetShallow(hs []plumbing.Hash) error { return g.st.SetShallow(hs) }
func (g gitObjects) SetRef(name string, h plumbing.Hash) error {
	return g.st.SetReference(plumbing.NewHashReference(plumbing.ReferenceName(name), h))
}

func (g gitObjects) Refs(prefix string) ([]plumbing.Hash, error) {
	iter, err := g.st.IterReferences()
	if err != nil {
		return nil, err
	}
	var out []plumbing.Hash
	err = iter.ForEach(func(ref *plumbing.Reference) error {
		if strings.HasPrefix(ref.Name().String(), prefix) {
			out = append(out, ref.Hash())
		}
		return nil
	})
	return out, err
}

func (g gitObjects) InPacks() func(plumbing.Hash) bool {
	packs, err := g.st.ObjectPacks()
	if err != nil {
		return nil
	}
	var idxs []*idxfile.MemoryIndex
	for _, p := range packs {
		f, err := g.st.Filesystem().Open(path.Join("objects", "pack", "pack-"+p.String()+".idx"))
		if err != nil {
			return nil
		}
		idx := idxfile.NewMemoryIndex()
		err = idxfile.NewDecoder(f).Decode(idx)
		f.Close()
		if err != nil {
			return nil
		}
		idxs = append(idxs, idx)
	}
	return func(h plumbing.Hash) bool {
		for _, idx := range idxs {
			if ok, _ := idx.Contains(h); ok {
				return true
			}
		}
		return false
	}
}

func (g gitObjects) Receive(r io.Reader, thin bool) error { return g.receivePack(r, thin) }

// receivePack writes a self-contained pack to objects/pack and indexes it
// in bounded memory, where go-git's own indexer (packfile.Parser) inflates
// every object whole: a 200 MB file the selection does not even read cost
// 200 MB. Objects are hashed as they stream out of the pack; a delta is
// hashed as go-git's Packfile reads it, which streams objects over
// largeObject (their bases included) instead of decoding them in memory.
// The pack and its index are renamed into place only once complete.
//
// A thin pack (thin) may hold deltas against objects the cache already
// has: it is completed as git's index-pack --fix-thin does, those base
// objects appended to it from the cache, streamed, so that it is
// self-contained and indexed the same way. (go-git's own reader of thin
// packs inflated every object whole, several times over: an incremental
// fetch of a commit with a 250 MiB file took over 1 GiB.)
func (g gitObjects) receivePack(r io.Reader, thin bool) (err error) {
	fsys := g.st.Filesystem()
	dir := fsys.Join("objects", "pack")
	if err := fsys.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := fsys.TempFile(dir, "tmp_pack_")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = fsys.Remove(tmp.Name())
		}
	}()
	size, err := io.Copy(tmp, r)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	f, err := fsys.Open(tmp.Name())
	if err != nil {
		return err
	}
	defer f.Close()

	sc := packfile.NewScanner(f)
	_, count, err := sc.Header()
	if err != nil {
		return err
	}
	// The index writer allocates for the count the header claims: a pack
	// of a few bytes claiming 4 billion objects would ask for 137 GB, which
	// Go cannot survive. An object takes at least a byte of header and two
	// of zlib stream, so a count past the pack's size is a lie.
	if int64(count) > size/3 {
		return fmt.Errorf("the pack the remote sent claims %d objects in %d bytes: it is malformed (a broken or hostile server); nothing was stored", count, size)
	}
	var w idxfile.Writer
	if err := w.OnHeader(count); err != nil {
		return err
	}
	idx := newGrowingIndex()
	add := func(h plumbing.Hash, off int64, crc uint32) {
		idx.add(h, off, crc)
		w.Add(h, uint64(off), crc)
	}
	type delta struct {
		off int64
		crc uint32
		ref plumbing.Hash // a REF_DELTA's base; zero for OFS_DELTA
	}
	var deltas []delta
	for range count {
		oh, err := sc.NextObjectHeader()
		if err != nil {
			return err
		}
		switch oh.Type {
		case plumbing.OFSDeltaObject, plumbing.REFDeltaObject:
			_, crc, err := sc.NextObject(io.Discard)
			if err != nil {
				return err
			}
			deltas = append(deltas, delta{off: oh.Offset, crc: crc, ref: oh.Reference})
		default:
			h := plumbing.NewHasher(oh.Type, oh.Length)
			if _, crc, err := sc.NextObject(h); err != nil {
				return err
			} else {
				add(h.Sum(), oh.Offset, crc)
			}
		}
	}
	checksum, err := sc.Checksum()
	if err != nil {
		return err
	}
	if thin {
		var bases []plumbing.Hash
		seen := map[plumbing.Hash]bool{}
		for _, d := range deltas {
			if d.ref.IsZero() || seen[d.ref] {
				continue
			}
			seen[d.ref] = true
			if ok, _ := idx.Contains(d.ref); ok {
				continue
			}
			if _, err := g.st.EncodedObjectSize(d.ref); err == nil {
				bases = append(bases, d.ref) // in the cache, not in the pack
			}
		}
		if len(bases) > 0 {
			f.Close()
			if checksum, err = g.appendBases(tmp.Name(), size, count, bases, add); err != nil {
				return err
			}
			if f, err = fsys.Open(tmp.Name()); err != nil {
				return err
			}
			defer f.Close()
		}
	}
	// Deltas, by offset; a REF_DELTA waits until its base is known. One
	// with an object over largeObject in its chain is resolved through
	// temporary files (deltaFiles): go-git would hold its base whole.
	p := packfile.NewPackfileWithCache(idx, fsys, f, cache.NewObjectLRU(objectCacheSize), largeObject)
	df := packDeltaFiles(fsys, dir, tmp.Name(), func(h plumbing.Hash) (int64, bool) {
		off, err := idx.FindOffset(h)
		return off, err == nil
	})
	for len(deltas) > 0 {
		var later []delta
		for _, d := range deltas {
			if !d.ref.IsZero() {
				if ok, _ := idx.Contains(d.ref); !ok {
					later = append(later, d)
					continue
				}
			}
			big, err := df.large(d.off)
			if errors.Is(err, packfile.ErrReferenceDeltaNotFound) {
				later = append(later, d) // a base down the chain is not known yet
				continue
			}
			if err != nil {
				return err
			}
			if big {
				h, err := df.hash(d.off)
				if err != nil {
					return err
				}
				add(h, d.off, d.crc)
				continue
			}
			obj, err := p.GetByOffset(d.off)
			if err != nil {
				return err
			}
			h := plumbing.NewHasher(obj.Type(), obj.Size())
			rd, err := obj.Reader()
			if err != nil {
				return err
			}
			_, err = io.Copy(h, rd)
			rd.Close()
			if err != nil {
				return err
			}
			add(h.Sum(), d.off, d.crc)
		}
		if len(later) == len(deltas) {
			return packfile.ErrReferenceDeltaNotFound // a thin pack where none was asked for
		}
		deltas = later
	}
	if err := w.OnFooter(checksum); err != nil {
		return err
	}
	index, err := w.Index()
	if err != nil {
		return err
	}
	base := fsys.Join(dir, "pack-"+checksum.String())
	itmp, err := fsys.TempFile(dir, "tmp_idx_")
	if err != nil {
		return err
	}
	defer fsys.Remove(itmp.Name()) // no-op once renamed
	_, err = idxfile.NewEncoder(itmp).Encode(index)
	if cerr := itmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	// The pack first: an index without its pack would be read as one.
	if err := fsys.Rename(tmp.Name(), base+".pack"); err != nil {
		return err
	}
	if err := fsys.Rename(itmp.Name(), base+".idx"); err != nil {
		_ = fsys.Remove(base + ".pack")
		return err
	}
	g.st.Reindex()
	return nil
}

// appendBases completes the thin pack at name (size bytes, count objects)
// with the objects bases from the cache, as whole objects after the last
// one, each compressed as it is read; rewrites the object count of the
// header and the trailing checksum, and returns the new checksum. add
// indexes each appended object.
func (g gitObjects) appendBases(name string, size int64, count uint32, bases []plumbing.Hash,
	add func(plumbing.Hash, int64, uint32)) (plumbing.Hash, error) {
	fsys := g.st.Filesystem()
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
		n, crc, err := g.writeWhole(f, h)
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

// writeWhole writes the cached object h to w as a whole pack entry (an
// object header, then its content zlib-compressed as it is read) and
// returns the bytes written and their CRC-32, as the index records it.
func (g gitObjects) writeWhole(w io.Writer, h plumbing.Hash) (int64, uint32, error) {
	obj, err := g.st.EncodedObject(plumbing.AnyObject, h)
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

// growingIndex is the index of a pack being indexed: what go-git's
// Packfile needs to read the objects found so far. The offset of an object
// not hashed yet (a delta being resolved) maps to the zero hash, which
// Packfile only uses as a cache key.
type growingIndex struct {
	byHash   map[plumbing.Hash]int64
	byOffset map[int64]plumbing.Hash
	crc      map[plumbing.Hash]uint32
}

func newGrowingIndex() *growingIndex {
	return &growingIndex{byHash: map[plumbing.Hash]int64{}, byOffset: map[int64]plumbing.Hash{}, crc: map[plumbing.Hash]uint32{}}
}

func (x *growingIndex) add(h plumbing.Hash, off int64, crc uint32) {
	x.byHash[h], x.byOffset[off], x.crc[h] = off, h, crc
}

func (x *growingIndex) Contains(h plumbing.Hash) (bool, error) {
	_, ok := x.byHash[h]
	return ok, nil
}

func (x *growingIndex) FindOffset(h plumbing.Hash) (int64, error) {
	if off, ok := x.byHash[h]; ok {
		return off, nil
	}
	return 0, plumbing.ErrObjectNotFound
}

func (x *growingIndex) FindCRC32(h plumbing.Hash) (uint32, error) {
	if c, ok := x.crc[h]; ok {
		return c, nil
	}
	return 0, plumbing.ErrObjectNotFound
}

func (x *growingIndex) FindHash(off int64) (plumbing.Hash, error) { return x.byOffset[off], nil }
func (x *growingIndex) Count() (int64, error)                     { return int64(len(x.byHash)), nil }
func (x *growingIndex) Entries() (idxfile.EntryIter, error)       { return nil, errNoIteration }
func (x *growingIndex) EntriesByOffset() (idxfile.EntryIter, error) {
	return nil, errNoIteration
}

var errNoIteration = errors.New("fetch: a pack being indexed cannot be iterated")

// downloadPrefixes name what is written in objects/pack while a pack
// arrives (receivePack; tmp_obj_ is what go-git's ObjectWriter wrote for
// thin packs in earlier versions); a failed or killed fetch leaves them.
var downloadPrefixes = []string{"tmp_pack_", "tmp_idx_", "tmp_obj_"}

func (g gitObjects) RemoveDownloads() {
	fsys := g.st.Filesystem()
	ents, err := fsys.ReadDir("objects/pack")
	if err != nil {
		return
	}
	for _, e := range ents {
		for _, p := range downloadPrefixes {
			if strings.HasPrefix(e.Name(), p) {
				_ = fsys.Remove(fsys.Join("objects", "pack", e.Name()))
			}
		}
	}
}

// commitOf decodes the commit h of objs.
func commitOf(objs objects, h plumbing.Hash) (*object.Commit, error) {
	obj, err := objs.Object(plumbing.CommitObject, h)
	if err != nil {
		return nil, err
	}
	var cm object.Commit
	if err := cm.Decode(obj); err != nil {
		return nil, err
	}
	return &cm, nil
}

// servesByID reports whether the server serves any commit reachable from
// its refs by id, not only the commits at ref tips.
func servesByID(ar *packp.AdvRefs) bool {
	return ar.Capabilities.Supports(capability.AllowReachableSHA1InWant)
}

// allowsFilters reports whether the server takes partial-fetch filters.
func allowsFilters(ar *packp.AdvRefs) bool { return ar.Capabilities.Supports(capability.Filter) }

// packRequest is one upload-pack request.
type packRequest struct {
	wants, haves []plumbing.Hash
	shallows     []plumbing.Hash // the cache's shallow boundary, sent with a depth
	depth        int             // commits of history from each want (0: no depth)
	filter       packp.Filter    // "" for none
	thin         bool            // ask for a thin pack (deltas against haves)
	progress     io.Writer       // server progress; nil asks for none
}

// packResponse is the answer to a packRequest.
type packResponse struct {
	pack  io.Reader // the pack, progress demultiplexed
	resp  *packp.UploadPackResponse
	depth bool
}

// boundary is the change to the shallow boundary a request with a depth
// brought, read once the pack was consumed.
func (p *packResponse) boundary() (shallows, unshallows []plumbing.Hash) {
	if !p.depth {
		return nil, nil
	}
	return p.resp.Shallows, p.resp.Unshallows
}

func (p *packResponse) Close() error { return p.resp.Close() }

// uploadPack sends req in sess, whose advertisement is ar; it asks only
// for what ar advertises (a filter where filters are allowed, a depth where
// shallow is). Nothing to fetch is a nil response.
func uploadPack(ctx context.Context, sess transport.UploadPackSession, ar *packp.AdvRefs, r packRequest) (*packResponse, error) {
	req := packp.NewUploadPackRequestFromCapabilities(ar.Capabilities)
	req.Haves = r.haves
	// go-git hides thin-pack from the advertised capabilities as one it
	// cannot handle; git has served it since 2006, and a server that
	// ignores the request sends a full pack, which Receive takes as well.
	if r.thin {
		_ = req.Capabilities.Set(capability.ThinPack)
	} else {
		req.Capabilities.Delete(capability.ThinPack)
	}
	if r.progress == nil && ar.Capabilities.Supports(capability.NoProgress) {
		_ = req.Capabilities.Set(capability.NoProgress)
	}
	if r.filter != "" && ar.Capabilities.Supports(capability.Filter) {
		_ = req.Capabilities.Set(capability.Filter)
		req.Filter = r.filter
	}
	if r.depth > 0 && ar.Capabilities.Supports(capability.Shallow) {
		req.Depth = packp.DepthCommits(r.depth)
		_ = req.Capabilities.Set(capability.Shallow)
		req.Shallows = r.shallows
	}
	req.Wants = r.wants

	resp, err := sess.UploadPack(ctx, req)
	if errors.Is(err, transport.ErrEmptyUploadPackRequest) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var rd io.Reader = resp
	var t sideband.Type
	switch {
	case req.Capabilities.Supports(capability.Sideband64k):
		t = sideband.Sideband64k
	case req.Capabilities.Supports(capability.Sideband):
		t = sideband.Sideband
	}
	if t != 0 {
		d := sideband.NewDemuxer(t, resp)
		if r.progress != nil {
			d.Progress = r.progress
		}
		rd = d
	}
	return &packResponse{pack: rd, resp: resp, depth: !req.Depth.IsZero()}, nil
}
