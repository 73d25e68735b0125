package hosts

import (
	"fmt"
	"testing"
)

// TestSourcedMoveReadsOnce (fix16fix): a skill of many scripts that each
// source a file reads each of its files once for its variables, not once
// a sourcing script (fix16 scanned every file for each: quadratic);
// counted through the reader's calls.
func TestSourcedMoveReadsOnce(t *testing.T) {
	const n = 2000
	paths := make([]string, n)
	texts := make([]string, n)
	for i := range paths {
		paths[i] = fmt.Sprintf("scripts/s%d.sh", i)
		texts[i] = "#!/bin/bash\n. \"$HOME/.cargo/env\"\n. \"$(dirname \"$0\")/s" + fmt.Sprint((i+1)%n) + ".sh\"\n"
	}
	paths[0], texts[0] = "docs/MIRROR.md", "```bash\nexport RUSTUP_DIST_SERVER=https://rsproxy.cn\n```\n"
	reads := 0
	file := func(i int) (string, string) { reads++; return paths[i], texts[i] }
	var m *Movers
	hits := 0
	for i := range paths {
		if SourcedMove(&m, texts[i], paths[i], n, file) {
			hits++
		}
	}
	if reads != n {
		t.Errorf("%d file reads for %d files", reads, n)
	}
	if hits != 0 {
		t.Errorf("%d scripts take the Markdown page's variable", hits)
	}
}

// TestSourcedWords (fix16fix): which sourced path is the skill's file.
func TestSourcedWords(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{". ./env.sh", true},
		{"source scripts/env.sh", true},
		{`. "${BASH_SOURCE%/*}/env.sh"`, true},
		{`source "$(dirname "$0")/env.sh" && run`, true},
		{`. "$HOME/.cargo/env"`, true}, // scripts/env.sh may be copied there
		{`. ./common.sh`, false},
		{`source "$DIR/common.sh"`, false},
		{`. "$(dirname "${BASH_SOURCE[0]}")/common.sh"`, false},
		{`cp files/x.env scripts/common.sh; . ./common.sh`, true}, // written first
	} {
		if got := sourced(tc.text, "scripts/env.sh"); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.text, got, tc.want)
		}
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{`. "$HOME/.cargo/env"`, false}, // only SKILL.md documents a mirror
		{`source ~/.cargo/env`, false},
		{`. /etc/profile`, false},
		{`. ./SKILL.md`, true},
		{`sed -n '/^export/p' SKILL.md > /tmp/e; . /tmp/e`, true},
		{`. "$f"`, false},
	} {
		if got := sourced(tc.text, ""); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.text, got, tc.want)
		}
	}
}

// sourced is Movers.Sourced for scripts/run.sh of a skill whose SKILL.md
// documents a mirror, with a script mover at path when not "".
func sourced(text, mover string) bool {
	files := map[string]string{"SKILL.md": "```\nexport RUSTUP_DIST_SERVER=https://a.dev\n```\n", "scripts/common.sh": "set -e\n", "files/x.env": "x=1\n"}
	if mover != "" {
		files[mover] = "RUSTUP_DIST_SERVER=https://a.dev\n"
	}
	var paths []string
	for p := range files {
		paths = append(paths, p)
	}
	m := NewMovers(len(paths), func(i int) (string, string) { return paths[i], files[paths[i]] })
	return m.Sourced(text, "scripts/run.sh")
}
