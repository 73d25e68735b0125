package safetext

import (
	"strings"
	"testing"
)

// FuzzEscape: whatever the input, Line's output is one line, and neither
// Line's nor Block's holds a hidden character raw (a presentation
// selector after a pictograph aside), a "##[" or a line opening with
// "::": what every output of skillpin relies on.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "plain", "a\r\nb", "::error::x", " \u00a0::add-mask::y", "x\n\t::stop-commands::z", "##[add-mask]w",
		"\u202e\u200b\u17b4\u180b\U000E0041\x7f\u009b", "❤\ufe0f\ufe0f", "1\ufe0f\u20e3", "\xff\xfe", "#:#:##[[::"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		line, block := Line(s), Block(s)
		if strings.ContainsAny(line, "\n\t") {
			t.Errorf("Line(%q) = %q spans lines", s, line)
		}
		for _, out := range []string{line, block} {
			if r, ok := FirstHidden(out); ok {
				t.Errorf("escape of %q holds U+%04X raw: %q", s, r, out)
			}
			if strings.Contains(out, "##[") {
				t.Errorf("escape of %q holds ##[: %q", s, out)
			}
			for _, l := range strings.Split(out, "\n") {
				if strings.HasPrefix(strings.TrimLeft(l, " \t\u00a0\u3000"), "::") {
					t.Errorf("escape of %q has a line opening with \"::\": %q", s, out)
				}
			}
			if Line(out) != out && out == line || Block(out) != out && out == block {
				t.Errorf("escaping %q is not idempotent: %q", s, out)
			}
		}
	})
}
