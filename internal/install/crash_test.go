//go:build unix

package install

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/approvals"
	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/filelock"
	"github.com/skillpin/skillpin/internal/testfs"
)

// These tests kill a real process at each write step, the way a power cut
// or `kill -9` would, and check that the previous state is still fully
// usable and that the next run repairs. The process is this test binary
// re-run as a helper (TestMain). In "hook" mode the helper passes a fault
// hook that SIGKILLs it at the n-th hit of a point; in "env" mode (builds
// with -tags skillpin_faults, see faults_tag_test.go) it uses the
// production fault points through SKILLPIN_FAULT=point:kill.

func TestMain(m *testing.M) {
	if os.Getenv("INSTALL_TEST_HELPER") == "1" {
		os.Exit(helperMain(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// killAt returns a hook that SIGKILLs the process at the n-th hit of point.
func killAt(point string, n int) func(string) error {
	count := 0
	return func(p string) error {
		if p != point {
			return nil
		}
		if count++; count == n {
			syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {}
		}
		return nil
	}
}

// helperMain runs one operation: args are op, mode ("hook" or "env"),
// the n-th hit to die at (hook mode), and the op's paths.
func helperMain(args []string) int {
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "helper:", err)
		return 1
	}
	if args[0] == "lock-cache" {
		unlock, err := filelock.Acquire(context.Background(), filepath.Join(args[1], "lock"), "install")
		if err != nil {
			return fail(err)
		}
		defer unlock()
		fmt.Println("locked")
		io.Copy(io.Discard, os.Stdin) // hold until killed or stdin closes
		return 0
	}
	op, mode := args[0], args[1]
	n, _ := strconv.Atoi(args[2])
	hook := func(point string) {
		if mode != "env" { // in env mode faults.Hit reads SKILLPIN_FAULT
			faults.Set(killAt(point, n))
		}
	}
	switch op {
	case "put":
		s, err := OpenStore(args[3])
		if err != nil {
			return fail(err)
		}
		hook("store.put")
		files := skillA.files()
		err = s.Put(files.Digest(), files, skillA.open)
		return fail(fmt.Errorf("survived the fault point: %v", err))
	case "publish":
		s, err := OpenStore(args[4])
		if err != nil {
			return fail(err)
		}
		hook("root.publish")
		l, err := LoadLedger(filepath.Dir(s.Dir), ProjectLayout(args[3]))
		if err != nil {
			return fail(err)
		}
		r := &Root{Layout: ProjectLayout(args[3]), Ledger: l}
		_, err = r.Publish(s, crashNext, ModeCopy)
		return fail(fmt.Errorf("survived the fault point: %v", err))
	case "sync":
		s, err := OpenStore(args[4])
		if err != nil {
			return fail(err)
		}
		hook(targetsSyncPoint)
		l, err := LoadLedger(filepath.Dir(s.Dir), ProjectLayout(args[3]))
		if err != nil {
			return fail(err)
		}
		_, err = syncTargets(&Root{Layout: ProjectLayout(args[3]), Ledger: l}, []string{claude}, s, crashNext, ModeCopy, false)
		return fail(fmt.Errorf("survived the fault point: %v", err))
	case "approvals":
		a, err := approvals.Load(args[3])
		if err != nil {
			return fail(err)
		}
		a.Put(approvals.Approval{Name: "b", Digest: skillB.files().Digest()})
		hook("approvals.save")
		err = a.Save(args[3])
		return fail(fmt.Errorf("survived the fault point: %v", err))
	case "gc":
		hook("cache.gc")
		_, err := gc(args[3], func(string) ([]string, error) { return []string{skillA.entry("a").Digest}, nil }, time.Now())
		return fail(fmt.Errorf("survived the fault point: %v", err))
	}
	return fail(fmt.Errorf("unknown helper op %q", op))
}

var (
	crashOld  = []RootEntry{skillA.entry("a"), skillB.entry("b")}
	crashNext = []RootEntry{{Name: "a", Digest: skillC.entry("c").Digest, Files: skillC.files()}, skillC.entry("c")}
)

// helperCommand runs this test binary as a helper process (see TestMain).
func helperCommand(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "INSTALL_TEST_HELPER=1")
	cmd.Stderr = os.Stderr
	return cmd
}

// runKilled runs the helper and requires that it died by SIGKILL.
func runKilled(t *testing.T, mode, point string, args ...string) {
	t.Helper()
	cmd := helperCommand(t, args...)
	if mode == "env" {
		cmd.Env = append(cmd.Env, "SKILLPIN_FAULT="+point+":kill")
	}
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("helper %v: %v, want death by SIGKILL", args, err)
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("helper %v ended with %v, want SIGKILL at %s", args, err, point)
	}
}

