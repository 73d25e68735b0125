package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// exitCase is one run of the built binary and the exit code it must end
// with.
type exitCase struct {
	name  string
	setup func(e *e2e, url string) // prepares the project; url is the upstream at v1
	args  []string                 // "URL" is replaced by url
	code  int
	wants []string // in stdout or stderr
}

func inited(e *e2e, _ string) { e.must("init") }

func added(e *e2e, url string) {
	e.must("init")
	e.must("add", url+"@v1", "--skill", "pdf", "--name", "up")
}

// unreachable is a project whose locked source is a remote that refuses
// connections.
func unreachable(e *e2e, url string) {
	added(e, url)
	dead := gittest.ClosedPortURL(e.t)
	for _, f := range []string{"skills.toml", "skills.lock"} {
		e.edit(f, func(s string) string { return strings.ReplaceAll(s, url, dead) })
	}
}

// TestE2EExitCodes runs every exit code of the contract through the
// binary, each from several causes: 0 success, 1 a failed check, 2 bad
// usage or bad input, 3 an unreachable remote. 130, an interrupted run,
// is TestE2EInterrupt's.
func TestE2EExitCodes(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	url := up.FileURL()
	cases := []exitCase{
		{"ok/version", nil, []string{"version"}, ExitOK, []string{"skillpin "}},
		{"ok/--version", nil, []string{"--version"}, ExitOK, []string{"skillpin "}},
		{"ok/help", nil, nil, ExitOK, []string{"Usage:"}},
		{"ok/status", added, []string{"status"}, ExitOK, []string{"pdf"}},
		{"ok/verify", added, []string{"verify"}, ExitOK, []string{"verify ok"}},

		{"check/verify finding", func(e *e2e, url string) {
			added(e, url)
			e.edit("skills.lock", func(s string) string { return strings.Replace(s, "size = ", "size = 1", 1) })
		}, []string{"verify"}, ExitCheck, []string{"DIGEST_MISMATCH"}},
		{"check/frozen mismatch", func(e *e2e, url string) {
			added(e, url)
			e.edit("skills.toml", func(s string) string { return strings.Replace(s, `skills = ["pdf"]`, `skills = ["pdf", "xlsx"]`, 1) })
		}, []string{"install", "--frozen"}, ExitCheck, []string{"disagree"}},
		{"check/refused skill", func(e *e2e, _ string) {
			e.must("init")
			e.write("vendor/bad/SKILL.md", "---\nname: bad\n---\nno description\n")
		}, []string{"add", "./vendor", "--path", "bad"}, ExitCheck, []string{"refused", "MISSING_FIELD"}},
		{"check/lint", func(e *e2e, _ string) { e.write("bad/SKILL.md", "---\nname: Bad Name\n---\n") }, []string{"lint", "bad"}, ExitCheck, []string{"FAIL"}},
		{"check/diff --exit-code", func(e *e2e, url string) {
			added(e, url)
			e.write("old.lock", e.read("skills.lock"))
			e.must("add", url+"@v1", "--skill", "xlsx", "--name", "up")
		}, []string{"diff", "old.lock", "skills.lock", "--exit-code"}, ExitCheck, []string{"xlsx"}},

		{"usage/no manifest", nil, []string{"status"}, ExitUsage, []string{"skillpin init"}},
		{"usage/init twice", inited, []string{"init"}, ExitUsage, []string{"already exists"}},
		{"usage/unknown command instal", nil, []string{"instal"}, ExitUsage, []string{`unknown command "instal"`, "did you mean install?"}},
		{"usage/unknown command stauts", nil, []string{"stauts"}, ExitUsage, []string{"did you mean status?"}},
		{"usage/unknown command aprove", nil, []string{"aprove"}, ExitUsage, []string{"did you mean approve?"}},
		{"usage/unknown subcommand", nil, []string{"cache", "dri"}, ExitUsage, []string{`unknown command "dri" for "skillpin cache"`, "did you mean dir?"}},
		{"usage/unknown help topic", nil, []string{"help", "instal"}, ExitUsage, []string{"did you mean install?"}},
		{"usage/unknown shell", nil, []string{"completion", "bsh"}, ExitUsage, []string{`unknown command "bsh" for "skillpin completion"`, "did you mean bash"}},
		{"usage/unknown flag", inited, []string{"add", "--bogus", "x"}, ExitUsage, []string{"unknown flag: --bogus", "skillpin add --help"}},
		{"usage/mistyped flag", inited, []string{"add", "--skil", "pdf", "x"}, ExitUsage, []string{"unknown flag: --skil (did you mean --skill?)"}},
		{"usage/mistyped inherited flag", inited, []string{"status", "--quite"}, ExitUsage, []string{"did you mean --quiet?"}},
		{"usage/unknown shorthand", inited, []string{"status", "-z"}, ExitUsage, []string{"unknown shorthand flag"}},
		{"usage/bad flag value", nil, []string{"serve", "--page-size", "many"}, ExitUsage, []string{"--page-size"}},
		{"usage/bad format", added, []string{"verify", "--format", "yaml"}, ExitUsage, []string{`unknown --format "yaml"`}},
		{"usage/add without source", inited, []string{"add"}, ExitUsage, []string{"add takes one argument"}},
		{"usage/remove without name", added, []string{"remove"}, ExitUsage, []string{"remove takes at least one"}},
		{"usage/revoke without name", added, []string{"revoke"}, ExitUsage, []string{"revoke takes at least one"}},
		{"usage/approve without name", added, []string{"approve"}, ExitUsage, []string{"or --all"}},
		{"usage/show without name", nil, []string{"show"}, ExitUsage, []string{"show takes one skill name"}},
		{"usage/inspect without name", nil, []string{"inspect"}, ExitUsage, []string{"inspect takes one skill name"}},
		{"usage/sign without dir", nil, []string{"sign"}, ExitUsage, []string{"sign takes one skill directory"}},
		{"usage/extra argument", added, []string{"status", "pdf"}, ExitUsage, []string{`status takes no arguments; got "pdf"`}},
		{"usage/too many arguments", nil, []string{"diff", "a", "b", "c"}, ExitUsage, []string{"at most 2 arguments"}},
		{"usage/empty name in a list", inited, []string{"add", "URL@v1", "--skill", "pdf,"}, ExitUsage, []string{"empty name"}},
		{"usage/malformed spec", inited, []string{"add", "::not a spec::"}, ExitUsage, []string{"accepted forms"}},
		{"usage/source needs --skill", inited, []string{"add", "URL@v1"}, ExitUsage, []string{"pick with --skill", "pdf", "xlsx"}},
		{"usage/unknown skill", inited, []string{"add", "URL@v1", "--skill", "pdff"}, ExitUsage, []string{`no skill named "pdff"`, "pdf"}},
		{"usage/unknown name", added, []string{"remove", "nope"}, ExitUsage, []string{`no skill or source named "nope"`}},
		{"usage/ref not found", inited, []string{"add", "URL@v9", "--skill", "pdf"}, ExitUsage, []string{`ref "v9" not found`, `its newest tags: "v1"`}},
		{"usage/ref not found by name", inited, []string{"add", "URL@vl", "--skill", "pdf"}, ExitUsage, []string{`ref "vl" not found`, `closest existing refs: "v1"`}},
		{"usage/missing local path", inited, []string{"add", "./missing", "--all"}, ExitUsage, []string{`local directory "./missing" does not exist`}},
		{"usage/missing file URL", inited, []string{"add", "file:///nonexistent/skills.git@v1", "--all"}, ExitUsage, []string{"/nonexistent/skills.git does not exist"}},
		{"usage/missing file URL in the lock", func(e *e2e, url string) {
			added(e, url)
			for _, f := range []string{"skills.toml", "skills.lock"} {
				e.edit(f, func(s string) string { return strings.ReplaceAll(s, url, "file:///nonexistent/skills.git") })
			}
		}, []string{"verify"}, ExitUsage, []string{"does not exist"}},
		{"usage/malformed lock", func(e *e2e, url string) {
			added(e, url)
			e.edit("skills.lock", func(s string) string {
				i := strings.Index(s, `digest = "sha256:`) + len(`digest = "sha256:`)
				return s[:i] + flipHex(s[i]) + s[i+1:]
			})
		}, []string{"install", "--frozen"}, ExitUsage, []string{"skills.lock"}},
		// verify reports the same lock as a finding of the gate.
		{"check/malformed lock in verify", func(e *e2e, url string) {
			added(e, url)
			e.edit("skills.lock", func(s string) string {
				i := strings.Index(s, `digest = "sha256:`) + len(`digest = "sha256:`)
				return s[:i] + flipHex(s[i]) + s[i+1:]
			})
		}, []string{"verify"}, ExitCheck, []string{"LOCK_INVALID", "skills.lock:"}},
		{"usage/malformed manifest", func(e *e2e, _ string) { e.write("skills.toml", "[settings\n") }, []string{"status"}, ExitUsage, []string{"skills.toml"}},
		{"usage/unknown revision", added, []string{"diff", "no-such-rev"}, ExitUsage, []string{"not in a git repository"}},
		{"usage/approve without terminal", added, []string{"approve", "pdf"}, ExitUsage, []string{"--yes"}},

		{"network/add", inited, []string{"add", "DEAD@v1", "--skill", "pdf"}, ExitNetwork, []string{"cannot list refs", "check the URL and your network"}},
		{"network/verify", unreachable, []string{"verify"}, ExitNetwork, []string{"cannot list refs", "verify --offline"}},
		{"network/update", unreachable, []string{"update"}, ExitNetwork, []string{"cannot list refs"}},
		{"network/offline without cache", func(e *e2e, url string) {
			added(e, url)
			e.cache = testfs.TempDir(e.t)
			e.env = append(e.env, "SKILLPIN_CACHE="+e.cache)
		}, []string{"install", "--offline"}, ExitNetwork, []string{"offline", "not in the cache"}},
	}
	codes := map[int]bool{}
	for _, c := range cases {
		codes[c.code] = true
	}
	for _, code := range []int{ExitOK, ExitCheck, ExitUsage, ExitNetwork} {
		if !codes[code] {
			t.Errorf("no case exits %d", code)
		}
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newE2E(t)
			if c.setup != nil {
				c.setup(e, url)
			}
			args := make([]string, len(c.args))
			dead := ""
			for i, a := range c.args {
				if strings.HasPrefix(a, "DEAD") {
					if dead == "" {
						dead = gittest.ClosedPortURL(t)
					}
					a = dead + strings.TrimPrefix(a, "DEAD")
				}
				args[i] = strings.Replace(a, "URL", url, 1)
			}
			out, errOut := e.expect(c.code, c.wants, args...)
			if c.code != ExitOK && !strings.HasPrefix(errOut, "skillpin: ") && !strings.Contains(errOut, "\nskillpin: ") && c.code != ExitCheck {
				t.Errorf("the error is not reported as `skillpin: …` on stderr:\n%s", errOut)
			}
			if c.code == ExitUsage && out != "" && !strings.Contains(out, "digest") {
				t.Errorf("a usage error printed on stdout:\n%s", out)
			}
		})
	}
}

