package store

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/install/durable"
	"github.com/skillpin/skillpin/internal/testfs"
)

// noReflinks makes the test see hard links (or copies), whatever the file
// system under the test's temporary directory.
func noReflinks(t *testing.T) {
	t.Cleanup(func() { reflinks.Store(true); hardlinks.Store(true); link = os.Link })
	reflinks.Store(false)
}

// copyOf copies the entry of sk out of s into a new directory and returns
// its path.
func copyOf(t *testing.T, s *Store, sk skill) string {
	t.Helper()
	files := sk.Files()
	out := filepath.Join(testfs.TempDir(t), "copy")
	var d durable.Batch
	if err := s.Copy(out, files.Digest(), files, &d); err != nil {
		t.Fatal(err)
	}
	if ms := CheckTree(out, files, true); len(ms) != 0 {
		t.Fatalf("the copy: %v", ms)
	}
	return out
}

func sameFile(t *testing.T, a, b string) bool {
	t.Helper()
	fa, err := os.Lstat(a)
	if err != nil {
		t.Fatal(err)
	}
	fb, err := os.Lstat(b)
	if err != nil {
		t.Fatal(err)
	}
	return os.SameFile(fa, fb)
}

// What decides between sharing a store file and copying it: whether this
// Store hashed the entry whole (Put, a clean Check), and whether the file
// was written since.
func TestCopySharesOnlyVerifiedEntries(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, s *Store) // after the entry was put
		share bool
	}{
		{"put in this run", func(*testing.T, *Store) {}, true},
		{"opened again, not checked", func(t *testing.T, s *Store) { *s = *reopen(t, s) }, false},
		{"opened again and checked", func(t *testing.T, s *Store) {
			*s = *reopen(t, s)
			if ms := s.Check(skillA.Files().Digest(), skillA.Files()); len(ms) != 0 {
				t.Fatal(ms)
			}
		}, true},
		{"a literal Store", func(t *testing.T, s *Store) { *s = Store{Dir: s.Dir} }, false},
		{"checked with a different file set", func(t *testing.T, s *Store) {
			*s = *reopen(t, s)
			s.Check(skillA.Files().Digest(), skillB.Files())
		}, false},
		{"removed and put again", func(t *testing.T, s *Store) {
			files := skillA.Files()
			if err := s.Remove(files.Digest()); err != nil {
				t.Fatal(err)
			}
			if err := s.Put(files.Digest(), files, skillA.Open); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"written after it was verified", func(t *testing.T, s *Store) {
			// Same size, new bytes, a later modification time: the copy
			// hashes the file and fails (below).
			p := filepath.Join(s.Path(skillA.Files().Digest()), "SKILL.md")
			later := time.Now().Add(time.Minute)
			if err := os.Chtimes(p, later, later); err != nil {
				t.Fatal(err)
			}
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			noReflinks(t)
			s := newStore(t, skillA)
			tt.setup(t, s)
			before := Shared()
			out := copyOf(t, s, skillA)
			src := filepath.Join(s.Path(skillA.Files().Digest()), "SKILL.md")
			if got := sameFile(t, src, filepath.Join(out, "SKILL.md")); got != tt.share {
				t.Errorf("the copy's SKILL.md is the store's: %v, want %v", got, tt.share)
			}
			if n := Shared() - before; tt.share != (n == int64(len(skillA.Files()))) {
				t.Errorf("Shared counted %d of %d files", n, len(skillA.Files()))
			}
		})
	}
}

func reopen(t *testing.T, s *Store) *Store {
	t.Helper()
	s2, err := OpenStore(filepath.Dir(s.Dir))
	if err != nil {
		t.Fatal(err)
	}
	return s2
}

