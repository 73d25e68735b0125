package fetch

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/fetch/pack"
	"github.com/skillpin/skillpin/internal/testfs"
)

// A tree for a caller that reads every blob it asked for (TreeFor) opens
// each blob from the file it was spooled to as the pack was indexed, not
// by inflating it from the pack again; the spooled bytes and their
// SHA-256 are the blob's. A file taken away (by the store) or removed
// falls back to the pack, and a later fetch into the same cache leaves
// this run's spool alone while it removes a dead run's.
func TestTreeForSpoolsTheBlobs(t *testing.T) {
	t.Parallel()
	r, commit := skillsRepo(t, 6, 3)
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{AllowFilter: true})
	cache := testfs.TempDir(t)
	c := New(Options{CacheDir: cache, PartialMarker: "SKILL.md", Getenv: isolatedEnv(t).get})
	dirs := []string{"skills/s000", "skills/s003"}
	fsys, err := c.TreeFor(ctx, url, commit, "", dirs)
	if err != nil {
		t.Fatal(err)
	}
	before := SpooledOpens()
	var paths []string
	content := map[string][]byte{}
	for _, p := range []string{"skills/s000/SKILL.md", "skills/s000/run.sh", "skills/s003/refs/f02.md"} {
		f, err := fsys.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		sf, ok := f.(*SpooledFile)
		if !ok {
			t.Fatalf("%s opened as %T, not from the spool", p, f)
		}
		got, err := io.ReadAll(sf)
		sf.Close()
		if err != nil {
			t.Fatal(err)
		}
		if want := r.Git("show", commit+":"+p); string(got) != want+"\n" && string(got) != want {
			t.Errorf("%s: spooled %q, want %q", p, got, want)
		}
		_, path, size, sum, _ := sf.Spooled()
		if size != int64(len(got)) || sum != sha256.Sum256(got) {
			t.Errorf("%s: spool claims %d bytes, sha256 %x; the file holds %d, %x", p, size, sum, len(got), sha256.Sum256(got))
		}
		if fi, _ := sf.Stat(); fi.Name() != filepath.Base(p) || fi.Size() != size {
			t.Errorf("%s: Stat says %s, %d bytes", p, fi.Name(), fi.Size())
		}
		paths = append(paths, path)
		content[p] = got
	}
	if n := SpooledOpens() - before; n != 3 {
		t.Errorf("%d blobs opened from the spool, want 3", n)
	}

	// Taken away: read from the pack, the same bytes.
	os.Remove(paths[2])
	b, err := fs.ReadFile(fsys, "skills/s003/refs/f02.md")
	if err != nil || string(b) != string(content["skills/s003/refs/f02.md"]) {
		t.Fatalf("after the spool file was taken: %v, %d bytes", err, len(b))
	}
	if f, _ := fsys.Open("skills/s003/refs/f02.md"); f != nil {
		if _, ok := f.(*SpooledFile); ok {
			t.Error("a blob whose spool file is gone opened from the spool")
		}
		f.Close()
	}

	// A blob read whole and closed is not kept (whoever read it copied
	// it): the spool holds only what no reader has had yet.
	if _, err := os.Stat(paths[0]); !os.IsNotExist(err) {
		t.Errorf("a spooled blob read whole is still in the spool: %v", err)
	}
	tfs := fsys.(*treeFS)
	n, err := tfs.resolve("open", "skills/s000/refs/f01.md", true)
	if err != nil {
		t.Fatal(err)
	}
	unread, ok := tfs.spool.Lookup(n.hash)
	if !ok {
		t.Fatal("skills/s000/refs/f01.md not spooled")
	}

	// A later fetch into the same cache (another skill's blobs) keeps
	// this run's spool; a dead run's is removed.
	packDir := filepath.Dir(filepath.Dir(paths[0]))
	dead := filepath.Join(packDir, pack.SpoolPrefix+"dead")
	if err := os.MkdirAll(dead, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dead, "1"), []byte("x"), 0o444); err != nil {
		t.Fatal(err)
	}
	if err := Prefetch(fsys, []string{"skills/s005"}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("a dead run's spool is left: %v", err)
	}
	if _, err := os.Stat(unread.Path); err != nil {
		t.Errorf("this run's spool was removed by its own later fetch: %v", err)
	}
}

// `cache gc` removes what dead runs left in the git caches, a spool (a
// directory of files no store entry took) with the rest.
func TestRemoveStaleDownloadsRemovesSpools(t *testing.T) {
	t.Parallel()
	cache := testfs.TempDir(t)
	packs := filepath.Join(cache, "git", "0123-repo", "objects", "pack")
	spool := filepath.Join(packs, pack.SpoolPrefix+"dead")
	if err := os.MkdirAll(spool, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{filepath.Join(packs, "tmp_pack_1"), filepath.Join(spool, "1"), filepath.Join(packs, "pack-1.pack")} {
		if err := os.WriteFile(p, []byte("x"), 0o444); err != nil {
			t.Fatal(err)
		}
	}
	removed, err := RemoveStaleDownloads(cache)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 2 {
		t.Errorf("removed %v, want the temporary pack and the spool", removed)
	}
	left, _ := os.ReadDir(packs)
	if len(left) != 1 || left[0].Name() != "pack-1.pack" {
		t.Errorf("left %v, want the pack alone", left)
	}
}

// A delta whose base was spooled is resolved from the base's file and the
// delta's data, not by inflating the base from the pack again; the blobs
// it makes are the blobs git has, and the index is one git accepts.
func TestReceiveResolvesDeltasFromTheSpool(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	var s strings.Builder
	s.WriteString("commit refs/heads/main\ncommitter T <t@example.com> 1700000000 +0000\ndata 5\nsynth\n")
	base := strings.Repeat("a line that every version of the file shares\n", 200)
	for i := range 20 {
		content := base + fmt.Sprintf("version %d\n", i)
		fmt.Fprintf(&s, "M 100644 inline f%02d.md\ndata %d\n%s\n", i, len(content), content)
	}
	r.GitInput(s.String(), "fast-import", "--quiet")
	commit := r.Git("rev-parse", "main")
	objs, dir := emptyObjects(t)
	g := objs.(gitObjects)
	g.spool = pack.NewSpool(filepath.Join(dir, "objects", "pack"))
	before := pack.PatchedDeltas()
	if err := g.Receive(bytes.NewReader(packOf(t, r, commit+"\n", false)), false); err != nil {
		t.Fatal(err)
	}
	if pack.PatchedDeltas()-before < 10 {
		t.Errorf("%d deltas resolved from the spool, want most of the 19", pack.PatchedDeltas()-before)
	}
	for i := range 20 {
		id := plumbing.NewHash(r.Git("rev-parse", fmt.Sprintf("%s:f%02d.md", commit, i)))
		b, ok := g.spool.Lookup(id)
		if !ok {
			t.Fatalf("f%02d.md (%s) not spooled", i, id)
		}
		got, err := os.ReadFile(b.Path)
		if want := base + fmt.Sprintf("version %d\n", i); err != nil || string(got) != want {
			t.Errorf("f%02d.md spooled as %d bytes (%v), want %d", i, len(got), err, len(want))
		}
	}
	idx, _ := filepath.Glob(filepath.Join(dir, "objects", "pack", "pack-*.idx"))
	if out, err := exec.Command("git", "verify-pack", idx[0]).CombinedOutput(); err != nil {
		t.Errorf("git verify-pack: %v\n%s", err, out)
	}
}
