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
	"github.com/skillpin/skillpin/internal/gittest"
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
func rawTree(t *testing.T, st *memory.Storage, entries ...treeEntry) plumbing.Hash {
	t.Helper()
	var b bytes.Buffer
	for _, e := range entries {
		fmt.Fprintf(&b, "%o %s\x00", uint32(e.Mode), e.Name)
		b.Write(e.Hash[:])
	}
	return rawObject(t, st, plumbing.TreeObject, b.Bytes())
}

func rawObject(t *testing.T, st *memory.Storage, typ plumbing.ObjectType, data []byte) plumbing.Hash {
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
// shape: an 8,000-level directory outside every skill, and a directory of
// 5,000 entries, next to a skill. Resolving each path from the root (one
// lookup per element) made the deep one quadratic (32 million lookups,
// minutes); the count below is what the scan really looked up.
func TestScanIsLinearInTreeSize(t *testing.T) {
	const depth, width = 8000, 5000
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
