package tooltext

import (
	"strings"
	"testing"
)

// TestAttrsBound: asking At at every '="' of a long line reads the line
// once (the scan only moves forward), counted, not timed.
func TestAttrsBound(t *testing.T) {
	for _, s := range []string{
		strings.Repeat(`x a="v" `, 1<<17),
		"<img" + strings.Repeat(` a="v"`, 1<<17),
		strings.Repeat(`<b t="v">`, 1<<16),
	} {
		a, asked := NewAttrs(s), 0
		for i := 1; i < len(s); i++ {
			if s[i] == '"' && s[i-1] == '=' {
				a.At(i)
				asked++
			}
		}
		if asked == 0 || a.scan > len(s) {
			t.Errorf("%d asks read %d bytes of %d", asked, a.scan, len(s))
		}
	}
}
