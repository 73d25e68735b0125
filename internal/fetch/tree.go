package fetch

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"

	"github.com/skillpin/skillpin/internal/fetch/pack"
)

// Errors of the tree file system, wrapped in *fs.PathError.
var (
	// ErrLinkEscapes is a symbolic link whose target is absolute or
	// leaves the tree; such links are never followed.
	ErrLinkEscapes = errors.New("symbolic link points outside the tree")
	// ErrLinkLoop is a chain of more than 40 symbolic links.
	ErrLinkLoop = errors.New("too many levels of symbolic links")
	// ErrSubmodule is a read of a submodule (gitlink) entry, which has no
	// content in this repository.
	ErrSubmodule = errors.New("entry is a git submodule; its content is in another repository")
)

// GitEntry is what FileInfo.Sys returns for a tree entry.
type GitEntry struct {
	Mode uint32 // the raw git mode, e.g. 0100644, 0120000, 0160000
	Hash string // the object id (for a gitlink, the submodule's commit)
}

// IsSubmodule reports whether the entry is a gitlink (mode 160000).
func (e GitEntry) IsSubmodule() bool { return filemode.FileMode(e.Mode) == filemode.Submodule }

// maxLinkHops bounds symlink chains, as Linux's MAXSYMLINKS does.
const maxLinkHops = 40

// maxLinkTarget bounds what is read as a link target: a longer "link"
// is not a path anything would follow.
const maxLinkTarget = 4096

// treeFS is a commit's tree read straight from git objects. It implements
// fs.FS, fs.ReadDirFS, fs.StatFS and fs.ReadLinkFS. Open and Stat follow
// symbolic links only within the tree; Lstat and ReadLink never follow.
// Listing a directory reads tree objects only: blob content is read when
// a file is opened (or a link read).
type treeFS struct {
	mu    sync.Mutex // go-git's object storage is not safe for concurrent lookups
	st    objects
	root  plumbing.Hash
	trees map[plumbing.Hash][]treeEntry
	// index finds an entry of a large tree by name (see lookup).
	index map[plumbing.Hash]map[string]int

	// last is the most recently resolved directory and the nodes of its
	// prefixes: scans list a directory after its parent, so resolving a
	// path usually takes one step from there instead of one per element
	// from the root (which made deep trees quadratic).
	pathMu sync.Mutex
	last   pathCache
	// steps counts tree entries looked up while resolving paths: tests
	// prove with it that scanning is linear in the size of the tree.
	steps atomic.Int64

	// fetch, when set, brings blobs the cache lacks (a partial fetch
	// left them out) and returns the storage reopened to see them.
	fetch func(hashes []plumbing.Hash) (objects, error)
	// marker batches those fetches: a missing blob comes with every blob
	// of the nearest enclosing directory that holds a file of this name.
	marker string
	// spool, when set, holds blobs already inflated as they were fetched
	// (see pack.Spool): Open reads those from their file.
	spool *pack.Spool
}

// treeEntry is one entry of a tree object, name exactly as stored.
type treeEntry struct {
	Name string
	Mode filemode.FileMode
	Hash plumbing.Hash
}

var (
	_ fs.ReadDirFS  = (*treeFS)(nil)
	_ fs.StatFS     = (*treeFS)(nil)
	_ fs.ReadLinkFS = (*treeFS)(nil)
)

func newTreeFS(st objects, root plumbing.Hash) *treeFS {
	return &treeFS{st: st, root: root, trees: map[plumbing.Hash][]treeEntry{}, index: map[plumbing.Hash]map[string]int{}}
}

// node is a resolved tree entry.
type node struct {
	name string // base name ("." for the root)
	// path is where it is in the tree, links resolved ("." for the root).
	// A listed entry leaves it empty and keeps its directory's path in
	// dir instead: its own path is built only when something needs it
	// (where), so listing a directory deep in a tree costs no copy of
	// that directory's path per entry.
	path string
	dir  string
	mode filemode.FileMode
	hash plumbing.Hash
}

// where is the node's path in the tree, links resolved.
func (n node) where() string {
	if n.path != "" {
		return n.path
	}
	return joinPath(n.dir, n.name)
}

