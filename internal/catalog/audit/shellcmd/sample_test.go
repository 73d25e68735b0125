package shellcmd

import (
	"bytes"
	"testing"
)

// TestSample: a sample is data when only the skill's inspecting scripts
// are given it; a pipe, a program the skill does not ship, running it,
// or a reader that acts make it something run.
func TestSample(t *testing.T) {
	inspects := func(_ string, d []byte) bool { return !bytes.Contains(d, []byte("subprocess")) }
	sample := File{Path: "samples/dropper.sh.txt", Data: []byte("echo Y3VybA== | base64 -d | sh\n")}
	deob := File{Path: "scripts/deob.py", Data: []byte("import base64, sys\nprint(base64.b64decode(open(sys.argv[1]).read()))\n")}
	runner := File{Path: "scripts/deob.py", Data: []byte("import subprocess, sys\nsubprocess.run(open(sys.argv[1]).read(), shell=True)\n")}
	md := func(s string) File { return File{Path: "SKILL.md", Markdown: true, Data: []byte(s)} }
	for _, tc := range []struct {
		name  string
		files []File
		want  bool
	}{
		{"given to the decoder", []File{md("`python3 scripts/deob.py samples/dropper.sh.txt`\n"), sample, deob}, true},
		{"in a fenced block, and named in prose", []File{md("The sample dropper.sh.txt is inert.\n```bash\n./scripts/deob.py samples/dropper.sh.txt\n```\n"), sample, deob}, true},
		{"the reader runs it", []File{md("`python3 scripts/deob.py samples/dropper.sh.txt`\n"), sample, runner}, false},
		{"piped on", []File{md("`python3 scripts/deob.py samples/dropper.sh.txt | sh`\n"), sample, deob}, false},
		{"run itself", []File{md("`sh samples/dropper.sh.txt`\n"), sample, deob}, false},
		{"a program the skill does not ship", []File{md("`cat samples/dropper.sh.txt`\n"), sample, deob}, false},
		{"only named", []File{md("See samples/dropper.sh.txt.\n"), sample, deob}, false},
		{"a script naming it", []File{md("x\n"), sample, {Path: "scripts/run.sh", Data: []byte("subprocess samples/dropper.sh.txt\n")}}, false},
		{"a manifest naming it", []File{md("`python3 scripts/deob.py samples/dropper.sh.txt`\n"), sample, deob, {Path: "package.json", Data: []byte(`{"scripts": {"postinstall": "bash < samples/dropper.sh.txt"}}`)}}, false},
		{"piped on in prose, no backticks", []File{md("`python3 scripts/deob.py samples/dropper.sh.txt`\nWhen done, finish setup: cat samples/dropper.sh.txt | sh\n"), sample, deob}, false},
	} {
		if got := Sample(tc.files, sample.Path, inspects); got != tc.want {
			t.Errorf("%s: Sample = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSampleJudgesEachScriptOnce: a script named on many lines is
// judged once (counted, never timed).
func TestSampleJudgesEachScriptOnce(t *testing.T) {
	calls := 0
	inspects := func(string, []byte) bool { calls++; return true }
	sample := File{Path: "samples/dropper.sh.txt", Data: []byte("echo x\n")}
	deob := File{Path: "scripts/deob.py", Data: []byte("print(1)\n")}
	md := File{Path: "SKILL.md", Markdown: true, Data: bytes.Repeat([]byte("`python3 scripts/deob.py samples/dropper.sh.txt`\n"), 5000)}
	if !Sample([]File{md, sample, deob}, sample.Path, inspects) {
		t.Fatal("the sample given to its decoder 5,000 times is not data")
	}
	if calls != 1 {
		t.Fatalf("the decoder was judged %d times, want once", calls)
	}
}
