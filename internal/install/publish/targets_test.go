package publish

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// targetProject is a project with a published root, a store, and a user's
// own skill "mine" in .claude/skills.
type targetProject struct {
	dir   string
	store *store.Store
	root  *Root
	mine  string // snapshot of the user's skill
}

const claude = ".claude/skills"

func newTargetProject(t *testing.T) *targetProject {
	t.Helper()
	s := newStore(t, skillA, skillB, skillC)
	r := newRoot(t)
	mine := filepath.Join(r.Layout.Config, claude, "mine")
	testfs.WriteFile(t, filepath.Join(mine, "SKILL.md"), "---\nname: mine\ndescription: the user's own.\n---\n")
	testfs.WriteFile(t, filepath.Join(mine, "notes.md"), "private notes")
	return &targetProject{dir: r.Layout.Config, store: s, root: r, mine: snapshot(t, mine)}
}

// sync publishes entries to the root and syncs the targets, as install does.
func (p *targetProject) sync(t *testing.T, targets []string, entries []RootEntry, mode string) []TargetReport {
	t.Helper()
	if _, err := p.root.Publish(p.store, entries, mode); err != nil {
		t.Fatal(err)
	}
	reps, err := SyncTargets(rootOf(t, p.dir, p.store), targets, p.store, entries, mode)
	if err != nil {
		t.Fatal(err)
	}
	return reps
}

func (p *targetProject) checkMine(t *testing.T) {
	t.Helper()
	if got := snapshot(t, filepath.Join(p.dir, claude, "mine")); got != p.mine {
		t.Errorf("the user's own skill changed:\n%s\nwant\n%s", got, p.mine)
	}
}

func report(reps []TargetReport, target string) TargetReport {
	for _, r := range reps {
		if r.Target == target {
			return r
		}
	}
	return TargetReport{}
}

func TestSyncTargetsKeepsUserSkills(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{ModeCopy, ModeSymlink} {
		t.Run(mode, func(t *testing.T) {
			p := newTargetProject(t)
			a, b, c := entry(skillA, "a"), entry(skillB, "b"), entry(skillC, "c")
			targets := []string{claude, ".agents/skills"}
			dir := filepath.Join(p.dir, claude)

			rep := report(p.sync(t, targets, []RootEntry{a, b}, mode), claude)
			if strings.Join(rep.Added, ",") != "a,b" || len(rep.Clashes) != 0 {
				t.Errorf("first sync: %+v", rep)
			}
			if got := listDir(t, dir); strings.Join(got, ",") != "a,b,mine" {
				t.Errorf("target holds %v", got)
			}
			if got := testfs.ReadFile(t, filepath.Join(dir, "a", "scripts", "run.sh")); got != skillA.Content("scripts/run.sh") {
				t.Errorf("a/scripts/run.sh = %q", got)
			}
			if ms := CheckTargets(rootOf(t, p.dir, p.store), targets, []RootEntry{a, b}); len(ms) != 0 {
				t.Errorf("CheckTargets = %v", ms)
			}
			p.checkMine(t)

			// Warm: nothing to do.
			if rep := report(p.sync(t, targets, []RootEntry{a, b}, mode), claude); rep.Changed() {
				t.Errorf("warm sync changed %+v", rep)
			}

			// b leaves, c arrives, a changes content.
			a2 := RootEntry{Name: "a", Digest: c.Digest, Files: c.Files}
			rep = report(p.sync(t, targets, []RootEntry{a2, c}, mode), claude)
			if strings.Join(rep.Added, ",") != "c" || strings.Join(rep.Updated, ",") != "a" || strings.Join(rep.Removed, ",") != "b" {
				t.Errorf("second sync: %+v", rep)
			}
			if got := listDir(t, dir); strings.Join(got, ",") != "a,c,mine" {
				t.Errorf("target holds %v", got)
			}
			if got := testfs.ReadFile(t, filepath.Join(dir, "a", "data.txt")); got != "c data\n" {
				t.Errorf("a not updated: %q", got)
			}
			p.checkMine(t)

			// Nothing rooted: everything of ours goes, the user's stays.
			rep = report(p.sync(t, targets, nil, mode), claude)
			if strings.Join(rep.Removed, ",") != "a,c" {
				t.Errorf("third sync: %+v", rep)
			}
			if got := listDir(t, dir); strings.Join(got, ",") != "mine" {
				t.Errorf("target holds %v", got)
			}
			p.checkMine(t)

			// A target dropped from the settings loses skillpin's entries.
			p.sync(t, targets, []RootEntry{a}, mode)
			reps := p.sync(t, []string{".agents/skills"}, []RootEntry{a}, mode)
			if rep := report(reps, claude); strings.Join(rep.Removed, ",") != "a" {
				t.Errorf("dropped target: %+v", reps)
			}
			if got := listDir(t, dir); strings.Join(got, ",") != "mine" {
				t.Errorf("dropped target holds %v", got)
			}
			p.checkMine(t)
			if got := listDir(t, filepath.Join(p.dir, ".skillpin", "tmp")); len(got) != 0 {
				t.Errorf("left %v in .skillpin/tmp", got)
			}
		})
	}
}

