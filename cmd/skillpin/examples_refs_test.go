package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/lock/manifest"
)

// realRefs are the refs that real public skill repositories have, copied
// by hand (names only) from mirrors of them: the default branch, and every
// tag. An example in help, a template or the README that names one of these
// repositories must name no ref or one of these; a repository that is not
// here must be a placeholder (placeholderOwners). TestRealRefsMatchMirrors
// checks this table against the mirrors when SKILLPIN_TEST_MIRRORS names
// their directory (OWNER+NAME/repo, bare).
var realRefs = map[string][]string{
	"anthropics/skills":                  {"main"},
	"openai/skills":                      {"main"},
	"getsentry/skills":                   {"main"},
	"trailofbits/skills":                 {"main"},
	"github/awesome-copilot":             {"main"},
	"nvidia/skills":                      {"main"},
	"obra/superpowers":                   append([]string{"main"}, strings.Fields("v3.1.0 v3.2.2 v3.2.3 v3.3.1 v3.4.1 v3.5.0 v3.5.1 v3.6.0 v3.6.1 v3.6.2 v4.0.0 v4.0.1 v4.0.2 v4.0.3 v4.1.0 v4.1.1 v4.2.0 v4.3.0 v4.3.1 v5.0.0 v5.0.1 v5.0.2 v5.0.4 v5.0.5 v5.0.6 v5.0.7 v5.1.0 v6.0.0 v6.0.2 v6.0.3 v6.1.0 v6.1.1 v6.2.0")...),
	"vercel-labs/skills":                 append([]string{"main"}, strings.Fields("v1.2.0 v1.2.1 v1.2.2 v1.2.3 v1.3.0 v1.3.1 v1.3.2 v1.3.3 v1.3.4 v1.3.5 v1.3.6 v1.3.7 v1.3.9")...),
	"qualixar/skillfortify":              append([]string{"main"}, strings.Fields("v0.3.0 v0.3.1 v0.3.3 v0.4.1 v0.4.2 v0.4.3 v0.5.0 v0.6.0")...),
	"sickn33/antigravity-awesome-skills": append([]string{"main"}, strings.Fields("v0.1.0 v0.2.0 v0.3.0 v0.4.0 v0.5.0 v0.6.0 v0.7.0 v1.0.0 v2.3.0 v2.4.0 v2.5.0 v2.6.0 v2.7.0 v2.8.0 v2.9.0 v2.10.0 v2.11.0 v2.12.0 v2.13.0 v2.14.0 v2.15.0 v3.0.0 v3.1.0 v3.2.0 v3.3.0 v3.4.0 v3.5.0 v4.0.0")...),
}

// exampleSources maps the source names examples use to the repository
// they stand for (the name add gives a source is the repository's name).
var exampleSources = map[string]string{"superpowers": "obra/superpowers"}

// placeholderOwners are owners that name no real repository: an example
// with one shows a shape, not something to run.
var placeholderOwners = []string{"owner", "acme", "someone", "you", "your-org", "org", "team"}

// exampleText is one text users read examples in.
type exampleText struct{ where, text string }

func exampleTexts(t *testing.T) []exampleText {
	t.Helper()
	var out []exampleText
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		out = append(out, exampleText{c.CommandPath() + " --help", c.Long + "\n" + c.Example})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(NewRootCmd(&Factory{IO: &IOStreams{}, Getenv: func(string) string { return "" }}))
	out = append(out,
		exampleText{"init's skills.toml", string(manifest.InitManifest())},
		exampleText{"-g init's skills.toml", string(manifest.InitUserManifest(nil))})
	for _, f := range []string{"README.md", "skills.toml.example"} {
		data, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, exampleText{f, string(data)})
	}
	return out
}

// repoRef is a repository and ref an example names ("" for no ref).
type repoRef struct{ where, example, repo, ref string }

var (
	// skillpin [-g] add SPEC, with SPEC owner/repo[@REF] or a GitHub URL.
	addExample = regexp.MustCompile(`skillpin (?:-g )?add ((?:https://github\.com/)?[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+(?:(?:@|#)[^\s` + "`" + `"']+|/tree/[^\s/` + "`" + `"']+)?)`)
	// skillpin update SOURCE --to REF
	updateExample = regexp.MustCompile(`skillpin (?:-g )?update ([a-z0-9_.-]+) --to ([^\s` + "`" + `"']+)`)
	// url = "…" followed, within its [[source]] table, by ref = "…"
	tomlURL = regexp.MustCompile(`(?m)^#?\s*url\s*=\s*"([^"]+)"`)
	tomlRef = regexp.MustCompile(`(?m)^#?\s*ref\s*=\s*"([^"]+)"`)
)

// githubRepo is the owner/name a spec or URL names on GitHub, or "".
func githubRepo(s string) string {
	s = strings.TrimPrefix(s, "https://github.com/")
	s = strings.TrimPrefix(s, "git@github.com:")
	s = strings.TrimSuffix(s, ".git")
	parts := strings.Split(s, "/")
	if len(parts) < 2 || strings.Contains(parts[0], ":") || strings.HasPrefix(s, ".") || strings.Contains(parts[0], ".") {
		return ""
	}
	return strings.ToLower(parts[0] + "/" + parts[1])
}

