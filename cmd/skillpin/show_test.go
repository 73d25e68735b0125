package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

func TestShowCmd(t *testing.T) {
	t.Parallel()
	tmp := testfs.TempDir(t)
	files := map[string]string{
		"positional/SKILL.md": viewMD("positional", "Takes a string.", "",
			"All: $ARGUMENTS\n1=$1 2=$2 3=$3\n[0]=$ARGUMENTS[0] [1]=$ARGUMENTS[1] [9]=$ARGUMENTS[9]\nnamed=${file}\n"),
		"named/SKILL.md": viewMD("named", "Takes names.", "arguments:\n  - name: file\n  - name: focus\n",
			"Review ${file} for ${focus}; $1 and $ARGUMENTS stay.\n"),
		"typed/SKILL.md": viewMD("typed", "Declares typed arguments.", "arguments:\n  path: {type: string, required: true, description: the file}\n  pages: {type: integer}\n",
			"Read ${path}, pages ${pages}.\n"),
		"deploy/SKILL.md": viewMD("deploy", "Deploys.", "disable-model-invocation: true\n", "Deploy now.\n"),
		"crlf/SKILL.md":   "---\r\nname: crlf\r\ndescription: Windows.\r\n---\r\n# Title\r\nUse $1.\r\n",
		"plain/SKILL.md":  viewMD("plain", "No placeholders.", "", "Nothing to fill.\n"),
		"escape/SKILL.md": viewMD("escape", "Links out.", "", "x\n"),
		"escape/secret":   "->../../outside",
	}
	for i := 1; i <= 14; i++ {
		files[fmt.Sprintf("positional/scripts/s%02d.sh", i)] = "echo\n"
	}
	files["positional/references/guide.md"] = "guide\n"
	root := viewTree(t, filepath.Join(tmp, "root"), files)
	dirOf := func(name string) string { return filepath.Join(root, name) }

	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string   // exact, when set
		has    []string // substrings of stdout
		stderr []string // substrings of stderr
	}{
		{
			name: "positional forms", args: []string{"show", "positional", "--args", `in.pdf "two words"`},
			has: []string{
				"<skill name=\"positional\" dir=\"" + dirOf("positional") + "\">\n<frontmatter>\nname: positional\ndescription: Takes a string.\n</frontmatter>\n",
				"<instructions>\nAll: in.pdf \"two words\"\n1=in.pdf 2=two words 3=$3\n[0]=in.pdf [1]=two words [9]=$ARGUMENTS[9]\nnamed=${file}\n</instructions>\n",
				"<resources>\nscripts/s01.sh\n", "scripts/s10.sh\nscripts/ (… 4 more)\nreferences/guide.md\n</resources>\n</skill>\n(SKILL.md body: ",
			},
		},
		{
			name: "no arguments: placeholders stay", args: []string{"show", "positional"},
			has: []string{"All: $ARGUMENTS\n1=$1 2=$2 3=$3\n"},
		},
		{
			name: "named forms", args: []string{"show", "named", "--arg", "file=main.go", "--arg", "focus=a=b"},
			has: []string{"Review main.go for a=b; $1 and $ARGUMENTS stay.\n"},
		},
		{
			name: "named, one missing", args: []string{"show", "named", "--arg", "file=main.go"},
			has: []string{"Review main.go for ${focus};"},
		},
		{
			name: "a string for a skill with named arguments", args: []string{"show", "named", "--args", "main.go"}, code: 2,
			stderr: []string{"skill named: it declares named arguments (file, focus), so it takes name=value pairs, not an argument string (pass them with --arg file=VALUE --arg focus=VALUE)"},
		},
		{
			name: "named arguments for a skill with none", args: []string{"show", "positional", "--arg", "file=x"}, code: 2,
			stderr: []string{"skill positional: it declares no named arguments, so it takes an argument string, not name=value pairs (pass them with --args STRING)"},
		},
		{
			name: "an undeclared name", args: []string{"show", "named", "--arg", "fiel=x"}, code: 2,
			stderr: []string{`it declares no argument "fiel"; its arguments are: file, focus`},
		},
		{name: "typed arguments", args: []string{"show", "typed", "--arg", "path=a.pdf", "--arg", "pages=3"}, has: []string{"Read a.pdf, pages 3.\n"}},
		{name: "typed, optional left out", args: []string{"show", "typed", "--arg", "path=a.pdf"}, has: []string{"Read a.pdf, pages ${pages}.\n"}},
		{
			name: "typed, required missing", args: []string{"show", "typed", "--arg", "pages=3"}, code: 2,
			stderr: []string{`skill typed: missing required argument "path" (pass it with --arg path=VALUE)`},
		},
		{
			name: "typed, value of the wrong type", args: []string{"show", "typed", "--arg", "path=a.pdf", "--arg", "pages=ten"}, code: 2,
			stderr: []string{`skill typed: argument "pages" is declared integer, and "ten" is not an integer`},
		},
		{
			name: "typed, undeclared name", args: []string{"show", "typed", "--arg", "path=a.pdf", "--arg", "page=3"}, code: 2,
			stderr: []string{`it declares no argument "page"; its arguments are: path, pages`},
		},
		{name: "unterminated quote", args: []string{"show", "positional", "--args", `"open`}, code: 2, stderr: []string{"unterminated \" quote"}},
		{name: "both flags", args: []string{"show", "named", "--args", "x", "--arg", "file=y"}, code: 2, stderr: []string{"either --args STRING or --arg KEY=VALUE, not both"}},
		{name: "--arg without =", args: []string{"show", "named", "--arg", "file"}, code: 2, stderr: []string{`--arg "file": want KEY=VALUE`}},
		{name: "--arg twice", args: []string{"show", "named", "--arg", "file=a", "--arg", "file=b"}, code: 2, stderr: []string{"--arg file is given twice"}},
		{name: "unused arguments are noted", args: []string{"show", "plain", "--args", "x"}, has: []string{"Nothing to fill."}, stderr: []string{"show: skill plain has no placeholder the arguments fill"}},
		{
			name: "CRLF body verbatim", args: []string{"show", "crlf", "--args", "it"},
			has: []string{"<instructions>\n# Title\r\nUse it.\r\n</instructions>\n</skill>\n(SKILL.md body: 18 bytes, ~5 tokens; resource paths are relative to dir)\n"},
		},
		{name: "user-only refused", args: []string{"show", "deploy"}, code: 1, stderr: []string{"skill deploy is user-invoked only (disable-model-invocation: true); pass --user"}},
		{name: "user-only with --user", args: []string{"show", "deploy", "--user"}, has: []string{"Deploy now.\n</instructions>"}},
		{
			name: "not found, suggestions", args: []string{"show", "positionl"}, code: 2,
			stderr: []string{`no skill "positionl" in the --root directories; did you mean positional?`},
		},
		{name: "not found, nothing similar", args: []string{"show", "zzzzzzzz"}, code: 2, stderr: []string{"`skillpin catalog` lists the skills"}},
		{name: "a link out of the skill is refused", args: []string{"show", "escape"}, code: 1, stderr: []string{"skill escape is not read: error SYMLINK_ESCAPE"}},
		{name: "no name", args: []string{"show"}, code: 2, stderr: []string{"show takes one skill name"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := runSkillpin(t, append(tc.args, "--root", root)...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tc.code, stdout, stderr)
			}
			if tc.code != 0 && stdout != "" {
				t.Errorf("stdout on failure without --json: %s", stdout)
			}
			for _, s := range tc.has {
				if !strings.Contains(stdout, s) {
					t.Errorf("stdout lacks %q:\n%s", s, stdout)
				}
			}
			for _, s := range tc.stderr {
				if !strings.Contains(stderr, s) {
					t.Errorf("stderr lacks %q:\n%s", s, stderr)
				}
			}
		})
	}
}

