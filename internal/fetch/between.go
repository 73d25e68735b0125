package fetch

import (
	"context"
	"errors"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
)

// CommitsBetween counts the commits in the history of new that are not in
// the history of old on the remote (git rev-list --count old..new): how
// far a branch moved since old was locked. descends is false when old is
// not in new's history (the branch was rewritten); n then counts new's
// commits not reachable from old as far as the cache knows them. Both
// walks are bounded (maxAncestorWalk); n stops growing at the bound. It
// fetches new's commit graph as IsAncestor does.
func (c *Client) CommitsBetween(ctx context.Context, rawURL, old, new, hint string) (n int, descends bool, err error) {
	descends, err = c.IsAncestor(ctx, rawURL, old, new, hint)
	if err != nil {
		return 0, false, err
	}
	old, new = strings.ToLower(old), strings.ToLower(new)
	if old == new {
		return 0, true, nil
	}
	r, err := c.remote(rawURL)
	if err != nil {
		return 0, false, err
	}
	dir, err := c.cacheDir(r)
	if err != nil {
		return 0, false, err
	}
	st, err := openCache(dir)
	if err != nil {
		return 0, false, err
	}
	behind := reachable(st, plumbing.NewHash(old), nil)
	ahead := reachable(st, plumbing.NewHash(new), behind)
	return len(ahead), descends, nil
}

// reachable is the set of commits in from's history that the cache holds,
// not entering the commits of stop, bounded by maxAncestorWalk.
func reachable(st objects, from plumbing.Hash, stop map[plumbing.Hash]bool) map[plumbing.Hash]bool {
	seen := map[plumbing.Hash]bool{}
	queue := []plumbing.Hash{from}
	for len(queue) > 0 && len(seen) < maxAncestorWalk {
		h := queue[0]
		queue = queue[1:]
		if seen[h] || stop[h] {
			continue
		}
		cm, err := commitOf(st, h)
		if err != nil {
			if errors.Is(err, plumbing.ErrObjectNotFound) {
				continue
			}
			break
		}
		seen[h] = true
		queue = append(queue, cm.ParentHashes...)
	}
	return seen
}
