package fetch

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp"
	"github.com/go-git/go-git/v5/plumbing/transport"

	"github.com/skillpin/skillpin/internal/fetch/pack"
	"github.com/skillpin/skillpin/internal/install/filelock"
)

// infiniteDepth is what git sends for --unshallow.
const infiniteDepth = 0x7fffffff

// keptPrefix holds a ref per fetched commit: the cache's "haves" for
// incremental fetches, and what keeps the commit if the cache is ever
// garbage-collected by git.
const keptPrefix = "refs/skillpin/commits/"

// Tree returns the tree of commit as a read-only fs.FS read straight from
// git objects (no checkout, no line-ending conversion). A commit missing
// from the cache is fetched shallowly (depth 1) by id when the server
// allows it, else through the advertised refs (hint first: a ref known to
// point, or to have pointed, at commit). A commit the remote no longer has
// is a *CommitUnreachableError; offline and not cached, a *NotCachedError.
//
// With Options.PartialMarker the fetch may leave blobs out; the returned
// file system then fetches them, with ctx, when they are first read or
// sized, and its errors for them are the ones above wrapped in
// *fs.PathError.
func (c *Client) Tree(ctx context.Context, rawURL, commit, hint string) (fs.FS, error) {
	return c.tree(ctx, rawURL, commit, hint, wants{})
}

// TreeFor is Tree for a caller that knows exactly which directories of
// the tree it will read (a lock lists every skill's directory): with
// Options.PartialMarker, a commit not yet cached is fetched as its trees
// (a blob:none partial fetch) and then, in one more request, the blobs
// under dirs and no others — not even the marker files elsewhere. A server
// without partial fetch gets the one shallow fetch Tree makes. Blobs
// outside dirs are still fetched when read, as with Tree.
func (c *Client) TreeFor(ctx context.Context, rawURL, commit, hint string, dirs []string) (fs.FS, error) {
	return c.tree(ctx, rawURL, commit, hint, wants{dirs: dirs, exact: true})
}

// wants says which blobs a partial fetch brings with the trees.
type wants struct {
	allMarked bool     // every blob under a directory holding a marker file (TreeAll)
	exact     bool     // exactly the blobs under dirs (TreeFor)
	dirs      []string // with exact
}

func (c *Client) tree(ctx context.Context, rawURL, commit, hint string, w wants) (fs.FS, error) {
	if !fullHex().MatchString(commit) {
		return nil, fmt.Errorf("fetch: commit %q is not a 40-hex commit id", commit)
	}
	commit = strings.ToLower(commit)
	r, err := c.remote(rawURL)
	if err != nil {
		return nil, err
	}
	dir, err := c.cacheDir(r)
	if err != nil {
		return nil, err
	}
	if fsys, err := c.cachedTree(ctx, r, dir, commit); err == nil {
		c.releaseFor(r, dir, commit)
		return fsys, nil
	} else if !errors.Is(err, plumbing.ErrObjectNotFound) {
		return nil, fmt.Errorf("cache %s: %w", dir, err)
	}
	if c.opts.Offline {
		return nil, &NotCachedError{URL: r.display, Commit: commit}
	}

	unlock, err := c.lock(ctx, dir)
	if err != nil {
		return nil, err
	}
	defer unlock()
	// Another process may have fetched it while we waited.
	if fsys, err := c.cachedTree(ctx, r, dir, commit); err == nil {
		c.releaseFor(r, dir, commit)
		return fsys, nil
	}
	if err := c.fetchCommit(ctx, r, dir, commit, hint, w); err != nil {
		return nil, err
	}
	fsys, err := c.cachedTree(ctx, r, dir, commit)
	if errors.Is(err, plumbing.ErrObjectNotFound) {
		return nil, &CommitUnreachableError{URL: r.display, Commit: commit, Hint: hint,
			Reason: "the remote's answer did not contain it"}
	}
	return fsys, err
}

// releaseFor closes a session parked for the fetch of commit, which the
// cache in dir holds: unless the commit was fetched without all its blobs,
// in which case reading its tree may still fetch some, over that session.
func (c *Client) releaseFor(r *remote, dir, commit string) {
	if st, err := openCache(dir); err == nil {
		if kept, err := st.Refs(keptPartialPrefix + commit); err == nil && len(kept) > 0 {
			return
		}
	}
	c.release(r, plumbing.NewHash(commit))
}

