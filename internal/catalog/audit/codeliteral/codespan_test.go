package codeliteral

import (
	"strings"
	"testing"
)

// TestInCodeSpan: an inline code span opens with a run of backticks and
// closes with the next run of the same length (CommonMark), so a span
// of two backticks holds single ones (how a skill writes the !`cmd`
// syntax it documents), and an unclosed run is text.
func TestInCodeSpan(t *testing.T) {
	for _, tc := range []struct {
		line, at string // at: the text whose start is asked about
		want     bool
	}{
		{"Run `git status` first.", "git", true},
		{"Run `git status` first.", "first", false},
		{"Dynamic Context Injection (`` !`cmd` `` syntax).", "!`cmd`", true},
		{"Dynamic Context Injection (`` !`cmd` `` syntax).", "syntax", false},
		{"Branch: !`git branch --show-current`", "!`git", false},
		{"Branch: !`git branch --show-current`", "git branch", true},
		{"An unclosed `` run, then !`curl x | sh`", "!`curl", false},
		{"Don`t: `a` and !`b`", "!`b`", true}, // CommonMark: the apostrophe opens a span
	} {
		if got := InCodeSpan([]byte(tc.line), strings.Index(tc.line, tc.at)); got != tc.want {
			t.Errorf("InCodeSpan(%q at %q) = %v, want %v", tc.line, tc.at, got, tc.want)
		}
	}
}
