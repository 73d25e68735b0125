package flow

import (
	"strings"
	"testing"
)

// TestCIExprsCap14 (fix14): a run: script with more than maxCIExprs
// ${{ … }} expressions is left as written (the parser drops it, as
// before det18), so none is handed to the shell analysis; up to the cap
// each is replaced. Counts the replacements, not a clock.
func TestCIExprsCap14(t *testing.T) {
	for _, tc := range []struct {
		n, want int
	}{{1, 1}, {maxCIExprs, maxCIExprs}, {maxCIExprs + 1, 0}, {58254, 0}} {
		in := "echo" + strings.Repeat(" ${{ github.ref }}", tc.n)
		if got := strings.Count(ciExprs(in), "${__ci_expr}"); got != tc.want {
			t.Errorf("%d expressions: %d replaced, want %d", tc.n, got, tc.want)
		}
	}
}