// openCache opens the object cache in dir; a missing one is
// plumbing.ErrObjectNotFound (nothing is cached).
func openCache(dir string) (objects, error) {
	objs, err := openObjects(dir)
	if err != nil {
		return nil, err
	}
	return objs, nil
}

// cachedTree is the tree of commit if the cache has it. Blobs a partial
// fetch left out are fetched when read, with ctx.
func (c *Client) cachedTree(ctx context.Context, r *remote, dir, commit string) (fs.FS, error) {
	st, err := openObjectsFor(dir, c.opts.Offline)
	if err != nil {
		return nil, err
	}
	obj, err := st.Object(plumbing.AnyObject, plumbing.NewHash(commit))
	if err != nil {
		return nil, err
	}
	if obj.Type() != plumbing.CommitObject {
		return nil, fmt.Errorf("object %s is a %s, not a commit", commit, obj.Type())
	}
	cm, err := commitOf(st, plumbing.NewHash(commit))
	if err != nil {
		return nil, fmt.Errorf("commit %s: %w", commit, err)
	}
	if _, err := st.Object(plumbing.TreeObject, cm.TreeHash); err != nil {
		return nil, err
	}
	t := newTreeFS(c.counting(st), cm.TreeHash)
	t.marker = c.opts.PartialMarker
	t.spool = c.spoolOf(dir)
	t.fetch = func(hashes []plumbing.Hash) (objects, error) {
		if c.opts.Offline {
			return nil, &NotCachedError{URL: r.display, Commit: commit, Partial: true}
		}
		unlock, err := c.lock(ctx, dir)
		if err != nil {
			return nil, err
		}
		defer unlock()
		if err := c.fetchObjects(ctx, r, dir, hashes, nil); err != nil {
			return nil, err
		}
		st, err := openCache(dir)
		if err != nil {
			return nil, err
		}
		return c.counting(st), nil
	}
	return t, nil
}

func (c *Client) counting(st objects) objects {
	if c.onBlobRead == nil {
		return st
	}
	return &countingObjects{objects: st, onBlob: c.onBlobRead}
}

// countingObjects reports every blob read, for tests that prove listing a
// tree reads no blob content.
type countingObjects struct {
	objects
	onBlob func(string)
}

func (s *countingObjects) Object(t plumbing.ObjectType, h plumbing.Hash) (plumbing.EncodedObject, error) {
	o, err := s.objects.Object(t, h)
	if err == nil && o.Type() == plumbing.BlobObject {
		s.onBlob(h.String())
	}
	return o, err
}

// lock takes the cache repository's file lock, so that two processes
// never write one cache at once. It waits while another run holds it (a
// fetch may take minutes), for at most cacheLockWait, then fails naming
// that run.
func (c *Client) lock(ctx context.Context, dir string) (func(), error) {
	waiting := func() {
		c.progressf("Waiting for another skillpin run to finish with the cache of %s\n", filepath.Base(dir))
	}
	unlock, err := filelock.AcquireWait(ctx, dir+".lock", "", cacheLockWait, waiting)
	if err != nil {
		return nil, fmt.Errorf("cache: %w", err)
	}
	return unlock, nil
}

// cacheLockWait bounds the wait for another run's fetch into the same git
// cache: long enough for a large clone on a slow link, short enough that a
// wedged run is reported instead of waited on forever.
const cacheLockWait = 10 * time.Minute

// ensureRepo creates the bare cache repository in dir (under the lock):
// built in a temp dir and renamed into place, so a crash never leaves a
// half-made repository behind.
func ensureRepo(dir, display string) error {
	if _, err := os.Stat(filepath.Join(dir, "HEAD")); err == nil {
		return nil
	}
	parent, base := filepath.Dir(dir), filepath.Base(dir)
	stale, _ := filepath.Glob(filepath.Join(parent, ".tmp-"+base+"-*"))
	for _, s := range stale { // left by a crash; we hold the lock
		_ = os.RemoveAll(s)
	}
	if err := os.RemoveAll(dir); err != nil { // a dir without HEAD is debris
		return fmt.Errorf("cache: %w", err)
	}
	tmp, err := os.MkdirTemp(parent, ".tmp-"+base+"-")
	if err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	defer os.RemoveAll(tmp) // no-op after the rename
	if err := initObjects(tmp, display); err != nil {
		return fmt.Errorf("cache: init %s: %w", tmp, err)
	}
	if err := os.Rename(tmp, dir); err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	return nil
}

