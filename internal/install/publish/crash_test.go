//go:build unix

package publish

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/faults/crashtest"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/testfs"
)

// These tests kill a real process at each write step of publishing (see
// package crashtest) and check that the previous state is still fully
// usable and that the next run repairs.

func TestMain(m *testing.M) {
	crashtest.Main(m, map[string]crashtest.Op{
		"publish": func(arm func(string), args []string) int {
			s, err := store.OpenStore(args[1])
			if err != nil {
				return crashtest.Fail(err)
			}
			arm("root.publish")
			l, err := LoadLedger(filepath.Dir(s.Dir), layout.ProjectLayout(args[0]))
			if err != nil {
				return crashtest.Fail(err)
			}
			r := &Root{Layout: layout.ProjectLayout(args[0]), Ledger: l}
			_, err = r.Publish(s, crashNext, ModeCopy)
			return crashtest.Fail(fmt.Errorf("survived the fault point: %v", err))
		},
		"sync": func(arm func(string), args []string) int {
			s, err := store.OpenStore(args[1])
			if err != nil {
				return crashtest.Fail(err)
			}
			arm(targetsSyncPoint)
			l, err := LoadLedger(filepath.Dir(s.Dir), layout.ProjectLayout(args[0]))
			if err != nil {
				return crashtest.Fail(err)
			}
			_, err = syncTargets(&Root{Layout: layout.ProjectLayout(args[0]), Ledger: l}, []string{claude}, s, crashNext, ModeCopy, false)
			return crashtest.Fail(fmt.Errorf("survived the fault point: %v", err))
		},
		"approvals": func(arm func(string), args []string) int {
			a, err := approvals.Load(args[0])
			if err != nil {
				return crashtest.Fail(err)
			}
			a.Put(approvals.Approval{Name: "b", Digest: skillB.Files().Digest()})
			arm("approvals.save")
			err = a.Save(args[0])
			return crashtest.Fail(fmt.Errorf("survived the fault point: %v", err))
		},
	})
}

var (
	crashOld  = []RootEntry{entry(skillA, "a"), entry(skillB, "b")}
	crashNext = []RootEntry{{Name: "a", Digest: entry(skillC, "c").Digest, Files: skillC.Files()}, entry(skillC, "c")}
)

func TestCrashDuringPublish(t *testing.T) {
	for _, mode := range crashtest.Modes {
		t.Run(mode, func(t *testing.T) {
			s := newStore(t, skillA, skillB, skillC)
			r := newRoot(t)
			if _, err := r.Publish(s, crashOld, ModeCopy); err != nil {
				t.Fatal(err)
			}
			gen := rootTarget(t, r)
			crashtest.RunKilled(t, mode, "root.publish", "publish", 1, r.Layout.Config, filepath.Dir(s.Dir))
			if rootTarget(t, r) != gen {
				t.Fatal("the root moved")
			}
			if ms := r.Check(crashOld); len(ms) != 0 {
				t.Errorf("old root damaged: %v", ms)
			}
			if cur, err := r.Current(); err != nil || len(cur) != 2 || cur["b"] != crashOld[1].Digest {
				t.Errorf("Current = %v, %v", cur, err)
			}
			if changed, err := r.Publish(s, crashNext, ModeCopy); err != nil || !changed {
				t.Fatalf("next Publish = %v, %v", changed, err)
			}
			if ms := r.Check(crashNext); len(ms) != 0 {
				t.Errorf("Check after repair: %v", ms)
			}
			if gens := listDir(t, r.gensDir()); len(gens) != 1 {
				t.Errorf("generations = %v, want the leftover collected", gens)
			}
		})
	}
}

func TestCrashDuringTargetSync(t *testing.T) {
	type run struct {
		mode string
		n    int
	}
	var runs []run
	for _, mode := range crashtest.Modes {
		steps := 3 // remove b, update a, add c
		if mode == "env" {
			steps = 1 // SKILLPIN_FAULT kills at the first hit
		}
		for n := 1; n <= steps; n++ {
			runs = append(runs, run{mode, n})
		}
	}
	for _, tt := range runs {
		t.Run(fmt.Sprintf("%s-step%d", tt.mode, tt.n), func(t *testing.T) {
			p := newTargetProject(t)
			p.sync(t, []string{claude}, crashOld, ModeCopy)
			if _, err := p.root.Publish(p.store, crashNext, ModeCopy); err != nil {
				t.Fatal(err)
			}
			crashtest.RunKilled(t, tt.mode, targetsSyncPoint, "sync", tt.n, p.dir, filepath.Dir(p.store.Dir))
			p.checkMine(t)
			dir := filepath.Join(p.dir, claude)
			for _, name := range listDir(t, dir) {
				whole := false
				for _, e := range append(append([]RootEntry{}, crashOld...), crashNext...) {
					if e.Name == name && len(checkSkill(filepath.Join(dir, name), e, false, nil)) == 0 {
						whole = true
					}
				}
				if name != "mine" && !whole {
					t.Errorf("entry %s is not a whole skill", name)
				}
			}
			reps, err := SyncTargets(rootOf(t, p.dir, p.store), []string{claude}, p.store, crashNext, ModeCopy)
			if err != nil {
				t.Fatal(err)
			}
			if ms := CheckTargets(rootOf(t, p.dir, p.store), []string{claude}, crashNext); len(ms) != 0 {
				t.Errorf("after repair: %v (%+v)", ms, reps)
			}
			if got := listDir(t, dir); strings.Join(got, ",") != "a,c,mine" {
				t.Errorf("target holds %v", got)
			}
			if got := listDir(t, filepath.Join(p.dir, ".skillpin", "tmp")); len(got) != 0 {
				t.Errorf("leftovers in .skillpin/tmp: %v", got)
			}
			p.checkMine(t)
		})
	}
}

func TestCrashDuringApprovalsSave(t *testing.T) {
	for _, mode := range crashtest.Modes {
		t.Run(mode, func(t *testing.T) {
			path := filepath.Join(testfs.TempDir(t), ".skillpin", "approvals.toml")
			a := &approvals.Set{}
			a.Put(approvals.Approval{Name: "a", Digest: skillA.Files().Digest(), By: "me", At: "2026-01-01T00:00:00Z"})
			if err := a.Save(path); err != nil {
				t.Fatal(err)
			}
			old := testfs.ReadFile(t, path)
			crashtest.RunKilled(t, mode, "approvals.save", "approvals", 1, path)
			if testfs.ReadFile(t, path) != old {
				t.Fatal("a killed save changed the approvals")
			}
			if b, err := approvals.Load(path); err != nil || len(b.List) != 1 {
				t.Fatalf("approvals after the crash: %v, %v", b, err)
			}
			a.Put(approvals.Approval{Name: "b", Digest: skillB.Files().Digest()})
			if err := a.Save(path); err != nil {
				t.Fatal(err)
			}
			if b, err := approvals.Load(path); err != nil || len(b.List) != 2 {
				t.Errorf("after repair: %v, %v", b, err)
			}
		})
	}
}
