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
	t.Parallel()
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
	t.Parallel()
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

// A sync reports a change when it added, updated or removed anything,
// whatever the mix.
func TestTargetReportChanged(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		rep  TargetReport
		want bool
	}{
		{TargetReport{}, false},
		{TargetReport{Clashes: []string{"a"}, Unowned: []string{"b"}}, false},
		{TargetReport{Added: []string{"a"}, Removed: []string{"b"}}, true},
		{TargetReport{Updated: []string{"a"}}, true},
		{TargetReport{Removed: []string{"a"}}, true},
	} {
		if got := tc.rep.Changed(); got != tc.want {
			t.Errorf("%+v.Changed() = %v, want %v", tc.rep, got, tc.want)
		}
	}
}

// Entries are built in .skillpin/tmp when it is on the target's file
// system: no build name is recorded in the ledger then, and whatever a
// failed build left there is removed.
func TestSyncTargetsBuildsInStateTmp(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a, b := entry(skillA, "a"), entry(skillB, "b")
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	p.sync(t, []string{claude}, []RootEntry{b}, ModeCopy) // one added, one removed
	r := rootOf(t, p.dir, p.store)
	if len(r.Ledger.Temps) != 0 {
		t.Errorf("ledger records build names %v", r.Ledger.Temps)
	}
	tmp := filepath.Join(p.dir, ".skillpin", "tmp")
	if names := testfs.ListDir(t, tmp); len(names) != 0 {
		t.Errorf(".skillpin/tmp holds %v", names)
	}
	// c's store entry is gone: its build fails, a's succeeds; neither is
	// left behind.
	c := entry(skillC, "c")
	if err := p.store.Remove(c.Digest); err != nil {
		t.Fatal(err)
	}
	if _, err := SyncTargets(r, []string{claude}, p.store, []RootEntry{a, b, c}, ModeCopy); err == nil {
		t.Fatal("SyncTargets without c's store entry succeeded")
	}
	if names := testfs.ListDir(t, tmp); len(names) != 0 {
		t.Errorf("a failed build left %v in .skillpin/tmp", names)
	}
}

// An entry recorded by a version that did not keep its SKILL.md's
// identity learns it on the next sync: without it, skillpin could not
// tell its entry with a name added from one the user re-created.
func TestSyncTargetsLearnsSkillMD(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a := entry(skillA, "a")
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	r := rootOf(t, p.dir, p.store)
	o := r.Ledger.Targets[claude]["a"]
	want := o.SkillMD
	if want == "" {
		t.Fatal("no SKILL.md identity recorded")
	}
	o.SkillMD = ""
	r.Ledger.Targets[claude]["a"] = o
	if err := r.Ledger.Save(); err != nil {
		t.Fatal(err)
	}
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	if got := rootOf(t, p.dir, p.store).Ledger.Targets[claude]["a"].SkillMD; got != want {
		t.Errorf("SKILL.md identity after the sync = %q, want %q", got, want)
	}
}