// A store file changed after the entry was verified is never shared: the
// copy hashes it and fails, naming the file.
func TestCopyOfChangedVerifiedEntryFails(t *testing.T) {
	noReflinks(t)
	s := newStore(t, skillA)
	files := skillA.Files()
	p := filepath.Join(s.Path(files.Digest()), "SKILL.md")
	want := testfs.ReadFile(t, p)
	evil := []byte(want)
	evil[len(evil)-1] ^= 1 // the same size
	os.Chmod(p, 0o644)
	if err := os.WriteFile(p, evil, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chmod(p, 0o444)
	later := time.Now().Add(time.Second) // past any clock granularity
	os.Chtimes(p, later, later)
	var d durable.Batch
	err := s.Copy(filepath.Join(testfs.TempDir(t), "copy"), files.Digest(), files, &d)
	var mm *MismatchError
	if !errors.As(err, &mm) || mm.Path != "SKILL.md" {
		t.Fatalf("Copy of a changed entry = %v, want a mismatch of SKILL.md", err)
	}
}

// Where links are refused for good (another file system, a sandbox), the
// first refusal turns them off and every file is copied; where one file
// cannot be linked (too many links), that file is copied and the next
// linked.
func TestCopyFallsBackWhereLinksAreRefused(t *testing.T) {
	tests := []struct {
		err        error
		linksAfter bool
	}{
		{syscall.EXDEV, false},
		{syscall.EPERM, false},
		{syscall.EOPNOTSUPP, false},
		{syscall.EMLINK, true},
	}
	for _, tt := range tests {
		t.Run(tt.err.Error(), func(t *testing.T) {
			noReflinks(t)
			calls := 0
			link = func(old, new string) error {
				calls++
				if calls == 1 {
					return &os.LinkError{Op: "link", Old: old, New: new, Err: tt.err}
				}
				return os.Link(old, new)
			}
			s := newStore(t, skillA)
			out := copyOf(t, s, skillA)
			if hardlinks.Load() != tt.linksAfter {
				t.Errorf("links on after %v: %v, want %v", tt.err, hardlinks.Load(), tt.linksAfter)
			}
			files := skillA.Files()
			files.Sort()
			linked := 0
			for _, f := range files {
				if sameFile(t, filepath.Join(s.Path(files.Digest()), f.Path), filepath.Join(out, f.Path)) {
					linked++
				}
			}
			want := 0
			if tt.linksAfter {
				want = len(files) - 1
			}
			if linked != want {
				t.Errorf("%d of %d files linked, want %d", linked, len(files), want)
			}
		})
	}
}

// A hard link shares the inode: its mode (read-only), its owner and its
// bytes. What a harness writing through a linked root or target file can
// do depends on who it runs as: an ordinary user cannot open the file for
// writing (0444) without first making it writable, which changes the
// store's file too; root ignores the mode and writes into the store's file.
// Either way the change is in the store entry, and Check finds it; a
// harness that replaces the file (write a new file, rename it over) leaves
// the store alone. Run as root and as an ordinary user (see
// docs/development.md).
func TestWritesThroughALinkReachTheStore(t *testing.T) {
	noReflinks(t)
	s := newStore(t, skillA)
	files := skillA.Files()
	out := copyOf(t, s, skillA)
	p := filepath.Join(out, "SKILL.md")
	if !sameFile(t, p, filepath.Join(s.Path(files.Digest()), "SKILL.md")) {
		t.Skip("links are refused here")
	}
	fi, _ := os.Lstat(p)
	if fi.Mode().Perm() != 0o444 {
		t.Fatalf("a linked file has mode %v, want the store's 0444", fi.Mode().Perm())
	}

	f, err := os.OpenFile(p, os.O_WRONLY|os.O_TRUNC, 0)
	if os.Geteuid() != 0 {
		if !errors.Is(err, os.ErrPermission) {
			t.Fatalf("an ordinary user opened a linked store file for writing: %v", err)
		}
		if ms := s.Check(files.Digest(), files); len(ms) != 0 {
			t.Fatalf("a refused write changed the store: %v", ms)
		}
		// chmod through the link is allowed to the owner, and is the
		// store's mode too.
		if err := os.Chmod(p, 0o644); err != nil {
			t.Fatal(err)
		}
		f, err = os.OpenFile(p, os.O_WRONLY|os.O_TRUNC, 0)
	}
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("changed through the root")
	f.Close()
	ms := s.Check(files.Digest(), files)
	if len(ms) == 0 || ms[0].Path != "SKILL.md" {
		t.Fatalf("Check after a write through a link = %v, want SKILL.md changed", ms)
	}
	if s.Verified(files.Digest()) {
		t.Error("an entry that failed its check is still taken as verified")
	}

	// Replacing the file instead (what most editors do) leaves the store
	// alone.
	s2 := newStore(t, skillA)
	out2 := copyOf(t, s2, skillA)
	p2 := filepath.Join(out2, "SKILL.md")
	testfs.WriteFile(t, p2+".new", "replaced")
	if err := os.Rename(p2+".new", p2); err != nil {
		t.Fatal(err)
	}
	if ms := s2.Check(files.Digest(), files); len(ms) != 0 {
		t.Errorf("replacing a linked file changed the store: %v", ms)
	}
}
