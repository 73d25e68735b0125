// Package store is the content-addressed store of skill files in the
// user's cache: entries named by skill digest, built in a temporary
// directory, verified byte for byte, flushed (package durable) and renamed
// into place whole; the checks of a tree against its locked files; and the
// cache's housekeeping (project registrations, gc of unreferenced entries
// and leftovers of crashed runs).
package store

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/durable"
	"github.com/skillpin/skillpin/internal/install/filelock"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Store is the content-addressed store: <cache>/store/<64 hex>/<files>,
// one read-only directory per skill digest, shared by all projects of the
// user. An entry is immutable once renamed into place; it is only ever
// removed whole (gc, clean, or Remove when it was found damaged).
type Store struct {
	// Dir is <cache>/store.
	Dir string

	// verified: the entries this Store wrote or re-hashed whole (see
	// share.go); nil for a Store made as a literal, which copies.
	verified *verifiedSet
}

// Names inside the store directory that are not entries. Every one starts
// with a dot, so no digest directory can collide with them.
const (
	storeTmpPrefix = ".tmp-" // an entry being built: .tmp-<batch>.<hex>, locked by .tmp-<batch>.lock
	storeRmPrefix  = ".rm-"  // an entry being removed
)

// staleAfter is how old an unlocked temporary directory must be before it
// counts as left over by a crashed run. The lock decides in the normal
// case; the age only closes the window between creating a temporary
// directory and locking it.
const staleAfter = 2 * time.Minute

// cacheTag marks a directory as a skillpin cache (https://bford.info/cachedir/):
// backup tools skip it, and Clean refuses to empty a directory without it.
const cacheTag = "Signature: 8a477f597d28d172789f06886806bc55\n# This directory is the skillpin cache (content-addressed store and git caches).\n# It can be removed with `skillpin cache clean`. See https://bford.info/cachedir/\n"

const cacheTagFile = "CACHEDIR.TAG"

// OpenStore opens <cacheDir>/store, creating the cache and the store when
// needed, and removes temporary directories left behind by runs that died.
func OpenStore(cacheDir string) (*Store, error) {
	if err := EnsureCache(cacheDir); err != nil {
		return nil, err
	}
	s := &Store{Dir: filepath.Join(cacheDir, layout.StoreDir), verified: &verifiedSet{}}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("create store %s: %w", s.Dir, err)
	}
	if _, err := s.cleanStale(time.Now()); err != nil {
		return nil, err
	}
	return s, nil
}

// EnsureCache creates the cache directory and its CACHEDIR.TAG. An existing
// directory that holds anything and is not marked as a skillpin cache is
// refused, never adopted: skillpin removes things in its cache (`cache gc`,
// `cache clean`), and a mistyped SKILLPIN_CACHE must not make it remove
// someone's files.
func EnsureCache(cacheDir string) error {
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return fmt.Errorf("create cache %s: %w", cacheDir, err)
	}
	tag := filepath.Join(cacheDir, cacheTagFile)
	data, err := os.ReadFile(tag)
	if err == nil && isCacheTag(data) {
		return nil
	}
	ents, rerr := os.ReadDir(cacheDir)
	if rerr != nil {
		return fmt.Errorf("read cache %s: %w", cacheDir, rerr)
	}
	// A run that is creating the cache at the same time leaves only the
	// names skillpin itself makes there.
	ents = slices.DeleteFunc(ents, func(e fs.DirEntry) bool { return ownCacheName(e.Name()) })
	if len(ents) > 0 {
		if data, err := os.ReadFile(tag); err == nil && isCacheTag(data) {
			return nil
		}
		return errkind.Mark(fmt.Errorf("the cache directory %s already holds files and is not a skillpin cache (no skillpin %s); "+
			"point SKILLPIN_CACHE (or XDG_CACHE_HOME) at a new or empty directory", cacheDir, cacheTagFile), errkind.Invalid)
	}
	return atomicfile.WriteFile(tag, []byte(cacheTag), 0o644, "")
}

