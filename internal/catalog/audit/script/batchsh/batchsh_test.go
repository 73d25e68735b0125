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

// TestToShStartOrder: start's window title and switches come in any
// order, and /d takes the directory after it: each line is the program
// it starts.
func TestToShStartOrder(t *testing.T) {
	for in, want := range map[string]string{
		"start /b \"\" %TEMP%\\c.exe --install":            "${TEMP}/c.exe --install",
		"start /min /wait \"updater\" x.exe":               "x.exe",
		"start /d %APPDATA%\\u /b \"\" u.exe -s":           "${APPDATA}/u/u.exe -s",
		"start \"title\" /high /affinity 3 miner.exe -o p": "miner.exe -o p",
		"start /b powershell -w hidden -c \"iex (iwr u)\"": "powershell -w hidden -c \"iex (iwr u)\"",
		"start https://example.com/docs":                   "https://example.com/docs",
		"start \"Tray Helper\" /min \"%H%\\tray.exe\"":     "\"${H}/tray.exe\"",
		"start \" \" /b x.exe -q":                          "x.exe -q",
		"start \"Build and Test Runner\" cmd /c run.cmd":   "cmd /c run.cmd",
	} {
		if got := ToSh(in); got != want {
			t.Errorf("ToSh(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestToShMoves: ren, move and copy are mv and cp (ren's new name in
// the source's directory), and start /d DIR runs DIR's program.
func TestToShMoves(t *testing.T) {
	for in, want := range map[string]string{
		"ren \"%D%\\wgh.dat\" wghelper.exe":      "mv \"${D}/wgh.dat\" \"${D}/wghelper.exe\"",
		"move /y %TEMP%\\a.txt %APPDATA%\\a.exe": "mv ${TEMP}/a.txt ${APPDATA}/a.exe",
		"copy /y a.dat b.exe >nul":               "cp a.dat b.exe >/dev/null",
		"copy a.txt+b.txt c.txt":                 "copy a.txt+b.txt c.txt",
		"start /d \"%D%\" /b \"\" helper.exe -s": "${D}/helper.exe -s",
		"start /d docs cmd /k npx mkdocs serve":  "cmd /k npx mkdocs serve",
	} {
		if got := ToSh(in); got != want {
			t.Errorf("ToSh(%q) = %q, want %q", in, got, want)
		}
	}
}
