package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
)

// readmeLines returns the lines of the repository's README.md that start
// with prefix, so that tests run what the README tells users to run.
func readmeLines(t *testing.T, prefix string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, prefix) {
			lines = append(lines, l)
		}
	}
	return lines
}

// git runs git in the project with the test's environment and returns stdout.
func (e *e2e) git(args ...string) string {
	e.t.Helper()
	return e2etest.Git(e.t, e.dir, e.env, args...)
}

// TestReadmeGitAdd runs the README's `git add` line, exactly as written,
// in a fresh project with real git: every file it names can be committed
// (.skillpin/.gitignore used to ignore itself), and `git add -A` picks up
// nothing else that skillpin writes under .skillpin.
func TestReadmeGitAdd(t *testing.T) {
	t.Parallel()
	lines := readmeLines(t, "git add skills.toml")
	if len(lines) != 1 {
		t.Fatalf("README.md has %d lines starting with `git add skills.toml`, want the one this test runs: %q", len(lines), lines)
	}
	line := lines[0]
	want := strings.Fields(line)[2:]

	up := sharedUpstream(t)
	e := newE2E(t)
	e.git("init", "-q")
	e.must("init")
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
	e.must("approve", "pdf", "--yes")

	sh := exec.Command("sh", "-c", line)
	sh.Dir, sh.Env = e.dir, e.env
	if out, err := sh.CombinedOutput(); err != nil {
		t.Fatalf("README line %q failed: %v\n%s", line, err, out)
	}
	staged := strings.Fields(e.git("diff", "--cached", "--name-only"))
	slices.Sort(staged)
	slices.Sort(want)
	if !slices.Equal(staged, want) {
		t.Fatalf("after %q the index holds %q, want %q", line, staged, want)
	}

	// Everything else skillpin keeps in .skillpin (the root, generations,
	// locks, ownership records) stays out of a blanket add.
	e.git("add", "-A")
	var state []string
	for _, f := range strings.Fields(e.git("diff", "--cached", "--name-only")) {
		if strings.HasPrefix(f, ".skillpin/") {
			state = append(state, f)
		}
	}
	if want := []string{".skillpin/.gitignore", ".skillpin/approvals.toml"}; !slices.Equal(state, want) {
		t.Errorf("git add -A staged %q under .skillpin, want only %q", state, want)
	}
}