// fetchCommit fetches commit into the cache in dir (under the lock),
// over the session that resolved it when one is parked.
func (c *Client) fetchCommit(ctx context.Context, r *remote, dir, commit, hint string, w wants) error {
	if err := ensureRepo(dir, r.display); err != nil {
		return err
	}
	st, err := openCache(dir)
	if err != nil {
		return fmt.Errorf("cache %s: %w", dir, err)
	}
	h := plumbing.NewHash(commit)
	said := false
	partial := false
	err = c.request(ctx, r, h, "fetch from", func(sess transport.UploadPackSession, ar *packp.AdvRefs, spare bool) (bool, error) {
		if !said {
			c.progressf("Fetching %s at %s\n", r.display, commit[:12])
			said = true
		}
		p, exchange, err := c.fetchCommitIn(ctx, r, st, sess, ar, spare, commit, hint)
		partial = p
		return exchange, err
	})
	if err != nil || !partial {
		return err
	}
	return c.prefetchMarkers(ctx, r, dir, h, w)
}

// fetchCommitIn fetches commit over sess, whose advertisement is ar:
// by id where ar or the server allows, else through the history of the
// refs (fetchHistory, starting over sess when spare). partial says the
// commit was fetched without its blobs; exchange, that err is the pack
// request's failure.
func (c *Client) fetchCommitIn(ctx context.Context, r *remote, st objects, sess transport.UploadPackSession, ar *packp.AdvRefs,
	spare bool, commit, hint string) (partial, exchange bool, err error) {
	h := plumbing.NewHash(commit)
	tips := map[plumbing.Hash]bool{}
	if ar.Head != nil {
		tips[*ar.Head] = true
	}
	for _, v := range ar.References {
		tips[v] = true
	}
	tagOf := map[plumbing.Hash]plumbing.Hash{} // peeled commit -> tag object
	for name, p := range ar.Peeled {
		tagOf[p] = ar.References[name]
	}

	byID := servesByID(ar)
	// A partial fetch needs filters, and fetching blobs by id later.
	partial = c.opts.PartialMarker != "" && byID && allowsFilters(ar)
	mode := packShallow
	if partial {
		mode = packShallowNoBlobs
	}

	var want plumbing.Hash
	switch {
	case tips[h]:
		want = h
	case tagOf[h] != plumbing.ZeroHash:
		// A commit behind an annotated tag: want the tag (a tip); the
		// pack carries the commit.
		want = tagOf[h]
	case byID:
		want = h
	default:
		// A server that serves only ref tips: fetch the history of the
		// hint (else of every ref) and look for the commit in it.
		var first transport.UploadPackSession
		if spare {
			first = sess // its advertisement is read, no request sent
		}
		return false, false, c.fetchHistory(ctx, r, st, commit, hint, ar, first)
	}
	err = c.fetchPack(ctx, sess, ar, st, []plumbing.Hash{want}, mode)
	if err != nil && want == h && !tips[h] && isNotOurRef(err) {
		return false, true, &CommitUnreachableError{URL: r.display, Commit: commit, Hint: hint,
			Reason: "no branch or tag of the remote reaches it any more (the ref was moved or force-pushed and the commit deleted)"}
	}
	if err != nil && want == h && !tips[h] && isBrokenPipe(err) {
		// git-upload-pack refuses a want it will not serve by exiting,
		// sometimes before it has read the whole request: its refusal is
		// then lost to a broken pipe. The history of the refs answers
		// whether the commit is still there.
		sess.Close()
		return false, false, c.fetchHistory(ctx, r, st, commit, hint, ar, nil)
	}
	if err != nil {
		return false, true, c.classify(r, "fetch from", err, nil, nil)
	}
	if !partial {
		return false, false, keep(st, h)
	}
	return true, false, keepPartial(st, h)
}

