package serve

import (
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
)

func TestParseURI(t *testing.T) {
	tests := []struct {
		uri, name, rel string
		ok             bool
	}{
		{"skill://pdf", "pdf", "", true},
		{"skill://pdf/SKILL.md", "pdf", "SKILL.md", true},
		{"skill://pdf/a/b/c.txt", "pdf", "a/b/c.txt", true},
		{"skill://pdf/notes%20and%20ideas.txt", "pdf", "notes and ideas.txt", true},
		{"skill://pdf/%C3%A9t%C3%A9.md", "pdf", "été.md", true},
		{"skill://pdf/a%2Fb", "", "", false},    // an escaped slash is no name
		{"skill://pdf/", "", "", false},         // trailing slash
		{"skill://pdf/a/", "", "", false},       // trailing slash
		{"skill://pdf//a", "", "", false},       // empty segment
		{"skill://pdf/./a", "", "", false},      // dot segment
		{"skill://pdf/../x", "", "", false},     // dot-dot segment
		{"skill://pdf/a%2eb", "", "", false},    // needless escape
		{"skill://pdf/a%zz", "", "", false},     // bad escape
		{"skill://pdf/a b", "", "", false},      // unescaped space
		{"skill://pdf/a%00", "", "", false},     // NUL
		{"skill://PDF/SKILL.md", "", "", false}, // not a skill name
		{"skill://", "", "", false},
		{"skill:pdf", "", "", false},
		{"file:///pdf/SKILL.md", "", "", false},
	}
	for _, tt := range tests {
		name, rel, ok := parseURI(tt.uri)
		if ok != tt.ok || name != tt.name || rel != tt.rel {
			t.Errorf("parseURI(%q) = %q, %q, %v; want %q, %q, %v", tt.uri, name, rel, ok, tt.name, tt.rel, tt.ok)
		}
		if tt.ok {
			if back := fileURI(name, rel); back != tt.uri {
				t.Errorf("fileURI(%q, %q) = %q, want %q", name, rel, back, tt.uri)
			}
		}
	}
}

func TestCursor(t *testing.T) {
	c := encodeCursor(cursorDirectory, "skill://a", "b.md")
	if after, ok := decodeCursor(c, cursorDirectory, "skill://a"); !ok || after != "b.md" {
		t.Errorf("round trip = %q, %v", after, ok)
	}
	for _, tt := range []struct{ cursor, kind, scope string }{
		{c, cursorDirectory, "skill://b"},
		{c, cursorSkills, "skill://a"},
		{"%%%", cursorSkills, ""},
		{encodeCursor(cursorSkills, "", ""), cursorSkills, ""},
	} {
		if _, ok := decodeCursor(tt.cursor, tt.kind, tt.scope); ok {
			t.Errorf("decodeCursor(%q, %q, %q) accepted", tt.cursor, tt.kind, tt.scope)
		}
	}
}

func TestChildrenOf(t *testing.T) {
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

func TestMimeType(t *testing.T) {
	for _, tt := range []struct {
		rel  string
		text bool
		want string
	}{
		{"SKILL.md", true, "text/markdown"},
		{"x/IMAGE.PNG", false, "image/png"},
		{"LICENSE", true, "text/plain"},
		{"data", false, "application/octet-stream"},
		{"scripts/run.py", true, "text/x-python"},
	} {
		if got := mimeType(tt.rel, tt.text); got != tt.want {
			t.Errorf("mimeType(%q, %v) = %q, want %q", tt.rel, tt.text, got, tt.want)
		}
	}
}
