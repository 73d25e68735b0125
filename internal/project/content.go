package project

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/install"
	"github.com/skillpin/skillpin/internal/lock"
)

// Content opens files of locked skill versions for review (`diff
// --content`): from the store when it holds the version, otherwise from
// the version's pinned commit, fetched when needed. Nothing is written to
// the store: reviewing is not installing.
type Content struct {
	ctx      context.Context
	env      Env
	store    *install.Store
	fetcher  *fetch.Client
	locks    []*lock.Lock
	versions map[string]*contentVersion // by skill digest
}

type contentVersion struct {
	fsys  fs.FS
	dir   string
	files catalog.FileSet
	err   error
}

// NewContent returns a content source for the skill versions in locks.
func NewContent(ctx context.Context, env Env, locks ...*lock.Lock) (*Content, error) {
	cache, err := install.CacheDir(env.getenv)
	if err != nil {
		return nil, badInput(err)
	}
	c := &Content{ctx: ctx, env: env, locks: locks, versions: map[string]*contentVersion{},
		store: &install.Store{Dir: filepath.Join(cache, "store")}}
	c.fetcher = fetch.New(fetch.Options{CacheDir: cache, Progress: env.Progress, Getenv: env.Getenv, Offline: env.Offline})
	return c, nil
}

// Open opens one file of the skill version with the given digest. A
// version that can be found nowhere is an error wrapping fs.ErrNotExist.
func (c *Content) Open(skillDigest, path string) (io.ReadCloser, error) {
	if c.store.Has(skillDigest) {
		if f, err := os.Open(filepath.Join(c.store.Path(skillDigest), filepath.FromSlash(path))); err == nil {
			return f, nil
		}
	}
	v := c.version(skillDigest)
	if v.err != nil {
		return nil, v.err
	}
	f, ok := v.files.Lookup(path)
	if !ok {
		return nil, fmt.Errorf("%s is not a file of skill version %s: %w", path, shortDigest(skillDigest), fs.ErrNotExist)
	}
	return catalog.OpenFile(v.fsys, v.dir, f)
}

// version finds a locked skill with digest and opens its pinned tree.
func (c *Content) version(digest string) *contentVersion {
	if v, ok := c.versions[digest]; ok {
		return v
	}
	v := &contentVersion{err: fmt.Errorf("skill version %s is in no lockfile being compared: %w", shortDigest(digest), fs.ErrNotExist)}
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
				v.err = fmt.Errorf("fetch %s at %s: %v: %w", ls.URL, short(ls.Commit), err, fs.ErrNotExist)
				continue
			}
			files, problems := catalog.FileSetOf(fsys, sk.Path, catalog.Limits{})
			if catalog.HasErrors(problems) || files.Digest() != digest {
				v.err = fmt.Errorf("skill %s at %s no longer matches its lock entry: %w", sk.Name, short(ls.Commit), fs.ErrNotExist)
				continue
			}
			*v = contentVersion{fsys: fsys, dir: sk.Path, files: files}
			return v
		}
	}
	return v
}

func (c *Content) tree(ls *lock.LockedSource) (fs.FS, error) {
	p := &Project{env: c.env, State: State{layout: c.env.layout(), dir: c.env.layout().Config}}
	_, loc, err := p.remote(ls.URL)
	if err != nil {
		return nil, err
	}
	if ls.Kind == string(fetch.RefPath) {
		return os.DirFS(loc), nil
	}
	return c.fetcher.Tree(c.ctx, loc, ls.Commit, ls.Ref)
}