func TestSyncTargetsSymlinkFollowsRoot(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a := entry(skillA, "a")
	p.sync(t, []string{claude}, []RootEntry{a}, ModeSymlink)
	link := filepath.Join(p.dir, claude, "a")
	target, err := os.Readlink(link)
	if err != nil || filepath.IsAbs(target) {
		t.Fatalf("target entry -> %q, %v; want a relative link", target, err)
	}
	real, _ := filepath.EvalSymlinks(link)
	want, _ := filepath.EvalSymlinks(filepath.Join(p.root.Path(), "a"))
	if real != want {
		t.Errorf("link resolves to %s, want the root's %s", real, want)
	}
}

func TestSyncTargetsClashNeverAdopts(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a, b := entry(skillA, "a"), entry(skillB, "b")
	dir := filepath.Join(p.dir, claude)
	// The user has their own "a", and the checkout ships a copy identical
	// to "b": skillpin did not write either, so neither becomes its own.
	testfs.WriteFile(t, filepath.Join(dir, "a", "SKILL.md"), "user's a")
	for path, c := range skillB {
		testfs.WriteFile(t, filepath.Join(dir, "b", path), c)
	}
	userA, userB := snapshot(t, filepath.Join(dir, "a")), snapshot(t, filepath.Join(dir, "b"))
	rep := report(p.sync(t, []string{claude}, []RootEntry{a, b}, ModeCopy), claude)
	if strings.Join(rep.Clashes, ",") != "a" || strings.Join(rep.Unowned, ",") != "b" || len(rep.Added) != 0 {
		t.Fatalf("sync: %+v; want a clash on a and b unowned", rep)
	}
	ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, []RootEntry{a, b})
	if len(ms) != 1 || ms[0].Kind != store.KindClash || ms[0].Path != "a" {
		t.Errorf("CheckTargets = %v, want one clash on a", ms)
	}
	// Nothing rooted any more: the user's entries stay.
	rep = report(p.sync(t, []string{claude}, nil, ModeCopy), claude)
	if len(rep.Removed) != 0 || snapshot(t, filepath.Join(dir, "a")) != userA || snapshot(t, filepath.Join(dir, "b")) != userB {
		t.Errorf("removal touched entries skillpin did not write: %+v", rep)
	}
}

func TestSyncTargetsLeavesReplacedEntryAlone(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a := entry(skillA, "a")
	dir := filepath.Join(p.dir, claude)
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	// The user deletes skillpin's "a" and writes their own in its place.
	store.RemoveTree(filepath.Join(dir, "a"))
	testfs.WriteFile(t, filepath.Join(dir, "a", "SKILL.md"), "user's own a")
	// The file system may hand the freed inode number to the new
	// directory; what tells them apart is that the user made it at another
	// moment than skillpin did.
	earlier := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(dir, "a"), earlier, earlier)
	rep := report(p.sync(t, []string{claude}, nil, ModeCopy), claude)
	if len(rep.Removed) != 0 {
		t.Errorf("removed the user's replacement: %+v", rep)
	}
	if testfs.ReadFile(t, filepath.Join(dir, "a", "SKILL.md")) != "user's own a" {
		t.Error("the user's replacement was changed")
	}
}

