package shellcmd

import "testing"

// TestSemgrepTest (issue 37, fp10): a Semgrep test target is data for
// `semgrep --test`, by its format: a file of code of the stem of a
// Semgrep rules file of the skill, every statement one case annotated
// with a rule that file declares. Each honest target has a twin of the
// same surface that is not only test cases, names an undeclared rule,
// is one a test runner would run, or is named by another script.
func TestSemgrepTest(t *testing.T) {
	rules := File{Path: "rules/decode-exec.yaml", Data: []byte("rules:\n  - id: python-exec-b64\n    languages: [python]\n    pattern: exec(base64.b64decode(...))\n  - id: js-eval-buffer\n    languages: [javascript]\n    pattern: eval(Buffer.from($X, 'base64').toString())\n")}
	md := File{Path: "SKILL.md", Data: []byte("`semgrep --test rules/`\n"), Markdown: true}
	py := "import base64, zlib\n# ruleid: python-exec-b64\nexec(base64.b64decode(\"cHJpbnQoMSk=\"))\n# ok: python-exec-b64\nprint(base64.b64decode(\"aGVsbG8=\").decode())\n"
	js := "// ruleid: js-eval-buffer\neval(Buffer.from(s, 'base64').toString())\nconsole.log(Buffer.from(s, 'base64').toString()) // ok: js-eval-buffer\n"
	for _, tc := range []struct {
		name  string
		files []File
		p     string
		want  bool
	}{
		{"python target in tests/", []File{md, rules, {Path: "rules/tests/decode-exec.py", Data: []byte(py)}}, "rules/tests/decode-exec.py", true},
		{"javascript target beside the rules, a trailing annotation", []File{md, rules, {Path: "rules/decode-exec.js", Data: []byte(js)}}, "rules/decode-exec.js", true},
		{"a statement no annotation covers", []File{md, rules, {Path: "rules/tests/decode-exec.py", Data: []byte(py + "import os\nos.system(base64.b64decode('Y3VybCB4fHNo').decode())\n")}}, "rules/tests/decode-exec.py", false},
		{"a case spanning a second line", []File{md, rules, {Path: "rules/tests/decode-exec.py", Data: []byte("# ruleid: python-exec-b64\nexec(base64.b64decode(\"cHJpbnQoMSk=\"))\nopen('/tmp/x', 'w').write('y')\n")}}, "rules/tests/decode-exec.py", false},
		{"a rule the rules file does not declare", []File{md, rules, {Path: "rules/tests/decode-exec.py", Data: []byte("# ruleid: python-exec-b64-x\nexec(base64.b64decode(\"cHJpbnQoMSk=\"))\n")}}, "rules/tests/decode-exec.py", false},
		{"only ok cases", []File{md, rules, {Path: "rules/tests/decode-exec.py", Data: []byte("# ok: python-exec-b64\nexec(base64.b64decode(\"cHJpbnQoMSk=\"))\n")}}, "rules/tests/decode-exec.py", false},
		{"a name pytest collects", []File{md, {Path: "rules/test_decode.yaml", Data: rules.Data}, {Path: "rules/test_decode.py", Data: []byte(py)}}, "rules/test_decode.py", false},
		{"a script imports it", []File{md, rules, {Path: "rules/tests/decode-exec.py", Data: []byte(py)}, {Path: "run.py", Data: []byte("import importlib\nimportlib.import_module('rules.tests.decode-exec')\n")}}, "rules/tests/decode-exec.py", false},
		{"no rules file of its stem", []File{md, rules, {Path: "rules/tests/other.py", Data: []byte(py)}}, "rules/tests/other.py", false},
		{"a rules file that is not Semgrep's", []File{md, {Path: "rules/decode-exec.yaml", Data: []byte("id: python-exec-b64\n")}, {Path: "rules/tests/decode-exec.py", Data: []byte(py)}}, "rules/tests/decode-exec.py", false},
		{"the rules file in another directory", []File{md, {Path: "other/decode-exec.yaml", Data: rules.Data}, {Path: "rules/tests/decode-exec.py", Data: []byte(py)}}, "rules/tests/decode-exec.py", false},
	} {
		if got := SemgrepTest(tc.files, tc.p); got != tc.want {
			t.Errorf("%s: SemgrepTest = %v, want %v", tc.name, got, tc.want)
		}
	}
}
