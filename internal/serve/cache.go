package serve

import (
	"context"
	"errors"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/roots"
	"github.com/skillpin/skillpin/internal/install/filelock"
	"github.com/skillpin/skillpin/internal/serve/fileid"
)

// What the server keeps between requests, and why it is safe.
//
// Opening a view reads and parses the project (manifest, lock, approvals,
// ledger) and checking a skill hashes all its files: far too much to do on
// every request of a server that many hosts ask at once. So the server
// keeps the view it opened (a snapshot) and the skills it checked, and
// re-derives only what may have changed:
//
//   - Before every request it compares the identity on disk (inode, size,
//     change time...) of every path the view was derived from
//     (roots.View.Inputs: manifest, lock, approvals, signature keys and
//     verdicts, the ledger, the root link and the generation). Any change
//     opens a new view, so each request still sees one generation and the
//     trust decision of the files as they are, and a root flip is picked
//     up by the very next request.
//   - A checked skill is listed from memory. Every Config.Recheck its
//     files' identities are compared with those seen when its bytes were
//     last hashed; a difference hashes them again (a skill whose bytes no
//     longer match leaves the listing). A record of which skills were
//     checked, keyed by the generation directory's identity and each
//     file's identity, lets a new view skip hashing skills that did not
//     change.
//   - resources/read hashes the bytes it returns, every time: what reaches
//     a host is checked whatever the cache says.
//
// Identities prove nothing about a file changed within the timestamp
// granularity of the moment it was looked at (the "racy clean" problem):
// a path changed less than settleWindow before it was looked at is not
// trusted from its identity, and is checked again on the next request.

// settleWindow is how old a path's last change must be before its
// identity is trusted: well above the clock tick file systems stamp
// change times with (a few milliseconds; seconds on some).
const settleWindow = 2 * time.Second

// skillPaths are the paths whose identities stand for a skill's bytes:
// its directory, every directory on the way to a file (a file added or
// removed changes its directory), and every file.
func skillPaths(files catalog.FileSet) []string {
	out := []string{"."}
	seen := map[string]bool{}
	for _, f := range files {
		for d := path.Dir(f.Path); d != "." && !seen[d]; d = path.Dir(d) {
			seen[d] = true
			out = append(out, d)
		}
		out = append(out, f.Path)
	}
	return out
}

// checkedKey names a skill whose bytes were hashed and matched: where it
// was (the generation directory, by path and identity) and what it was
// checked against (its locked digest).
type checkedKey struct {
	gen    string
	genID  fileid.ID
	name   string
	digest string
}

// checkedSet remembers the identities of skills whose bytes matched the
// lock, so that a new view need not hash them again. Only skills of the
// generations the current snapshot reads are kept.
type checkedSet struct {
	mu sync.Mutex
	m  map[checkedKey]fileid.Set
}

func (c *checkedSet) get(k checkedKey) (fileid.Set, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ids, ok := c.m[k]
	return ids, ok
}

func (c *checkedSet) put(k checkedKey, ids fileid.Set) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[checkedKey]fileid.Set{}
	}
	c.m[k] = ids
}

func (c *checkedSet) forget(k checkedKey) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, k)
}

// keep drops the records of every generation but gens.
func (c *checkedSet) keep(gens []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k := range c.m {
		if !slices.Contains(gens, k.gen) {
			delete(c.m, k)
		}
	}
}

// snapshot is one opened roots.View shared by the requests that find
// its inputs unchanged, with the skills checked in it.
type snapshot struct {
	pv     *roots.View
	inputs []string
	ids    fileid.Set // of inputs, taken before pv was opened
	// gens are the generation directories the roots resolved to, and
	// their identities, for checkedKey.
	gens   []string
	genIDs []fileid.ID

	mu      sync.Mutex
	refs    int  // requests using it, plus one while it is current
	retired bool // no longer current: closed when the last request ends
	skills  map[string]*entryState
	stale   bool // a plain root's skill changed: open a new view

	buildMu sync.Mutex // roots.View is not safe for concurrent use

	pagesMu sync.Mutex
	pages   map[string]*encodedPage // skills/list pages by the name they start after
}

// encodedPage is the skills array of one skills/list page, encoded: valid
// while the page holds the same entries (a skill checked again is a new
// entry).
type encodedPage struct {
	entries []*Skill
	raw     []byte
}

// maxPages bounds the encoded pages a snapshot keeps: cursors are the
// client's to choose.
const maxPages = 64

// page returns the encoded skills array of entries, the page after
// after: the bytes kept from an earlier request when it had the same
// entries, else encoded now (fresh says so).
func (sn *snapshot) page(after string, entries []*Skill) (raw []byte, fresh bool, err error) {
	sn.pagesMu.Lock()
	p := sn.pages[after]
	sn.pagesMu.Unlock()
	if p != nil && slices.Equal(p.entries, entries) {
		return p.raw, false, nil
	}
	raw, err = encodeEntries(entries)
	if err != nil {
		return nil, false, err
	}
	sn.pagesMu.Lock()
	if sn.pages == nil || len(sn.pages) >= maxPages {
		sn.pages = map[string]*encodedPage{}
	}
	sn.pages[after] = &encodedPage{entries: slices.Clone(entries), raw: raw}
	sn.pagesMu.Unlock()
	return raw, true, nil
}

