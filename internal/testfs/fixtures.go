package testfs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// SkillMD is a SKILL.md: frontmatter with name and description, then the
// extra frontmatter lines (each ending in a newline, "" for none), then
// body. It is the one SKILL.md builder the tests share; a test that needs
// particular bytes passes them as extra and body.
func SkillMD(name, description, extra, body string) string {
	return "---\nname: " + name + "\ndescription: " + description + "\n" + extra + "---\n" + body
}

// WriteTree writes files (slash path -> content; a content "->target"
// makes a symbolic link to target instead) under dir, creating
// directories, and returns dir.
func WriteTree(t testing.TB, dir string, files map[string]string) string {
	t.Helper()
	for rel, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		var err error
		if target, ok := strings.CutPrefix(content, "->"); ok {
			err = os.Symlink(target, p)
		} else {
			err = os.WriteFile(p, []byte(content), 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