// prefetchMarkers fetches, in one request, the blobs a scan reads
// first after a partial fetch: every file named Options.PartialMarker
// and every symbolic link; with w.allMarked, every blob under a directory
// holding a marker file too (see TreeAll); with w.exact, the blobs under
// w.dirs instead (see TreeFor).
func (c *Client) prefetchMarkers(ctx context.Context, r *remote, dir string, commit plumbing.Hash, w wants) error {
	st, err := openCache(dir)
	if err != nil {
		return err
	}
	cm, err := commitOf(st, commit)
	if err != nil {
		return fmt.Errorf("cache %s: %w", dir, err)
	}
	t := newTreeFS(st, cm.TreeHash)
	var wants []plumbing.Hash
	switch {
	case w.exact:
		wants, err = t.blobsUnder(w.dirs)
	case w.allMarked:
		err = t.markedBlobs(cm.TreeHash, c.opts.PartialMarker, func(e treeEntry) { wants = append(wants, e.Hash) })
	default:
		err = t.walkBlobs(cm.TreeHash, func(e treeEntry) {
			if e.Mode == filemode.Symlink || e.Name == c.opts.PartialMarker {
				wants = append(wants, e.Hash)
			}
		})
	}
	if err != nil {
		return fmt.Errorf("cache %s: %w", dir, err)
	}
	var spool *pack.Spool
	if w.exact || w.allMarked {
		// The caller reads every one of these blobs, most to copy
		// them out (into the store): each is kept as a file as it
		// is inflated, so that it is not inflated again (pack.Spool).
		spool = c.spoolFor(dir)
	}
	return c.fetchObjects(ctx, r, dir, wants, spool)
}

// spoolFor is the spool of the cache in dir for this Client, made on
// first use: the trees it opens on that cache read spooled blobs from it.
func (c *Client) spoolFor(dir string) *pack.Spool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.spools == nil {
		c.spools = map[string]*pack.Spool{}
	}
	s := c.spools[dir]
	if s == nil {
		s = pack.NewSpool(filepath.Join(dir, "objects", "pack"))
		c.spools[dir] = s
	}
	return s
}

// spoolOf is the spool of the cache in dir, or nil.
func (c *Client) spoolOf(dir string) *pack.Spool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.spools[dir]
}

// fetchObjects fetches exactly the objects in wants that the cache in dir
// lacks (blobs a partial fetch left out), under the cache lock taken by
// the caller; with a spool, the blobs are written to it too.
func (c *Client) fetchObjects(ctx context.Context, r *remote, dir string, wants []plumbing.Hash, spool *pack.Spool) error {
	st, err := openCache(dir)
	if err != nil {
		return err
	}
	if g, ok := st.(gitObjects); ok && spool != nil {
		g.spool = spool
		st = g
	}
	// Many wants are looked up in the pack indexes, read once: asking
	// the storage about each looks for a loose object first, three
	// failed system calls for each blob not fetched yet. (Fetches write
	// packs only; a loose copy an old version left is fetched again.)
	have := func(h plumbing.Hash) bool { return has(st, h) }
	if len(wants) > manyBlobs {
		if inPack := st.InPacks(); inPack != nil {
			have = inPack
		}
	}
	var missing []plumbing.Hash
	seen := map[plumbing.Hash]bool{}
	for _, h := range wants {
		if !seen[h] && !have(h) {
			missing = append(missing, h)
		}
		seen[h] = true
	}
	if len(missing) == 0 {
		return nil
	}
	said := false
	return c.request(ctx, r, plumbing.ZeroHash, "fetch from", func(sess transport.UploadPackSession, ar *packp.AdvRefs, _ bool) (bool, error) {
		if !said {
			c.progressf("Fetching %d files from %s\n", len(missing), r.display)
			said = true
		}
		if err := c.fetchPack(ctx, sess, ar, st, missing, packObjects); err != nil {
			return true, c.classify(r, "fetch from", err, nil, nil)
		}
		return false, nil
	})
}