func TestCrashDuringPut(t *testing.T) {
	for _, mode := range crashModes {
		t.Run(mode, func(t *testing.T) {
			cache := filepath.Join(testfs.TempDir(t), "cache")
			s, err := OpenStore(cache)
			if err != nil {
				t.Fatal(err)
			}
			runKilled(t, mode, "store.put", "put", mode, "1", cache)
			d := skillA.files().Digest()
			if s.Has(d) {
				t.Fatal("a killed Put left an entry in place")
			}
			if list, _ := s.List(); len(list) != 0 {
				t.Errorf("List = %v", list)
			}
			var temps []string
			for _, name := range listDir(t, s.Dir) {
				if strings.HasPrefix(name, storeTmpPrefix) {
					temps = append(temps, name)
				}
			}
			if len(temps) == 0 {
				t.Fatal("expected the dead run's temporary directory")
			}
			// Its lock died with the process: once old enough it is stale.
			removed, err := s.cleanStale(time.Now().Add(time.Hour))
			if err != nil || len(removed) != 1 {
				t.Errorf("cleanStale removed %v, %v", removed, err)
			}
			if names := listDir(t, s.Dir); len(names) != 0 {
				t.Errorf("store still holds %v", names)
			}
			files := skillA.files()
			if err := s.Put(d, files, skillA.open); err != nil {
				t.Fatal(err)
			}
			if ms := s.Check(d, files); len(ms) != 0 {
				t.Errorf("Check after repair: %v", ms)
			}
		})
	}
}

func TestCrashDuringPublish(t *testing.T) {
	for _, mode := range crashModes {
		t.Run(mode, func(t *testing.T) {
			s := newStore(t, skillA, skillB, skillC)
			r := newRoot(t)
			if _, err := r.Publish(s, crashOld, ModeCopy); err != nil {
				t.Fatal(err)
			}
			gen := rootTarget(t, r)
			runKilled(t, mode, "root.publish", "publish", mode, "1", r.Layout.Config, filepath.Dir(s.Dir))
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
	for _, mode := range crashModes {
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
			runKilled(t, tt.mode, targetsSyncPoint, "sync", tt.mode, strconv.Itoa(tt.n), p.dir, filepath.Dir(p.store.Dir))
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
	for _, mode := range crashModes {
		t.Run(mode, func(t *testing.T) {
			path := filepath.Join(testfs.TempDir(t), ".skillpin", "approvals.toml")
			a := &approvals.Set{}
			a.Put(approvals.Approval{Name: "a", Digest: skillA.files().Digest(), By: "me", At: "2026-01-01T00:00:00Z"})
			if err := a.Save(path); err != nil {
				t.Fatal(err)
			}
			old := readFile(t, path)
			runKilled(t, mode, "approvals.save", "approvals", mode, "1", path)
			if readFile(t, path) != old {
				t.Fatal("a killed save changed the approvals")
			}
			if b, err := approvals.Load(path); err != nil || len(b.List) != 1 {
				t.Fatalf("approvals after the crash: %v, %v", b, err)
			}
			a.Put(approvals.Approval{Name: "b", Digest: skillB.files().Digest()})
			if err := a.Save(path); err != nil {
				t.Fatal(err)
			}
			if b, err := approvals.Load(path); err != nil || len(b.List) != 2 {
				t.Errorf("after repair: %v, %v", b, err)
			}
		})
	}
}

func TestCrashDuringGC(t *testing.T) {
	for _, mode := range crashModes {
		t.Run(mode, func(t *testing.T) {
			s := newStore(t, skillA, skillB)
			cache := filepath.Dir(s.Dir)
			runKilled(t, mode, "cache.gc", "gc", mode, "1", cache)
			if !s.Has(skillA.entry("a").Digest) || !s.Has(skillB.entry("b").Digest) {
				t.Fatal("a killed gc lost entries")
			}
			rep, err := gc(cache, func(string) ([]string, error) { return nil, nil }, time.Now())
			if err != nil || len(rep.Removed) != 2 {
				t.Errorf("gc after the crash: %+v, %v", rep, err)
			}
		})
	}
}

// A gc killed halfway through removing an entry leaves a renamed-away
// directory, never a half entry; the next run finishes the removal.
func TestHalfRemovedEntryIsInvisible(t *testing.T) {
	s := newStore(t, skillA)
	d := skillA.entry("a").Digest
	h, _ := digestHex(d)
	if err := os.Rename(s.Path(d), filepath.Join(s.Dir, storeRmPrefix+h+"-dead")); err != nil {
		t.Fatal(err)
	}
	if s.Has(d) {
		t.Error("Has sees a half-removed entry")
	}
	if list, _ := s.List(); len(list) != 0 {
		t.Errorf("List = %v", list)
	}
	if _, err := OpenStore(filepath.Dir(s.Dir)); err != nil {
		t.Fatal(err)
	}
	if names := listDir(t, s.Dir); len(names) != 0 {
		t.Errorf("store holds %v", names)
	}
}
