package gittest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// UploadPacks puts a git-upload-pack on PATH that logs when each run
// starts and when it has ended, running the real one in between, and
// returns a counter of both. go-git's file transport runs git-upload-pack
// from PATH, one per session, so this counts sessions over file:// and
// shows which are still open. It sets PATH: the test cannot be parallel.
func UploadPacks(t testing.TB) func() (started, ended int) {
	t.Helper()
	real, err := exec.LookPath("git-upload-pack")
	if err != nil {
		t.Skip("no git-upload-pack on PATH")
	}
	bin := t.TempDir()
	log := filepath.Join(bin, "runs.log")
	script := "#!/bin/sh\necho start >> '" + log + "'\n'" + real + "' \"$@\"\nrc=$?\necho end >> '" + log + "'\nexit $rc\n"
	if err := os.WriteFile(filepath.Join(bin, "git-upload-pack"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return func() (started, ended int) {
		b, _ := os.ReadFile(log)
		return strings.Count(string(b), "start\n"), strings.Count(string(b), "end\n")
	}
}