// deepenSteps are the depths the fallback of a server that serves only
// ref tips asks for, one request each, for the named ref and then for the
// branches and tags: most pins are a few commits behind a tip, and the
// last step (the whole history) is what proves that a commit is gone.
var deepenSteps = []int{50, 1000, infiniteDepth}

// fetchHistory finds commit on a server that serves only commits at ref
// tips: it deepens the cache step by step (deepenSteps) along the ref the
// user named (hint), then along every branch and tag together, until the
// commit is in the cache or those histories are complete. It never asks
// for other refs (refs/pull/*, refs/changes/*…), which hold work that is
// not the repository's: a bounded number of requests, each for the
// history it needs. first, when set, is an open session to r whose
// advertisement (ar) is read and no request sent: the first request goes
// over it, and every request when it is stateless (http).
func (c *Client) fetchHistory(ctx context.Context, r *remote, st objects, commit, hint string, ar *packp.AdvRefs,
	first transport.UploadPackSession) error {
	h := plumbing.NewHash(commit)
	named := hintWants(ar, hint)
	groups := [][]plumbing.Hash{named, historyWants(ar, named)}
	searched := []string{}
	if len(named) > 0 {
		searched = append(searched, quote(hint))
	}
	if len(groups[1]) > 0 {
		searched = append(searched, "every branch and tag")
	}
	for _, wants := range groups {
		if len(wants) == 0 {
			continue
		}
		for _, depth := range deepenSteps {
			sess, ar, err := first, ar, error(nil)
			if sess == nil {
				sess, ar, err = c.open(ctx, r, "fetch from")
				if err != nil {
					return err
				}
			} else if !stateless(r) {
				first = nil // used up by this request
			}
			if depth == infiniteDepth {
				c.progressf("Fetching the whole history of %s to find commit %s\n", r.display, commit[:12])
			} else {
				c.progressf("Fetching %d commits of history of %s to find commit %s\n", depth, r.display, commit[:12])
			}
			// A step past the end of a history costs one small answer:
			// the server has nothing new to send.
			err = c.fetchPackDepth(ctx, sess, ar, st, wants, packHistory, depth)
			if sess != first {
				sess.Close()
			}
			if err != nil {
				return c.classify(r, "fetch from", err, nil, nil)
			}
			if _, err := st.Object(plumbing.CommitObject, h); err == nil {
				return keep(st, h)
			}
		}
	}
	where := "no branch or tag"
	if len(searched) > 0 {
		where = "the history of " + strings.Join(searched, " and of ")
	}
	return &CommitUnreachableError{URL: r.display, Commit: commit, Hint: hint,
		Reason: "the server serves only commits at branch and tag tips, and " + where + " does not contain it"}
}

// hintWants is the tip of the ref the user named, when advertised.
func hintWants(ar *packp.AdvRefs, hint string) []plumbing.Hash {
	if hint == "" {
		return nil
	}
	for _, n := range []string{hint, "refs/tags/" + hint, "refs/heads/" + hint} {
		if !historyRef(n) {
			continue
		}
		if v, ok := ar.References[n]; ok {
			return []plumbing.Hash{v}
		}
	}
	return nil
}

// historyWants is every branch and tag tip, less those in except.
func historyWants(ar *packp.AdvRefs, except []plumbing.Hash) []plumbing.Hash {
	seen := map[plumbing.Hash]bool{}
	for _, h := range except {
		seen[h] = true
	}
	names := make([]string, 0, len(ar.References))
	for n := range ar.References {
		names = append(names, n)
	}
	sort.Strings(names) // the same request every time
	var wants []plumbing.Hash
	for _, n := range names {
		if v := ar.References[n]; historyRef(n) && !seen[v] {
			seen[v] = true
			wants = append(wants, v)
		}
	}
	return wants
}

// historyRef reports whether a ref's history is the repository's own: a
// branch or a tag. Pull-request heads and other namespaces hold anyone's
// work, often far more of it.
func historyRef(name string) bool {
	return strings.HasPrefix(name, "refs/heads/") || strings.HasPrefix(name, "refs/tags/")
}

