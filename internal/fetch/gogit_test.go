package fetch

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/fetch/pack"
	"github.com/skillpin/skillpin/internal/testfs"
)

// These tests pin the go-git behaviour the seam in gogit.go relies on,
// method by method, so that a go-git upgrade that changes it fails here
// rather than somewhere in a fetch. (InPacks: TestInPacks; raw tree names:
// TestDecodeTreeKeepsEmptyName; filters, depths and the deepening steps of
// uploadPack: the partial and restrictive-server tests.)

// seamRepo has a big file in two versions (c1, c2) and a cache holding c1.
func seamRepo(t *testing.T) (r *gittest.Repo, c1, c2 string, objs objects) {
	t.Helper()
	r = gittest.NewRepo(t)
	var big strings.Builder
	for i := 0; big.Len() < 3*largeObject; i++ {
		big.WriteString("line of a big file, number ")
		big.WriteString(strings.Repeat("x", i%13))
		big.WriteString("\n")
	}
	r.WriteFile("big.txt", big.String())
	c1 = r.Commit("one")
	r.WriteFile("big.txt", big.String()+"one more line\n")
	c2 = r.Commit("two")
	cache := testfs.TempDir(t)
	c := newTestClient(t, cache, nil)
	if _, err := c.Tree(ctx, r.FileURL(), c1, ""); err != nil {
		t.Fatal(err)
	}
	rem, _ := c.remote(r.FileURL())
	dir, _ := c.cacheDir(rem)
	objs, err := openCache(dir)
	if err != nil {
		t.Fatal(err)
	}
	return r, c1, c2, objs
}