func examplesIn(x exampleText) []repoRef {
	var out []repoRef
	for _, m := range addExample.FindAllStringSubmatch(x.text, -1) {
		spec := m[1]
		ref := ""
		if i := strings.IndexAny(spec, "@#"); i >= 0 {
			spec, ref = spec[:i], spec[i+1:]
		} else if i := strings.Index(spec, "/tree/"); i >= 0 {
			spec, ref = spec[:i], strings.SplitN(spec[i+len("/tree/"):], "/", 2)[0]
		}
		if repo := githubRepo(spec); repo != "" {
			out = append(out, repoRef{x.where, m[0], repo, ref})
		}
	}
	for _, m := range updateExample.FindAllStringSubmatch(x.text, -1) {
		out = append(out, repoRef{x.where, m[0], "source:" + m[1], m[2]})
	}
	// TOML: each [[source]] table's url and ref.
	for _, table := range strings.Split(x.text, "[[source]]")[1:] {
		if i := strings.Index(table, "\n["); i >= 0 && !strings.HasPrefix(table[i+1:], "[source.") {
			table = table[:i]
		}
		u := tomlURL.FindStringSubmatch(table)
		if u == nil {
			continue
		}
		ref := ""
		if r := tomlRef.FindStringSubmatch(table); r != nil {
			ref = r[1]
		}
		if repo := githubRepo(u[1]); repo != "" {
			out = append(out, repoRef{x.where, "url = " + u[1] + ", ref = " + ref, repo, ref})
		}
	}
	return out
}

// TestExamplesNameRealRefs: every example of add (and update --to) in
// help, the templates and the README names a repository skillpin users
// can reach, at a ref it has (or no ref), so that copying it works.
func TestExamplesNameRealRefs(t *testing.T) {
	t.Parallel()
	found := 0
	for _, x := range exampleTexts(t) {
		for _, ex := range examplesIn(x) {
			found++
			repo := ex.repo
			if name, ok := strings.CutPrefix(repo, "source:"); ok {
				if repo, ok = exampleSources[name]; !ok {
					t.Errorf("%s: %q updates source %q, which stands for no repository in exampleSources", ex.where, ex.example, name)
					continue
				}
			}
			owner, _, _ := strings.Cut(repo, "/")
			if slices.Contains(placeholderOwners, owner) {
				continue
			}
			refs, ok := realRefs[repo]
			if !ok {
				t.Errorf("%s: %q names %s, which is not among the mirrored repositories (realRefs) nor a placeholder owner", ex.where, ex.example, repo)
				continue
			}
			if ex.ref != "" && !slices.Contains(refs, ex.ref) {
				t.Errorf("%s: %q: %s has no ref %q (it has %s)", ex.where, ex.example, repo, ex.ref, strings.Join(refs, " "))
			}
		}
	}
	if found < 8 {
		t.Errorf("found %d examples; the extraction is broken", found)
	}
}

// TestExampleExtraction pins what the extraction finds, so that a broken
// pattern cannot pass TestExamplesNameRealRefs by finding nothing.
func TestExampleExtraction(t *testing.T) {
	t.Parallel()
	text := "  skillpin add anthropics/skills@v1.2.0 --skill pdf\n" +
		"`skillpin -g add getsentry/skills --skill x`\n" +
		"skillpin add https://github.com/anthropics/skills/tree/main/skills/pdf\n" +
		"skillpin add ./vendor/skills --all\nskillpin add file:///srv/git/skills.git@v2\n" +
		"skillpin update superpowers --to v9.0.0\n" +
		"[[source]]\nname = \"a\"\nurl = \"https://github.com/obra/superpowers\"\nref = \"v0.0.1\"\n[source.signature]\nkey = \"k\"\n" +
		"[[source]]\nurl = \"git@github.com:acme/agent-skills.git\"\nref = \"main\"\n" +
		"# [[source]]\n# url    = \"anthropics/skills\"   # comment\n# ref    = \"main\"\n"
	var got []string
	for _, r := range examplesIn(exampleText{"t", text}) {
		got = append(got, r.repo+"@"+r.ref)
	}
	want := []string{"anthropics/skills@v1.2.0", "getsentry/skills@", "anthropics/skills@main", "source:superpowers@v9.0.0",
		"obra/superpowers@v0.0.1", "acme/agent-skills@main", "anthropics/skills@main"}
	if !slices.Equal(got, want) {
		t.Errorf("extracted\n  %q\nwant\n  %q", got, want)
	}
}

// TestRealRefsMatchMirrors checks realRefs against bare mirrors of the
// repositories, when SKILLPIN_TEST_MIRRORS names their directory.
func TestRealRefsMatchMirrors(t *testing.T) {
	dir := os.Getenv("SKILLPIN_TEST_MIRRORS")
	if dir == "" {
		t.Skip("SKILLPIN_TEST_MIRRORS is not set")
	}
	for repo, refs := range realRefs {
		entries, _ := filepath.Glob(filepath.Join(dir, "*"))
		var gitDir string
		for _, e := range entries {
			if strings.EqualFold(strings.Replace(filepath.Base(e), "+", "/", 1), repo) {
				gitDir = filepath.Join(e, "repo")
			}
		}
		if gitDir == "" {
			t.Errorf("no mirror of %s in %s", repo, dir)
			continue
		}
		out, err := exec.Command("git", "--git-dir="+gitDir, "for-each-ref", "--format=%(refname:short)", "refs/tags").Output()
		if err != nil {
			t.Fatal(err)
		}
		tags := strings.Fields(string(out))
		head, err := exec.Command("git", "--git-dir="+gitDir, "symbolic-ref", "--short", "HEAD").Output()
		if err != nil {
			t.Fatal(err)
		}
		have := append([]string{strings.TrimSpace(string(head))}, tags...)
		slices.Sort(have)
		want := slices.Clone(refs)
		slices.Sort(want)
		if !slices.Equal(have, want) {
			t.Errorf("%s: the mirror has %q, realRefs %q", repo, have, want)
		}
	}
}
