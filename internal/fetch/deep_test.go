package fetch

import (
	"bytes"
	"fmt"
	"io/fs"
	"maps"
	"runtime"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/storage/memory"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// memObjects is an in-memory object store for trees built in tests; only
// what reading a tree uses is there.
type memObjects struct {
	objects // nil: anything else panics
	st      *memory.Storage
}

func (m memObjects) Object(t plumbing.ObjectType, h plumbing.Hash) (plumbing.EncodedObject, error) {
	return m.st.EncodedObject(t, h)
}

func (m memObjects) Size(h plumbing.Hash) (int64, error) {
	o, err := m.st.EncodedObject(plumbing.AnyObject, h)
	if err != nil {
		return 0, err
	}
	return o.Size(), nil
}

// rawTree stores a tree object of entries "mode name" -> hash.
func rawTree(t testing.TB, st *memory.Storage, entries ...treeEntry) plumbing.Hash {
	t.Helper()
	var b bytes.Buffer
	for _, e := range entries {
		fmt.Fprintf(&b, "%o %s\x00", uint32(e.Mode), e.Name)
		b.Write(e.Hash[:])
	}
	return rawObject(t, st, plumbing.TreeObject, b.Bytes())
}

func rawObject(t testing.TB, st *memory.Storage, typ plumbing.ObjectType, data []byte) plumbing.Hash {
	t.Helper()
	o := st.NewEncodedObject()
	o.SetType(typ)
	w, _ := o.Writer()
	w.Write(data)
	w.Close()
	h, err := st.SetEncodedObject(o)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// Scanning a tree costs work in proportion to its entries, whatever its
// shape: a directory as deep as a scan allows (4,096 levels) outside every
// skill, and a directory of 5,000 entries, next to a skill. Resolving each
// path from the root (one lookup per element) made the deep one quadratic
// (32 million lookups at 8,000 levels, minutes); the count below is what
// the scan really looked up.
func TestScanIsLinearInTreeSize(t *testing.T) {
	t.Parallel()
	const depth, width = catalog.MaxTreeDepth - 1, 5000
	st := memory.NewStorage()
	blob := rawObject(t, st, plumbing.BlobObject, []byte("x\n"))
	md := rawObject(t, st, plumbing.BlobObject, []byte("---\nname: s\ndescription: A skill.\n---\n"))
	entries := 0

	deep := rawTree(t, st, treeEntry{Name: "f", Mode: 0o100644, Hash: blob})
	entries++
	for range depth {
		deep = rawTree(t, st, treeEntry{Name: "d", Mode: 0o40000, Hash: deep})
		entries++
	}
	var wide []treeEntry
	for i := range width {
		wide = append(wide, treeEntry{Name: fmt.Sprintf("w%05d", i), Mode: 0o40000,
			Hash: rawTree(t, st, treeEntry{Name: "f", Mode: 0o100644, Hash: blob})})
		entries += 2
	}
	skill := rawTree(t, st, treeEntry{Name: "SKILL.md", Mode: 0o100644, Hash: md}, treeEntry{Name: "ref.md", Mode: 0o100644, Hash: blob})
	root := rawTree(t, st,
		treeEntry{Name: "deep", Mode: 0o40000, Hash: deep},
		treeEntry{Name: "s", Mode: 0o40000, Hash: skill},
		treeEntry{Name: "wide", Mode: 0o40000, Hash: rawTree(t, st, wide...)})
	entries += 5

	tfs := newTreeFS(memObjects{st: st}, root)
	res, err := catalog.Scan(tfs, catalog.ScanOptions{Hash: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Skills) != 1 || !res.Skills[0].Valid() {
		t.Fatalf("skills = %+v", res.Skills)
	}
	steps := tfs.steps.Load()
	t.Logf("%d entries, %d lookups", entries, steps)
	if steps > 3*int64(entries) {
		t.Errorf("scanning %d entries looked up %d: not linear", entries, steps)
	}

	// Walking it all through the fs.FS interface is linear too.
	tfs = newTreeFS(memObjects{st: st}, root)
	n := 0
	err = fs.WalkDir(tfs, ".", func(p string, d fs.DirEntry, err error) error {
		n++
		return err
	})
	if err != nil || n != entries+1 { // the root and every entry
		t.Fatalf("walked %d entries, %v; want %d", n, err, entries+1)
	}
	if steps := tfs.steps.Load(); steps > 3*int64(entries) {
		t.Errorf("walking %d entries looked up %d: not linear", entries, steps)
	}
}

// deepTree stores a tree holding the skill s and, beside it, deep/ with
// depth directories named d nested in one another, a file at the bottom.
// It returns the root tree and the number of entries.
func deepTree(t testing.TB, st *memory.Storage, depth int) (plumbing.Hash, int) {
	blob := rawObject(t, st, plumbing.BlobObject, []byte("x\n"))
	md := rawObject(t, st, plumbing.BlobObject, []byte("---\nname: s\ndescription: A skill.\n---\n"))
	deep := rawTree(t, st, treeEntry{Name: "f", Mode: 0o100644, Hash: blob})
	for range depth - 1 {
		deep = rawTree(t, st, treeEntry{Name: "d", Mode: 0o40000, Hash: deep})
	}
	skill := rawTree(t, st, treeEntry{Name: "SKILL.md", Mode: 0o100644, Hash: md})
	root := rawTree(t, st, treeEntry{Name: "deep", Mode: 0o40000, Hash: deep}, treeEntry{Name: "s", Mode: 0o40000, Hash: skill})
	return root, depth + 3
}

// Scanning a deep tree allocates, besides the one path a directory listing
// needs per directory (the fs.FS interface names a directory by its whole
// path), a constant per entry, and keeps a constant per entry: memory
// linear in the tree. Building each entry's path afresh at every level
// (node paths, listed entries' paths, the path cache keeping a piece of
// every path it was asked about) made it quadratic: 69 MB allocated and
// 34 MB kept for a 4,000-level directory, where the paths take 16 MB.
func TestScanOfDeepTreeAllocatesLinearly(t *testing.T) {
	depth := catalog.MaxTreeDepth - 1
	st := memory.NewStorage()
	root, entries := deepTree(t, st, depth)
	// What the listings must be given: "deep", "deep/d", "deep/d/d"…
	paths := uint64(0)
	for i := range depth {
		paths += uint64(len("deep") + 2*i)
	}

	tfs := newTreeFS(memObjects{st: st}, root)
	runtime.GC()
	var before, after, kept runtime.MemStats
	runtime.ReadMemStats(&before)
	res, err := catalog.Scan(tfs, catalog.ScanOptions{})
	runtime.ReadMemStats(&after)
	if err != nil || len(res.Skills) != 1 {
		t.Fatalf("Scan = %+v, %v", res, err)
	}
	res = nil
	runtime.GC()
	runtime.ReadMemStats(&kept)
	runtime.KeepAlive(tfs)

	const perEntry = 2 << 10
	alloc := after.TotalAlloc - before.TotalAlloc
	live := int64(kept.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("%d levels: paths %d KiB, allocated %d KiB, kept %d KiB", depth, paths>>10, alloc>>10, live>>10)
	if alloc > paths+perEntry*uint64(entries) {
		t.Errorf("scanning %d levels allocated %d KiB: more than the %d KiB of paths listing needs and %d bytes an entry", depth, alloc>>10, paths>>10, perEntry)
	}
	if live > 512*int64(entries) {
		t.Errorf("after scanning %d levels the tree keeps %d KiB: more than 512 bytes an entry", depth, live>>10)
	}
}

// A file over the limits is refused from its size, read from the object
// header: its content is never inflated, so memory stays bounded by the
// limits whatever a repository holds. The skill gets LIMIT_EXCEEDED and
// the others still load.
func TestOverLimitSkillIsRefusedFromItsHeader(t *testing.T) {
	const big = 24 << 20
	r := gittest.NewRepo(t)
	r.WriteFile("skills/ok/SKILL.md", "---\nname: ok\ndescription: Fine.\n---\n")
	r.WriteFile("skills/huge-md/SKILL.md", "---\nname: huge-md\ndescription: Big.\n---\n"+strings.Repeat("x", big))
	r.WriteFile("skills/huge-file/SKILL.md", "---\nname: huge-file\ndescription: Big file.\n---\n")
	r.WriteFile("skills/huge-file/data.txt", strings.Repeat("y", big))
	fsys := treeOf(t, r, r.Commit("c"))

	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	res, err := catalog.Scan(fsys, catalog.ScanOptions{Hash: true, Limits: catalog.Limits{MaxBytes: 16 << 20}})
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string]catalog.Code{}
	for _, s := range res.Skills {
		for _, p := range s.Problems {
			if p.Severity == catalog.Error {
				codes[s.Dir] = p.Code
			}
		}
	}
	want := map[string]catalog.Code{"skills/huge-md": catalog.CodeLimitExceeded, "skills/huge-file": catalog.CodeLimitExceeded}
	if !maps.Equal(codes, want) {
		t.Errorf("errors = %v, want %v", codes, want)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 4<<20 {
		t.Errorf("scanning allocated %d bytes: the over-limit files were read", alloc)
	}
}

// The walks that choose what a partial fetch brings ahead stop at the
// depth a scan refuses past (catalog.MaxTreeDepth): nothing reads a blob
// deeper, and a crafted tree nested without bound cannot make them recurse
// without bound.
func TestBlobWalksStopAtMaxTreeDepth(t *testing.T) {
	t.Parallel()
	if maxTreeDepth != catalog.MaxTreeDepth {
		t.Fatalf("maxTreeDepth = %d, catalog.MaxTreeDepth = %d", maxTreeDepth, catalog.MaxTreeDepth)
	}
	st := memory.NewStorage()
	blob := rawObject(t, st, plumbing.BlobObject, []byte("x\n"))
	// chain(n, marker) is n directories nested in one another, each with a
	// file, the deepest holding marker too: depth n below the tree it
	// returns, counting that tree's own entries as depth 0.
	chain := func(n int, marker string) plumbing.Hash {
		h := rawTree(t, st, treeEntry{Name: marker, Mode: 0o100644, Hash: blob}, treeEntry{Name: "f", Mode: 0o100644, Hash: blob})
		for range n {
			h = rawTree(t, st, treeEntry{Name: "d", Mode: 0o40000, Hash: h}, treeEntry{Name: "f", Mode: 0o100644, Hash: blob})
		}
		return h
	}
	count := func(walk func(fn func(treeEntry)) error) int {
		n := 0
		if err := walk(func(treeEntry) { n++ }); err != nil {
			t.Fatal(err)
		}
		return n
	}
	tfs := newTreeFS(memObjects{st: st}, plumbing.ZeroHash)
	for _, tt := range []struct {
		depth       int // of the deepest directory
		walk, under int // blobs walkBlobs and markedBlobs call back for
	}{
		{depth: maxTreeDepth, walk: maxTreeDepth + 2, under: 2},
		{depth: maxTreeDepth + 1, walk: maxTreeDepth + 1, under: 0},
		{depth: 3 * maxTreeDepth, walk: maxTreeDepth + 1, under: 0},
	} {
		root := chain(tt.depth, "SKILL.md")
		if got := count(func(fn func(treeEntry)) error { return tfs.walkBlobs(root, fn) }); got != tt.walk {
			t.Errorf("depth %d: walkBlobs called back %d times, want %d", tt.depth, got, tt.walk)
		}
		if got := count(func(fn func(treeEntry)) error { return tfs.markedBlobs(root, "SKILL.md", fn) }); got != tt.under {
			t.Errorf("depth %d: markedBlobs called back %d times, want %d", tt.depth, got, tt.under)
		}
	}
	// Below a marked directory 10 levels down, the walk still stops at
	// maxTreeDepth from the root: f at levels 10 to maxTreeDepth, and the
	// marker.
	h := rawTree(t, st, treeEntry{Name: "SKILL.md", Mode: 0o100644, Hash: blob}, treeEntry{Name: "d", Mode: 0o40000, Hash: chain(maxTreeDepth, "x")})
	for range 10 {
		h = rawTree(t, st, treeEntry{Name: "d", Mode: 0o40000, Hash: h})
	}
	if got, want := count(func(fn func(treeEntry)) error { return tfs.markedBlobs(h, "SKILL.md", fn) }), maxTreeDepth-10+1; got != want {
		t.Errorf("under a marker 10 levels down: markedBlobs called back %d times, want %d", got, want)
	}
}
