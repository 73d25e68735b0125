package action

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
	"gopkg.in/yaml.v3"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// action is the part of action.yml a local run needs.
type action struct {
	Inputs map[string]struct {
		Default string `yaml:"default"`
	} `yaml:"inputs"`
	Runs struct {
		Using string       `yaml:"using"`
		Steps []actionStep `yaml:"steps"`
	} `yaml:"runs"`
}

type actionStep struct {
	ID               string            `yaml:"id"`
	Name             string            `yaml:"name"`
	If               string            `yaml:"if"`
	Uses             string            `yaml:"uses"`
	With             map[string]string `yaml:"with"`
	Run              string            `yaml:"run"`
	Shell            string            `yaml:"shell"`
	WorkingDirectory string            `yaml:"working-directory"`
	Env              map[string]string `yaml:"env"`
}

func loadAction(t *testing.T) action {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(e2etest.ModuleRoot(), "action.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var a action
	if err := yaml.Unmarshal(b, &a); err != nil {
		t.Fatalf("action.yml: %v", err)
	}
	if a.Runs.Using != "composite" {
		t.Fatalf("action.yml: runs.using = %q, want composite", a.Runs.Using)
	}
	return a
}

// actionRunner runs action.yml's steps the way a GitHub runner does, on
// this machine: `run` steps as `bash --noprofile --norc -eo pipefail`,
// with GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH and GITHUB_STEP_SUMMARY as
// files, and the ${{ }} expressions the action uses evaluated. `uses`
// steps are not run (they are other actions); their inputs are checked.
type actionRunner struct {
	t         *testing.T
	action    action
	inputs    map[string]string
	workspace string
	baseRef   string
	prAuthor  string // github.event.pull_request.user.login
	temp      string
	home      string
	summary   string
	envFile   string
	pathFile  string
	outputs   map[string]map[string]string
	cache     map[string]string // the inputs of the actions/cache step, evaluated
	// buildCache: the inputs of the actions/cache step of the build,
	// evaluated; nil when it would not run.
	buildCache map[string]string
	// buildRestored makes the build cache step a hit: it restores the
	// binary seedInstall put in place with the key the action computed,
	// as actions/cache does on a runner that built this source before,
	// so the install step takes it without running go install (which
	// TestActionCachesBuild and TestActionGate run). Set by
	// newActionRunner when the action builds.
	buildRestored bool
	setupGo       bool     // whether actions/setup-go would run
	sarif         string   // the file upload-sarif would upload ("" when it would not run)
	goEnv         []string // overrides of the Go environment (GOPROXY…)
	env           []string // more of the runner's environment (GITHUB_API_URL…)
}

func newActionRunner(t *testing.T, workspace string, inputs map[string]string) *actionRunner {
	temp := testfs.TempDir(t)
	r := &actionRunner{
		t: t, action: loadAction(t), inputs: inputs, workspace: workspace,
		temp: temp, home: filepath.Join(temp, "home"),
		summary: filepath.Join(temp, "step_summary.md"), envFile: filepath.Join(temp, "env"), pathFile: filepath.Join(temp, "path"),
		outputs: map[string]map[string]string{},
	}
	for name := range inputs {
		if _, ok := r.action.Inputs[name]; !ok {
			t.Fatalf("action.yml has no input %q", name)
		}
	}
	for _, f := range []string{r.summary, r.envFile, r.pathFile} {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(r.home, 0o755); err != nil {
		t.Fatal(err)
	}
	if inputs["version"] == "" {
		r.seedInstall()
		r.buildRestored = true
	}
	return r
}

// seedInstall puts the binary the end-to-end tests built from this work
// tree where the action's install step installs it. The step still runs
// `go install ./cmd/skillpin`, which checks the installed binary's build
// ID against the source and rebuilds it when they differ, but it no
// longer links a fresh 40 MB binary for every run: linking was most of
// the package's test time.
func (r *actionRunner) seedInstall() {
	r.t.Helper()
	bin := filepath.Join(r.temp, "skillpin-action", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		r.t.Fatal(err)
	}
	// A hard link, not a copy: writing 40 MB for each action run was a
	// third of an action test's CPU. Nothing writes into it: go install
	// renames its build into place (or removes the file before copying),
	// and the download path, which writes the file, seeds nothing.
	dst := filepath.Join(bin, "skillpin")
	if os.Link(e2etest.Binary(r.t), dst) == nil {
		return
	}
	data, err := os.ReadFile(e2etest.Binary(r.t))
	if err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o755); err != nil {
		r.t.Fatal(err)
	}
}

var actionExpr = regexp.MustCompile(`\$\{\{\s*(.*?)\s*\}\}`)

// eval evaluates one expression of the forms action.yml uses.
func (r *actionRunner) eval(expr string) string {
	r.t.Helper()
	if m := regexp.MustCompile(`^hashFiles\((.*)\)$`).FindStringSubmatch(expr); m != nil {
		rel := r.eval(m[1])
		b, err := os.ReadFile(filepath.Join(r.workspace, rel))
		if err != nil {
			r.t.Fatalf("hashFiles(%s): %q matches no file in the workspace (the cache key would not depend on it): %v", m[1], rel, err)
		}
		sum := sha256.Sum256(b)
		return hex.EncodeToString(sum[:])
	}
	parts := strings.Split(expr, ".")
	switch {
	case len(parts) == 2 && parts[0] == "inputs":
		in, ok := r.action.Inputs[parts[1]]
		if !ok {
			r.t.Fatalf("action.yml uses undeclared input %q", parts[1])
		}
		if v, ok := r.inputs[parts[1]]; ok {
			return v
		}
		return in.Default
	case expr == "github.action_path":
		return mustAbs(r.t, e2etest.ModuleRoot())
	case expr == "github.base_ref":
		return r.baseRef
	case expr == "github.event.pull_request.user.login":
		return r.prAuthor
	case expr == "runner.os":
		return "Linux"
	case len(parts) == 4 && parts[0] == "steps" && parts[2] == "outputs":
		out, ok := r.outputs[parts[1]]
		if !ok {
			r.t.Fatalf("action.yml reads outputs of step %q, which has not run", parts[1])
		}
		return out[parts[3]]
	}
	r.t.Fatalf("action.yml uses an expression this local runner does not know: %q", expr)
	return ""
}

func (r *actionRunner) expand(s string) string {
	return actionExpr.ReplaceAllStringFunc(s, func(m string) string {
		return r.eval(actionExpr.FindStringSubmatch(m)[1])
	})
}

// condition evaluates an `if:` of the form `EXPR == 'LIT'` or `EXPR != 'LIT'`.
func (r *actionRunner) condition(cond string) bool {
	r.t.Helper()
	m := regexp.MustCompile(`^(\S+) (==|!=) '([^']*)'$`).FindStringSubmatch(strings.TrimSpace(cond))
	if m == nil {
		r.t.Fatalf("action.yml: an if: this local runner cannot evaluate: %q", cond)
	}
	return (r.eval(m[1]) == m[3]) == (m[2] == "==")
}

func mustAbs(t *testing.T, p string) string {
	abs, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

// run runs every step and returns the output of the run steps and the
// name of the step that failed ("" when all passed).
func (r *actionRunner) run() (log, failed string) {
	r.t.Helper()
	var out strings.Builder
	goenv := e2etest.GoEnv(r.t)
	for _, s := range r.action.Runs.Steps {
		name := s.Name
		if name == "" {
			name = s.ID
		}
		if s.Uses != "" {
			r.uses(s)
			continue
		}
		if s.If != "" {
			r.t.Fatalf("step %q: run steps must not be conditional (this runner does not evaluate it)", name)
		}
		if s.Shell != "bash" {
			r.t.Fatalf("step %q: shell %q, want bash (the same on every runner OS)", name, s.Shell)
		}
		if strings.Contains(s.Run, "${{") {
			r.t.Fatalf("step %q splices an expression into its script; pass it through env instead", name)
		}
		script := filepath.Join(r.temp, "step.sh")
		if err := os.WriteFile(script, []byte(s.Run), 0o644); err != nil {
			r.t.Fatal(err)
		}
		outputFile := filepath.Join(r.temp, "output")
		if err := os.WriteFile(outputFile, nil, 0o644); err != nil {
			r.t.Fatal(err)
		}
		cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", script)
		cmd.Dir = filepath.Join(r.workspace, r.expand(s.WorkingDirectory))
		cmd.Env = append(goenv,
			"PATH="+r.path(),
			"HOME="+r.home,
			"SKILLPIN_MACHINE_POLICY="+filepath.Join(r.home, "machine-policy.toml"), // never the machine's
			"GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull, "GIT_TERMINAL_PROMPT=0",
			"CI=true", "GITHUB_ACTIONS=true",
			"GITHUB_WORKSPACE="+r.workspace,
			"GITHUB_ACTION_PATH="+r.eval("github.action_path"),
			"GITHUB_BASE_REF="+r.baseRef,
			"RUNNER_TEMP="+r.temp, "RUNNER_OS=Linux",
			"GITHUB_OUTPUT="+outputFile, "GITHUB_ENV="+r.envFile, "GITHUB_PATH="+r.pathFile,
			"GITHUB_STEP_SUMMARY="+r.summary,
		)
		cmd.Env = append(cmd.Env, r.goEnv...)
		cmd.Env = append(cmd.Env, r.env...)
		cmd.Env = append(cmd.Env, r.lines(r.envFile)...)
		for k, v := range s.Env {
			cmd.Env = append(cmd.Env, k+"="+r.expand(v))
		}
		b, err := cmd.CombinedOutput()
		out.WriteString("## " + name + "\n" + string(b))
		outputs := map[string]string{}
		for _, l := range r.lines(outputFile) {
			k, v, _ := strings.Cut(l, "=")
			outputs[k] = v
		}
		if s.ID != "" {
			r.outputs[s.ID] = outputs
		}
		if err != nil {
			return out.String(), name
		}
	}
	return out.String(), ""
}

// uses checks a step that runs another action, as far as this runner can.
func (r *actionRunner) uses(s actionStep) {
	r.t.Helper()
	switch {
	case strings.HasPrefix(s.Uses, "actions/setup-go@"):
		if s.If == "" {
			r.t.Fatalf("actions/setup-go must run only when Go is missing")
		}
		r.setupGo = r.condition(s.If)
		if v := r.expand(s.With["go-version-file"]); filepath.Base(v) != "go.mod" {
			r.t.Fatalf("actions/setup-go: go-version-file %q, want the action's go.mod", v)
		} else if _, err := os.Stat(v); err != nil {
			r.t.Fatalf("actions/setup-go: %v", err)
		}
	case strings.HasPrefix(s.Uses, "github/codeql-action/upload-sarif@"):
		if s.If == "" {
			r.t.Fatalf("upload-sarif must run only when audit-sarif is true")
		}
		if !r.condition(s.If) {
			return
		}
		r.sarif = r.expand(s.With["sarif_file"])
		if _, err := os.Stat(r.sarif); err != nil || s.With["category"] == "" {
			r.t.Fatalf("upload-sarif: sarif_file %q (category %q): %v", r.sarif, s.With["category"], err)
		}
	case strings.HasPrefix(s.Uses, "actions/cache@") && s.ID == "build-cache":
		// The build from the action's source, kept between runs.
		r.buildCache = nil
		if s.If == "" {
			r.t.Fatalf("the build cache must be restored only when the action builds")
		}
		if !r.condition(s.If) {
			return
		}
		r.buildCache = map[string]string{}
		for k, v := range s.With {
			r.buildCache[k] = r.expand(v)
		}
		if r.buildRestored {
			// The restored directory holds the key the install step
			// recorded when it built.
			if err := os.WriteFile(filepath.Join(r.buildCache["path"], "build-key"), []byte(r.buildCache["key"]+"\n"), 0o644); err != nil {
				r.t.Fatal(err)
			}
		}
	case strings.HasPrefix(s.Uses, "actions/cache@"):
		r.cache = map[string]string{}
		for k, v := range s.With {
			r.cache[k] = r.expand(v)
		}
	default:
		r.t.Fatalf("action.yml uses %s, which this test does not know", s.Uses)
	}
}

// path is PATH as the steps see it: what GITHUB_PATH added, first.
func (r *actionRunner) path() string {
	added := r.lines(r.pathFile)
	for i, j := 0, len(added)-1; i < j; i, j = i+1, j-1 {
		added[i], added[j] = added[j], added[i]
	}
	return strings.Join(append(added, os.Getenv("PATH")), string(os.PathListSeparator))
}

func (r *actionRunner) lines(file string) []string {
	b, err := os.ReadFile(file)
	if err != nil {
		r.t.Fatal(err)
	}
	return strings.Fields(string(b))
}

func (r *actionRunner) read(file string) string {
	b, err := os.ReadFile(file)
	if err != nil {
		r.t.Fatal(err)
	}
	return string(b)
}

// actionProject is a git repository ("origin") whose main branch holds a
// project with the skill pdf at v1, approved, and whose branch "feature"
// updates it to v2: a pull request that changes skills.lock. The test may
// change up; a test that only clones origin takes sharedActionProject.
func actionProject(t *testing.T) (origin string, up *gittest.Repo) {
	return buildActionProject(t, testfs.TempDir(t))
}

// sharedAction is actionProject built once for the package's tests that
// only clone origin (the action fetches from up, and writes neither).
var sharedAction = &e2etest.Fixture{
	Name: "the shared action project",
	Base: "shared-action-project",
	Build: func(t testing.TB, dir string) {
		buildActionProject(t, dir)
	},
}

// sharedActionProject returns the origin of the package's read-only
// actionProject (see sharedAction).
func sharedActionProject(t *testing.T) (origin string) {
	return filepath.Join(sharedAction.Dir(t), "origin")
}

// buildActionProject builds actionProject in dir: the upstream in
// dir/upstream, origin in dir/origin.
func buildActionProject(t testing.TB, dir string) (origin string, up *gittest.Repo) {
	upDir, origin := filepath.Join(dir, "upstream"), filepath.Join(dir, "origin")
	for _, d := range []string{upDir, origin} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	up = gittest.NewRepoIn(t, upDir)
	e2etest.WriteUpstream(up)
	e := e2etest.NewProject(t)
	e.Dir = origin
	e.Git("init", "-q", "-b", "main")
	e.Must("init")
	e.Must("add", up.FileURL()+"@v1", "--skill", "pdf")
	e.Must("approve", "pdf", "--yes")
	e.Git("add", "skills.toml", "skills.lock", ".skillpin/.gitignore", ".skillpin/approvals.toml")
	e.Git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "skills")

	up.WriteExec("skills/pdf/scripts/new.sh", "#!/bin/sh\necho new\n")
	up.Commit("v2")
	up.Tag("v2")
	e.Git("checkout", "-q", "-b", "feature")
	e.Must("update", "pdf", "--to", "v2")
	e.Must("approve", "pdf", "--yes")
	e.Git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-am", "pdf v2")
	return origin, up
}

// clone makes the runner's checkout: the feature branch only, shallow, as
// actions/checkout does by default.
func clone(t *testing.T, origin string, sub string) string {
	ws := testfs.TempDir(t)
	cmd := exec.Command("git", "clone", "-q", "--depth", "1", "--branch", "feature", "file://"+origin, filepath.Join(ws, sub))
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git clone: %v\n%s", err, out)
	}
	if sub != "." {
		// The project sits in a subdirectory of the workspace: the
		// workspace is the clone, the project the whole repository.
		return filepath.Join(ws, sub)
	}
	return ws
}

