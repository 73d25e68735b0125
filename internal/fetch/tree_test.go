package fetch

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// treeOf fetches commit of r over file:// into a fresh cache.
func treeOf(t *testing.T, r *gittest.Repo, commit string) fs.FS {
	t.Helper()
	fsys, err := newTestClient(t, "", nil).Tree(ctx, r.FileURL(), commit, "")
	if err != nil {
		t.Fatal(err)
	}
	return fsys
}

func TestTreeFilesModesAndLinks(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	// A checkout would convert these; reading objects must not.
	r.WriteFile(".gitattributes", "*.md text eol=crlf\n*.bin -text\n")
	r.WriteFile("skills/a/SKILL.md", "line1\nline2\n")
	r.WriteFile("skills/a/mixed.bin", "a\r\nb\n")
	r.WriteExec("skills/a/scripts/run.sh", "#!/bin/sh\necho hi\n")
	r.Symlink("skills/a/alias.md", "SKILL.md")
	r.Symlink("skills/a/dirlink", "scripts")
	r.Symlink("skills/a/up", "../a/SKILL.md")
	r.Symlink("skills/a/escape", "../../../etc/passwd")
	r.Symlink("skills/a/abs", "/etc/passwd")
	r.Symlink("skills/a/loop1", "loop2")
	r.Symlink("skills/a/loop2", "loop1")
	r.Symlink("skills/a/dangling", "nope")
	fsys := treeOf(t, r, r.Commit("c"))

	if s := readFile(t, fsys, "skills/a/SKILL.md"); s != "line1\nline2\n" {
		t.Errorf("SKILL.md = %q: line endings changed", s)
	}
	if s := readFile(t, fsys, "skills/a/mixed.bin"); s != "a\r\nb\n" {
		t.Errorf("mixed.bin = %q: line endings changed", s)
	}
	for name, want := range map[string]fs.FileMode{
		"skills":                  fs.ModeDir | 0o755,
		"skills/a/SKILL.md":       0o644,
		"skills/a/scripts/run.sh": 0o755,
		"skills/a/alias.md":       fs.ModeSymlink | 0o777,
		"skills/a/escape":         fs.ModeSymlink | 0o777,
	} {
		fi, err := fs.Lstat(fsys, name)
		if err != nil {
			t.Errorf("Lstat(%s): %v", name, err)
			continue
		}
		if fi.Mode() != want {
			t.Errorf("Lstat(%s).Mode = %v, want %v", name, fi.Mode(), want)
		}
	}
	if fi, err := fs.Stat(fsys, "skills/a/scripts/run.sh"); err != nil || fi.Size() != int64(len("#!/bin/sh\necho hi\n")) {
		t.Errorf("Stat(run.sh) = %v, %v", fi, err)
	}

	// ReadLink returns targets raw; Open and Stat follow links only
	// within the tree.
	for link, target := range map[string]string{"skills/a/alias.md": "SKILL.md", "skills/a/escape": "../../../etc/passwd", "skills/a/abs": "/etc/passwd"} {
		if got, err := fs.ReadLink(fsys, link); err != nil || got != target {
			t.Errorf("ReadLink(%s) = %q, %v; want %q", link, got, err, target)
		}
	}
	if _, err := fs.ReadLink(fsys, "skills/a/SKILL.md"); !errors.Is(err, fs.ErrInvalid) {
		t.Errorf("ReadLink(regular file) error %v, want ErrInvalid", err)
	}
	if s := readFile(t, fsys, "skills/a/alias.md"); s != "line1\nline2\n" {
		t.Errorf("alias.md = %q", s)
	}
	if s := readFile(t, fsys, "skills/a/up"); s != "line1\nline2\n" {
		t.Errorf("up = %q", s)
	}
	if s := readFile(t, fsys, "skills/a/dirlink/run.sh"); !strings.HasPrefix(s, "#!") {
		t.Errorf("dirlink/run.sh = %q", s)
	}
	if fi, err := fs.Stat(fsys, "skills/a/dirlink"); err != nil || !fi.IsDir() {
		t.Errorf("Stat(dirlink) = %v, %v; want a directory", fi, err)
	}
	for name, want := range map[string]error{
		"skills/a/escape":     ErrLinkEscapes,
		"skills/a/abs":        ErrLinkEscapes,
		"skills/a/loop1":      ErrLinkLoop,
		"skills/a/dangling":   fs.ErrNotExist,
		"skills/a/missing":    fs.ErrNotExist,
		"skills/a/SKILL.md/x": fs.ErrNotExist,
		"../x":                fs.ErrInvalid,
		"/etc":                fs.ErrInvalid,
	} {
		_, err := fsys.Open(name)
		if !errors.Is(err, want) {
			t.Errorf("Open(%s) error %v, want %v", name, err, want)
		}
		var pe *fs.PathError
		if err != nil && !errors.As(err, &pe) {
			t.Errorf("Open(%s) error %T, want *fs.PathError", name, err)
		}
	}
}

