package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/install/filelock"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func TestRegisterProject(t *testing.T) {
	cache := filepath.Join(testfs.TempDir(t), "cache")
	project := filepath.Join(testfs.TempDir(t), "p")
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	if err := registerProject(cache, project, now); err != nil {
		t.Fatal(err)
	}
	files := testfs.ListDir(t, filepath.Join(cache, layout.ProjectsDir))
	if len(files) != 1 {
		t.Fatalf("registrations: %v", files)
	}
	p := filepath.Join(cache, layout.ProjectsDir, files[0])
	first := testfs.ReadFile(t, p)
	reg, ok := readRegistration(p)
	if !ok || reg.Path != project || reg.LastUsed != "2026-05-01T12:00:00Z" {
		t.Errorf("registration %+v", reg)
	}
	// A warm install the same day writes nothing.
	if err := registerProject(cache, project, now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if testfs.ReadFile(t, p) != first {
		t.Error("registration rewritten within a day")
	}
	if err := registerProject(cache, project, now.Add(25*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if reg, _ := readRegistration(p); reg.LastUsed != "2026-05-02T13:00:00Z" {
		t.Errorf("last_used not refreshed: %+v", reg)
	}
	// Another project gets its own record.
	if err := RegisterProject(cache, layout.ProjectLayout(project+"2")); err != nil {
		t.Fatal(err)
	}
	if n := len(testfs.ListDir(t, filepath.Join(cache, layout.ProjectsDir))); n != 2 {
		t.Errorf("%d registrations, want 2", n)
	}
}

func TestGC(t *testing.T) {
	s := newStore(t, skillA, skillB, skillC)
	cache := filepath.Dir(s.Dir)
	a, b, c := skillA.Files().Digest(), skillB.Files().Digest(), skillC.Files().Digest()
	base := testfs.TempDir(t)
	keepsA := filepath.Join(base, "keeps-a")
	keepsB := filepath.Join(base, "keeps-b")
	gone := filepath.Join(base, "gone")
	noLock := filepath.Join(base, "no-lock")
	locks := map[string][]string{keepsA: {a}, keepsB: {b}, gone: {c}}
	for _, p := range []string{keepsA, keepsB, gone, noLock} {
		os.MkdirAll(p, 0o755)
		if err := RegisterProject(cache, layout.ProjectLayout(p)); err != nil {
			t.Fatal(err)
		}
	}
	os.RemoveAll(gone)
	referenced := func(p string) ([]string, error) {
		d, ok := locks[p]
		if !ok {
			return nil, fmt.Errorf("read %s/skills.lock: %w", p, fs.ErrNotExist)
		}
		return d, nil
	}
	rep, err := GC(cache, referenced)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(rep.Removed, []string{c}) || rep.Kept != 2 {
		t.Errorf("removed %v, kept %d; want only c removed", rep.Removed, rep.Kept)
	}
	if !s.Has(a) || !s.Has(b) || s.Has(c) {
		t.Errorf("store: a=%v b=%v c=%v", s.Has(a), s.Has(b), s.Has(c))
	}
	if !slices.Equal(rep.Projects, []string{keepsA, keepsB}) {
		t.Errorf("projects %v", rep.Projects)
	}
	slices.Sort(rep.Unregistered)
	if !slices.Equal(rep.Unregistered, []string{gone, noLock}) {
		t.Errorf("unregistered %v", rep.Unregistered)
	}
	if rep.FreedBytes != skillC.Files().Size() {
		t.Errorf("freed %d bytes, want %d", rep.FreedBytes, skillC.Files().Size())
	}
	if n := len(testfs.ListDir(t, filepath.Join(cache, layout.ProjectsDir))); n != 2 {
		t.Errorf("%d registrations left, want 2", n)
	}
	// keeps-b's lock no longer references b: the next gc drops it.
	locks[keepsB] = nil
	if rep, err := GC(cache, referenced); err != nil || !slices.Equal(rep.Removed, []string{b}) {
		t.Errorf("second gc: %+v, %v", rep, err)
	}
}

func TestGCStopsOnUnreadableLock(t *testing.T) {
	s := newStore(t, skillA, skillB)
	cache := filepath.Dir(s.Dir)
	p := testfs.TempDir(t)
	if err := RegisterProject(cache, layout.ProjectLayout(p)); err != nil {
		t.Fatal(err)
	}
	_, err := GC(cache, func(string) ([]string, error) { return nil, errors.New("skills.lock:3: malformed") })
	if err == nil || !strings.Contains(err.Error(), "nothing was removed") {
		t.Fatalf("GC = %v", err)
	}
	if list, _ := s.List(); len(list) != 2 {
		t.Errorf("GC removed entries while a project's lock was unreadable: %v", list)
	}
}

func TestClean(t *testing.T) {
	s := newStore(t, skillA)
	cache := filepath.Dir(s.Dir)
	testfs.WriteFile(t, filepath.Join(cache, "git", "objects", "pack"), "x")
	if err := RegisterProject(cache, layout.ProjectLayout(testfs.TempDir(t))); err != nil {
		t.Fatal(err)
	}
	unlock, err := filelock.Acquire(t.Context(), filepath.Join(cache, "lock"), "cache clean")
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	if err := Clean(cache); err != nil {
		t.Fatal(err)
	}
	if got := testfs.ListDir(t, cache); strings.Join(got, ",") != "CACHEDIR.TAG,lock,lock.holder,projects" {
		t.Errorf("cache holds %v after clean", got)
	}
	// A directory that is not a skillpin cache is never emptied.
	other := testfs.TempDir(t)
	testfs.WriteFile(t, filepath.Join(other, "thesis.tex"), "years of work")
	if err := Clean(other); err == nil || !strings.Contains(err.Error(), "refusing") {
		t.Errorf("Clean of a foreign directory = %v", err)
	}
	testfs.WriteFile(t, filepath.Join(other, cacheTagFile), "Signature: 8a477f597d28d172789f06886806bc55\n# some other tool\n")
	if err := Clean(other); err == nil {
		t.Error("Clean emptied another tool's cache")
	}
	if testfs.ReadFile(t, filepath.Join(other, "thesis.tex")) != "years of work" {
		t.Error("foreign file removed")
	}
	if err := Clean(filepath.Join(other, "missing")); err != nil {
		t.Errorf("Clean of a missing cache: %v", err)
	}
}

// A mistyped SKILLPIN_CACHE naming a directory full of someone's files
// must never become a skillpin cache: taking it would let `cache clean`
// and `cache gc` remove what is there.
func TestEnsureCacheRefusesForeignDirectory(t *testing.T) {
	home := testfs.TempDir(t)
	testfs.WriteFile(t, filepath.Join(home, "thesis.tex"), "years of work")
	err := EnsureCache(home)
	if !errors.Is(err, errkind.Invalid) || !strings.Contains(err.Error(), "not a skillpin cache") {
		t.Fatalf("EnsureCache(home) = %v, want a refusal", err)
	}
	if _, err := os.Stat(filepath.Join(home, cacheTagFile)); !errors.Is(err, fs.ErrNotExist) {
		t.Error("EnsureCache marked a foreign directory as a skillpin cache")
	}
	if _, err := OpenStore(home); err == nil {
		t.Error("OpenStore took a foreign directory")
	}
	// New and empty directories become caches, and so does one that
	// another run is making a cache (its tag's temporary file is there);
	// an existing cache stays one.
	for _, dir := range []string{filepath.Join(home, "new", "cache"), filepath.Join(home, "empty"), filepath.Join(home, "racing"), filepath.Join(home, "registry")} {
		switch filepath.Base(dir) {
		case "empty":
			os.Mkdir(dir, 0o755)
		case "racing":
			testfs.WriteFile(t, filepath.Join(dir, "."+cacheTagFile+".tmp-123"), "Signature:")
		case "registry":
			// A blob from an OCI registry was kept before the tag
			// was written.
			testfs.WriteFile(t, filepath.Join(dir, "oci", "blobs", "sha256", "00"), "")
		}
		if err := EnsureCache(dir); err != nil {
			t.Fatalf("EnsureCache(%s) = %v", dir, err)
		}
		testfs.WriteFile(t, filepath.Join(dir, "store", "x"), "")
		if err := EnsureCache(dir); err != nil {
			t.Fatalf("EnsureCache(%s) again = %v", dir, err)
		}
	}
}

// A registration is rewritten once it is registerEvery old, exactly, and
// when the clock went back; at the same instant it is not.
func TestRegisterProjectBoundaries(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		name    string
		later   time.Time
		rewrite bool
	}{
		{"same instant", now, false},
		{"just under a day", now.Add(registerEvery - time.Second), false},
		{"a day exactly", now.Add(registerEvery), true},
		{"clock went back", now.Add(-time.Second), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cache := filepath.Join(testfs.TempDir(t), "cache")
			project := filepath.Join(testfs.TempDir(t), "p")
			if err := registerProject(cache, project, now); err != nil {
				t.Fatal(err)
			}
			files := testfs.ListDir(t, filepath.Join(cache, layout.ProjectsDir))
			p := filepath.Join(cache, layout.ProjectsDir, files[0])
			before, err := os.Stat(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := registerProject(cache, project, tt.later); err != nil {
				t.Fatal(err)
			}
			reg, _ := readRegistration(p)
			if rewritten := reg.LastUsed != now.Format(time.RFC3339); rewritten != tt.rewrite {
				t.Errorf("rewritten = %v (last_used %s), want %v", rewritten, reg.LastUsed, tt.rewrite)
			}
			// Not even with the same bytes: a warm install writes nothing.
			if after, err := os.Stat(p); err != nil || os.SameFile(before, after) == tt.rewrite {
				t.Errorf("registration file replaced = %v, want %v", err != nil || !os.SameFile(before, after), tt.rewrite)
			}
		})
	}
}
