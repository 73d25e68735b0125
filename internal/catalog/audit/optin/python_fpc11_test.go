package optin

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// TestOptInPython: argparse's switch of the flag's own name, off by
// default, tested before the flag is added; twins that turn it on from
// inside the script stay (fpc11).
func TestOptInPython(t *testing.T) {
	const def = "p.add_argument(\"--dangerously-skip-permissions\", action=\"store_true\", help=\"skip the agent's checks (off by default)\")\n"
	const head = "import argparse, subprocess\np = argparse.ArgumentParser()\np.add_argument(\"task\")\n"
	const body = "args = p.parse_args()\ncmd = [\"claude\", \"-p\", open(args.task).read()]\nif args.dangerously_skip_permissions:\n    cmd.append(\"--dangerously-skip-permissions\")\nsubprocess.run(cmd, check=True)\n"
	script := head + def + body
	lineOf := func(s, sub string) int {
		for i, l := range strings.Split(s, "\n") {
			if strings.Contains(l, sub) {
				return i + 1
			}
		}
		return 0
	}
	for _, tc := range []struct {
		name   string
		script string
		at     string
		want   bool
	}{
		{"the switch's definition", script, "add_argument(\"--dangerously", true},
		{"the guarded append", script, "cmd.append(\"--dangerously", true},
		{"a conditional expression", head + def + "args = p.parse_args()\ncmd = [\"claude\"] + ([\"--dangerously-skip-permissions\"] if args.dangerously_skip_permissions else [])\n", "[\"--dangerously", true},
		{"twin: on by default", head + strings.Replace(def, "action=", "default=True, action=", 1) + body, "cmd.append(\"--dangerously", false},
		{"twin: the arguments extended in the script", head + def + "import sys\nsys.argv.append(\"--dangerously-skip-permissions\")\n" + body, "cmd.append(\"--dangerously", false},
		{"twin: parse_args given a list", head + def + strings.Replace(body, "p.parse_args()", "p.parse_args([\"--dangerously-skip-permissions\", \"t.md\"])", 1), "cmd.append(\"--dangerously", false},
		{"twin: the value set after parsing", head + def + strings.Replace(body, "cmd = [", "args.dangerously_skip_permissions = True\ncmd = [", 1), "cmd.append(\"--dangerously", false},
		{"twin: setattr", head + def + strings.Replace(body, "cmd = [", "setattr(args, \"dangerously_\" + \"skip_permissions\", True)\ncmd = [", 1), "cmd.append(\"--dangerously", false},
		{"twin: a negated test", head + def + strings.Replace(body, "if args.", "if not args.", 1), "cmd.append(\"--dangerously", false},
		{"twin: an unguarded append", head + def + "args = p.parse_args()\ncmd = [\"claude\"]\ncmd.append(\"--dangerously-skip-permissions\")\n", "cmd.append(\"--dangerously", false},
		{"twin: a switch of another name guards it", head + "p.add_argument(\"--fast\", action=\"store_true\")\n" + strings.Replace(body, "args.dangerously_skip_permissions", "args.fast", 1), "cmd.append(\"--dangerously", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := []shellcmd.File{{Path: "scripts/loop.py", Data: []byte(tc.script)}}
			if got := Flag(files, "scripts/loop.py", lineOf(tc.script, tc.at)); got != tc.want {
				t.Errorf("Flag = %v, want %v", got, tc.want)
			}
		})
	}
}
