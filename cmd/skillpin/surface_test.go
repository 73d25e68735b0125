package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/serve"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// ran records the arguments of every run of the whole command line in this
// test binary (the built binary, or Run in the test process for e2e.run),
// so that TestMain can hold the suite to running every command and every
// flag through it at least once.
var ran struct {
	sync.Mutex
	args [][]string
}

// binaryCommand is the one way tests start the built skillpin: it records
// args for the surface check and returns the command, not started.
func binaryCommand(ctx context.Context, bin string, args ...string) *exec.Cmd {
	e2etest.WaitForBuilds(bin)
	recordRun(args)
	return exec.CommandContext(ctx, bin, args...)
}

// recordRun records the arguments of a run of the whole command line,
// through the binary or in the test process (e2e.run), for the surface
// check.
func recordRun(args []string) {
	ran.Lock()
	ran.args = append(ran.args, slices.Clone(args))
	ran.Unlock()
}

// surfaceTree is the command tree with the flags cobra only adds when it
// executes (--help on every command, --version on the root), so that
// recorded arguments parse as they did in the binary.
func surfaceTree() *cobra.Command {
	streams, _, _ := testStreams("", false)
	root := NewRootCmd(&Factory{IO: streams, Getenv: func(string) string { return "" }})
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	root.InitDefaultVersionFlag()
	var all func(*cobra.Command)
	all = func(c *cobra.Command) {
		c.InitDefaultHelpFlag()
		for _, sub := range c.Commands() {
			all(sub)
		}
	}
	all(root)
	return root
}

// surfaceKey names a command ("skillpin add") or one of its flags
// ("skillpin add --skill"). A persistent flag is named on the command that
// declares it, --help once for the whole tree.
func surfaceKey(c *cobra.Command, f *pflag.Flag) string {
	if f.Name == "help" {
		return "--help"
	}
	for d := c; d != nil; d = d.Parent() {
		if d.PersistentFlags().Lookup(f.Name) == f {
			return d.CommandPath() + " --" + f.Name
		}
	}
	return c.CommandPath() + " --" + f.Name
}

