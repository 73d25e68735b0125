package outdatedcmd

import "testing"

// TestFileSummary: a large change is counted, not listed file by file.
func TestFileSummary(t *testing.T) {
	few := []string{"~SKILL.md", "+a"}
	if got := fileSummary(few, 1, 1, 0); got != "~SKILL.md +a" {
		t.Errorf("fileSummary(few) = %q", got)
	}
	many := []string{"~SKILL.md", "+a", "+b", "+c", "+d", "+e", "-f"}
	if got := fileSummary(many, 1, 5, 1); got != "1 modified, 5 added, 1 removed: ~SKILL.md +a +b …" {
		t.Errorf("fileSummary(many) = %q", got)
	}
}
