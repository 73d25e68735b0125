package tooltext

import (
	"strings"
	"testing"
)

// TestHiddenHTML: hidden elements' text at its lines, as one comment
// each; visible text blank; bounded.
func TestHiddenHTML(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"<p>seen</p>\n<DIV style=\"display: none\">one\n<b>two</b></Div>\n<p>seen</p>", "\n<!-- one\ntwo -->\n"},
		{"<span style='font-size:0'>x</span><span style='font-size:0.9em'>y</span>", "<!-- x -->"},
		{"<div hidden>a --> b</div>", "<!-- a  b -->"},
		{"<div class=\"card\">nothing hidden</div>", ""},
		{"<div style=\"display:none\">never closed", ""},
		{"<P STYLE='DISPLAY:NONE'>upper</P><a-b style='display:none'>x</a-b><2 hidden>", "<!-- upper -->"},
		{"<div\nhidden\n>on\ntwo lines</div>", "\n\n<!-- on\ntwo lines -->"},
	} {
		if got := HiddenHTML(tc.src); got != tc.want {
			t.Errorf("HiddenHTML(%q) = %q, want %q", tc.src, got, tc.want)
		}
	}
	// Hostile input: past the bound nothing is read; within it, at most
	// maxHidden elements.
	if got := HiddenHTML(strings.Repeat("<div hidden>x</div>", maxHTML/19+1)); got != "" {
		t.Errorf("a file past maxHTML read: %d bytes", len(got))
	}
	if got := HiddenHTML(strings.Repeat("<div hidden>x</div>\n", 5000)); strings.Count(got, "<!--") != maxHidden {
		t.Errorf("%d hidden elements read, want %d", strings.Count(got, "<!--"), maxHidden)
	}
}
