package flow

import (
	"strings"
	"testing"
)

// TestWipersBounded holds the wiper search of a hostile file (thousands
// of recursive functions) to maxWiperFuncs functions, counted.
func TestWipersBounded(t *testing.T) {
	n, scans := 0, 0
	wiperHook, wiperCallsHook = func() { n++ }, func() { scans++ }
	defer func() { wiperHook, wiperCallsHook = nil, nil }()
	src := strings.Repeat("function w(d) { for (const e of fs.readdirSync(d)) { w(e); fs.unlinkSync(e); } }\n", 5000) + "// not called on HOME\n"
	a := &Skill{Files: map[string]*Input{}, report: true}
	a.wipers("a.js", src)
	if n != maxWiperFuncs {
		t.Fatalf("examined %d functions, want the bound %d", n, maxWiperFuncs)
	}
	// One name defined again and again: its calls are scanned once.
	if scans != 1 {
		t.Fatalf("scanned the calls of one name %d times, want once", scans)
	}
}
