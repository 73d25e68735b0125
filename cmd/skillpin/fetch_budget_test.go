//go:build skillpin_slow

package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// fetchBudget is the peak memory a fetch may take, whatever a blob the
// selection does not read holds (issue 27).
const fetchBudget = 150 * mib

// writeHugeSkillMD writes a SKILL.md of n bytes that compresses well (a
// few hundred KiB in a pack): valid frontmatter naming the skill, then
// the same line over and over.
func writeHugeSkillMD(t *testing.T, path, name string, n int) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	w.WriteString("---\nname: " + name + "\ndescription: The " + name + " skill, very long.\n---\n")
	line := strings.Repeat("All work and no play makes a dull skill. ", 3) + "\n"
	for written := 0; written < n; written += len(line) {
		w.WriteString(line)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestFetchMemoryBudget: a repository whose unselected skill has a
// 250 MiB SKILL.md (a small download: it compresses) costs a fetch no
// more than fetchBudget, whether the server filters blobs or not, on a
// first fetch and on incremental ones (a thin pack, completed from the
// cache; the big file changed in place, a delta against 250 MiB);
// selecting that skill is LIMIT_EXCEEDED naming the skill, its
// file and the limit. Peak memory is the process's own maximum resident
// set, from the kernel: the server runs in the test process.
func TestFetchMemoryBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a repository with a 250 MiB file")
	}
	up := gittest.NewRepo(t)
	up.WriteFile("skills/a/SKILL.md", e2etest.Skill("a"))
	up.Commit("v1")
	up.Tag("v1")
	writeHugeSkillMD(t, filepath.Join(up.Dir, "skills", "big", "SKILL.md"), "big", 250*mib)
	up.WriteFile("skills/a/SKILL.md", e2etest.Skill("a")+"\nVersion 2.\n")
	up.Commit("v2")
	up.Tag("v2")
	// v3 changes the big file in place: an incremental fetch carries it
	// as a delta against the 250 MiB v2, which go-git would hold whole.
	big, err := os.OpenFile(filepath.Join(up.Dir, "skills", "big", "SKILL.md"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	big.WriteString("One more line.\n")
	big.Close()
	up.WriteFile("skills/a/SKILL.md", e2etest.Skill("a")+"\nVersion 3.\n")
	up.Commit("v3")
	up.Tag("v3")

	for _, filter := range []bool{false, true} {
		name := "no filters"
		if filter {
			name = "blob:none"
		}
		t.Run(name, func(t *testing.T) {
			url := gittest.ServeHTTP(t, up.Dir, gittest.ServeOptions{AllowFilter: filter})
			within := func(r result) {
				t.Helper()
				t.Logf("skillpin %s: peak %d MiB", strings.Join(r.args, " "), r.maxRSS/mib)
				if r.maxRSS > fetchBudget {
					t.Errorf("skillpin %v peaked at %d MiB, over the %d MiB budget", r.args, r.maxRSS/mib, fetchBudget/mib)
				}
			}
			// First fetch: everything the server sends for v2.
			e := newE2E(t)
			e.must("init")
			r := e.runBounded(nil, "add", url+"@v2", "--skill", "a")
			check(t, r, 0, "added a")
			within(r)
			r = e.runBounded(nil, "add", url+"@v2", "--skill", "big")
			check(t, r, 1, "LIMIT_EXCEEDED", "skill big", "SKILL.md", "max_bytes = 16777216")
			within(r)
			if strings.Contains(r.errOut, "has no skill named") {
				t.Errorf("the over-limit skill is reported as missing:\n%s", r)
			}

			// Incremental: v1 cached, v2 arrives as a thin pack.
			e = newE2E(t)
			e.must("init")
			e.must("add", url+"@v1", "--skill", "a")
			r = e.runBounded(nil, "update", "a", "--to", "v2")
			check(t, r, 0, "SKILL.md")
			within(r)
			// v2 cached (its big file too: the whole tree, or the
			// SKILL.md files a partial fetch brings): v3 is a delta.
			r = e.runBounded(nil, "update", "a", "--to", "v3")
			check(t, r, 0, "SKILL.md")
			within(r)
			e.expect(0, []string{"verify ok"}, "verify")
		})
	}
}
