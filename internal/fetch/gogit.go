package fetch

import (
	"context"
	"errors"
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
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp/capability"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp/sideband"
	"github.com/go-git/go-git/v5/plumbing/transport"
	"github.com/go-git/go-git/v5/storage/filesystem"

	"github.com/skillpin/skillpin/internal/fetch/pack"
)

// This file is the one seam between fetch and go-git's internals: the bare
// object cache (go-git's filesystem storage, used below its public
// Repository API) and the upload-pack exchange (below its public Fetch,
// which has no partial fetch, no thin packs into a pack-file storage and no
// deepening by steps). The rest of fetch uses go-git's public types
// (plumbing.Hash, EncodedObject, the transport sessions) and this file;
// receiving and indexing packs, and reading large deltas, is
// internal/fetch/pack. The go-git behaviour each part relies on is pinned
// by gogit_test.go, so that a go-git upgrade is tested against this seam.

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
const largeObject = pack.LargeObject

// maxOpenPacks is how many pack files one opened cache keeps open.
const maxOpenPacks = 8

// objectCacheSize bounds the decoded objects one opened cache keeps.
const objectCacheSize = pack.ObjectCacheSize

// gitObjects is objects on go-git's filesystem storage.
type gitObjects struct {
	st *filesystem.Storage
	// spool, when set, receives the blobs of the packs Receive indexes
	// (see pack.Spool).
	spool *pack.Spool
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
	return gitObjects{st: filesystem.NewStorageWithOptions(idxBuffered{osfs.New(dir)}, cache.NewObjectLRU(objectCacheSize),
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
	file, off, idx, ok := g.locate(h)
	if !ok {
		return obj, nil
	}
	return pack.Large(obj, g.st.Filesystem(), file, off, func(b plumbing.Hash) (int64, bool) {
		o, err := idx.FindOffset(b)
		return o, err == nil
	}), nil
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

func (g gitObjects) Receive(r io.Reader, thin bool) error {
	if err := pack.Receive(g.st.Filesystem(), r, thin, g.st, g.spool); err != nil {
		return err
	}
	g.st.Reindex()
	return nil
}

func (g gitObjects) RemoveDownloads() { pack.RemoveDownloads(g.st.Filesystem()) }

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
