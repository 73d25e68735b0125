package shellcmd

import "testing"

// TestTestFixture (issue 37, fp10): a data file only tests read is a
// fixture; a twin read by a script that is not a test, or by nothing,
// or of code, is not.
func TestTestFixture(t *testing.T) {
	test := File{Path: "tests/test_sanitize.py", Data: []byte("cases = json.loads(pathlib.Path(__file__).with_name('fixtures.json').read_text())\n")}
	md := File{Path: "SKILL.md", Data: []byte("`tests/fixtures.json` holds attack strings.\n"), Markdown: true}
	for _, tc := range []struct {
		name  string
		files []File
		p     string
		want  bool
	}{
		{"read by a test", []File{md, test}, "tests/fixtures.json", true},
		{"read by a spec", []File{md, {Path: "src/sanitize.spec.ts", Data: []byte("import cases from './fixtures.json'\n")}}, "src/fixtures.json", true},
		{"read by a test and a script", []File{md, test, {Path: "scripts/prompt.py", Data: []byte("p = json.load(open('tests/fixtures.json'))\n")}}, "tests/fixtures.json", false},
		{"named by Markdown only", []File{md}, "tests/fixtures.json", false},
		{"code, not data", []File{md, {Path: "tests/test_x.py", Data: []byte("import fixtures.py\n")}}, "tests/fixtures.py", false},
	} {
		if got := TestFixture(tc.files, tc.p); got != tc.want {
			t.Errorf("%s: TestFixture = %v, want %v", tc.name, got, tc.want)
		}
	}
}