func TestTreeCraftedEntriesAreRaw(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	base := r.Commit("base")
	commit := r.CommitTree("hostile", []gittest.Entry{
		{Mode: "040000", Name: "skill", Entries: []gittest.Entry{
			{Mode: "100644", Name: "SKILL.md", Content: "x"},
			{Mode: "100644", Name: "..", Content: "dotdot"},
			{Mode: "100644", Name: `a\b`, Content: "backslash"},
			{Mode: "100644", Name: "x/y", Content: "slash"},
			{Mode: "100644", Name: "/abs", Content: "abs"},
			{Mode: "100664", Name: "oldmode", Content: "group-writable mode of old git"},
			{Mode: "100744", Name: "oddexec", Content: "owner-exec only"},
			{Mode: "160000", Name: "sub", Content: base},
			{Mode: "040000", Name: ".git", Entries: []gittest.Entry{{Mode: "100644", Name: "config", Content: "[core]"}}},
		}},
	})
	fsys := treeOf(t, r, commit)
	es, err := fs.ReadDir(fsys, "skill")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]fs.DirEntry{}
	var names []string
	for _, e := range es {
		got[e.Name()] = e
		names = append(names, fmt.Sprintf("%q", e.Name()))
	}
	for _, want := range []string{"SKILL.md", "..", `a\b`, "x/y", "/abs", "sub", ".git", "oldmode", "oddexec"} {
		if _, ok := got[want]; !ok {
			t.Errorf("ReadDir lacks %q; got %s", want, strings.Join(names, " "))
		}
	}
	for i := 1; i < len(es); i++ {
		if es[i-1].Name() > es[i].Name() {
			t.Errorf("ReadDir not sorted: %q before %q", es[i-1].Name(), es[i].Name())
		}
	}
	if m := got["oldmode"].Type(); m != 0 {
		t.Errorf("100664 entry type %v, want regular", m)
	}
	if fi, _ := got["oddexec"].Info(); fi.Mode() != 0o755 {
		t.Errorf("100744 entry mode %v, want 0755 (git's canonical mode)", fi.Mode())
	}

	sub := got["sub"]
	if sub.Type() != fs.ModeIrregular {
		t.Errorf("gitlink type %v, want ModeIrregular", sub.Type())
	}
	fi, err := sub.Info()
	if err != nil {
		t.Fatal(err)
	}
	sm, ok := fi.Sys().(interface{ IsSubmodule() bool })
	if !ok || !sm.IsSubmodule() {
		t.Errorf("gitlink Sys() = %#v, want IsSubmodule() == true", fi.Sys())
	}
	if ge, _ := fi.Sys().(GitEntry); ge.Hash != base || ge.Mode != 0o160000 {
		t.Errorf("gitlink Sys() = %+v, want commit %s mode 160000", ge, base)
	}
	if sm, _ := mustInfo(t, got["SKILL.md"]).Sys().(interface{ IsSubmodule() bool }); sm == nil || sm.IsSubmodule() {
		t.Errorf("regular file reports IsSubmodule")
	}
	f, err := fsys.Open("skill/sub")
	if err != nil {
		t.Fatalf("Open(gitlink): %v", err)
	}
	if _, err := f.Read(make([]byte, 1)); !errors.Is(err, ErrSubmodule) {
		t.Errorf("Read(gitlink) error %v, want ErrSubmodule", err)
	}
	f.Close()
	// Crafted names cannot be opened by path, but nothing breaks.
	if _, err := fsys.Open("skill/.."); !errors.Is(err, fs.ErrInvalid) {
		t.Errorf("Open(skill/..) error %v", err)
	}
	if s := readFile(t, fsys, `skill/a\b`); s != "backslash" {
		t.Errorf(`skill/a\b = %q`, s)
	}
}

