package main

// The generated documentation: the command reference (docs/reference/*.md)
// and the man pages (docs/man/*.1) come from the cobra tree, and the
// README's Quickstart transcript from testdata/quickstart.sh. Tests fail
// when any of them is stale; this regenerates all of them:
//
//go:generate go test -run TestReferenceDocs|TestQuickstartScript -update .

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

var update = flag.Bool("update", false, "rewrite the generated docs (docs/reference, docs/man, docs/quickstart.md) instead of comparing them")

// regenerate is the one command that brings every generated doc up to date.
const regenerate = "go generate ./cmd/skillpin"

// docTree is the command tree as a user meets it, with the completion and
// help commands cobra adds when it executes.
func docTree() *cobra.Command {
	f := &Factory{
		IO:     &IOStreams{In: strings.NewReader(""), Out: io.Discard, ErrOut: io.Discard},
		Getenv: func(string) string { return "" },
	}
	root := NewRootCmd(f)
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	var walk func(*cobra.Command)
	walk = func(c *cobra.Command) {
		c.DisableAutoGenTag = true // no date: the output depends on the tree alone
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	return root
}

const generatedNote = "<!-- Generated from the command tree by `" + regenerate + "`; do not edit. -->\n\n"

// genReference writes the Markdown reference and the man pages of the
// command tree into dir/reference and dir/man.
func genReference(dir string) error {
	root := docTree()
	ref, man := filepath.Join(dir, "reference"), filepath.Join(dir, "man")
	for _, d := range []string{ref, man} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	prepend := func(string) string { return generatedNote }
	if err := doc.GenMarkdownTreeCustom(root, ref, prepend, func(s string) string { return s }); err != nil {
		return err
	}
	return genMan(root, man)
}

// thDate is the date field of a man page's .TH line: left empty, so that a
// page changes only when the command does.
var thDate = regexp.MustCompile(`(?m)^(\.TH "[^"]*" "[^"]*") "[^"]*"`)

func genMan(c *cobra.Command, dir string) error {
	for _, sub := range c.Commands() {
		if !sub.IsAvailableCommand() || sub.IsAdditionalHelpTopicCommand() {
			continue
		}
		if err := genMan(sub, dir); err != nil {
			return err
		}
	}
	var buf bytes.Buffer
	header := &doc.GenManHeader{Section: "1", Source: "skillpin", Manual: "skillpin manual"}
	if err := doc.GenMan(c, header, &buf); err != nil {
		return err
	}
	if !thDate.Match(buf.Bytes()) {
		return fmt.Errorf("man page of %q: no .TH line to take the date out of (did cobra's man format change?)", c.CommandPath())
	}
	page := thDate.ReplaceAll(buf.Bytes(), []byte(`$1 ""`))
	name := strings.ReplaceAll(c.CommandPath(), " ", "-") + ".1"
	return os.WriteFile(filepath.Join(dir, name), page, 0o644)
}

// TestReferenceDocs fails when docs/reference or docs/man no longer say
// what the command tree says (a flag, a command, a help text changed).
func TestReferenceDocs(t *testing.T) {
	t.Parallel()
	docs := filepath.Join("..", "..", "docs")
	if *update {
		for _, d := range []string{"reference", "man"} {
			if err := os.RemoveAll(filepath.Join(docs, d)); err != nil {
				t.Fatal(err)
			}
		}
		if err := genReference(docs); err != nil {
			t.Fatal(err)
		}
		return
	}
	fresh := testfs.TempDir(t)
	if err := genReference(fresh); err != nil {
		t.Fatal(err)
	}
	var stale []string
	for _, d := range []string{"reference", "man"} {
		want, got := readTree(t, filepath.Join(fresh, d)), readTree(t, filepath.Join(docs, d))
		for name, w := range want {
			if g, ok := got[name]; !ok {
				stale = append(stale, fmt.Sprintf("docs/%s/%s is missing", d, name))
			} else if g != w {
				stale = append(stale, fmt.Sprintf("docs/%s/%s differs from the command tree", d, name))
			}
		}
		for name := range got {
			if _, ok := want[name]; !ok {
				stale = append(stale, fmt.Sprintf("docs/%s/%s documents no command", d, name))
			}
		}
	}
	if len(stale) > 0 {
		slices.Sort(stale)
		t.Fatalf("the generated command reference is stale:\n  %s\nregenerate it with: %s", strings.Join(stale, "\n  "), regenerate)
	}
}

// The README shows the Quickstart's real output between these markers.
const (
	quickstartBegin = "<!-- quickstart output: begin -->\n"
	quickstartEnd   = "<!-- quickstart output: end -->\n"
)

// quickstartVarying matches what differs from run to run in the
// Quickstart's output: the upstream commit (the demo signatures, and so
// the tree, are new each run). Digests (sha256:…) are of content and stay.
var quickstartVarying = regexp.MustCompile(`(sha256:)?\b[0-9a-f]{12}\b`)

// normalizeQuickstart makes two runs of the Quickstart comparable.
func normalizeQuickstart(s string) string {
	return quickstartVarying.ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasPrefix(m, "sha256:") {
			return m
		}
		return "<commit>"
	})
}