func TestShowJSON(t *testing.T) {
	t.Parallel()
	root := viewTree(t, testfs.TempDir(t), map[string]string{
		"pdf/SKILL.md":        viewMD("pdf", "Read PDFs.", "arguments: [file]\nversion: 2024-01-02\n", "Open ${file}.\n"),
		"pdf/assets/form.pdf": "%PDF",
		"deploy/SKILL.md":     viewMD("deploy", "Deploys.", "disable-model-invocation: true\n", "x\n"),
	})
	type result struct {
		Kind        string           `json:"kind"`
		Name        string           `json:"name"`
		Dir         string           `json:"dir"`
		Body        string           `json:"body"`
		Frontmatter map[string]any   `json:"frontmatter"`
		Resources   []map[string]any `json:"resources"`
		Bytes       int              `json:"bytes"`
		Message     string           `json:"message"`
		Suggestions []string         `json:"suggestions"`
	}
	tests := []struct {
		name string
		args []string
		code int
		want result
	}{
		{"ok", []string{"pdf", "--arg", "file=a.pdf"}, 0, result{Kind: "ok", Name: "pdf", Dir: filepath.Join(root, "pdf"), Body: "Open a.pdf.\n", Bytes: 12}},
		{"not found", []string{"pd"}, 2, result{Kind: "not_found", Name: "pd", Suggestions: []string{"pdf"}}},
		{"user only", []string{"deploy"}, 1, result{Kind: "user_only", Name: "deploy"}},
		{"invalid arguments", []string{"pdf", "--args", "x"}, 2, result{Kind: "invalid_arguments", Name: "pdf"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := runSkillpin(t, append([]string{"show", "--json", "--root", root}, tc.args...)...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr %s", code, tc.code, stderr)
			}
			var got result
			if err := json.Unmarshal([]byte(stdout), &got); err != nil {
				t.Fatalf("%v: %s", err, stdout)
			}
			if got.Kind != tc.want.Kind || got.Name != tc.want.Name || got.Dir != tc.want.Dir || got.Body != tc.want.Body || got.Bytes != tc.want.Bytes ||
				strings.Join(got.Suggestions, ",") != strings.Join(tc.want.Suggestions, ",") {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
			if tc.code != 0 && (got.Message == "" || !strings.Contains(stderr, got.Message)) {
				t.Errorf("message %q not on stderr: %s", got.Message, stderr)
			}
			if tc.code == 0 {
				if got.Frontmatter["version"] != "2024-01-02" || len(got.Resources) != 1 || got.Resources[0]["folder"] != "assets" {
					t.Errorf("frontmatter/resources: %s", stdout)
				}
				// The documented key order.
				var keys []string
				dec := json.NewDecoder(strings.NewReader(stdout))
				dec.Token()
				for dec.More() {
					k, _ := dec.Token()
					keys = append(keys, k.(string))
					var skip json.RawMessage
					dec.Decode(&skip)
				}
				if strings.Join(keys, ",") != "kind,name,dir,body,frontmatter,resources,bytes,capabilities" {
					t.Errorf("keys %v", keys)
				}
			}
		})
	}
}

func TestShowProject(t *testing.T) {
	t.Parallel()
	dir, o := viewProject(t, map[string]map[string]string{
		"pdf": {"SKILL.md": viewMD("pdf", "Read PDFs.", "", "Use $1.\n"), "scripts/run.py": "print()\n", "references/a.md": "a\n"},
	})
	stdout, stderr, code := o.run(t, "-C", dir, "show", "pdf", "--args", "x.pdf")
	// dir is the stable path through the root link, not the generation.
	want := "<skill name=\"pdf\" dir=\"" + filepath.Join(dir, ".skillpin", "root", "pdf") + "\">\n" +
		"<frontmatter>\nname: pdf\ndescription: Read PDFs.\n</frontmatter>\n" +
		"<instructions>\nUse x.pdf.\n</instructions>\n" +
		"<resources>\nscripts/run.py\nreferences/a.md\n</resources>\n</skill>\n" +
		"(SKILL.md body: 11 bytes, ~3 tokens; resource paths are relative to dir)\n"
	if code != 0 || stdout != want {
		t.Fatalf("exit %d\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", code, stdout, want, stderr)
	}
	again, _, _ := o.run(t, "-C", dir, "show", "pdf", "--args", "x.pdf")
	if again != stdout {
		t.Errorf("second run differs")
	}
	if _, stderr, code := o.run(t, "-C", dir, "show", "pfd"); code != 2 || !strings.Contains(stderr, `no skill "pfd" in the trusted root; did you mean pdf?`) {
		t.Errorf("not found in project: exit %d, %s", code, stderr)
	}
}
