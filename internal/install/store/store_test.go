package store

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gofrs/flock"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

func TestPutRoundTrip(t *testing.T) {
	s := newStore(t)
	files := skillA.Files()
	d := files.Digest()
	if s.Has(d) {
		t.Fatal("Has before Put")
	}
	if err := s.Put(d, files, skillA.Open); err != nil {
		t.Fatal(err)
	}
	if !s.Has(d) {
		t.Fatal("Has after Put = false")
	}
	if got, want := s.Path(d), filepath.Join(s.Dir, strings.TrimPrefix(d, "sha256:")); got != want {
		t.Errorf("Path = %s, want %s", got, want)
	}
	for _, f := range files {
		p := filepath.Join(s.Path(d), f.Path)
		if got := testfs.ReadFile(t, p); got != skillA.Content(f.Path) {
			t.Errorf("%s = %q", f.Path, got)
		}
		fi, _ := os.Stat(p)
		if want := FileMode(f.Exec); fi.Mode().Perm() != want {
			t.Errorf("%s mode %v, want %v", f.Path, fi.Mode().Perm(), want)
		}
	}
	for _, dir := range []string{".", "scripts", "references", "references/deep"} {
		fi, err := os.Stat(filepath.Join(s.Path(d), dir))
		if err != nil || fi.Mode().Perm() != 0o555 {
			t.Errorf("dir %s: %v %v, want read-only 0555", dir, fi.Mode().Perm(), err)
		}
	}
	if ms := s.Check(d, files); len(ms) != 0 {
		t.Errorf("Check after Put: %v", ms)
	}
	list, err := s.List()
	if err != nil || !slices.Equal(list, []string{d}) {
		t.Errorf("List = %v, %v", list, err)
	}
	// An existing entry is kept: Put does not read anything.
	err = s.Put(d, files, func(catalog.File) (io.ReadCloser, error) { return nil, errors.New("must not be called") })
	if err != nil {
		t.Errorf("second Put: %v", err)
	}
	if names := testfs.ListDir(t, s.Dir); len(names) != 1 {
		t.Errorf("store holds %v, want only the entry", names)
	}
}

func TestPutMismatchLeavesNothing(t *testing.T) {
	files := skillA.Files()
	tests := []struct {
		name     string
		digest   string
		files    catalog.FileSet
		open     func(catalog.File) (io.ReadCloser, error)
		wantPath string // MismatchError.Path; "-" when another error is expected
	}{
		{"modified byte", files.Digest(), files, skill{"SKILL.md": strings.Replace(skillA["SKILL.md"], "Body", "body", 1), "scripts/run.sh": skillA["scripts/run.sh*"], "references/deep/notes.md": "notes\n"}.Open, "SKILL.md"},
		{"too long", files.Digest(), files, skill{"SKILL.md": skillA["SKILL.md"], "scripts/run.sh": skillA["scripts/run.sh*"] + "rm -rf /\n", "references/deep/notes.md": "notes\n"}.Open, "scripts/run.sh"},
		{"too short", files.Digest(), files, skill{"SKILL.md": skillA["SKILL.md"], "scripts/run.sh": skillA["scripts/run.sh*"], "references/deep/notes.md": "no"}.Open, "references/deep/notes.md"},
		{"set digest", skillB.Files().Digest(), files, skillA.Open, ""},
		{"exec bit differs from digest", files.Digest(), func() catalog.FileSet {
			f := slices.Clone(files)
			for i := range f {
				f[i].Exec = false
			}
			return f
		}(), skillA.Open, ""},
		{"open fails", files.Digest(), files, func(f catalog.File) (io.ReadCloser, error) {
			if f.Path == "scripts/run.sh" {
				return nil, errors.New("blob missing")
			}
			return skillA.Open(f)
		}, "-"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(t)
			err := s.Put(tt.digest, tt.files, tt.open)
			var me *MismatchError
			if tt.wantPath == "-" {
				if err == nil || errors.As(err, &me) {
					t.Fatalf("Put = %v, want a non-mismatch error", err)
				}
			} else {
				if !errors.As(err, &me) || me.Path != tt.wantPath {
					t.Fatalf("Put = %v, want *MismatchError for %q", err, tt.wantPath)
				}
				if !errors.Is(me, errkind.CheckFailed) || !strings.Contains(err.Error(), "skillpin") {
					t.Errorf("message %q: want errkind.CheckFailed and a hint", err)
				}
			}
			if names := testfs.ListDir(t, s.Dir); len(names) != 0 {
				t.Errorf("store left %v behind", names)
			}
			if s.Has(tt.digest) {
				t.Error("entry exists after a failed Put")
			}
		})
	}
}

