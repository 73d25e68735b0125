package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// The end-to-end tests run the real binary, built once per set of build
// tags into a directory that TestMain removes.
var binaries struct {
	sync.Mutex
	dir   string
	built map[string]*build
}

// build is one binary, built once however many tests ask for it.
type build struct {
	once    sync.Once
	started bool          // a goroutine builds it (binaryPath)
	done    chan struct{} // closed when the build has ended
	bin     string
	err     error
}

// builtOnce returns the binary key names, running make the first time
// it is asked for; later callers wait for that first build.
func builtOnce(key string, make func() (string, error)) (string, error) {
	b := buildOf(key)
	b.once.Do(func() {
		b.bin, b.err = make()
		close(b.done)
	})
	return b.bin, b.err
}

func buildOf(key string) *build {
	binaries.Lock()
	defer binaries.Unlock()
	b := binaries.built[key]
	if b == nil {
		b = &build{done: make(chan struct{})}
		binaries.built[key] = b
	}
	return b
}

// waitForBuilds waits until every skillpin build asked for so far has
// ended, and fails the way the test would have at binary(t) if one did
// not build. binaryCommand calls it: a test may hold a binary's path
// (newE2E, which does not wait) long before it starts the binary.
// A bin that is one of the builds waits for that build only; another
// (a wrapper script that execs one) waits for all.
func waitForBuilds(bin string) {
	binaries.Lock()
	var all []*build
	for key, b := range binaries.built {
		if binaryFile(key) == bin {
			all = []*build{b}
			break
		}
		if !strings.HasPrefix(key, "\x00") { // skillpin builds, not helpers
			all = append(all, b)
		}
	}
	binaries.Unlock()
	for _, b := range all {
		<-b.done
		if b.err != nil {
			panic(b.err)
		}
	}
}

func TestMain(m *testing.M) {
	// Every temporary file of the package, the binaries among them, on a
	// memory file system when there is room (memoryTempRoot says why).
	memRoot := memoryTempRoot()
	if memRoot != "" {
		os.Setenv("TMPDIR", memRoot)
	}
	dir, err := os.MkdirTemp("", "skillpin-e2e-")
	if err != nil {
		panic(err)
	}
	binaries.dir = dir
	binaries.built = map[string]*build{}
	if err := isolateHome(filepath.Join(dir, "home")); err != nil {
		panic(err)
	}
	flag.Parse()
	if !filtered() {
		// The whole suite needs the plain and the fault build: link
		// them while the first tests, which run in this process, go
		// on, instead of holding up the first test that asks.
		binaryPath()
		binaryPath(faultTag)
		if runtime.GOOS == "linux" {
			go buildPeakLauncher()
		}
	}
	code := m.Run()
	if err := checkShared(); err != nil {
		fmt.Fprintln(os.Stderr, "FAIL:", err)
		code = 1
	}
	if code == 0 {
		code = checkSurface(os.Stderr)
	}
	// No build left writing into dir.
	binaries.Lock()
	builds := slices.Collect(maps.Values(binaries.built))
	binaries.Unlock()
	for _, b := range builds {
		<-b.done
	}
	testfs.MakeRemovable(dir) // the shared upstream is read-only
	os.RemoveAll(dir)
	if memRoot != "" {
		testfs.MakeRemovable(memRoot)
		os.RemoveAll(memRoot)
	}
	os.Exit(code)
}

// filtered reports whether this run selects some tests only.
func filtered() bool {
	for _, name := range []string{"test.run", "test.skip", "test.list"} {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "" {
			return true
		}
	}
	return false
}

// isolateHome gives the test process a home of its own. Commands run in
// this process take their environment from their options, but what they
// start (go-git's file:// transport starts git-upload-pack) inherits the
// process's: without this, a child would read the real home's git
// configuration. The Go command keeps its real caches and settings, so
// building the binary needs no download.
func isolateHome(home string) error {
	keep := []string{"GOCACHE", "GOMODCACHE", "GOPATH", "GOENV"}
	out, err := exec.Command("go", append([]string{"env"}, keep...)...).Output()
	if err != nil {
		return fmt.Errorf("go env: %w", err)
	}
	for i, v := range strings.Split(strings.TrimRight(string(out), "\n"), "\n") {
		if i < len(keep) && os.Getenv(keep[i]) == "" {
			os.Setenv(keep[i], v)
		}
	}
	for _, d := range []string{".config", ".cache", ".local/share"} {
		if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
			return err
		}
	}
	for k, v := range map[string]string{
		"HOME":                home,
		"XDG_CONFIG_HOME":     filepath.Join(home, ".config"),
		"XDG_CACHE_HOME":      filepath.Join(home, ".cache"),
		"XDG_DATA_HOME":       filepath.Join(home, ".local/share"),
		"GIT_CONFIG_GLOBAL":   os.DevNull,
		"GIT_CONFIG_NOSYSTEM": "1",
	} {
		os.Setenv(k, v)
	}
	return nil
}

