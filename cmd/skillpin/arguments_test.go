package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// typedArgsMD declares its arguments as the Agent Skill tool contract
// does: a mapping of name to {type, required, description}.
const typedArgsMD = "---\nname: reader\ndescription: Reads a file.\narguments:\n  path: {type: string, required: true, description: the file}\n  pages: {type: integer}\n---\nRead ${path}.\n"

// TestNamedArgumentDeclarations: a skill declaring its arguments as a
// mapping passes lint and is listed by catalog; a bad declaration fails
// lint with FIELD_INVALID naming what is wrong.
func TestNamedArgumentDeclarations(t *testing.T) {
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
	stdout, stderr, code := runSkillpin(t, "catalog", "--json", "--root", lintTree(t, map[string]string{"reader/SKILL.md": typedArgsMD}))
	var cat struct{ Skills []struct{ Name string } }
	if code != 0 || json.Unmarshal([]byte(stdout), &cat) != nil || len(cat.Skills) != 1 || cat.Skills[0].Name != "reader" {
		t.Errorf("catalog: exit %d, %s%s", code, stdout, stderr)
	}
}
