package audit

import (
	"context"
	"strings"
	"testing"
)

// TestLongLineMatchesCarryAWindow: on a line longer than maxLineText
// every match carries only lineReach bytes either side of it as its
// line's text, which each of its conditions reads; with the whole line
// the work was the line's length times its matches (a 1 MiB line of one
// credential path repeated ran for hours). The finding is still made
// and its excerpt still shows the match.
func TestLongLineMatchesCarryAWindow(t *testing.T) {
	line := strings.Repeat("cat ~/.ssh/id_rsa; ", 4000) // 76,000 bytes, thousands of matches
	data := []byte("#!/bin/sh\n" + line + "\necho done\n")
	sc := &skillContext{}
	a := Default()
	ps := a.prepare(sc, []textFile{{f: File{Path: "run.sh", Exec: true}, data: data}}, make([]byte, len(data)))
	ms, _ := a.matchAll(context.Background(), ps)
	if len(ms) == 0 {
		t.Fatal("no rule matched the long line")
	}
	long := 0
	for _, m := range ms {
		if m.line != 2 {
			continue
		}
		long++
		if limit := 2*lineReach + (m.end - m.start); len(m.lineText) > limit {
			t.Fatalf("rule %s: a match carries %d bytes of its line, want at most %d", m.rule.Code, len(m.lineText), limit)
		}
		_, ls, le := m.fc.line(m.start)
		ws, _ := lineWindow(ls, le, m.start, m.end)
		if got, want := m.lineText[m.start-ws:m.end-ws], string(data[m.start:m.end]); got != want {
			t.Fatalf("rule %s: the window is misplaced: %q at the match, want %q", m.rule.Code, got, want)
		}
	}
	if long < 100 {
		t.Fatalf("%d matches on the long line, want the thousands it holds", long)
	}
	var found bool
	for _, f := range a.Files([]File{{Path: "run.sh", Exec: true, Data: data}}) {
		if f.Line == 2 && strings.HasPrefix(f.Code, "CRED_SSH") && strings.Contains(f.Match, "id_rsa") {
			found = true
		}
	}
	if !found {
		t.Error("the credential read on the long line is no longer a finding that shows it")
	}
}

func TestLineWindow(t *testing.T) {
	for _, c := range []struct {
		ls, le, start, end int
		want               [2]int
	}{
		{0, 100, 10, 20, [2]int{0, 100}},                 // a short line is whole
		{0, maxLineText, 10, 20, [2]int{0, maxLineText}}, // at the bound, whole
		{0, 1 << 20, 1 << 19, 1<<19 + 5, [2]int{1<<19 - lineReach, 1<<19 + 5 + lineReach}},
		{100, 1 << 20, 150, 160, [2]int{100, 160 + lineReach}},                   // near the start
		{0, 1 << 20, 1<<20 - 3, 1 << 20, [2]int{1<<20 - 3 - lineReach, 1 << 20}}, // near the end
	} {
		ls, le := lineWindow(c.ls, c.le, c.start, c.end)
		if [2]int{ls, le} != c.want {
			t.Errorf("lineWindow(%d, %d, %d, %d) = %d, %d, want %v", c.ls, c.le, c.start, c.end, ls, le, c.want)
		}
	}
}
