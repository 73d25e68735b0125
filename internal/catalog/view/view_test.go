package view

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func TestEstimateTokens(t *testing.T) {
	for _, tc := range []struct{ bytes, want int }{{-1, 0}, {0, 0}, {1, 1}, {4, 1}, {5, 2}, {8, 2}, {4001, 1001}} {
		if got := EstimateTokens(tc.bytes); got != tc.want {
			t.Errorf("EstimateTokens(%d) = %d, want %d", tc.bytes, got, tc.want)
		}
	}
}

// mustDoc parses a SKILL.md that must be valid.
func mustDoc(t *testing.T, md string) *catalog.Document {
	t.Helper()
	doc, probs := catalog.ParseSkillMD([]byte(md))
	if doc == nil || catalog.HasErrors(probs) {
		t.Fatalf("parse: %v", probs)
	}
	return doc
}

func TestCatalogText(t *testing.T) {
	pdf := mustDoc(t, "---\nname: pdf\ndescription: >\n  Read PDFs\n  and fill forms.\nwhen_to_use: [a PDF is shared, \"a form\\tmust be filled\"]\nwhen_not_to_use: scanned images\n---\n").Frontmatter
	xlsx := mustDoc(t, "---\nname: xlsx\ndescription: \"Spreadsheets.\\x1b[31m\"\n---\n").Frontmatter
	alpha := mustDoc(t, "---\nname: alpha\ndescription: First.\n---\n").Frontmatter
	reader := mustDoc(t, "---\nname: reader\ndescription: Reads.\narguments:\n  path: {type: string, required: true, description: \"the\\n file\"}\n  pages: {type: integer}\n  raw:\n---\n").Frontmatter
	lister := mustDoc(t, "---\nname: lister\ndescription: Lists.\narguments: [a, {name: b, required: true}]\n---\n").Frontmatter
	words := mustDoc(t, "---\nname: words\ndescription: Words.\narguments: x y\n---\n").Frontmatter

	tests := []struct {
		name    string
		entries []Entry
		want    string
	}{
		{"empty", nil, ""},
		{
			"sorted, folded, hints", []Entry{EntryOf(xlsx, "office", true), EntryOf(pdf, "anthropic", true), EntryOf(alpha, "", true)},
			CatalogPreamble + "\n" +
				"alpha: First.\n" +
				"pdf: Read PDFs and fill forms. (from anthropic)\n" +
				"  use when: a PDF is shared; a form must be filled\n" +
				"  not when: scanned images\n" +
				"xlsx: Spreadsheets.<U+001B>[31m (from office)\n",
		},
		{
			"no hints", []Entry{EntryOf(pdf, "anthropic", false)},
			CatalogPreamble + "\npdf: Read PDFs and fill forms. (from anthropic)\n",
		},
		{
			// Every form of the declaration; arguments are not hints.
			"arguments", []Entry{EntryOf(reader, "src", false), EntryOf(lister, "", true), EntryOf(words, "", true)},
			CatalogPreamble + "\n" +
				"lister: Lists.\n" +
				"  arguments: a; b (required)\n" +
				"reader: Reads. (from src)\n" +
				"  arguments: path (string, required): the file; pages (integer); raw\n" +
				"words: Words.\n" +
				"  arguments: x; y\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := NewCatalog(tc.entries)
			var a, b bytes.Buffer
			if err := c.WriteText(&a); err != nil {
				t.Fatal(err)
			}
			if a.String() != tc.want {
				t.Errorf("text:\n%s\nwant:\n%s", a.String(), tc.want)
			}
			// Byte-stable: a second catalog of the same entries in another
			// order writes the same bytes.
			rev := slices.Clone(tc.entries)
			slices.Reverse(rev)
			if err := NewCatalog(rev).WriteText(&b); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Errorf("text differs with the entries in another order:\n%s\nvs\n%s", a.String(), b.String())
			}
			if c.Tokens != EstimateTokens(len(tc.want)) {
				t.Errorf("Tokens = %d, want %d", c.Tokens, EstimateTokens(len(tc.want)))
			}
			sum := EstimateTokens(len(CatalogPreamble) + 1)
			for _, e := range c.Skills {
				if e.Tokens != EstimateTokens(len(e.text())) {
					t.Errorf("%s: Tokens = %d, want %d", e.Name, e.Tokens, EstimateTokens(len(e.text())))
				}
				sum += e.Tokens
			}
			if len(c.Skills) > 0 && (c.Tokens > sum || c.Tokens < sum-len(c.Skills)-1) {
				t.Errorf("total %d does not match the parts (%d, rounded up each)", c.Tokens, sum)
			}
		})
	}
}

