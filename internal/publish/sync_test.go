package publish

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// A sync with no skill to export creates no target directory; a target
// dropped from the settings in which nothing of skillpin's is left is
// not reported.
func TestSyncTargetsWritesNothingNeedless(t *testing.T) {
	p := newTargetProject(t)
	reps := p.sync(t, []string{".agents/skills"}, nil, ModeCopy)
	if _, err := os.Lstat(filepath.Join(p.dir, ".agents")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a sync of no skill made the target: %v", err)
	}
	if len(reps) != 1 || reps[0].Target != ".agents/skills" || reps[0].Changed() {
		t.Errorf("reports = %+v, want the listed target, unchanged", reps)
	}

	a := entry(skillA, "a")
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	testfs.RemoveAll(t, filepath.Join(p.dir, claude, "a")) // the user removed it
	if reps := p.sync(t, nil, []RootEntry{a}, ModeCopy); len(reps) != 0 {
		t.Errorf("reports = %+v, want none: the dropped target holds nothing of skillpin's", reps)
	}
	if l := rootOf(t, p.dir, p.store).Ledger; len(l.Targets) != 0 {
		t.Errorf("ledger still lists %v", l.Targets)
	}
}

// What a sync did is recorded in the ledger; when that record cannot be
// saved the sync fails: the next run would not know its entries.
func TestSyncTargetsLedgerSaveFails(t *testing.T) {
	p := newTargetProject(t)
	a := entry(skillA, "a")
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	r := rootOf(t, p.dir, p.store)
	testfs.RemoveAll(t, filepath.Join(p.dir, claude, "a")) // forgetting it changes the ledger
	projects := filepath.Dir(r.Ledger.path)
	testfs.RemoveAll(t, projects)
	testfs.WriteFile(t, projects, "not a directory")
	if _, err := SyncTargets(r, nil, p.store, []RootEntry{a}, ModeCopy); err == nil {
		t.Error("SyncTargets succeeded without saving the ledger")
	}
}