// surfaceWanted lists every command a user can run and every flag they can
// give it.
func surfaceWanted() []string {
	root := surfaceTree()
	want := map[string]bool{}
	walk(root, func(c *cobra.Command) {
		want[c.CommandPath()] = true
		add := func(f *pflag.Flag) {
			if !f.Hidden {
				want[surfaceKey(c, f)] = true
			}
		}
		c.LocalNonPersistentFlags().VisitAll(add)
		c.PersistentFlags().VisitAll(add)
	})
	keys := make([]string, 0, len(want))
	for k := range want {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// surfaceCovered parses each recorded run as the binary did and returns
// the commands and flags they used.
func surfaceCovered(runs [][]string) map[string]bool {
	got := map[string]bool{}
	for _, args := range runs {
		root := surfaceTree() // flags keep their state: one tree per run
		c, rest, err := root.Find(args)
		if err != nil {
			continue
		}
		if c.ParseFlags(rest) != nil {
			continue
		}
		if c.HasAvailableSubCommands() && c.Flags().NArg() > 0 {
			continue // an unknown subcommand: the binary ran none
		}
		got[c.CommandPath()] = true
		c.Flags().Visit(func(f *pflag.Flag) { got[surfaceKey(c, f)] = true })
	}
	return got
}

// checkSurface reports, after an unfiltered run of the package, every
// command and flag that no test ran through the whole command line. It returns
// the exit code for TestMain.
func checkSurface(w io.Writer) int {
	if e2etest.Filtered() {
		return 0 // a filtered run: the rest of the suite did not run
	}
	if testing.Short() {
		return 0
	}
	ran.Lock()
	got := surfaceCovered(ran.args)
	ran.Unlock()
	var missing []string
	for _, k := range surfaceWanted() {
		if !got[k] {
			missing = append(missing, k)
		}
	}
	if len(missing) == 0 {
		return 0
	}
	fmt.Fprintf(w, "FAIL: no test ran these through the command line (add a case to TestSurface):\n\t%s\n", strings.Join(missing, "\n\t"))
	return 1
}

// TestSurfaceCoverage checks the check: a run is parsed as the binary
// parses it (global flags before the command, values of flags that take
// one, persistent flags named where they are declared).
func TestSurfaceCoverage(t *testing.T) {
	t.Parallel()
	got := surfaceCovered([][]string{
		{"-C", "/p", "add", "x@v1", "--skill", "pdf", "--json"},
		{"-g", "--no-color", "cache", "dir"},
		{"update", "--help"},
		{"no-such-command"},
	})
	for _, k := range []string{"skillpin add", "skillpin add --skill", "skillpin add --json", "skillpin --dir", "skillpin --global", "skillpin --no-color", "skillpin cache dir", "skillpin update", "--help"} {
		if !got[k] {
			t.Errorf("%q not covered by the runs; got %v", k, got)
		}
	}
	if got["skillpin add x@v1"] || got["skillpin update --json"] || got["skillpin"] {
		t.Errorf("covered more than was run: %v", got)
	}
	want := surfaceWanted()
	for _, k := range []string{"skillpin", "skillpin add --skill", "skillpin --dir", "skillpin --version", "skillpin completion bash", "--help"} {
		if !slices.Contains(want, k) {
			t.Errorf("the tree's surface lacks %q", k)
		}
	}
}

// surfaceUpstream is a repository with a skill of each kind the views
// treat differently: one with sections and a script, one that declares
// named arguments, one a person must invoke. It has a release after v1.0.0
// and a prerelease after that.
func surfaceUpstream(t *testing.T) *gittest.Repo {
	r := gittest.NewRepo(t)
	r.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: Extract text from PDF files.\nwhen_to_use: A PDF is attached\n---\n# PDF\nRun scripts/run.sh $1.\n## Fill a form\nUse the form.\n")
	r.WriteExec("skills/pdf/scripts/run.sh", "#!/bin/sh\necho extracting\n")
	r.WriteFile("skills/review/SKILL.md", "---\nname: review\ndescription: Review one file.\narguments:\n  file: {type: string, required: true}\n---\nReview ${file}.\nLine two.\nLine three.\n")
	r.WriteFile("skills/deploy/SKILL.md", "---\nname: deploy\ndescription: Deploy the service.\ndisable-model-invocation: true\n---\n# Deploy\n## Steps\nShip it.\n")
	r.Commit("skills")
	r.Tag("v1.0.0")
	r.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: Extract text from PDF files.\n---\n# PDF\nRun scripts/run.sh $1.\nThen check the output line by line.\n")
	r.Commit("v1.1.0")
	r.Tag("v1.1.0")
	r.WriteFile("skills/pdf/scripts/run.sh", "#!/bin/sh\necho extracting faster\n")
	r.Commit("v2.0.0-rc.1")
	r.Tag("v2.0.0-rc.1")
	return r
}

// jsonObject decodes stdout as one JSON object and checks its keys against
// the documented shape (docs/commands.md "JSON output", docs/views.md,
// docs/ci.md): every key listed is present, "key?" may be absent, and no
// other key appears. Lists are never null.
func jsonObject(t *testing.T, stdout string, keys ...string) map[string]json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &m); err != nil {
		t.Fatalf("stdout is not one JSON object: %v\n%s", err, stdout)
	}
	want := map[string]bool{}
	for _, k := range keys {
		name, optional := strings.CutSuffix(k, "?")
		want[name] = true
		v, ok := m[name]
		if !ok && !optional {
			t.Errorf("JSON lacks %q: %s", name, stdout)
		}
		if ok && string(v) == "null" && !optional {
			t.Errorf("JSON %q is null: %s", name, stdout)
		}
	}
	for k := range m {
		if !want[k] {
			t.Errorf("JSON has undocumented key %q: %s", k, stdout)
		}
	}
	return m
}

