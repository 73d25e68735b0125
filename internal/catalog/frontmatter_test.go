package catalog

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// codes lists the problem codes in order, for compact comparisons.
func codes(ps []Problem) []Code {
	out := []Code{}
	for _, p := range ps {
		out = append(out, p.Code)
	}
	return out
}

func skillMD(fm string) []byte { return []byte("---\n" + fm + "---\n# Body\n") }

func TestDescriptionStylesReadTheSame(t *testing.T) {
	const want = "Extract text and tables from PDF files."
	tests := []struct{ name, yaml string }{
		{"plain", "description: Extract text and tables from PDF files.\n"},
		{"plain multi-line", "description: Extract text and tables\n  from PDF files.\n"},
		{"single-quoted", "description: 'Extract text and tables from PDF files.'\n"},
		{"double-quoted", "description: \"Extract text and tables from PDF files.\"\n"},
		{"folded", "description: >\n  Extract text and tables\n  from PDF files.\n"},
		{"folded strip", "description: >-\n  Extract text and tables from PDF files.\n"},
		{"literal", "description: |\n  Extract text and tables from PDF files.\n"},
		{"literal keep", "description: |+\n  Extract text and tables from PDF files.\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, probs := ParseSkillMD(skillMD("name: pdf\n" + tt.yaml))
			if len(probs) != 0 || doc == nil {
				t.Fatalf("problems %v", probs)
			}
			if got := doc.Frontmatter.Description; got != want {
				t.Errorf("description = %q, want %q", got, want)
			}
		})
	}
}