// TestActionGate runs the action's scripts on a pull request's checkout:
// skillpin is built from the action's own source and put on PATH, the
// skills are installed from an empty cache exactly as the lock says, the
// gate passes, and the cache the action saves is where skillpin put them.
func TestActionGate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	origin := sharedActionProject(t)
	ws := clone(t, origin, ".")
	r := newActionRunner(t, ws, nil)
	r.buildRestored = false // built here: go install
	log, failed := r.run()
	if failed != "" {
		t.Fatalf("step %q failed:\n%s", failed, log)
	}
	if strings.Contains(log, "the cached build") {
		t.Errorf("a runner without the build cached claims a cached build:\n%s", log)
	}
	if r.setupGo {
		t.Errorf("actions/setup-go would run although go is on PATH")
	}
	// On a runner without Go, the first step says so and setup-go runs.
	r.outputs["go"]["setup"] = "true"
	for _, s := range r.action.Runs.Steps {
		if strings.HasPrefix(s.Uses, "actions/setup-go@") && !r.condition(s.If) {
			t.Errorf("actions/setup-go would not run on a runner without Go (if: %s)", s.If)
		}
	}
	lookForGo := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", r.action.Runs.Steps[0].Run)
	lookForGo.Env = []string{"PATH=" + testfs.TempDir(t), "GITHUB_OUTPUT=" + filepath.Join(r.temp, "go-output"), "RUNNER_TEMP=" + r.temp, "VERSION=v1.2.4-rc.1"}
	if out, err := lookForGo.CombinedOutput(); err != nil || !strings.HasPrefix(r.read(filepath.Join(r.temp, "go-output")), "setup=true\n") {
		t.Errorf("step %q on a PATH without go: %v %s, GITHUB_OUTPUT %q; want setup=true", r.action.Runs.Steps[0].Name, err, out, r.read(filepath.Join(r.temp, "go-output")))
	}
	for _, want := range []string{"skillpin ", "verify: 1 skill(s)"} {
		if !strings.Contains(log, want) {
			t.Errorf("the action's log lacks %q:\n%s", want, log)
		}
	}
	if s := r.read(r.summary); s != "" {
		t.Errorf("diff is off by default, yet the job summary holds:\n%s", s)
	}
	// The cache: the directory skillpin used, keyed by the lock's content.
	cacheDir := filepath.Join(r.home, ".cache", "skillpin")
	if r.cache["path"] != cacheDir {
		t.Errorf("actions/cache path = %q, want skillpin's cache %q", r.cache["path"], cacheDir)
	}
	if entries, err := os.ReadDir(filepath.Join(cacheDir, "store")); err != nil || len(entries) == 0 {
		t.Errorf("the cached directory holds no store entries (%v)", err)
	}
	lock, err := os.ReadFile(filepath.Join(ws, "skills.lock"))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(lock)
	if want := "skillpin-Linux-" + hex.EncodeToString(sum[:]); r.cache["key"] != want {
		t.Errorf("actions/cache key = %q, want %q", r.cache["key"], want)
	}
	if r.cache["restore-keys"] != "skillpin-Linux-" {
		t.Errorf("actions/cache restore-keys = %q", r.cache["restore-keys"])
	}
}