// ownCacheName reports whether name is one skillpin makes at the top of
// its cache.
func ownCacheName(name string) bool {
	switch name {
	case cacheTagFile, "lock", "lock.holder", "store", "git", layout.ProjectsDir, "signatures", "oci":
		return true
	}
	return strings.HasPrefix(name, "."+cacheTagFile+".tmp-") || strings.HasPrefix(name, ".lock.holder.tmp-")
}

// isCacheTag reports whether data is skillpin's CACHEDIR.TAG.
func isCacheTag(data []byte) bool {
	return bytes.HasPrefix(data, []byte("Signature: 8a477f597d28d172789f06886806bc55")) && bytes.Contains(data, []byte("skillpin"))
}

// Path is the directory of the entry for digest (which may not exist).
// An invalid digest yields a path that cannot exist in the store.
func (s *Store) Path(digest string) string {
	h, err := DigestHex(digest)
	if err != nil {
		return filepath.Join(s.Dir, storeTmpPrefix+"invalid-digest")
	}
	return filepath.Join(s.Dir, h)
}

// Has reports whether the entry for digest exists. It does not re-hash:
// Check does.
func (s *Store) Has(digest string) bool {
	if !catalog.ValidDigest(digest) {
		return false
	}
	fi, err := os.Lstat(s.Path(digest))
	return err == nil && fi.IsDir()
}

// MismatchError is content that does not match the lock while it was
// being written to the store, the trusted root or a target.
type MismatchError struct {
	Digest string // the skill digest being written
	Path   string // skill-relative file path ("" for the whole set)
	Want   string // what the lock says: "<digest> <size> bytes" or a skill digest
	Got    string // what was read
}

