package flow

import (
	"strings"
	"testing"
)

// TestWipersBounded holds the wiper search of a hostile file (thousands
// of recursive functions) to maxWiperFuncs functions, counted.
func TestWipersBounded(t *testing.T) {
	n := 0
	wiperHook = func() { n++ }
	defer func() { wiperHook = nil }()
	src := strings.Repeat("function w(d) { for (const e of fs.readdirSync(d)) { w(e); fs.unlinkSync(e); } }\n", 5000) + "// not called on HOME\n"
	a := &Skill{Files: map[string]*Input{}, report: true}
	a.wipers("a.js", src)
	if n != maxWiperFuncs {
		t.Fatalf("examined %d functions, want the bound %d", n, maxWiperFuncs)
	}
}
