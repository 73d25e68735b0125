// Package reviewrun runs the review of a change (`skillpin diff`) and
// reads the skill versions a review shows (Content): from the store when
// it holds a version, otherwise from the version's pinned commit, fetched
// into the git cache only from the remotes the review may contact
// (package reviewgate); the store is never written. Approving and the
// frozen install's check read versions through it too.
package reviewrun

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/review/reviewgate"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// Options are what a review needs from its surroundings.
type Options struct {
	Layout   layout.Layout       // where the project's files are (resolved)
	Getenv   func(string) string // environment (cache dir, tokens, HOME); never nil
	Progress io.Writer           // fetch progress; nil = silent
	Offline  bool                // use the cache only
	// Sigstore loads what the policies' keyless approvals name, and reads
	// who an approval's keyless certificate names (state.Env.Sigstore).
	Sigstore signature.Sigstore
}

// Content opens files of locked skill versions for review (`diff`,
// `approve`): from the store when it holds the version, otherwise from
// the version's pinned commit, fetched when needed. Nothing is written to
// the store: reviewing is not installing.
type Content struct {
	ctx      context.Context
	opts     Options
	store    *store.Store
	fetcher  *fetch.Client
	cache    string
	locks    []*lock.Lock
	versions map[string]*contentVersion // by skill digest
	noCache  error                      // why there is no cache, if there is none
	// gate, when set, says which remotes may be contacted (a review of
	// someone else's change); the others are read through cached, which
	// reads the cache only.
	gate   *reviewgate.Gate
	cached *fetch.Client
}

type contentVersion struct {
	fsys  fs.FS
	dir   string
	files catalog.FileSet
	err   error
}

// NewContent returns a content source for the skill versions in locks.
// Without a cache (no SKILLPIN_CACHE, XDG_CACHE_HOME or HOME) there is no
// store to read and nowhere to fetch into: every version is then
// unavailable, which a review reports file by file.
func NewContent(ctx context.Context, opts Options, locks ...*lock.Lock) (*Content, error) {
	c := &Content{ctx: ctx, opts: opts, locks: locks, versions: map[string]*contentVersion{}}
	cache, err := layout.CacheDir(opts.Getenv)
	if err != nil {
		c.noCache = err
		return c, nil
	}
	c.cache = cache
	c.store = &store.Store{Dir: filepath.Join(cache, layout.StoreDir)}
	c.fetcher = fetch.New(fetch.Options{CacheDir: cache, Progress: opts.Progress, Getenv: opts.Getenv, Offline: opts.Offline})
	return c, nil
}

// Gated makes c contact only the remotes g allows (redirects included),
// and read every other version from the store and the cache alone.
func (c *Content) Gated(g *reviewgate.Gate) {
	c.gate = g
	if c.noCache != nil {
		return
	}
	opts := fetch.Options{CacheDir: c.cache, Progress: c.opts.Progress, Getenv: c.opts.Getenv, Offline: c.opts.Offline, CheckRedirect: g.CheckRedirect}
	c.fetcher = fetch.New(opts)
	opts.Offline = true
	c.cached = fetch.New(opts)
}

// Open opens one file of the skill version with the given digest. A
// version that can be found nowhere is an error wrapping fs.ErrNotExist.
func (c *Content) Open(skillDigest, path string) (io.ReadCloser, error) {
	if c.noCache != nil {
		return nil, unavailable(c.noCache.Error())
	}
	if c.store.Has(skillDigest) {
		if data, ok := c.fromStore(skillDigest, path); ok {
			return io.NopCloser(bytes.NewReader(data)), nil
		}
	}
	v := c.version(skillDigest)
	if v.err != nil {
		return nil, v.err
	}
	f, ok := v.files.Lookup(path)
	if !ok {
		return nil, unavailable(fmt.Sprintf("%s is not a file of skill version %s", path, catalog.ShortDigest(skillDigest)))
	}
	return catalog.OpenFile(v.fsys, v.dir, f)
}

// unavailable is a version or file that can be had nowhere: it matches
// fs.ErrNotExist, and says why without repeating that.
type unavailable string

func (u unavailable) Error() string        { return string(u) }
func (u unavailable) Is(target error) bool { return target == fs.ErrNotExist }

