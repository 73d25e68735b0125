package project

import (
	"context"
	"testing"

	"github.com/skillpin/skillpin/internal/install/store"
)

// One run hashes each store entry at most once, however many steps look at
// it: a plain install of two pending skills (neither in the root, so both
// checked) and an install --repair (every entry, root and targets checked)
// each hash two entries, not four or eight.
func TestInstallHashesEachEntryOnce(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", All: true})
	for _, repair := range []bool{false, true} {
		before := store.EntriesChecked()
		res, err := fx.open(true).Install(context.Background(), InstallOptions{Repair: repair})
		if err != nil {
			t.Fatal(err)
		}
		if n := store.EntriesChecked() - before; n != 2 {
			t.Errorf("install (repair=%v) of 2 pending skills hashed %d store entries, want 2", repair, n)
		}
		if repair != (res.Repair != nil) {
			t.Errorf("repair=%v: result %+v", repair, res.Repair)
		}
	}
}