func joinPath(dir, name string) string {
	if dir == "." {
		return name
	}
	return dir + "/" + name
}

// tree returns the entries of tree object h. It decodes trees itself
// rather than with go-git's object.Tree, which refuses some crafted
// names (the empty one): every name must reach the caller raw.
func (t *treeFS) tree(h plumbing.Hash) ([]treeEntry, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if es, ok := t.trees[h]; ok {
		return es, nil
	}
	obj, err := t.st.Object(plumbing.TreeObject, h)
	if err != nil {
		return nil, fmt.Errorf("tree %s: %w", h, err)
	}
	r, err := obj.Reader()
	if err != nil {
		return nil, fmt.Errorf("tree %s: %w", h, err)
	}
	defer r.Close()
	// A buffer no larger than the object: a deep tree is thousands of
	// tiny tree objects, and a 4 KiB buffer each is most of its cost.
	es, err := decodeTree(bufio.NewReaderSize(r, int(min(obj.Size(), 4096))))
	if err != nil {
		return nil, fmt.Errorf("tree %s: %w", h, err)
	}
	t.trees[h] = es
	return es, nil
}

// decodeTree parses a tree object: entries of "<octal mode> <name>\0<20-byte id>".
func decodeTree(r *bufio.Reader) ([]treeEntry, error) {
	var es []treeEntry
	for {
		mode, err := r.ReadString(' ')
		if err == io.EOF && mode == "" {
			return es, nil
		}
		if err != nil {
			return nil, errMalformedTree
		}
		m, err := strconv.ParseUint(mode[:len(mode)-1], 8, 32)
		if err != nil {
			return nil, errMalformedTree
		}
		name, err := r.ReadString(0)
		if err != nil {
			return nil, errMalformedTree
		}
		var h plumbing.Hash
		if _, err := io.ReadFull(r, h[:]); err != nil {
			return nil, errMalformedTree
		}
		es = append(es, treeEntry{Name: name[:len(name)-1], Mode: canonMode(filemode.FileMode(m)), Hash: h})
	}
}

var errMalformedTree = errors.New("malformed tree object")

// canonMode is git's canon_mode: any regular file mode becomes 100644 or
// 100755 by its owner-execute bit, as git does when it reads a tree.
func canonMode(m filemode.FileMode) filemode.FileMode {
	switch m & 0o170000 {
	case 0o100000:
		if m&0o100 != 0 {
			return filemode.Executable
		}
		return filemode.Regular
	case 0o040000:
		return filemode.Dir
	case 0o120000:
		return filemode.Symlink
	case 0o160000:
		return filemode.Submodule
	}
	return m
}

// blob is the blob of n, fetched first if the cache lacks it.
func (t *treeFS) blob(n node) (plumbing.EncodedObject, error) {
	get := func() (plumbing.EncodedObject, error) {
		t.mu.Lock()
		defer t.mu.Unlock()
		return t.st.Object(plumbing.BlobObject, n.hash)
	}
	obj, err := get()
	if errors.Is(err, plumbing.ErrObjectNotFound) && t.fetch != nil {
		if err := t.fill(n.where(), n.hash); err != nil {
			return nil, err
		}
		obj, err = get()
	}
	return obj, err
}

func (t *treeFS) size(n node) (int64, error) {
	if n.mode == filemode.Dir || n.mode == filemode.Submodule {
		return 0, nil
	}
	if b, ok := t.spool.Lookup(n.hash); ok {
		// The spool has the blob's size: asking the storage would look
		// for a loose object first (three failed system calls a file).
		return b.Size, nil
	}
	get := func() (int64, error) {
		t.mu.Lock()
		defer t.mu.Unlock()
		return t.st.Size(n.hash)
	}
	sz, err := get()
	if errors.Is(err, plumbing.ErrObjectNotFound) && t.fetch != nil {
		if err := t.fill(n.where(), n.hash); err != nil {
			return 0, err
		}
		sz, err = get()
	}
	return sz, err
}

// fill fetches the missing blob h at path p, with its batch.
func (t *treeFS) fill(p string, h plumbing.Hash) error {
	st, err := t.fetch(t.batchFor(p, h))
	if err != nil {
		return err
	}
	t.mu.Lock()
	t.st = st
	t.mu.Unlock()
	return nil
}