func TestCatalogJSONAndXML(t *testing.T) {
	pdf := mustDoc(t, "---\nname: pdf\ndescription: Read <PDFs> & \"forms\".\nwhen_to_use: a PDF is shared\n---\n").Frontmatter
	plain := mustDoc(t, "---\nname: plain\ndescription: Plain.\narguments:\n  path: {type: string, required: true, description: the <file>}\n  pages:\n---\n").Frontmatter
	c := NewCatalog([]Entry{EntryOf(plain, "/skills", true), EntryOf(pdf, "anthropic", true)})

	var js bytes.Buffer
	if err := c.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Skills []map[string]any `json:"skills"`
		Tokens int              `json:"tokens"`
	}
	if err := json.Unmarshal(js.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Tokens != c.Tokens || len(got.Skills) != 2 || got.Skills[0]["name"] != "pdf" || got.Skills[1]["origin"] != "/skills" {
		t.Errorf("json: %s", js.String())
	}
	if _, ok := got.Skills[1]["when_to_use"]; ok {
		t.Errorf("json: an entry without hints has when_to_use: %s", js.String())
	}
	if _, ok := got.Skills[0]["arguments"]; ok {
		t.Errorf("json: an entry that declares no arguments has arguments: %s", js.String())
	}
	if args, _ := json.Marshal(got.Skills[1]["arguments"]); string(args) != `[{"description":"the \u003cfile\u003e","name":"path","required":true,"type":"string"},{"name":"pages"}]` {
		t.Errorf("json arguments: %s", args)
	}
	for _, k := range []string{"name", "description", "origin", "tokens"} {
		if _, ok := got.Skills[0][k]; !ok {
			t.Errorf("json entry lacks %q: %s", k, js.String())
		}
	}

	var x bytes.Buffer
	if err := c.WriteXML(&x); err != nil {
		t.Fatal(err)
	}
	want := `<available_skills>
  <skill>
    <name>pdf</name>
    <description>Read &lt;PDFs&gt; &amp; &#34;forms&#34;.</description>
    <origin>anthropic</origin>
    <when_to_use>a PDF is shared</when_to_use>
  </skill>
  <skill>
    <name>plain</name>
    <description>Plain.</description>
    <origin>/skills</origin>
    <argument name="path" type="string" required="true">the &lt;file&gt;</argument>
    <argument name="pages"></argument>
  </skill>
</available_skills>
`
	if x.String() != want {
		t.Errorf("xml:\n%s\nwant:\n%s", x.String(), want)
	}
	var empty bytes.Buffer
	if err := NewCatalog(nil).WriteJSON(&empty); err != nil {
		t.Fatal(err)
	}
	if empty.String() != "{\n  \"skills\": [],\n  \"tokens\": 0\n}\n" {
		t.Errorf("empty json: %q", empty.String())
	}
}

// typedMD declares its arguments as the tool contract does: a mapping of
// name to {type, required, description}.
const typedMD = `---
name: typed
description: d
arguments:
  path: {type: string, required: true, description: the PDF to read}
  pages:
    type: integer
  draft: {type: boolean, required: false}
  scale: {type: number}
  ranges: {type: array}
  opts: {type: object}
---
`

