package fetch

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gofrs/flock"
	"github.com/skillpin/skillpin/internal/testfs"
)

// RemoveStaleDownloads removes the temporary packs a killed fetch left in a git cache,
// except in a cache another run is fetching into.
func TestRemoveStaleDownloads(t *testing.T) {
	t.Parallel()
	cache := filepath.Join(testfs.TempDir(t), "cache")
	packs := func(repo string) string { return filepath.Join(cache, "git", repo, "objects", "pack") }
	for _, repo := range []string{"1111-dead", "2222-busy"} {
		testfs.WriteFile(t, filepath.Join(packs(repo), "pack-abc.pack"), "PACK")
		testfs.WriteFile(t, filepath.Join(packs(repo), "tmp_pack_123"), "PACK partial")
		testfs.WriteFile(t, filepath.Join(packs(repo), "tmp_obj_456"), "x")
	}
	busy := flock.New(filepath.Join(cache, "git", "2222-busy") + ".lock")
	if ok, err := busy.TryLock(); err != nil || !ok {
		t.Fatal(err)
	}
	defer busy.Unlock()
	stale, err := RemoveStaleDownloads(cache)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(testfs.ListDir(t, packs("1111-dead")), ","); got != "pack-abc.pack" {
		t.Errorf("dead fetch's cache holds %s", got)
	}
	if got := strings.Join(testfs.ListDir(t, packs("2222-busy")), ","); got != "pack-abc.pack,tmp_obj_456,tmp_pack_123" {
		t.Errorf("busy cache holds %s: a live fetch lost its download", got)
	}
	if len(stale) != 2 {
		t.Errorf("removed %v, want the two removed files", stale)
	}
}
