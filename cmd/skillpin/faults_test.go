package main

import (
	"bytes"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// The fault tests run the binary built with -tags skillpin_faults and make
// it fail (SKILLPIN_FAULT=point) or die (point:kill, SIGKILL) at every
// write step each command reaches. After each, the project must be exactly
// as before or exactly as after the command (file by file, root
// generation as a whole, target entry by entry), verify must find no
// damage, and running the command again must reach the state a run
// without the fault reaches.

const faultTag = "skillpin_faults"

// faultScenario is one command run from a prepared project, with the fault
// points it must reach.
type faultScenario struct {
	name    string
	prepare [][]string // commands that make the starting state
	cmd     []string
	env     func(e *e2e) // adjusts the environment before cmd (e.g. a fresh cache)
	points  []string
}

// faultUpstream is pdf and xlsx at v1, and pdf changed at v2.
func faultUpstream(t testing.TB) *gittest.Repo {
	up := e2etest.Upstream(t)
	up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"Version two.\n")
	up.WriteExec("skills/pdf/scripts/new.sh", "#!/bin/sh\necho new\n")
	up.Commit("v2")
	up.Tag("v2")
	return up
}

func faultScenarios(url string) []faultScenario {
	start := [][]string{
		{"init", "--no-targets"}, // prepared sets .claude/skills
		{"add", url + "@v1", "--skill", "pdf", "--approve", "--name", "up"},
	}
	withTargets := func(cmds ...[]string) [][]string { return append(append([][]string{}, start...), cmds...) }
	return []faultScenario{
		{
			name:    "add",
			prepare: withTargets(),
			cmd:     []string{"add", url + "@v1", "--skill", "xlsx", "--approve"},
			points:  []string{"store.put", "lock.save", "manifest.save", "approvals.save", "root.publish", "targets.sync"},
		},
		{
			name:    "update",
			prepare: withTargets(),
			cmd:     []string{"update", "up", "--to", "v2"},
			points:  []string{"store.put", "lock.save", "manifest.save", "root.publish", "targets.sync"},
		},
		{
			name:    "approve",
			prepare: withTargets([]string{"update", "up", "--to", "v2"}),
			cmd:     []string{"approve", "pdf", "--yes"},
			points:  []string{"approvals.save", "root.publish", "targets.sync"},
		},
		{
			name:    "revoke",
			prepare: withTargets(),
			cmd:     []string{"revoke", "pdf"},
			points:  []string{"approvals.save", "root.publish", "targets.sync"},
		},
		{
			name:    "remove",
			prepare: withTargets([]string{"add", url + "@v1", "--skill", "xlsx", "--approve"}),
			cmd:     []string{"remove", "pdf"},
			points:  []string{"lock.save", "manifest.save", "approvals.save", "root.publish", "targets.sync"},
		},
		{
			name:    "install-fresh-cache",
			prepare: withTargets(),
			cmd:     []string{"install"},
			// A fresh clone on a machine with an empty cache: what was
			// published with another cache is not in the checkout (the
			// root is ignored, the target entries were never committed).
			env: func(e *e2e) {
				e.cache = testfs.TempDir(e.t)
				e.env = append(e.env, "SKILLPIN_CACHE="+e.cache)
				for _, p := range []string{".skillpin/root", ".skillpin/generations", ".claude/skills/pdf"} {
					testfs.RemoveAll(e.t, filepath.Join(e.dir, p))
				}
			},
			points: []string{"store.put"},
		},
		{
			name:    "cache-gc",
			prepare: withTargets([]string{"update", "up", "--to", "v2"}, []string{"approve", "pdf", "--yes"}),
			cmd:     []string{"cache", "gc"},
			points:  []string{"cache.gc"},
		},
	}
}

// projectState is what a fault must leave old-or-new: the user files, the
// published root and each target entry, by content.
type projectState struct {
	files   map[string]string            // user file -> content ("" if absent; approvals without timestamps)
	root    map[string]string            // skill/file -> content, read through .skillpin/root
	targets map[string]map[string]string // skill -> file -> content, in .claude/skills
	store   []string                     // store entry names (digests)
}

var approvedAt = regexp.MustCompile(`(?m)^at = .*$`)

func (e *e2e) state() projectState {
	e.t.Helper()
	st := projectState{files: map[string]string{}, targets: map[string]map[string]string{}}
	for _, rel := range userFiles {
		data, err := os.ReadFile(filepath.Join(e.dir, rel))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			e.t.Fatal(err)
		}
		st.files[rel] = approvedAt.ReplaceAllString(string(data), "at = …")
	}
	st.root = readTree(e.t, filepath.Join(e.dir, ".skillpin", "root"))
	for k, v := range readTree(e.t, filepath.Join(e.dir, ".claude", "skills")) {
		skill, file, _ := strings.Cut(k, "/")
		if st.targets[skill] == nil {
			st.targets[skill] = map[string]string{}
		}
		st.targets[skill][file] = v
	}
	if ents, err := os.ReadDir(filepath.Join(e.cache, "store")); err == nil {
		for _, d := range ents {
			if !strings.HasPrefix(d.Name(), ".") {
				st.store = append(st.store, d.Name())
			}
		}
	}
	return st
}

