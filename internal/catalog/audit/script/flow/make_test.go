package flow

import (
	"strings"
	"testing"
)

// TestMakeExpansionBounded holds make's expansion to 64 KiB a line
// however the definitions multiply (each refers to the next 400 times).
func TestMakeExpansionBounded(t *testing.T) {
	defs := map[string]string{}
	for i := 0; i < 10; i++ {
		defs[string(rune('A'+i))] = "$(shell echo " + strings.Repeat("$("+string(rune('A'+i+1))+")", 400) + ")"
	}
	if out := expandMake(strings.Repeat("$(A)", 1000), defs); len(out) > 64<<10+4<<10 {
		t.Fatalf("expanded to %d bytes, more than 64 KiB and one definition", len(out))
	}
	if out := expandMake("$(A)", map[string]string{"A": "$(shell printf x)$(word 2,curl wget)"}); out != "$(printf x)wget" {
		t.Fatalf("expanded to %q", out)
	}
}