func (e *MismatchError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the commands it names rendered for
// scope s.
func (e *MismatchError) Render(s hint.Scope) string {
	if e.Path == "" {
		return fmt.Sprintf("skill %s: file set digests to %s, not %s: the file list does not match skills.lock; restore skills.lock from version control or run `%s`", e.Digest, e.Got, e.Want, hint.Run("update").Line(s))
	}
	return fmt.Sprintf("skill %s: %s: content does not match skills.lock (want %s, got %s); the source or the store changed since it was locked: run `%s` to see what changed, or `%s` to re-lock it",
		e.Digest, e.Path, e.Want, e.Got, hint.Run("verify").Line(s), hint.Run("update").Line(s))
}

func (e *MismatchError) Is(target error) bool { return target == errkind.CheckFailed }

// Put writes the entry for digest: each file of files is read through
// open, hashed while it is written into a temporary directory on the same
// file system, and compared with the lock (size, digest, exec bit); the
// files are made read-only (0444, or 0555 when executable), the
// directories too, and the directory is renamed into place. An entry that
// already exists is kept. On a mismatch Put returns a *MismatchError
// naming the file and leaves nothing behind. Put is a Batch of one entry.
func (s *Store) Put(digest string, files catalog.FileSet, open func(catalog.File) (io.ReadCloser, error)) error {
	b := s.Batch()
	defer b.Close()
	if err := b.Put(digest, files, open); err != nil {
		return err
	}
	return b.Commit()
}

// Batch writes several entries with one flush to disk: each Put builds its
// entry in the batch's temporary directory, Commit flushes them all at
// once and renames each into place. Nothing is visible in the store before
// Commit; Close removes what was not committed.
type Batch struct {
	s *Store

	mu      sync.Mutex
	prefix  string // of the batch's temporary entries, .tmp-<batch>., set by the first Put
	unlock  func()
	pending map[string]string // entry hex -> its temporary directory
	order   []string
	d       durable.Batch
}

// Batch starts a batch of entries. Its methods are safe for concurrent use.
func (s *Store) Batch() *Batch { return &Batch{s: s, pending: map[string]string{}} }

// Put builds the entry for digest in the batch (see Store.Put). An entry
// the store or the batch already has is kept.
func (b *Batch) Put(digest string, files catalog.FileSet, open func(catalog.File) (io.ReadCloser, error)) error {
	h, err := DigestHex(digest)
	if err != nil {
		return err
	}
	if b.s.Has(digest) {
		return nil
	}
	if got := files.Digest(); got != digest {
		return &MismatchError{Digest: digest, Want: digest, Got: got}
	}
	sorted := slices.Clone(files)
	sorted.Sort()
	if err := CheckPaths(sorted); err != nil {
		return fmt.Errorf("store skill %s: %w", digest, err)
	}
	b.mu.Lock()
	_, dup := b.pending[h]
	if !dup {
		b.pending[h] = "" // claimed: a concurrent Put of the same digest keeps this one
	}
	prefix, err := b.tempPrefix()
	b.mu.Unlock()
	if dup {
		return nil
	}
	if err != nil {
		b.unclaim(h)
		return err
	}
	// A sibling of the final entry: renaming a read-only directory to
	// another parent would need write permission on it (for its "..").
	dir := prefix + h
	fail := func(err error) error {
		_ = RemoveTree(dir)
		b.unclaim(h)
		return err
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		return fail(fmt.Errorf("store skill %s: %w", digest, err))
	}
	for _, f := range sorted {
		if err := writeVerified(dir, f, digest, func() (io.ReadCloser, error) { return open(f) }, &b.d); err != nil {
			return fail(err)
		}
	}
	if err := makeReadOnly(dir, sorted, &b.d); err != nil {
		return fail(err)
	}
	b.mu.Lock()
	b.pending[h] = dir
	b.order = append(b.order, h)
	b.mu.Unlock()
	return nil
}

func (b *Batch) unclaim(h string) {
	b.mu.Lock()
	delete(b.pending, h)
	b.mu.Unlock()
}

// tempPrefix is the path prefix of the batch's temporary entries; the
// first call takes the batch's lock (under b.mu).
func (b *Batch) tempPrefix() (string, error) {
	if b.prefix != "" {
		return b.prefix, nil
	}
	prefix, unlock, err := b.s.lockBatch()
	if err != nil {
		return "", err
	}
	b.prefix, b.unlock = prefix, unlock
	b.d.Dir(b.s.Dir)
	return prefix, nil
}

// Commit flushes every entry built in the batch to disk in one go, then
// renames each into place (fault point "store.put" before each rename)
// and flushes the store directory. An entry another run put meanwhile is
// kept; its content is the same by construction.
func (b *Batch) Commit() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.order) == 0 {
		return nil
	}
	if err := b.d.Flush(); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	slices.Sort(b.order)
	for _, h := range b.order {
		if err := faults.Hit("store.put"); err != nil {
			return fmt.Errorf("store skill %s%s: %w", catalog.DigestPrefix, h, err)
		}
		err := os.Rename(b.pending[h], filepath.Join(b.s.Dir, h))
		if err != nil && !b.s.Has(catalog.DigestPrefix+h) {
			return fmt.Errorf("store skill %s%s: %w", catalog.DigestPrefix, h, err)
		}
		if err == nil { // hashed on its way in; another run's entry was not
			b.s.markVerified(h)
		}
		delete(b.pending, h)
	}
	b.order = nil
	if len(b.pending) == 0 { // nothing in flight: let go of the lock
		b.unlock()
		b.prefix, b.unlock = "", nil
	}
	return atomicfile.SyncDir(b.s.Dir)
}

// Close removes whatever the batch built and did not commit, and lets go
// of its lock.
func (b *Batch) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.prefix == "" {
		return
	}
	for _, dir := range b.pending {
		if dir != "" {
			_ = RemoveTree(dir)
		}
	}
	b.unlock()
	b.prefix, b.unlock, b.pending, b.order = "", nil, map[string]string{}, nil
}

// CheckPaths refuses file paths that could write outside the entry, and a
// path that is both a file and a directory. The lock package validates
// paths too; this is the last line before bytes reach the disk.
func CheckPaths(sorted catalog.FileSet) error {
	files := make(map[string]bool, len(sorted))
	for i, f := range sorted {
		if !ValidRelPath(f.Path) {
			return fmt.Errorf("unsafe file path %q in the file set", f.Path)
		}
		if i > 0 && sorted[i-1].Path == f.Path {
			return fmt.Errorf("file %q is listed twice in the file set", f.Path)
		}
		files[f.Path] = true
	}
	for _, f := range sorted {
		for dir := path.Dir(f.Path); dir != "."; dir = path.Dir(dir) {
			if files[dir] {
				return fmt.Errorf("%q is both a file and the directory of %q in the file set", dir, f.Path)
			}
		}
	}
	return nil
}

