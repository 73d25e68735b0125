package contentscan

import (
	"strings"
	"testing"
)

// TestScanLimitsAtTheirEdges: each bound of the whitespace and line-length
// checks is the most that passes unreported; one more is a finding. A
// bound off by one either way lets hidden text through or reports
// ordinary files.
func TestScanLimitsAtTheirEdges(t *testing.T) {
	blank := func(n int) string { return "before\n" + strings.Repeat("\n", n) + "after\n" }
	tests := []struct {
		name string
		data string
		want string // the finding's code, "" for none
	}{
		{"spaces at the bound", "a" + strings.Repeat(" ", MaxSpaceRun) + "hidden\n", ""},
		{"spaces over the bound", "a" + strings.Repeat(" ", MaxSpaceRun+1) + "hidden\n", HiddenWhitespace},
		{"tabs count 8 at the bound", "a" + strings.Repeat("\t", MaxSpaceRun/8) + strings.Repeat(" ", MaxSpaceRun%8) + "hidden\n", ""},
		{"tabs count 8 over the bound", "a" + strings.Repeat("\t", MaxSpaceRun/8+1) + "hidden\n", HiddenWhitespace},
		{"no-break spaces count", "a" + strings.Repeat("\u00a0", MaxSpaceRun+1) + "hidden\n", HiddenWhitespace},
		{"trailing spaces hide nothing", "a" + strings.Repeat(" ", MaxSpaceRun+1) + "\n", ""},
		{"the widest run decides", "a" + strings.Repeat(" ", MaxSpaceRun) + "b" + strings.Repeat(" ", MaxSpaceRun+1) + "c\n", HiddenWhitespace},
		{"blank lines at the bound", blank(MaxBlankRun), ""},
		{"blank lines over the bound", blank(MaxBlankRun + 1), HiddenWhitespace},
		{"a line at the bound, counted in characters", strings.Repeat("é", MaxLineLength) + "\n", ""},
		{"a line over the bound", strings.Repeat("x", MaxLineLength+1) + "\n", LongLine},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, f := range Scan(File{Path: "ref.md", Data: []byte(tc.data)}, nil) {
				got = append(got, f.Code)
			}
			if tc.want == "" && len(got) != 0 || tc.want != "" && (len(got) != 1 || got[0] != tc.want) {
				t.Errorf("findings %v, want %q", got, tc.want)
			}
		})
	}
}