// TestQuickstartScript keeps the README's first command true: the
// Quickstart runs the whole job offline on the shipped skills, and the
// README shows exactly what it prints (the temp dir spelled as mktemp's
// template; only the commit, new each run, may differ).
func TestQuickstartScript(t *testing.T) {
	t.Parallel()
	tmp := testfs.TempDir(t)
	cmd := exec.Command("bash", filepath.Join("..", "..", "testdata", "quickstart.sh"))
	// The script builds with Go's caches (named here, as they may live
	// under the real home) and then runs under a home of its own; the run
	// gets a temporary home too, so that a personal user scope never shows.
	home := testfs.TempDir(t)
	// The script's go build is the one e2etest.Binary(t) runs: it takes that
	// binary instead of linking another.
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp, "SKILLPIN_CACHE=", "SKILLPIN_QUICKSTART_BIN="+e2etest.Binary(t))
	cmd.Env = append(cmd.Env, e2etest.GoEnv(t)...)
	cmd.Env = append(cmd.Env, "HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, ".config"), "XDG_DATA_HOME="+filepath.Join(home, ".local", "share"),
		"XDG_STATE_HOME="+filepath.Join(home, ".local", "state"), "XDG_CACHE_HOME="+filepath.Join(home, ".cache"))
	raw, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("quickstart.sh: %v\n%s", err, raw)
	}
	out := string(raw)
	for _, want := range []string{"verify ok: 3 skill(s)", "signed by    key sha256:", "trusted root: 3 skill(s) published"} {
		if !strings.Contains(out, want) {
			t.Errorf("quickstart output lacks %q:\n%s", want, out)
		}
	}
	work := regexp.MustCompile(regexp.QuoteMeta(tmp) + `/skillpin-quickstart\.[A-Za-z0-9]+`)
	out = work.ReplaceAllLiteralString(out, "/tmp/skillpin-quickstart.XXXXXX")
	block := "```console\n$ bash testdata/quickstart.sh\n" + out + "```\n"

	readmePath := filepath.Join("..", "..", "docs", "quickstart.md")
	b, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	begin, end := strings.Index(readme, quickstartBegin), strings.Index(readme, quickstartEnd)
	if begin < 0 || end < begin {
		t.Fatalf("docs/quickstart.md lacks the Quickstart output markers %q … %q", strings.TrimSpace(quickstartBegin), strings.TrimSpace(quickstartEnd))
	}
	shown := readme[begin+len(quickstartBegin) : end]
	if *update && normalizeQuickstart(shown) != normalizeQuickstart(block) {
		if err := os.WriteFile(readmePath, []byte(readme[:begin+len(quickstartBegin)]+block+readme[end:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if line, readmeLine, scriptLine := firstDifference(normalizeQuickstart(shown), normalizeQuickstart(block)); line > 0 {
		t.Errorf("docs/quickstart.md's output is not what testdata/quickstart.sh prints (line %d of the block):\n  README:        %q\n  quickstart.sh: %q\nregenerate it with: %s", line, readmeLine, scriptLine, regenerate)
	}
}

// firstDifference returns the 1-based number of the first line where a
// and b differ, and both lines (empty past the end); 0 when they are equal.
func firstDifference(a, b string) (int, string, string) {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < max(len(la), len(lb)); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y || i >= len(la) || i >= len(lb) {
			return i + 1, x, y
		}
	}
	return 0, "", ""
}

var (
	mdLink       = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	mdCodeSpan   = regexp.MustCompile("`[^`]*`")
	mdHeading    = regexp.MustCompile(`^#{1,6} (.+)$`)
	mdSlugDelete = regexp.MustCompile(`[^\p{L}\p{N}\- _]`)
)

// mdAnchors returns the anchors GitHub gives the headings of a Markdown
// file: lowercased, punctuation dropped, spaces as hyphens, repeats -1, -2…
func mdAnchors(text string) map[string]bool {
	anchors, seen := map[string]bool{}, map[string]int{}
	fence := false
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "```") {
			fence = !fence
		}
		m := mdHeading.FindStringSubmatch(l)
		if fence || m == nil {
			continue
		}
		a := strings.ReplaceAll(mdSlugDelete.ReplaceAllString(strings.ToLower(strings.TrimSpace(m[1])), ""), " ", "-")
		if n := seen[a]; n > 0 {
			anchors[fmt.Sprintf("%s-%d", a, n)] = true
		} else {
			anchors[a] = true
		}
		seen[a]++
	}
	return anchors
}

