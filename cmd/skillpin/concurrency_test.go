package main

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// The concurrency tests start 8 skillpin processes at once on one project
// (and on 8 projects sharing one cache). Each must end clean: exit 0, or
// exit 1 with the documented lock-busy message naming the holder. Giving up
// is clean only for a run that changed nothing, and a round in which every
// run gave up made no progress, which is a failure: at least one run must
// succeed. The project must verify afterwards and hold exactly the
// approvals of the runs that succeeded.

// busy is the message of a run that gave up waiting for a lock.
var busy = regexp.MustCompile(`another skillpin run \(pid \d+ running ` + "`skillpin (-g )?[a-z]+`" + ` since [0-9TZ:-]+\) holds \S+; wait for it to finish and try again`)

// concurrentUpstream has four skills at v1, and a fifth added at v2 (the
// four unchanged, so no approval is revoked by moving to v2).
func concurrentUpstream(t testing.TB) *gittest.Repo {
	up := gittest.NewRepo(t)
	for _, n := range []string{"alpha", "beta", "gamma", "delta"} {
		up.WriteFile("skills/"+n+"/SKILL.md", e2etest.Skill(n))
		up.WriteExec("skills/"+n+"/scripts/run.sh", "#!/bin/sh\necho "+n+"\n")
	}
	up.Commit("v1")
	up.Tag("v1")
	up.WriteFile("skills/epsilon/SKILL.md", e2etest.Skill("epsilon"))
	up.Commit("v2")
	up.Tag("v2")
	return up
}

// proc is one process of a concurrent round.
type proc struct {
	e    *e2e
	args []string
}

// runAll starts every process, waits for all, and checks that each ended
// clean. It returns the results in order.
func runAll(t *testing.T, procs []proc) []result {
	t.Helper()
	var bins []string
	for _, p := range procs {
		bins = append(bins, p.e.bin)
	}
	ctx, cancel := guarded(bins...)
	defer cancel()
	results := make([]result, len(procs))
	cmds := make([]*exec.Cmd, len(procs))
	outs := make([][2]*bytes.Buffer, len(procs))
	for i, p := range procs {
		cmd := binaryCommand(ctx, p.e.bin, append([]string{"-C", p.e.dir}, p.args...)...)
		cmd.Env = p.e.env
		outs[i] = [2]*bytes.Buffer{{}, {}}
		cmd.Stdout, cmd.Stderr = outs[i][0], outs[i][1]
		cmds[i] = cmd
	}
	for _, cmd := range cmds { // start them back to back
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	for i, cmd := range cmds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := cmd.Wait()
			r := result{args: procs[i].args, out: outs[i][0].String(), errOut: outs[i][1].String()}
			var ee *exec.ExitError
			switch {
			case errors.As(err, &ee):
				r.code = ee.ExitCode()
			case err != nil:
				r.code = -1
				r.errOut += err.Error()
			}
			results[i] = r
		}()
	}
	wg.Wait()
	if ctx.Err() != nil {
		t.Fatalf("concurrent runs did not finish within %v (deadlock?)", hangGuard)
	}
	clean, succeeded := 0, 0
	for _, r := range results {
		switch {
		case strings.Contains(r.errOut, "panic:") || strings.Contains(r.errOut, "goroutine "):
			t.Errorf("crashed:\n%s", r)
		case r.code == 0:
			clean++
			succeeded++
		case gaveUp(r):
			clean++ // the callers check that it changed nothing
		default:
			t.Errorf("did not end clean (exit 0, or exit 1 naming the lock holder):\n%s", r)
		}
	}
	if succeeded == 0 {
		t.Errorf("none of the %d runs succeeded: runs that all give up on the lock make no progress\n%s", len(results), results[0])
		clean = 0
	}
	record(tallyConcurrency, len(results), clean)
	return results
}

// gaveUp reports whether r gave up waiting for a lock, saying who holds it.
func gaveUp(r result) bool { return r.code == 1 && busy.MatchString(r.errOut) }

// round is the 8 processes of a round on one project: approvals of four
// different skills, installs and updates at once, each run with pre
// (nothing, or -g) first.
func round(e *e2e, pre ...string) []proc {
	var procs []proc
	for _, args := range [][]string{
		{"approve", "alpha", "--yes"}, {"install"}, {"approve", "beta", "--yes"}, {"update", "up", "--to", "v2"},
		{"approve", "gamma", "--yes"}, {"install"}, {"approve", "delta", "--yes"}, {"update", "up", "--to", "v2"},
	} {
		procs = append(procs, proc{e, append(slices.Clone(pre), args...)})
	}
	return procs
}