// TestE2EConventions checks what users of other package managers take for
// granted, through the binary.
func TestE2EConventions(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	url := up.FileURL()

	t.Run("--version is version", func(t *testing.T) {
		e := newE2E(t)
		v, flag := e.must("version"), e.must("--version")
		if v != flag || !strings.HasPrefix(v, "skillpin ") || strings.Count(v, "\n") != 1 {
			t.Errorf("version %q, --version %q", v, flag)
		}
		var js struct{ Version, Go string }
		if err := json.Unmarshal([]byte(e.must("version", "--json")), &js); err != nil || "skillpin "+js.Version+"\n" != v || js.Go == "" {
			t.Errorf("version --json %+v (%v), version %q", js, err, v)
		}
	})

	t.Run("comma lists", func(t *testing.T) {
		e := newE2E(t)
		e.must("init")
		out := e.must("add", url+"@v1", "--skill", "pdf,xlsx")
		for _, want := range []string{"added pdf", "added xlsx"} {
			if !strings.Contains(out, want) {
				t.Errorf("add --skill pdf,xlsx: output lacks %q:\n%s", want, out)
			}
		}
		if lock := e.read("skills.lock"); !strings.Contains(lock, `name = "pdf"`) || !strings.Contains(lock, `name = "xlsx"`) {
			t.Errorf("skills.lock lacks a skill:\n%s", lock)
		}
		e2 := newE2E(t)
		e2.must("init")
		e2.expect(0, []string{"added pdf", "added xlsx"}, "add", url+"@v1", "--path", "skills/pdf,skills/xlsx")
	})

	t.Run("-q prints results and errors only", func(t *testing.T) {
		e := newE2E(t)
		e.must("init", "--targets", ".claude/skills")
		e.write(".claude/skills/xlsx/SKILL.md", e2etest.Skill("xlsx")+"Mine.\n") // the user's own: a clash
		out, errOut, code := e.run("-q", "add", url+"@v1", "--skill", "pdf,xlsx")
		if code != 0 || errOut != "" || strings.Count(out, "added ") != 2 {
			t.Errorf("-q add: exit %d\nstdout:\n%s\nstderr (want none):\n%s", code, out, errOut)
		}
		_, errOut, code = e.run("-q", "approve", "pdf,xlsx", "--yes")
		if code != ExitUsage || !strings.Contains(errOut, `"pdf,xlsx"`) {
			t.Errorf("approve takes names as arguments, not a comma list: exit %d\n%s", code, errOut)
		}
		out, errOut, code = e.run("-q", "approve", "pdf", "xlsx", "--yes")
		if code != 0 || errOut != "" || out != "approved pdf at "+cmdutil.ShortHex(lockedDigest(t, e, "pdf"))+"\napproved xlsx at "+cmdutil.ShortHex(lockedDigest(t, e, "xlsx"))+"\n" {
			t.Errorf("-q approve: exit %d\nstdout (want the results only):\n%s\nstderr (want none):\n%s", code, out, errOut)
		}
		// Without -q, the preview and the clash warning are printed.
		e.must("revoke", "pdf", "xlsx")
		out, errOut, _ = e.run("approve", "pdf", "xlsx", "--yes")
		if !strings.Contains(out, "digest       sha256:") || !strings.Contains(errOut, "warning: target .claude/skills: xlsx already exists") {
			t.Errorf("approve without -q lacks the preview or the warning:\nstdout:\n%s\nstderr:\n%s", out, errOut)
		}
		// Errors are still printed.
		_, errOut, code = e.run("-q", "add", "./missing", "--all")
		if code != ExitUsage || !strings.HasPrefix(errOut, "skillpin: ") {
			t.Errorf("-q hid an error: exit %d, stderr %q", code, errOut)
		}
	})

	t.Run("status target column", func(t *testing.T) {
		e := newE2E(t)
		e.must("init", "--targets", ".claude/skills")
		e.must("add", url+"@v1", "--skill", "pdf", "--approve")
		for _, cmd := range []string{"status", "list"} {
			out := e.must(cmd)
			lines := strings.Split(out, "\n")
			if !strings.HasSuffix(strings.TrimSpace(lines[0]), "TARGETS") || !strings.Contains(lines[1], ".claude/skills:synced") {
				t.Errorf("%s has no target column:\n%s", cmd, out)
			}
		}
	})

	t.Run("completion", func(t *testing.T) {
		e := newE2E(t)
		e.must("init")
		e.must("add", url+"@v1", "--skill", "pdf,xlsx", "--name", "up")
		for _, tc := range []struct {
			args      []string
			want, not []string
		}{
			{[]string{"approve", ""}, []string{"pdf", "xlsx"}, []string{"up"}},
			{[]string{"approve", "pdf", ""}, []string{"xlsx"}, []string{"pdf"}},
			{[]string{"remove", ""}, []string{"pdf", "xlsx", "up"}, nil},
			{[]string{"update", "u"}, []string{"up"}, []string{"pdf"}},
			{[]string{"show", "x"}, []string{"xlsx"}, []string{"pdf"}},
			{[]string{"verify", "--format", ""}, []string{"text", "json", "github"}, nil},
			{[]string{"diff", "--format", ""}, []string{"text", "markdown", "json"}, nil},
			{[]string{"catalog", "--format", ""}, []string{"text", "json", "xml"}, nil},
			{[]string{"ins"}, []string{"install", "inspect"}, []string{"init"}},
		} {
			out := e.must(append([]string{"__complete"}, tc.args...)...)
			var got []string
			for _, line := range strings.Split(out, "\n") {
				if line != "" && !strings.HasPrefix(line, ":") {
					name, _, _ := strings.Cut(line, "\t")
					got = append(got, name)
				}
			}
			for _, w := range tc.want {
				if !contains(got, w) {
					t.Errorf("complete %q: %v lacks %q", tc.args, got, w)
				}
			}
			for _, n := range tc.not {
				if contains(got, n) {
					t.Errorf("complete %q: %v offers %q", tc.args, got, n)
				}
			}
		}
		// A command that takes no arguments offers nothing, not the
		// shell's file names (directive 4: no file completion).
		for _, cmd := range []string{"status", "install", "verify", "relock", "root"} {
			if out := e.must("__complete", cmd, ""); !slices.Contains(strings.Split(out, "\n"), ":4") {
				t.Errorf("complete %s '': the shell would offer file names:\n%s", cmd, out)
			}
		}
	})

	t.Run("help", func(t *testing.T) {
		e := newE2E(t)
		update := e.must("update", "--help")
		if !strings.Contains(update, "      --json               print the changes as JSON") {
			t.Errorf("update --help renders --json wrongly:\n%s", update)
		}
		status, list := e.must("status", "--help"), e.must("list", "--help")
		if status == list || !strings.Contains(status, "Examples:") || !strings.Contains(list, "Examples:") {
			t.Errorf("status and list help:\n%s\n---\n%s", status, list)
		}
	})
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func lockedDigest(t *testing.T, e *e2e, name string) string {
	t.Helper()
	var st struct {
		Skills []struct{ Name, Digest string }
	}
	if err := json.Unmarshal([]byte(e.must("status", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	for _, s := range st.Skills {
		if s.Name == name {
			return s.Digest
		}
	}
	t.Fatalf("%s is not locked", name)
	return ""
}

// TestE2EJSON runs every command that prints data with --json in a project
// and a cache whose paths hold '<', '>' and '&': each prints one JSON
// value of its documented shape, encoded the one way (no \u003c).
func TestE2EJSON(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	url := up.FileURL()
	e := newE2E(t)
	e.dir = filepath.Join(e.dir, "p<&>")
	e.cache = filepath.Join(e.cache, "c<&>")
	e.env = append(e.env, "SKILLPIN_CACHE="+e.cache)
	e.must("init")
	signDir, key, _, _ := signTestProject(t, "ed25519")

	for _, tc := range []struct {
		args []string
		keys []string // the top-level keys of the object
	}{
		{[]string{"add", url + "@v1", "--skill", "pdf,xlsx", "--name", "up"}, []string{"source", "added", "skills"}},
		{[]string{"approve", "pdf", "--yes"}, []string{"skills"}},
		{[]string{"status"}, []string{"skills", "drift", "root"}},
		{[]string{"list"}, []string{"skills", "drift", "root"}},
		{[]string{"install"}, []string{"lock_changed", "root_changed", "stored", "skills"}},
		{[]string{"verify"}, []string{"ok", "skills", "files", "findings"}},
		{[]string{"verify", "--format", "json"}, []string{"ok", "skills", "files", "findings"}},
		{[]string{"outdated"}, []string{"sources"}},
		{[]string{"update"}, []string{"skills"}},
		{[]string{"diff", "skills.lock", "skills.lock"}, []string{"skills"}},
		{[]string{"root"}, []string{"root"}},
		{[]string{"catalog"}, []string{"skills", "tokens"}},
		{[]string{"show", "pdf"}, []string{"kind", "name", "dir", "body", "frontmatter", "resources", "bytes"}},
		{[]string{"inspect", "pdf"}, nil},
		{[]string{"lint", filepath.Join(up.Dir, "skills")}, []string{"skills", "problems"}},
		{[]string{"sign", filepath.Join(signDir, "skills", "pdf"), "--key", key}, []string{"name", "digest", "key", "bundle", "bundle_digest", "files"}},
		{[]string{"revoke", "pdf"}, []string{"revoked"}},
		{[]string{"remove", "xlsx"}, []string{"skills", "sources"}},
		{[]string{"cache", "dir"}, []string{"dir"}},
		{[]string{"cache", "gc"}, []string{"projects", "unregistered", "kept", "removed", "stale", "freed_bytes"}},
		{[]string{"version"}, []string{"version", "go"}},
		{[]string{"cache", "clean"}, []string{"removed"}},
	} {
		out := e.must(append(tc.args, "--json")...)
		var obj map[string]any
		if err := json.Unmarshal([]byte(out), &obj); err != nil {
			t.Errorf("%v --json: not one JSON object: %v\n%s", tc.args, err, out)
			continue
		}
		for _, k := range tc.keys {
			if _, ok := obj[k]; !ok {
				t.Errorf("%v --json lacks %q:\n%s", tc.args, k, out)
			}
		}
		if strings.Contains(out, `\u003c`) || strings.Contains(out, `\u0026`) {
			t.Errorf("%v --json escapes < or &:\n%s", tc.args, out)
		}
		if !strings.HasPrefix(out, "{\n  \"") {
			t.Errorf("%v --json is not indented like every other:\n%s", tc.args, out)
		}
	}
	if out := e.must("root", "--json"); !strings.Contains(out, "p<&>") {
		t.Errorf("root --json does not show the path as it is:\n%s", out)
	}
}

// TestE2EControlBytes: what a remote says reaches the terminal with every
// control and hidden character made visible: an error carrying NUL, ESC,
// BEL and a right-to-left override from the server.
func TestE2EControlBytes(t *testing.T) {
	t.Parallel()
	msg := "ERR \x00evil\x1b[31mred\x1b]0;title\x07 \u202eabc\r\n"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/x-git-upload-pack-advertisement")
		w.Write([]byte(pktLine(msg)))
	}))
	defer srv.Close()
	e := newE2E(t)
	e.must("init")
	_, errOut := e.expect(ExitNetwork, []string{"<U+0000>evil<U+001B>[31mred", "<U+202E>abc"}, "add", srv.URL+"/x.git@v1", "--skill", "pdf")
	assertPrintable(t, errOut)
}

func pktLine(s string) string {
	const hex = "0123456789abcdef"
	n := len(s) + 4
	return string([]byte{hex[n>>12&15], hex[n>>8&15], hex[n>>4&15], hex[n&15]}) + s
}

// assertPrintable fails unless s holds no control character but newline
// and no hidden character.
func assertPrintable(t *testing.T, s string) {
	t.Helper()
	for i, r := range s {
		if r == utf8.RuneError || r < 0x20 && r != '\n' || r == 0x7f || r == '\u202e' {
			t.Fatalf("output holds %U at byte %d:\n%q", r, i, s)
		}
	}
}
