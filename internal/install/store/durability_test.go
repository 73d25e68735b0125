package store

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/install/durable"
	"github.com/skillpin/skillpin/internal/testfs"
)

// Every entry of a batch reaches the disk before any is renamed into
// place: at the fault point before each rename the batch's one flush has
// happened, and nothing is in the store yet that was not flushed. A
// rename before the flush would let a crash leave a complete-looking
// entry of empty or partial files under its digest.
func TestCommitFlushesBeforeRename(t *testing.T) {
	s := newStore(t)
	b := s.Batch()
	defer b.Close()
	for _, sk := range []skill{skillA, skillB, skillC} {
		files := sk.Files()
		if err := b.Put(files.Digest(), files, sk.Open); err != nil {
			t.Fatal(err)
		}
	}
	before, renames := durable.Flushes(), 0
	faults.Inject(t, func(point string) error {
		if point != "store.put" {
			return nil
		}
		renames++
		if durable.Flushes() == before {
			t.Errorf("entry %d renamed into place before the batch was flushed", renames)
		}
		return nil
	})
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	if renames != 3 {
		t.Errorf("%d renames into place, want 3", renames)
	}
	if n := durable.Flushes() - before; n != 1 {
		t.Errorf("%d flushes for a batch of 3 entries, want 1", n)
	}
	// The lock of the batch is let go once nothing is in flight.
	if b.prefix != "" || b.unlock != nil {
		t.Error("a committed batch still holds its lock")
	}
	if err := b.Commit(); err != nil {
		t.Errorf("an empty Commit = %v", err)
	}
}

// A rename that fails at its fault point leaves that entry and the rest
// out of the store, and Close removes them; an entry another run put in
// place meanwhile is kept as it is.
func TestCommitFailureLeavesNothingHalfDone(t *testing.T) {
	s := newStore(t)
	b := s.Batch()
	for _, sk := range []skill{skillA, skillB} {
		files := sk.Files()
		if err := b.Put(files.Digest(), files, sk.Open); err != nil {
			t.Fatal(err)
		}
	}
	boom := errors.New("disk full")
	faults.Inject(t, func(point string) error {
		if point == "store.put" {
			return boom
		}
		return nil
	})
	if err := b.Commit(); !errors.Is(err, boom) {
		t.Fatalf("Commit = %v, want the fault", err)
	}
	if list, _ := s.List(); len(list) != 0 {
		t.Errorf("List after a failed Commit = %v", list)
	}
	b.Close()
	ents, _ := os.ReadDir(s.Dir)
	if len(ents) != 0 {
		t.Errorf("store holds %v after Close", ents)
	}
}

// The temporary entry of a batch that is gone when Commit renames it (a
// cleaner removed it) is an error: Commit never reports an entry stored
// that is not. One that another run put in place meanwhile is kept.
func TestCommitRename(t *testing.T) {
	a := skillA.Files()
	t.Run("temporary entry gone", func(t *testing.T) {
		s := newStore(t)
		b := s.Batch()
		defer b.Close()
		if err := b.Put(a.Digest(), a, skillA.Open); err != nil {
			t.Fatal(err)
		}
		h, _ := DigestHex(a.Digest())
		if err := RemoveTree(b.pending[h]); err != nil {
			t.Fatal(err)
		}
		if err := b.Commit(); err == nil || s.Has(a.Digest()) {
			t.Errorf("Commit = %v, Has = %v; want an error and no entry", err, s.Has(a.Digest()))
		}
	})
	t.Run("put meanwhile", func(t *testing.T) {
		s := newStore(t)
		b := s.Batch()
		defer b.Close()
		if err := b.Put(a.Digest(), a, skillA.Open); err != nil {
			t.Fatal(err)
		}
		if err := s.Put(a.Digest(), a, skillA.Open); err != nil { // another run
			t.Fatal(err)
		}
		if err := b.Commit(); err != nil {
			t.Errorf("Commit over an entry another run put = %v", err)
		}
		if ms := s.Check(a.Digest(), a); len(ms) != 0 {
			t.Errorf("Check = %v", ms)
		}
	})
}

// failingReader returns some bytes, then an error.
type failingReader struct {
	data string
	err  error
}

