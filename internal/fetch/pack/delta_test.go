package pack

import (
	"bufio"
	"bytes"
	"testing"
)

// applyDelta refuses what git's delta format does not allow, before it
// reads or writes out of bounds.
func TestApplyDeltaRefusesMalformed(t *testing.T) {
	base := bytes.NewReader([]byte("0123456789"))
	for name, delta := range map[string][]byte{
		"base size differs":   {9, 4, 0x91, 0, 4},
		"copy past the base":  {10, 4, 0x91, 8, 4},
		"copy past target":    {10, 2, 0x91, 0, 4},
		"insert past target":  {10, 1, 2, 'a', 'b'},
		"zero instruction":    {10, 1, 0},
		"truncated insert":    {10, 3, 3, 'a'},
		"truncated":           {10, 4},
		"endless size header": bytes.Repeat([]byte{0xff}, 12),
	} {
		var out bytes.Buffer
		if err := applyDelta(bufio.NewReader(bytes.NewReader(delta)), base, 10, &out); err == nil {
			t.Errorf("%s: applied, wrote %q", name, out.String())
		}
	}
	var out bytes.Buffer
	// Copy 4 bytes at 2, insert "ab", copy 2 bytes at 0.
	if err := applyDelta(bufio.NewReader(bytes.NewReader([]byte{10, 8, 0x91, 2, 4, 2, 'a', 'b', 0x90, 2})), base, 10, &out); err != nil || out.String() != "2345ab01" {
		t.Errorf("applyDelta = %q, %v; want \"2345ab01\"", out.String(), err)
	}
}
