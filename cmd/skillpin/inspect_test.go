package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/view"
	"github.com/skillpin/skillpin/internal/testfs"
)

func TestInspectCmd(t *testing.T) {
	t.Parallel()
	para := strings.Repeat("Lorem ipsum dolor sit amet. ", 50) + "\r\n" // 1402 bytes
	bigBody := "Intro.\r\n# Setup\r\n" + para + "## Setup\r\n" + para + "```\r\n# not a heading\r\n```\r\n# Usage\r\n" + para + "# Setup\r\n" + para
	bigMD := "---\r\nname: big\r\ndescription: A big CRLF skill.\r\n---\r\n" + bigBody
	smallBody := "# Only\nShort.\n"
	root := viewTree(t, testfs.TempDir(t), map[string]string{
		"big/SKILL.md":           bigMD,
		"big/scripts/run.sh":     "#!/bin/sh\necho hi\n",   // 18 bytes
		"big/references/ref.md":  strings.Repeat("r", 401), // 101 tokens
		"small/SKILL.md":         viewMD("small", "Small.", "when_to_use: tiny things\n", smallBody),
		"deploy/SKILL.md":        viewMD("deploy", "Deploys.", "disable-model-invocation: true\n", "# Steps\nGo.\n"),
		"deploy/assets/plan.txt": "plan",
	})
	in := func(args ...string) []string { return append(append([]string{"inspect"}, args...), "--root", root) }

	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string   // exact, when set
		has    []string // substrings of stdout
		stderr []string
	}{
		{
			name: "cost is the default", args: in("big"),
			has: []string{"big: ~", " tokens in all (estimated as bytes/4)\n", "  catalog entry       ", "every prompt\n",
				"\n  SKILL.md body      " + itoa(view.EstimateTokens(len(bigBody))) + "  on invocation\n",
				"  references/ref.md   101  when read\n", "  scripts/run.sh        5  when read\n"},
		},
		{name: "cost of a user-only skill has no catalog entry", args: in("deploy", "--cost"), has: []string{"  catalog entry    0  not in the catalog: user-invoked only\n"}},
		{
			name: "outline", args: in("big", "--outline"),
			has: []string{
				"big: SKILL.md body " + itoa(len(bigBody)) + " bytes, ~" + itoa(view.EstimateTokens(len(bigBody))) + " tokens, 5 sections\n",
				"KEY        TOKENS  HEADING\n_preamble  2       (text before the first heading)\nsetup      ",
				"\nsetup-2    ", "  ## Setup\n", "\nusage      ", "\nsetup-3    ",
				"advice: load only the sections you need; if you need more than 3, load the whole body instead (skillpin inspect big --section KEY prints one; skillpin show big the whole body)\n",
			},
		},
		{
			name: "outline of a small body says to load it whole", args: in("small", "--outline"),
			stdout: "small: SKILL.md body 14 bytes, ~4 tokens, 1 section\nKEY   TOKENS  HEADING\nonly  4       # Only\n" +
				"advice: the body is only ~4 tokens (under 1000): load it whole rather than by section (skillpin show small)\n",
		},
		{name: "section, CRLF verbatim", args: in("big", "--section", "setup-2"), stdout: "## Setup\r\n" + para + "```\r\n# not a heading\r\n```\r\n"},
		{name: "preamble section", args: in("big", "--section", "_preamble"), stdout: "Intro.\r\n"},
		{name: "unknown section", args: in("big", "--section", "usge"), code: 2, stderr: []string{`skill big has no section "usge"; did you mean usage? (` + "`skillpin inspect big --outline` lists the keys)"}},
		{name: "section of a user-only skill", args: in("deploy", "--section", "steps"), code: 1, stderr: []string{"user-invoked only"}},
		{name: "section of a user-only skill with --user", args: in("deploy", "--section", "steps", "--user"), stdout: "# Steps\nGo.\n"},
		{name: "outline of a user-only skill", args: in("deploy", "--outline"), has: []string{"steps  "}},
		{name: "two views", args: in("big", "--cost", "--outline"), code: 2, stderr: []string{"pass one of --cost, --outline and --section KEY"}},
		{name: "unknown skill", args: in("bg"), code: 2, stderr: []string{`no skill "bg" in the --root directories; did you mean big?`}},
		{name: "no name", args: []string{"inspect"}, code: 2, stderr: []string{"inspect takes one skill name"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := runSkillpin(t, tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tc.code, stdout, stderr)
			}
			if tc.stdout != "" && stdout != tc.stdout {
				t.Errorf("stdout:\n%q\nwant:\n%q", stdout, tc.stdout)
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

	// The sections, printed one by one, are the body byte for byte.
	t.Run("sections add up to the body", func(t *testing.T) {
		stdout, _, code := runSkillpin(t, in("big", "--outline", "--json")...)
		if code != 0 {
			t.Fatalf("exit %d", code)
		}
		var o struct {
			Name      string         `json:"name"`
			Bytes     int            `json:"bytes"`
			Sections  []view.Section `json:"sections"`
			LoadWhole bool           `json:"load_whole"`
			Advice    string         `json:"advice"`
		}
		if err := json.Unmarshal([]byte(stdout), &o); err != nil {
			t.Fatal(err)
		}
		if o.Name != "big" || o.Bytes != len(bigBody) || o.LoadWhole || len(o.Sections) != 5 {
			t.Fatalf("outline: %s", stdout)
		}
		var joined strings.Builder
		for _, s := range o.Sections {
			text, stderr, code := runSkillpin(t, in("big", "--section", s.Key)...)
			if code != 0 {
				t.Fatalf("--section %s: exit %d %s", s.Key, code, stderr)
			}
			if len(text) != s.Bytes {
				t.Errorf("--section %s: %d bytes, outline says %d", s.Key, len(text), s.Bytes)
			}
			joined.WriteString(text)
		}
		if joined.String() != bigBody {
			t.Errorf("sections joined:\n%q\nbody:\n%q", joined.String(), bigBody)
		}
	})

	t.Run("json", func(t *testing.T) {
		stdout, _, code := runSkillpin(t, in("big", "--json")...)
		var c view.Cost
		if err := json.Unmarshal([]byte(stdout), &c); err != nil || code != 0 {
			t.Fatalf("exit %d, %v: %s", code, err, stdout)
		}
		sum := c.Catalog + c.Body
		for _, f := range c.Files {
			sum += f.Tokens
		}
		if c.Name != "big" || len(c.Files) != 2 || c.Files[0].Path != "references/ref.md" || c.Tokens != sum || c.Body != view.EstimateTokens(len(bigBody)) {
			t.Errorf("cost: %s", stdout)
		}

		stdout, _, code = runSkillpin(t, in("big", "--section", "usage", "--json")...)
		var s struct {
			Name, Key, Title, Text string
			Level, Offset, Bytes   int
		}
		if err := json.Unmarshal([]byte(stdout), &s); err != nil || code != 0 {
			t.Fatalf("exit %d, %v: %s", code, err, stdout)
		}
		if s.Name != "big" || s.Key != "usage" || s.Title != "Usage" || s.Level != 1 || s.Text != bigBody[s.Offset:s.Offset+s.Bytes] || !strings.HasPrefix(s.Text, "# Usage\r\n") {
			t.Errorf("section: %+v", s)
		}

		stdout, _, code = runSkillpin(t, in("big", "--section", "nope", "--json")...)
		var e struct{ Kind, Name, Message string }
		if err := json.Unmarshal([]byte(stdout), &e); err != nil || code != 2 || e.Kind != "no_section" || e.Name != "big" {
			t.Errorf("exit %d, %v: %s", code, err, stdout)
		}
	})

	t.Run("project", func(t *testing.T) {
		dir, o := viewProject(t, map[string]map[string]string{
			"pdf": {"SKILL.md": viewMD("pdf", "Read PDFs.", "", "# A\nx\n"), "scripts/run.py": "12345678"},
		})
		stdout, stderr, code := o.run(t, "-C", dir, "inspect", "pdf")
		if code != 0 || !strings.Contains(stdout, "  scripts/run.py  2  when read\n") {
			t.Errorf("exit %d\n%s\n%s", code, stdout, stderr)
		}
	})
}

func itoa(n int) string { return strconv.Itoa(n) }
