package installed

import (
	"strings"
	"testing"
)

// TestBounds: a 1 MiB value, script or binding.gyp gets a plain answer,
// past each judgement's bound.
func TestBounds(t *testing.T) {
	long := strings.Repeat("a", 1<<20)
	if gypRunsNothing(`{"targets":[{"sources":["`+long+`"]}]}`, func(string) bool { return true }) {
		t.Error("a binding.gyp past 64 KiB was read")
	}
	if RunKeyLocal(`Set-ItemProperty -Path HKCU:\Software\Microsoft\Windows\CurrentVersion\Run -Name A -Value "`+long+`"`, nil) {
		t.Error("a 1 MiB value judged local")
	}
	if gypScript(long) {
		t.Error("a 1 MiB install script judged")
	}
}