// batchFor is what to fetch with the blob h at path p: every blob under
// the nearest enclosing directory holding a marker file (the reader
// will want them all), else h alone. p has its links resolved, so the
// directories above it are real ones.
func (t *treeFS) batchFor(p string, h plumbing.Hash) []plumbing.Hash {
	if t.marker == "" {
		return []plumbing.Hash{h}
	}
	for dir := path.Dir(p); ; dir = path.Dir(dir) {
		n, err := t.resolve("fetch", dir, false)
		if err == nil && n.mode == filemode.Dir {
			if es, err := t.tree(n.hash); err == nil && slices.ContainsFunc(es, func(e treeEntry) bool { return e.Name == t.marker }) {
				out := []plumbing.Hash{h}
				if err := t.walkBlobs(n.hash, func(e treeEntry) { out = append(out, e.Hash) }); err == nil {
					return out
				}
				return []plumbing.Hash{h}
			}
		}
		if dir == "." {
			return []plumbing.Hash{h}
		}
	}
}

// maxTreeDepth is catalog.MaxTreeDepth: how deep the walks below go.
// Nothing reads a blob deeper (a scan refuses a tree nested deeper, and
// a skill's paths are far shorter), so they are not fetched ahead, and
// the recursion is bounded whatever a crafted tree nests.
const maxTreeDepth = 4096

// walkBlobs calls fn for every blob entry (files and links) under the
// tree root, down to maxTreeDepth directories, reading tree objects only.
func (t *treeFS) walkBlobs(root plumbing.Hash, fn func(treeEntry)) error {
	return t.walkBlobsAt(root, 0, fn)
}

func (t *treeFS) walkBlobsAt(root plumbing.Hash, depth int, fn func(treeEntry)) error {
	es, err := t.tree(root)
	if err != nil {
		return err
	}
	for _, e := range es {
		switch {
		case e.Mode == filemode.Dir:
			if depth >= maxTreeDepth {
				continue
			}
			if err := t.walkBlobsAt(e.Hash, depth+1, fn); err != nil {
				return err
			}
		case e.Mode == filemode.Symlink || isBlobMode(e.Mode):
			fn(e)
		}
	}
	return nil
}

// pathCache is a resolved directory path and the node of each of its
// prefixes: nodes[i] is the directory path[:ends[i]] resolves to. The
// nodes are kept without their paths (start cuts them from the name it
// is asked about): a path kept per prefix would keep a copy of every
// prefix of a deep path, memory quadratic in its depth.
type pathCache struct {
	path  string
	ends  []int
	nodes []node
}

// start is the deepest cached directory that name lies in (or is): its
// node and the offset in name where the rest begins (-1: start at the
// root with all of name). Only byte comparisons and a binary search: no
// tree is read.
func (c *pathCache) start(name string) (node, int) {
	l := 0
	for l < len(name) && l < len(c.path) && name[l] == c.path[l] {
		l++
	}
	// The deepest prefix within the common bytes that ends at an element
	// boundary of name too.
	i := sort.Search(len(c.ends), func(i int) bool { return c.ends[i] > l }) - 1
	for ; i >= 0; i-- {
		if e := c.ends[i]; e == len(name) || name[e] == '/' {
			n := c.nodes[i]
			n.path = name[:e]
			return n, e
		}
	}
	return node{}, -1
}

// keep records that name[:end] resolved to the directory n, extending the
// cached prefixes of name (those before end are kept when they are
// prefixes of name, which start checked).
func (c *pathCache) keep(name string, end int, n node) {
	for len(c.ends) > 0 {
		// The last cached prefix stays when it is a directory of name.
		e := c.ends[len(c.ends)-1]
		if e < end && name[e] == '/' && c.path[:e] == name[:e] {
			break
		}
		c.ends = c.ends[:len(c.ends)-1]
		c.nodes = c.nodes[:len(c.nodes)-1]
	}
	c.path = name
	c.ends = append(c.ends, end)
	n.path, n.dir = "", ""
	c.nodes = append(c.nodes, n)
}

