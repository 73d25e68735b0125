// Package proof is how verify proves the content of a locked skill at
// its pinned commit with less work when the store holds the skill, and
// shares each store entry's one read between that proof and the store
// check (STORE_TAMPERED).
package proof

import (
	"bytes"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/blobid"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
)

// What verify proves about the content at a pinned commit, and how it
// proves it with less work when the store holds the skill.
//
// verify must show that the bytes of each file at the pinned commit have
// the SHA-256 the lock records. Read from the pack, that means inflating
// every blob and hashing it. But git names a blob by the SHA-1 of its
// bytes, and the tree at the commit gives each file's blob id without
// reading the blob: when the store entry for the skill's locked digest
// holds a file whose bytes hash both to the locked SHA-256 and to the blob
// id of the file at the commit, the blob's bytes are those bytes (SHA-1
// with git's collision detection, which the pinned commit id itself
// relies on). Reading the store file costs a read and two hashes where the
// blob costs inflating it from the pack.
//
// The shortcut is taken only when everything agrees: the tree rules pass
// (the same walk as FileSetOf, sizes from object headers), the commit has
// exactly the locked paths, with the locked sizes and executable bits, and
// every store file is a regular file of the locked size whose bytes hash
// to both. Anything else (no store entry, a store file changed, another
// blob at the commit, a source that is not a git tree) takes the full
// path, which reads every blob and reports exactly what differs. A store
// file changed on disk cannot make the shortcut pass: its bytes would have
// to match the lock's SHA-256 and the commit's blob id at once. The store
// itself is checked against the lock separately (STORE_TAMPERED), as
// before.

// One read of each store file serves both uses verify has for it: the
// proof above and the store check (STORE_TAMPERED), which runs with the
// other checks of what is installed, concurrently with the commits'. While
// Verify runs, each locked skill's store entry is checked once, by
// whichever needs it first, and the check computes the git blob id of
// each file from the same bytes it hashes; the other waits for that
// result. The proof is taken only from an entry that checked clean (no
// file missing, extra, modified or of another mode), so anything the
// store check reports sends the commit's side down the full path too.

// Reads holds, while verify runs, the one check of each locked skill's
// store entry (by skill name: two skills of one digest could lock
// different files under a hand-edited lock). The nil *Reads checks each
// entry on its own and proves nothing.
type Reads struct {
	reads map[string]*storeRead
	// store is the cache's store, opened as it is, never created: verify
	// writes nothing.
	store *store.Store
	// OnProof, when set, is told the name of each skill whose content at
	// the pinned commit was proven through its store entry.
	OnProof func(skill string)
}

// NewReads shares the store checks of l's skills in st between the store
// check and the proof; blobIDs says which sources name files by git blob
// ids (only their skills can be proven through them).
func NewReads(l *lock.Lock, st *store.Store, blobIDs func(source string) bool) *Reads {
	reads := make(map[string]*storeRead, len(l.Skills))
	ids := map[string]bool{}
	for _, ls := range l.Sources {
		ids[ls.Name] = blobIDs(ls.Name)
	}
	for i := range l.Skills {
		sk := &l.Skills[i]
		reads[sk.Name] = &storeRead{blobIDs: ids[sk.Source]}
	}
	return &Reads{reads: reads, store: st}
}

func (rs *Reads) read(name string) *storeRead {
	if rs == nil {
		return nil
	}
	return rs.reads[name]
}

// Check is st.Check of sk's entry: the one shared with the proof while
// verify runs, a check of its own otherwise.
func (rs *Reads) Check(st *store.Store, sk *lock.LockedSkill) []store.Mismatch {
	if r := rs.read(sk.Name); r != nil {
		return r.do(st, sk)
	}
	return st.Check(sk.Digest, sk.Files)
}

// storeRead is one check of a store entry against a locked skill.
type storeRead struct {
	once sync.Once
	// blobIDs says whether to compute the files' git blob ids: only a
	// skill from a git source can be proven through them.
	blobIDs bool
	// mismatches is what the check found: nil for an entry that holds
	// exactly the locked files.
	mismatches []store.Mismatch
	// ids are the blob ids of the entry's files by path, set only when
	// blobIDs and the entry checked clean.
	ids map[string]string
	// skillMD is the bytes of the entry's SKILL.md, kept from the same
	// read when the entry checked clean; proven says that the proof
	// showed them (and every other file) to be the blobs at the commit.
	// Both are read only by the skill's SkillMD.
	skillMD []byte
	proven  bool
}

// do checks sk's entry in st, once: later calls return the first result.
func (r *storeRead) do(st *store.Store, sk *lock.LockedSkill) []store.Mismatch {
	r.once.Do(func() {
		if !r.blobIDs {
			r.mismatches = st.Check(sk.Digest, sk.Files)
			return
		}
		ids := make(map[string]*blobid.Hasher, len(sk.Files))
		var skillMD *bytes.Buffer
		r.mismatches = st.CheckTee(sk.Digest, sk.Files, func(f catalog.File) io.Writer {
			id := blobid.New(f.Size)
			ids[f.Path] = id
			if f.Path == catalog.SkillFile && f.Size <= maxKeptSkillMD {
				skillMD = bytes.NewBuffer(make([]byte, 0, f.Size))
				return io.MultiWriter(id, skillMD)
			}
			return id
		})
		if len(r.mismatches) > 0 {
			return // what the blob ids saw proves nothing
		}
		if skillMD != nil {
			r.skillMD = skillMD.Bytes()
		}
		r.ids = make(map[string]string, len(ids))
		for path, id := range ids {
			if sum, ok := id.Sum(); ok {
				r.ids[path] = sum
			}
		}
	})
	return r.mismatches
}

