package fetch

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
)

// Prefetch brings, in one request, every blob under dirs (slash paths of
// fsys) that a partial fetch left out of the cache. A caller that is about
// to read many skills of a tree Tree returned calls it with their
// directories, instead of paying one fetch per skill as each is read. For
// any other fs.FS, for a tree whose blobs are all cached, and for a path
// that is not a directory of the tree it does nothing: reading reports
// those. Offline, missing blobs are a *NotCachedError.
func Prefetch(fsys fs.FS, dirs []string) error {
	t, ok := fsys.(*treeFS)
	if !ok || t.fetch == nil {
		return nil
	}
	return t.prefetch(dirs)
}

func (t *treeFS) prefetch(dirs []string) error {
	blobs, err := t.blobsUnder(dirs)
	if err != nil {
		return err
	}
	t.mu.Lock()
	var inPack func(plumbing.Hash) bool
	if len(blobs) > manyBlobs {
		inPack = t.st.InPacks()
	}
	var missing []plumbing.Hash
	for _, h := range blobs {
		if inPack != nil && inPack(h) {
			continue
		}
		if !has(t.st, h) {
			missing = append(missing, h)
		}
	}
	t.mu.Unlock()
	if len(missing) == 0 {
		return nil
	}
	st, err := t.fetch(missing)
	if err != nil {
		return err
	}
	t.mu.Lock()
	t.st = st
	t.mu.Unlock()
	return nil
}

// blobsUnder lists, once each, the blobs under the directories dirs of
// the tree, reading tree objects only. A path that is not a directory of
// the tree is skipped: reading it reports that.
func (t *treeFS) blobsUnder(dirs []string) ([]plumbing.Hash, error) {
	var blobs []plumbing.Hash
	seen := map[plumbing.Hash]bool{}
	for _, dir := range dirs {
		n, err := t.resolve("prefetch", dir, false)
		if err != nil || n.mode != filemode.Dir {
			continue
		}
		err = t.walkBlobs(n.hash, func(e treeEntry) {
			if !seen[e.Hash] {
				seen[e.Hash] = true
				blobs = append(blobs, e.Hash)
			}
		})
		if err != nil {
			return nil, fmt.Errorf("prefetch %s: %w", dir, err)
		}
	}
	return blobs, nil
}

// manyBlobs is the number of blobs above which prefetch reads the pack
// indexes instead of asking the storage about each blob.
const manyBlobs = 64

// TreeAll is Tree for a caller that will read every directory holding a
// PartialMarker file (a source that selects all its skills). After a
// partial fetch of the trees, the second request brings, with the marker
// files and links, every blob under those directories, where Tree would
// bring the markers first and leave the rest to a third request. Blobs
// outside them stay on the server as with Tree.
func (c *Client) TreeAll(ctx context.Context, rawURL, commit, hint string) (fs.FS, error) {
	return c.tree(ctx, rawURL, commit, hint, wants{allMarked: true})
}

// markedBlobs calls fn for every blob under a directory of the tree h
// that holds an entry named marker (nested directories included), and for
// every symbolic link elsewhere, down to maxTreeDepth directories.
func (t *treeFS) markedBlobs(h plumbing.Hash, marker string, fn func(treeEntry)) error {
	return t.markedBlobsAt(h, 0, marker, fn)
}

func (t *treeFS) markedBlobsAt(h plumbing.Hash, depth int, marker string, fn func(treeEntry)) error {
	es, err := t.tree(h)
	if err != nil {
		return err
	}
	for _, e := range es {
		if e.Name == marker && e.Mode != filemode.Dir {
			return t.walkBlobsAt(h, depth, fn)
		}
	}
	for _, e := range es {
		switch {
		case e.Mode == filemode.Dir:
			if depth >= maxTreeDepth {
				continue
			}
			if err := t.markedBlobsAt(e.Hash, depth+1, marker, fn); err != nil {
				return err
			}
		case e.Mode == filemode.Symlink:
			fn(e)
		}
	}
	return nil
}
