package store

import (
	"crypto/sha256"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/catalogtest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// spoolSource is a source file hashed as it was written (as the fetch
// package's spool does): its claimed size and SHA-256 are those of want.
type spoolSource struct {
	*os.File
	path string
	size int64
	sum  [32]byte
	at   time.Time
}

func (s *spoolSource) Spooled() (*os.File, string, int64, [32]byte, time.Time) {
	return s.File, s.path, s.size, s.sum, s.at
}

// spool writes content to a read-only file of dir, as the fetch's spool
// does, and returns a source claiming the bytes hashed on their way.
func spool(t *testing.T, dir, name, content string) *spoolSource {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o444); err != nil {
		t.Fatal(err)
	}
	return &spoolSource{path: p, size: int64(len(content)), sum: sha256.Sum256([]byte(content)), at: time.Now()}
}

// The files a fetch spooled are taken into the entry, not copied: each
// byte written once. Whatever does not hold (another file in the spool
// file's place, a file written since it was hashed, a claim that is not
// the lock's) is copied and hashed as any source is, and a mismatch is
// reported as ever.
func TestPutTakesSpooledFiles(t *testing.T) {
	sk := catalogtest.Skill{"SKILL.md": "---\nname: s\n---\nbody\n", "run.sh*": "#!/bin/sh\necho hi\n"}
	tests := []struct {
		name     string
		change   func(t *testing.T, src *spoolSource) // after it was opened
		taken    int64
		left     int // spool files left after Put
		mismatch bool
	}{
		{"as spooled", func(*testing.T, *spoolSource) {}, 2, 0, false},
		{"another file put in its place", func(t *testing.T, src *spoolSource) {
			if strings.HasSuffix(src.path, "run.sh") {
				os.Remove(src.path)
				if err := os.WriteFile(src.path, []byte("#!/bin/sh\necho hi\n"), 0o555); err != nil {
					t.Fatal(err)
				}
			}
		}, 1, 0, false}, // the file put in its place was moved, then removed
		{"written since it was hashed", func(t *testing.T, src *spoolSource) {
			if strings.HasSuffix(src.path, "run.sh") {
				os.Chmod(src.path, 0o644)
				// Other bytes of the locked size, written into the same file.
				if err := os.WriteFile(src.path, []byte("#!/bin/sh\nrm -r ~\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				later := src.at.Add(time.Second)
				os.Chtimes(src.path, later, later)
			}
		}, 1, 0, true},
		{"a claim that is not the lock's", func(t *testing.T, src *spoolSource) {
			if strings.HasSuffix(src.path, "run.sh") {
				src.sum[0] ^= 1
			}
		}, 1, 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := OpenStore(filepath.Join(testfs.TempDir(t), "cache"))
			if err != nil {
				t.Fatal(err)
			}
			dir := testfs.TempDir(t)
			files := sk.Files()
			before := Taken()
			var paths []string
			err = s.Put(files.Digest(), files, func(f catalog.File) (io.ReadCloser, error) {
				src := spool(t, dir, filepath.Base(f.Path), sk.Content(f.Path))
				paths = append(paths, src.path)
				if src.File, err = os.Open(src.path); err != nil {
					t.Fatal(err)
				}
				tt.change(t, src)
				return src, nil
			})
			if got := Taken() - before; got != tt.taken {
				t.Errorf("took %d spooled files, want %d", got, tt.taken)
			}
			if tt.mismatch {
				if _, ok := err.(*MismatchError); !ok {
					t.Fatalf("Put = %v, want a mismatch", err)
				}
				if s.Has(files.Digest()) {
					t.Error("a mismatching entry was stored")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ms := s.Check(files.Digest(), files); len(ms) != 0 {
				t.Fatalf("the entry: %v", ms)
			}
			left := 0
			for _, p := range paths {
				if _, err := os.Lstat(p); err == nil {
					left++
				}
			}
			if left != tt.left {
				t.Errorf("%d spool files left, want %d (each taken one is moved, not copied)", left, tt.left)
			}
		})
	}
}
