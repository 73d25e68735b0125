package gitrev

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// TestRead: a project in a subdirectory of its repository reads its
// files at a revision, as committed there (not as in the work tree);
// a file the revision lacks matches fs.ErrNotExist; a file over the
// bound, or a path outside the project, is the user's to fix.
func TestRead(t *testing.T) {
	r := gittest.NewRepo(t)
	r.WriteFile("proj/skills.lock", "version = 1\n")
	r.WriteFile("proj/big.txt", strings.Repeat("x", 100))
	r.Commit("one")
	if err := os.WriteFile(filepath.Join(r.Dir, "proj", "skills.lock"), []byte("edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rev, err := Open(filepath.Join(r.Dir, "proj"), "HEAD", true)
	if err != nil {
		t.Fatal(err)
	}
	if data, err := rev.Read("skills.lock", 1000); err != nil || string(data) != "version = 1\n" {
		t.Errorf("Read = %q, %v; want the committed content", data, err)
	}
	if got := rev.Label("skills.lock"); got != "HEAD:proj/skills.lock" {
		t.Errorf("Label = %q", got)
	}
	if _, err := rev.Read("missing.toml", 1000); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	if _, err := rev.Read("big.txt", 10); !errors.Is(err, errkind.Invalid) {
		t.Errorf("a file over the bound: %v", err)
	}
	if _, err := rev.Read("../outside", 10); !errors.Is(err, errkind.Invalid) {
		t.Errorf("a path outside the project: %v", err)
	}
	if !IsRevision(r.Dir, "HEAD") || IsRevision(r.Dir, "no-such-rev") {
		t.Errorf("IsRevision")
	}
}

// TestOpenWithoutCommits: HEAD of a repository without commits is an
// empty revision when it was the default, and an error when named.
func TestOpenWithoutCommits(t *testing.T) {
	r := gittest.NewRepo(t)
	if rev, err := Open(r.Dir, "HEAD", false); rev != nil || err != nil {
		t.Errorf("default HEAD without commits = %v, %v; want none", rev, err)
	}
	if _, err := Open(r.Dir, "HEAD", true); !errors.Is(err, errkind.Invalid) {
		t.Errorf("named HEAD without commits = %v", err)
	}
	if _, err := Open(testfs.TempDir(t), "HEAD", true); !errors.Is(err, errkind.Invalid) {
		t.Errorf("outside a repository = %v", err)
	}
}
