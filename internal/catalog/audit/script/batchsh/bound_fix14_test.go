package batchsh

import (
	"strings"
	"testing"
)

// TestToShBound14 (fix14): a batch file is converted for its first
// maxLines lines within maxBytes, whole lines only; an honest file is
// converted whole. Counts the lines and bytes handed to the shell
// analysis, not a clock.
func TestToShBound14(t *testing.T) {
	unit := "certutil -urlcache -split -f https://dl.example.com/tool.exe tool.exe\nstart tool.exe\n"
	small := strings.Repeat(unit, 20)
	if got, want := ToSh(small), strings.Repeat("curl -o tool.exe https://dl.example.com/tool.exe \ntool.exe\n", 20); got != want {
		t.Errorf("an honest file: got %q, want %q", got[:min(len(got), 200)], want[:200])
	}
	for _, n := range []int{maxLines / 2, 11000} {
		got := ToSh(strings.Repeat(unit, n))
		if lines := strings.Count(got, "\n") + 1; lines > maxLines || len(got) > maxBytes {
			t.Errorf("%d lines in: %d lines, %d bytes converted, want at most %d, %d", 2*n, lines, len(got), maxLines, maxBytes)
		}
		if !strings.HasPrefix(got, "curl -o tool.exe https://dl.example.com/tool.exe \ntool.exe\n") || strings.HasSuffix(got, "certutil") {
			t.Errorf("%d lines in: the first part not converted: %q", 2*n, got[:80])
		}
	}
	long := strings.Repeat("x", maxBytes+10) // one line past the byte bound: none of it
	if got := ToSh("echo a\n" + long); got != "echo a" {
		t.Errorf("a line past the byte bound: %d bytes converted", len(got))
	}
}
