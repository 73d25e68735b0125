package publish

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestLedgerKeyedByResolvedProject: every route to a project finds one
// ledger; a ledger of a directory that another replaced at the same path
// is not the new one's; a ledger kept under a linked path (before the
// key was resolved) is adopted and moved.
func TestLedgerKeyedByResolvedProject(t *testing.T) {
	t.Parallel()
	cache := testfs.TempDir(t)
	base := testfs.TempDir(t)
	real := filepath.Join(base, "real")
	link := filepath.Join(base, "link")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	load2 := func(cache, dir string) *Ledger {
		t.Helper()
		l, err := LoadLedger(cache, layout.ProjectLayout(dir))
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	load := func(dir string) *Ledger { t.Helper(); return load2(cache, dir) }

	l := load(link)
	l.Temps = []string{"marker"}
	if err := l.Save(); err != nil {
		t.Fatal(err)
	}
	if got := load(real); !slices.Equal(got.Temps, []string{"marker"}) || got.Project != real {
		t.Fatalf("ledger by the real path = %+v; want the one saved through the link", got)
	}
	if LedgerPath(cache, layout.ProjectLayout(link)) != LedgerPath(cache, layout.ProjectLayout(real)) {
		t.Error("two ledger paths for one project")
	}

	// Another directory at the same path: a fresh ledger.
	other := filepath.Join(base, "other")
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(real, filepath.Join(base, "gone")); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(other, real); err != nil {
		t.Fatal(err)
	}
	if got := load(real); len(got.Temps) != 0 {
		t.Errorf("the ledger of a replaced directory was taken for the new one's: %+v", got)
	}

	// A ledger written under the linked path by an older skillpin.
	cache2 := testfs.TempDir(t)
	owned := map[string]map[string]ownedEntry{claude: {"a": {Digest: "sha256:x", Mode: ModeCopy, ID: "1:2:3"}}}
	old := &Ledger{Version: ledgerVersion, Project: link, path: layout.LedgerPath(cache2, link), Temps: []string{"old"}, Targets: owned}
	if err := old.Save(); err != nil {
		t.Fatal(err)
	}
	got, err := LoadLedger(cache2, layout.ProjectLayout(link))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Temps, []string{"old"}) || got.Project != real || got.Targets[claude]["a"] != owned[claude]["a"] {
		t.Fatalf("ledger kept under the linked path not adopted whole: %+v", got)
	}
	if err := got.Save(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(layout.LedgerPath(cache2, link)); !os.IsNotExist(err) {
		t.Errorf("the old ledger under the linked path was left: %v", err)
	}
	if got := load2(cache2, real); !slices.Equal(got.Temps, []string{"old"}) {
		t.Errorf("after the move the real path has %+v", got)
	}
}