// lockBatch takes a lock file for a new batch, so that cleanStale in
// another process leaves the batch's temporary entries alone while this
// one lives, and returns the prefix of their paths.
func (s *Store) lockBatch() (prefix string, unlock func(), err error) {
	var b [8]byte
	_, _ = rand.Read(b[:])
	base := filepath.Join(s.Dir, storeTmpPrefix+hex.EncodeToString(b[:]))
	unlockFile, ok, err := filelock.TryAcquire(base + ".lock")
	if err != nil || !ok {
		if err == nil {
			err = errors.New("lock is held")
		}
		return "", nil, fmt.Errorf("store: lock a new batch %s: %w", base, err)
	}
	return base + ".", func() {
		unlockFile()
		os.Remove(base + ".lock")
	}, nil
}

// batchLock is the lock file of the temporary store name: .tmp-<batch>.lock
// for .tmp-<batch>.<hex> (and for .tmp-<id>, as older versions named them).
func batchLock(p string) string {
	dir, name := filepath.Split(p)
	id, _, _ := strings.Cut(strings.TrimPrefix(name, storeTmpPrefix), ".")
	return filepath.Join(dir, storeTmpPrefix+id+".lock")
}

// writeVerified writes one file under dir, hashing the bytes on their way
// to disk, and fails with a *MismatchError when they are not what the lock
// says. It does not flush: it notes the file in d, whose flush covers it.
func writeVerified(dir string, f catalog.File, digest string, open func() (io.ReadCloser, error), d *durable.Batch) error {
	dst := filepath.Join(dir, filepath.FromSlash(f.Path))
	parent := filepath.Dir(dst)
	if d.NewDir(parent) { // once per directory, not a stat per file
		if err := os.MkdirAll(parent, 0o755); err != nil {
			return fmt.Errorf("skill %s: %s: %w", digest, f.Path, err)
		}
	}
	d.File(dst)
	r, err := open()
	if err != nil {
		return fmt.Errorf("skill %s: read %s: %w", digest, f.Path, err)
	}
	defer r.Close()
	if sp, ok := r.(spooled); ok && takeSpooled(sp, dst, f) {
		return nil
	}
	// Created read-only: the mode only applies to later opens.
	out, chmod, err := createFile(dst, FileMode(f.Exec))
	if err != nil {
		return fmt.Errorf("skill %s: %w", digest, err)
	}
	h := catalog.NewHasher()
	buf := copyBuffers.Get().(*[]byte)
	if src, ok := r.(*os.File); ok && reflinks.Load() {
		// A copy of a store file (the trusted root, a target): where the
		// file system can, the copy shares the store file's blocks and
		// is verified by reading it back; no data is written.
		if cerr := cloneFile(out, src); cerr == nil {
			err = hashFileInto(dst, h, *buf, f.Size+1)
		} else {
			reflinks.Store(false) // not here: copy from now on
			err = copyHashed(out, h, src, f.Size+1, *buf)
		}
	} else {
		err = copyHashed(out, h, r, f.Size+1, *buf)
	}
	copyBuffers.Put(buf)
	if err == nil && chmod {
		err = out.Chmod(FileMode(f.Exec))
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("skill %s: write %s: %w", digest, f.Path, err)
	}
	if h.Size() != f.Size || h.Digest() != f.Digest {
		got := fmt.Sprintf("%s %d bytes", h.Digest(), h.Size())
		if h.Size() > f.Size {
			got = fmt.Sprintf("%s, more than %d bytes", h.Digest(), f.Size)
		}
		return &MismatchError{Digest: digest, Path: f.Path, Want: fmt.Sprintf("%s %d bytes", f.Digest, f.Size), Got: got}
	}
	return nil
}