// jsonList decodes raw as a list of objects and checks each one's keys.
func jsonList(t *testing.T, raw json.RawMessage, keys ...string) []map[string]json.RawMessage {
	t.Helper()
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		t.Fatalf("not a JSON list: %v\n%s", err, raw)
	}
	out := make([]map[string]json.RawMessage, len(items))
	for i, item := range items {
		out[i] = jsonObject(t, string(item), keys...)
	}
	return out
}

func jsonString(t *testing.T, raw json.RawMessage) string {
	t.Helper()
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Fatalf("not a JSON string: %s", raw)
	}
	return s
}

func jsonStrings(t *testing.T, raw json.RawMessage) []string {
	t.Helper()
	var s []string
	if err := json.Unmarshal(raw, &s); err != nil || s == nil {
		t.Fatalf("not a JSON list of strings: %s", raw)
	}
	return s
}

// stateKeys is the documented shape of one skill's state (status, list,
// add, install).
var stateKeys = []string{"name", "source", "url", "ref", "commit", "digest", "approval", "approval_note?", "approved_by?", "approved_at?", "store", "in_root", "reason?", "problems?", "targets?"}

// states checks a list of skill states and returns name → approval.
func states(t *testing.T, raw json.RawMessage) map[string]string {
	t.Helper()
	got := map[string]string{}
	for _, s := range jsonList(t, raw, stateKeys...) {
		got[jsonString(t, s["name"])] = jsonString(t, s["approval"])
	}
	return got
}