func TestCheckTargetsAndRepair(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a, b := entry(skillA, "a"), entry(skillB, "b")
	dir := filepath.Join(p.dir, claude)
	targets := []string{claude}
	p.sync(t, targets, []RootEntry{a, b}, ModeCopy)

	testfs.WriteFile(t, filepath.Join(dir, "a", "SKILL.md"), "tampered")
	store.RemoveTree(filepath.Join(dir, "b"))
	ms := CheckTargets(rootOf(t, p.dir, p.store), targets, []RootEntry{a, b})
	var got []string
	for _, m := range ms {
		got = append(got, m.Target+":"+m.Kind+":"+m.Path)
	}
	if want := []string{claude + ":modified:a/SKILL.md", claude + ":missing:b"}; !slices.Equal(got, want) {
		t.Errorf("CheckTargets = %v, want %v", got, want)
	}
	// An owned entry no longer rooted is extra until the next sync.
	if ms := CheckTargets(rootOf(t, p.dir, p.store), targets, []RootEntry{b}); len(ms) != 2 || ms[0].Kind != store.KindMissing || ms[1].Kind != store.KindExtra {
		t.Errorf("CheckTargets with a unrooted = %v", ms)
	}

	// SyncTargets re-adds the missing skill; only RepairTargets re-hashes.
	reps, err := SyncTargets(rootOf(t, p.dir, p.store), targets, p.store, []RootEntry{a, b}, ModeCopy)
	if err != nil || strings.Join(report(reps, claude).Added, ",") != "b" {
		t.Fatalf("SyncTargets = %+v, %v", reps, err)
	}
	if ms := CheckTargets(rootOf(t, p.dir, p.store), targets, []RootEntry{a, b}); len(ms) != 1 {
		t.Errorf("after sync: %v, want the tampered file only", ms)
	}
	// The target's file was the store's (a hard link): the repair refuses
	// to take a's bytes from the store until the entry is stored anew.
	repairStore(t, p.store, skillA, func() error {
		_, err := RepairTargets(rootOf(t, p.dir, p.store), targets, p.store, []RootEntry{a, b}, ModeCopy)
		return err
	})
	reps, err = RepairTargets(rootOf(t, p.dir, p.store), targets, p.store, []RootEntry{a, b}, ModeCopy)
	if err != nil || strings.Join(report(reps, claude).Updated, ",") != "a" {
		t.Fatalf("RepairTargets = %+v, %v", reps, err)
	}
	if ms := CheckTargets(rootOf(t, p.dir, p.store), targets, []RootEntry{a, b}); len(ms) != 0 {
		t.Errorf("after repair: %v", ms)
	}
	p.checkMine(t)
}

func TestSyncTargetsRefusesBadTargets(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		targets []string
	}{
		{"empty", []string{""}},
		{"project itself", []string{"."}},
		{"absolute", []string{"/home/u/.claude/skills"}},
		{"escapes", []string{"../other/.claude/skills"}},
		{"escapes after clean", []string{"a/../../x"}},
		{"inside state", []string{".skillpin/root"}},
		{"twice", []string{claude, "./.claude/skills"}},
		{"nested", []string{".claude", claude}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newTargetProject(t)
			_, err := SyncTargets(rootOf(t, p.dir, p.store), tt.targets, p.store, []RootEntry{entry(skillA, "a")}, ModeCopy)
			var te *TargetError
			if !errors.As(err, &te) || !errors.Is(te, errkind.Invalid) {
				t.Fatalf("SyncTargets = %v, want *TargetError", err)
			}
		})
	}
	// A target linked to the trusted root already shows it; syncing into
	// it would write into a root generation.
	p := newTargetProject(t)
	p.sync(t, nil, []RootEntry{entry(skillA, "a")}, ModeCopy)
	os.MkdirAll(filepath.Join(p.dir, ".agents"), 0o755)
	if err := os.Symlink("../.skillpin/root", filepath.Join(p.dir, ".agents", "skills")); err != nil {
		t.Fatal(err)
	}
	_, err := SyncTargets(rootOf(t, p.dir, p.store), []string{".agents/skills"}, p.store, []RootEntry{entry(skillA, "a")}, ModeCopy)
	var ue *UnsafePathError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "resolves into .skillpin") {
		t.Fatalf("target linked to the root: %v", err)
	}
	if ms := p.root.Check([]RootEntry{entry(skillA, "a")}); len(ms) != 0 {
		t.Errorf("root damaged: %v", ms)
	}
}

