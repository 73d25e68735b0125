package fetch

import (
	"context"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp"
	"github.com/go-git/go-git/v5/plumbing/transport"
)

// Resolving a ref reads the refs a remote advertises at the start of an
// upload-pack session, and the fetch of the commit it judged usually
// follows at once. Opening a second session for that fetch costs a second
// connection and authentication (ssh), a second git-upload-pack on both
// ends (file://) or a second GET of the refs (http). So the session that
// listed the refs is parked on the Client, and the next fetch of the same
// remote takes it: the advertisement that fetch negotiates with is the one
// the resolve judged.
//
// A stateful session (ssh, file://) serves one pack request and is then
// used up; a stateless one (http: the advertisement was a GET, each pack
// is a POST judged by the server afresh) serves any number. Either kind is
// parked for at most parkedLife after it was opened, so that an unused
// connection or process is not held open: it is then closed, as is a
// stateful session parked for a commit found complete in the cache (one
// fetched without its blobs keeps it for the files read later), and every
// session at Close. Only fetches take parked sessions; listing refs always
// opens a new one (and parks it), so that a ref that moved is seen moved.

// stateless reports whether r's sessions serve any number of pack
// requests: http's, where the advertisement is a GET and each request a
// POST.
func stateless(r *remote) bool { return r.ep.Protocol == "http" || r.ep.Protocol == "https" }

// parkedLife bounds how long a parked session is kept after it was
// opened: far longer than the work between a resolve and its fetch, and
// short, so that an idle connection or process is not kept for long (one
// a server dropped meanwhile is replaced: see request).
const parkedLife = 10 * time.Second

// maxParked bounds the sessions parked for one remote (parallel resolves
// of several refs of one repository park one each).
const maxParked = 4

// parked is an open upload-pack session whose advertisement has been read.
type parked struct {
	sess      transport.UploadPackSession
	ar        *packp.AdvRefs
	stateless bool // http: serves any number of pack requests
	timer     *time.Timer
}

// sessionKey is the identity a parked session may be reused under: the
// remote and the credentials its URL carries. (Credentials that are not
// in the URL — tokens, helpers, agent keys — are the Client's for the
// remote, the same for every session it opens.)
func sessionKey(r *remote) string {
	return r.key + "\x00" + r.ep.User + "\x00" + r.ep.Password
}

// park keeps sess, just opened and its advertisement ar read, for the next
// request to r. An advertisement without refs (an empty repository) has
// nothing to fetch: its session is closed.
func (c *Client) park(r *remote, sess transport.UploadPackSession, ar *packp.AdvRefs) {
	if len(ar.References) == 0 && ar.Head == nil {
		sess.Close()
		return
	}
	k := sessionKey(r)
	p := &parked{sess: sess, ar: ar, stateless: stateless(r)}
	c.mu.Lock()
	if c.parked == nil {
		c.parked = map[string][]*parked{}
	}
	list := append(c.parked[k], p)
	var evicted *parked
	if len(list) > maxParked {
		evicted, list = list[0], list[1:]
	}
	c.parked[k] = list
	p.timer = time.AfterFunc(parkedLife, func() { c.unpark(k, p) })
	c.mu.Unlock()
	if evicted != nil {
		evicted.close()
	}
}

// unpark closes p if it is still parked under k.
func (c *Client) unpark(k string, p *parked) {
	c.mu.Lock()
	found := c.remove(k, p)
	c.mu.Unlock()
	if found {
		p.close()
	}
}

// remove takes p out of the sessions parked under k (c.mu held),
// reporting whether it was there: whoever removes a session owns it.
func (c *Client) remove(k string, p *parked) bool {
	list := c.parked[k]
	for i, q := range list {
		if q == p {
			list = append(list[:i:i], list[i+1:]...)
			if len(list) == 0 {
				delete(c.parked, k)
			} else {
				c.parked[k] = list
			}
			return true
		}
	}
	return false
}

func (p *parked) close() {
	p.timer.Stop()
	p.sess.Close()
}

// take returns a parked session for a pack request to r, newest first,
// and whether the caller owns it (closes it when done: a stateful session
// is handed out once). With commit set, only a session whose
// advertisement names commit (a ref at it, or an annotated tag peeling to
// it) is taken, so that the fetch negotiates with the refs that were
// judged; without, any (fetching objects by id, which refs do not
// decide). nil when none fits: the caller opens a session.
func (c *Client) take(r *remote, commit plumbing.Hash) (p *parked, own bool) {
	k := sessionKey(r)
	c.mu.Lock()
	defer c.mu.Unlock()
	list := c.parked[k]
	for i := len(list) - 1; i >= 0; i-- {
		q := list[i]
		if !commit.IsZero() && !advertises(q.ar, commit) {
			continue
		}
		if q.stateless {
			return q, false
		}
		c.remove(k, q)
		q.timer.Stop()
		return q, true
	}
	return nil, false
}

// release closes a stateful session parked for r whose advertisement names
// commit: commit was found in the cache, so the fetch it was kept for
// will not come.
func (c *Client) release(r *remote, commit plumbing.Hash) {
	k := sessionKey(r)
	c.mu.Lock()
	var found *parked
	list := c.parked[k]
	for i := len(list) - 1; i >= 0; i-- {
		if q := list[i]; !q.stateless && advertises(q.ar, commit) {
			found = q
			c.remove(k, q)
			break
		}
	}
	c.mu.Unlock()
	if found != nil {
		found.close()
	}
}

// Close closes the sessions the Client keeps open for the fetch that
// usually follows resolving a ref. The Client stays usable; a session it
// keeps is closed anyway a few seconds after it was opened.
func (c *Client) Close() error {
	c.mu.Lock()
	all := c.parked
	c.parked = nil
	c.mu.Unlock()
	for _, list := range all {
		for _, p := range list {
			p.close()
		}
	}
	return nil
}

// advertises reports whether ar names commit h: a ref at it, or an
// annotated tag that peels to it.
func advertises(ar *packp.AdvRefs, h plumbing.Hash) bool {
	if ar.Head != nil && *ar.Head == h {
		return true
	}
	for _, v := range ar.References {
		if v == h {
			return true
		}
	}
	for _, v := range ar.Peeled {
		if v == h {
			return true
		}
	}
	return false
}

// request runs one exchange with r: over a parked session that fits
// (see take), else over a new one. do gets the session, its
// advertisement and whether the session may serve more requests than
// the one do makes (a stateless session, or a new one: do is its only
// user and may hand it on); it reports, with its error, whether the
// error came from the exchange itself, before anything was stored. Such a
// failure over a parked session is not believed: do runs again over a new
// session, as it would have without parking (the server may have dropped
// the idle session; over http, the refs may have moved since its GET), so
// that what fails, and how, is decided exactly as before.
func (c *Client) request(ctx context.Context, r *remote, commit plumbing.Hash, op string,
	do func(sess transport.UploadPackSession, ar *packp.AdvRefs, spare bool) (exchange bool, err error)) error {
	if p, own := c.take(r, commit); p != nil {
		exchange, err := do(p.sess, p.ar, p.stateless)
		if own {
			p.sess.Close()
		}
		if err == nil || !exchange || ctx.Err() != nil {
			return err
		}
	}
	sess, ar, err := c.open(ctx, r, op)
	if err != nil {
		return err
	}
	defer sess.Close()
	_, err = do(sess, ar, true)
	return err
}