// TestSurface runs, through the built binary, every command and flag that
// no other test of the package runs, and the output of every command that
// prints data, checked against its documented shape. TestMain fails the
// package when a command or flag of the tree is run by no test at all.
func TestSurface(t *testing.T) {
	t.Parallel()
	up := surfaceUpstream(t)
	e := newBinaryE2E(t)
	e.must("init", "--no-targets")

	// One-shot commands: version, cache, help, completion.
	version := e.must("version")
	if !strings.HasPrefix(version, "skillpin ") || strings.Count(version, "\n") != 1 {
		t.Errorf("version = %q, want one line `skillpin VERSION`", version)
	}
	if got := e.must("--version"); got != version {
		t.Errorf("--version = %q, version = %q", got, version)
	}
	v := jsonObject(t, e.must("version", "--json"), "version", "go")
	if !strings.HasPrefix(jsonString(t, v["go"]), "go1.") || "skillpin "+jsonString(t, v["version"])+"\n" != version {
		t.Errorf("version --json = %v, version = %q", v, version)
	}
	if got := e.must("cache", "dir"); got != e.cache+"\n" {
		t.Errorf("cache dir = %q, want %q", got, e.cache)
	}
	if c := jsonObject(t, e.must("cache", "dir", "--json"), "dir"); jsonString(t, c["dir"]) != e.cache {
		t.Errorf("cache dir --json = %s", c["dir"])
	}
	e.expect(0, []string{"\n  skillpin cache [command]\n", "clean", "dir", "gc"}, "cache", "--help")
	e.expect(0, []string{"the content-addressed", "\n  skillpin cache [command]\n"}, "cache")
	e.expect(0, []string{"Usage:\n  skillpin add SOURCE"}, "help", "add")
	updateHelp := e.must("update", "--help")
	if !strings.Contains(updateHelp, "      --json               print the changes as JSON (the shape of diff --format json, with \"moved\" and \"newer\")\n") || strings.Contains(updateHelp, "--json skillpin") {
		t.Errorf("update --help renders --json wrongly:\n%s", updateHelp)
	}
	e.expect(0, []string{"bash", "fish", "powershell", "zsh"}, "completion")
	for _, tc := range []struct{ shell, marker string }{
		{"bash", "# bash completion V2 for skillpin"},
		{"zsh", "#compdef skillpin"},
		{"fish", "complete -c skillpin"},
		{"powershell", "Register-ArgumentCompleter"},
	} {
		full := e.must("completion", tc.shell)
		bare := e.must("completion", tc.shell, "--no-descriptions")
		if !strings.Contains(full, tc.marker) || !strings.Contains(bare, tc.marker) {
			t.Errorf("completion %s lacks %q", tc.shell, tc.marker)
		}
		if strings.Contains(full, "__completeNoDesc") || !strings.Contains(bare, "__completeNoDesc") {
			t.Errorf("completion %s --no-descriptions does not turn descriptions off", tc.shell)
		}
	}

	// The journey, each step's JSON in its documented shape.
	add := jsonObject(t, e.must("add", up.FileURL()+"@v1.0.0", "--all", "--name", "up", "--json"), "source", "ref", "kind", "commit", "branch?", "added", "unchanged", "skipped", "skills")
	var added []string
	for _, a := range jsonList(t, add["added"], "name", "path", "digest", "files") {
		added = append(added, jsonString(t, a["name"]))
	}
	if jsonString(t, add["kind"]) != "tag" || jsonString(t, add["ref"]) != "v1.0.0" || len(jsonString(t, add["commit"])) != 40 {
		t.Errorf("add --json pin: ref %s, kind %s, commit %s", add["ref"], add["kind"], add["commit"])
	}
	if jsonString(t, add["source"]) != "up" || !slices.Equal(added, []string{"deploy", "pdf", "review"}) || len(jsonStrings(t, add["unchanged"])) != 0 {
		t.Errorf("add --json: source %s, added %v, unchanged %s", add["source"], added, add["unchanged"])
	}
	for _, cmd := range []string{"list", "status"} {
		st := jsonObject(t, e.must(cmd, "--json"), "skills", "drift", "root")
		if got := states(t, st["skills"]); !maps.Equal(got, map[string]string{"deploy": "pending", "pdf": "pending", "review": "pending"}) {
			t.Errorf("%s --json approvals = %v", cmd, got)
		}
	}
	out, _ := e.expect(0, []string{"approved pdf", "scripts/run.sh"}, "approve", "pdf", "--yes", "--stat")
	if strings.Contains(out, "echo extracting") {
		t.Errorf("approve --stat shows file content:\n%s", out)
	}
	out, _ = e.expect(0, []string{"approved review", "… "}, "approve", "review", "--yes", "--max-lines", "2")
	if strings.Contains(out, "Line three.") {
		t.Errorf("approve --max-lines 2 shows more than two lines of a diff:\n%s", out)
	}
	ap := jsonObject(t, e.must("approve", "deploy", "--yes", "--json"), "skills")
	previews := jsonList(t, ap["skills"], "name", "source", "url", "commit", "digest", "files", "bytes", "executables", "allowed_tools", "signer?", "claimed_signer?", "problems", "previous_digest?", "change?", "already_approved", "audit", "audit_suppressed", "review")
	if len(previews) != 1 || jsonString(t, previews[0]["name"]) != "deploy" {
		t.Errorf("approve --json previews %s", ap["skills"])
	}
	in := jsonObject(t, e.must("install", "--json"), "lock_changed", "root_changed", "stored", "skills")
	if string(in["lock_changed"]) != "false" || len(jsonStrings(t, in["stored"])) != 0 {
		t.Errorf("install --json of an installed project: %s", in)
	}
	if got := states(t, in["skills"]); !maps.Equal(got, map[string]string{"deploy": "approved", "pdf": "approved", "review": "approved"}) {
		t.Errorf("install --json approvals = %v", got)
	}

	// A successful revoke: the skill leaves the root at once.
	root := strings.TrimSpace(e.must("root"))
	rv := jsonObject(t, e.must("revoke", "deploy", "--json"), "revoked")
	if got := jsonStrings(t, rv["revoked"]); !slices.Equal(got, []string{"deploy"}) {
		t.Errorf("revoke --json = %v", got)
	}
	e.expect(0, []string{"revoked review"}, "revoke", "review")
	for _, name := range []string{"deploy", "review"} {
		if _, err := os.Lstat(filepath.Join(root, name)); !os.IsNotExist(err) {
			t.Errorf("revoked %s is still in the root: %v", name, err)
		}
	}
	e.must("-q", "approve", "--all", "--yes")

	// The CI gate in each format.
	if out := e.must("verify", "--format", "text"); !strings.HasSuffix(out, "verify ok: 3 skill(s), 4 file(s) checked; 0 error(s), 0 warning(s)\n") {
		t.Errorf("verify --format text:\n%s", out)
	}
	rep := jsonObject(t, e.must("verify", "--format", "json"), "ok", "skills", "files", "findings")
	if string(rep["ok"]) != "true" || string(rep["skills"]) != "3" || string(rep["findings"]) != "[]" {
		t.Errorf("verify --format json: %v", rep)
	}
	if out := e.must("verify", "--format", "github"); out != "skillpin verify: 3 skill(s), 4 file(s) checked; 0 error(s), 0 warning(s)\n" {
		t.Errorf("verify --format github:\n%s", out)
	}

	// The harness views: deploy is for people only.
	out, _ = e.expect(0, nil, "catalog", "--scope", "project")
	if !strings.Contains(out, "pdf: Extract text from PDF files. (from up)\n  use when: A PDF is attached\n") || strings.Contains(out, "deploy") {
		t.Errorf("catalog:\n%s", out)
	}
	out, _ = e.expect(0, nil, "catalog", "--format", "xml", "--hints=false")
	if !strings.HasPrefix(out, "<available_skills>\n") || !strings.Contains(out, "<name>pdf</name>") || strings.Contains(out, "when_to_use") {
		t.Errorf("catalog --format xml --hints=false:\n%s", out)
	}
	cat := jsonObject(t, e.must("catalog", "--format", "json"), "skills", "tokens")
	entries := jsonList(t, cat["skills"], "name", "description", "when_to_use?", "when_not_to_use?", "origin", "scope", "arguments?", "tokens")
	if len(entries) != 2 || jsonString(t, entries[0]["name"]) != "pdf" || jsonString(t, entries[1]["name"]) != "review" ||
		entries[0]["arguments"] != nil || !strings.Contains(string(entries[1]["arguments"]), `"file"`) {
		t.Errorf("catalog --format json: %s", cat["skills"])
	}
	e.expect(0, []string{"Run scripts/run.sh a.pdf."}, "show", "pdf", "--args", "a.pdf")
	e.expect(0, []string{"Review main.go."}, "show", "review", "--arg", "file=main.go")
	e.expect(2, []string{"--arg file=VALUE"}, "show", "review", "--arg", "other=x")
	e.expect(1, []string{"--user"}, "show", "deploy")
	e.expect(0, []string{"Ship it."}, "show", "deploy", "--user")
	if out := e.must("inspect", "pdf", "--section", "fill-a-form"); out != "## Fill a form\nUse the form.\n" {
		t.Errorf("inspect --section = %q", out)
	}
	e.expect(1, []string{"--user"}, "inspect", "deploy", "--section", "steps")
	if out := e.must("inspect", "deploy", "--section", "steps", "--user"); out != "## Steps\nShip it.\n" {
		t.Errorf("inspect --section --user = %q", out)
	}
	e.expect(0, []string{"catalog", "SKILL.md body", "scripts/run.sh"}, "inspect", "pdf", "--cost", "--scope", "project")
	cost := jsonObject(t, e.must("inspect", "pdf", "--cost", "--json", "--root", root), "name", "catalog", "body", "files", "tokens", "scope?")
	if files := jsonList(t, cost["files"], "path", "bytes", "tokens"); len(files) != 1 || jsonString(t, files[0]["path"]) != "scripts/run.sh" {
		t.Errorf("inspect --cost --json files: %s", cost["files"])
	}

	// Newer versions: a release, and a prerelease only with --pre.
	newer := func(args ...string) []string {
		t.Helper()
		od := jsonObject(t, e.must(append([]string{"outdated", "--json"}, args...)...), "sources")
		srcs := jsonList(t, od["sources"], "source", "url", "ref", "kind", "latest?", "newer", "locked?", "head?", "moved?", "update?", "message?")
		if len(srcs) != 1 {
			t.Fatalf("outdated --json: %s", od["sources"])
		}
		return jsonStrings(t, srcs[0]["newer"])
	}
	if got := newer(); !slices.Equal(got, []string{"v1.1.0"}) {
		t.Errorf("outdated: newer %v, want [v1.1.0]", got)
	}
	if got := newer("--pre"); !slices.Equal(got, []string{"v1.1.0", "v2.0.0-rc.1"}) {
		t.Errorf("outdated --pre: newer %v", got)
	}
	e.expect(0, []string{"v1.1.0", "v2.0.0-rc.1"}, "outdated", "--pre")
	upd := jsonObject(t, e.must("update", "--json"), "skills", "moved", "newer", "held")
	if string(upd["skills"]) != "[]" || string(upd["moved"]) != "{}" {
		t.Errorf("update --json at the locked tag: %v", upd)
	}
	rl := jsonObject(t, e.must("relock", "--json"), "lock_changed", "replaced?", "changes")
	if string(rl["lock_changed"]) != "false" {
		t.Errorf("relock --json of a lock that matches: %v", rl)
	}

	// A reviewed change, cut to a byte budget in markdown.
	e.write("old.lock", e.read("skills.lock"))
	e.must("update", "--latest")
	out = e.must("diff", "old.lock", "skills.lock", "--format", "markdown", "--max-bytes", "1")
	if !strings.Contains(out, "are not shown: this review reached its size limit (1 B)") || strings.Contains(out, "+Then check the output line by line.") {
		t.Errorf("diff --max-bytes 1:\n%s", out)
	}
	if out := e.must("diff", "old.lock", "skills.lock", "--format", "markdown", "--max-bytes", "0"); !strings.Contains(out, "+Then check the output line by line.") {
		t.Errorf("diff --max-bytes 0 does not show the change:\n%s", out)
	}
}

