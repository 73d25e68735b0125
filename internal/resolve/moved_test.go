package resolve

import (
	"strings"
	"testing"
)

func TestConflictSides(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"a\nb\n", nil},
		{"a\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> feature\nz\n", []string{"a\nours\nz\n", "a\ntheirs\nz\n"}},
		{"<<<<<<< HEAD\no\n||||||| base\nb\n=======\nt\n>>>>>>> x\n", []string{"o\n", "t\n", "b\n"}},
		{"x\n<<<<<<< a\n1\n=======\n2\n>>>>>>> b\ny\n<<<<<<< a\n3\n=======\n4\n>>>>>>> b\n", []string{"x\n1\ny\n3\n", "x\n2\ny\n4\n"}},
		// A line of '=' outside a conflict is content.
		{"=======\n<<<<<<< a\n1\n=======\n2\n>>>>>>> b\n", []string{"=======\n1\n", "=======\n2\n"}},
	} {
		got := ConflictSides([]byte(tc.in))
		var gs []string
		for _, g := range got {
			gs = append(gs, string(g))
		}
		if strings.Join(gs, "|") != strings.Join(tc.want, "|") || len(gs) != len(tc.want) {
			t.Errorf("ConflictSides(%q) = %q, want %q", tc.in, gs, tc.want)
		}
	}
}