// indexAbove is the size from which a tree gets a name index: looking
// names up by scanning every entry would make listing each directory of a
// wide tree quadratic.
const indexAbove = 16

// lookup finds the entry named elem in the tree h, whose entries are es:
// the first one, as git does for a crafted tree with duplicates.
func (t *treeFS) lookup(h plumbing.Hash, es []treeEntry, elem string) *treeEntry {
	t.steps.Add(1)
	if len(es) <= indexAbove {
		for i := range es {
			if es[i].Name == elem {
				return &es[i]
			}
		}
		return nil
	}
	t.mu.Lock()
	idx, ok := t.index[h]
	if !ok {
		idx = make(map[string]int, len(es))
		for i := len(es) - 1; i >= 0; i-- {
			idx[es[i].Name] = i
		}
		t.index[h] = idx
	}
	t.mu.Unlock()
	if i, ok := idx[elem]; ok {
		return &es[i]
	}
	return nil
}

// resolve walks name. Symbolic links in the middle are followed within the
// tree; a final link is followed when followLast. The walk starts at the
// deepest directory of the last resolution that name lies in, so a scan
// resolves each directory in one step from its parent.
func (t *treeFS) resolve(op, name string, followLast bool) (node, error) {
	perr := func(err error) (node, error) { return node{}, &fs.PathError{Op: op, Path: name, Err: err} }
	if !fs.ValidPath(name) {
		return perr(fs.ErrInvalid)
	}
	root := node{name: ".", path: ".", mode: filemode.Dir, hash: t.root}
	if name == "." {
		return root, nil
	}
	// The cache is locked only around its use: reading a link below may
	// fetch, which resolves paths of its own.
	t.pathMu.Lock()
	cur, off := t.last.start(name)
	t.pathMu.Unlock()
	if off == len(name) {
		return cur, nil
	}
	// pos is where the next element of name starts while the walk still
	// follows name itself; after a link it walks the link's expansion
	// (pos -1) and caches nothing more.
	pos := off + 1
	if off < 0 {
		cur, pos = root, 0
	}
	var rest []string // the expansion of a link, once one was followed
	hops := 0
	for pos >= 0 && pos < len(name) || pos < 0 && len(rest) > 0 {
		var elem string
		var end int
		if pos >= 0 {
			end = strings.IndexByte(name[pos:], '/')
			if end < 0 {
				end = len(name)
			} else {
				end += pos
			}
			elem = name[pos:end]
		} else {
			elem, rest = rest[0], rest[1:]
		}
		last := pos >= 0 && end == len(name) || pos < 0 && len(rest) == 0
		if cur.mode != filemode.Dir {
			return perr(fs.ErrNotExist) // not a directory
		}
		es, err := t.tree(cur.hash)
		if err != nil {
			return perr(err)
		}
		found := t.lookup(cur.hash, es, elem)
		if found == nil {
			return perr(fs.ErrNotExist)
		}
		// The name is the tree's own string, not a piece of name: a node
		// kept in the path cache must not keep name's bytes alive.
		n := node{name: found.Name, mode: found.Mode, hash: found.Hash}
		if pos >= 0 {
			// Still on name itself: its path is a prefix of name, cut
			// from it rather than built (a copy per element would make
			// resolving a deep path quadratic).
			n.path = name[:end]
		} else {
			n.path = joinPath(cur.path, elem)
		}
		if n.mode == filemode.Symlink && (!last || followLast) {
			if hops++; hops > maxLinkHops {
				return perr(ErrLinkLoop)
			}
			target, err := t.linkTarget(n)
			if err != nil {
				return perr(err)
			}
			if target == "" || path.IsAbs(target) || strings.ContainsRune(target, 0) {
				return perr(ErrLinkEscapes)
			}
			joined := path.Join(cur.path, target) // cur.path has its links resolved
			if joined == ".." || strings.HasPrefix(joined, "../") {
				return perr(ErrLinkEscapes)
			}
			var next []string
			if pos >= 0 {
				if end < len(name) {
					next = strings.Split(name[end+1:], "/")
				}
			} else {
				next = rest
			}
			rest = nil
			if joined != "." {
				rest = strings.Split(joined, "/")
			}
			rest = append(rest, next...)
			cur, pos = root, -1
			continue
		}
		cur = n
		if pos >= 0 {
			if n.mode == filemode.Dir {
				t.pathMu.Lock()
				t.last.keep(name, end, n)
				t.pathMu.Unlock()
			}
			pos = end + 1
		}
	}
	return cur, nil
}

