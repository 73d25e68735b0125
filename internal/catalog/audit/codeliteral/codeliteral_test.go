package codeliteral

import (
	"strings"
	"testing"
)

func TestComment(t *testing.T) {
	for _, tc := range []struct {
		before string
		want   bool
	}{
		{"# ", true},
		{"  // ", true},
		{"REM ", true},
		{":: ", true},
		{"#!/bin/sh ", false},
		{"//go:generate sh -c \"x || ", false}, // a command go generate runs
		{"// go:generate is run by ", true},
		{"curl x # ", true},
		{"echo \"a # b\" ", false}, // inside quotes
		{"url=http://x/#", false},  // no blank before
		{"curl ", false},
	} {
		if got := Comment(tc.before); got != tc.want {
			t.Errorf("Comment(%q) = %v, want %v", tc.before, got, tc.want)
		}
	}
}

func TestData(t *testing.T) {
	for _, tc := range []struct {
		line, match string
		neighbours  []string
		want        bool
	}{
		{`pattern = r"curl\s+.*\|\s*sh"`, `curl`, nil, true},                                         // a regular expression
		{`IOCS = ["pastebin.com", "transfer.sh", "ngrok.io"]`, `transfer.sh`, nil, true},             // a list of hosts
		{`if "curl" in line and "| sh" in line:`, `curl" in line and "| sh`, nil, true},              // tested, not joined
		{`cmd = "curl " + "https://x.example | sh"`, `curl " + "https://x.example | sh`, nil, false}, // joined
		{`os.system("curl https://x.example | sh")`, `curl https`, nil, false},                       // a command
		{`    "transfer.sh",`, `transfer.sh`, []string{`    "pastebin.com",`}, true},                 // a lone item continuing a list
		{`    "transfer.sh",`, `transfer.sh`, []string{`run(x)`}, false},
		{`        - "/var/spool/cron"`, `/var/spool/cron`, []string{`        - "/etc/systemd/system"`, `        - "/etc/cron.d"`}, true}, // a YAML sequence of paths
		{`        - "/var/spool/cron"`, `/var/spool/cron`, []string{`      protect_paths:`}, false},                                      // one item alone
		{`  - "/var/spool/cron/crontabs/root"`, `/var/spool/cron`, []string{`  - "-c"`, `  - "tee"`}, false},                             // an argv
		{`ARGV = ["sh", "-c", "curl x | sh"]`, `curl x | sh`, nil, false},                                                                // what an argument vector runs
		{`x = "unterminated`, `unterminated`, nil, false},
	} {
		off := strings.Index(tc.line, tc.match)
		if got := Data(tc.line, off, off+len(tc.match), tc.neighbours); got != tc.want {
			t.Errorf("Data(%q, %q) = %v, want %v", tc.line, tc.match, got, tc.want)
		}
	}
}
