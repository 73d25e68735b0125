package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/lintcmd"
	"github.com/skillpin/skillpin/internal/testfs"
)

// lintTree writes files (path -> content; "->target" makes a link) into a
// temp dir and returns it.
func lintTree(t *testing.T, files map[string]string) string {
	return testfs.WriteTree(t, testfs.TempDir(t), files)
}

func lintMD(name string) string {
	return testfs.SkillMD(name, "Does "+name+" things.", "", "# "+name+"\n")
}

func TestLint(t *testing.T) {
	t.Parallel()
	many := map[string]string{"big/SKILL.md": lintMD("big")}
	for i := 1; i <= 512; i++ {
		many[fmt.Sprintf("big/refs/%03d.md", i)] = "x"
	}
	hostile := lintTree(t, map[string]string{
		"ok/SKILL.md":                 lintMD("ok"),
		"ok/alias.md":                 "->SKILL.md",
		"escape/SKILL.md":             lintMD("escape"),
		"escape/secret":               "->../../outside",
		"abs/SKILL.md":                lintMD("abs"),
		"abs/passwd":                  "->/etc/passwd",
		"dirlink/SKILL.md":            lintMD("dirlink"),
		"dirlink/refs":                "->sub",
		"dirlink/sub/x.md":            "x",
		"dangling/SKILL.md":           lintMD("dangling"),
		"dangling/gone":               "->missing.md",
		"collide/SKILL.md":            lintMD("collide"),
		"collide/skill.md":            lintMD("collide"),
		".claude/skills/dot/SKILL.md": lintMD("dot"),
	})
	warnOnly := lintTree(t, map[string]string{"pdf-v2/SKILL.md": lintMD("pdf")})
	empty := testfs.TempDir(t)
	tooMany := lintTree(t, many)

	tests := []struct {
		name   string
		args   []string
		code   int
		stdout []string // substrings, in order
		stderr string
	}{
		{
			name:   "quickstart skills",
			args:   []string{"-C", "../..", "lint", "testdata/skills"},
			stdout: []string{"ok    testdata/skills/code-review  code-review", "ok    testdata/skills/commit-message", "ok    testdata/skills/pdf-tools", "3 skills: 3 ok, 0 with warnings, 0 invalid"},
		},
		{
			name:   "a SKILL.md file",
			args:   []string{"-C", "../..", "lint", "testdata/skills/pdf-tools/SKILL.md"},
			stdout: []string{"ok    testdata/skills/pdf-tools  pdf-tools", "1 skill: 1 ok"},
		},
		{
			name:   "verbose shows digest",
			args:   []string{"-C", "../..", "-v", "lint", "testdata/skills/pdf-tools"},
			stdout: []string{"4 files, sha256:"},
		},
		{
			name: "broken skills",
			args: []string{"-C", "../..", "lint", "testdata/lint"},
			code: 1,
			stdout: []string{
				"FAIL  testdata/lint/bad-name  Bad_Name", "error NAME_INVALID testdata/lint/bad-name/SKILL.md: line 2:", "hint: ",
				"FAIL  testdata/lint/duplicate-key", "duplicate key",
				"FAIL  testdata/lint/no-description", "MISSING_FIELD",
				"FAIL  testdata/lint/no-frontmatter", "INVALID_FRONTMATTER",
				"warn  testdata/lint/renamed  review-helper", "warning NAME_MISMATCH",
				"5 skills: 0 ok, 1 with warnings, 4 invalid",
			},
		},
		{
			name:   "quiet hides ok skills and hints",
			args:   []string{"-C", "../..", "-q", "lint", "testdata/skills", "testdata/lint/renamed"},
			stdout: []string{"warn  testdata/lint/renamed", "4 skills: 3 ok, 1 with warnings, 0 invalid"},
		},
		{name: "warnings only", args: []string{"lint", warnOnly}, stdout: []string{"warn  ", "NAME_MISMATCH", "1 skill: 0 ok, 1 with warnings"}},
		{name: "skill dir named differently", args: []string{"lint", filepath.Join(warnOnly, "pdf-v2")}, stdout: []string{"warn  ", `differs from its directory "pdf-v2"`}},
		{name: "hostile tree", args: []string{"lint", hostile}, code: 1, stdout: []string{
			"ok    " + filepath.ToSlash(hostile) + "/.claude/skills/dot  dot",
			"FAIL  " + filepath.ToSlash(hostile) + "/abs  abs", "SYMLINK_ESCAPE", "-> /etc/passwd is absolute",
			"FAIL  " + filepath.ToSlash(hostile) + "/collide", "CASE_COLLISION",
			"FAIL  " + filepath.ToSlash(hostile) + "/dangling", "is dangling",
			"FAIL  " + filepath.ToSlash(hostile) + "/dirlink", "points to a directory",
			"FAIL  " + filepath.ToSlash(hostile) + "/escape", "leaves the skill",
			"ok    " + filepath.ToSlash(hostile) + "/ok  ok",
		}},
		{name: "over the file limit", args: []string{"lint", tooMany}, code: 1, stdout: []string{"LIMIT_EXCEEDED", "more than 512 files", "max_files"}},
		{name: "no skills", args: []string{"lint", empty}, code: 1, stdout: []string{"error NO_SKILL", "0 skills"}},
		{name: "missing path", args: []string{"lint", filepath.Join(empty, "nope")}, code: 2, stderr: "does not exist"},
		{name: "missing among good", args: []string{"-C", "../..", "lint", "testdata/skills", "nope"}, code: 2, stderr: "lint: nope does not exist"},
		{name: "a plain file", args: []string{"-C", "../..", "lint", "go.mod"}, code: 2, stderr: "is a file"},
		{name: "bad flag", args: []string{"lint", "--nope"}, code: 2, stderr: "unknown flag"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, code := runSkillpin(t, tt.args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, out, errOut)
			}
			rest := out
			for _, s := range tt.stdout {
				i := strings.Index(rest, s)
				if i < 0 {
					t.Fatalf("stdout lacks %q (in order)\n%s", s, out)
				}
				rest = rest[i+len(s):]
			}
			if !strings.Contains(errOut, tt.stderr) {
				t.Errorf("stderr %q lacks %q", errOut, tt.stderr)
			}
			if tt.name == "quiet hides ok skills and hints" && (strings.Contains(out, "ok    ") || strings.Contains(out, "hint:")) {
				t.Errorf("quiet output shows ok skills or hints:\n%s", out)
			}
		})
	}
}

