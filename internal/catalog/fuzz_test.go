package catalog

import (
	"encoding/json"
	"io/fs"
	"path"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/lock/names"
)

func FuzzParseSkillMD(f *testing.F) {
	for _, s := range []string{
		"---\nname: pdf\ndescription: d\n---\nbody",
		"\xEF\xBB\xBF---\r\nname: pdf\r\ndescription: >\r\n  x\r\n---\r\n",
		"---\nname: &a x\ndescription: *a\n---\n",
		"---\na: [1, 0x1F, 0o7, .inf, 2024-01-02, ~, {b: c}]\nallowed-tools: Bash(x y), Read\n---\n",
		"---\n? [a]\n: b\n---\n",
		"---\nwhen_to_use: [a, b]\narguments: [{name: x}]\ndisable-model-invocation: true\n---\n",
		"---\n",
		"",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, probs := ParseSkillMD(data)
		for _, p := range probs {
			if p.Code == "" || p.File != SkillFile || p.Message == "" || (p.Severity != Error && p.Severity != Warning) {
				t.Fatalf("malformed problem %+v", p)
			}
		}
		if doc == nil {
			if !HasErrors(probs) {
				t.Fatal("no document and no error")
			}
			return
		}
		fm := doc.Frontmatter
		if fm.Name != "" && names.Skill(fm.Name) == nil && !utf8.ValidString(fm.Name) {
			t.Fatalf("valid name %q is not UTF-8", fm.Name)
		}
		b, err := json.Marshal(fm)
		if err != nil {
			t.Fatalf("MarshalJSON: %v", err)
		}
		if !json.Valid(b) {
			t.Fatalf("invalid JSON %s", b)
		}
		// What YAML() writes parses back to the same JSON.
		again, probs2 := ParseSkillMD([]byte("---\n" + string(fm.YAML()) + "---\n"))
		if again == nil {
			t.Fatalf("YAML() does not parse back: %v\n%s", probs2, fm.YAML())
		}
		b2, _ := json.Marshal(again.Frontmatter)
		if string(b) != string(b2) {
			t.Fatalf("round trip changed JSON:\n%s\n%s", b, b2)
		}
	})
}

func FuzzValidPath(f *testing.F) {
	for _, s := range []string{"SKILL.md", "a/b", "../x", "/abs", "a\\b", "a\x00", ".git/x", "a//b", "é/ü", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		if ValidPath(p) != nil {
			return
		}
		// A valid path is a clean, relative, single-platform-safe path.
		if !utf8.ValidString(p) || strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00\n\r") {
			t.Fatalf("ValidPath accepted %q", p)
		}
		for _, el := range strings.Split(p, "/") {
			if el == "" || el == "." || el == ".." || strings.EqualFold(el, ".git") {
				t.Fatalf("ValidPath accepted %q", p)
			}
		}
		// It names itself: cleaning changes nothing, io/fs agrees it is
		// a valid path, it fits the bound, and no element is a control
		// or invisible character that would make it read as another.
		if path.Clean(p) != p || !fs.ValidPath(p) || len(p) > MaxPathLen {
			t.Fatalf("ValidPath accepted %q", p)
		}
		for _, r := range p {
			if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
				t.Fatalf("ValidPath accepted %q with %U", p, r)
			}
		}
	})
}