// findCommitPrefix lists the commits in the cache of r whose id starts
// with prefix, after fetching the remote's whole history into it.
func (c *Client) findCommitPrefix(ctx context.Context, r *remote, prefix string) ([]string, error) {
	dir, err := c.cacheDir(r)
	if err != nil {
		return nil, err
	}
	unlock, err := c.lock(ctx, dir)
	if err != nil {
		return nil, err
	}
	defer unlock()
	if err := ensureRepo(dir, r.display); err != nil {
		return nil, err
	}
	st, err := openCache(dir)
	if err != nil {
		return nil, err
	}
	said := false
	err = c.request(ctx, r, plumbing.ZeroHash, "fetch from", func(sess transport.UploadPackSession, ar *packp.AdvRefs, _ bool) (bool, error) {
		if !said {
			c.progressf("Fetching the history of %s to find commit %s\n", r.display, prefix)
			said = true
		}
		if err := c.fetchPack(ctx, sess, ar, st, historyWants(ar, nil), packHistory); err != nil {
			return true, c.classify(r, "fetch from", err, nil, nil)
		}
		return false, nil
	})
	if err != nil {
		return nil, err
	}
	st, err = openCache(dir) // fresh pack index
	if err != nil {
		return nil, err
	}
	even := prefix[:len(prefix)&^1]
	bin, _ := hex.DecodeString(even)
	hashes, err := st.WithPrefix(bin)
	if err != nil {
		return nil, fmt.Errorf("cache %s: %w", dir, err)
	}
	var out []string
	for _, h := range hashes {
		if !strings.HasPrefix(h.String(), prefix) {
			continue
		}
		if _, err := st.Object(plumbing.CommitObject, h); err == nil {
			out = append(out, h.String())
		}
	}
	return out, nil
}

// packMode says what one upload-pack request asks for.
type packMode int

const (
	packShallow        packMode = iota // the wanted commits at depth 1, with everything they hold
	packShallowNoBlobs                 // the same without blobs (filter blob:none): a partial fetch
	packHistory                        // the wanted commits' whole history (deepens a shallow cache)
	packObjects                        // exactly the wanted objects: blobs a partial fetch left out
	packCommitGraph                    // the wanted commits' history without trees or blobs (filter tree:0) where allowed
)

// fetchPack runs one upload-pack request for wants into st.
func (c *Client) fetchPack(ctx context.Context, sess transport.UploadPackSession, ar *packp.AdvRefs,
	st objects, wants []plumbing.Hash, mode packMode) error {
	return c.fetchPackDepth(ctx, sess, ar, st, wants, mode, 0)
}

// fetchPackDepth is fetchPack; a packHistory request with depth > 0
// deepens to that many commits instead of the whole history. A failed
// request leaves no temporary pack.
func (c *Client) fetchPackDepth(ctx context.Context, sess transport.UploadPackSession, ar *packp.AdvRefs,
	st objects, wants []plumbing.Hash, mode packMode, depth int) (err error) {
	if len(wants) == 0 {
		return nil
	}
	// The caller holds the cache's lock: any download in progress is a
	// dead run's.
	st.RemoveDownloads()
	defer func() {
		if err != nil {
			st.RemoveDownloads()
		}
	}()
	req := packRequest{wants: wants, progress: c.opts.Progress}
	if mode != packObjects {
		// Asking for objects alone must not tell the server what we
		// have: it would leave out blobs reachable from it that a
		// partial fetch never brought.
		req.haves = haves(st)
	}
	// A shallow fetch leaves out what the cache has only when the pack
	// may be thin (git's pack-objects --shallow --thin): without it the
	// server resends every blob of every version. Thin packs are parsed
	// against the objects the cache has (see objects.Receive); everything
	// else is a self-contained pack written as is.
	req.thin = (mode == packShallow || mode == packShallowNoBlobs) && len(req.haves) > 0
	switch mode {
	case packShallowNoBlobs:
		req.filter = packp.FilterBlobNone()
	case packCommitGraph:
		req.filter = packp.FilterTreeDepth(0)
	}
	shallows, err := st.Shallow()
	if err != nil {
		return err
	}
	switch {
	case mode == packShallow || mode == packShallowNoBlobs:
		req.depth = 1
	case mode == packHistory && depth > 0 && depth < infiniteDepth:
		req.depth = depth
	case (mode == packHistory || mode == packCommitGraph) && len(shallows) > 0:
		req.depth = infiniteDepth
	}
	req.shallows = shallows

	resp, err := uploadPack(ctx, sess, ar, req)
	if err != nil || resp == nil {
		return err
	}
	defer resp.Close()
	if err := st.Receive(resp.pack, req.thin); err != nil {
		return err
	}
	if !resp.depth {
		return nil
	}
	add, remove := resp.boundary()
	return st.SetShallow(mergeShallows(shallows, add, remove))
}