func TestLintJSON(t *testing.T) {
	t.Parallel()
	out, _, code := runSkillpin(t, "-C", "../..", "lint", "--json", "testdata/skills", "testdata/lint")
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	// Decode into plain maps: the shape, not the Go types, is the contract.
	var report struct {
		Skills []map[string]any `json:"skills"`
	}
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got := map[string][]string{}
	for _, s := range report.Skills {
		for _, k := range []string{"path", "name", "valid", "problems"} {
			if _, ok := s[k]; !ok {
				t.Errorf("skill lacks %q: %v", k, s)
			}
		}
		var codes []string
		for _, p := range s["problems"].([]any) {
			pm := p.(map[string]any)
			for _, k := range []string{"code", "severity", "file", "message", "hint"} {
				if v, ok := pm[k].(string); !ok || v == "" {
					t.Errorf("problem lacks %q: %v", k, pm)
				}
			}
			codes = append(codes, pm["code"].(string)+"/"+pm["severity"].(string))
		}
		got[s["path"].(string)+" valid="+fmt.Sprint(s["valid"])] = codes
	}
	want := map[string][]string{
		"testdata/skills/code-review valid=true":    nil,
		"testdata/skills/commit-message valid=true": nil,
		"testdata/skills/pdf-tools valid=true":      nil,
		"testdata/lint/bad-name valid=false":        {"NAME_INVALID/error"},
		"testdata/lint/duplicate-key valid=false":   {"INVALID_FRONTMATTER/error"},
		"testdata/lint/no-description valid=false":  {"MISSING_FIELD/error"},
		"testdata/lint/no-frontmatter valid=false":  {"INVALID_FRONTMATTER/error"},
		"testdata/lint/renamed valid=true":          {"NAME_MISMATCH/warning"},
	}
	if len(got) != len(want) {
		t.Errorf("got %d skills, want %d: %v", len(got), len(want), got)
	}
	for k, w := range want {
		if g, ok := got[k]; !ok || !slices.Equal(g, w) {
			t.Errorf("%s: problems %v, want %v", k, g, w)
		}
	}
	if d := report.Skills[0]["digest"]; d == nil || !strings.HasPrefix(d.(string), "sha256:") {
		t.Errorf("digest = %v", d)
	}
}