// approvalsKept fails unless every approval a process of the round
// reported done shows in status and its skill is at each path published
// gives, and unless every approval whose process gave up is absent: a run
// that gave up must have changed nothing, and no other run of a round
// approves the same skill.
func approvalsKept(t *testing.T, procs []proc, results []result, status string, published func(name string) []string) {
	t.Helper()
	for i, r := range results {
		at := slices.Index(procs[i].args, "approve")
		if at < 0 {
			continue
		}
		name := procs[i].args[at+1]
		approved := regexp.MustCompile(`(?m)^` + name + `\s.*\bapproved\b`).MatchString(status)
		switch {
		case r.code == 0 && !approved:
			t.Errorf("approval of %s was lost:\n%s", name, status)
		case gaveUp(r) && approved:
			t.Errorf("approve %s gave up on the lock, yet %s is approved: a run that gave up changed the project\n%s\n%s", name, name, r, status)
		}
		if r.code != 0 {
			continue
		}
		for _, p := range published(name) {
			if _, err := os.Stat(p); err != nil {
				t.Errorf("approved %s is not published: %v", name, err)
			}
		}
	}
}

// testOneProject: 8 processes on one project and its cache: approvals of
// four different skills, installs and updates at once.
func testOneProject(t *testing.T) {
	up := concurrentUpstream(t)
	e := newE2E(t)
	e.must("init")
	e.must("add", up.FileURL()+"@v1", "--all", "--name", "up")
	procs := round(e)
	results := runAll(t, procs)

	// Nothing corrupt; every approval that was reported done is there.
	check(t, e.runBounded(nil, "verify", "--offline"), 0, "verify ok")
	approvalsKept(t, procs, results, e.must("status"), func(name string) []string {
		return []string{filepath.Join(e.dir, ".skillpin", "root", name, "SKILL.md")}
	})
	updated := false
	for i, r := range results {
		updated = updated || (r.code == 0 && procs[i].args[0] == "update")
	}
	if got := strings.Contains(e.read("skills.lock"), `name = "epsilon"`); got != updated {
		t.Errorf("skills.lock holds epsilon: %v, an update succeeded: %v", got, updated)
	}
	// The next run completes whatever the round left.
	e.must("update", "up", "--to", "v2")
	e.must("approve", "--all", "--yes")
	check(t, e.runBounded(nil, "verify"), 0, "verify ok")
}

// testUserScope: the round on the user scope (-g): the runs serialise on
// the user scope's run lock in its state directory, and what they leave
// verifies.
func testUserScope(t *testing.T) {
	up := concurrentUpstream(t)
	u := newUserScope(t, false)
	u.must("-g", "init")
	u.must("-g", "add", up.FileURL()+"@v1", "--all", "--name", "up")
	procs := round(u.e2e, "-g")
	results := runAll(t, procs)
	check(t, u.runBounded(nil, "-g", "verify", "--offline"), 0, "verify ok")
	approvalsKept(t, procs, results, u.must("-g", "status"), func(name string) []string {
		return []string{filepath.Join(u.data, "root", name, "SKILL.md"), u.home(".claude/skills/" + name + "/SKILL.md")}
	})
	u.mineIntact()
	u.projectEmpty()
	u.must("-g", "update", "up", "--to", "v2")
	u.must("-g", "approve", "--all", "--yes")
	check(t, u.runBounded(nil, "-g", "verify"), 0, "verify ok")
}

// testSharedCache: 8 projects sharing one cold cache add the same skills
// at once: one fetch, one store entry per skill, every project verifies.
func testSharedCache(t *testing.T) {
	up := concurrentUpstream(t)
	cache := testfs.TempDir(t)
	var procs []proc
	var before []map[string]fileBytes
	for i := range 8 {
		e := newE2E(t)
		e.cache = cache
		e.env = append(e.env, "SKILLPIN_CACHE="+cache)
		e.must("init")
		skill := []string{"alpha", "beta", "gamma", "delta"}[i%4]
		procs = append(procs, proc{e, []string{"add", up.FileURL() + "@v1", "--skill", skill, "--approve", "--name", "up"}})
		before = append(before, e.userState())
	}
	results := runAll(t, procs)
	for i, r := range results {
		e := procs[i].e
		if r.code != 0 {
			// Gave up on the lock: its project is as it was, and the
			// retry completes.
			e.untouched(before[i], "add that gave up")
			e.must(procs[i].args...)
		}
		check(t, e.runBounded(nil, "verify", "--offline"), 0, "verify ok")
		e.assertRooted(procs[i].args[3], "scripts/run.sh")
	}
	ents, err := os.ReadDir(filepath.Join(cache, "store"))
	if err != nil {
		t.Fatal(err)
	}
	var entries []string
	for _, d := range ents {
		if !strings.HasPrefix(d.Name(), ".") {
			entries = append(entries, d.Name())
		}
	}
	if len(entries) != 4 {
		t.Errorf("store holds %d entries, want 4 (one per skill): %v", len(entries), entries)
	}
	if left, _ := filepath.Glob(filepath.Join(cache, "store", ".tmp-*")); len(left) > 0 {
		t.Errorf("temporary store entries left: %v", left)
	}
}