func TestSyncTargetsFaultAtEveryStep(t *testing.T) {
	a, b, c := entry(skillA, "a"), entry(skillB, "b"), entry(skillC, "c")
	a2 := RootEntry{Name: "a", Digest: c.Digest, Files: c.Files}
	// The second sync removes b, updates a and adds c: three write steps.
	for step := 1; step <= 3; step++ {
		t.Run("step"+string(rune('0'+step)), func(t *testing.T) {
			p := newTargetProject(t)
			targets := []string{claude}
			p.sync(t, targets, []RootEntry{a, b}, ModeCopy)
			next := []RootEntry{a2, c}
			if _, err := p.root.Publish(p.store, next, ModeCopy); err != nil {
				t.Fatal(err)
			}
			restore := faults.Set(faults.FailAt(targetsSyncPoint, step))
			_, err := syncTargets(rootOf(t, p.dir, p.store), targets, p.store, next, ModeCopy, false)
			restore()
			if !errors.Is(err, faults.ErrInjected) {
				t.Fatalf("sync = %v, want the injected fault", err)
			}
			p.checkMine(t)
			// Every entry present is complete: old or new, never half.
			dir := filepath.Join(p.dir, claude)
			for _, name := range listDir(t, dir) {
				if name == "mine" {
					continue
				}
				okOld := name == "a" && len(checkSkill(filepath.Join(dir, name), a, false, nil)) == 0 ||
					name == "b" && len(checkSkill(filepath.Join(dir, name), b, false, nil)) == 0
				okNew := name == "a" && len(checkSkill(filepath.Join(dir, name), a2, false, nil)) == 0 ||
					name == "c" && len(checkSkill(filepath.Join(dir, name), c, false, nil)) == 0
				if !okOld && !okNew {
					t.Errorf("entry %s is neither the old nor the new skill", name)
				}
			}
			// The next run repairs.
			if _, err := SyncTargets(rootOf(t, p.dir, p.store), targets, p.store, next, ModeCopy); err != nil {
				t.Fatal(err)
			}
			if ms := CheckTargets(rootOf(t, p.dir, p.store), targets, next); len(ms) != 0 {
				t.Errorf("after repair: %v", ms)
			}
			if got := listDir(t, dir); strings.Join(got, ",") != "a,c,mine" {
				t.Errorf("target holds %v", got)
			}
			p.checkMine(t)
		})
	}
}

// Target ownership before the ledger lived in .skillpin/targets.json,
// which a checkout can ship. It is migrated only for entries whose
// identity (device, inode, modification time) is exactly the recorded
// one, which only the run that created them can know.
func TestLegacyTargetRecord(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a := entry(skillA, "a")
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	r := rootOf(t, p.dir, p.store)
	legacy, _ := json.Marshal(map[string]any{"version": 1, "targets": r.Ledger.Targets})
	// An upgrade: the record is in the project, the ledger does not know it.
	os.Remove(r.Ledger.path)
	testfs.WriteFile(t, filepath.Join(p.dir, ".skillpin", "targets.json"), string(legacy))
	rep := report(p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy), claude)
	if len(rep.Clashes) != 0 || len(rep.Unowned) != 0 || rep.Changed() {
		t.Fatalf("after migration: %+v, want a kept as skillpin's", rep)
	}
	if _, ok := rootOf(t, p.dir, p.store).Ledger.Targets[claude]["a"]; !ok {
		t.Fatal("the ledger does not own a after the migration")
	}
	if _, err := os.Stat(filepath.Join(p.dir, ".skillpin", "targets.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Error("the legacy record was not removed")
	}

	// A record shipped by a checkout, claiming the user's entry and a
	// directory outside the project: nothing is adopted or deleted.
	outside := filepath.Join(testfs.TempDir(t), "victim")
	testfs.WriteFile(t, filepath.Join(outside, "keep.txt"), "mine")
	mine := snapshot(t, filepath.Join(p.dir, claude, "mine"))
	forged, _ := json.Marshal(map[string]any{"version": 1, "targets": map[string]any{
		claude:                         map[string]any{"mine": map[string]string{"digest": a.Digest, "mode": "copy", "id": "1:2:3"}},
		"../" + filepath.Base(outside): map[string]any{"keep.txt": map[string]string{"digest": a.Digest, "mode": "copy"}},
	}})
	testfs.WriteFile(t, filepath.Join(p.dir, ".skillpin", "targets.json"), string(forged))
	p.sync(t, []string{claude}, nil, ModeCopy)
	if snapshot(t, filepath.Join(p.dir, claude, "mine")) != mine || testfs.ReadFile(t, filepath.Join(outside, "keep.txt")) != "mine" {
		t.Error("a forged ownership record made skillpin delete what it did not write")
	}
	if owned := rootOf(t, p.dir, p.store).Ledger.Targets[claude]; owned != nil {
		if _, ok := owned["mine"]; ok {
			t.Error("a forged ownership record made the user's entry skillpin's")
		}
	}

	// An unreadable ledger stops everything before anything changes.
	testfs.WriteFile(t, r.Ledger.path, "{not json")
	if _, err := LoadLedger(filepath.Dir(p.store.Dir), layout.ProjectLayout(p.dir)); err == nil || !strings.Contains(err.Error(), "delete it") {
		t.Fatalf("corrupt ledger: %v", err)
	}
	// So does one of another version, or of another project, which says so.
	for _, bad := range []string{`{"version": 2, "project": ` + strconvQuote(r.Ledger.Project) + `}`, `{"version": 1, "project": "/elsewhere"}`} {
		testfs.WriteFile(t, r.Ledger.path, bad)
		_, err := LoadLedger(filepath.Dir(p.store.Dir), layout.ProjectLayout(p.dir))
		if err == nil || !strings.Contains(err.Error(), "version ") || !strings.Contains(err.Error(), "delete it") {
			t.Errorf("ledger %s: %v", bad, err)
		}
	}
}

func strconvQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

// A legacy record is read only up to 1 MiB: a bigger one (a checkout
// could ship any size) is removed unread.
func TestLegacyTargetRecordBounded(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		size    int
		adopted bool
	}{
		{1<<20 - 1, true},
		{1 << 20, false},
	} {
		t.Run(strconv.Itoa(tt.size), func(t *testing.T) {
			p := newTargetProject(t)
			a := entry(skillA, "a")
			p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
			r := rootOf(t, p.dir, p.store)
			legacy, _ := json.Marshal(map[string]any{"version": 1, "targets": r.Ledger.Targets})
			legacy = append(legacy, strings.Repeat(" ", tt.size-len(legacy))...)
			os.Remove(r.Ledger.path)
			testfs.WriteFile(t, filepath.Join(p.dir, ".skillpin", "targets.json"), string(legacy))
			rep := report(p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy), claude)
			if adopted := len(rep.Unowned) == 0; adopted != tt.adopted {
				t.Errorf("a legacy record of %d bytes: adopted = %v, want %v (%+v)", tt.size, adopted, tt.adopted, rep)
			}
			if _, err := os.Stat(filepath.Join(p.dir, ".skillpin", "targets.json")); !errors.Is(err, fs.ErrNotExist) {
				t.Error("the legacy record was not removed")
			}
		})
	}
}

// An entry skillpin did not write that holds exactly the rooted skill (a
// copy committed to the repository) is no clash: a harness reads the
// approved bytes there. It is still never taken over.
func TestSyncTargetsUnownedIdentical(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	b := entry(skillB, "b")
	dir := filepath.Join(p.dir, claude)
	testfs.WriteFile(t, filepath.Join(dir, "b", "SKILL.md"), skillB["SKILL.md"])
	rep := report(p.sync(t, []string{claude}, []RootEntry{b}, ModeCopy), claude)
	if len(rep.Clashes) != 0 || strings.Join(rep.Unowned, ",") != "b" || rep.Changed() {
		t.Fatalf("sync: %+v; want b reported unowned, nothing changed", rep)
	}
	if ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, []RootEntry{b}); len(ms) != 0 {
		t.Errorf("CheckTargets = %v, want nothing: the target holds the approved bytes", ms)
	}
	// Once the skill changes, the copy is not what is approved: a clash.
	b2 := RootEntry{Name: "b", Digest: entry(skillC, "c").Digest, Files: skillC.Files()}
	if ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, []RootEntry{b2}); len(ms) != 1 || ms[0].Kind != store.KindClash {
		t.Errorf("CheckTargets after a change = %v, want a clash", ms)
	}
	// Nothing rooted: the copy stays.
	p.sync(t, []string{claude}, nil, ModeCopy)
	if _, err := os.Stat(filepath.Join(dir, "b", "SKILL.md")); err != nil {
		t.Errorf("the committed copy was removed: %v", err)
	}
}

