package fetch

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp"
	"github.com/go-git/go-git/v5/plumbing/transport"
)

// maxAncestorWalk bounds the commits IsAncestor visits: a branch that
// moved further than this since it was locked is reported as not
// descending, which asks for a review rather than hiding one.
const maxAncestorWalk = 100000

// IsAncestor reports whether commit old is in the history of commit new
// on the remote: a branch that moved from old to new moved forward rather
// than being force-pushed over. It fetches new's commit graph only
// (commits without trees or blobs, filter tree:0) where the server allows
// it, and the full history otherwise. hint is the branch name.
func (c *Client) IsAncestor(ctx context.Context, rawURL, old, new, hint string) (bool, error) {
	if !fullHex().MatchString(old) || !fullHex().MatchString(new) {
		return false, fmt.Errorf("fetch: IsAncestor needs 40-hex commit ids, got %q and %q", old, new)
	}
	old, new = strings.ToLower(old), strings.ToLower(new)
	if old == new {
		return true, nil
	}
	r, err := c.remote(rawURL)
	if err != nil {
		return false, err
	}
	dir, err := c.cacheDir(r)
	if err != nil {
		return false, err
	}
	if st, err := openCache(dir); err == nil {
		if found, complete := walkFor(st, plumbing.NewHash(new), plumbing.NewHash(old)); found || complete {
			return found, nil
		}
	}
	if c.opts.Offline {
		return false, &NotCachedError{URL: r.display, Commit: new}
	}
	unlock, err := c.lock(ctx, dir)
	if err != nil {
		return false, err
	}
	defer unlock()
	if err := ensureRepo(dir, r.display); err != nil {
		return false, err
	}
	st, err := openCache(dir)
	if err != nil {
		return false, fmt.Errorf("cache %s: %w", dir, err)
	}
	said := false
	err = c.request(ctx, r, plumbing.NewHash(new), "fetch from", func(sess transport.UploadPackSession, ar *packp.AdvRefs, _ bool) (bool, error) {
		if !said {
			c.progressf("Fetching the history of %s at %s\n", r.display, new[:12])
			said = true
		}
		if err := c.fetchPack(ctx, sess, ar, st, []plumbing.Hash{plumbing.NewHash(new)}, packCommitGraph); err != nil {
			if isNotOurRef(err) {
				return true, &CommitUnreachableError{URL: r.display, Commit: new, Hint: hint, Reason: "the remote does not serve it"}
			}
			return true, c.classify(r, "fetch from", err, nil, nil)
		}
		return false, nil
	})
	if err != nil {
		return false, err
	}
	found, _ := walkFor(st, plumbing.NewHash(new), plumbing.NewHash(old))
	return found, nil
}

// walkFor searches the history of from for target in the cache. complete
// says whether the walk saw the whole history (no missing commit, no
// shallow boundary, no bound hit), so that "not found" is an answer.
func walkFor(st objects, from, target plumbing.Hash) (found, complete bool) {
	shallow := map[plumbing.Hash]bool{}
	if list, err := st.Shallow(); err == nil {
		for _, h := range list {
			shallow[h] = true
		}
	}
	seen := map[plumbing.Hash]bool{from: true}
	queue := []plumbing.Hash{from}
	complete = true
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		if h == target {
			return true, true
		}
		if len(seen) > maxAncestorWalk {
			return false, true
		}
		cm, err := commitOf(st, h)
		if err != nil {
			if !errors.Is(err, plumbing.ErrObjectNotFound) {
				return false, false
			}
			complete = false
			continue
		}
		if shallow[h] {
			complete = false
			continue
		}
		for _, p := range cm.ParentHashes {
			if !seen[p] {
				seen[p] = true
				queue = append(queue, p)
			}
		}
	}
	return false, complete
}

// CommitTime is when commit was made, as the cache holds it: the later of
// its author and committer dates (both are what the publisher wrote, so
// a publisher can backdate them; a fresh commit made in the ordinary way
// shows its age). It never touches the network: a commit the cache lacks
// is a *NotCachedError.
func (c *Client) CommitTime(rawURL, commit string) (time.Time, error) {
	if !fullHex().MatchString(commit) {
		return time.Time{}, fmt.Errorf("fetch: commit %q is not a 40-hex commit id", commit)
	}
	r, err := c.remote(rawURL)
	if err != nil {
		return time.Time{}, err
	}
	dir, err := c.cacheDir(r)
	if err != nil {
		return time.Time{}, err
	}
	st, err := openCache(dir)
	if err != nil {
		return time.Time{}, &NotCachedError{URL: r.display, Commit: commit}
	}
	cm, err := commitOf(st, plumbing.NewHash(strings.ToLower(commit)))
	if err != nil {
		return time.Time{}, &NotCachedError{URL: r.display, Commit: commit}
	}
	t := cm.Committer.When
	if cm.Author.When.After(t) {
		t = cm.Author.When
	}
	return t.UTC(), nil
}