// git's own server refuses to send a tree with an empty entry name, but
// the decoder keeps one raw rather than failing the whole tree.
func TestDecodeTreeKeepsEmptyName(t *testing.T) {
	t.Parallel()
	var raw bytes.Buffer
	id := bytes.Repeat([]byte{0xab}, 20)
	for _, e := range []struct{ mode, name string }{{"100644", ""}, {"40000", "d"}, {"100755", "x"}, {"120000", "l"}, {"160000", "s"}} {
		raw.WriteString(e.mode + " " + e.name + "\x00")
		raw.Write(id)
	}
	es, err := decodeTree(bufio.NewReader(&raw))
	if err != nil {
		t.Fatal(err)
	}
	want := []treeEntry{
		{Name: "", Mode: filemode.Regular}, {Name: "d", Mode: filemode.Dir}, {Name: "x", Mode: filemode.Executable},
		{Name: "l", Mode: filemode.Symlink}, {Name: "s", Mode: filemode.Submodule},
	}
	if len(es) != len(want) {
		t.Fatalf("decoded %d entries, want %d", len(es), len(want))
	}
	for i := range want {
		want[i].Hash = plumbing.Hash(id)
		if es[i] != want[i] {
			t.Errorf("entry %d = %+v, want %+v", i, es[i], want[i])
		}
	}
	for _, bad := range []string{"100644 x", "1006x4 x\x00" + strings.Repeat("a", 20), "100644 x\x00short"} {
		if _, err := decodeTree(bufio.NewReader(strings.NewReader(bad))); !errors.Is(err, errMalformedTree) {
			t.Errorf("decodeTree(%q) error %v, want errMalformedTree", bad, err)
		}
	}
}

func mustInfo(t *testing.T, e fs.DirEntry) fs.FileInfo {
	t.Helper()
	fi, err := e.Info()
	if err != nil {
		t.Fatal(err)
	}
	return fi
}

// The tree passes the standard library's file system conformance test
// (which exercises ReadDir, Stat, Lstat and ReadLink consistency).
func TestTreeFSConformance(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("a/SKILL.md", "---\nname: a\n---\n")
	r.WriteFile("a/references/doc.md", strings.Repeat("doc\n", 1000))
	r.WriteExec("a/scripts/x.sh", "#!/bin/sh\n")
	r.WriteFile("b/c/d/e.txt", "deep")
	r.WriteFile(".hidden/f", "")
	r.Symlink("a/link", "SKILL.md")
	fsys := treeOf(t, r, r.Commit("c"))
	if err := fstest.TestFS(fsys, "a/SKILL.md", "a/references/doc.md", "a/scripts/x.sh", "b/c/d/e.txt", ".hidden/f", "a/link"); err != nil {
		t.Fatal(err)
	}
}