// copyHashed copies at most max bytes of r to out through h. The caller
// asks for one byte more than locked: enough to see that content is too
// long, without streaming an unbounded source to disk.
func copyHashed(out io.Writer, h io.Writer, r io.Reader, max int64, buf []byte) error {
	_, err := io.CopyBuffer(io.MultiWriter(out, h), io.LimitReader(r, max), buf)
	return err
}

// hashFileInto reads at most max bytes of the file p into h.
func hashFileInto(p string, h io.Writer, buf []byte, max int64) error {
	f, err := openFile(p)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.CopyBuffer(h, io.LimitReader(f, max), buf)
	return err
}

// reflinks says whether cloning files is worth trying: the first failure
// (a file system without reflinks, or two file systems) turns it off for
// the rest of the run.
var reflinks = func() *atomic.Bool { var b atomic.Bool; b.Store(true); return &b }()

// copyBuffers spares a 32 KiB allocation per file written.
var copyBuffers = sync.Pool{New: func() any { b := make([]byte, 32<<10); return &b }}

// makeReadOnly sets every directory of the entry at dir to 0555, deepest
// first (a read-only parent would refuse the chmod of nothing, but a
// read-only child must be set before it stops mattering).
// The directories are noted in d: their entries must reach the disk too.
func makeReadOnly(dir string, files catalog.FileSet, d *durable.Batch) error {
	dirs := map[string]bool{".": true}
	for _, f := range files {
		for d := path.Dir(f.Path); d != "."; d = path.Dir(d) {
			dirs[d] = true
		}
	}
	list := make([]string, 0, len(dirs))
	for d := range dirs {
		list = append(list, d)
	}
	// Longer paths first: children before parents.
	slices.SortFunc(list, func(a, b string) int { return len(b) - len(a) })
	for _, rel := range list {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		d.Dir(p)
		if err := os.Chmod(p, 0o555); err != nil {
			return err
		}
	}
	return nil
}

// RemoveTree removes dir even when it holds read-only directories.
func RemoveTree(dir string) error {
	err := os.RemoveAll(dir)
	if err == nil {
		return nil
	}
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			_ = os.Chmod(p, 0o755)
		}
		return nil
	})
	return os.RemoveAll(dir)
}

// Check re-hashes the entry for digest against files and lists every
// missing, extra, modified and wrongly-moded file. A nil result means the
// entry holds exactly the locked bytes.
func (s *Store) Check(digest string, files catalog.FileSet) []Mismatch {
	return s.CheckTee(digest, files, nil)
}

// CheckTee is Check, with each store file read once for more than the
// check: tee (when not nil) gives for a locked file a writer (or nil) that
// receives the bytes of the store file as they are hashed. What a writer
// received is the file's content only when the result reports nothing
// about that file: a caller that derives anything from it must take it
// only from an entry that checked clean.
func (s *Store) CheckTee(digest string, files catalog.FileSet, tee func(catalog.File) io.Writer) []Mismatch {
	entriesChecked.Add(1)
	dir := s.Path(digest)
	fi, err := os.Lstat(dir)
	if err != nil || !fi.IsDir() {
		return []Mismatch{{Path: ".", Kind: KindMissing, Detail: hint.Text("no store entry for " + digest)}}
	}
	h, _ := DigestHex(digest)
	s.forget(h)
	ms := checkTree(dir, files, true, tee)
	if len(ms) == 0 && files.Digest() == digest {
		s.markVerified(h)
	}
	return ms
}

// entriesChecked counts the store entries Check re-hashed in this process;
// filesChecked the files Check and CheckTree opened.
var entriesChecked, filesChecked atomic.Int64

// EntriesChecked is how many store entries Check has re-hashed in this
// process, for tests that prove a run hashes each entry at most once.
func EntriesChecked() int64 { return entriesChecked.Load() }

// FilesChecked is how many files Check and CheckTree have opened in this
// process (store entries, root generations and targets), for tests that
// prove a run reads each copy of a file once.
func FilesChecked() int64 { return filesChecked.Load() }