func TestSubstituteArguments(t *testing.T) {
	plain := mustDoc(t, "---\nname: plain\ndescription: d\n---\n").Frontmatter
	named := mustDoc(t, "---\nname: named\ndescription: d\narguments: [file, pages]\n---\n").Frontmatter
	typed := mustDoc(t, typedMD).Frontmatter
	str := func(s string) Arguments { return Arguments{String: s, HasString: true} }
	kv := func(kv ...string) Arguments {
		a := Arguments{Named: map[string]string{}}
		for i := 0; i+1 < len(kv); i += 2 {
			a.Named[kv[i]] = kv[i+1]
		}
		return a
	}
	tests := []struct {
		name   string
		fm     *catalog.Frontmatter
		body   string
		args   Arguments
		want   string
		filled int
	}{
		{"no arguments: verbatim", plain, "$ARGUMENTS $1 ${x}", Arguments{}, "$ARGUMENTS $1 ${x}", 0},
		{"$ARGUMENTS is the string as given", plain, "run: $ARGUMENTS.", str(`a  "b c"`), `run: a  "b c".`, 1},
		{"$1..$N", plain, "$1|$2|$3", str(`one "two words" three`), "one|two words|three", 3},
		{"$10 is the tenth", plain, "$10,$1", str("a b c d e f g h i j"), "j,a", 2},
		{"$ARGUMENTS[N] from 0", plain, "$ARGUMENTS[0]/$ARGUMENTS[1]", str("x y"), "x/y", 2},
		{"no value stays", plain, "$3 $ARGUMENTS[2] $0 ${file}", str("x y"), "$3 $ARGUMENTS[2] $0 ${file}", 0},
		{"empty string is a value", plain, "[$ARGUMENTS]", str(""), "[]", 1},
		{"values are not expanded again", plain, "$1 $2", str(`'$2' b`), "$2 b", 2},
		{"${name}", named, "${file} p${pages}", kv("file", "a.pdf", "pages", "1-3"), "a.pdf p1-3", 2},
		{"${name} not given stays", named, "${file} ${pages} $1 $ARGUMENTS", kv("file", "a.pdf"), "a.pdf ${pages} $1 $ARGUMENTS", 1},
		{"CRLF body", plain, "a $1\r\nb $2\r\n", str("x y"), "a x\r\nb y\r\n", 2},
		{"value with a dollar", named, "${file}", kv("file", "$ARGUMENTS"), "$ARGUMENTS", 1},
		{"typed mapping, required given", typed, "${path} ${pages} ${draft}", kv("path", "a.pdf", "pages", "3", "draft", "true"), "a.pdf 3 true", 3},
		{"typed mapping, optional left out", typed, "${path} ${pages}", kv("path", "a.pdf"), "a.pdf ${pages}", 1},
		{"typed mapping, no arguments at all: verbatim", typed, "${path}", Arguments{}, "${path}", 0},
		{"JSON types", typed, "${ranges} ${opts}", kv("path", "p", "ranges", "[1, 2]", "opts", `{"a": 1}`), `[1, 2] {"a": 1}`, 2},
		{"number", typed, "${scale}", kv("path", "p", "scale", "-1.5e3"), "-1.5e3", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, filled, err := SubstituteArguments(tc.fm, tc.body, tc.args)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want || filled != tc.filled {
				t.Errorf("got %q (%d filled), want %q (%d)", got, filled, tc.want, tc.filled)
			}
		})
	}
}

