package project

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// GC removes what killed fetches left in the git caches as well as the
// store's leftovers: the store no longer knows about git, so the
// operation must ask both.
func TestGCRemovesDeadDownloads(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	cache := fx.cache
	partial := filepath.Join(cache, "git", "1111-dead", "objects", "pack", "tmp_pack_123")
	testfs.WriteFile(t, partial, "PACK partial")
	rep, err := GC(context.Background(), fx.envOf(false))
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.ToSlash(filepath.Join("git", "1111-dead", "objects", "pack", "tmp_pack_123")); !slices.Contains(rep.Stale, want) {
		t.Errorf("Stale = %v, want %s", rep.Stale, want)
	}
	if _, err := os.Lstat(partial); err == nil {
		t.Errorf("%s survived gc", partial)
	}
}
