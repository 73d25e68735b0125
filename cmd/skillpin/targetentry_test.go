package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An entry skillpin exported, to which the user added a file, is never
// deleted by revoke or remove, and never silently: the command warns, and
// status and verify keep reporting it until the user removes it. While the
// skill is approved, verify says skillpin created the entry, and
// install --repair restores it only once the user's file is moved out.
func TestE2EChangedTargetEntry(t *testing.T) {
	t.Parallel()
	for _, drop := range [][]string{{"revoke", "pdf"}, {"remove", "pdf"}} {
		t.Run(drop[0], func(t *testing.T) {
			f := newCheckoutFixture(t) // pdf approved, exported to .claude/skills
			e := f.e
			entry := filepath.Join(e.dir, ".claude", "skills", "pdf")
			mine := filepath.Join(entry, "mine.txt")
			if err := os.WriteFile(mine, []byte("the user's\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			e.expect(1, []string{"TARGET_TAMPERED", "mine.txt", "skillpin created this entry", "move it out"}, "verify", "--offline")
			if out, _, _ := e.run("verify", "--offline"); strings.Contains(out, "did not create") {
				t.Errorf("verify says skillpin did not create its own entry:\n%s", out)
			}
			e.expect(1, []string{"not restored", ".claude/skills/pdf", "mine.txt"}, "install", "--repair")
			if got := e.read(".claude/skills/pdf/mine.txt"); got != "the user's\n" {
				t.Fatalf("repair changed the user's file: %q", got)
			}

			_, errOut := e.expect(0, nil, drop...)
			for _, want := range []string{"warning", ".claude/skills/pdf", "mine.txt", "remove it yourself"} {
				if !strings.Contains(errOut, want) {
					t.Errorf("%v does not warn with %q:\n%s", drop, want, errOut)
				}
			}
			if _, err := os.Stat(filepath.Join(entry, "SKILL.md")); err != nil {
				t.Fatalf("%v deleted the entry the user added a file to: %v", drop, err)
			}
			e.expect(0, []string{".claude/skills", "pdf", "remove it yourself"}, "status")
			e.expect(1, []string{"TARGET_TAMPERED", "kept", "mine.txt", "remove it yourself"}, "verify", "--offline")
			e.must("install") // a later run still knows it
			e.expect(1, []string{"TARGET_TAMPERED", "kept"}, "verify", "--offline")

			os.Chmod(entry, 0o755)
			if err := os.RemoveAll(entry); err != nil {
				t.Fatal(err)
			}
			e.expect(0, []string{"verify ok"}, "verify", "--offline")
		})
	}
}
