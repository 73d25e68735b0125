package implant

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

// TestBoundsDet18 counts the work on hostile input: the literals of a
// file decoded, a sink's argument read, a 1 MiB line of each shape.
func TestBoundsDet18(t *testing.T) {
	lit := "\"" + strings.Repeat("41", 40) + "\"\n"
	if _, n := literals("a.lua", strings.Repeat(lit, 10*maxLiterals)); n != maxLiterals {
		t.Errorf("%d literals decoded, want %d", n, maxLiterals)
	}
	if _, n := literals("a.lua", "\""+strings.Repeat("a", 1<<20)); n != 0 {
		t.Errorf("an unclosed 1 MiB literal: %d decoded", n)
	}
	big := "<?php\n" + strings.Repeat("system(\"$_GET\" . ", 1<<16) + "\n"
	hits := Find([]flow.Input{{Path: "a.php", Data: []byte(big)}, {Path: "b.awk", Data: []byte(strings.Repeat("/inet/ |& getline x ", 1<<15))}})
	if len(hits) != 1 {
		t.Errorf("hostile files: %d hits, want 1 (the php)", len(hits))
	}
	// A downloader and a spawn of another name, each 1<<15 times: no
	// hit, the pairs tried at most maxSinks × maxSinks.
	rs := strings.Repeat("Command::new(\"curl\").arg(x);\n", 1<<15) + strings.Repeat("Command::new(&y).spawn();\n", 1<<15)
	if h := fetchRun("build.rs", rs); h != nil {
		t.Errorf("unrelated spawn: %v", h)
	}
	// 1<<14 names bound to fixtures: maxNames kept; lines piped to sh
	// without an unpacker: no hit.
	fx := strings.Repeat("for f in tests/files/*.xz; do\n", 1<<14) + strings.Repeat("cat \"$f\" | sh\n", 1<<14)
	if h := fixtureShell("a.sh", fx); h != nil {
		t.Errorf("no unpacker: %v", h)
	}
}