// fromStore reads a file of a stored version, if it has the bytes the
// lock records for it: a store entry may have been tampered with, and
// then the pinned commit is the source. A file of a version no lock being
// compared records (an approved version) is taken as stored; the reader
// checks it against the digest it expects.
func (c *Content) fromStore(skillDigest, path string) ([]byte, bool) {
	f, err := os.Open(filepath.Join(c.store.Path(skillDigest), filepath.FromSlash(path)))
	if err != nil {
		return nil, false
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, lockdiff.MaxContentBytes+1))
	if err != nil {
		return nil, false
	}
	if want, known := c.fileDigest(skillDigest, path); known && catalog.DigestBytes(data) != want {
		return nil, false
	}
	return data, true
}

// fileDigest is the digest the locks record for a file of a skill version.
func (c *Content) fileDigest(skillDigest, path string) (string, bool) {
	for _, l := range c.locks {
		if l == nil {
			continue
		}
		for _, sk := range l.Skills {
			if sk.Digest != skillDigest {
				continue
			}
			if f, ok := sk.Files.Lookup(path); ok {
				return f.Digest, true
			}
		}
	}
	return "", false
}

// version finds a locked skill with digest and opens its pinned tree.
func (c *Content) version(digest string) *contentVersion {
	if v, ok := c.versions[digest]; ok {
		return v
	}
	v := &contentVersion{err: unavailable(fmt.Sprintf("skill version %s is in no store and no lockfile being compared", catalog.ShortDigest(digest)))}
	c.versions[digest] = v
	for _, l := range c.locks {
		if l == nil {
			continue
		}
		for _, sk := range l.Skills {
			if sk.Digest != digest {
				continue
			}
			ls := l.Source(sk.Source)
			if ls == nil {
				continue
			}
			fsys, err := c.tree(ls)
			if err != nil {
				v.err = unavailable(fmt.Sprintf("fetch %s at %s: %v", ls.URL, resolve.Short(ls.Commit), err))
				continue
			}
			files, problems := catalog.FileSetOf(fsys, sk.Path, catalog.Limits{})
			if catalog.HasErrors(problems) || files.Digest() != digest {
				v.err = unavailable(fmt.Sprintf("skill %s at %s no longer matches its lock entry", sk.Name, resolve.Short(ls.Commit)))
				continue
			}
			*v = contentVersion{fsys: fsys, dir: sk.Path, files: files}
			return v
		}
	}
	return v
}

// tree opens the whole tree ls pins. A review knows no project's limits,
// so an OCI layer is read under four times the default ones.
func (c *Content) tree(ls *lock.LockedSource) (fs.FS, error) {
	spec, loc, err := srcspec.Remote(ls.URL, c.opts.Layout.Config, c.opts.Offline)
	if err != nil {
		return nil, err
	}
	offline, fetcher := c.opts.Offline, c.fetcher
	ok, why := c.gate.Allows(ls.URL)
	if !ok {
		offline, fetcher = true, c.cached
	}
	s := source.New(spec, loc, source.Clients{
		Git: func() *fetch.Client { return fetcher },
		OCI: func() *oci.Client {
			return oci.New(oci.Options{Keychain: oci.DockerKeychain(c.opts.Getenv), CacheDir: c.cache, Offline: offline})
		},
		LayerBytes: catalog.DefaultLimits.MaxBytes * 4,
		MaxFiles:   catalog.DefaultLimits.MaxFiles * 4,
	})
	fsys, err := s.Open(c.ctx, source.PinOf(ls), source.Want{})
	if err != nil && !ok {
		// Not in the cache, and not to be fetched: say why.
		c.gate.Hold(ls.URL, why)
		return nil, fmt.Errorf("not fetched: %s", why)
	}
	return fsys, err
}

// BundleDigest is the digest of the signature bundle in v's directory at
// v's pinned commit, "" when that commit has none (lockdiff.BundleSource).
// The bundle is read under the rules every skill file follows.
func (c *Content) BundleDigest(v *lockdiff.Version) (string, error) {
	if c.noCache != nil {
		return "", c.noCache
	}
	fsys, err := c.tree(&lock.LockedSource{URL: v.URL, Ref: v.Ref, Kind: v.Kind, Commit: v.Commit})
	if err != nil {
		return "", err
	}
	data, err := resolve.ReadBundle(fsys, v.Path, v.BundleFile())
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", nil
	case err != nil:
		return "", err
	}
	return signature.BundleDigest(data), nil
}

// Store is the store c reads versions from; nil without a cache.
func (c *Content) Store() *store.Store { return c.store }