func (t *treeFS) linkTarget(n node) (string, error) {
	obj, err := t.blob(n)
	if err != nil {
		return "", err
	}
	if obj.Size() > maxLinkTarget {
		return "", ErrLinkEscapes
	}
	r, err := obj.Reader()
	if err != nil {
		return "", err
	}
	defer r.Close()
	b, err := io.ReadAll(io.LimitReader(r, maxLinkTarget+1))
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// Open opens name for reading, following links within the tree.
func (t *treeFS) Open(name string) (fs.File, error) {
	n, err := t.resolve("open", name, true)
	if err != nil {
		return nil, err
	}
	info := t.info(n)
	switch {
	case n.mode == filemode.Dir:
		es, err := t.tree(n.hash)
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
		return &dirFile{fsys: t, info: info, entries: es, path: name, dir: n.where()}, nil
	case isBlobMode(n.mode):
		if f := t.spooled(n, info, name); f != nil {
			return f, nil
		}
		obj, err := t.blob(n)
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
		return &blobFile{fsys: t, obj: obj, info: info, path: name}, nil
	default:
		// Submodules and unknown modes have no content here.
		return &irregularFile{info: info, path: name}, nil
	}
}

// ReadDir lists name sorted by entry name. Entry names are returned raw,
// exactly as stored in the tree object, even when they are not valid
// paths ("..", "a\\b", names with "/"): validating them is the caller's
// job, and hiding them would hide an attack.
func (t *treeFS) ReadDir(name string) ([]fs.DirEntry, error) {
	n, err := t.resolve("readdir", name, true)
	if err != nil {
		return nil, err
	}
	if n.mode != filemode.Dir {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: errors.New("not a directory")}
	}
	es, err := t.tree(n.hash)
	if err != nil {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: err}
	}
	return t.dirEntries(n.where(), es), nil
}

func (t *treeFS) dirEntries(dir string, es []treeEntry) []fs.DirEntry {
	out := make([]fs.DirEntry, len(es))
	for i, e := range es {
		out[i] = dirEntry{t.info(node{name: e.Name, dir: dir, mode: e.Mode, hash: e.Hash})}
	}
	// Git orders trees as if directory names ended in "/"; fs wants
	// plain name order.
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out
}

// Stat describes name, following links within the tree.
func (t *treeFS) Stat(name string) (fs.FileInfo, error) {
	n, err := t.resolve("stat", name, true)
	if err != nil {
		return nil, err
	}
	return t.info(n), nil
}

// Lstat describes name without following a final link.
func (t *treeFS) Lstat(name string) (fs.FileInfo, error) {
	n, err := t.resolve("lstat", name, false)
	if err != nil {
		return nil, err
	}
	return t.info(n), nil
}

// ReadLink returns a link's target exactly as stored (the blob's text).
func (t *treeFS) ReadLink(name string) (string, error) {
	n, err := t.resolve("readlink", name, false)
	if err != nil {
		return "", err
	}
	if n.mode != filemode.Symlink {
		return "", &fs.PathError{Op: "readlink", Path: name, Err: fs.ErrInvalid}
	}
	target, err := t.linkTarget(n)
	if err != nil {
		return "", &fs.PathError{Op: "readlink", Path: name, Err: err}
	}
	return target, nil
}

func isBlobMode(m filemode.FileMode) bool {
	return m == filemode.Regular || m == filemode.Executable || m == filemode.Deprecated
}

// fileMode maps git modes to the only modes skillpin writes.
func fileMode(m filemode.FileMode) fs.FileMode {
	switch m {
	case filemode.Dir:
		return fs.ModeDir | 0o755
	case filemode.Regular, filemode.Deprecated:
		return 0o644
	case filemode.Executable:
		return 0o755
	case filemode.Symlink:
		return fs.ModeSymlink | 0o777
	default: // gitlinks and modes git itself never writes
		return fs.ModeIrregular
	}
}