// Listing reads tree objects only: walking a repository with thousands
// of files (and asking every entry its size) reads no blob; reading one
// skill reads exactly that skill's blobs.
func TestTreeReadsOnlySelectedBlobs(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	var stream strings.Builder
	stream.WriteString("commit refs/heads/main\ncommitter T <t@example.com> 1700000000 +0000\ndata 4\nbig\n")
	for i := 0; i < 3000; i++ {
		content := fmt.Sprintf("file %d\n", i)
		fmt.Fprintf(&stream, "M 100644 inline other/d%02d/f%04d.txt\ndata %d\n%s\n", i%30, i, len(content), content)
	}
	sel := map[string]string{
		"skills/sel/SKILL.md":        "---\nname: sel\n---\n",
		"skills/sel/scripts/run.sh":  "#!/bin/sh\n",
		"skills/sel/references/r.md": "ref\n",
	}
	for p, content := range sel {
		fmt.Fprintf(&stream, "M 100644 inline %s\ndata %d\n%s\n", p, len(content), content)
	}
	r.GitInput(stream.String(), "fast-import", "--quiet")
	commit := r.Git("rev-parse", "main")

	c := newTestClient(t, "", nil)
	var mu sync.Mutex
	reads := map[string]int{}
	c.onBlobRead = func(h string) { mu.Lock(); reads[h]++; mu.Unlock() }
	fsys, err := c.Tree(ctx, r.FileURL(), commit, "")
	if err != nil {
		t.Fatal(err)
	}
	files := 0
	err = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			files++
			if _, err := d.Info(); err != nil { // sizes come from object headers
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files != 3003 {
		t.Fatalf("walked %d files, want 3003", files)
	}
	if len(reads) != 0 {
		t.Fatalf("walking the tree read %d blobs, want 0", len(reads))
	}
	for p, want := range sel {
		if got := readFile(t, fsys, p); got != want {
			t.Errorf("%s = %q, want %q", p, got, want)
		}
	}
	if len(reads) != len(sel) {
		t.Fatalf("reading the selected skill read %d distinct blobs, want %d", len(reads), len(sel))
	}
}

// Blobs over the in-memory threshold are streamed from the pack.
func TestTreeLargeBlob(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	var big bytes.Buffer
	for i := 0; big.Len() < 3*largeObject; i++ {
		fmt.Fprintf(&big, "line %d of a large file\n", i)
	}
	r.WriteFile("big.txt", big.String())
	fsys := treeOf(t, r, r.Commit("big"))
	fi, err := fs.Stat(fsys, "big.txt")
	if err != nil || fi.Size() != int64(big.Len()) {
		t.Fatalf("Stat(big.txt) = %v, %v; want size %d", fi, err, big.Len())
	}
	f, err := fsys.Open("big.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.CopyBuffer(h, f, make([]byte, 32<<10)); err != nil {
		t.Fatal(err)
	}
	if got, want := h.Sum(nil), sha256.Sum256(big.Bytes()); !bytes.Equal(got, want[:]) {
		t.Fatal("big.txt content differs")
	}
	if _, ok := f.(*blobFile).obj.(interface{ Reader() (io.ReadCloser, error) }); !ok {
		t.Fatal("unexpected object type")
	}
}

// One tree read from many goroutines (the catalog hashes files in
// parallel) gives every reader the right bytes.
func TestTreeConcurrentReads(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	want := map[string]string{}
	for i := 0; i < 40; i++ {
		p := fmt.Sprintf("d%d/f%d.txt", i%4, i)
		want[p] = strings.Repeat(fmt.Sprintf("%d\n", i), 1+i*1000)
		r.WriteFile(p, want[p])
	}
	var big bytes.Buffer
	for big.Len() < 2*largeObject {
		fmt.Fprintf(&big, "%d\n", big.Len())
	}
	want["big.txt"] = big.String()
	r.WriteFile("big.txt", big.String())
	fsys := treeOf(t, r, r.Commit("c"))
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				b, err := fs.ReadFile(fsys, p)
				if err != nil {
					return err
				}
				if string(b) != want[p] {
					return fmt.Errorf("%s: wrong content", p)
				}
				return nil
			})
			if err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