// binary returns the path of skillpin built with tags (e.g.
// "skillpin_faults"), building it on first use.
func binary(t testing.TB, tags ...string) string {
	t.Helper()
	bin, err := buildBinary(tags...)
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// binaryPath returns where skillpin built with tags will be, and starts
// that build in the background without waiting for it: binaryCommand
// waits before it starts the binary.
func binaryPath(tags ...string) string {
	key := strings.Join(tags, ",")
	b := buildOf(key)
	binaries.Lock()
	start := !b.started
	b.started = true
	binaries.Unlock()
	if start {
		go buildBinary(tags...)
	}
	return binaryFile(key)
}

func binaryFile(key string) string {
	return filepath.Join(binaries.dir, "skillpin"+strings.ReplaceAll("-"+key, ",", "-"))
}

// buildBinary builds skillpin with tags once and returns its path.
func buildBinary(tags ...string) (string, error) {
	key := strings.Join(tags, ",")
	return builtOnce(key, func() (string, error) {
		bin := binaryFile(key)
		args := []string{"build", "-o", bin}
		if key != "" {
			args = append(args, "-tags", key)
		}
		args = append(args, ".")
		if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
			return "", fmt.Errorf("go build %v: %v\n%s", args, err, out)
		}
		return bin, nil
	})
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
	e := &e2e{t: t, bin: binaryPath(tags...), plain: binaryPath(), dir: testfs.TempDir(t), cache: testfs.TempDir(t), home: testfs.TempDir(t), tags: tags}
	e.built = e.bin
	e.env = []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + e.home,
		"XDG_CONFIG_HOME=" + filepath.Join(e.home, ".config"),
		"XDG_DATA_HOME=" + filepath.Join(e.home, ".local", "share"),
		"XDG_STATE_HOME=" + filepath.Join(e.home, ".local", "state"),
		"XDG_CACHE_HOME=" + filepath.Join(e.home, ".cache"),
		"SKILLPIN_CACHE=" + e.cache,
		"SKILLPIN_USER=e2e@example.com",
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + os.DevNull,
		"GIT_TERMINAL_PROMPT=0",
		// Never the real /etc/skillpin/policy.toml.
		"SKILLPIN_MACHINE_POLICY=" + filepath.Join(e.home, "machine-policy.toml"),
	}
	// The test process's temporary directory, when one is set (macOS
	// always sets it; TestMain may pick a memory file system): the
	// binary's runs then use the directory the in-process runs use, so a
	// run with no other reason for a process of its own stays in this
	// one (inProcessOK) instead of every run starting the binary.
	if tmp := os.Getenv("TMPDIR"); tmp != "" {
		e.env = append(e.env, "TMPDIR="+tmp)
	}
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
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		e.t.Fatalf("run skillpin %v: %v", args, err)
	}
	return out.String(), errOut.String(), code
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

func e2eSkill(name string) string {
	return "---\nname: " + name + "\ndescription: The " + name + " skill.\n---\n# " + name + "\n"
}

// upstream is a repository with two skills, tagged v1.
func upstream(t testing.TB) *gittest.Repo {
	r := gittest.NewRepo(t)
	r.WriteFile("skills/pdf/SKILL.md", e2eSkill("pdf"))
	r.WriteExec("skills/pdf/scripts/run.sh", "#!/bin/sh\necho pdf\n")
	r.WriteFile("skills/xlsx/SKILL.md", e2eSkill("xlsx"))
	r.Commit("skills")
	r.Tag("v1")
	return r
}

// TestE2EMainFlow runs the main job through the binary: init, add, status,
// approve, verify, update after an upstream change, and the trusted root.
func TestE2EMainFlow(t *testing.T) {
	t.Parallel()
	up := upstream(t)
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

	up.WriteFile("skills/pdf/SKILL.md", e2eSkill("pdf")+"\nOne more line.\n")
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
	up := upstream(t)
	e := newE2E(t)
	proj := &gittest.Repo{Dir: e.dir, T: t}
	proj.Git("init", "-q", "-b", "main")
	e.must("init")
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
	proj.Git("add", "-A")
	proj.Git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "lock v1")

	up.WriteFile("skills/pdf/SKILL.md", e2eSkill("pdf")+"\nA reviewed line.\n")
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