func TestPutRefusesUnsafePaths(t *testing.T) {
	tests := []struct {
		name  string
		files catalog.FileSet
	}{
		{"dotdot", catalog.FileSet{{Path: "../evil", Size: 1, Digest: catalog.DigestBytes([]byte("x"))}}},
		{"absolute", catalog.FileSet{{Path: "/etc/evil", Size: 1, Digest: catalog.DigestBytes([]byte("x"))}}},
		{"backslash", catalog.FileSet{{Path: `a\..\..\evil`, Size: 1, Digest: catalog.DigestBytes([]byte("x"))}}},
		{"dot element", catalog.FileSet{{Path: "a/./b", Size: 1, Digest: catalog.DigestBytes([]byte("x"))}}},
		{"empty", catalog.FileSet{{Path: "", Size: 1, Digest: catalog.DigestBytes([]byte("x"))}}},
		{"file and dir", catalog.FileSet{
			{Path: "a", Size: 1, Digest: catalog.DigestBytes([]byte("x"))},
			{Path: "a/b", Size: 1, Digest: catalog.DigestBytes([]byte("x"))},
		}},
		{"duplicate", catalog.FileSet{
			{Path: "a", Size: 1, Digest: catalog.DigestBytes([]byte("x"))},
			{Path: "a", Size: 1, Digest: catalog.DigestBytes([]byte("x"))},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(t)
			open := func(catalog.File) (io.ReadCloser, error) { return io.NopCloser(strings.NewReader("x")), nil }
			if err := s.Put(tt.files.Digest(), tt.files, open); err == nil {
				t.Fatal("Put accepted an unsafe file set")
			}
			if names := testfs.ListDir(t, s.Dir); len(names) != 0 {
				t.Errorf("store left %v behind", names)
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(s.Dir), "evil")); err == nil {
				t.Error("wrote outside the store")
			}
		})
	}
	if err := newStore(t).Put("sha256:nothex", nil, nil); err == nil {
		t.Error("Put accepted an invalid digest")
	}
}

func TestStoreCheck(t *testing.T) {
	files := skillA.Files()
	d := files.Digest()
	tests := []struct {
		name   string
		damage func(dir string)
		want   []Mismatch // Path and Kind only
	}{
		{"intact", func(string) {}, nil},
		{"modified", func(dir string) { testfs.WriteFile(t, filepath.Join(dir, "SKILL.md"), "evil") }, []Mismatch{{Path: "SKILL.md", Kind: KindModified}}},
		{"missing", func(dir string) { os.Remove(filepath.Join(dir, "references/deep/notes.md")) }, []Mismatch{{Path: "references/deep/notes.md", Kind: KindMissing}}},
		{"extra file", func(dir string) { testfs.WriteFile(t, filepath.Join(dir, "scripts/payload.sh"), "x") }, []Mismatch{{Path: "scripts/payload.sh", Kind: KindExtra}}},
		{"extra dir", func(dir string) { testfs.WriteFile(t, filepath.Join(dir, "hidden/x"), "x") }, []Mismatch{{Path: "hidden/", Kind: KindExtra}}},
		{"exec bit dropped", func(dir string) { os.Chmod(filepath.Join(dir, "scripts/run.sh"), 0o444) }, []Mismatch{{Path: "scripts/run.sh", Kind: KindMode}}},
		{"made writable", func(dir string) { os.Chmod(filepath.Join(dir, "SKILL.md"), 0o644) }, []Mismatch{{Path: "SKILL.md", Kind: KindMode}}},
		{"replaced by symlink", func(dir string) {
			p := filepath.Join(dir, "SKILL.md")
			os.Remove(p)
			os.Symlink("/etc/passwd", p)
		}, []Mismatch{{Path: "SKILL.md", Kind: KindModified, Detail: hint.Text("is a symlink, not a regular file")}}},
		{"replaced by a directory", func(dir string) {
			p := filepath.Join(dir, "SKILL.md")
			os.Remove(p)
			os.Mkdir(p, 0o755)
		}, []Mismatch{{Path: "SKILL.md", Kind: KindModified, Detail: hint.Text("is a directory, not a regular file")}, {Path: "SKILL.md/", Kind: KindExtra}}},
		{"entry gone", func(dir string) { RemoveTree(dir) }, []Mismatch{{Path: ".", Kind: KindMissing}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(t, skillA)
			dir := s.Path(d)
			testfs.MakeRemovable(dir)
			tt.damage(dir)
			got := s.Check(d, files)
			if len(got) != len(tt.want) {
				t.Fatalf("Check = %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i].Path != tt.want[i].Path || got[i].Kind != tt.want[i].Kind {
					t.Errorf("Check[%d] = %v, want %v", i, got[i], tt.want[i])
				}
				if !tt.want[i].Detail.IsZero() && got[i].Detail.Render(hint.Current) != tt.want[i].Detail.Render(hint.Current) {
					t.Errorf("Check[%d] = %v, want %v", i, got[i], tt.want[i])
				}
			}
		})
	}
}