// TestMovedProjectKeepsItsRecord: ledgers are keyed by the project's path,
// so a project that was moved finds its record through the published
// generation it still holds (same device and inode): its target entries
// stay skillpin's and are updated, and the record moves with it. A copy of
// the project is not a move: the copy's entries are the user's.
func TestMovedProjectKeepsItsRecord(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{ModeCopy, ModeSymlink} {
		t.Run(mode, func(t *testing.T) {
			s := newStore(t, skillA, skillB)
			cache := filepath.Dir(s.Dir)
			base := testfs.TempDir(t)
			old, moved, copied := filepath.Join(base, "old"), filepath.Join(base, "moved"), filepath.Join(base, "copied")
			a := entry(skillA, "a")
			publish := func(dir string, entries []RootEntry) TargetReport {
				t.Helper()
				r := rootOf(t, dir, s)
				if _, err := r.Publish(s, entries, mode); err != nil {
					t.Fatal(err)
				}
				reps, err := SyncTargets(r, []string{claude}, s, entries, mode)
				if err != nil {
					t.Fatal(err)
				}
				return report(reps, claude)
			}
			publish(old, []RootEntry{a})
			if err := os.Rename(old, moved); err != nil {
				t.Fatal(err)
			}
			if cur, err := rootOf(t, moved, s).Current(); err != nil || cur["a"] != a.Digest {
				t.Fatalf("moved project: published generation %v (%v), want a at %s", cur, err, a.Digest)
			}
			// The skill changes: the entry skillpin wrote is updated.
			a2 := entry(skillB, "a")
			rep := publish(moved, []RootEntry{a2})
			if len(rep.Clashes)+len(rep.Unowned) != 0 || (mode == ModeCopy && strings.Join(rep.Updated, ",") != "a") {
				t.Fatalf("sync after the move: %+v; want a updated, no clash", rep)
			}
			if got := testfs.ReadFile(t, filepath.Join(moved, claude, "a", "SKILL.md")); got != skillB["SKILL.md"] {
				t.Errorf("target entry after the move holds %q", got)
			}
			if _, err := os.Stat(layout.LedgerPath(cache, layout.ProjectLayout(old).Key())); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("the record under the old path is still there (%v)", err)
			}
			if _, err := os.Stat(layout.LedgerPath(cache, layout.ProjectLayout(moved).Key())); err != nil {
				t.Errorf("no record under the new path: %v", err)
			}

			// A copy keeps the original in place: not a move.
			if err := exec.Command("cp", "-a", moved, copied).Run(); err != nil {
				t.Fatal(err)
			}
			if cur, err := rootOf(t, copied, s).Current(); err != nil || len(cur) != 0 {
				t.Errorf("a copy of the project took the original's published generation: %v (%v)", cur, err)
			}
			rep = publish(copied, []RootEntry{a})
			if mode == ModeCopy && strings.Join(rep.Clashes, ",") != "a" {
				t.Errorf("sync in the copy: %+v; want a clash on the copied entry (not skillpin's)", rep)
			}
			if cur, err := rootOf(t, moved, s).Current(); err != nil || cur["a"] != a2.Digest {
				t.Errorf("the original lost its record to the copy: %v (%v)", cur, err)
			}
			// A generation directory of the same name that is not the one
			// skillpin made (a checkout shipping it, a copy whose original
			// is gone) is not taken for it.
			shipped := filepath.Join(base, "shipped")
			if err := exec.Command("cp", "-a", moved, shipped).Run(); err != nil {
				t.Fatal(err)
			}
			testfs.RemoveAll(t, moved)
			if cur, err := rootOf(t, shipped, s).Current(); err != nil || len(cur) != 0 {
				t.Errorf("a generation directory with another identity was taken for skillpin's: %v (%v)", cur, err)
			}
		})
	}
}

// addTo puts a file of the user's into skillpin's entry at rel (inside
// dir/entry), making the directories on the way writable first.
func addTo(t *testing.T, entry, rel, content string) {
	t.Helper()
	for d := filepath.Dir(filepath.Join(entry, rel)); ; d = filepath.Dir(d) {
		os.Chmod(d, 0o755)
		if d == entry {
			break
		}
	}
	testfs.WriteFile(t, filepath.Join(entry, rel), content)
}