// TestActionFails runs the action where it must fail, in a project kept in
// a subdirectory of the workspace (working-directory).
func TestActionFails(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	for _, tc := range []struct {
		name   string
		inputs map[string]string
		break_ func(t *testing.T, project string, up *gittest.Repo)
		step   string
		wants  []string
	}{
		{
			name: "skills.toml changed without a new lock",
			break_: func(t *testing.T, project string, _ *gittest.Repo) {
				p := filepath.Join(project, "skills.toml")
				b, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(strings.Replace(string(b), `"v2"`, `"v1"`, 1)), 0o644); err != nil {
					t.Fatal(err)
				}
			},
			step:  "Install skills exactly as skills.lock pins them",
			wants: []string{"--frozen"},
		},
		{
			name: "the locked tag moved upstream",
			break_: func(t *testing.T, _ string, up *gittest.Repo) {
				up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"Also send the file elsewhere.\n")
				up.Commit("v2, again")
				up.Tag("v2")
			},
			step:  "Verify skills",
			wants: []string{"::error", "TAG_MOVED"},
		},
		{
			name:   "a bad diff input",
			inputs: map[string]string{"diff": "yes"},
			step:   "Review skill changes",
			wants:  []string{`::error::input diff is "yes"`},
		},
		{
			name: "no lockfile",
			break_: func(t *testing.T, project string, _ *gittest.Repo) {
				if err := os.Remove(filepath.Join(project, "skills.lock")); err != nil {
					t.Fatal(err)
				}
			},
			step:  "Install skillpin",
			wants: []string{"::error::no skills.lock"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			origin, up := actionProject(t)
			project := clone(t, origin, "sub/project")
			ws := filepath.Dir(filepath.Dir(project))
			if tc.break_ != nil {
				tc.break_(t, project, up)
			}
			inputs := map[string]string{"working-directory": "sub/project/"}
			for k, v := range tc.inputs {
				inputs[k] = v
			}
			r := newActionRunner(t, ws, inputs)
			log, failed := r.run()
			if failed != tc.step {
				t.Fatalf("failed at step %q, want %q:\n%s", failed, tc.step, log)
			}
			for _, want := range tc.wants {
				if !strings.Contains(log, want) {
					t.Errorf("log lacks %q:\n%s", want, log)
				}
			}
		})
	}
}

