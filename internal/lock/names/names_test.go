package names

import (
	"regexp"
	"strings"
	"testing"
)

func TestSkill(t *testing.T) {
	tests := []struct {
		name string
		ok   bool
	}{
		{"pdf", true},
		{"pdf-tools", true},
		{"a", true},
		{"x9", true},
		{"9x", true},
		{strings.Repeat("a", 64), true},
		{strings.Repeat("a", 65), false},
		{"", false},
		{"PDF", false},
		{"Pdf-tools", false},
		{"pdf_tools", false},
		{"pdf tools", false},
		{"pdf--tools", false},
		{"-pdf", false},
		{"pdf-", false},
		{"-", false},
		{"pdf.tools", false},
		{"pdf/tools", false},
		{"café", false},
		{"ｐｄｆ", false},
	}
	for _, tt := range tests {
		err := Skill(tt.name)
		if (err == nil) != tt.ok {
			t.Errorf("Skill(%q) = %v, want ok=%v", tt.name, err, tt.ok)
		}
	}
}

// TestSkillEdges: the trusted root uses skill names as directory names. Each edge of each character range
// and of the length is tried from both sides.
func TestSkillEdges(t *testing.T) {
	tests := []struct {
		name string
		ok   bool
	}{
		{"a", true}, {"z", true}, {"0", true}, {"9", true}, {"a-0", true}, {"pdf-2", true},
		{strings.Repeat("a", 64), true},
		{strings.Repeat("a", 65), false},
		{"", false}, {"-a", false}, {"a-", false}, {"a--b", false}, {"-", false},
		{"`", false}, {"{", false}, {"/", false}, {":", false}, // just outside a-z and 0-9
		{"A", false}, {"a_b", false}, {"a.b", false}, {"a/b", false}, {"..", false}, {"é", false},
	}
	for _, tt := range tests {
		if got := Skill(tt.name) == nil; got != tt.ok {
			t.Errorf("Skill(%q) ok = %v, want %v", tt.name, got, tt.ok)
		}
	}
}

// TestValidSourceAsRegexp: the hand-written check takes exactly what
// the regular expression it replaced took.
func TestValidSourceAsRegexp(t *testing.T) {
	re := regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$`)
	var cases []string
	for _, c := range []string{"a", "Z", "0", ".", "_", "-", " ", "/", "é", "\n", "\x00", "~"} {
		cases = append(cases, c, c+"a", "a"+c, "a"+c+"b", c+c)
	}
	for _, n := range []int{99, 100, 101, 150} {
		cases = append(cases, strings.Repeat("a", n), "a"+strings.Repeat("-", n-1), strings.Repeat("a", n-1)+"\n")
	}
	cases = append(cases, "", "anthropic", "my.source_1-2", "-lead", ".lead", "_lead")
	for _, c := range cases {
		if got, want := ValidSource(c), re.MatchString(c); got != want {
			t.Errorf("ValidSource(%q) = %v, the regular expression says %v", c, got, want)
		}
	}
}

// A relative directory of a project or source: what each rule refuses,
// and, for a base under review, which rules apply without hidden.
func TestRelDir(t *testing.T) {
	tests := []struct {
		dir     string
		strict  string // RelDir's complaint ("" when fine)
		lenient string // RelDirProblem(dir, false)
	}{
		{"skills/pdf", "", ""},
		{".", "", ""},
		{"a/../b", "", ""},
		{"", "is empty", "is empty"},
		{`a\b`, "contains a backslash or NUL", "contains a backslash or NUL"},
		{"a\x00b", "contains a backslash or NUL", "contains a backslash or NUL"},
		{"a\xffb", "is not valid UTF-8", ""},
		{"a\nb", "contains the control character U+000A", ""},
		{"a\x7fb", "contains the control character U+007F", ""},
		{"a\u200bb", "contains the invisible or formatting character U+200B", ""},
		{"/etc", "is absolute", "is absolute"},
		{"..", "leaves its directory", "leaves its directory"},
		{"a/../../b", "leaves its directory", "leaves its directory"},
		{"..a", "", ""},
		{"my skills", "", ""}, // a space is no control character
	}
	for _, tt := range tests {
		if got := RelDir(tt.dir); got != tt.strict {
			t.Errorf("RelDir(%q) = %q, want %q", tt.dir, got, tt.strict)
		}
		if got := RelDirProblem(tt.dir, false); got != tt.lenient {
			t.Errorf("RelDirProblem(%q, false) = %q, want %q", tt.dir, got, tt.lenient)
		}
	}
}
