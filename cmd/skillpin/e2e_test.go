package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// The end-to-end tests run the real binary, built once per set of build
// tags by e2etest (which the packages under e2e/ share).

func TestMain(m *testing.M) {
	os.Exit(e2etest.Main(m, e2etest.Options{
		// The whole suite needs the plain and the fault build.
		Prebuild: [][]string{nil, {faultTag}},
		Start: func() {
			if runtime.GOOS == "linux" {
				go buildPeakLauncher()
			}
		},
		After: func(code int) int {
			if err := checkShared(); err != nil {
				fmt.Fprintln(os.Stderr, "FAIL:", err)
				code = 1
			}
			if code == 0 {
				code = checkSurface(os.Stderr)
			}
			return code
		},
	}))
}

// e2e is one project driven through the binary, with its own cache and
// home so that nothing outside the test's temp dirs is read or written.
type e2e struct {
	t     testing.TB
	bin   string
	dir   string // project
	cache string
	home  string
	env   []string
	// binaryOnly makes run start the built binary even where a run in
	// the test process would see the same (see inProcessOK).
	binaryOnly bool
	plain      string // the binary built without tags
	built      string // the binary built with tags (bin until a test replaces it)
	tags       []string
	// confinedTmp is the TMPDIR confine gave the runs that are processes
	// of their own; runs in the test process do not hold to it.
	confinedTmp string
}

func newE2E(t testing.TB, tags ...string) *e2e {
	t.Helper()
	// The paths only: the first tests run in this process while the
	// binaries link, and binaryCommand waits for them.
	e := &e2e{t: t, bin: e2etest.BinaryPath(tags...), plain: e2etest.BinaryPath(), dir: testfs.TempDir(t), cache: testfs.TempDir(t), home: testfs.TempDir(t), tags: tags}
	e.built = e.bin
	// The binary's runs use the test process's temporary directory (see
	// e2etest.Env), so that a run with no other reason for a process of
	// its own stays in this one (inProcessOK) instead of every run
	// starting the binary.
	e.env = e2etest.Env(e.home, e.cache)
	return e
}

// newBinaryE2E is newE2E whose every run starts the built binary: for the
// tests of what only a process shows (exit codes as the shell sees them,
// signals, crashes, limits set on the process).
func newBinaryE2E(t testing.TB, tags ...string) *e2e {
	e := newE2E(t, tags...)
	e.binaryOnly = true
	return e
}

// run executes skillpin -C <project> args and returns stdout, stderr and
// the exit code: in the test process when nothing of the run depends on
// being a process of its own (inProcessOK), else through the binary.
func (e *e2e) run(args ...string) (string, string, int) {
	e.t.Helper()
	args = append([]string{"-C", e.dir}, args...)
	if e.inProcessOK() {
		recordRun(args)
		return inProcess{env: envMap(e.env)}.run(e.t, args...)
	}
	cmd := binaryCommand(context.Background(), e.bin, args...)
	cmd.Env = e.env
	return e2etest.RunCmd(e.t, cmd)
}

// must runs skillpin and fails the test unless it exits 0.
func (e *e2e) must(args ...string) string {
	e.t.Helper()
	out, errOut, code := e.run(args...)
	if code != 0 {
		e.t.Fatalf("skillpin %v: exit %d\nstdout:\n%s\nstderr:\n%s", args, code, out, errOut)
	}
	return out
}

// expect runs skillpin and fails the test unless it exits with code and
// stderr or stdout contains every want.
func (e *e2e) expect(code int, wants []string, args ...string) (string, string) {
	e.t.Helper()
	out, errOut, got := e.run(args...)
	if got != code {
		e.t.Fatalf("skillpin %v: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", args, got, code, out, errOut)
	}
	for _, w := range wants {
		if !strings.Contains(out+errOut, w) {
			e.t.Errorf("skillpin %v: output lacks %q\nstdout:\n%s\nstderr:\n%s", args, w, out, errOut)
		}
	}
	return out, errOut
}

func (e *e2e) read(rel string) string {
	e.t.Helper()
	b, err := os.ReadFile(filepath.Join(e.dir, rel))
	if err != nil {
		e.t.Fatal(err)
	}
	return string(b)
}

func (e *e2e) write(rel, content string) {
	e.t.Helper()
	p := filepath.Join(e.dir, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		e.t.Fatal(err)
	}
	// A read-only file (skillpin's copies are) is edited as a person
	// would, keeping its mode: as root the write needs no permission, and
	// an ordinary user must get the same edit.
	var readOnly os.FileMode
	if fi, err := os.Lstat(p); err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o200 == 0 {
		readOnly = fi.Mode().Perm()
		if err := os.Chmod(p, readOnly|0o200); err != nil {
			e.t.Fatal(err)
		}
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		e.t.Fatal(err)
	}
	if readOnly != 0 {
		if err := os.Chmod(p, readOnly); err != nil {
			e.t.Fatal(err)
		}
	}
}

