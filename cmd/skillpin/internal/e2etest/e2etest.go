// Package e2etest is what the test packages that run the built skillpin
// share (cmd/skillpin and cmd/skillpin/e2e/...; docs/development.md,
// "The test suite"): their TestMain (Main), the builds of the binary, each
// linked once per test process, the environment a run of the binary gets,
// and the fixtures most end-to-end tests start from.
//
// Each test package is a process of its own, with its own builds and its
// own timeout: go test runs the packages side by side.
package e2etest

import (
	"flag"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// binaries are the builds of this test process, linked into a directory
// that Main removes.
var binaries struct {
	sync.Mutex
	dir   string
	built map[string]*build
}

// build is one binary, built once however many tests ask for it.
type build struct {
	once    sync.Once
	started bool          // a goroutine builds it (BinaryPath)
	done    chan struct{} // closed when the build has ended
	bin     string
	err     error
}

// Options are what a package adds to Main.
type Options struct {
	// Prebuild lists the tag sets of the builds of skillpin the package
	// needs: in an unfiltered run they link while the first tests run,
	// instead of holding up the first test that asks.
	Prebuild [][]string
	// Start, when not nil, runs before the tests of an unfiltered run.
	Start func()
	// After, when not nil, is given the tests' exit code and returns the
	// package's (its own checks of the whole run).
	After func(code int) int
}

// Main is the TestMain of a package that runs the binary. It puts the
// package's temporary files on a memory file system when there is room
// (memoryTempRoot says why), gives the process a home of its own
// (IsolateHome), starts the builds and work of o, runs the tests, and
// removes everything. It returns the exit code.
func Main(m *testing.M, o Options) int {
	memRoot, releaseMemRoot := memoryTempRoot()
	defer releaseMemRoot()
	if memRoot != "" {
		os.Setenv("TMPDIR", memRoot)
	}
	dir, err := os.MkdirTemp("", "skillpin-e2e-")
	if err != nil {
		panic(err)
	}
	binaries.dir = dir
	binaries.built = map[string]*build{}
	if err := IsolateHome(filepath.Join(dir, "home")); err != nil {
		panic(err)
	}
	flag.Parse()
	if !Filtered() {
		for _, tags := range o.Prebuild {
			BinaryPath(tags...)
		}
		if o.Start != nil {
			o.Start()
		}
	}
	code := m.Run()
	if o.After != nil {
		code = o.After(code)
	}
	// No build left writing into dir.
	binaries.Lock()
	builds := slices.Collect(maps.Values(binaries.built))
	binaries.Unlock()
	for _, b := range builds {
		<-b.done
	}
	testfs.MakeRemovable(dir) // a shared upstream is read-only
	os.RemoveAll(dir)
	if memRoot != "" {
		testfs.MakeRemovable(memRoot)
		os.RemoveAll(memRoot)
	}
	return code
}

// Dir is the directory of the process's builds and shared fixtures, which
// Main removes.
func Dir() string { return binaries.dir }

// Filtered reports whether this run selects some tests only.
func Filtered() bool {
	for _, name := range []string{"test.run", "test.skip", "test.list"} {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "" {
			return true
		}
	}
	return false
}

// IsolateHome gives the test process a home of its own. What the tests
// start (skillpin, git, go-git's file:// transport's git-upload-pack)
// inherits the process's environment unless a test sets one: without
// this, a child would read the real home's git configuration. The Go
// command keeps its real caches and settings, so building the binary
// needs no download.
func IsolateHome(home string) error {
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
		// Never the machine's /etc/skillpin/policy.toml.
		"SKILLPIN_MACHINE_POLICY": filepath.Join(home, "machine-policy.toml"),
	} {
		os.Setenv(k, v)
	}
	return nil
}

