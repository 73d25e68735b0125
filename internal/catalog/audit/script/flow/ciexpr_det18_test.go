package flow

import (
	"strings"
	"testing"
)

// TestCIExprsDet18 pins the replacement of a run: script's ${{ … }}
// expressions: each becomes one unknown variable, a secret's own
// replacement stays, an unclosed one is left, and a hostile run of
// them is one pass (the output's length counts the work).
func TestCIExprsDet18(t *testing.T) {
	for in, want := range map[string]string{
		"echo ${{ github.repository }} x": "echo ${__ci_expr} x",
		"a ${{ x }}${{y}} b":              "a ${__ci_expr}${__ci_expr} b",
		"echo ${__secret_T} ${{ unclosed": "echo ${__secret_T} ${{ unclosed",
		"plain":                           "plain",
	} {
		if got := ciExprs(in); got != want {
			t.Errorf("ciExprs(%q) = %q, want %q", in, got, want)
		}
	}
	n := maxCIExprs
	if got := ciExprs(strings.Repeat("${{x}}", n)); got != strings.Repeat("${__ci_expr}", n) {
		t.Errorf("a run of %d expressions: %d bytes", n, len(got))
	}
}

// TestFlowItemsDet18 pins a flow sequence's items: commas inside quotes
// kept, an escaped quote kept, the closing bracket seen; a 1 MiB
// sequence is one pass (its items counted).
func TestFlowItemsDet18(t *testing.T) {
	items, closed := flowItems(`["sh", "-c", "echo a, b; x=\"1,2\"", 'it''s, ok']`)
	if len(items) != 4 || !closed || items[2] != ` "echo a, b; x=\"1,2\""` {
		t.Errorf("items %q, closed %v", items, closed)
	}
	if _, closed := flowItems(`["sh", "-c",`); closed {
		t.Error("an open sequence read as closed")
	}
	n := 1 << 18
	if items, _ := flowItems("[" + strings.Repeat("a,", n)); len(items) != n+1 {
		t.Errorf("%d items, want %d", len(items), n+1)
	}
}
