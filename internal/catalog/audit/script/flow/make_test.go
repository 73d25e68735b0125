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
	if out := expandMake(strings.Repeat("$(A)", 1000), defs, new(maxMakeExpansion)); len(out) > 64<<10+4<<10 {
		t.Fatalf("expanded to %d bytes, more than 64 KiB and one definition", len(out))
	}
	if out := expandMake("$(A)", map[string]string{"A": "$(shell printf x)$(word 2,curl wget)"}, new(maxMakeExpansion)); out != "$(printf x)wget" {
		t.Fatalf("expanded to %q", out)
	}
}

// TestMakeExpansionFileBudget holds what make's variables add to one
// file's recipes to maxMakeExpansion: a file of short lines each naming
// a 4 KiB definition stops expanding when the budget is spent (the
// bytes added are counted, never timed).
func TestMakeExpansionFileBudget(t *testing.T) {
	defs := map[string]string{"A": "$(shell echo " + strings.Repeat("x", 4<<10) + ")"}
	budget, added := maxMakeExpansion, 0
	for range 1000 {
		out := expandMake("$(A)", defs, &budget)
		added += len(out) - len("$(A)")
	}
	if added > maxMakeExpansion || budget < 0 {
		t.Fatalf("1000 lines added %d bytes (budget left %d), more than the file's %d", added, budget, maxMakeExpansion)
	}
	if out := expandMake("$(A)", defs, &budget); out != "$(A)" {
		t.Fatalf("expanded after the budget was spent: %d bytes", len(out))
	}
}