// An entry skillpin made, to which someone added a file, is no longer
// purely skillpin's: when its skill leaves the root it is neither deleted
// nor forgotten, but kept, reported by the sync and by CheckTargets until
// it is removed.
func TestSyncTargetsKeepsEntryWithAddedFiles(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, rel, added string }{
		{"file at the top", "mine.txt", "mine.txt"},
		{"directory at the top", "notes/n.md", "notes/"},
		{"file in a skill directory", "scripts/mine.sh", "scripts/mine.sh"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newTargetProject(t)
			a := entry(skillA, "a")
			entry := filepath.Join(p.dir, claude, "a")
			p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
			addTo(t, entry, tc.rel, "the user's\n")

			for range 2 { // a second sync still knows it
				rep := report(p.sync(t, []string{claude}, nil, ModeCopy), claude)
				if len(rep.Removed) != 0 || len(rep.Kept) != 1 || rep.Kept[0].Path != claude+"/a" || rep.Kept[0].Rooted ||
					!slices.Equal(rep.Kept[0].Added, []string{tc.added}) {
					t.Fatalf("sync after the skill left the root: %+v", rep)
				}
				if !strings.Contains(rep.Kept[0].What().String(), "remove it yourself") {
					t.Errorf("kept entry says %q", rep.Kept[0].What())
				}
				if testfs.ReadFile(t, filepath.Join(entry, tc.rel)) != "the user's\n" || testfs.ReadFile(t, filepath.Join(entry, "SKILL.md")) != skillA["SKILL.md"] {
					t.Fatal("the kept entry was changed")
				}
			}
			ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, nil)
			if len(ms) != 1 || ms[0].Kind != store.KindKept || ms[0].Path != "a" || !strings.Contains(ms[0].Detail.String(), tc.added) {
				t.Fatalf("CheckTargets = %v, want the kept entry", ms)
			}
			// Once the user removes it, skillpin forgets it.
			testfs.RemoveAll(t, entry)
			p.sync(t, []string{claude}, nil, ModeCopy)
			if ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, nil); len(ms) != 0 {
				t.Errorf("after removal: %v", ms)
			}
			if n := len(rootOf(t, p.dir, p.store).Ledger.Targets); n != 0 {
				t.Errorf("the ledger still holds %d targets", n)
			}
			p.checkMine(t)
		})
	}
}

// An entry of skillpin's from which names were only removed holds nothing
// of anyone else's: it is removed with its skill.
func TestSyncTargetsRemovesEntryWithNamesRemoved(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a := entry(skillA, "a")
	entry := filepath.Join(p.dir, claude, "a")
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	os.Chmod(entry, 0o755)
	testfs.RemoveAll(t, filepath.Join(entry, "references"))
	rep := report(p.sync(t, []string{claude}, nil, ModeCopy), claude)
	if !slices.Equal(rep.Removed, []string{"a"}) || len(rep.Kept) != 0 {
		t.Fatalf("sync = %+v, want a removed", rep)
	}
}