// testLockBusy: a run that cannot get the project lock within its wait
// gives up with exit 1, names the holder, and changes nothing; the holder
// finishes undisturbed. The holder is an install fetching from a remote
// that answers nothing until the second run has given up, so the holder
// keeps the lock for however long the second run's wait takes on a
// loaded machine (a fixed server delay left a second or so of margin).
func testLockBusy(t *testing.T) {
	up := concurrentUpstream(t)
	gate := make(chan struct{})
	var openGate sync.Once
	release := func() { openGate.Do(func() { close(gate) }) }
	url := gittest.ServeHTTP(t, up.BareClone(), gittest.ServeOptions{OnRequest: func(*http.Request) { <-gate }})
	t.Cleanup(release) // before the server's Close, which waits for held requests
	e := newE2E(t)
	e.must("init")
	e.must("add", gittest.FileURL(up.Dir)+"@v1", "--skill", "alpha", "--name", "up")
	e.edit("skills.toml", func(s string) string { return strings.Replace(s, gittest.FileURL(up.Dir), url, 1) })
	e.edit("skills.lock", func(s string) string { return strings.Replace(s, gittest.FileURL(up.Dir), url, 1) })
	e.cache = testfs.TempDir(t) // nothing cached: install must fetch, slowly
	e.env = append(e.env, "SKILLPIN_CACHE="+e.cache)

	ctx, cancel := guarded(e.bin)
	defer cancel()
	holder := binaryCommand(ctx, e.bin, "-C", e.dir, "install")
	holder.Env = e.env
	var hout bytes.Buffer
	holder.Stdout, holder.Stderr = &hout, &hout
	if err := holder.Start(); err != nil {
		t.Fatal(err)
	}
	for { // until the install holds the project lock
		if _, err := os.Stat(filepath.Join(e.dir, ".skillpin", "lock.holder")); err == nil {
			break
		}
		if ctx.Err() != nil {
			t.Fatal("install never took the project lock")
		}
		time.Sleep(10 * time.Millisecond)
	}
	before := e.userState()
	waiter := e.runBounded(nil, "approve", "alpha", "--yes")
	e.untouched(before, "approve that gave up")
	release()
	err := holder.Wait()
	hres := result{args: []string{"install"}, errOut: hout.String()}
	if err != nil {
		hres.code = 1
	}
	ok := 0
	if waiter.code == 1 && busy.MatchString(waiter.errOut) && strings.Contains(waiter.errOut, fmt.Sprintf("pid %d running `skillpin install`", holder.Process.Pid)) {
		ok++
	} else {
		t.Errorf("the waiting run did not give up naming the holder (pid %d):\n%s", holder.Process.Pid, waiter)
	}
	if hres.code == 0 {
		ok++
	} else {
		t.Errorf("the holder failed:\n%s", hres)
	}
	record(tallyConcurrency, 2, ok)
	e.must("approve", "alpha", "--yes")
	check(t, e.runBounded(nil, "verify", "--offline"), 0, "verify ok")
}

// TestConcurrentRuns runs the concurrent rounds, side by side: each is a
// project (or cache, or home) of its own, and lock-busy spends its time
// waiting for a slow remote and a lock, which the others fill. A round
// slowed by another may see more of its runs give up on a lock; giving up
// is clean, and every round still needs a run that succeeded.
func TestConcurrentRuns(t *testing.T) {
	runTable(t, tallyConcurrency, []securityCase{
		{"one-project", testOneProject},
		{"shared-cache", testSharedCache},
		{"lock-busy", testLockBusy},
		{"user-scope", testUserScope},
	}, false, true)
}