func TestParseSkillMDProblems(t *testing.T) {
	tests := []struct {
		name    string
		data    string
		want    []Code
		wantDoc bool
		msg     string // substring of the first problem's message
	}{
		{"valid", "---\nname: pdf\ndescription: d\n---\nbody", nil, true, ""},
		{"empty file", "", []Code{CodeInvalidFrontmatter}, false, "line 1 is not ---"},
		{"no frontmatter", "# PDF\n\nJust markdown.\n", []Code{CodeInvalidFrontmatter}, false, "no YAML frontmatter"},
		{"not at line 1", "\n---\nname: pdf\ndescription: d\n---\n", []Code{CodeInvalidFrontmatter}, false, "found --- on line 2"},
		{"title first", "# PDF\n---\nname: pdf\n---\n", []Code{CodeInvalidFrontmatter}, false, "must start on line 1"},
		{"unterminated", "---\nname: pdf\ndescription: d\n", []Code{CodeInvalidFrontmatter}, false, "unterminated"},
		{"only opening", "---", []Code{CodeInvalidFrontmatter}, false, "unterminated"},
		{"closing without newline", "---\nname: pdf\ndescription: d\n---", nil, true, ""},
		{"delimiter trailing space", "--- \nname: pdf\ndescription: d\n---\t\n", nil, true, ""},
		{"yaml syntax", "---\nname: pdf\ndescription: [unclosed\n---\n", []Code{CodeInvalidFrontmatter}, false, "line"},
		{"tab indent", "---\nname: pdf\n\tdescription: d\n---\n", []Code{CodeInvalidFrontmatter}, false, ""},
		{"list frontmatter", "---\n- name\n---\n", []Code{CodeInvalidFrontmatter}, false, "is a list"},
		{"scalar frontmatter", "---\njust text\n---\n", []Code{CodeInvalidFrontmatter}, false, "is a string"},
		{"two documents", "---\nname: pdf\n...\n--- x\n---\n", []Code{CodeInvalidFrontmatter}, false, "more than one YAML document"},
		{"empty frontmatter", "---\n---\n", []Code{CodeMissingField, CodeMissingField}, true, "no name"},
		{"comment only", "---\n# nothing\n---\n", []Code{CodeMissingField, CodeMissingField}, true, "no name"},
		{"missing name", "---\ndescription: d\n---\n", []Code{CodeMissingField}, true, "no name"},
		{"empty name", "---\nname:\ndescription: d\n---\n", []Code{CodeMissingField}, true, "name is empty"},
		{"quoted empty name", "---\nname: ''\ndescription: d\n---\n", []Code{CodeMissingField}, true, "name is empty"},
		{"missing description", "---\nname: pdf\n---\n", []Code{CodeMissingField}, true, "no description"},
		{"blank description", "---\nname: pdf\ndescription: '   '\n---\n", []Code{CodeMissingField}, true, "description is empty"},
		{"null description", "---\nname: pdf\ndescription: ~\n---\n", []Code{CodeMissingField}, true, "description is empty"},
		{"name list", "---\nname: [pdf]\ndescription: d\n---\n", []Code{CodeFieldInvalid}, true, "name is a list"},
		{"description map", "---\nname: pdf\ndescription: {a: b}\n---\n", []Code{CodeFieldInvalid}, true, "description is a mapping"},
		{"invalid name", "---\nname: PDF Tools\ndescription: d\n---\n", []Code{CodeNameInvalid}, true, "uppercase"},
		{"duplicate key", "---\nname: pdf\ndescription: d\nname: other\n---\n", []Code{CodeInvalidFrontmatter}, false, `line 4: duplicate key "name" (first on line 2)`},
		{"nested duplicate key", "---\nname: pdf\ndescription: d\nmetadata:\n  a: 1\n  a: 2\n---\n", []Code{CodeInvalidFrontmatter}, false, "duplicate key \"a\""},
		{"int key", "---\nname: pdf\ndescription: d\n1: x\n---\n", []Code{CodeInvalidFrontmatter}, false, "line 4: key is a number"},
		{"bool key", "---\nname: pdf\ndescription: d\ntrue: x\n---\n", []Code{CodeInvalidFrontmatter}, false, "key is a boolean"},
		{"null key", "---\nname: pdf\ndescription: d\n~: x\n---\n", []Code{CodeInvalidFrontmatter}, false, "key is a null"},
		{"complex key", "---\nname: pdf\ndescription: d\n? [a, b]\n: x\n---\n", []Code{CodeInvalidFrontmatter}, false, "key is a list"},
		{"nested int key", "---\nname: pdf\ndescription: d\nmetadata: {1: x}\n---\n", []Code{CodeInvalidFrontmatter}, false, "key is a number"},
		{"quoted number key ok", "---\nname: pdf\ndescription: d\n'1': x\n---\n", nil, true, ""},
		{"date key ok", "---\nname: pdf\ndescription: d\n2024-01-02: x\n---\n", nil, true, ""},
		{"anchor", "---\nname: &n pdf\ndescription: d\n---\n", []Code{CodeInvalidFrontmatter}, false, "anchors and aliases"},
		{"alias", "---\nname: pdf\ndescription: d\nmetadata: &m {a: b}\nother: *m\n---\n", []Code{CodeInvalidFrontmatter}, false, "line 4: YAML anchors"},
		{"undefined alias", "---\nname: pdf\ndescription: *nope\n---\n", []Code{CodeInvalidFrontmatter}, false, "unknown anchor"},
		{"not utf-8 body", "---\nname: pdf\ndescription: d\n---\n\xff\xfe body", []Code{CodeNotUTF8}, true, "offset 33"},
		{"not utf-8 frontmatter", "---\nname: pdf\ndescription: caf\xe9\n---\n", []Code{CodeNotUTF8}, false, "not valid UTF-8"},
		{"latin-1 only", "\xe9", []Code{CodeNotUTF8, CodeInvalidFrontmatter}, false, "offset 0"},
		{"long description", "---\nname: pdf\ndescription: " + strings.Repeat("x", 1025) + "\n---\n", []Code{CodeFieldTooLong}, true, "1025 characters"},
		{"description at limit", "---\nname: pdf\ndescription: " + strings.Repeat("é", 1024) + "\n---\n", nil, true, ""},
		{"long compatibility", "---\nname: pdf\ndescription: d\ncompatibility: " + strings.Repeat("x", 501) + "\n---\n", []Code{CodeFieldTooLong}, true, "compatibility is 501"},
		{"compatibility at limit", "---\nname: pdf\ndescription: d\ncompatibility: " + strings.Repeat("é", 500) + "\n---\n", nil, true, ""},
		{"five hints", "---\nname: pdf\ndescription: d\nwhen_to_use: [a, b, c, d, e]\n---\n", nil, true, ""},
		{"hint at limit", "---\nname: pdf\ndescription: d\nwhen_not_to_use:\n  - " + strings.Repeat("é", 200) + "\n---\n", nil, true, ""},
		{"compatibility list", "---\nname: pdf\ndescription: d\ncompatibility: [a]\n---\n", []Code{CodeFieldInvalid}, true, "compatibility is a list"},
		{"six hints", "---\nname: pdf\ndescription: d\nwhen_to_use: [a, b, c, d, e, f]\n---\n", []Code{CodeFieldTooLong}, true, "6 items"},
		{"long hint", "---\nname: pdf\ndescription: d\nwhen_not_to_use:\n  - " + strings.Repeat("x", 201) + "\n---\n", []Code{CodeFieldTooLong}, true, "item 1 is 201"},
		{"hint map", "---\nname: pdf\ndescription: d\nwhen_to_use: {a: b}\n---\n", []Code{CodeFieldInvalid}, true, "when_to_use is a mapping"},
		{"hint nested list", "---\nname: pdf\ndescription: d\nwhen_to_use: [[a]]\n---\n", []Code{CodeFieldInvalid}, true, "item 1 is a list"},
		{"tools map", "---\nname: pdf\ndescription: d\nallowed-tools: {Read: yes}\n---\n", []Code{CodeFieldInvalid}, true, "allowed-tools is a mapping"},
		{"tools nested", "---\nname: pdf\ndescription: d\nallowed-tools: [Read, [Grep]]\n---\n", []Code{CodeFieldInvalid}, true, "item 2"},
		{"dmi string", "---\nname: pdf\ndescription: d\ndisable-model-invocation: yes\n---\n", []Code{CodeFieldInvalid}, true, "is a string, want true or false"},
		{"argument declared as a string", "---\nname: pdf\ndescription: d\narguments: {a: b}\n---\n", []Code{CodeFieldInvalid}, true, `line 4: arguments: argument "a" is a string, want {type, required, description}`},
		{"arguments a bare scalar is names", "---\nname: pdf\ndescription: d\narguments: 5\n---\n", nil, true, ""},
		{"arguments nested list", "---\nname: pdf\ndescription: d\narguments: [[a]]\n---\n", []Code{CodeFieldInvalid}, true, "entry 1 is a list"},
		{"argument type unknown", "---\nname: pdf\ndescription: d\narguments:\n  path: {type: file}\n---\n", []Code{CodeFieldInvalid}, true, `line 5: arguments: argument "path": type "file" is not one of string, number, integer, boolean, array, object`},
		{"argument key misspelled", "---\nname: pdf\ndescription: d\narguments:\n  path: {typ: string, required: true}\n---\n", []Code{CodeFieldInvalid}, true, `line 5: arguments: argument "path": key "typ" means nothing to skillpin and is ignored`},
		{"argument list entry with an unknown key", "---\nname: pdf\ndescription: d\narguments: [{name: a, extra: 1}]\n---\n", []Code{CodeFieldInvalid}, true, `argument "a": key "extra" means nothing`},
		{"argument keys all known", "---\nname: pdf\ndescription: d\narguments: [{name: a, type: string, required: false, description: x}]\n---\n", nil, true, ""},
		{"argument type a list", "---\nname: pdf\ndescription: d\narguments:\n  path: {type: [string]}\n---\n", []Code{CodeFieldInvalid}, true, `type is a list`},
		{"argument required a string", "---\nname: pdf\ndescription: d\narguments:\n  path: {required: yes}\n---\n", []Code{CodeFieldInvalid}, true, `required is a string, want true or false`},
		{"argument description a list", "---\nname: pdf\ndescription: d\narguments:\n  path: {description: [a]}\n---\n", []Code{CodeFieldInvalid}, true, `description is a list`},
		{"argument name with a brace", "---\nname: pdf\ndescription: d\narguments: ['a}b']\n---\n", []Code{CodeFieldInvalid}, true, `cannot be written as a ${name} placeholder`},
		{"argument twice in a list", "---\nname: pdf\ndescription: d\narguments: [a, {name: a}]\n---\n", []Code{CodeFieldInvalid}, true, `argument "a" is declared twice`},
		{"argument twice in a string", "---\nname: pdf\ndescription: d\narguments: a b a\n---\n", []Code{CodeFieldInvalid}, true, `argument "a" is declared twice`},
		{"argument twice in a mapping", "---\nname: pdf\ndescription: d\narguments: {a: {}, a: {}}\n---\n", []Code{CodeInvalidFrontmatter}, false, `duplicate key "a"`},
		{"argument declaration with other keys", "---\nname: pdf\ndescription: d\narguments:\n  path: {type: string, default: x.pdf}\n---\n", []Code{CodeFieldInvalid}, true, `key "default" means nothing to skillpin and is ignored`},
		{"arguments entry without name", "---\nname: pdf\ndescription: d\narguments: [{description: x}]\n---\n", []Code{CodeFieldInvalid}, true, "entry 1 has no name"},
		{"yaml error line shifted", "---\nname: pdf\ndescription: d\nx: : y\n---\n", []Code{CodeInvalidFrontmatter}, false, "line 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, probs := ParseSkillMD([]byte(tt.data))
			if got := codes(probs); !slices.Equal(got, append([]Code{}, tt.want...)) {
				t.Fatalf("codes = %v, want %v; problems: %v", got, tt.want, probs)
			}
			if (doc != nil) != tt.wantDoc {
				t.Errorf("document returned = %v, want %v", doc != nil, tt.wantDoc)
			}
			if tt.msg != "" && !strings.Contains(probs[0].Message, tt.msg) {
				t.Errorf("message %q does not contain %q", probs[0].Message, tt.msg)
			}
			for _, p := range probs {
				if p.File != SkillFile || p.Hint == "" || p.Severity == "" {
					t.Errorf("problem lacks file, hint or severity: %+v", p)
				}
			}
		})
	}
}

