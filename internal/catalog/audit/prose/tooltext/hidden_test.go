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

// TestHiddenHTMLBound: the closing-tag search reads a bounded number of
// bytes whatever the file (counted, not timed): a hiding tag with no
// closer is searched for once per name, and every search counts against
// maxHidden. A closer matches the whole name.
func TestHiddenHTMLBound(t *testing.T) {
	var distinct strings.Builder
	for i := 0; distinct.Len() < 60<<10; i++ {
		distinct.WriteString("<b" + strings.Repeat("b", i%40) + string(rune('a'+i%26)) + " hidden>")
	}
	for _, tc := range []struct {
		name, src string
		passes    int // the bound: work ≤ passes × len(src)
	}{
		{"one name never closed", strings.Repeat("<b hidden>", 13000) + strings.Repeat("</i", 43000), 1},
		{"near-closers", strings.Repeat("<p hidden>", 6000) + strings.Repeat("</pre>", 30000), 1},
		{"many names never closed", distinct.String() + strings.Repeat("</i", 20000), maxHidden},
	} {
		work := 0
		hiddenHTML(tc.src, &work)
		if work > tc.passes*len(tc.src) {
			t.Errorf("%s: %d bytes read, bound %d", tc.name, work, tc.passes*len(tc.src))
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"<b hidden>x</body></b>", "<!-- x -->"},
		{"<p hidden>x</pre>y</p>", "<!-- x y -->"},
		{"<b hidden>x</body>", ""},
		{"<p hidden>x</pre>", ""},
	} {
		if got := HiddenHTML(tc.src); got != tc.want {
			t.Errorf("HiddenHTML(%q) = %q, want %q", tc.src, got, tc.want)
		}
	}
}
