package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"gopkg.in/yaml.v3"
)

// preCommitHook is one entry of .pre-commit-hooks.yaml.
type preCommitHook struct {
	ID            string   `yaml:"id"`
	Name          string   `yaml:"name"`
	Entry         string   `yaml:"entry"`
	Language      string   `yaml:"language"`
	Files         string   `yaml:"files"`
	Args          []string `yaml:"args"`
	PassFilenames *bool    `yaml:"pass_filenames"`
}

func loadPreCommitHooks(t *testing.T) map[string]preCommitHook {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", ".pre-commit-hooks.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var list []preCommitHook
	if err := yaml.Unmarshal(b, &list); err != nil {
		t.Fatalf(".pre-commit-hooks.yaml: %v", err)
	}
	hooks := map[string]preCommitHook{}
	for _, h := range list {
		if h.ID == "" || h.Name == "" || h.Entry == "" {
			t.Fatalf(".pre-commit-hooks.yaml: hook %+v lacks an id, name or entry", h)
		}
		// pre-commit builds the hook from this repository's Go module.
		if h.Language != "golang" {
			t.Errorf("hook %s: language %q, want golang", h.ID, h.Language)
		}
		if _, dup := hooks[h.ID]; dup {
			t.Fatalf(".pre-commit-hooks.yaml: hook %s twice", h.ID)
		}
		hooks[h.ID] = h
	}
	return hooks
}

// runHook does what pre-commit does with a hook for a commit that stages
// files: skip it unless a file matches `files`, else run the entry (the
// binary under test standing in for skillpin) from the repository root
// with the hook's args and, unless pass_filenames is false, the matching
// files. ran is false when the hook was skipped.
func runHook(e *e2e, h preCommitHook, staged []string) (ran bool, out string, code int) {
	e.t.Helper()
	files := regexp.MustCompile(h.Files)
	var matched []string
	for _, f := range staged {
		if files.MatchString(f) {
			matched = append(matched, f)
		}
	}
	if len(matched) == 0 {
		return false, "", 0
	}
	entry := strings.Fields(h.Entry)
	if entry[0] != "skillpin" {
		e.t.Fatalf("hook %s: entry %q does not run skillpin", h.ID, h.Entry)
	}
	args := append(entry[1:], h.Args...)
	if h.PassFilenames == nil || *h.PassFilenames {
		args = append(args, matched...)
	}
	// e.run passes -C <project>, as the repository root pre-commit runs in.
	stdout, stderr, code := e.run(args...)
	return true, stdout + stderr, code
}

// TestPreCommitHooks runs each hook of .pre-commit-hooks.yaml through the
// built binary on commits that must pass, fail, or not run it.
func TestPreCommitHooks(t *testing.T) {
	t.Parallel()
	hooks := loadPreCommitHooks(t)
	for _, id := range []string{"skillpin-lint", "skillpin-verify"} {
		if _, ok := hooks[id]; !ok {
			t.Fatalf(".pre-commit-hooks.yaml has no hook %s", id)
		}
	}

	t.Run("skillpin-lint", func(t *testing.T) {
		e := newE2E(t)
		e.write("skills/good/SKILL.md", e2etest.Skill("good"))
		e.write("skills/good/scripts/run.sh", "#!/bin/sh\n")
		e.write("skills/bad/SKILL.md", "---\nname: Bad_Name\ndescription: d\n---\nbody\n")
		e.write("README.md", "# repo\n")
		for _, tc := range []struct {
			staged []string
			ran    bool
			code   int
			wants  []string
		}{
			{staged: []string{"README.md"}, ran: false},
			{staged: []string{"skills/good/scripts/run.sh"}, ran: false},
			{staged: []string{"docs/NOT_A_SKILL.md", "skills/good/SKILL.md.orig"}, ran: false},
			{staged: []string{"README.md", "skills/good/SKILL.md"}, ran: true, code: 0, wants: []string{"ok", "good"}},
			{staged: []string{"skills/good/SKILL.md", "skills/bad/SKILL.md"}, ran: true, code: 1, wants: []string{"NAME_INVALID", "skills/bad"}},
		} {
			ran, out, code := runHook(e, hooks["skillpin-lint"], tc.staged)
			if ran != tc.ran || code != tc.code {
				t.Errorf("staged %q: ran %v exit %d, want ran %v exit %d\n%s", tc.staged, ran, code, tc.ran, tc.code, out)
			}
			for _, want := range tc.wants {
				if !strings.Contains(out, want) {
					t.Errorf("staged %q: output lacks %q:\n%s", tc.staged, want, out)
				}
			}
		}
	})

	t.Run("skillpin-verify", func(t *testing.T) {
		up := e2etest.Upstream(t)
		e := newE2E(t)
		e.must("init")
		e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
		e.must("approve", "pdf", "--yes")
		// Offline: the remote is gone, the cache has what the lock pins.
		if err := os.RemoveAll(up.Dir); err != nil {
			t.Fatal(err)
		}
		h := hooks["skillpin-verify"]
		for _, f := range []string{"skills.toml", "skills.lock", ".skillpin/approvals.toml", "sub/project/skills.lock"} {
			if ran, out, code := runHook(e, h, []string{f}); !ran || code != 0 {
				t.Errorf("staged %s: ran %v exit %d, want the hook to run and pass\n%s", f, ran, code, out)
			}
		}
		if ran, _, _ := runHook(e, h, []string{"README.md", "skills/pdf/SKILL.md"}); ran {
			t.Errorf("the verify hook ran for a commit that touches no project file")
		}
		// A manifest edited without re-locking fails the commit.
		e.write("skills.toml", strings.Replace(e.read("skills.toml"), `"v1"`, `"v2"`, 1))
		ran, out, code := runHook(e, h, []string{"skills.toml"})
		if !ran || code != 1 || !strings.Contains(out, "MANIFEST_MISMATCH") {
			t.Errorf("verify hook on a manifest changed without a new lock: ran %v exit %d, want exit 1 with MANIFEST_MISMATCH\n%s", ran, code, out)
		}
	})
}