func mergeShallows(old, add, remove []plumbing.Hash) []plumbing.Hash {
	drop := map[plumbing.Hash]bool{}
	for _, h := range remove {
		drop[h] = true
	}
	seen := map[plumbing.Hash]bool{}
	var out []plumbing.Hash
	for _, list := range [][]plumbing.Hash{old, add} {
		for _, h := range list {
			if !drop[h] && !seen[h] {
				seen[h] = true
				out = append(out, h)
			}
		}
	}
	return out
}

// maxHaves bounds the commits offered to the server as already present.
const maxHaves = 64

// haves are the commits fetched before: the server leaves out every
// object they reach, so fetching a new version sends only what changed.
func haves(st objects) []plumbing.Hash {
	kept, err := st.Refs(keptPrefix)
	if err != nil {
		return nil
	}
	var out []plumbing.Hash
	for _, h := range kept {
		if len(out) >= maxHaves {
			break
		}
		if _, err := st.Object(plumbing.CommitObject, h); err == nil {
			out = append(out, h)
		}
	}
	return out
}

// has reports whether the cache holds object h.
func has(st objects, h plumbing.Hash) bool {
	_, err := st.Size(h)
	return err == nil
}

// keptPartialPrefix holds a ref per commit fetched without its blobs;
// those are never offered as haves (the server would leave out blobs
// the cache does not have).
const keptPartialPrefix = "refs/skillpin/partial/"

func keepPartial(st objects, h plumbing.Hash) error {
	return st.SetRef(keptPartialPrefix+h.String(), h)
}

func keep(st objects, h plumbing.Hash) error {
	return st.SetRef(keptPrefix+h.String(), h)
}

// isBrokenPipe reports a write to a server that already hung up.
func isBrokenPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE) || strings.Contains(err.Error(), "broken pipe")
}

// isNotOurRef is git upload-pack's refusal of a want it will not serve.
func isNotOurRef(err error) bool {
	s := err.Error()
	return strings.Contains(s, "not our ref") || strings.Contains(s, "unadvertised object")
}

func (c *Client) progressf(format string, args ...any) {
	if c.opts.Progress != nil {
		fmt.Fprintf(c.opts.Progress, format, args...)
	}
}

// RemoveStaleDownloads removes what killed fetches left in the git caches
// under cacheDir (CacheDir/git/*): temporary packs and objects in
// objects/pack. A cache another run holds (it is fetching) is skipped. It
// returns the paths it removed, relative to cacheDir; `skillpin cache gc`
// calls it.
func RemoveStaleDownloads(cacheDir string) ([]string, error) {
	repos, err := os.ReadDir(filepath.Join(cacheDir, "git"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("clean git caches: %w", err)
	}
	var removed []string
	for _, e := range repos {
		dir := filepath.Join(cacheDir, "git", e.Name())
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		packs := filepath.Join(dir, "objects", "pack")
		ents, err := os.ReadDir(packs)
		if err != nil {
			continue
		}
		var left []string
		for _, f := range ents {
			for _, p := range pack.DownloadPrefixes {
				if strings.HasPrefix(f.Name(), p) {
					left = append(left, f.Name())
				}
			}
		}
		if len(left) == 0 {
			continue
		}
		unlock, ok, err := filelock.TryAcquire(dir + ".lock")
		if err != nil || !ok {
			continue // a live run is fetching into it
		}
		for _, name := range left {
			// RemoveAll: a spool is a directory.
			if err := os.RemoveAll(filepath.Join(packs, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
				unlock()
				return removed, fmt.Errorf("clean git caches: %w", err)
			}
			removed = append(removed, filepath.Join("git", e.Name(), "objects", "pack", name))
		}
		unlock()
	}
	return removed, nil
}
