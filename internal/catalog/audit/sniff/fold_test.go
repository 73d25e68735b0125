package sniff

import (
	"bytes"
	"regexp"
	"testing"
)

// TestFoldNeedle: wherever (?i)NAME matches a text, the text lowered in
// ASCII holds FoldNeedle(NAME), including the folds outside ASCII of k
// and s (KELVIN SIGN, LONG S), which the needle leaves out.
func TestFoldNeedle(t *testing.T) {
	for _, tc := range []struct{ name, text, needle string }{
		{"button.tsx", "bash x/BUTTON.TSX", "button.t"},
		{"button.tsx", "bash x/button.t\u017fx", "button.t"},
		{"skill.py", "python \u017f\u212Aill.py", "ill.py"},
		{"ks", "KS", ""},
		{"run-\u00e9t\u00e9.sh", "bash RUN-\u00c9T\u00c9.SH", "run-"},
	} {
		if got := FoldNeedle(tc.name); got != tc.needle {
			t.Errorf("FoldNeedle(%q) = %q, want %q", tc.name, got, tc.needle)
		}
		re := regexp.MustCompile(`(?i)` + regexp.QuoteMeta(tc.name))
		if !re.MatchString(tc.text) {
			t.Fatalf("%q does not match %q: a bad case", tc.name, tc.text)
		}
		if !bytes.Contains(LowerASCII([]byte(tc.text)), []byte(FoldNeedle(tc.name))) {
			t.Errorf("(?i)%s matches %q, which does not hold the needle %q", tc.name, tc.text, FoldNeedle(tc.name))
		}
	}
}
