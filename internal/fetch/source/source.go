// Package source is the one shape of a place skills come from — a git
// remote, an OCI registry or a local directory — as cargo's Source and
// cmd/go's codehost.Repo are for theirs: resolve a ref to a pinned
// revision, open the tree at a pinned revision as a read-only fs.FS, say
// where a pinned ref points now, and list the refs it offers. The kind of
// a source is decided once, in New; callers never switch on it.
package source

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
)

// Pin is a ref resolved to what the lock records of it.
type Pin struct {
	// Ref is the ref as asked for ("" for a git remote's default branch).
	Ref string
	// Kind is the lock's word for what Ref is: lock.KindTag, KindBranch,
	// KindCommit, KindDigest or KindPath.
	Kind string
	// Revision is the commit (git) or manifest digest (OCI) Ref names;
	// "" for a directory, whose content is pinned by digests only.
	Revision string
	// TagObject is an annotated git tag's object, "" otherwise.
	TagObject string
	// Branch is the default branch a git ref of "" resolved to.
	Branch string
}

// PinOf is the pin a locked source records.
func PinOf(ls *lock.LockedSource) Pin {
	return Pin{Ref: ls.Ref, Kind: ls.Kind, Revision: ls.Commit, TagObject: ls.TagObject}
}

// Want says what of a tree the caller will read, so that a source fetches
// no more than that where it can.
type Want struct {
	// All: every skill of the tree will be read.
	All bool
	// Names are skills by frontmatter name (an OCI artifact names its
	// skills before any layer is downloaded; a git tree does not).
	Names []string
	// Dirs are skill directories.
	Dirs []string
	// Exact says Dirs are exactly the directories that will be read (a
	// lock lists them): a git commit not yet cached is then fetched with
	// their files and no others. Otherwise a git tree is opened and read
	// lazily.
	Exact bool
}

// selects reports whether w picks some skills rather than every one.
func (w Want) selects() bool {
	return !w.All && (len(w.Names) > 0 || len(w.Dirs) > 0 || (w.Exact && w.Dirs != nil))
}

// A Source is one place skills come from.
type Source interface {
	// Resolve pins ref: what it names now, asked of the remote.
	Resolve(ctx context.Context, ref string) (Pin, error)
	// Open is the tree at pin, read-only, from the source's cache or the
	// remote; what w names is fetched first where the source can.
	Open(ctx context.Context, pin Pin, w Want) (fs.FS, error)
	// Upstream says where pin's ref points now; found is false when the
	// ref no longer exists. A pin nothing can move (a directory) is its
	// own upstream.
	Upstream(ctx context.Context, pin Pin) (now Pin, found bool, err error)
	// Refs lists the refs the source offers; a source that cannot list
	// them returns a *NotListedError.
	Refs(ctx context.Context) ([]fetch.RemoteRef, error)
}

// NotListedError says a source cannot list its versions, and why.
type NotListedError struct {
	What string // "local directory", "OCI registry"
}

func (e *NotListedError) Error() string { return e.What + ": versions are not listed" }

// Clients are what the sources of one run share: the git client and the
// OCI client (made when first needed) and the bounds an OCI layer is read
// under.
type Clients struct {
	Git        func() *fetch.Client
	OCI        func() *oci.Client
	LayerBytes int64
	MaxFiles   int
}

// New is the source spec names; loc is where to reach it (a local path
// resolved against the project, or the URL).
func New(spec srcspec.Spec, loc string, c Clients) Source {
	switch spec.Kind {
	case srcspec.KindOCI:
		return &ociSource{url: spec.URL, c: c}
	case srcspec.KindPath:
		return dirSource(loc)
	default:
		return &gitSource{loc: loc, c: c}
	}
}

// IsDir reports whether s is a plain local directory: no ref, no commit.
func IsDir(s Source) bool {
	_, ok := s.(dirSource)
	return ok
}

// Shared reports whether one fs.FS of s may be read by several goroutines
// at once (a directory, an artifact held in memory); a git tree decodes one
// object at a time, so parallel readers each open their own.
func Shared(s Source) bool {
	_, git := s.(*gitSource)
	return !git
}

// HasBlobIDs reports whether s names files by git blob ids, so that a
// file's id proves its bytes to the git cache.
func HasBlobIDs(s Source) bool {
	_, git := s.(*gitSource)
	return git
}

// ListedRefs are the refs s listed last in this run (its client's last
// session with the remote: a Resolve, Refs, or a fetch), and whether it
// listed any: a git source only. For judging again what was just
// resolved without asking the remote twice; Refs asks it now.
func ListedRefs(s Source) ([]fetch.RemoteRef, bool) {
	g, ok := s.(*gitSource)
	if !ok {
		return nil, false
	}
	return g.c.Git().ListedRefs(g.loc)
}

// History is what only a git source can say about two of its commits.
type History interface {
	// IsAncestor reports whether old is an ancestor of new (or new itself).
	IsAncestor(ctx context.Context, old, new, ref string) (bool, error)
	// CommitsBetween counts the commits from old to new, and whether new
	// descends from old.
	CommitsBetween(ctx context.Context, old, new, ref string) (int, bool, error)
}

