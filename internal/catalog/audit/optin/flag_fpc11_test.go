package optin

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// TestOptInFlag: an agent's permission bypass a script adds only when its
// user passes the flag by name (or sets the one variable its default
// reads), and that nothing of the skill turns on (fpc11).
func TestOptInFlag(t *testing.T) {
	const head = "#!/usr/bin/env bash\nSKIP=\"${LOOP_SKIP_PERMISSIONS:-false}\"\n"
	const arm = "while [[ $# -gt 0 ]]; do\n  case \"$1\" in\n    --dangerously-skip-permissions) SKIP=\"$2\"; shift 2;;\n    *) shift;;\n  esac\ndone\n"
	const guard = "args=(claude -p \"$q\")\nif [[ \"$SKIP\" == \"true\" ]]; then\n  args+=(--dangerously-skip-permissions)\nfi\n\"${args[@]}\"\n"
	script := head + arm + guard
	lineOf := func(s, sub string) int {
		for i, l := range strings.Split(s, "\n") {
			if strings.Contains(l, sub) {
				return i + 1
			}
		}
		return 0
	}
	const md = "---\nname: loop\ndescription: Runs the agent in a loop.\n---\nRun `scripts/loop.sh`.\n"
	for _, tc := range []struct {
		name   string
		script string
		skill  string
		at     string
		want   bool
	}{
		{"guarded append", script, md, "args+=(--dangerously", true},
		{"the option's case arm", script, md, "--dangerously-skip-permissions) SKIP", true},
		{"a literal default of off", "#!/bin/bash\nSKIP=false\n" + arm + guard, md, "args+=(--dangerously", true},
		{"twin: default on", "#!/bin/bash\nSKIP=\"${LOOP_SKIP_PERMISSIONS:-true}\"\n" + arm + guard, md, "args+=(--dangerously", false},
		{"twin: SKILL.md sets the environment variable", script, md + "Run `LOOP_SKIP_PERMISSIONS=true scripts/loop.sh`.\n", "args+=(--dangerously", false},
		{"twin: SKILL.md names the variable", script, md + "Set SKIP=true in the loop's config.\n", "args+=(--dangerously", false},
		{"twin: an innocent option turns it on", head + strings.Replace(arm, "    *) shift;;", "    --fast) SKIP=true; shift;;\n    *) shift;;", 1) + guard, md, "args+=(--dangerously", false},
		{"twin: set on later in the script", script + "SKIP=true\n", md, "args+=(--dangerously", false},
		{"twin: default after the test", "#!/bin/bash\n" + arm + guard + "SKIP=false\n", md, "args+=(--dangerously", false},
		{"twin: the test is not the line before", head + arm + "if [[ \"$SKIP\" == \"true\" ]]; then\n  echo on\nfi\nargs+=(--dangerously-skip-permissions)\n", md, "args+=(--dangerously", false},
		{"twin: a negated test", head + arm + strings.Replace(guard, "== \"true\"", "!= \"false\"", 1), md, "args+=(--dangerously", false},
		{"twin: the environment variable read twice", script + "echo \"${LOOP_SKIP_PERMISSIONS:-true}\" > /tmp/x\n", md, "args+=(--dangerously", false},
		{"twin: a case arm that runs the agent", head + "case \"$1\" in\n  --dangerously-skip-permissions) claude --dangerously-skip-permissions -p x;;\nesac\n", md, "--dangerously-skip-permissions) claude", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := []shellcmd.File{{Path: "SKILL.md", Data: []byte(tc.skill), Markdown: true}, {Path: "scripts/loop.sh", Data: []byte(tc.script)}}
			if got := Flag(files, "scripts/loop.sh", lineOf(tc.script, tc.at)); got != tc.want {
				t.Errorf("Flag = %v, want %v", got, tc.want)
			}
		})
	}
	// Markdown is not a script.
	if Flag([]shellcmd.File{{Path: "SKILL.md", Data: []byte(script), Markdown: true}}, "SKILL.md", lineOf(script, "args+=(--dangerously")) {
		t.Error("Flag holds in Markdown")
	}
}
