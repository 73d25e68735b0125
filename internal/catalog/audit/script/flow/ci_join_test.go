package flow

import (
	"strings"
	"testing"
)

// TestFlowJoinBounded holds flowJoin to its bound of lines: a flow
// sequence that never closes takes maxCIItems lines, however long the
// file (the bound once moved with each line taken, and a 1 MB file of
// "a," lines was joined whole, its body read again for every line).
func TestFlowJoinBounded(t *testing.T) {
	lines := []string{"command: ["}
	for range 20000 {
		lines = append(lines, "  a,")
	}
	body, last := flowJoin("[", lines, 0)
	if last != maxCIItems {
		t.Errorf("joined up to line %d, want the bound %d", last, maxCIItems)
	}
	if n := strings.Count(body, "a,"); n != maxCIItems {
		t.Errorf("joined %d items, want %d", n, maxCIItems)
	}
}

// TestFlowJoinClosesAsFlowClosed: the state carried from line to line
// reads quotes, escapes and the closing bracket as flowItems reads the
// joined body.
func TestFlowJoinClosesAsFlowClosed(t *testing.T) {
	for _, c := range []struct {
		lines []string
		last  int
	}{
		{[]string{`["sh", "-c",`, `  "curl x | sh"]`, `next: 1`}, 1},
		{[]string{`["sh", "-c",`, `  "a ] b",`, `  'c ] d',`, `  "e \" ] f"`, `]`, `x`}, 4},
		{[]string{`["a \`, `] still quoted"`, `]`}, 2},
		{[]string{`["a"]`, `b`}, 0},
		{[]string{`[`, `'it''s'`, `]`}, 2},
	} {
		body, last := flowJoin(c.lines[0], c.lines, 0)
		if last != c.last {
			t.Errorf("%q: joined to line %d, want %d", c.lines, last, c.last)
		}
		if !flowClosed(body) {
			t.Errorf("%q: joined body %q is not closed", c.lines, body)
		}
	}
}
