package sniff

import (
	"fmt"
	"strings"
	"testing"
)

// table builds a long line of n entries, each from the template f(i).
func table(open, close string, n int, f func(i int) string) string {
	var b strings.Builder
	b.WriteString(open)
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(f(i))
	}
	b.WriteString(close)
	return b.String()
}

func specs(i int) string {
	return fmt.Sprintf("'cmd_%d': [{'name': 'domain', 'required': True, 'sample': 'a%d.example.com,b.net'}]", i, i)
}

// TestShapesFp16Display: a Python or JavaScript module that is one long
// literal display of short plain strings (a generated table of an API's
// parameters, imported by the skill's CLI) is no minified code; the
// same length of code, or code inside the display, still is.
func TestShapesFp16Display(t *testing.T) {
	big := table("{", "}", 300, specs)
	cases := []struct {
		name, path, text string
		minified         bool
	}{
		// Honest: a table of strings, however it is assigned.
		{"python annotated dict", "src/_api3_specs.py", "from __future__ import annotations\n\n# generated\nAPI3_PARAM_SPECS: dict[str, list[dict[str, object]]] = " + big + "\n", false},
		{"python plain list of tuples", "data.py", "ROWS = " + table("[", "]", 600, func(i int) string { return fmt.Sprintf("('row%d', %d, -%d.5, None, b'x', r'\\d+')", i, i, i) }) + "\n", false},
		{"javascript export const", "lib/specs.mjs", "export const SPECS = " + table("[", "]", 400, func(i int) string { return fmt.Sprintf("{\"name\": \"n%d\", \"ok\": true, \"v\": null}", i) }) + ";\n", false},
		{"a bare display line inside a longer literal", "tbl.py", "X = [\n    " + big + ",\n]\n", false},

		// Malicious: code on the display's line, or code in the display.
		{"a statement after the display", "src/specs.py", "X = " + big + "; exec(X['cmd_1'][0]['sample'])\n", true},
		{"a call as a value", "src/specs.py", "X = " + big[:len(big)-1] + ", 'z': __import__('os').system('id')}\n", true},
		{"an f-string value", "src/specs.py", "X = " + big[:len(big)-1] + ", 'z': f'{open(\"/etc/passwd\").read()}'}\n", true},
		{"an attribute of the display", "src/specs.py", "X = " + big + ".get('cmd_1')\n", true},
		{"an operator between displays", "src/specs.py", "X = " + big + " | " + big + "\n", true},
		{"a template literal value", "lib/s.js", "module.exports = " + table("[", "]", 400, func(i int) string {
			return fmt.Sprintf("{\"n\": \"%d\", \"t\": `${require('child_process').execSync('id')}`}", i)
		}) + ";\n", true},
		{"minified javascript", "lib/app.min.js", strings.Repeat("var a={b:function(c){return c(1)}};", 300) + "\n", true},
		{"packed code inside the strings", "src/p.py", "P = " + table("[", "]", 300, func(i int) string { return "'import os;os.system(\"id\");x={};'" }) + "\n", true},
		{"a shell script's line, read as before", "run.sh", "X=" + table("{", "}", 300, specs) + "\n", true},
		{"strings side by side", "src/specs.py", "X = " + table("[", "]", 600, func(i int) string { return "'{a}' '(b)'" }) + "\n", true},
		{"a second assignment", "src/specs.py", "X = Y = " + big + "\n", true},
		{"a table beside a shorter minified line", "src/specs.py", "X = " + table("{", "}", 3000, specs) + "\n" + strings.Repeat("exec(chr(105)+chr(100));", 60) + "\n", true},
		{"a table beside a line of packed strings", "lib/s.js", "const T = " + table("[", "]", 3000, specs) + ";\nconst P = " + table("[", "]", 100, func(i int) string { return "'f(a);g(b);h(c);'" }) + ";\n", true},
	}
	for _, c := range cases {
		code, _ := Layout(c.path, []byte(c.text), false)
		if got := code == NotAuditedMinified; got != c.minified {
			t.Errorf("%s: minified %v, want %v (code %q)", c.name, got, c.minified, code)
		}
	}
}

// TestDisplayPunctOnePass: displayPunct looks at each byte of a line at
// most once, on hostile lines too (a megabyte of brackets, of quotes,
// of escapes, of one unterminated string).
func TestDisplayPunctOnePass(t *testing.T) {
	const n = 1 << 20
	for _, line := range []string{
		strings.Repeat("[", n),
		strings.Repeat("'", n),
		"X = ['" + strings.Repeat("\\", n),
		"X = ['" + strings.Repeat("a;", n/2),
		strings.Repeat("'a', ", n/5),
		"X: " + strings.Repeat("d[", n/2) + " = 1",
		strings.Repeat("rb", n/2) + "'x'",
		"X = [" + strings.Repeat("1_000.5e3, ", n/11) + "]",
		"X = [" + strings.Repeat("None, True, ", n/12) + "]",
	} {
		_, _, work := displayScan([]byte(line))
		if work > len(line) {
			t.Errorf("%.20q…: %d steps for %d bytes", line, work, len(line))
		}
	}
}

// TestDisplayPunct: what is a display and what its strings hold.
func TestDisplayPunct(t *testing.T) {
	for _, c := range []struct {
		line  string
		punct int
		ok    bool
	}{
		{`X = {'a': 'b(c)', "d": [1, -2.5e3, 0x1f, None, True]}`, 2, true},
		{`const T = ["a;b", 'c'];`, 1, true},
		{`[('a', 'b\'s'), (1, 2),]`, 0, true},
		{`X = {'a': 1};`, 0, true},
		{`X = {'a': 1}; Y = 2`, 0, false},
		{`X = {'a': 1)`, 0, false},
		{`X = {'a': 1`, 0, false},
		{`X = {'a' 1}`, 0, false},
		{`X = f'{a}'`, 0, false},
		{`X = '''a'''`, 0, false},
		{`X == {'a': 1}`, 0, false},
		{`print({'a': 1})`, 0, false},
		{`X = {'a': y}`, 0, false},
		{`X = {'a': -y}`, 0, false},
		{`X = ('a')('b')`, 0, false},
		{`X = {'a': 1} # note`, 0, false},
		{"X = `a`", 0, false},
		{`'a': 1, 'b': 2,`, 0, true},
		{`'a': 1, , 'b': 2`, 0, false},
	} {
		punct, ok := displayPunct([]byte(c.line))
		if ok != c.ok || ok && punct != c.punct {
			t.Errorf("%s: (%d, %v), want (%d, %v)", c.line, punct, ok, c.punct, c.ok)
		}
	}
}