// CheckTree compares the directory dir with files: bytes always, and the
// permission bits exactly (0444/0555) when strictMode, otherwise only the
// exec bit. Symlinks are reported, never followed.
func CheckTree(dir string, files catalog.FileSet, strictMode bool) []Mismatch {
	return checkTree(dir, files, strictMode, nil)
}

func checkTree(dir string, files catalog.FileSet, strictMode bool, tee func(catalog.File) io.Writer) []Mismatch {
	var out []Mismatch
	seen := make(map[string]bool, len(files))
	buf := copyBuffers.Get().(*[]byte) // one copy buffer for every file
	defer copyBuffers.Put(buf)
	for _, f := range files {
		seen[f.Path] = true
		var w io.Writer
		if tee != nil {
			w = tee(f)
		}
		if m, ok := checkFile(dir, f, strictMode, *buf, w); !ok {
			out = append(out, m)
		}
	}
	// Extra files (and directories not implied by any file).
	implied := map[string]bool{}
	for _, f := range files {
		for d := path.Dir(f.Path); d != "."; d = path.Dir(d) {
			implied[d] = true
		}
	}
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if p == dir {
			return err
		}
		// p is dir joined with the entry's path (filepath.Rel would
		// clean and compare both, for every entry).
		rel, ok := strings.CutPrefix(p, dir+string(filepath.Separator))
		if !ok {
			rel, _ = filepath.Rel(dir, p)
		}
		rel = filepath.ToSlash(rel)
		if err != nil {
			out = append(out, Mismatch{Path: rel, Kind: KindModified, Detail: hint.Text(err.Error())})
			return nil
		}
		switch {
		case d.IsDir() && implied[rel]:
			return nil
		case d.IsDir():
			out = append(out, Mismatch{Path: rel + "/", Kind: KindExtra, Detail: hint.Text("directory not in the lock")})
			return fs.SkipDir
		case !seen[rel]:
			out = append(out, Mismatch{Path: rel, Kind: KindExtra, Detail: hint.Text("file not in the lock")})
		}
		return nil
	})
	slices.SortFunc(out, func(a, b Mismatch) int { return strings.Compare(a.Path, b.Path) })
	return out
}

// checkFile compares one file under dir with its lock entry, reading it
// once (see readRegular); tee, when not nil, also receives its bytes.
func checkFile(dir string, f catalog.File, strictMode bool, buf []byte, tee io.Writer) (Mismatch, bool) {
	p := filepath.Join(dir, filepath.FromSlash(f.Path))
	h := catalog.NewHasher()
	var w io.Writer = h
	if tee != nil {
		w = io.MultiWriter(h, tee)
	}
	mode, err := readRegular(p, w, buf)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Mismatch{Path: f.Path, Kind: KindMissing}, false
	case errors.Is(err, errNotRegular):
		return Mismatch{Path: f.Path, Kind: KindModified, Detail: hint.Sprintf("is a %s, not a regular file", TypeName(mode))}, false
	case err != nil:
		return Mismatch{Path: f.Path, Kind: KindModified, Detail: hint.Text(err.Error())}, false
	}
	if got := h.Digest(); got != f.Digest {
		return Mismatch{Path: f.Path, Kind: KindModified, Detail: hint.Sprintf("content is %s, locked %s", got, f.Digest)}, false
	}
	perm := mode.Perm()
	if strictMode && perm != FileMode(f.Exec) {
		return Mismatch{Path: f.Path, Kind: KindMode, Detail: hint.Sprintf("mode is %04o, want %04o", perm, FileMode(f.Exec))}, false
	}
	if isExec := perm&0o111 != 0; isExec != f.Exec {
		return Mismatch{Path: f.Path, Kind: KindMode, Detail: hint.Sprintf("mode is %04o, locked as %s", perm, f.Mode())}, false
	}
	return Mismatch{}, true
}

// errNotRegular is readRegular's refusal of anything but a regular file.
var errNotRegular = errors.New("not a regular file")

