package optin

import (
	"fmt"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// TestCheckerReadsOnce counts the lines a Checker reads for a script of
// thousands of guarded bypass lines: the file is read once per guarding
// variable (and past maxVars not at all), not once per line asked (a
// 1 MiB script of such lines never finished when it was).
func TestCheckerReadsOnce(t *testing.T) {
	const n = 1000
	var b strings.Builder
	b.WriteString("#!/usr/bin/env bash\nSKIP=false\n")
	for range n {
		b.WriteString("if [[ \"$SKIP\" == \"true\" ]]; then\n  claude --dangerously-skip-permissions\nfi\n")
	}
	for i := range n {
		fmt.Fprintf(&b, "if [[ \"$V%d\" == \"true\" ]]; then\n  claude --dangerously-skip-permissions\nfi\n", i)
	}
	files := []shellcmd.File{{Path: "run.sh", Data: []byte(b.String())}}
	c := NewChecker(files, "run.sh")
	lines := strings.Count(b.String(), "\n") + 1
	yes := 0
	for i := 1; i <= lines; i++ {
		if c.Line(i) {
			yes++
		}
	}
	// SKIP's lines, and those of the variables read before the bound
	// (each named only in its guard: an opt-in as Flag reads it).
	if want := n + maxVars - 1; yes != want {
		t.Errorf("%d lines judged opt-in, want %d", yes, want)
	}
	if max := (maxVars + 1) * lines; c.Work > max {
		t.Errorf("read %d lines for %d asked, want at most %d (once per variable)", c.Work, lines, max)
	}
}