func TestAliasBombRefused(t *testing.T) {
	// 20 levels of 10 aliases each: 10^20 nodes if anything expanded it,
	// so this test only finishes because aliases are refused unexpanded.
	var b strings.Builder
	b.WriteString("---\nname: bomb\ndescription: d\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i <= 20; i++ {
		fmt.Fprintf(&b, "a%d: &a%d [", i, i)
		for j := 0; j < 10; j++ {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "*a%d", i-1)
		}
		b.WriteString("]\n")
	}
	b.WriteString("---\n")
	doc, probs := ParseSkillMD([]byte(b.String()))
	if doc != nil || !slices.Equal(codes(probs), []Code{CodeInvalidFrontmatter}) {
		t.Fatalf("doc=%v problems=%v, want one INVALID_FRONTMATTER", doc != nil, probs)
	}
	if !strings.Contains(probs[0].Message, "line 4: YAML anchors and aliases") {
		t.Errorf("message = %q", probs[0].Message)
	}
}

func TestScalarsKeepSourceText(t *testing.T) {
	doc, probs := ParseSkillMD(skillMD("name: pdf\ndescription: d\nreleased: 2024-01-02\nversion: 1.10\nzip: 0755\n"))
	if len(probs) != 0 {
		t.Fatal(probs)
	}
	for key, want := range map[string]string{"released": "2024-01-02", "version": "1.10", "zip": "0755"} {
		v, ok := doc.Frontmatter.Get(key)
		if !ok || v.Value != want {
			t.Errorf("%s = %v, want %q", key, v, want)
		}
	}
}

