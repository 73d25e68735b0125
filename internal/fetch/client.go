// Package fetch is skillpin's git side: it resolves refs of a source
// (parsed by fetch/srcspec) with one ls-remote, whose session the fetch
// that follows reuses, fetches single commits shallowly into a bare
// object cache per remote, and hands out a commit's tree as a read-only
// fs.FS read straight from git objects. It knows nothing about skills.
//
// All transports are go-git's (HTTPS, SSH, and file://, for which go-git
// runs the local git-upload-pack). The only git CLI use is `git credential
// fill`, to ask the user's configured credential helpers for a password.
//
// What fetch does below go-git's public API (its own upload-pack requests,
// the object cache's storage, receiving thin packs) lives behind one seam,
// the objects interface and uploadPack in gogit.go, pinned by
// gogit_test.go.
package fetch

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/go-git/go-git/v5/plumbing/protocol/packp"
	"github.com/go-git/go-git/v5/plumbing/transport"

	"github.com/skillpin/skillpin/internal/fetch/pack"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/ui/suggest"
)

// RefKind says what a requested ref turned out to be.
type RefKind string

// Ref kinds, as recorded in the lockfile.
const (
	RefTag    RefKind = "tag"
	RefBranch RefKind = "branch"
	RefCommit RefKind = "commit"
)

// Resolved is a ref resolved against a remote.
type Resolved struct {
	// Ref is the ref as requested; for a request without a ref, the
	// short name of the remote's default branch (e.g. "main").
	Ref  string
	Kind RefKind
	// Commit is the 40-hex commit; annotated tags are peeled.
	Commit string
	// TagObject is the annotated tag object's id, "" otherwise.
	TagObject string
}

// RemoteRef is one advertised ref.
type RemoteRef struct {
	Name   string // refs/tags/v1.0.0, refs/heads/main, HEAD
	Hash   string // what the ref points at (a tag object for annotated tags)
	Peeled string // for annotated tags: the object the tag finally points at
	// Target is, for a symbolic HEAD, the ref it points at
	// (refs/heads/main); "" when the server does not say.
	Target string
}

// Commit is the commit a ref names: Peeled when set, else Hash.
func (r RemoteRef) Commit() string {
	if r.Peeled != "" {
		return r.Peeled
	}
	return r.Hash
}

// Options configure a Client.
type Options struct {
	// CacheDir holds the git object caches, in CacheDir/git/<key>/
	// (bare repositories). Required for Tree and for resolving
	// abbreviated commits.
	CacheDir string
	// Progress receives fetch progress; nil is silent. Callers pass
	// stderr only when it is a terminal and -q was not given.
	Progress io.Writer
	// Getenv reads GITHUB_TOKEN, GH_TOKEN, HOME, SSH_AUTH_SOCK,
	// SSH_KNOWN_HOSTS and the git configuration variables; nil means
	// os.Getenv.
	Getenv func(string) string
	// Offline never touches the network: what the cache lacks is a
	// *NotCachedError.
	Offline bool
	// Dir resolves relative local repository paths ("./skills");
	// "" means the current directory.
	Dir string
	// PartialMarker, when set, makes Tree fetch commits without their
	// blobs (a blob:none partial fetch) from servers that allow it
	// (filters, and fetching objects by id): the commit and its trees
	// come first, then in one request the blobs of every file named
	// PartialMarker and of every symbolic link. Any other blob is
	// fetched when first read or sized, together with every blob under
	// the nearest enclosing directory that holds a PartialMarker file.
	// Other servers get the plain shallow fetch. skillpin passes
	// "SKILL.md": fetch cost then grows with the selected skills, not
	// with the repository.
	PartialMarker string
	// CheckRedirect, when set, judges every URL an HTTP(S) remote
	// redirects to (redacted, in the form skills.toml would hold it),
	// before the request to it is sent: a remote renamed to a denied one
	// is refused before anything is read from it. An error it returns is
	// a *RedirectError.
	CheckRedirect func(to string) error
}

// Client fetches from git remotes. It is safe for concurrent use; the
// cache is shared safely between processes too (a file lock per remote).
type Client struct {
	opts   Options
	getenv func(string) string

	mu   sync.Mutex
	auth map[string]attempt // remote key -> credentials that worked
	// spools: the blobs fetched into a cache (by directory) for trees
	// that read them all, kept as files (see pack.Spool).
	spools map[string]*pack.Spool
	// parked: the sessions that listed a remote's refs, kept for the
	// fetch that follows (see parked.go), by sessionKey.
	parked map[string][]*parked
	// listed: the advertisement each remote sent last, by sessionKey
	// (see ListedRefs).
	listed map[string]*packp.AdvRefs

	// Test hooks.
	onBlobRead func(hash string)     // every blob content read from the cache
	onSession  func(redacted string) // every network session opened
	credFill   func(ctx context.Context, rawURL string) (user, pass string, ok bool, err error)
}