// readTree maps every regular file under dir (following dir itself if it
// is a link) to its content.
func readTree(t testing.TB, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return out
	}
	filepath.Walk(real, func(p string, info os.FileInfo, err error) error {
		if err != nil || !info.Mode().IsRegular() {
			return err
		}
		rel, _ := filepath.Rel(real, p)
		data, err := os.ReadFile(p)
		out[filepath.ToSlash(rel)] = string(data)
		return err
	})
	return out
}

func sameTree(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || v != w {
			return false
		}
	}
	return true
}

// oldOrNew fails the test unless every part of now equals the same part
// of old or of new.
func oldOrNew(t testing.TB, label string, old, new, now projectState) {
	t.Helper()
	for _, rel := range userFiles {
		if now.files[rel] != old.files[rel] && now.files[rel] != new.files[rel] {
			t.Errorf("%s: %s is neither the old nor the new version:\n%s", label, rel, clip(now.files[rel]))
		}
	}
	if !sameTree(now.root, old.root) && !sameTree(now.root, new.root) {
		t.Errorf("%s: the trusted root is neither the old nor the new generation: %v", label, keys(now.root))
	}
	names := map[string]bool{}
	for _, m := range []map[string]map[string]string{old.targets, new.targets, now.targets} {
		for k := range m {
			names[k] = true
		}
	}
	for n := range names {
		if !sameTree(now.targets[n], old.targets[n]) && !sameTree(now.targets[n], new.targets[n]) {
			t.Errorf("%s: target entry %s is neither old nor new: %v", label, n, keys(now.targets[n]))
		}
	}
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// sameState fails the test unless two projects reached the same state.
func sameState(t testing.TB, label string, want, got projectState) {
	t.Helper()
	for _, rel := range userFiles {
		if got.files[rel] != want.files[rel] {
			t.Errorf("%s: %s differs from a run without the fault:\n--- got\n%s\n--- want\n%s", label, rel, clip(got.files[rel]), clip(want.files[rel]))
		}
	}
	if !sameTree(got.root, want.root) {
		t.Errorf("%s: trusted root %v, want %v", label, keys(got.root), keys(want.root))
	}
	if len(got.targets) != len(want.targets) {
		t.Errorf("%s: targets hold %d skills, want %d", label, len(got.targets), len(want.targets))
	}
	for n := range want.targets {
		if !sameTree(got.targets[n], want.targets[n]) {
			t.Errorf("%s: target entry %s differs from a run without the fault", label, n)
		}
	}
	if strings.Join(got.store, ",") != strings.Join(want.store, ",") {
		t.Errorf("%s: store holds %v, want %v", label, got.store, want.store)
	}
}

// prepared runs a scenario's preparation in a new project (with the
// target .claude/skills) and returns it. Its runs without a fault go in
// the test process (inProcessOK); runBounded starts the fault build.
func prepared(t *testing.T, sc faultScenario) *e2e {
	e := newE2E(t, faultTag)
	for i, args := range sc.prepare {
		e.must(args...)
		if i == 0 {
			e.edit("skills.toml", func(s string) string {
				return strings.Replace(s, "[settings]\n", "[settings]\ntargets = [\".claude/skills\"]\n", 1)
			})
		}
	}
	if sc.env != nil {
		sc.env(e)
	}
	return e
}

// damage is what verify must never report after a fault: content that
// differs from the lock anywhere. (A fault may leave skills.toml and
// skills.lock one step apart, MANIFEST_MISMATCH, or the root behind the
// approvals, or the store without an entry the root holds: those are the
// old state, which the next run moves forward.)
var damage = regexp.MustCompile(`DIGEST_MISMATCH|INVALID_SKILL|FILE_MISSING|FILE_EXTRA|STORE_TAMPERED \S+: \S+: |modified`)

// lastStep are the fault points after which a run has nothing left to
// stop: Ctrl-C there may let it finish (exit 0).
var lastStep = map[string]bool{"root.publish": true, "targets.sync": true, "cache.gc": true}

// injectOne runs sc's command with one fault and checks the aftermath.
func injectOne(t *testing.T, sc faultScenario, point, mode string, old, want projectState) {
	e := prepared(t, sc)
	spec := point
	if mode != "fail" {
		spec += ":" + mode
	}
	r := e.runBounded([]string{"SKILLPIN_FAULT=" + spec}, sc.cmd...)
	switch {
	case mode == "kill" && r.code != -1:
		t.Fatalf("SKILLPIN_FAULT=%s: the process was not killed (fault point not reached?)\n%s", spec, r)
	case mode == "interrupt" && r.code != ExitInterrupted && !(lastStep[point] && r.code == 0):
		// Ctrl-C stops the run at its next step and exits 130; only at
		// the last step may the run have nothing left to stop.
		t.Fatalf("SKILLPIN_FAULT=%s: exit %d after Ctrl-C, want %d\n%s", spec, r.code, ExitInterrupted, r)
	case mode == "fail" && (r.code == 0 || !strings.Contains(r.errOut, "fault injected")):
		t.Fatalf("SKILLPIN_FAULT=%s: no injected failure (fault point not reached?)\n%s", spec, r)
	}
	// Old or new, never a mix; nothing damaged; every file still parses.
	oldOrNew(t, "after the fault", old, want, e.state())
	// Fail closed: agents see nothing the approvals on disk do not approve.
	failsClosed(t, "after the fault", e)
	// What follows the fault runs in the test process: the fault build
	// without a fault is the plain build.
	check(t, e.runGuarded(nil, "status"), 0)
	if v := e.runGuarded(nil, "verify", "--offline"); damage.MatchString(v.out) {
		t.Errorf("verify after the fault reports damage:\n%s", v)
	}
	// The next run completes and reaches the state of a run without the
	// fault. A step that already took effect may make the command itself
	// refuse (remove of a removed skill: exit 2); install then completes.
	retry := e.runGuarded(nil, sc.cmd...)
	if retry.code != 0 {
		check(t, retry, 2)
		check(t, e.runGuarded(nil, "install"), 0)
	}
	if sc.cmd[0] != "cache" {
		check(t, e.runGuarded(nil, "install"), 0)
	}
	check(t, e.runGuarded(nil, "verify", "--offline"), 0, "verify ok")
	sameState(t, "after the next run", want, e.state())
	if left, _ := filepath.Glob(filepath.Join(e.dir, ".*.tmp-*")); len(left) > 0 {
		t.Errorf("temporary files left in the project: %v", left)
	}
}

// TestFaultInjection fails and kills skillpin at each write step of each
// command.
func TestFaultInjection(t *testing.T) {
	up := faultUpstream(t)
	var cases []securityCase
	for _, sc := range faultScenarios(up.FileURL()) {
		cases = append(cases, securityCase{name: sc.name, run: func(t *testing.T) {
			// A run without the fault gives the state every recovery must reach.
			ref := prepared(t, sc)
			old := ref.state()
			ref.must(sc.cmd...)
			want := ref.state()
			for _, point := range sc.points {
				for _, mode := range []string{"fail", "kill", "interrupt"} {
					t.Run(point+"/"+mode, func(t *testing.T) {
						t.Parallel()
						defer func() { count(tallyFaults, 1, t.Failed()) }()
						injectOne(t, sc, point, mode, old, want)
					})
				}
			}
		}})
	}
	cases = append(cases, securityCase{"sigkill-slow-http-install", testKillSlowInstall})
	runTable(t, tallyFaults, cases, false, true)
}

// testKillSlowInstall SIGKILLs the real binary while it fetches from a
// deliberately slow HTTP remote, then shows that nothing is half-written
// and the next install completes.
func testKillSlowInstall(t *testing.T) {
	defer func() { count(tallyFaults, 1, t.Failed()) }()
	up := faultUpstream(t)
	bare := up.BareClone()
	var mu sync.Mutex
	requests := 0
	started := make(chan struct{})
	url := gittest.ServeHTTP(t, bare, gittest.ServeOptions{
		Delay: 200 * time.Millisecond,
		OnRequest: func(r *http.Request) {
			mu.Lock()
			defer mu.Unlock()
			if requests++; requests == 2 { // the ref listing is done: a fetch is under way
				close(started)
			}
		},
	})
	e := newE2E(t)
	tmp := confine(e)
	e.must("init", "--no-targets")
	e.must("add", url+"@v1", "--skill", "pdf", "--approve", "--name", "up")
	old := e.state()
	before := e.world()

	// Another machine: same project, empty cache, killed mid-fetch.
	e.cache = testfs.TempDir(t)
	e.env = append(e.env, "SKILLPIN_CACHE="+e.cache)
	ctx, cancel := guarded(e.bin)
	defer cancel()
	cmd := binaryCommand(ctx, e.bin, "-C", e.dir, "install")
	cmd.Env = e.env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-started:
	case <-ctx.Done():
		t.Fatal("install never fetched")
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || !ee.ProcessState.Sys().(syscall.WaitStatus).Signaled() {
		t.Fatalf("install was not killed (it finished first: %v)\n%s", err, out.String())
	}
	now := e.state()
	sameState(t, "after the kill", projectState{files: old.files, root: old.root, targets: old.targets}, projectState{files: now.files, root: now.root, targets: now.targets})
	if len(now.store) != 0 {
		t.Errorf("store entries appeared from a killed fetch: %v", now.store)
	}
	e.confined(before, tmp, true)
	check(t, e.runGuarded(nil, "verify", "--offline"), 1, "COMMIT_UNREACHABLE", "without --offline")
	check(t, e.runGuarded(nil, "install"), 0, "stored pdf")
	check(t, e.runGuarded(nil, "verify"), 0, "verify ok")
	if got := e.state(); !sameTree(got.root, old.root) {
		t.Errorf("root after recovery: %v", keys(got.root))
	}
	if t.Failed() {
		t.Logf("output of the killed install:\n%s", out.String())
	}
}