// packOf runs git pack-objects in r with revs on stdin (thin: deltas
// against what the excluded revs hold).
func packOf(t *testing.T, r *gittest.Repo, revs string, thin bool) []byte {
	t.Helper()
	args := []string{"pack-objects", "--stdout", "--revs", "-q"}
	if thin {
		args = append(args, "--thin")
	}
	cmd := exec.Command("git", args...)
	cmd.Dir = r.Dir
	cmd.Env = gittest.Env(time.Now())
	cmd.Stdin = strings.NewReader(revs)
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// emptyObjects is a new, empty object cache and its directory.
func emptyObjects(t *testing.T) (objects, string) {
	t.Helper()
	dir := testfs.TempDir(t)
	if err := initObjects(dir, "test"); err != nil {
		t.Fatal(err)
	}
	objs, err := openObjects(dir)
	if err != nil {
		t.Fatal(err)
	}
	return objs, dir
}

func blobAt(t *testing.T, r *gittest.Repo, commit, path string) plumbing.Hash {
	return plumbing.NewHash(r.Git("rev-parse", commit+":"+path))
}

// Object streams a blob over largeObject from its pack: reading its start
// does not hold it in memory. Size reads the header only.
func TestSeamObjectStreamsAndSizesFromHeaders(t *testing.T) {
	r, c1, _, objs := seamRepo(t)
	h := blobAt(t, r, c1, "big.txt")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	size, err := objs.Size(h)
	if err != nil {
		t.Fatal(err)
	}
	obj, err := objs.Object(plumbing.BlobObject, h)
	if err != nil {
		t.Fatal(err)
	}
	rd, err := obj.Reader()
	if err != nil {
		t.Fatal(err)
	}
	head := make([]byte, 64)
	if _, err := io.ReadFull(rd, head); err != nil {
		t.Fatal(err)
	}
	rd.Close()
	runtime.ReadMemStats(&after)
	if size < 3*largeObject || obj.Size() != size {
		t.Errorf("Size = %d, object says %d", size, obj.Size())
	}
	if _, ok := obj.(*plumbing.MemoryObject); ok {
		t.Error("a blob over largeObject was decoded into memory")
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > uint64(size)/2 {
		t.Errorf("sizing and reading the start of a %d-byte blob allocated %d bytes", size, alloc)
	}
	if _, err := objs.Size(plumbing.NewHash(strings.Repeat("ab", 20))); err == nil {
		t.Error("Size of a missing object: no error")
	}
}

// Receive writes a self-contained pack as one pack file with its index
// (no loose objects), and resolves a thin pack against the objects the
// cache has.
func TestSeamReceive(t *testing.T) {
	t.Parallel()
	r, c1, c2, objs := seamRepo(t)
	h2 := blobAt(t, r, c2, "big.txt")
	thin := packOf(t, r, c2+"\n^"+c1+"\n", true)
	if len(thin) > largeObject {
		t.Fatalf("the thin pack is %d bytes: git sent the whole blob, not a delta", len(thin))
	}
	if err := objs.Receive(bytes.NewReader(thin), true); err != nil {
		t.Fatalf("Receive of a thin pack: %v", err)
	}
	obj, err := objs.Object(plumbing.BlobObject, h2)
	if err != nil {
		t.Fatal(err)
	}
	rd, _ := obj.Reader()
	got, _ := io.ReadAll(rd)
	rd.Close()
	if want := r.Git("show", c2+":big.txt"); strings.TrimSpace(string(got)) != want {
		t.Error("the object a thin pack carried reads wrong")
	}

	// A self-contained pack into a fresh cache: one pack file, no loose
	// objects.
	fresh, dir := emptyObjects(t)
	if err := fresh.Receive(bytes.NewReader(packOf(t, r, c2+"\n", false)), false); err != nil {
		t.Fatal(err)
	}
	packs, _ := filepath.Glob(filepath.Join(dir, "objects", "pack", "pack-*"))
	loose, _ := filepath.Glob(filepath.Join(dir, "objects", "??", "*"))
	if len(packs) != 2 || len(loose) != 0 {
		t.Errorf("packs %v, loose objects %v: want one pack and its index", packs, loose)
	}
	if !has(fresh, h2) {
		t.Error("the received pack's objects are not found")
	}
}

// A receive cut short leaves nothing behind but files under the names
// RemoveDownloads knows (go-git's, for a thin pack), and RemoveDownloads
// removes them, as it removes those of a killed run.
func TestSeamRemoveDownloads(t *testing.T) {
	t.Parallel()
	r, c1, c2, _ := seamRepo(t)
	objs, dir := emptyObjects(t)
	packs := filepath.Join(dir, "objects", "pack")
	unknown := func() []string {
		ents, _ := os.ReadDir(packs)
		var out []string
		for _, e := range ents {
			known := strings.HasPrefix(e.Name(), "pack-")
			for _, p := range pack.DownloadPrefixes {
				known = known || strings.HasPrefix(e.Name(), p)
			}
			if !known {
				out = append(out, e.Name())
			}
		}
		return out
	}
	full := packOf(t, r, c2+"\n", false)
	if err := objs.Receive(bytes.NewReader(full[:len(full)/2]), false); err == nil {
		t.Fatal("half a pack was received")
	}
	if left := downloads(t, packs); len(left) != 0 {
		t.Errorf("a failed receive left %v", left)
	}
	thin := packOf(t, r, c2+"\n^"+c1+"\n", true)
	if err := objs.Receive(bytes.NewReader(thin[:len(thin)/2]), true); err == nil {
		t.Fatal("half a thin pack was received")
	}
	if u := unknown(); len(u) != 0 {
		t.Fatalf("a failed thin receive left %v, under names RemoveDownloads does not know", u)
	}
	for _, p := range pack.DownloadPrefixes { // a killed run's
		if err := os.WriteFile(filepath.Join(packs, p+"dead"), []byte("x"), 0o444); err != nil {
			t.Fatal(err)
		}
	}
	objs.RemoveDownloads()
	if left := downloads(t, packs); len(left) != 0 {
		t.Errorf("left after RemoveDownloads: %v", left)
	}
	if _, err := os.Stat(filepath.Join(dir, "HEAD")); err != nil {
		t.Error("RemoveDownloads removed more than downloads")
	}
}

// A pack received whole is indexed in bounded memory: a blob three times
// largeObject costs far less than its size, where go-git's indexer holds
// each object whole. (A delta is read through go-git's Packfile, which
// still holds its base whole: the bound is the largest delta base, not the
// largest object.)
func TestSeamReceiveIsBoundedInMemory(t *testing.T) {
	r, c1, _, _ := seamRepo(t)
	big := blobAt(t, r, c1, "big.txt")
	objs, _ := emptyObjects(t)
	// One version: what a shallow fetch brings.
	pack := packOf(t, r, c1+"\n", false)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if err := objs.Receive(bytes.NewReader(pack), false); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	size, err := objs.Size(big)
	if err != nil {
		t.Fatal(err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > uint64(size)/2 {
		t.Errorf("receiving a pack with a %d-byte blob allocated %d bytes", size, grew)
	}
}

// TestSeamReceiveRefusesACountThePackCannotHold: a pack header claiming
// more objects than its bytes can hold is refused before the index is
// sized for it (4 billion objects would be a 137 GB allocation).
func TestSeamReceiveRefusesACountThePackCannotHold(t *testing.T) {
	t.Parallel()
	objs, dir := emptyObjects(t)
	pack := append([]byte("PACK\x00\x00\x00\x02\xff\xff\xff\xff"), make([]byte, 64)...)
	err := objs.Receive(bytes.NewReader(pack), false)
	if err == nil || !strings.Contains(err.Error(), "claims 4294967295 objects") {
		t.Fatalf("Receive = %v, want the count refused", err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "objects", "pack", "*")); len(left) > 0 {
		t.Errorf("a refused pack left %v", left)
	}
}

// A thin pack is completed with its bases from the cache, as git's
// index-pack --fix-thin does: it lands as one more pack file, valid to
// git itself, with no loose objects, in bounded memory (go-git's own
// thin-pack reader stored each object loose, inflated whole several times
// over on the way; TestFetchMemoryBudget in cmd/skillpin measures it).
func TestSeamReceiveThinCompletes(t *testing.T) {
	r, c1, c2, objs := seamRepo(t)
	dir := objs.(gitObjects).st.Filesystem().Root()
	before, _ := filepath.Glob(filepath.Join(dir, "objects", "pack", "pack-*.pack"))
	thin := packOf(t, r, c2+"\n^"+c1+"\n", true)
	size, err := objs.Size(blobAt(t, r, c1, "big.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	if err := objs.Receive(bytes.NewReader(thin), true); err != nil {
		t.Fatalf("Receive of a thin pack: %v", err)
	}
	runtime.ReadMemStats(&m1)
	// The new big.txt is a delta against the old one: resolving it holds
	// neither whole (see deltaFiles).
	if alloc := m1.TotalAlloc - m0.TotalAlloc; alloc > uint64(size)/2 {
		t.Errorf("receiving a thin pack against a %d-byte blob allocated %d bytes", size, alloc)
	}
	after, _ := filepath.Glob(filepath.Join(dir, "objects", "pack", "pack-*.pack"))
	loose, _ := filepath.Glob(filepath.Join(dir, "objects", "??", "*"))
	if len(after) != len(before)+1 || len(loose) != 0 {
		t.Fatalf("packs %v (before %v), loose objects %v: want one more pack", after, before, loose)
	}
	var added string
	for _, p := range after {
		if !slices.Contains(before, p) {
			added = p
		}
	}
	cmd := exec.Command("git", "verify-pack", strings.TrimSuffix(added, ".pack")+".idx")
	cmd.Env = gittest.Env(time.Now())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git verify-pack of the completed pack: %v\n%s", err, out)
	}
	// Reading the new big.txt back, a delta against the old one, holds
	// neither whole either; its temporary files are gone once read.
	tmp := testfs.TempDir(t)
	t.Setenv("TMPDIR", tmp)
	for _, c := range []string{c1, c2} {
		h := blobAt(t, r, c, "big.txt")
		runtime.ReadMemStats(&m0)
		obj, err := objs.Object(plumbing.BlobObject, h)
		if err != nil {
			t.Fatal(err)
		}
		rd, _ := obj.Reader()
		sum := plumbing.NewHasher(plumbing.BlobObject, obj.Size())
		n, _ := io.Copy(sum, rd)
		rd.Close()
		runtime.ReadMemStats(&m1)
		if alloc := m1.TotalAlloc - m0.TotalAlloc; alloc > uint64(size)/2 {
			t.Errorf("reading big.txt at %s (%d bytes) allocated %d bytes", c[:7], n, alloc)
		}
		if n != obj.Size() || sum.Sum() != h {
			t.Errorf("big.txt at %s reads wrong after the thin pack: %d bytes hashing to %s", c[:7], n, sum.Sum())
		}
	}
	if left, _ := os.ReadDir(tmp); len(left) > 0 {
		t.Errorf("reading left temporary files: %v", left)
	}
}

// pieceReader hands out a pack in pieces of at most 1 KiB, as a pipe
// might, counting the reads and the bytes read.
type pieceReader struct {
	b            []byte
	reads, given int
}

func (p *pieceReader) Read(b []byte) (int, error) {
	if len(p.b) == 0 {
		return 0, io.EOF
	}
	p.reads++
	n := copy(b[:min(len(b), 1024)], p.b)
	p.b = p.b[n:]
	p.given += n
	return n, nil
}

// Receive reads the remote's stream as it scans it, in large reads
// whatever the scanner asks for (every read of a local remote's pipe is a
// goroutine and a channel in go-git's transport), and writes all of it to
// the pack, trailer included.
func TestSeamReceiveStreamsInLargeReads(t *testing.T) {
	t.Parallel()
	r, c1, _, _ := seamRepo(t)
	objs, dir := emptyObjects(t)
	pack := packOf(t, r, c1+"\n", false)
	// A pack that arrives in small pieces is written whole.
	src := &pieceReader{b: pack}
	if err := objs.Receive(src, false); err != nil {
		t.Fatal(err)
	}
	if src.given != len(pack) {
		t.Errorf("read %d of the pack's %d bytes", src.given, len(pack))
	}
	// A source that gives all that is asked is asked for more than the
	// scanner's 4 KiB at a time.
	whole := &largeReads{r: bytes.NewReader(pack)}
	objs2, _ := emptyObjects(t)
	if err := objs2.Receive(whole, false); err != nil {
		t.Fatal(err)
	}
	if max := len(pack)/(32<<10) + 3; whole.reads > max {
		t.Errorf("%d reads for a %d-byte pack, want at most %d (reads of 32 KiB or more)", whole.reads, len(pack), max)
	}
	packs, _ := filepath.Glob(filepath.Join(dir, "objects", "pack", "pack-*.pack"))
	if len(packs) != 1 {
		t.Fatalf("packs: %v", packs)
	}
	if got, _ := os.ReadFile(packs[0]); !bytes.Equal(got, pack) {
		t.Errorf("the pack written (%d bytes) is not the pack received (%d bytes)", len(got), len(pack))
	}
}

// largeReads counts the reads of r.
type largeReads struct {
	r     io.Reader
	reads int
}

func (l *largeReads) Read(b []byte) (int, error) {
	l.reads++
	return l.r.Read(b)
}