// TestE2EMainFlow runs the main job through the binary: init, add, status,
// approve, verify, update after an upstream change, and the trusted root.
func TestE2EMainFlow(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	e := newE2E(t)
	e.must("init")
	e.expect(0, []string{"added pdf", "pending approval"}, "add", up.FileURL()+"@v1", "--skill", "pdf")
	lock1 := e.read("skills.lock")
	e.expect(0, []string{"pdf", "pending"}, "status")
	e.expect(2, []string{"--yes"}, "approve", "pdf") // no terminal
	e.expect(0, []string{"approved pdf"}, "approve", "pdf", "--yes")
	root := strings.TrimSpace(e.must("root"))
	if _, err := os.Stat(filepath.Join(root, "pdf", "scripts", "run.sh")); err != nil {
		t.Fatalf("trusted root lacks the approved skill: %v", err)
	}
	e.expect(0, []string{"verify ok"}, "verify")
	e.expect(0, []string{"verify ok"}, "verify", "--offline")
	e.must("install")
	if e.read("skills.lock") != lock1 {
		t.Fatal("install of an unchanged project rewrote skills.lock")
	}

	up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"\nOne more line.\n")
	up.Commit("change pdf")
	up.Git("tag", "-f", "v1")
	e.expect(1, []string{"TAG_MOVED"}, "verify")
	e.expect(1, []string{"TAG_MOVED", "nothing was written"}, "update") // never followed silently
	e.expect(0, []string{"pdf", "SKILL.md", "TAG_MOVED"}, "update", "pdf", "--accept-moved-tag")
	e.expect(0, []string{"revoked"}, "status")
	if _, err := os.Stat(filepath.Join(root, "pdf")); !os.IsNotExist(err) {
		t.Fatalf("a skill whose content changed is still in the root: %v", err)
	}
	e.must("approve", "--all", "--yes")
	e.expect(0, []string{"removed skill pdf"}, "remove", "pdf")
}

// TestE2EDiffContentFetches reviews an update whose base version is in no
// store: diff --content fetches it from its pinned commit.
func TestE2EDiffContentFetches(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	e := newE2E(t)
	proj := &gittest.Repo{Dir: e.dir, T: t}
	proj.Git("init", "-q", "-b", "main")
	e.must("init")
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
	proj.Git("add", "-A")
	proj.Git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "lock v1")

	up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"\nA reviewed line.\n")
	up.Commit("v2")
	up.Tag("v2")
	e.must("update", "pdf", "--to", "v2")
	// Forget every stored version and every git object.
	e.must("cache", "clean")

	out := e.must("diff", "--content")
	for _, want := range []string{"pdf", "+A reviewed line.", "SKILL.md"} {
		if !strings.Contains(out, want) {
			t.Errorf("diff --content lacks %q:\n%s", want, out)
		}
	}
}

// TestApproveAsksOnATerminal answers the approval prompt: no keeps the
// skill pending (exit 1), yes approves it.
func TestApproveAsksOnATerminal(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	e := newE2E(t)
	e.must("init")
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
	env := map[string]string{}
	for _, kv := range e.env {
		k, v, _ := strings.Cut(kv, "=")
		env[k] = v
	}
	for _, tc := range []struct {
		answer string
		code   int
		state  string
	}{{"n\n", ExitCheck, "pending"}, {"", ExitCheck, "pending"}, {"yes\n", ExitOK, "approved"}} {
		out, errOut, code := inProcess{env: env, stdin: tc.answer, tty: true}.run(t, "-C", e.dir, "approve", "pdf")
		if code != tc.code || !strings.Contains(errOut, "Approve 1 skill? [y/N]") {
			t.Fatalf("answer %q: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", tc.answer, code, tc.code, out, errOut)
		}
		e.expect(0, []string{tc.state}, "list")
	}
}

// processEnv are the variables that code below Run reads from the
// process, not through the environment it is given: the search path of
// the programs it starts (credential helpers, pagers), the temporary
// directory, and fault points. A run whose environment sets them
// differently from the test process needs a process of its own.
var processEnv = []string{"PATH", "TMPDIR", "SKILLPIN_FAULT"}

// inProcessOK reports whether a run in the test process sees what a run
// of e.bin would: the binary is the plain build (or the fault build with
// no fault asked for, which acts as the plain one), the test did not ask
// for the binary, and the environment sets nothing the process reads
// directly.
func (e *e2e) inProcessOK() bool { return e.inProcessWith(e.env) }

// inProcessWith is inProcessOK for a run with the environment env.
func (e *e2e) inProcessWith(env []string) bool {
	if e.binaryOnly || (e.bin != e.plain && e.bin != e.built) {
		return false // a wrapper (limitWrites) or another binary
	}
	for _, tag := range e.tags {
		if tag != faultTag {
			return false
		}
	}
	m := envMap(env)
	for _, k := range processEnv {
		if m[k] != os.Getenv(k) && !(k == "TMPDIR" && e.confinedTmp != "" && m[k] == e.confinedTmp) {
			return false
		}
	}
	return true
}

// runGuarded runs skillpin -C <project> args with extraEnv added to the
// environment, as runBounded does (the hang guard, a result), but in the
// test process where a process of its own shows nothing more (see
// inProcessOK). It reports no peak memory: a test that bounds memory
// uses runBounded.
func (e *e2e) runGuarded(extraEnv []string, args ...string) result {
	e.t.Helper()
	env := append(append([]string{}, e.env...), extraEnv...)
	if !e.inProcessWith(env) {
		r := e.runBounded(extraEnv, args...)
		r.maxRSS = 0
		return r
	}
	full := append([]string{"-C", e.dir}, args...)
	recordRun(full)
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	out, errOut, code := inProcess{env: envMap(env)}.runContext(ctx, e.t, full...)
	if ctx.Err() != nil {
		e.t.Fatalf("skillpin %v did not finish within %v (hang)", args, hangGuard)
	}
	return result{args: args, out: out, errOut: errOut, code: code}
}

// envMap is env as a map, the last assignment of a name winning (as
// exec does with a duplicate).
func envMap(env []string) map[string]string {
	m := make(map[string]string, len(env))
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		m[k] = v
	}
	return m
}