// New returns a Client.
func New(opts Options) *Client {
	c := &Client{opts: opts, getenv: opts.Getenv, auth: map[string]attempt{}}
	if c.getenv == nil {
		c.getenv = os.Getenv
	}
	c.credFill = c.gitCredentialFill
	return c
}

// remote is a URL given to the Client, normalized.
type remote struct {
	raw     string // as given (may hold userinfo)
	ep      *transport.Endpoint
	key     string // cache identity: no userinfo, local paths absolute
	display string // for messages: no userinfo
	name    string // repository base name, for the cache dir
}

var scpRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:[^@/]+@)?[^/:]{2,}:`) })

func (c *Client) remote(raw string) (*remote, error) {
	if raw == "" {
		return nil, &srcspec.Error{Input: raw, Reason: "empty URL"}
	}
	r := &remote{raw: raw, display: Redact(raw)}
	target := raw
	local := !strings.Contains(raw, "://") && !scpRe().MatchString(raw)
	if local {
		p := raw
		if p == "~" || strings.HasPrefix(p, "~/") {
			p = filepath.Join(c.getenv("HOME"), p[1:])
		} else if !filepath.IsAbs(p) {
			base := c.opts.Dir
			if base == "" {
				wd, err := os.Getwd()
				if err != nil {
					return nil, err
				}
				base = wd
			}
			p = filepath.Join(base, p)
		}
		target = filepath.Clean(p)
	}
	ep, err := transport.NewEndpoint(target)
	if err != nil {
		return nil, &srcspec.Error{Input: Redact(raw), Reason: "not a git URL: " + redactErr(err)}
	}
	r.ep = ep
	if ep.Protocol == "file" {
		r.key = "file://" + filepath.ToSlash(filepath.Clean(ep.Path))
	} else {
		host := strings.ToLower(ep.Host)
		if ep.Port != 0 {
			host = fmt.Sprintf("%s:%d", host, ep.Port)
		}
		r.key = ep.Protocol + "://" + host + "/" + strings.TrimSuffix(strings.Trim(ep.Path, "/"), "/")
	}
	r.name = srcspec.RepoName(filepath.ToSlash(ep.Path))
	return r, nil
}

// cacheDir is CacheDir/git/<sha256(key) short>-<name>.
func (c *Client) cacheDir(r *remote) (string, error) {
	if c.opts.CacheDir == "" {
		return "", errors.New("fetch: no cache directory configured (Options.CacheDir is empty)")
	}
	sum := sha256.Sum256([]byte(r.key))
	name := sanitize(r.name)
	return filepath.Join(c.opts.CacheDir, "git", hex.EncodeToString(sum[:8])+"-"+name), nil
}

func sanitize(s string) string {
	b := []byte(s)
	for i, ch := range b {
		if !(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '.' || ch == '-' || ch == '_') {
			b[i] = '_'
		}
	}
	s = strings.TrimLeft(string(b), ".")
	if len(s) > 40 {
		s = s[:40]
	}
	if s == "" {
		s = "repo"
	}
	return s
}

// ListRefs lists the remote's refs with one ls-remote, sorted with HEAD
// first; its session is kept for a fetch that follows (see parked.go).
// An unreachable remote is a *RemoteError, refused credentials an
// *AuthError. An empty repository has no refs and no error.
func (c *Client) ListRefs(ctx context.Context, rawURL string) ([]RemoteRef, error) {
	r, err := c.remote(rawURL)
	if err != nil {
		return nil, err
	}
	if c.opts.Offline {
		return nil, &NotCachedError{URL: r.display}
	}
	ar, err := c.advertisement(ctx, r)
	if err != nil {
		return nil, err
	}
	return remoteRefs(ar), nil
}

// ListedRefs are the refs rawURL advertised the last time this Client
// opened a session to it (Resolve, ListRefs, a fetch), and whether it
// did: for judging again what a run has just resolved (update's "newer
// versions" after it relocked) without asking the remote a second time.
// Whoever must see a ref that moved since asks ListRefs.
func (c *Client) ListedRefs(rawURL string) ([]RemoteRef, bool) {
	r, err := c.remote(rawURL)
	if err != nil {
		return nil, false
	}
	c.mu.Lock()
	ar, ok := c.listed[sessionKey(r)]
	c.mu.Unlock()
	if !ok {
		return nil, false
	}
	return remoteRefs(ar), true
}

// advertisement is the refs r advertises now, read in a new session,
// which is then parked for the fetch that usually follows (see parked.go).
// Listing refs always asks the remote: a ref moved since the last listing
// is seen moved.
func (c *Client) advertisement(ctx context.Context, r *remote) (*packp.AdvRefs, error) {
	sess, ar, err := c.open(ctx, r, "list refs of")
	if err != nil {
		return nil, err
	}
	c.park(r, sess, ar)
	return ar, nil
}

func remoteRefs(ar *packp.AdvRefs) []RemoteRef {
	if ar == nil {
		return nil
	}
	var out []RemoteRef
	if ar.Head != nil {
		head := RemoteRef{Name: "HEAD", Hash: ar.Head.String()}
		if t, ok := headTarget(ar); ok {
			head.Target = t
		}
		out = append(out, head)
	}
	names := make([]string, 0, len(ar.References))
	for n := range ar.References {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		ref := RemoteRef{Name: n, Hash: ar.References[n].String()}
		if p, ok := ar.Peeled[n]; ok {
			ref.Peeled = p.String()
		}
		out = append(out, ref)
	}
	return out
}

// headTarget reads the symref=HEAD:refs/heads/x capability.
func headTarget(ar *packp.AdvRefs) (string, bool) {
	for _, v := range ar.Capabilities.Get("symref") {
		if from, to, ok := strings.Cut(v, ":"); ok && from == "HEAD" {
			return to, true
		}
	}
	return "", false
}

// hexMatcher matches hex strings (either case) of min to max digits. (A
// regular expression with such a bound compiles to a program with a copy
// per digit.)
type hexMatcher struct{ min, max int }

func (h hexMatcher) MatchString(s string) bool {
	if len(s) < h.min || len(s) > h.max {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

func fullHex() hexMatcher  { return hexMatcher{40, 40} }
func shortHex() hexMatcher { return hexMatcher{4, 39} }

// Resolve resolves ref with one ls-remote: a tag (annotated tags peeled,
// the tag object kept), a branch, a full commit (taken as is, never as a
// ref name, so a tag named like a commit cannot hijack a pin), an
// abbreviated commit (matched against the advertised refs, else looked up
// after fetching the remote's history into the cache), or "" for the
// remote's default branch. A ref the remote lacks is a *RefNotFoundError
// naming the closest existing refs. Tags win over branches of the same
// name, as in git. The session that listed the refs is kept for the fetch
// of the commit they named (see parked.go).
func (c *Client) Resolve(ctx context.Context, rawURL, ref string) (Resolved, error) {
	r, err := c.remote(rawURL)
	if err != nil {
		return Resolved{}, err
	}
	if fullHex().MatchString(ref) {
		return Resolved{Ref: ref, Kind: RefCommit, Commit: strings.ToLower(ref)}, nil
	}
	if c.opts.Offline {
		return Resolved{}, &NotCachedError{URL: r.display, Ref: ref}
	}
	sess, ar, err := c.open(ctx, r, "list refs of")
	if err != nil {
		return Resolved{}, err
	}
	refs := remoteRefs(ar)
	if res, ok := Classify(refs, ref); ok {
		c.park(r, sess, ar) // for the fetch of res.Commit
		return res, nil
	}
	if shortHex().MatchString(ref) {
		// For the fetch of the commit, or of the history it is looked
		// for in.
		c.park(r, sess, ar)
		return c.resolveShort(ctx, r, strings.ToLower(ref), refs)
	}
	sess.Close() // nothing to fetch
	if ref == "" || ref == "HEAD" {
		return Resolved{}, &RefNotFoundError{URL: r.display, Ref: "HEAD (default branch)", Closest: closest("HEAD", refs)}
	}
	if semverOf(ref) != "" {
		// A version the remote lacks: the versions it has, newest first,
		// say what to take (the closest spelling is often an old one).
		if newest := newestTags(refs, 3); len(newest) > 0 {
			return Resolved{}, &RefNotFoundError{URL: r.display, Ref: ref, Closest: newest, Newest: true}
		}
	}
	return Resolved{}, &RefNotFoundError{URL: r.display, Ref: ref, Closest: closest(ref, refs)}
}

// Classify resolves ref among the refs a remote advertises, the way
// Resolve does: "" or HEAD is the default branch; a name is a tag before it
// is a branch; a full refs/… name is itself. Annotated tags resolve to the
// commit they peel to, with the tag object kept. ok is false when no
// advertised ref matches (ref may still be a commit id).
func Classify(refs []RemoteRef, ref string) (res Resolved, ok bool) {
	byName := map[string]RemoteRef{}
	for _, rr := range refs {
		byName[rr.Name] = rr
	}
	if ref == "" || ref == "HEAD" {
		head, ok := byName["HEAD"]
		if !ok {
			return Resolved{}, false
		}
		name := "HEAD"
		if head.Target != "" {
			name = strings.TrimPrefix(head.Target, "refs/heads/")
		} else if b := branchAt(refs, head.Hash); b != "" {
			name = b
		}
		return Resolved{Ref: name, Kind: RefBranch, Commit: head.Hash}, true
	}
	cands := []string{"refs/tags/" + ref, "refs/heads/" + ref}
	if strings.HasPrefix(ref, "refs/") {
		cands = []string{ref}
	}
	for _, n := range cands {
		rr, ok := byName[n]
		if !ok {
			continue
		}
		res := Resolved{Ref: ref, Kind: RefBranch, Commit: rr.Hash}
		if strings.HasPrefix(n, "refs/tags/") {
			res.Kind = RefTag
			if rr.Peeled != "" {
				res.Commit, res.TagObject = rr.Peeled, rr.Hash
			}
		}
		return res, true
	}
	return Resolved{}, false
}

// SplitTreeRef splits the REF/PATH text of a tree address (srcspec.Spec.TreeRef)
// where the remote has a ref: the longest run of leading components that
// names a branch or tag wins ("release/v2/skills/pdf" is the branch
// release/v2 and the path skills/pdf when the remote has that branch), as
// a ref's name cannot be told from the path otherwise. Without a match,
// the first component is the ref (a commit, or a name the remote lacks,
// which resolving then reports).
func SplitTreeRef(refs []RemoteRef, treeRef string) (ref, path string) {
	names := map[string]bool{}
	for _, r := range refs {
		if n, ok := strings.CutPrefix(r.Name, "refs/heads/"); ok {
			names[n] = true
		} else if n, ok := strings.CutPrefix(r.Name, "refs/tags/"); ok {
			names[n] = true
		}
	}
	segs := strings.Split(treeRef, "/")
	for i := len(segs); i > 1; i-- {
		if cand := strings.Join(segs[:i], "/"); names[cand] {
			return cand, strings.Join(segs[i:], "/")
		}
	}
	return segs[0], strings.Join(segs[1:], "/")
}

// branchAt is the branch at hash, preferring main and master.
func branchAt(refs []RemoteRef, hash string) string {
	var found []string
	for _, rr := range refs {
		if strings.HasPrefix(rr.Name, "refs/heads/") && rr.Hash == hash {
			found = append(found, strings.TrimPrefix(rr.Name, "refs/heads/"))
		}
	}
	for _, pref := range []string{"main", "master"} {
		for _, f := range found {
			if f == pref {
				return f
			}
		}
	}
	if len(found) > 0 {
		return found[0]
	}
	return ""
}

// resolveShort resolves an abbreviated commit: first among the commits
// the refs advertise, then among the objects of the remote's whole
// history, fetched into the cache.
func (c *Client) resolveShort(ctx context.Context, r *remote, prefix string, refs []RemoteRef) (Resolved, error) {
	seen := map[string]bool{}
	var matches []string
	for _, rr := range refs {
		if h := rr.Commit(); strings.HasPrefix(h, prefix) && !seen[h] {
			seen[h] = true
			matches = append(matches, h)
		}
	}
	if len(matches) == 0 {
		var err error
		matches, err = c.findCommitPrefix(ctx, r, prefix)
		if err != nil {
			return Resolved{}, err
		}
	}
	switch len(matches) {
	case 0:
		return Resolved{}, &RefNotFoundError{URL: r.display, Ref: prefix, Closest: closest(prefix, refs)}
	case 1:
		return Resolved{Ref: prefix, Kind: RefCommit, Commit: matches[0]}, nil
	}
	sort.Strings(matches)
	return Resolved{}, &AmbiguousCommitError{URL: r.display, Prefix: prefix, Matches: matches}
}

// closest names up to three branches or tags nearest to ref by edit
// distance, best first.
func closest(ref string, refs []RemoteRef) []string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	seen := map[string]bool{}
	for _, rr := range refs {
		var short string
		switch {
		case strings.HasPrefix(rr.Name, "refs/tags/"):
			short = strings.TrimPrefix(rr.Name, "refs/tags/")
		case strings.HasPrefix(rr.Name, "refs/heads/"):
			short = strings.TrimPrefix(rr.Name, "refs/heads/")
		default:
			continue
		}
		if seen[short] {
			continue
		}
		seen[short] = true
		cs = append(cs, cand{short, suggest.Distance(strings.ToLower(ref), strings.ToLower(short))})
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].d != cs[j].d {
			return cs[i].d < cs[j].d
		}
		return cs[i].name < cs[j].name
	})
	var out []string
	for i := 0; i < len(cs) && i < 3; i++ {
		out = append(out, cs[i].name)
	}
	return out
}

// open starts an upload-pack session and reads the advertised refs,
// trying each credential in turn while the remote refuses them. The
// caller closes the session.
func (c *Client) open(ctx context.Context, r *remote, op string) (transport.UploadPackSession, *packp.AdvRefs, error) {
	if c.onSession != nil {
		c.onSession(r.display)
	}
	tr, err := c.transport(r.ep)
	if err != nil {
		return nil, nil, &RemoteError{URL: r.display, Op: op, Err: err, msg: redactErr(err)}
	}
	var tried []string
	var lastErr error
	var secrets []string
	for _, next := range c.attempts(r) {
		a, ok, err := next(ctx)
		if err != nil {
			return nil, nil, &RemoteError{URL: r.display, Op: op, Err: err, msg: mask(err, secrets...)}
		}
		if !slices.Contains(tried, a.name) {
			tried = append(tried, a.name)
		}
		if !ok {
			continue
		}
		if a.secret != "" {
			secrets = append(secrets, a.secret)
		}
		sess, err := tr.NewUploadPackSession(r.ep, a.auth)
		if err != nil {
			a.release()
			return nil, nil, c.classify(r, op, err, tried, secrets)
		}
		ar, err := sess.AdvertisedReferencesContext(ctx)
		if err == nil || errors.Is(err, transport.ErrEmptyRemoteRepository) {
			if a.cleanup == nil { // reusable: remember it
				c.mu.Lock()
				c.auth[r.key] = a
				c.mu.Unlock()
			}
			if ar == nil {
				ar = packp.NewAdvRefs()
			}
			c.mu.Lock()
			if c.listed == nil {
				c.listed = map[string]*packp.AdvRefs{}
			}
			c.listed[sessionKey(r)] = ar
			c.mu.Unlock()
			return &session{UploadPackSession: sess, cleanup: a.cleanup}, ar, nil
		}
		sess.Close()
		a.release()
		if !isAuthErr(err) {
			return nil, nil, c.classify(r, op, err, tried, secrets)
		}
		lastErr = err
	}
	if lastErr == nil {
		lastErr = transport.ErrAuthenticationRequired
	}
	return nil, nil, &AuthError{URL: r.display, Tried: tried, Err: lastErr, msg: mask(lastErr, secrets...)}
}

// session closes what its credentials hold open (an ssh-agent
// connection) with the session.
type session struct {
	transport.UploadPackSession
	cleanup func()
}

func (s *session) Close() error {
	err := s.UploadPackSession.Close()
	if s.cleanup != nil {
		s.cleanup()
		s.cleanup = nil
	}
	return err
}

func isAuthErr(err error) bool {
	if errors.Is(err, transport.ErrAuthenticationRequired) || errors.Is(err, transport.ErrAuthorizationFailed) {
		return true
	}
	s := err.Error()
	return strings.Contains(s, "unable to authenticate") || strings.Contains(s, "no supported methods remain")
}

func (c *Client) classify(r *remote, op string, err error, tried []string, secrets []string) error {
	if re := (*RedirectError)(nil); errors.As(err, &re) {
		return re
	}
	if isAuthErr(err) {
		return &AuthError{URL: r.display, Tried: tried, Err: err, msg: mask(err, secrets...)}
	}
	if errors.Is(err, transport.ErrRepositoryNotFound) {
		return &RepoNotFoundError{URL: r.display, Op: op, Err: err}
	}
	msg := mask(err, secrets...)
	if strings.Contains(msg, "knownhosts: key mismatch") {
		msg = "the server's host key does not match the one in known_hosts (a changed key can mean an attack): " +
			"if the host really changed its key, check the new fingerprint and update known_hosts"
	} else if strings.Contains(msg, "knownhosts: key is unknown") {
		msg = "the server's host key is not in known_hosts: check its fingerprint, then add it (ssh-keyscan " + r.ep.Host + " >> ~/.ssh/known_hosts)"
	}
	var ne net.Error
	switch {
	case errors.As(err, &ne) && ne.Timeout() && !errors.Is(err, context.Canceled):
		msg = fmt.Sprintf("the remote sent nothing for %s (set SKILLPIN_NETWORK_TIMEOUT to wait longer): %s", c.networkTimeout(), msg)
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		msg = "interrupted: " + msg
	}
	return &RemoteError{URL: r.display, Op: op, Err: err, msg: msg}
}
