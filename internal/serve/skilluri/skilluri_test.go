package skilluri

import "testing"

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
		name, rel, ok := Parse(tt.uri)
		if ok != tt.ok || name != tt.name || rel != tt.rel {
			t.Errorf("Parse(%q) = %q, %q, %v; want %q, %q, %v", tt.uri, name, rel, ok, tt.name, tt.rel, tt.ok)
		}
		if tt.ok {
			if back := File(name, rel); back != tt.uri {
				t.Errorf("File(%q, %q) = %q, want %q", name, rel, back, tt.uri)
			}
		}
	}
}

func TestCursor(t *testing.T) {
	c := EncodeCursor("dir", "skill://a", "b.md")
	if after, ok := DecodeCursor(c, "dir", "skill://a"); !ok || after != "b.md" {
		t.Errorf("round trip = %q, %v", after, ok)
	}
	for _, tt := range []struct{ cursor, kind, scope string }{
		{c, "dir", "skill://b"},
		{c, "skills", "skill://a"},
		{"%%%", "skills", ""},
		{EncodeCursor("skills", "", ""), "skills", ""},
	} {
		if _, ok := DecodeCursor(tt.cursor, tt.kind, tt.scope); ok {
			t.Errorf("DecodeCursor(%q, %q, %q) accepted", tt.cursor, tt.kind, tt.scope)
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
		if got := MIMEType(tt.rel, tt.text); got != tt.want {
			t.Errorf("MIMEType(%q, %v) = %q, want %q", tt.rel, tt.text, got, tt.want)
		}
	}
	if !Known("x/IMAGE.PNG") || !Known("SKILL.md") || Known("LICENSE") || Known("data.bin") {
		t.Errorf("Known: .PNG and .md name their type, LICENSE and .bin do not")
	}
}
