//go:build unix

package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// A store file has exactly its locked mode (0444, 0555 executable) under
// any umask: one that strips some of its bits is undone with a chmod. (Not
// parallel: the umask is the process's.)
func TestStoreModesUnderAStrictUmask(t *testing.T) {
	old := syscall.Umask(0o077)
	oldCached := umask
	umask = 0o077
	t.Cleanup(func() { syscall.Umask(old); umask = oldCached })

	s := newStore(t, skillA)
	files := skillA.Files()
	for _, f := range files {
		fi, err := os.Lstat(filepath.Join(s.Path(files.Digest()), filepath.FromSlash(f.Path)))
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != FileMode(f.Exec) {
			t.Errorf("%s has mode %v under umask 0077, want %v", f.Path, fi.Mode().Perm(), FileMode(f.Exec))
		}
	}
}

// A mismatch says whether the content was longer than locked (the copy
// stops one byte past the locked size) or what it was.
func TestPutMismatchSaysLongerOrShorter(t *testing.T) {
	for _, tt := range []struct {
		name, content, want string
	}{
		{"longer", "notes and more\n", "more than 6 bytes"},
		{"shorter", "note\n", " 5 bytes"},
		{"same size", "NOTES\n", " 6 bytes"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := OpenStore(filepath.Join(testfs.TempDir(t), "cache"))
			if err != nil {
				t.Fatal(err)
			}
			files := skillA.Files()
			changed := skill{"SKILL.md": skillA["SKILL.md"], "scripts/run.sh*": skillA["scripts/run.sh*"], "references/deep/notes.md": tt.content}
			err = s.Put(files.Digest(), files, changed.Open)
			var mm *MismatchError
			if !errors.As(err, &mm) || mm.Path != "references/deep/notes.md" || !strings.Contains(mm.Got, tt.want) || tt.name != "longer" && strings.Contains(mm.Got, "more than") {
				t.Errorf("Put of %s content = %v, want a mismatch of references/deep/notes.md saying %q", tt.name, err, tt.want)
			}
		})
	}
}