func TestSubstituteArgumentErrors(t *testing.T) {
	plain := mustDoc(t, "---\nname: plain\ndescription: d\n---\n").Frontmatter
	named := mustDoc(t, "---\nname: named\ndescription: d\narguments: file pages\n---\n").Frontmatter
	typed := mustDoc(t, typedMD).Frontmatter
	typed2 := mustDoc(t, "---\nname: typed2\ndescription: d\narguments:\n  a: {required: true}\n  b:\n  c: {required: true}\n---\n").Frontmatter
	tests := []struct {
		name  string
		fm    *catalog.Frontmatter
		args  Arguments
		shape bool
		msg   string
	}{
		{"string to a named-arguments skill", named, Arguments{String: "x", HasString: true}, true, "declares named arguments (file, pages)"},
		{"named to a skill with none", plain, Arguments{Named: map[string]string{"file": "x"}}, true, "declares no named arguments"},
		{"undeclared name", named, Arguments{Named: map[string]string{"file": "x", "page": "1"}}, true, `declares no argument "page"; its arguments are: file, pages`},
		{"both", named, Arguments{String: "x", HasString: true, Named: map[string]string{"file": "x"}}, true, "not both"},
		{"unterminated quote", plain, Arguments{String: `a "b`, HasString: true}, false, `unterminated " quote`},
		{"missing required", typed, Arguments{Named: map[string]string{"pages": "2"}}, true, `missing required argument "path"`},
		{"missing two required", typed2, Arguments{Named: map[string]string{"b": "2"}}, true, `missing required arguments "a", "c"`},
		{"undeclared with a mapping", typed, Arguments{Named: map[string]string{"path": "p", "page": "1"}}, true, `declares no argument "page"; its arguments are: path, pages, draft, scale, ranges, opts`},
		{"not an integer", typed, Arguments{Named: map[string]string{"path": "p", "pages": "ten"}}, false, `argument "pages" is declared integer, and "ten" is not an integer`},
		{"a float is not an integer", typed, Arguments{Named: map[string]string{"path": "p", "pages": "1.5"}}, false, `is not an integer`},
		{"not a boolean", typed, Arguments{Named: map[string]string{"path": "p", "draft": "yes"}}, false, `"yes" is not true or false`},
		{"not a number", typed, Arguments{Named: map[string]string{"path": "p", "scale": "NaN"}}, false, `is not a number`},
		{"not an array", typed, Arguments{Named: map[string]string{"path": "p", "ranges": `{"a":1}`}}, false, `is not a JSON array`},
		{"not JSON", typed, Arguments{Named: map[string]string{"path": "p", "opts": `{a:1}`}}, false, `is not JSON`},
		{"string to a typed skill", typed, Arguments{String: "x", HasString: true}, true, "declares named arguments (path, pages, draft, scale, ranges, opts)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := SubstituteArguments(tc.fm, "$1 ${file}", tc.args)
			var ae *ArgumentError
			if !errors.As(err, &ae) {
				t.Fatalf("err = %v, want an *ArgumentError", err)
			}
			if strings.HasPrefix(tc.name, "missing") && len(ae.Missing) == 0 {
				t.Errorf("Missing is empty: %+v", ae)
			}
			if ae.Shape != tc.shape || !strings.Contains(err.Error(), tc.msg) || !errors.Is(err, errkind.Invalid) || ae.Skill != tc.fm.Name {
				t.Errorf("err = %v (shape %v), want %q (shape %v)", err, ae.Shape, tc.msg, tc.shape)
			}
		})
	}
}