func TestFrontmatterJSON(t *testing.T) {
	fm := `name: pdf
description: >
  Folded text.
zeta: 1
released: 2024-01-02
alpha: true
yes_is_text: yes
on: off
octal: 0o17
hex: 0x1F
old_octal: 0755
big: 123456789012345678901234567890
plus: +7
float: 1.5
exp: 2e3
dot: .5
inf: .inf
nan: .NaN
null_tilde: ~
empty:
quoted_num: "12"
str_tag: !!str 12
int_tag: !!int "12"
version: 1.10.2
underscore: 1_000
binary: 0b101
sexagesimal: 1:20
list: [a, 2, null]
nested:
  b: [1, {c: "x"}]
  a: False
`
	doc, probs := ParseSkillMD(skillMD(fm))
	if len(probs) != 0 {
		t.Fatal(probs)
	}
	got, err := json.Marshal(doc.Frontmatter)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"name":"pdf","description":"Folded text.\n","zeta":1,"released":"2024-01-02","alpha":true,` +
		`"yes_is_text":"yes","on":"off","octal":15,"hex":31,"old_octal":755,` +
		`"big":123456789012345678901234567890,"plus":7,"float":1.5,"exp":2000,"dot":0.5,"inf":".inf","nan":".NaN",` +
		`"null_tilde":null,"empty":null,"quoted_num":"12","str_tag":"12","int_tag":12,"version":"1.10.2",` +
		`"underscore":"1_000","binary":"0b101","sexagesimal":"1:20","list":["a",2,null],"nested":{"b":[1,{"c":"x"}],"a":false}}`
	if string(got) != want {
		t.Errorf("JSON:\n got %s\nwant %s", got, want)
	}
	var nilFM *Frontmatter
	if b, _ := json.Marshal(nilFM); string(b) != "null" {
		t.Errorf("nil frontmatter JSON = %s", b)
	}
}

func TestCoreScalarTypes(t *testing.T) {
	tests := []struct {
		in   string
		want scalarKind
	}{
		{"", typeNull}, {"~", typeNull}, {"NULL", typeNull}, {"nULL", typeStr},
		{"true", typeBool}, {"FALSE", typeBool}, {"yes", typeStr}, {"tRUE", typeStr},
		{"0", typeInt}, {"-12", typeInt}, {"+3", typeInt}, {"0o7", typeInt}, {"0o8", typeStr}, {"0x", typeStr}, {"0xfF", typeInt}, {"-", typeStr}, {"+", typeStr},
		{"1.", typeFloat}, {".5", typeFloat}, {"-1.5e-3", typeFloat}, {"1e5", typeFloat}, {"1e", typeStr}, {".", typeStr}, {"-.inf", typeFloat}, {"+.NaN", typeStr}, {"1.2.3", typeStr}, {"e5", typeStr},
	}
	for _, tt := range tests {
		if got := coreType(tt.in); got != tt.want {
			t.Errorf("coreType(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestUnknownKeysPreservedInOrder(t *testing.T) {
	doc, probs := ParseSkillMD(skillMD("zebra: 1\nname: pdf\nx-custom:\n  deep: [1, 2]\ndescription: d\nlicense: MIT\n"))
	if len(probs) != 0 {
		t.Fatal(probs)
	}
	var keys []string
	for i := 0; i < len(doc.Frontmatter.Node.Content); i += 2 {
		keys = append(keys, doc.Frontmatter.Node.Content[i].Value)
	}
	if want := []string{"zebra", "name", "x-custom", "description", "license"}; !slices.Equal(keys, want) {
		t.Errorf("keys = %v, want %v", keys, want)
	}
	y := string(doc.Frontmatter.YAML())
	want := "zebra: 1\nname: pdf\nx-custom:\n  deep: [1, 2]\ndescription: d\nlicense: MIT\n"
	if y != want {
		t.Errorf("YAML() =\n%s\nwant\n%s", y, want)
	}
	re, probs := ParseSkillMD(skillMD(y))
	if len(probs) != 0 || re.Frontmatter.Name != "pdf" {
		t.Errorf("re-parse of YAML(): %v", probs)
	}
}

func TestCRLFAndBOM(t *testing.T) {
	tests := []struct{ name, data, body string }{
		{"crlf", "---\r\nname: pdf\r\ndescription: >\r\n  two\r\n  lines\r\n---\r\n# Body\r\nline\r\n", "# Body\r\nline\r\n"},
		{"bom", "\xEF\xBB\xBF---\nname: pdf\ndescription: two lines\n---\n# Body\n", "# Body\n"},
		{"bom crlf", "\xEF\xBB\xBF---\r\nname: pdf\r\ndescription: two lines\r\n---\r\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, probs := ParseSkillMD([]byte(tt.data))
			if len(probs) != 0 {
				t.Fatal(probs)
			}
			fm := doc.Frontmatter
			if fm.Name != "pdf" || fm.Description != "two lines" {
				t.Errorf("name=%q description=%q", fm.Name, fm.Description)
			}
			if doc.Body != tt.body {
				t.Errorf("body = %q, want %q", doc.Body, tt.body)
			}
		})
	}
}

func TestListFields(t *testing.T) {
	tests := []struct {
		name, yaml string
		tools      []string
		when, not  []string
		args       []string
		dmi        bool
	}{
		{name: "undeclared", yaml: ""},
		{name: "tools space string", yaml: "allowed-tools: Read Grep  Glob\n", tools: []string{"Read", "Grep", "Glob"}},
		{name: "tools comma string", yaml: "allowed-tools: Read, Grep,Glob\n", tools: []string{"Read", "Grep", "Glob"}},
		{name: "tools with parens", yaml: "allowed-tools: Bash(git add:*), Bash(git status:*) Read\n", tools: []string{"Bash(git add:*)", "Bash(git status:*)", "Read"}},
		{name: "tools list", yaml: "allowed-tools:\n  - Read\n  - ' Grep '\n  - Bash(npm run test:*)\n", tools: []string{"Read", "Grep", "Bash(npm run test:*)"}},
		{name: "tools flow list dedup", yaml: "allowed-tools: [Read, Read, Write]\n", tools: []string{"Read", "Write"}},
		{name: "tools declared empty", yaml: "allowed-tools:\n", tools: []string{}},
		{name: "tools empty string", yaml: "allowed-tools: ''\n", tools: []string{}},
		{name: "hints string", yaml: "when_to_use: Filling PDF forms\nwhen_not_to_use: [Word files, Images]\n", when: []string{"Filling PDF forms"}, not: []string{"Word files", "Images"}},
		{name: "dmi true", yaml: "disable-model-invocation: true\n", dmi: true},
		{name: "dmi False", yaml: "disable-model-invocation: False\n"},
		{name: "args names", yaml: "arguments: [file, pages]\n", args: []string{"file", "pages"}},
		{name: "args maps", yaml: "arguments:\n  - name: file\n    description: the PDF\n  - name: pages\n", args: []string{"file", "pages"}},
		{name: "args string", yaml: "arguments: file  pages\n", args: []string{"file", "pages"}},
		{name: "args mapping", yaml: "arguments:\n  path: {type: string, required: true}\n  pages:\n", args: []string{"path", "pages"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, probs := ParseSkillMD(skillMD("name: pdf\ndescription: d\n" + tt.yaml))
			if len(probs) != 0 {
				t.Fatal(probs)
			}
			fm := doc.Frontmatter
			if !slices.Equal(fm.AllowedTools, tt.tools) || (fm.AllowedTools == nil) != (tt.tools == nil) {
				t.Errorf("tools = %#v, want %#v", fm.AllowedTools, tt.tools)
			}
			if !slices.Equal(fm.WhenToUse, tt.when) || !slices.Equal(fm.WhenNotToUse, tt.not) {
				t.Errorf("hints = %q / %q", fm.WhenToUse, fm.WhenNotToUse)
			}
			if !slices.Equal(fm.ArgumentNames(), tt.args) || fm.DisableModelInvocation != tt.dmi {
				t.Errorf("args = %q dmi = %v", fm.ArgumentNames(), fm.DisableModelInvocation)
			}
		})
	}
}

// TestArgumentDeclarations reads each form of `arguments` into the same
// declarations.
func TestArgumentDeclarations(t *testing.T) {
	pathArg := Argument{Name: "path", Type: "string", Required: true, Description: "the PDF to read"}
	pages := Argument{Name: "pages", Type: "integer"}
	tests := []struct {
		name, yaml string
		want       []Argument
	}{
		{"mapping", "arguments:\n  path: {type: string, required: true, description: ' the PDF to read '}\n  pages: {type: integer, required: false}\n", []Argument{pathArg, pages}},
		{"mapping with a null declaration", "arguments:\n  path:\n  pages: ~\n", []Argument{{Name: "path"}, {Name: "pages"}}},
		{"list of entries", "arguments:\n  - {name: path, type: string, required: true, description: the PDF to read}\n  - {name: pages, type: integer}\n", []Argument{pathArg, pages}},
		{"list of names", "arguments: [path, pages]\n", []Argument{{Name: "path"}, {Name: "pages"}}},
		{"string", "arguments: path pages\n", []Argument{{Name: "path"}, {Name: "pages"}}},
		{"null", "arguments:\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, probs := ParseSkillMD(skillMD("name: pdf\ndescription: d\n" + tt.yaml))
			if len(probs) != 0 {
				t.Fatal(probs)
			}
			if got := doc.Frontmatter.Arguments; !slices.Equal(got, tt.want) {
				t.Errorf("arguments = %+v, want %+v", got, tt.want)
			}
			if a, ok := doc.Frontmatter.Argument("path"); len(tt.want) > 0 && (!ok || a != tt.want[0]) {
				t.Errorf("Argument(path) = %+v, %v", a, ok)
			}
		})
	}
}

// TestArgumentKeyHint: a key of an argument declaration that is not in
// the contract names the closest key, else the keys there are.
func TestArgumentKeyHint(t *testing.T) {
	for _, tc := range []struct{ key, hint string }{
		{"typ", "did you mean type?"},
		{"requird", "did you mean required?"},
		{"default", "the keys of a declaration are type, required, description"},
	} {
		_, probs := parseArguments(mustYAML(t, "{path: {"+tc.key+": x}}"), func(*yaml.Node) int { return 1 })
		if len(probs) != 1 || probs[0].Severity != Warning || probs[0].Hint != tc.hint {
			t.Errorf("key %q: %v, want one warning hinting %q", tc.key, probs, tc.hint)
		}
	}
}

func mustYAML(t *testing.T, src string) *yaml.Node {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Content[0]
}
