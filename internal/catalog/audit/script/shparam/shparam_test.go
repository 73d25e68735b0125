package shparam

import (
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// TestSlice holds Slice to what bash prints for ${v:…} of v=abcdef
// (k=2 known), and to not folding what it cannot compute.
func TestSlice(t *testing.T) {
	nums := func(n string) (int, bool) { return 2, n == "k" }
	for _, tc := range []struct {
		exp, want string
		ok        bool
	}{
		{"${v:2:1}", "c", true},
		{"${v:2}", "cdef", true},
		{"${v:0:0}", "", true},
		{"${v: -2}", "ef", true},
		{"${v:(-3):2}", "de", true},
		{"${v:1:-1}", "bcde", true},
		{"${v:9}", "", true},
		{"${v: -9}", "", true},
		{"${v:k}", "cdef", true},
		{"${v:k+1:k*1}", "de", true},
		{"${v:n:1}", "", false},
		{"${v:$(date +%s):1}", "", false},
	} {
		f, err := syntax.NewParser().Parse(strings.NewReader("echo "+tc.exp), "")
		if err != nil {
			t.Fatalf("%s: %v", tc.exp, err)
		}
		pe := f.Stmts[0].Cmd.(*syntax.CallExpr).Args[1].Parts[0].(*syntax.ParamExp)
		got, ok := Slice(pe.Slice, "abcdef", nums)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: %q %v, want %q %v", tc.exp, got, ok, tc.want, tc.ok)
		}
	}
}