// FileSet is catalog.FileSetOf of the locked skill in fsys (the tree at
// the pinned commit), proven through the store entry when it can be (see
// above).
func (rs *Reads) FileSet(fsys fs.FS, sk *lock.LockedSkill, limits catalog.Limits) (catalog.FileSet, []catalog.Problem) {
	if files, problems, ok := rs.provenByStore(fsys, sk, limits); ok {
		if rs.OnProof != nil {
			rs.OnProof(sk.Name)
		}
		return files, problems
	}
	return catalog.FileSetOf(fsys, sk.Path, limits)
}

// provenByStore lists the skill at the commit and proves each file's
// content through the store entry of sk's digest; ok is false when it
// cannot, and the caller must hash the commit's files.
func (rs *Reads) provenByStore(fsys fs.FS, sk *lock.LockedSkill, limits catalog.Limits) (catalog.FileSet, []catalog.Problem, bool) {
	r := rs.read(sk.Name)
	if r == nil || !r.blobIDs || rs.store == nil || !catalog.ValidDigest(sk.Digest) || sk.Digest != sk.Files.Digest() {
		return nil, nil, false
	}
	listed, problems := catalog.ListFiles(lockSized{fsys: fsys, dir: sk.Path, files: sk.Files}, sk.Path, limits)
	if catalog.HasErrors(problems) || len(listed) != len(sk.Files) {
		return nil, nil, false
	}
	if len(r.do(rs.store, sk)) > 0 {
		return nil, nil, false
	}
	for i := range listed {
		f := &listed[i]
		want, ok := sk.Files.Lookup(f.Path)
		if !ok || want.Size != f.Size || want.Exec != f.Exec || !store.ValidRelPath(f.Path) {
			return nil, nil, false
		}
		info, err := fs.Stat(fsys, f.From)
		if err != nil {
			return nil, nil, false
		}
		ge, ok := info.Sys().(fetch.GitEntry)
		if !ok || !info.Mode().IsRegular() || ge.IsSubmodule() {
			return nil, nil, false // not a blob of a git tree
		}
		// The store file has want's bytes (the entry checked clean), and
		// this is the blob id of the same bytes, read once for both.
		if id, ok := r.ids[f.Path]; !ok || id != ge.Hash {
			return nil, nil, false
		}
		f.Digest = want.Digest
	}
	r.proven = true
	return listed, problems, true
}

// maxKeptSkillMD bounds the SKILL.md a store read keeps for the parse
// (see skillMDAtCommit); a larger one is read from the commit.
const maxKeptSkillMD = 1 << 20

// SkillMD reads and parses sk's SKILL.md at the pinned commit (fsys) for
// re-validation; data is nil when it cannot be read. When the proof
// showed the store entry's files to be the commit's blobs, the SKILL.md
// bytes kept from that same read are those of the blob, and are parsed
// without inflating it from the pack again; otherwise it is read from
// fsys once, for the parse and for the fields derived from it.
func (rs *Reads) SkillMD(fsys fs.FS, sk *lock.LockedSkill) (data []byte, doc *catalog.Document, problems []catalog.Problem) {
	if r := rs.read(sk.Name); r != nil && r.proven && r.skillMD != nil {
		doc, problems := catalog.ParseSkillMD(r.skillMD)
		return r.skillMD, doc, problems
	}
	name := path.Join(sk.Path, catalog.SkillFile)
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, nil, []catalog.Problem{{Code: catalog.CodeReadFailed, Severity: catalog.Error, File: name, Message: err.Error()}}
	}
	doc, problems = catalog.ParseSkillMD(data)
	return data, doc, problems
}

// lockSized is the tree at the commit as the proof lists it: the size of
// each regular file the lock lists is the lock's, where the tree would
// look it up in the object's header in the pack (a seek and a read a
// file). The proof needs no more: git hashes "blob <size>\0" before a
// blob's bytes, so a store file of the locked size whose bytes hash to the
// blob id at the commit proves the blob's size too, and a listing whose
// proof fails is thrown away for one with the sizes from the pack.
// Everything else (types, modes, links, what is missing) is the tree's.
type lockSized struct {
	fsys  fs.FS
	dir   string // the skill's directory in fsys
	files catalog.FileSet
}

func (l lockSized) Open(name string) (fs.File, error)      { return l.fsys.Open(name) }
func (l lockSized) Stat(name string) (fs.FileInfo, error)  { return fs.Stat(l.fsys, name) }
func (l lockSized) Lstat(name string) (fs.FileInfo, error) { return fs.Lstat(l.fsys, name) }
func (l lockSized) ReadLink(name string) (string, error)   { return fs.ReadLink(l.fsys, name) }

func (l lockSized) ReadDir(name string) ([]fs.DirEntry, error) {
	entries, err := fs.ReadDir(l.fsys, name)
	if err != nil {
		return entries, err
	}
	var out []fs.DirEntry // the tree's own slice is left as it is
	for i, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		rel := path.Join(name, e.Name())
		if l.dir != "." {
			var ok bool
			if rel, ok = strings.CutPrefix(rel, l.dir+"/"); !ok {
				continue
			}
		}
		if f, ok := l.files.Lookup(rel); ok {
			if out == nil {
				out = slices.Clone(entries)
			}
			out[i] = lockSizedEntry{DirEntry: e, size: f.Size}
		}
	}
	if out == nil {
		return entries, nil
	}
	return out, nil
}

type lockSizedEntry struct {
	fs.DirEntry
	size int64
}

func (e lockSizedEntry) Info() (fs.FileInfo, error) {
	info, err := e.DirEntry.Info()
	if err != nil {
		return nil, err
	}
	return lockSizedInfo{FileInfo: info, size: e.size}, nil
}

type lockSizedInfo struct {
	fs.FileInfo
	size int64
}

func (i lockSizedInfo) Size() int64 { return i.size }