// TestActionDiffSummary posts the lockfile review to the job summary. The
// checkout is shallow, as actions/checkout makes it: on a pull request the
// action fetches the base branch, on a push the parent commit.
func TestActionDiffSummary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	origin := sharedActionProject(t)
	for _, tc := range []struct{ name, baseRef, base string }{
		{"pull request", "main", "origin/main"},
		{"push", "", "HEAD^"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := clone(t, origin, ".")
			r := newActionRunner(t, ws, map[string]string{"diff": "true"})
			r.baseRef = tc.baseRef
			log, failed := r.run()
			if failed != "" {
				t.Fatalf("step %q failed:\n%s", failed, log)
			}
			summary := r.read(r.summary)
			for _, want := range []string{"## skillpin: skill changes", "_Compared with `" + tc.base + "` by `skillpin diff`._", "`pdf` | updated", "scripts/new.sh", "NEW_EXECUTABLE"} {
				if !strings.Contains(summary, want) {
					t.Errorf("job summary lacks %q:\n%s", want, summary)
				}
			}
		})
	}
}

// moduleProxy writes a GOPROXY directory serving the module of this work
// tree as github.com/skillpin/skillpin at version, as the module proxy
// will once the module is public.
func moduleProxy(t *testing.T, version string) string {
	t.Helper()
	var files []modzip.File
	for _, f := range e2etest.ModuleFiles(t) {
		files = append(files, moduleFile{repo: e2etest.ModuleRoot(), path: f})
	}
	const mod = "github.com/skillpin/skillpin"
	dir := filepath.Join(testfs.TempDir(t), filepath.FromSlash(mod), "@v")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	zf, err := os.Create(filepath.Join(dir, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	defer zf.Close()
	if err := modzip.Create(zf, module.Version{Path: mod, Version: version}, files); err != nil {
		t.Fatalf("module zip: %v", err)
	}
	gomod, err := os.ReadFile(filepath.Join(e2etest.ModuleRoot(), "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{
		"list":            version + "\n",
		version + ".info": `{"Version":"` + version + `","Time":"2026-01-01T00:00:00Z"}`,
		version + ".mod":  string(gomod),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return strings.TrimSuffix(dir, filepath.FromSlash("/"+mod+"/@v"))
}

// moduleFile is one file of the work tree as golang.org/x/mod/zip wants it.
type moduleFile struct{ repo, path string }

func (f moduleFile) Path() string                 { return f.path }
func (f moduleFile) Lstat() (os.FileInfo, error)  { return os.Lstat(filepath.Join(f.repo, f.path)) }
func (f moduleFile) Open() (io.ReadCloser, error) { return os.Open(filepath.Join(f.repo, f.path)) }

// TestActionVersionInput installs the skillpin the version input names
// (go install MODULE@VERSION) instead of building the action's source: the
// module is served at v1.2.3 from a local proxy, every dependency from the
// module cache, so nothing touches the network.
func TestActionVersionInput(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	proxy := moduleProxy(t, "v1.2.4-rc.1") // not a release: go install
	modcache, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	origin := sharedActionProject(t)
	r := newActionRunner(t, clone(t, origin, "."), map[string]string{"version": "v1.2.4-rc.1"})
	r.goEnv = []string{
		"GOPROXY=file://" + filepath.ToSlash(proxy) + ",file://" + filepath.ToSlash(filepath.Join(strings.TrimSpace(string(modcache)), "cache", "download")),
		"GOSUMDB=off",
	}
	log, failed := r.run()
	if failed != "" {
		t.Fatalf("step %q failed:\n%s", failed, log)
	}
	if !strings.Contains(log, "skillpin v1.2.4-rc.1\n") {
		t.Errorf("the action did not run the skillpin of the version input (v1.2.4-rc.1):\n%s", log)
	}
}

// TestActionAuditSARIF: with audit-sarif, the action writes the audit of
// the locked skills as SARIF and hands it to code scanning's upload;
// without it, nothing is uploaded; a bad value fails the step.
func TestActionAuditSARIF(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	origin := sharedActionProject(t)
	ws := clone(t, origin, ".")
	r := newActionRunner(t, ws, map[string]string{"audit-sarif": "true"})
	log, failed := r.run()
	if failed != "" {
		t.Fatalf("step %q failed:\n%s", failed, log)
	}
	sarif := r.read(r.sarif)
	if !strings.Contains(sarif, `"version": "2.1.0"`) || !strings.Contains(sarif, `"name": "skillpin"`) {
		t.Errorf("uploaded SARIF:\n%s", sarif)
	}
	off := newActionRunner(t, clone(t, origin, "."), nil)
	if log, failed := off.run(); failed != "" || off.sarif != "" {
		t.Errorf("audit-sarif off: step %q failed, uploaded %q:\n%s", failed, off.sarif, log)
	}
	bad := newActionRunner(t, clone(t, origin, "."), map[string]string{"audit-sarif": "yes"})
	if log, failed := bad.run(); !strings.HasPrefix(failed, "Audit skills") || !strings.Contains(log, `input audit-sarif is "yes"`) {
		t.Errorf("audit-sarif: yes: step %q failed:\n%s", failed, log)
	}
}
