package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// typedArgsMD declares its arguments as the Agent Skill tool contract
// does: a mapping of name to {type, required, description}.
const typedArgsMD = "---\nname: reader\ndescription: Reads a file.\narguments:\n  path: {type: string, required: true, description: the file}\n  pages: {type: integer}\n---\nRead ${path}.\n"

// TestNamedArgumentDeclarations: a skill declaring its arguments as a
// mapping passes lint and is listed by catalog with its declaration (in
// every output format); a bad declaration fails lint with FIELD_INVALID
// naming what is wrong.
func TestNamedArgumentDeclarations(t *testing.T) {
	t.Parallel()
	root := lintTree(t, map[string]string{
		"reader/SKILL.md":  typedArgsMD,
		"badtype/SKILL.md": "---\nname: badtype\ndescription: d\narguments:\n  path: {type: file}\n---\n",
		"badreq/SKILL.md":  "---\nname: badreq\ndescription: d\narguments:\n  path: {required: maybe}\n---\n",
	})
	if _, stderr, code := runSkillpin(t, "lint", filepath.Join(root, "reader")); code != 0 {
		t.Errorf("lint of a mapping declaration: exit %d\n%s", code, stderr)
	}
	for _, tt := range []struct{ dir, why string }{
		{"badtype", `argument "path": type "file" is not one of string, number, integer, boolean, array, object`},
		{"badreq", `argument "path": required is a string, want true or false`},
	} {
		stdout, stderr, code := runSkillpin(t, "lint", filepath.Join(root, tt.dir))
		if code == 0 || !strings.Contains(stdout+stderr, "FIELD_INVALID") || !strings.Contains(stdout+stderr, tt.why) {
			t.Errorf("lint %s: exit %d, output:\n%s%s\nwant FIELD_INVALID saying %q", tt.dir, code, stdout, stderr, tt.why)
		}
	}
	// catalog carries the declaration, whichever form it was written in:
	// the same arguments as a mapping, as a list and as a string (the
	// last two without types).
	catRoot := lintTree(t, map[string]string{
		"reader/SKILL.md": typedArgsMD,
		"listed/SKILL.md": "---\nname: listed\ndescription: d\narguments: [path, {name: pages, type: integer}]\n---\n",
		"words/SKILL.md":  "---\nname: words\ndescription: d\narguments: path pages\n---\n",
		"none/SKILL.md":   "---\nname: none\ndescription: d\n---\n",
	})
	stdout, stderr, code := runSkillpin(t, "catalog", "--json", "--root", catRoot)
	var cat struct {
		Skills []struct {
			Name      string
			Arguments json.RawMessage
		}
	}
	if code != 0 || json.Unmarshal([]byte(stdout), &cat) != nil || len(cat.Skills) != 4 {
		t.Fatalf("catalog: exit %d, %s%s", code, stdout, stderr)
	}
	want := map[string]string{
		"reader": `[{"name":"path","type":"string","required":true,"description":"the file"},{"name":"pages","type":"integer"}]`,
		"listed": `[{"name":"path"},{"name":"pages","type":"integer"}]`,
		"words":  `[{"name":"path"},{"name":"pages"}]`,
		"none":   ``,
	}
	for _, sk := range cat.Skills {
		var compact bytes.Buffer
		if len(sk.Arguments) > 0 {
			json.Compact(&compact, sk.Arguments)
		}
		if compact.String() != want[sk.Name] {
			t.Errorf("catalog --json: %s has arguments %s, want %s", sk.Name, compact.String(), want[sk.Name])
		}
	}
	stdout, _, _ = runSkillpin(t, "catalog", "--root", catRoot)
	if !strings.Contains(stdout, "reader: Reads a file. (from "+catRoot+")\n  arguments: path (string, required): the file; pages (integer)\n") {
		t.Errorf("catalog text does not list reader's arguments:\n%s", stdout)
	}
	stdout, _, _ = runSkillpin(t, "catalog", "--format", "xml", "--root", catRoot)
	if !strings.Contains(stdout, `<argument name="path" type="string" required="true">the file</argument>`) {
		t.Errorf("catalog xml does not list reader's arguments:\n%s", stdout)
	}
}