// ModuleRoot is the directory of the module's go.mod: the source the
// binary is built from and the home of action.yml, docs/ and testdata/.
// It is found from the working directory, which go test makes the test
// package's.
func ModuleRoot() string {
	moduleRoot.once.Do(func() {
		dir, err := os.Getwd()
		for err == nil {
			if _, serr := os.Stat(filepath.Join(dir, "go.mod")); serr == nil {
				moduleRoot.dir = dir
				return
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
		panic(fmt.Sprintf("e2etest: no go.mod above the working directory (%v)", err))
	})
	return moduleRoot.dir
}

var moduleRoot struct {
	once sync.Once
	dir  string
}

// ModuleFiles lists the files of this work tree (relative to ModuleRoot)
// that a commit of it would hold: tracked and untracked ones, less the
// ignored and the deleted. Outside a git work tree the test is skipped.
func ModuleFiles(t testing.TB) []string {
	t.Helper()
	repo := ModuleRoot()
	ls := exec.Command("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	ls.Dir = repo
	out, err := ls.Output()
	if err != nil {
		t.Skipf("not a git work tree (%v): cannot list the module's files", err)
	}
	var files []string
	for _, f := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		if _, err := os.Lstat(filepath.Join(repo, f)); err == nil {
			files = append(files, f)
		}
	}
	return files
}

// Binary returns the path of skillpin built with tags (e.g.
// "skillpin_faults"), building it on first use.
func Binary(t testing.TB, tags ...string) string {
	t.Helper()
	bin, err := Build(tags...)
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// BinaryPath returns where skillpin built with tags will be, and starts
// that build in the background without waiting for it: a run waits
// (WaitForBuilds) before it starts the binary.
func BinaryPath(tags ...string) string {
	key := strings.Join(tags, ",")
	b := buildOf(key)
	binaries.Lock()
	start := !b.started
	b.started = true
	binaries.Unlock()
	if start {
		go Build(tags...)
	}
	return binaryFile(key)
}

func binaryFile(key string) string {
	return filepath.Join(binaries.dir, "skillpin"+strings.ReplaceAll("-"+key, ",", "-"))
}

// Build builds skillpin with tags once and returns its path.
func Build(tags ...string) (string, error) {
	key := strings.Join(tags, ",")
	return BuiltOnce(key, func() (string, error) {
		bin := binaryFile(key)
		args := []string{"build", "-o", bin}
		if key != "" {
			args = append(args, "-tags", key)
		}
		args = append(args, "./cmd/skillpin")
		cmd := exec.Command("go", args...)
		cmd.Dir = ModuleRoot()
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", fmt.Errorf("go build %v: %v\n%s", args, err, out)
		}
		return bin, nil
	})
}

// BuiltOnce returns the binary key names, running make the first time it
// is asked for; later callers wait for that first build. A key that
// starts with "\x00" is a helper program, not skillpin: WaitForBuilds of
// a path that is no build does not wait for it.
func BuiltOnce(key string, make func() (string, error)) (string, error) {
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

// WaitForBuilds waits until every skillpin build asked for so far has
// ended, and panics with the build's error, as the test would have
// failed at Binary, if one did not build. A test may hold a binary's path
// (BinaryPath, which does not wait) long before it starts the binary.
// A bin that is one of the builds waits for that build only; another (a
// wrapper script that execs one) waits for all.
func WaitForBuilds(bin string) {
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

// Env is the environment of a run of the binary for a project whose
// home and cache are the test's own, so that nothing outside the test's
// temp dirs is read or written (the machine policy included).
func Env(home, cache string) []string {
	env := []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + home,
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"XDG_DATA_HOME=" + filepath.Join(home, ".local", "share"),
		"XDG_STATE_HOME=" + filepath.Join(home, ".local", "state"),
		"XDG_CACHE_HOME=" + filepath.Join(home, ".cache"),
		"SKILLPIN_CACHE=" + cache,
		"SKILLPIN_USER=e2e@example.com",
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + os.DevNull,
		"GIT_TERMINAL_PROMPT=0",
		// Never the real /etc/skillpin/policy.toml.
		"SKILLPIN_MACHINE_POLICY=" + filepath.Join(home, "machine-policy.toml"),
	}
	// The test process's temporary directory, when one is set (macOS
	// always sets it; Main may pick a memory file system).
	if tmp := os.Getenv("TMPDIR"); tmp != "" {
		env = append(env, "TMPDIR="+tmp)
	}
	return env
}

// Skill is a SKILL.md for the skill name.
func Skill(name string) string {
	return "---\nname: " + name + "\ndescription: The " + name + " skill.\n---\n# " + name + "\n"
}

// Upstream is a repository with two skills, tagged v1: pdf, with an
// executable script, and xlsx.
func Upstream(t testing.TB) *gittest.Repo {
	r := gittest.NewRepo(t)
	WriteUpstream(r)
	return r
}

// WriteUpstream commits Upstream's skills to r and tags them v1.
func WriteUpstream(r *gittest.Repo) {
	r.WriteFile("skills/pdf/SKILL.md", Skill("pdf"))
	r.WriteExec("skills/pdf/scripts/run.sh", "#!/bin/sh\necho pdf\n")
	r.WriteFile("skills/xlsx/SKILL.md", Skill("xlsx"))
	r.Commit("skills")
	r.Tag("v1")
}

// GoEnv is the Go environment of this test process for a script that
// runs the go command (the action's `go install`, the Quickstart's
// build): the warm build and module caches, and never the network.
func GoEnv(t testing.TB) []string {
	env, err := goEnvOnce()
	if err != nil {
		t.Fatal(err)
	}
	return append(slices.Clone(env), "GOPROXY=off", "GOTOOLCHAIN=local")
}

// goEnvOnce asks go env once for the process's tests.
var goEnvOnce = sync.OnceValues(func() ([]string, error) {
	keys := []string{"GOCACHE", "GOMODCACHE", "GOPATH", "GOFLAGS"}
	out, err := exec.Command("go", append([]string{"env"}, keys...)...).Output()
	if err != nil {
		return nil, fmt.Errorf("go env: %v", err)
	}
	vals := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(vals) != len(keys) {
		return nil, fmt.Errorf("go env %v printed %q", keys, out)
	}
	var env []string
	for i, k := range keys {
		env = append(env, k+"="+vals[i])
	}
	return env, nil
})