// TestSurfacePublisherAndColour: sign through the binary (a bundle at
// --out, the statement alone) and colour that only a terminal gets, off
// with --no-color or NO_COLOR.
func TestSurfacePublisherAndColour(t *testing.T) {
	t.Parallel()
	dir, _, _, pub := signTestProject(t, "p256")
	e := newE2E(t)
	e.dir = dir
	sg := jsonObject(t, e.must("sign", "skills/pdf", "--key", "keys/publisher.pem", "--out", "pdf.sigstore.json", "--json"), "name", "digest", "key", "bundle", "bundle_digest", "files")
	if jsonString(t, sg["bundle"]) != "pdf.sigstore.json" || len(jsonList(t, sg["files"], "path", "size", "digest", "exec?")) != 3 {
		t.Errorf("sign --json: %v", sg)
	}
	bundle, err := os.ReadFile(filepath.Join(dir, "pdf.sigstore.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sigstore.VerifySkill(bundle, skillFiles(t, filepath.Join(dir, "skills/pdf")), signature.Policy{KeyPEM: pub}); err != nil {
		t.Errorf("the bundle sign --out wrote does not verify: %v", err)
	}
	want, err := sigstore.Statement("pdf", skillFiles(t, filepath.Join(dir, "skills/pdf")))
	if err != nil {
		t.Fatal(err)
	}
	if got := e.must("sign", "skills/pdf", "--statement"); got != string(want)+"\n" {
		t.Errorf("sign --statement = %s, want %s", got, want)
	}

	// Colour: never on a pipe, on a terminal unless turned off.
	if out := e.must("--no-color", "lint", "skills/pdf"); out != "ok    skills/pdf  pdf\n1 skill: 1 ok, 0 with warnings, 0 invalid\n" {
		t.Errorf("--no-color lint:\n%q", out)
	}
	for _, tc := range []struct {
		env    map[string]string
		args   []string
		colour bool
	}{
		{nil, nil, true},
		{nil, []string{"--no-color"}, false},
		{map[string]string{"NO_COLOR": "1"}, nil, false},
	} {
		out, _, code := inProcess{env: tc.env, tty: true}.run(t, append(tc.args, "-C", dir, "lint", "skills/pdf")...)
		if code != 0 || strings.Contains(out, "\x1b[32mok  \x1b[0m") != tc.colour || strings.Contains(out, "\x1b") && !tc.colour {
			t.Errorf("lint on a terminal, env %v, args %v: exit %d, colour want %v:\n%q", tc.env, tc.args, code, tc.colour, out)
		}
	}
}

// TestSurfaceServeFlags: the HTTP server's freshness hint, re-check
// interval and in-flight bound through the binary.
func TestSurfaceServeFlags(t *testing.T) {
	t.Parallel()
	root := serveTree(t, map[string]string{"alpha/SKILL.md": "---\nname: alpha\ndescription: Alpha.\n---\n"})
	if r := newE2E(t).runBounded(nil, "serve", "--root", root, "--http", "127.0.0.1:0", "--max-in-flight", "0"); r.code != ExitUsage || !strings.Contains(r.errOut, "--max-in-flight must be at least 1") {
		t.Errorf("--max-in-flight 0: exit %d\n%s", r.code, r.errOut)
	}
	p := startHTTP(t, "serve", "--root", root, "--http", "127.0.0.1:0", "--ttl", "5s", "--recheck", "0", "--max-in-flight", "2")
	list := func(version string) string {
		t.Helper()
		ctx := context.Background()
		client := mcp.NewClient(&mcp.Implementation{Name: "test-host", Version: "1"}, nil)
		if err := mcp.AddSendingCustomMethod[*serveParams, *serveRaw](client, serve.MethodListSkills); err != nil {
			t.Fatal(err)
		}
		cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: p.url, DisableStandaloneSSE: true}, &mcp.ClientSessionOptions{ProtocolVersion: version})
		if err != nil {
			t.Fatalf("connect at %s: %v\n%s", version, err, p.log())
		}
		defer cs.Close()
		res, err := mcp.CallCustomMethod[*serveParams, *serveRaw](ctx, cs, serve.MethodListSkills, &serveParams{})
		if err != nil {
			t.Fatalf("skills/list at %s: %v", version, err)
		}
		return string(res.raw)
	}
	if got := list("2026-07-28"); !strings.Contains(got, `"ttlMs":5000`) || !strings.Contains(got, "skill://alpha/SKILL.md") {
		t.Errorf("skills/list at 2026-07-28 with --ttl 5s: %s", got)
	}
	if got := list("2025-11-25"); strings.Contains(got, "ttlMs") {
		t.Errorf("skills/list at 2025-11-25 carries ttlMs: %s", got)
	}
	// With --recheck 0 a skill whose bytes changed is re-hashed on the
	// next request: its new description is listed at once.
	if err := os.WriteFile(filepath.Join(root, "alpha/SKILL.md"), []byte("---\nname: alpha\ndescription: Alpha, changed.\n---\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := list("2026-07-28"); !strings.Contains(got, "Alpha, changed.") {
		t.Errorf("skills/list after a change with --recheck 0: %s", got)
	}
	if code := p.stop(t); code != 0 {
		t.Errorf("SIGTERM: exit %d\n%s", code, p.log())
	}
}
