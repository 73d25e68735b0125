package batchsh

import (
	"strings"
	"testing"
)

// TestToShDet18 pins the rewrites of the built-in downloaders and
// starters, and a long line of each is one pass (its output counted).
func TestToShDet18(t *testing.T) {
	for in, want := range map[string]string{
		"certutil -urlcache -split -f https://x.example/a.bin %TEMP%\\a.exe >nul": "curl -o ${TEMP}/a.exe https://x.example/a.bin >/dev/null",
		"bitsadmin /transfer j /download https://x.example/u.cmd u.cmd":           "curl -o u.cmd https://x.example/u.cmd ",
		"start \"\" /b /min \"%h%\" --agent":                                      "\"${h}\" --agent",
		"if exist \"%h%\" start \"\" /b \"%h%\"":                                  "\"${h}\"",
		"if not exist x.exe (":                                                    "if not exist x.exe (",
		"certutil -hashfile a.zip SHA256":                                         "certutil -hashfile a.zip SHA256",
	} {
		if got := ToSh(in); got != want {
			t.Errorf("ToSh(%q) = %q, want %q", in, got, want)
		}
	}
	n := maxBytes / 4 // a line within the byte bound (fix14)
	big := strings.Repeat("/b ", n)
	if got := ToSh("start " + big + "x.exe"); got != "x.exe" {
		t.Errorf("start with %d options: %d bytes", n, len(got))
	}
}