func (r *failingReader) Read(p []byte) (int, error) {
	if r.data == "" {
		return 0, r.err
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

func (r *failingReader) Close() error { return nil }

// A source that fails while it is read is reported as that failure (an
// unreachable blob, a broken disk), not as content that does not match
// the lock, which would send the user to re-lock.
func TestPutReportsReadErrors(t *testing.T) {
	s := newStore(t)
	files := skillA.Files()
	broken := errors.New("object store: connection reset")
	open := func(f catalog.File) (io.ReadCloser, error) {
		if f.Path == "SKILL.md" {
			return &failingReader{data: skillA["SKILL.md"][:5], err: broken}, nil
		}
		return skillA.Open(f)
	}
	err := s.Put(files.Digest(), files, open)
	var me *MismatchError
	if !errors.Is(err, broken) || errors.As(err, &me) {
		t.Errorf("Put with a failing read = %v, want the read error, not a mismatch", err)
	}
	if names, _ := os.ReadDir(s.Dir); len(names) != 0 {
		t.Errorf("store left %v", names)
	}
}

// A file set that digests to another skill digest says so, and how to
// repair the lock; a file says which file.
func TestMismatchErrorWording(t *testing.T) {
	files := skillA.Files()
	err := newStore(t).Put(skillB.Files().Digest(), files, skillA.Open)
	if err == nil || !strings.Contains(err.Error(), "file set digests to "+files.Digest()) || !strings.Contains(err.Error(), "skillpin update") {
		t.Errorf("set mismatch = %v", err)
	}
	e := &MismatchError{Digest: "sha256:x", Path: "SKILL.md", Want: "w", Got: "g"}
	if got := e.Error(); !strings.Contains(got, "SKILL.md: content does not match skills.lock (want w, got g)") || !strings.Contains(got, "skillpin verify") {
		t.Errorf("file mismatch = %s", got)
	}
}

// An existing cache is taken as it is: its tag is not written again.
func TestEnsureCacheWritesNothingTwice(t *testing.T) {
	cache := filepath.Join(testfs.TempDir(t), "cache")
	if err := EnsureCache(cache); err != nil {
		t.Fatal(err)
	}
	tag := filepath.Join(cache, cacheTagFile)
	before, err := os.Stat(tag)
	if err != nil {
		t.Fatal(err)
	}
	testfs.WriteFile(t, filepath.Join(cache, "store", "x"), "")
	if err := EnsureCache(cache); err != nil {
		t.Fatal(err)
	}
	if after, err := os.Stat(tag); err != nil || !os.SameFile(before, after) {
		t.Error("EnsureCache rewrote the tag of an existing cache")
	}
}

// A temporary directory is stale from staleAfter on, exactly, when no
// live process holds its lock.
func TestCleanStaleAge(t *testing.T) {
	s := newStore(t)
	p := filepath.Join(s.Dir, storeTmpPrefix+"dead.0123")
	testfs.WriteFile(t, filepath.Join(p, "SKILL.md"), "half")
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	born := fi.ModTime()
	if removed, _ := s.cleanStale(born.Add(staleAfter - time.Nanosecond)); len(removed) != 0 {
		t.Errorf("removed %v before it was stale", removed)
	}
	if removed, _ := s.cleanStale(born.Add(staleAfter)); len(removed) != 1 {
		t.Errorf("removed %v at staleAfter, want the dead run's directory", removed)
	}
}

// RemoveTree removes a tree of read-only directories (a store entry) for
// a user who needs write permission to remove names; as root, which
// needs none, the test passes either way.
func TestRemoveTreeReadOnly(t *testing.T) {
	s := newStore(t, skillA)
	dir := s.Path(skillA.Files().Digest())
	if err := RemoveTree(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(dir); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("entry still there: %v", err)
	}
	if err := RemoveTree(dir); err != nil {
		t.Errorf("RemoveTree of nothing = %v", err)
	}
}

// Check hashes every byte of a file larger than its read buffer, and
// finds a change past the first buffer.
func TestCheckLargeFile(t *testing.T) {
	big := strings.Repeat("0123456789abcdef", 10<<10) // 160 KiB, five buffers
	sk := skill{"SKILL.md": skillB["SKILL.md"], "data.bin": big}
	files := sk.Files()
	s := newStore(t, sk)
	if ms := s.Check(files.Digest(), files); len(ms) != 0 {
		t.Fatalf("Check of an intact entry = %v", ms)
	}
	changed := []byte(big)
	changed[len(changed)-1] = 'X'
	p := filepath.Join(s.Path(files.Digest()), "data.bin")
	testfs.MakeRemovable(s.Path(files.Digest()))
	os.Remove(p)
	if err := os.WriteFile(p, changed, 0o444); err != nil {
		t.Fatal(err)
	}
	if ms := s.Check(files.Digest(), files); len(ms) != 1 || ms[0].Path != "data.bin" || ms[0].Kind != KindModified {
		t.Errorf("Check with the last byte changed = %v", ms)
	}
}