// TestDocLinks checks every relative link of the README and docs/: the
// file exists, and so does the heading an #anchor names.
func TestDocLinks(t *testing.T) {
	t.Parallel()
	repo := filepath.Join("..", "..")
	files := []string{filepath.Join(repo, "README.md")}
	err := filepath.WalkDir(filepath.Join(repo, "docs"), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	read := func(p string) string {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	checked := 0
	for _, file := range files {
		text := read(file)
		fence := false
		for n, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(line, "```") {
				fence = !fence
			}
			if fence {
				continue
			}
			for _, m := range mdLink.FindAllStringSubmatch(mdCodeSpan.ReplaceAllString(line, ""), -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				checked++
				where := fmt.Sprintf("%s:%d: link %s", filepath.ToSlash(file), n+1, target)
				path, anchor, _ := strings.Cut(target, "#")
				dest := file
				if path != "" {
					dest = filepath.Join(filepath.Dir(file), filepath.FromSlash(path))
					if _, err := os.Stat(dest); err != nil {
						t.Errorf("%s: no such file", where)
						continue
					}
				}
				if anchor != "" && !mdAnchors(read(dest))[anchor] {
					t.Errorf("%s: %s has no heading #%s", where, filepath.ToSlash(dest), anchor)
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d links checked: the link pattern no longer finds them", checked)
	}
}

// TestPackageMap: every package under internal/ is in the package map of
// docs/development.md, so the map a newcomer reads first stays true.
func TestPackageMap(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "development.md"))
	if err != nil {
		t.Fatal(err)
	}
	// A line of the map starts with its packages ("internal/fetch/gittest,
	// testfs": siblings may be named by their last element) and a run of
	// spaces before the description.
	mapped := map[string]bool{}
	for _, line := range strings.Split(string(doc), "\n") {
		if !strings.HasPrefix(line, "internal/") {
			continue
		}
		names, _, _ := strings.Cut(line, "  ")
		first := ""
		for _, name := range strings.Split(names, ", ") {
			if first == "" {
				first = name
			} else if !strings.Contains(name, "/") {
				name = path.Dir(first) + "/" + name
			}
			mapped[name] = true
		}
	}
	err = filepath.WalkDir(filepath.Join("..", "..", "internal"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || d.Name() == "testdata" {
			return err
		}
		goFiles, _ := filepath.Glob(filepath.Join(p, "*.go"))
		if len(goFiles) == 0 {
			return nil
		}
		rel, _ := filepath.Rel(filepath.Join("..", ".."), p)
		rel = filepath.ToSlash(rel)
		if !mapped[rel] {
			t.Errorf("package %s is not in the package map of docs/development.md", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
