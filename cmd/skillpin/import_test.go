package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestImport moves a project from vercel's skills CLI and dotagents: the
// sources their files name are pinned in skills.toml, what cannot be
// mapped is said with the reason, the copies they left in the targets are
// listed (never deleted or rewritten), and install takes a target over
// once its old copy is gone.
func TestImport(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t) // pdf, xlsx at v1
	url := gittest.ServeHTTP(t, up.Dir, gittest.ServeOptions{})
	e := newE2E(t)
	vercel := `{
  "version": 1,
  "skills": {
    "pdf": {"source": "` + url + `", "ref": "v1", "sourceType": "git", "skillPath": "skills/pdf/SKILL.md", "computedHash": "00"},
    "react-best-practices": {"source": "@vercel/agent-skills", "sourceType": "node_modules", "computedHash": "11"}
  }
}
`
	dotagents := "version = 1\nagents = [\"claude\"]\n\n[[skills]]\nname = \"xlsx\"\nsource = \"git:" + url + "\"\nref = \"v1\"\n\n" +
		"[[skills]]\nname = \"gone\"\nsource = \"git:" + url + "\"\nref = \"v1\"\n\n[[mcp]]\nname = \"github\"\ncommand = \"npx\"\n"
	e.write("skills-lock.json", vercel)
	e.write("agents.toml", dotagents)
	e.write("CLAUDE.md", "# notes\n")
	// What the other tools left in the harness directories: an exact copy
	// of pdf, an edited xlsx, and a skill with no record.
	for _, f := range []string{"SKILL.md", "scripts/run.sh"} {
		data, err := os.ReadFile(filepath.Join(up.Dir, "skills", "pdf", f))
		if err != nil {
			t.Fatal(err)
		}
		e.write(".claude/skills/pdf/"+f, string(data))
	}
	if err := os.Chmod(filepath.Join(e.dir, ".claude/skills/pdf/scripts/run.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	e.write(".agents/skills/xlsx/SKILL.md", e2etest.Skill("xlsx")+"edited by hand\n")
	e.write(".claude/skills/mine/SKILL.md", e2etest.Skill("mine"))

	// --dry-run changes nothing, not even skills.toml, and says what the
	// import says, in the same words: only the verbs differ.
	said := []string{
		"read skills-lock.json, agents.toml",
		url + "@v1 as source 001: pdf, xlsx",
		"could not add", `no skill named "gone"`,
		"react-best-practices (skills-lock.json): it was installed from a node_modules source",
		".claude/skills/pdf: the same content as the skill pinned for it; move it aside (skillpin import --replace-copies)",
		".agents/skills/xlsx: differs from the skill pinned for it",
		".claude/skills/mine: no record of where it came from",
	}
	dry, _ := e.expect(0, said, "import", "--dry-run")
	if _, err := os.Stat(filepath.Join(e.dir, "skills.toml")); !os.IsNotExist(err) {
		t.Fatalf("import --dry-run wrote skills.toml: %v", err)
	}

	out, errOut := e.expect(1, append(said, "added "+url+"@v1 as source", "skillpin approve --all"), "import")
	if got, want := strings.ReplaceAll(dry, "would add ", "added "), out[:strings.Index(out, "\nnext:")]; got != want {
		t.Errorf("import --dry-run and import say different things:\n--- dry run (verbs replaced)\n%s\n--- import\n%s", got, want)
	}
	if !strings.Contains(errOut, "wrote") || !strings.Contains(errOut, "skills.toml") {
		t.Errorf("import did not say it created skills.toml:\n%s", errOut)
	}
	m := e.read("skills.toml")
	if !strings.Contains(m, url) || !strings.Contains(m, `ref = "v1"`) {
		t.Errorf("skills.toml lacks the imported source:\n%s\n%s", m, out)
	}
	l := e.read("skills.lock")
	for _, want := range []string{`name = "pdf"`, `name = "xlsx"`, "commit = "} {
		if !strings.Contains(l, want) {
			t.Errorf("skills.lock lacks %q:\n%s", want, l)
		}
	}
	if e.read("skills-lock.json") != vercel || e.read("agents.toml") != dotagents {
		t.Error("import rewrote another tool's file")
	}
	e.expect(0, []string{"pdf", "pending", "xlsx"}, "status")

	// Approved, the old copy left alone: install reports the clash.
	e.must("approve", "--all", "--yes")
	if got := e.read(".agents/skills/xlsx/SKILL.md"); !strings.Contains(got, "edited by hand") {
		t.Error("the other tool's copy was overwritten")
	}
	// Once the user removes the old copy, install takes the target over.
	if err := os.RemoveAll(filepath.Join(e.dir, ".claude/skills/pdf")); err != nil {
		t.Fatal(err)
	}
	e.must("install")
	e.expect(0, []string{".claude/skills:synced"}, "status")
	if _, err := os.Stat(filepath.Join(e.dir, ".claude/skills/mine/SKILL.md")); err != nil {
		t.Errorf("the unmapped skill was touched: %v", err)
	}

	// --json: the documented shape.
	var js struct {
		Read    []string `json:"read"`
		Sources []struct {
			Source, Name, Error string
			Added               []string
		} `json:"sources"`
		Skipped []struct{ Name, From, Reason string }  `json:"skipped"`
		Copies  []struct{ Target, Name, State string } `json:"copies"`
	}
	jout, _, code := e.run("import", "--json")
	if code != 1 {
		t.Fatalf("import --json: exit %d", code)
	}
	if err := json.Unmarshal([]byte(jout), &js); err != nil {
		t.Fatalf("import --json: %v\n%s", err, jout)
	}
	if len(js.Read) != 2 || len(js.Skipped) != 1 || len(js.Sources) != 1 || js.Sources[0].Error == "" {
		t.Errorf("import --json = %+v", js)
	}
}

// TestImportRefuses: a file import cannot read is bad input naming it; a
// file of another name is refused before anything is read.
func TestImportRefuses(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.expect(2, []string{"nothing to import"}, "import")
	e.write("skills-lock.json", `{"version": 7, "skills": {}}`)
	e.expect(2, []string{"skills-lock.json", "version 7"}, "import")
	e.write("package.json", "{}")
	e.expect(2, []string{"package.json", "import reads skills-lock.json"}, "import", "package.json")
}

// TestImportUserScope: with -g, import reads the global .skill-lock.json
// that vercel's CLI and gh skill write in ~/.agents, into the user scope.
func TestImportUserScope(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	url := gittest.ServeHTTP(t, up.Dir, gittest.ServeOptions{})
	e := newE2E(t)
	global := `{
  "version": 3,
  "skills": {
    "pdf": {"source": "team/skills", "sourceType": "github", "sourceUrl": "` + url + `.git", "skillPath": "skills/pdf/SKILL.md",
      "skillFolderHash": "abc", "installedAt": "2026-03-01T00:00:00Z", "updatedAt": "2026-03-01T00:00:00Z", "pinnedRef": "v1"},
    "bun": {"source": "mintlify/bun.com", "sourceType": "mintlify", "sourceUrl": "https://bun.com/docs/skill.md",
      "skillFolderHash": "", "installedAt": "2026-03-01T00:00:00Z", "updatedAt": "2026-03-01T00:00:00Z"}
  },
  "dismissed": {"findSkillsPrompt": true}
}`
	testfs.WriteFile(t, filepath.Join(e.home, ".agents", ".skill-lock.json"), global)
	e.expect(2, []string{"skillpin -g init"}, "-g", "import")
	e.must("-g", "init", "--no-targets")
	e.expect(0, []string{".skill-lock.json", "added " + url + "@v1", "bun", "mintlify source"}, "-g", "import")
	e.expect(0, []string{"pdf", "pending"}, "-g", "status")
}