// CheckTee reads each store file once, for the check and for the caller's
// writer: every file is opened once, and each writer receives exactly
// that file's bytes.
func TestCheckTeeReadsEachFileOnce(t *testing.T) {
	files := skillA.Files()
	d := files.Digest()
	s := newStore(t, skillA)
	got := map[string]*bytes.Buffer{}
	opened, entries := FilesChecked(), EntriesChecked()
	mm := s.CheckTee(d, files, func(f catalog.File) io.Writer {
		if got[f.Path] != nil {
			t.Errorf("tee asked twice for %s", f.Path)
		}
		got[f.Path] = &bytes.Buffer{}
		return got[f.Path]
	})
	if len(mm) != 0 {
		t.Fatalf("CheckTee of an intact entry: %v", mm)
	}
	if n := FilesChecked() - opened; n != int64(len(files)) {
		t.Errorf("CheckTee opened %d files for an entry of %d", n, len(files))
	}
	if n := EntriesChecked() - entries; n != 1 {
		t.Errorf("CheckTee counted %d entries checked, want 1", n)
	}
	for _, f := range files {
		b := got[f.Path]
		if b == nil {
			t.Errorf("no writer asked for %s", f.Path)
			continue
		}
		if dg := catalog.DigestBytes(b.Bytes()); dg != f.Digest {
			t.Errorf("writer of %s received %d bytes (%s), want the file's %d (%s)", f.Path, b.Len(), dg, f.Size, f.Digest)
		}
	}
	// A nil writer for a file is no writer: the check is the same.
	if mm := s.CheckTee(d, files, func(catalog.File) io.Writer { return nil }); len(mm) != 0 {
		t.Fatalf("CheckTee with nil writers: %v", mm)
	}
}

func TestStoreRemoveAndList(t *testing.T) {
	s := newStore(t, skillA, skillB)
	a, b := skillA.Files().Digest(), skillB.Files().Digest()
	list, _ := s.List()
	want := []string{a, b}
	slices.Sort(want)
	if !slices.Equal(list, want) {
		t.Fatalf("List = %v, want %v", list, want)
	}
	if err := s.Remove(a); err != nil {
		t.Fatal(err)
	}
	if s.Has(a) || !s.Has(b) {
		t.Errorf("after Remove(a): Has(a)=%v Has(b)=%v", s.Has(a), s.Has(b))
	}
	if names := testfs.ListDir(t, s.Dir); len(names) != 1 {
		t.Errorf("store holds %v, want only b", names)
	}
	if err := s.Remove(a); err != nil {
		t.Errorf("Remove of a missing entry: %v", err)
	}
}

func TestOpenStoreCleansStaleTemps(t *testing.T) {
	cache := filepath.Join(testfs.TempDir(t), "cache")
	s, err := OpenStore(cache)
	if err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	mk := func(name string, age time.Time) string {
		p := filepath.Join(s.Dir, name)
		testfs.WriteFile(t, filepath.Join(p, "SKILL.md"), "half")
		os.Chtimes(p, age, age)
		return p
	}
	crashed := mk(".tmp-crashed", old)
	testfs.WriteFile(t, crashed+".lock", "")
	os.Chtimes(crashed+".lock", old, old)
	noLock := mk(".tmp-nolock", old)
	young := mk(".tmp-young", time.Now())
	live := mk(".tmp-live", old)
	lk := flock.New(live + ".lock")
	if ok, err := lk.TryLock(); !ok || err != nil {
		t.Fatal(ok, err)
	}
	defer lk.Unlock()
	removing := mk(".rm-"+strings.Repeat("a", 64)+"-x", time.Now())
	orphanLock := filepath.Join(s.Dir, ".tmp-orphan.lock")
	testfs.WriteFile(t, orphanLock, "")
	os.Chtimes(orphanLock, old, old)

	if _, err := OpenStore(cache); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{crashed, crashed + ".lock", noLock, removing, orphanLock} {
		if _, err := os.Lstat(p); err == nil {
			t.Errorf("%s survived; it is left over by a dead run", filepath.Base(p))
		}
	}
	for _, p := range []string{young, live, live + ".lock"} {
		if _, err := os.Lstat(p); err != nil {
			t.Errorf("%s was removed; a live run may be building it", filepath.Base(p))
		}
	}
	if _, err := os.Stat(filepath.Join(cache, cacheTagFile)); err != nil {
		t.Errorf("no CACHEDIR.TAG: %v", err)
	}
}
