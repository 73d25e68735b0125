package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// hostileBytes is the one corpus every printable path is fed: a carriage
// return that overwrites a line, line breaks that forge lines, terminal
// escapes (7-bit and C1), GitHub Actions workflow commands in both
// syntaxes, a bidi override, a zero-width space, the Khmer and Mongolian
// invisible marks, a Unicode tag character and DEL.
const hostileBytes = "A\rB\nC\x1b[31mD\u009b2J::error::E\n::add-mask::F\n  ::stop-commands::G\n##[add-mask]H \u202eI\u200bJ\u17b4K\u180bL\U000E0041M\x7fN"

// hostileShown is how the start of hostileBytes reads once escaped: the
// proof that an output showed the hostile text rather than dropping it.
const hostileShown = "A<U+000D>B<U+000A>C<U+001B>[31mD"

// showsHostile reports whether s shows the start of hostileBytes
// escaped: as text, as Markdown (markup escaped too) or as JSON.
func showsHostile(s string) bool {
	md := strings.NewReplacer(`\`, "", "&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(s)
	return strings.Contains(s, hostileShown) || strings.Contains(md, hostileShown) ||
		strings.Contains(s, `A\rB\nC\u001b[31mD`) || strings.Contains(s, `A\rB\nC\x1b[31mD`) || strings.Contains(s, `A\\rB\\nC\\e[31mD`) ||
		strings.Contains(s, "A&lt;U+000D&gt;B&#xA;C&lt;U+001B&gt;[31mD")
}

// annotation is a GitHub workflow command verify --format github may
// print: an error or warning on skills.lock, nothing else.
var annotation = regexp.MustCompile(`^::(error|warning) file=skills\.lock(,line=[0-9]+)?,title=[^:\r\n]*::[^\r\n]*$`)

// checkPrintable fails the test when an output of a run breaks one of
// the rules for bytes from outside: no hidden character raw, no workflow
// command but verify's own annotations, valid JSON for --json.
func checkPrintable(t *testing.T, args []string, stream, s string) {
	t.Helper()
	name := fmt.Sprintf("skillpin %s (%s)", strings.Join(args, " "), stream)
	if r, ok := safetext.FirstHidden(s); ok {
		t.Errorf("%s holds U+%04X raw:\n%s", name, r, clip(s))
	}
	if strings.Contains(s, "##[") {
		t.Errorf("%s holds a ##[ workflow command:\n%s", name, clip(s))
	}
	github := stream == "stdout" && slices.Contains(args, "github")
	for _, line := range strings.Split(s, "\n") {
		if !strings.HasPrefix(strings.TrimLeft(line, " \t\u00a0\u3000"), "::") {
			continue
		}
		if !github || !annotation.MatchString(line) {
			t.Errorf("%s holds a workflow command: %q\n%s", name, line, clip(s))
		}
	}
	if stream == "stdout" && (slices.Contains(args, "--json") || slices.Contains(args, "json")) && s != "" {
		if !json.Valid([]byte(s)) {
			t.Errorf("%s is not valid JSON:\n%s", name, clip(s))
		}
	}
}

// printable runs skillpin and checks both of its outputs; with shown, one
// of them must show the hostile text escaped.
func (e *e2e) printable(t *testing.T, code int, shown bool, args ...string) (string, string) {
	t.Helper()
	out, errOut, got := e.run(args...)
	if got != code {
		t.Errorf("skillpin %v: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", args, got, code, clip(out), clip(errOut))
	}
	checkPrintable(t, args, "stdout", out)
	checkPrintable(t, args, "stderr", errOut)
	if shown && !showsHostile(out+errOut) {
		t.Errorf("skillpin %v does not show the hostile text escaped (%q)\nstdout:\n%s\nstderr:\n%s", args, hostileShown, clip(out), clip(errOut))
	}
	return out, errOut
}

// TestHostileBytesEveryOutput feeds hostileBytes to every printable path
// through the binary: as the words of a git server refusing a client (a
// pkt-line ERR on 127.0.0.1), and as the content, description and file
// names of a skill, on every command and output format that prints them.
func TestHostileBytesEveryOutput(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("drives many commands through the binary")
	}
	t.Run("git server ERR", testHostileServerWords)
	t.Run("skill content and names", testHostileSkillBytes)
}

func testHostileServerWords(t *testing.T) {
	up := e2etest.Upstream(t)
	up.AnnotatedTag("v2", "v2")
	var refuse, refusePack atomic.Bool
	url := gittest.ServeHTTP(t, up.Dir, gittest.ServeOptions{Refuse: func(r *http.Request) string {
		if refuse.Load() || refusePack.Load() && r.Method == http.MethodPost {
			return hostileBytes
		}
		return ""
	}})
	e := newE2E(t)
	e.must("init")
	e.must("add", url+"@v1", "--skill", "pdf", "--approve")

	refuse.Store(true)
	for _, args := range [][]string{
		{"verify"}, {"verify", "--json"}, {"verify", "--format", "github"}, {"verify", "--strict", "--format", "github"},
		{"outdated"}, {"outdated", "--json"},
		{"update"}, {"update", "--json"}, {"update", "pdf", "--to", "v2"},
		{"add", url + "@v1", "--skill", "xlsx"},
		{"relock"},
	} {
		e.printable(t, 3, true, args...)
	}
	// An empty cache: install must fetch, and the server refuses the
	// ref listing, then (with the listing served) the pack.
	e.env = append(e.env, "SKILLPIN_CACHE="+testfs.TempDir(t))
	e.printable(t, 3, true, "install")
	e.printable(t, 3, true, "verify", "--format", "github")
	refuse.Store(false)
	refusePack.Store(true)
	e.printable(t, 3, true, "install")
	e.printable(t, 3, true, "install", "--frozen")
}

func testHostileSkillBytes(t *testing.T) {
	up := gittest.NewRepo(t)
	up.WriteFile("skills/x/SKILL.md", e2etest.Skill("x"))
	up.Commit("v1")
	up.Tag("v1")
	// v2: the corpus in the description (YAML escapes), the body, a
	// file's content and (what a name may hold) a file's name.
	desc := strings.NewReplacer("\r", `\r`, "\n", `\n`, "\x1b", `\e`, "\u009b", `\x9b`, "\x7f", `\x7f`).Replace(hostileBytes)
	up.WriteFile("skills/x/SKILL.md", "---\nname: x\ndescription: \"Does x. "+desc+"\"\n---\n# x\n\n"+hostileBytes+"\n\n## ::error::section\n")
	up.WriteFile("skills/x/##[add-mask]n.md", hostileBytes+"\n")
	up.Commit("v2")
	up.Tag("v2")
	// v3: a file whose name is the corpus (no slash): refused.
	craft(up, file(strings.ReplaceAll(hostileBytes, "/", ""), "x\n"))
	up.Tag("v3")

	e := newE2E(t)
	e.git("init", "-q", "-b", "main")
	e.must("init", "--targets", ".claude/skills")
	e.must("add", up.FileURL()+"@v1", "--skill", "x", "--approve")
	e.git("add", "-A")
	e.git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "v1")

	e.printable(t, 0, false, "update", "x", "--to", "v2")
	for _, args := range [][]string{{"diff", "main"}, {"diff", "main", "--format", "markdown"}, {"diff", "main", "--json"}} {
		e.printable(t, 0, true, args...)
	}
	for _, args := range [][]string{{"status"}, {"status", "--json"}, {"list"}, {"list", "--json"}} {
		e.printable(t, 0, false, args...)
	}
	e.printable(t, 2, true, "approve", "x") // the preview, then --yes is asked for
	e.printable(t, 0, false, "approve", "x", "--yes")
	// The catalog folds the description to one line.
	e.printable(t, 0, false, "catalog")
	e.printable(t, 0, true, "catalog", "--format", "json")
	e.printable(t, 0, true, "catalog", "--format", "xml")
	for _, args := range [][]string{
		{"inspect", "x", "--outline"}, {"inspect", "x", "--cost"}, {"inspect", "x", "--outline", "--json"},
		{"verify"}, {"verify", "--json"}, {"verify", "--format", "github"},
	} {
		e.printable(t, 0, false, args...)
	}

	// A target file tampered with: verify names it in every format.
	tampered := filepath.Join(e.dir, ".claude", "skills", "x", "##[add-mask]n.md")
	os.Chmod(tampered, 0o644)
	if err := os.WriteFile(tampered, []byte("changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"verify"}, {"verify", "--json"}, {"verify", "--format", "github"}} {
		out, errOut := e.printable(t, 1, false, args...)
		if !strings.Contains(out+errOut, "TARGET_TAMPERED") {
			t.Errorf("skillpin %v does not report the tampered target:\n%s%s", args, out, errOut)
		}
	}

	// A name holding the corpus refuses the skill, naming it escaped.
	for _, args := range [][]string{{"update", "x", "--to", "v3"}, {"update", "x", "--to", "v3", "--json"}} {
		e.printable(t, 1, true, args...)
	}

	// lint reads a directory on disk.
	dir := filepath.Join(testfs.TempDir(t), "x")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "SKILL.md"), []byte("---\nname: x\ndescription: \"Does x. "+desc+"\"\n---\n"+hostileBytes+"\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "##[add-mask]n.md"), []byte(hostileBytes), 0o644)
	e.printable(t, 0, false, "lint", dir)
	e.printable(t, 0, false, "lint", dir, "--json")
	// An error of the YAML parser fed the corpus.
	bad := filepath.Join(testfs.TempDir(t), "x")
	os.MkdirAll(bad, 0o755)
	os.WriteFile(filepath.Join(bad, "SKILL.md"), []byte("---\nname: x\ndescription: Does x.\n"+strings.ReplaceAll(hostileBytes, "\n", " ")+": [unclosed\n---\n# x\n"), 0o644)
	for _, args := range [][]string{{"lint", bad}, {"lint", bad, "--json"}} {
		out, errOut := e.printable(t, 1, false, args...)
		if !strings.Contains(out+errOut, "INVALID_FRONTMATTER") {
			t.Errorf("skillpin %v does not refuse the frontmatter:\n%s%s", args, out, errOut)
		}
	}
}