type gitSource struct {
	loc string
	c   Clients
	// chosen are refs Resolve judges from the refs this run listed
	// already, when it listed them and the ref is among them (Listed).
	chosen []string
}

// Listed is s resolving the refs chosen from the listing this run made
// of its refs (update --latest's newest version) from that listing, so
// that what was chosen is what is taken and the remote is not asked a
// second time. Any other ref (a commit pin, a tag of another source at
// the same URL), a chosen ref the listing lacks, and every source but
// git are resolved as s resolves them.
func Listed(s Source, chosen ...string) Source {
	g, ok := s.(*gitSource)
	if !ok || len(chosen) == 0 {
		return s
	}
	l := *g
	l.chosen = chosen
	return &l
}

func (g *gitSource) Resolve(ctx context.Context, ref string) (Pin, error) {
	var res fetch.Resolved
	found := false
	if slices.Contains(g.chosen, ref) {
		if refs, ok := g.c.Git().ListedRefs(g.loc); ok {
			res, found = fetch.Classify(refs, ref)
		}
	}
	if !found {
		var err error
		if res, err = g.c.Git().Resolve(ctx, g.loc, ref); err != nil {
			return Pin{}, err
		}
	}
	p := Pin{Ref: ref, Kind: string(res.Kind), Revision: res.Commit, TagObject: res.TagObject}
	if ref == "" && res.Kind == fetch.RefBranch {
		p.Branch = res.Ref
	}
	return p, nil
}

func (g *gitSource) Open(ctx context.Context, pin Pin, w Want) (fs.FS, error) {
	git := g.c.Git()
	switch {
	case w.All:
		return git.TreeAll(ctx, g.loc, pin.Revision, pin.Ref)
	case w.Exact:
		return git.TreeFor(ctx, g.loc, pin.Revision, pin.Ref, w.Dirs)
	default:
		return git.Tree(ctx, g.loc, pin.Revision, pin.Ref)
	}
}

func (g *gitSource) Upstream(ctx context.Context, pin Pin) (Pin, bool, error) {
	refs, err := g.c.Git().ListRefs(ctx, g.loc)
	if err != nil {
		return Pin{}, false, err
	}
	res, found := fetch.Classify(refs, pin.Ref)
	return Pin{Ref: pin.Ref, Kind: string(res.Kind), Revision: res.Commit, TagObject: res.TagObject}, found, nil
}

func (g *gitSource) Refs(ctx context.Context) ([]fetch.RemoteRef, error) {
	return g.c.Git().ListRefs(ctx, g.loc)
}

func (g *gitSource) IsAncestor(ctx context.Context, old, new, ref string) (bool, error) {
	return g.c.Git().IsAncestor(ctx, g.loc, old, new, ref)
}

func (g *gitSource) CommitsBetween(ctx context.Context, old, new, ref string) (int, bool, error) {
	return g.c.Git().CommitsBetween(ctx, g.loc, old, new, ref)
}

type ociSource struct {
	url string
	c   Clients
}

func (o *ociSource) Resolve(ctx context.Context, ref string) (Pin, error) {
	digest, err := o.c.OCI().Resolve(ctx, o.url, ref)
	if err != nil {
		return Pin{}, err
	}
	kind := lock.KindTag
	if oci.IsDigest(ref) {
		kind = lock.KindDigest
	}
	return Pin{Ref: ref, Kind: kind, Revision: digest}, nil
}

func (o *ociSource) Open(ctx context.Context, pin Pin, w Want) (fs.FS, error) {
	var want func(name, dir string) bool
	if w.selects() {
		want = func(name, dir string) bool {
			return slices.Contains(w.Names, name) || slices.Contains(w.Dirs, dir)
		}
	}
	fsys, _, err := o.c.OCI().Open(ctx, o.url, pin.Revision, want, o.c.LayerBytes, o.c.MaxFiles)
	return fsys, err
}

func (o *ociSource) Upstream(ctx context.Context, pin Pin) (Pin, bool, error) {
	if pin.Kind == lock.KindDigest {
		return pin, true, nil // a digest pins nothing the registry can move
	}
	now, err := o.Resolve(ctx, pin.Ref)
	return now, err == nil, err
}

func (o *ociSource) Refs(context.Context) ([]fetch.RemoteRef, error) {
	return nil, &NotListedError{What: "OCI registry"}
}

// dirSource is a local directory that is not a repository: no ref, its
// content pinned by the lock's digests alone.
type dirSource string

func (d dirSource) Resolve(_ context.Context, ref string) (Pin, error) {
	if ref != "" {
		return Pin{}, fmt.Errorf("%s is a plain directory, not a git repository, so it takes no ref (got %q): %w", string(d), ref, ErrNoRef)
	}
	return Pin{Kind: lock.KindPath}, nil
}

func (d dirSource) Open(context.Context, Pin, Want) (fs.FS, error) { return os.DirFS(string(d)), nil }

func (d dirSource) Upstream(_ context.Context, pin Pin) (Pin, bool, error) { return pin, true, nil }

func (d dirSource) Refs(context.Context) ([]fetch.RemoteRef, error) {
	return nil, &NotListedError{What: "local directory"}
}

// ErrNoRef is the error of a ref given to a source that takes none.
var ErrNoRef = errors.New("a plain directory takes no ref")