// encodeEntries is the JSON array of entries, as the go-sdk's encoder
// writes it: each entry's own encoding (already compact), comma-separated.
func encodeEntries(entries []*Skill) ([]byte, error) {
	n := 2
	raws := make([][]byte, len(entries))
	for i, e := range entries {
		b, err := e.MarshalJSON()
		if err != nil {
			return nil, err
		}
		raws[i] = b
		n += len(b) + 1
	}
	out := make([]byte, 0, n)
	out = append(out, '[')
	for i, b := range raws {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, b...)
	}
	return append(out, ']'), nil
}

// entryState is a skill as a snapshot checked it.
type entryState struct {
	sk      *skill
	err     error
	key     checkedKey // project skills: the record of its check
	ids     fileid.Set // of skillPaths, taken before its bytes were hashed
	checked time.Time  // when ids were last compared (or taken)
}

// errStale is a skill of a plain root that changed since its snapshot
// hashed it: the request is answered again from a new view.
var errStale = errors.New("skill changed on disk")

func (sn *snapshot) acquire() bool {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	if sn.retired {
		return false
	}
	sn.refs++
	return true
}

func (sn *snapshot) release() {
	sn.mu.Lock()
	sn.refs--
	done := sn.refs == 0
	sn.mu.Unlock()
	if done {
		sn.pv.Close()
	}
}

// retire makes sn no longer current; the view closes once its last
// request ends.
func (sn *snapshot) retire() {
	sn.mu.Lock()
	if sn.retired {
		sn.mu.Unlock()
		return
	}
	sn.retired = true
	sn.mu.Unlock()
	sn.release()
}

func (sn *snapshot) isStale() bool {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	return sn.stale
}

// current returns a snapshot whose inputs show no change since it was
// opened, opening a new one when there is none (fresh says so); the
// caller releases it.
func (s *Server) current() (sn *snapshot, fresh bool, err error) {
	s.snapMu.Lock()
	cur := s.snap
	s.snapMu.Unlock()
	if cur != nil && s.reusable(cur) && cur.acquire() {
		return cur, false, nil
	}

	s.openMu.Lock()
	defer s.openMu.Unlock()
	s.snapMu.Lock()
	cur = s.snap
	s.snapMu.Unlock()
	if cur != nil && s.reusable(cur) && cur.acquire() {
		return cur, false, nil // another request opened it meanwhile
	}
	var inputs []string
	if cur != nil {
		inputs = cur.inputs
	}
	sn, err = s.open(inputs)
	if err != nil {
		return nil, false, err
	}
	sn.refs = 2 // current, and this request
	s.snapMu.Lock()
	old := s.snap
	s.snap = sn
	s.snapMu.Unlock()
	if old != nil {
		old.retire()
	}
	s.checked.keep(sn.gens)
	if s.testHookViewOpened != nil {
		s.testHookViewOpened()
	}
	return sn, true, nil
}

// reusable reports whether sn still describes the roots: every root
// resolved, none of its inputs changed (they are compared on every
// request) and none of its skills was found changed.
func (s *Server) reusable(sn *snapshot) bool {
	if sn.isStale() || !sn.ids.Settled || slices.Contains(sn.gens, "") {
		// A root that is missing or not the one skillpin published may be
		// an install half way: it is looked at again on every request.
		return false
	}
	return sn.ids.Same(fileid.Take(os.Lstat, sn.inputs, s.settle))
}

// open opens a view, taking the identities of its inputs first: a change
// made while the view is read shows as a difference on the next request.
// The inputs of a view are known once it is open (the manifest names the
// signature keys), so when they differ from the ones guessed, the view is
// opened again.
func (s *Server) open(inputs []string) (*snapshot, error) {
	for attempt := 0; ; attempt++ {
		ids := fileid.Take(os.Lstat, inputs, s.settle)
		pv, err := roots.Open(s.viewRoots()...)
		if err != nil {
			return nil, err
		}
		s.views.Add(1)
		got := pv.Inputs()
		if !slices.Equal(got, inputs) {
			if attempt < 2 {
				pv.Close()
				inputs = got
				continue
			}
			ids.Settled = false // used for this request only
		}
		sn := &snapshot{pv: pv, inputs: inputs, ids: ids, skills: map[string]*entryState{}}
		for _, g := range pv.Resolved() {
			sn.gens = append(sn.gens, g)
			sn.genIDs = append(sn.genIDs, fileid.Lstat(os.Lstat, g))
		}
		return sn, nil
	}
}

// installWait bounds how long a request waits for an install under way.
const installWait = 2 * time.Second

// waitInstall waits, at most installWait for each scope, while another
// skillpin run holds the lock of a scope the server reads (a project's, or
// the user scope's in its state directory): an install publishing a
// generation flips the root link before it records the generation in the
// ledger, and a view opened in between finds a root skillpin did not
// publish (and serves nothing). It reports whether it waited. The lock
// files are only opened for reading: the server writes nothing in a scope.
func (s *Server) waitInstall() bool {
	if len(s.cfg.Roots) > 0 {
		return false
	}
	waited := false
	for _, r := range s.viewRoots() {
		if !r.Project {
			continue
		}
		path := filepath.Join(r.Layout().State, "lock")
		if fi, err := os.Lstat(path); err != nil || !fi.Mode().IsRegular() {
			continue
		}
		if filelock.WaitReleased(context.Background(), path, installWait, 5*time.Millisecond) {
			waited = true
		}
	}
	return waited
}