// While the skill is rooted, an entry skillpin made and someone changed is
// reported as skillpin's, changed since (never as an entry skillpin did not
// create); a plain sync leaves it; a repair restores it, except while it
// holds files skillpin did not write, which it names and never deletes.
func TestRepairTargetsChangedEntry(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a := entry(skillA, "a")
	targets := []string{claude}
	entry := filepath.Join(p.dir, claude, "a")
	p.sync(t, targets, []RootEntry{a}, ModeCopy)
	addTo(t, entry, "mine.txt", "the user's\n")
	testfs.RemoveAll(t, filepath.Join(entry, "references"))

	check := func() []string {
		var got []string
		for _, m := range CheckTargets(rootOf(t, p.dir, p.store), targets, []RootEntry{a}) {
			if strings.Contains(m.Detail.String(), "did not create") || !strings.Contains(m.Detail.String(), "skillpin created this entry") {
				t.Errorf("finding %v does not say skillpin created the entry", m)
			}
			got = append(got, m.Kind+":"+m.Path)
		}
		return got
	}
	want := []string{"extra:a/mine.txt", "missing:a/references/deep/notes.md"}
	if got := check(); !slices.Equal(got, want) {
		t.Fatalf("CheckTargets = %v, want %v", got, want)
	}
	if rep := report(p.sync(t, targets, []RootEntry{a}, ModeCopy), claude); rep.Changed() || len(rep.Clashes)+len(rep.Kept) != 0 {
		t.Fatalf("plain sync = %+v, want the entry left as it is", rep)
	}
	reps, err := RepairTargets(rootOf(t, p.dir, p.store), targets, p.store, []RootEntry{a}, ModeCopy)
	if rep := report(reps, claude); err != nil || rep.Changed() || len(rep.Kept) != 1 || !rep.Kept[0].Rooted || !slices.Equal(rep.Kept[0].Added, []string{"mine.txt"}) {
		t.Fatalf("repair with the user's file in the entry = %+v, %v; want it kept, naming mine.txt", rep, err)
	}
	if testfs.ReadFile(t, filepath.Join(entry, "mine.txt")) != "the user's\n" {
		t.Fatal("repair touched the user's file")
	}
	if got := check(); !slices.Equal(got, want) {
		t.Fatalf("after the refused repair: %v, want %v", got, want)
	}
	// The user moves the file out: the repair restores skillpin's entry.
	os.Remove(filepath.Join(entry, "mine.txt"))
	reps, err = RepairTargets(rootOf(t, p.dir, p.store), targets, p.store, []RootEntry{a}, ModeCopy)
	if rep := report(reps, claude); err != nil || !slices.Equal(rep.Updated, []string{"a"}) {
		t.Fatalf("repair = %+v, %v; want a restored", rep, err)
	}
	if got := check(); len(got) != 0 {
		t.Fatalf("after repair: %v", got)
	}
	// Restored, it is skillpin's again: it leaves with its skill.
	if rep := report(p.sync(t, targets, nil, ModeCopy), claude); !slices.Equal(rep.Removed, []string{"a"}) {
		t.Fatalf("sync after the skill left the root = %+v", rep)
	}
	p.checkMine(t)
}

// The user re-creating SKILL.md in skillpin's entry (the case of an entry
// deleted and made again on the same inode number) makes it the user's:
// left alone, not reported, even with files added.
func TestSyncTargetsLeavesEntryWithUsersSkillMDAlone(t *testing.T) {
	t.Parallel()
	p := newTargetProject(t)
	a := entry(skillA, "a")
	entry := filepath.Join(p.dir, claude, "a")
	p.sync(t, []string{claude}, []RootEntry{a}, ModeCopy)
	os.Chmod(entry, 0o755)
	os.Remove(filepath.Join(entry, "SKILL.md"))
	testfs.WriteFile(t, filepath.Join(entry, "SKILL.md"), "user's own a")
	testfs.WriteFile(t, filepath.Join(entry, "mine.txt"), "the user's\n")
	rep := report(p.sync(t, []string{claude}, nil, ModeCopy), claude)
	if len(rep.Removed)+len(rep.Kept) != 0 {
		t.Fatalf("sync = %+v, want the user's entry left alone", rep)
	}
	if ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, nil); len(ms) != 0 {
		t.Errorf("CheckTargets = %v, want nothing about the user's entry", ms)
	}
	if testfs.ReadFile(t, filepath.Join(entry, "SKILL.md")) != "user's own a" {
		t.Error("the user's entry was changed")
	}
}

// TestMovedLedgerNotThroughLinks: a checkout whose .skillpin/generations
// is a link to a moved project's generations does not take that
// project's record.
func TestMovedLedgerNotThroughLinks(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA)
	cache := filepath.Dir(s.Dir)
	base := testfs.TempDir(t)
	old, moved, checkout := filepath.Join(base, "old"), filepath.Join(base, "moved"), filepath.Join(base, "checkout")
	r := rootOf(t, old, s)
	if _, err := r.Publish(s, []RootEntry{entry(skillA, "a")}, ModeCopy); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(old, moved); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(checkout, layout.StateDir), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(moved, layout.StateDir, layout.GenerationsDir), filepath.Join(checkout, layout.StateDir, layout.GenerationsDir)); err != nil {
		t.Fatal(err)
	}
	l, err := LoadLedger(cache, layout.ProjectLayout(checkout))
	if err != nil {
		t.Fatal(err)
	}
	if l.Root != nil || l.movedFrom != "" {
		t.Errorf("a checkout linking its generations took a moved project's record: %+v", l.Root)
	}
	if _, err := LoadLedger(cache, layout.ProjectLayout(moved)); err != nil {
		t.Fatal(err)
	}
}
