package project

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/store"
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

// testHookStoreProof is called with a skill's name when its content at the
// pinned commit was proven through its store entry.
var testHookStoreProof func(skill string)

// fileSetAtCommit is catalog.FileSetOf of the locked skill in fsys (the
// tree at the pinned commit), proven through the store entry when it can
// be (see above).
func (p *Project) fileSetAtCommit(fsys fs.FS, sk *lock.LockedSkill) (catalog.FileSet, []catalog.Problem) {
	limits := p.limits()
	if files, problems, ok := p.provenByStore(fsys, sk, limits); ok {
		if testHookStoreProof != nil {
			testHookStoreProof(sk.Name)
		}
		return files, problems
	}
	return catalog.FileSetOf(fsys, sk.Path, limits)
}

// provenByStore lists the skill at the commit and proves each file's
// content through the store entry of sk's digest; ok is false when it
// cannot, and the caller must hash the commit's files.
func (p *Project) provenByStore(fsys fs.FS, sk *lock.LockedSkill, limits catalog.Limits) (catalog.FileSet, []catalog.Problem, bool) {
	if p.cacheDir == "" || !catalog.ValidDigest(sk.Digest) || sk.Digest != sk.Files.Digest() {
		return nil, nil, false
	}
	entry := (&store.Store{Dir: filepath.Join(p.cacheDir, "store")}).Path(sk.Digest)
	if fi, err := os.Lstat(entry); err != nil || !fi.IsDir() {
		return nil, nil, false
	}
	listed, problems := catalog.ListFiles(fsys, sk.Path, limits)
	if catalog.HasErrors(problems) || len(listed) != len(sk.Files) {
		return nil, nil, false
	}
	buf := make([]byte, 32<<10)
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
		if !sameBytes(filepath.Join(entry, filepath.FromSlash(f.Path)), want, ge.Hash, buf) {
			return nil, nil, false
		}
		f.Digest = want.Digest
	}
	return listed, problems, true
}

// sameBytes reports whether the file at p is a regular file of want's
// size whose bytes have want's digest and are the blob blobID.
func sameBytes(p string, want catalog.File, blobID string, buf []byte) bool {
	f, err := openStoreFile(p)
	if err != nil {
		return false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() != want.Size {
		return false
	}
	h := catalog.NewHasher()
	id := fetch.NewBlobID(want.Size)
	// One byte over the size is enough to know it grew.
	n, err := io.CopyBuffer(io.MultiWriter(h, id), io.LimitReader(struct{ io.Reader }{f}, want.Size+1), buf)
	if err != nil || n != want.Size || h.Digest() != want.Digest {
		return false
	}
	got, ok := id.Sum()
	return ok && got == blobID
}