func (t *treeFS) info(n node) *fileInfo {
	return &fileInfo{fsys: t, n: n}
}

// fileInfo computes the size on first use: listing must not touch blobs.
// (In a partially fetched tree the size of a missing blob fetches it.)
type fileInfo struct {
	fsys *treeFS
	n    node

	once sync.Once
	sz   int64
}

func (fi *fileInfo) Name() string { return fi.n.name }
func (fi *fileInfo) Size() int64 {
	fi.once.Do(func() {
		// A missing object reads as size 0; Open reports the error.
		fi.sz, _ = fi.fsys.size(fi.n)
	})
	return fi.sz
}
func (fi *fileInfo) Mode() fs.FileMode  { return fileMode(fi.n.mode) }
func (fi *fileInfo) ModTime() time.Time { return time.Time{} }
func (fi *fileInfo) IsDir() bool        { return fi.n.mode == filemode.Dir }
func (fi *fileInfo) Sys() any {
	return GitEntry{Mode: uint32(fi.n.mode), Hash: fi.n.hash.String()}
}

type dirEntry struct{ fi *fileInfo }

func (d dirEntry) Name() string               { return d.fi.Name() }
func (d dirEntry) IsDir() bool                { return d.fi.IsDir() }
func (d dirEntry) Type() fs.FileMode          { return d.fi.Mode().Type() }
func (d dirEntry) Info() (fs.FileInfo, error) { return d.fi, nil }
func (d dirEntry) String() string             { return fs.FormatDirEntry(d) }

type dirFile struct {
	fsys    *treeFS
	info    *fileInfo
	path    string // as opened
	dir     string // in the tree, links resolved
	entries []treeEntry
	listed  []fs.DirEntry
	offset  int
}

func (d *dirFile) Stat() (fs.FileInfo, error) { return d.info, nil }
func (d *dirFile) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: d.path, Err: errors.New("is a directory")}
}
func (d *dirFile) Close() error { return nil }

func (d *dirFile) ReadDir(count int) ([]fs.DirEntry, error) {
	if d.listed == nil {
		d.listed = d.fsys.dirEntries(d.dir, d.entries)
	}
	rest := d.listed[d.offset:]
	if count <= 0 {
		d.offset = len(d.listed)
		return rest, nil
	}
	if len(rest) == 0 {
		return nil, io.EOF
	}
	if count > len(rest) {
		count = len(rest)
	}
	d.offset += count
	return rest[:count], nil
}

// blobFile streams a blob: large objects are read from the pack as they
// are consumed, never loaded whole.
type blobFile struct {
	fsys *treeFS
	obj  plumbing.EncodedObject
	info *fileInfo
	path string
	r    io.ReadCloser
	done bool
}

func (f *blobFile) Stat() (fs.FileInfo, error) { return f.info, nil }

func (f *blobFile) Read(p []byte) (int, error) {
	if f.done {
		return 0, &fs.PathError{Op: "read", Path: f.path, Err: fs.ErrClosed}
	}
	if f.r == nil {
		f.fsys.mu.Lock() // opening may touch shared pack state
		r, err := f.obj.Reader()
		f.fsys.mu.Unlock()
		if err != nil {
			return 0, &fs.PathError{Op: "read", Path: f.path, Err: err}
		}
		f.r = r
	}
	return f.r.Read(p)
}

func (f *blobFile) Close() error {
	if f.done {
		return &fs.PathError{Op: "close", Path: f.path, Err: fs.ErrClosed}
	}
	f.done = true
	if f.r != nil {
		return f.r.Close()
	}
	return nil
}

type irregularFile struct {
	info *fileInfo
	path string
}

func (f *irregularFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *irregularFile) Read([]byte) (int, error) {
	err := fs.ErrInvalid
	if f.info.n.mode == filemode.Submodule {
		err = ErrSubmodule
	}
	return 0, &fs.PathError{Op: "read", Path: f.path, Err: err}
}
func (f *irregularFile) Close() error { return nil }