// TestLintRealWorldShapes lints a generated tree of a few hundred skills in
// the shapes found in public skill repositories (every YAML scalar style,
// CRLF and BOM, dot directories, nested skills, links, long bodies) mixed
// with broken ones, and checks that each is classified as expected.
func TestLintRealWorldShapes(t *testing.T) {
	t.Parallel()
	type expect struct {
		valid bool
		codes string
	}
	files := map[string]string{}
	want := map[string]expect{}
	body := "# Instructions\n\n" + strings.Repeat("1. Do the step; check the result.\n\n```sh\nscripts/run.sh --flag\n```\n", 80)
	for i := range 300 {
		name := fmt.Sprintf("skill-%03d", i)
		dir := "skills/" + name
		ok := expect{valid: true}
		switch i % 14 {
		case 0:
			files[dir+"/SKILL.md"] = "---\nname: " + name + "\ndescription: >\n  Folded description\n  over lines.\nallowed-tools: Read Grep\n---\n" + body
			files[dir+"/scripts/run.sh"] = "#!/bin/sh\necho run\n"
			files[dir+"/references/api.md"] = "# API\n"
		case 1:
			files[dir+"/SKILL.md"] = "---\nname: " + name + "\ndescription: |\n  Literal description.\nallowed-tools:\n  - Read\n  - Bash(git log:*)\nwhen_to_use: [a, b]\nmetadata:\n  released: 2025-01-02\n  version: 1.10\n---\n" + body
		case 2:
			files[dir+"/SKILL.md"] = "\xEF\xBB\xBF---\r\nname: '" + name + "'\r\ndescription: \"Quoted, with CRLF and a BOM.\"\r\n---\r\n# Body\r\n"
		case 3:
			dir = ".claude/skills/" + name
			files[dir+"/SKILL.md"] = lintMD(name)
		case 4:
			files[dir+"/SKILL.md"] = lintMD(name)
			files[dir+"/inner-"+name+"/SKILL.md"] = lintMD("inner-" + name)
			want[dir+"/inner-"+name] = ok
			ok = expect{true, "NESTED_SKILL"} // the content scan: it publishes with the outer skill
		case 5:
			files[dir+"/SKILL.md"] = lintMD(name)
			files[dir+"/references/guide.md"] = "# Guide\n"
			files[dir+"/guide.md"] = "->references/guide.md"
		case 6:
			files[dir+"/SKILL.md"] = lintMD(name + "-renamed")
			ok = expect{true, "NAME_MISMATCH"}
		case 7:
			files[dir+"/SKILL.md"] = lintMD(name)
			files[dir+"/shared"] = "->../../README.md"
			ok = expect{false, "SYMLINK_ESCAPE"}
		case 8:
			files[dir+"/SKILL.md"] = "---\nname: Skill_" + name + "\ndescription: d\n---\n"
			ok = expect{false, "NAME_INVALID"}
		case 9:
			files[dir+"/SKILL.md"] = "---\nname: " + name + "\n---\n"
			ok = expect{false, "MISSING_FIELD"}
		case 10:
			files[dir+"/SKILL.md"] = "---\nname: " + name + "\ndescription: d\nx-vendor: {a: [1, 2]}\narguments:\n  - name: file\ndisable-model-invocation: true\n---\n"
		case 11:
			files[dir+"/SKILL.md"] = "---\nname: " + name + "\ndescription: " + strings.Repeat("long ", 300) + "\n---\n"
			ok = expect{true, "FIELD_TOO_LONG,LONG_LINE"} // one line of 1,500 characters
		case 12:
			files[dir+"/SKILL.md"] = "---\nname: " + name + "\n\tdescription: tab\n---\n"
			ok = expect{false, "INVALID_FRONTMATTER"}
		case 13:
			files[dir+"/SKILL.md"] = lintMD(name) + body
			files[dir+"/assets/template.md"] = body
		}
		want[dir] = ok
	}
	files["README.md"] = "# repo\n"
	root := lintTree(t, files)

	start := time.Now()
	out, errOut, code := runSkillpin(t, "-C", root, "lint", "--json", ".")
	t.Logf("linted %d skills in %v", len(want), time.Since(start))
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errOut)
	}
	var report lintcmd.Report
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatal(err)
	}
	if len(report.Skills) != len(want) {
		t.Errorf("found %d skills, want %d", len(report.Skills), len(want))
	}
	for _, s := range report.Skills {
		var codes []string
		for _, p := range s.Problems {
			codes = append(codes, string(p.Code))
		}
		got := expect{s.Valid, strings.Join(codes, ",")}
		if w, ok := want[s.Path]; !ok || got != w {
			t.Errorf("%s: %+v, want %+v", s.Path, got, w)
		}
	}
}