func TestSplitArguments(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		err  string
	}{
		{"", nil, ""},
		{"  a\tb \n c ", []string{"a", "b", "c"}, ""},
		{`"a b" 'c d'`, []string{"a b", "c d"}, ""},
		{`x"y z"w`, []string{"xy zw"}, ""},
		{`'it''s'`, []string{"its"}, ""},
		{`"a \"q\" \\ \n"`, []string{`a "q" \ \n`}, ""},
		{`a\ b c\\d`, []string{"a b", `c\d`}, ""},
		{`'$1 \x'`, []string{`$1 \x`}, ""},
		{`""`, []string{""}, ""},
		{`trailing\`, []string{`trailing\`}, ""},
		{`é "ü ö"`, []string{"é", "ü ö"}, ""},
		{`'open`, nil, `unterminated ' quote`},
		{`"open`, nil, `unterminated " quote`},
	}
	for _, tc := range tests {
		got, err := SplitArguments(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("SplitArguments(%q) err = %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("SplitArguments(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func fileSet(paths ...string) catalog.FileSet {
	var s catalog.FileSet
	for _, p := range paths {
		s = append(s, catalog.File{Path: p, Size: int64(len(p))})
	}
	s.Sort()
	return s
}

func TestResourcesOf(t *testing.T) {
	paths := []string{"SKILL.md", "forms.md", "scriptsx/a", "assets/logo.png", "references/deep/b.md", "references/a.md"}
	for i := 1; i <= 13; i++ {
		paths = append(paths, fmt.Sprintf("scripts/s%02d.py", i))
	}
	got := ResourcesOf(fileSet(paths...))
	want := []ResourceFolder{
		{Folder: "scripts", Files: []string{"scripts/s01.py", "scripts/s02.py", "scripts/s03.py", "scripts/s04.py", "scripts/s05.py",
			"scripts/s06.py", "scripts/s07.py", "scripts/s08.py", "scripts/s09.py", "scripts/s10.py"}, More: 3},
		{Folder: "references", Files: []string{"references/a.md", "references/deep/b.md"}},
		{Folder: "assets", Files: []string{"assets/logo.png"}},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("ResourcesOf:\n%v\nwant\n%v", got, want)
	}
	if got := ResourcesOf(fileSet("SKILL.md")); got == nil || len(got) != 0 {
		t.Errorf("no resources: %#v, want an empty non-nil list", got)
	}
}

func TestActivate(t *testing.T) {
	doc := mustDoc(t, "---\nname: pdf\ndescription: Read PDFs.\nmetadata: {v: 1}\n---\n# PDF\r\nUse $1 on page $2.\r\n")
	var paths []string
	for i := 1; i <= 12; i++ {
		paths = append(paths, fmt.Sprintf("assets/a%02d", i))
	}
	files := fileSet(append(paths, "SKILL.md", "scripts/run.sh")...)
	a, err := Activate(doc, `/root/pdf"<x>`, files, Arguments{String: "in.pdf 3", HasString: true})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := a.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	body := "# PDF\r\nUse in.pdf on page 3.\r\n"
	want := "<skill name=\"pdf\" dir=\"/root/pdf&quot;&lt;x&gt;\">\n" +
		"<frontmatter>\nname: pdf\ndescription: Read PDFs.\nmetadata: {v: 1}\n</frontmatter>\n" +
		"<instructions>\n" + body + "</instructions>\n" +
		"<resources>\nscripts/run.sh\nassets/a01\nassets/a02\nassets/a03\nassets/a04\nassets/a05\nassets/a06\nassets/a07\nassets/a08\nassets/a09\nassets/a10\nassets/ (… 2 more)\n</resources>\n" +
		"</skill>\n" +
		fmt.Sprintf("(SKILL.md body: %d bytes, ~%d tokens; resource paths are relative to dir)\n", len(body), EstimateTokens(len(body)))
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
	if a.Body != body || a.Bytes != len(body) || a.Filled != 2 {
		t.Errorf("Body %q, Bytes %d, Filled %d", a.Body, a.Bytes, a.Filled)
	}

	js, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	wantJSON := `{"name":"pdf","dir":"/root/pdf\"\u003cx\u003e","body":"# PDF\r\nUse in.pdf on page 3.\r\n","frontmatter":{"name":"pdf","description":"Read PDFs.","metadata":{"v":1}},"resources":[` +
		`{"folder":"scripts","files":["scripts/run.sh"],"more":0},{"folder":"assets","files":["assets/a01","assets/a02","assets/a03","assets/a04","assets/a05","assets/a06","assets/a07","assets/a08","assets/a09","assets/a10"],"more":2}],"bytes":30}`
	if string(js) != wantJSON {
		t.Errorf("json:\n%s\nwant:\n%s", js, wantJSON)
	}

	// No resources, a body without a final newline, and a bad argument.
	bare := mustDoc(t, "---\nname: bare\ndescription: d\narguments: [x]\n---\nno newline")
	a, err = Activate(bare, "/r/bare", fileSet("SKILL.md"), Arguments{})
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	a.WriteText(&b)
	if !strings.Contains(b.String(), "<instructions>\nno newline\n</instructions>\n</skill>\n") || strings.Contains(b.String(), "<resources>") {
		t.Errorf("bare skill:\n%s", b.String())
	}
	if _, err := Activate(bare, "/r/bare", nil, Arguments{String: "v", HasString: true}); err == nil {
		t.Error("Activate with a string for a named-arguments skill: no error")
	}
}

func TestOutline(t *testing.T) {
	long := strings.Repeat("word ", 250) + "\n" // ~313 tokens
	tests := []struct {
		name  string
		body  string
		keys  []string
		level []int
		whole bool
	}{
		{"empty", "", []string{}, []int{}, true},
		{"no headings", "just text\n", []string{PreambleKey}, []int{0}, true},
		{"leading blank lines join the first section", "\n\n# Title\ntext\n", []string{"title"}, []int{1}, true},
		{"preamble", "Intro.\n# Title\n", []string{PreambleKey, "title"}, []int{0, 1}, true},
		{
			"collisions", "# Setup\n## Setup\n### Setup 2\n# setup!\n## Don't panic\n#\n# ***\n",
			[]string{"setup", "setup-2", "setup-2-2", "setup-3", "dont-panic", "section", "section-2"}, []int{1, 2, 3, 1, 2, 1, 1}, true,
		},
		{
			"not headings", "# Real\n#hashtag\n    # indented code\n\t# tab\n####### seven\n```sh\n# in code\n```\n~~~~\n# in tilde code\n~~~\n# still code\n~~~~\n## After ##\n",
			[]string{"real", "after"}, []int{1, 2}, true,
		},
		{"closing hashes", "# Title #\n## C# notes\n### x ###   \n", []string{"title", "c-notes", "x"}, []int{1, 2, 3}, true},
		{"unterminated fence", "# A\n```\n# B\n", []string{"a"}, []int{1}, true},
		{"CRLF", "\r\n# One\r\ntext\r\n## Two\r\n```\r\n# not\r\n```\r\n# Three\r\n", []string{"one", "two", "three"}, []int{1, 2, 1}, true},
		{"big, few sections", "# A\n" + long + long + long + long, []string{"a"}, []int{1}, true},
		{"big, many sections", "# A\n" + long + "# B\n" + long + "# C\n" + long + "# D\n" + long, []string{"a", "b", "c", "d"}, []int{1, 1, 1, 1}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := OutlineOf(tc.body)
			var levels []int
			var joined strings.Builder
			off := 0
			for _, s := range o.Sections {
				levels = append(levels, s.Level)
				if s.Offset != off || s.Bytes != len(s.Text) || s.Text != tc.body[s.Offset:s.Offset+s.Bytes] || s.Tokens != EstimateTokens(s.Bytes) {
					t.Errorf("section %s: offset %d bytes %d tokens %d, text %q", s.Key, s.Offset, s.Bytes, s.Tokens, s.Text)
				}
				off += s.Bytes
				joined.WriteString(s.Text)
			}
			if joined.String() != tc.body || off != o.Bytes || o.Bytes != len(tc.body) {
				t.Errorf("sections do not add up to the body: %q vs %q", joined.String(), tc.body)
			}
			if !slices.Equal(o.Keys(), tc.keys) || !slices.Equal(append([]int{}, levels...), tc.level) {
				t.Errorf("keys %q levels %v, want %q %v", o.Keys(), levels, tc.keys, tc.level)
			}
			if o.LoadWhole != tc.whole || o.Advice == "" {
				t.Errorf("LoadWhole = %v (%s), want %v", o.LoadWhole, o.Advice, tc.whole)
			}
			for _, k := range tc.keys {
				if s, ok := o.Section(k); !ok || s.Key != k {
					t.Errorf("Section(%q) not found", k)
				}
			}
			if _, ok := o.Section("nope"); ok {
				t.Error("Section(nope) found")
			}
		})
	}

	// The advice names its reason.
	if o := OutlineOf("# A\nshort\n"); !strings.Contains(o.Advice, "under 1000") {
		t.Errorf("small body advice: %s", o.Advice)
	}
	if o := OutlineOf("# A\n" + long + long + long + long); !strings.Contains(o.Advice, "only 1 sections") && !strings.Contains(o.Advice, "only 1 section") {
		t.Errorf("few sections advice: %s", o.Advice)
	}
	if o := OutlineOf("# A\n" + long + "# B\n" + long + "# C\n" + long + "# D\n" + long); !strings.Contains(o.Advice, "more than 3") {
		t.Errorf("many sections advice: %s", o.Advice)
	}
	// Titles keep their text; the CRLF is not part of the title.
	o := OutlineOf("## Fill a form ##\r\nx\r\n")
	if s := o.Sections[0]; s.Title != "Fill a form" || s.Key != "fill-a-form" {
		t.Errorf("title %q key %q", s.Title, s.Key)
	}
}

func TestCostOf(t *testing.T) {
	fm := mustDoc(t, "---\nname: pdf\ndescription: Read PDFs.\n---\n").Frontmatter
	entry := EntryOf(fm, "src", true)
	files := catalog.FileSet{{Path: "SKILL.md", Size: 999}, {Path: "a.md", Size: 5}, {Path: "scripts/x", Size: 0}, {Path: "z.bin", Size: 4000}}
	c := CostOf(entry, "12345678", files)
	want := &Cost{Name: "pdf", Catalog: entry.Tokens, Body: 2, Files: []FileCost{{"a.md", 5, 2}, {"scripts/x", 0, 0}, {"z.bin", 4000, 1000}}}
	want.Tokens = want.Catalog + 2 + 2 + 0 + 1000
	if fmt.Sprint(c) != fmt.Sprint(want) {
		t.Errorf("CostOf = %+v, want %+v", c, want)
	}
}