func TypeName(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "symlink"
	case m.IsDir():
		return "directory"
	case m.IsRegular():
		return "file"
	default:
		return "special file"
	}
}

// Remove deletes the entry for digest. The entry is first renamed out of
// its place, so a reader sees the whole entry or none of it.
func (s *Store) Remove(digest string) error {
	h, err := DigestHex(digest)
	if err != nil {
		return err
	}
	var b [8]byte
	_, _ = rand.Read(b[:])
	s.forget(h)
	doomed := filepath.Join(s.Dir, storeRmPrefix+h+"-"+hex.EncodeToString(b[:]))
	if err := os.Rename(filepath.Join(s.Dir, h), doomed); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return fmt.Errorf("remove store entry %s: %w", digest, err)
	}
	if err := RemoveTree(doomed); err != nil {
		return fmt.Errorf("remove store entry %s: %w", digest, err)
	}
	return nil
}

// List returns the digests of every entry in the store, sorted.
func (s *Store) List() ([]string, error) {
	ents, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list store: %w", err)
	}
	var out []string
	for _, e := range ents {
		d := catalog.DigestPrefix + e.Name()
		if e.IsDir() && catalog.ValidDigest(d) {
			out = append(out, d)
		}
	}
	return out, nil
}

// cleanStale removes what crashed runs left in the store: temporary
// directories whose lock no live process holds (and that are not brand
// new), their lock files, and half-removed entries. It returns the names
// it removed.
func (s *Store) cleanStale(now time.Time) ([]string, error) {
	ents, err := os.ReadDir(s.Dir)
	if err != nil {
		return nil, fmt.Errorf("clean store: %w", err)
	}
	var removed []string
	for _, e := range ents {
		name := e.Name()
		p := filepath.Join(s.Dir, name)
		switch {
		case strings.HasPrefix(name, storeRmPrefix):
			if err := RemoveTree(p); err != nil {
				return removed, fmt.Errorf("clean store: %w", err)
			}
			removed = append(removed, name)
		case strings.HasPrefix(name, storeTmpPrefix) && !strings.HasSuffix(name, ".lock"):
			if !stale(p, batchLock(p), now) {
				continue
			}
			if err := RemoveTree(p); err != nil {
				return removed, fmt.Errorf("clean store: %w", err)
			}
			removed = append(removed, name)
		case strings.HasPrefix(name, storeTmpPrefix):
			// The lock of a batch no live process holds. It sorts after
			// its batch's entries, which are gone by now.
			if stale(p, p, now) {
				os.Remove(p)
			}
		}
	}
	return removed, nil
}

// stale reports whether the temporary path p is left over: no live process
// holds lockPath, and p is older than staleAfter. When the lock cannot be
// tried at all, age alone decides.
func stale(p, lockPath string, now time.Time) bool {
	fi, err := os.Lstat(p)
	if err != nil {
		return false
	}
	if now.Sub(fi.ModTime()) < staleAfter {
		return false
	}
	return !filelock.Held(lockPath) // else a live process is building it
}

// openRegular opens p, refusing anything but a regular file: the store
// holds no links, and one found there is tampering to be reported, not
// followed.
func openRegular(p string) (*os.File, error) {
	fi, err := os.Lstat(p)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is a %s, not a regular file", p, TypeName(fi.Mode()))
	}
	return openFile(p)
}

// Copy writes the files of the entry digest into dst, a directory it
// creates, read-only. When this Store wrote or re-hashed the entry whole,
// the files are shared with the store's (reflinks, else hard links; see
// share.go), else copied, each re-hashed on its way: a store file changed
// since it was verified fails instead of being copied. It does not flush:
// what it writes is noted in d.
func (s *Store) Copy(dst, digest string, files catalog.FileSet, d *durable.Batch) error {
	src := s.Path(digest)
	if err := os.Mkdir(dst, 0o755); err != nil {
		return err
	}
	d.Dir(dst)
	files = slices.Clone(files)
	files.Sort()
	if err := CheckPaths(files); err != nil {
		return err
	}
	return s.copyEntry(src, dst, digest, files, d)
}
