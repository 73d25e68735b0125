package serve

import (
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
)

func TestChildrenOf(t *testing.T) {
	t.Parallel()
	files := catalog.FileSet{
		{Path: "SKILL.md"}, {Path: "a-b"}, {Path: "a.txt"}, {Path: "a/x"}, {Path: "a/y/z"}, {Path: "b/c/d"},
	}
	files.Sort()
	tests := []struct {
		rel   string
		want  []string // name, with "/" for a directory
		found bool
	}{
		{"", []string{"SKILL.md", "a/", "a-b", "a.txt", "b/"}, true},
		{"a", []string{"x", "y/"}, true},
		{"a/y", []string{"z"}, true},
		{"b", []string{"c/"}, true},
		{"c", nil, false},
		{"a/x/q", nil, false},
	}
	for _, tt := range tests {
		kids, found := childrenOf(files, tt.rel)
		var got []string
		for _, k := range kids {
			n := k.name
			if k.dir {
				n += "/"
			}
			got = append(got, n)
		}
		if found != tt.found || len(got) != len(tt.want) {
			t.Errorf("childrenOf(%q) = %v, %v; want %v, %v", tt.rel, got, found, tt.want, tt.found)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("childrenOf(%q) = %v, want %v", tt.rel, got, tt.want)
				break
			}
		}
	}
}
