package shellcmd

import (
	"strings"
	"testing"
)

// TestFp11Bounds: hostile input (a 1 MiB line, many lines, deep
// nesting) gives each new judgement a plain answer; the bounds are the
// files' and bodies' line counts, which the rows exceed.
func TestFp11Bounds(t *testing.T) {
	long := strings.Repeat("a", 1<<20)
	many := strings.Repeat("echo pg-nightly\n", maxWrittenLines+1)
	body := "cat > ~/bin/pg-nightly <<'SH'\n" + strings.Repeat("true\n", maxWrittenBody+1) + "SH\n"
	nested := strings.Repeat("$(", 5000) + strings.Repeat(")", 5000)
	if WrittenLocal([]File{{Path: "a.sh", Data: []byte(many)}}, "~/bin/pg-nightly") {
		t.Error("a file past maxWrittenLines was read")
	}
	if WrittenLocal([]File{{Path: "a.sh", Data: []byte(body)}}, "~/bin/pg-nightly") {
		t.Error("a body past maxWrittenBody was read")
	}
	if WrittenLocal([]File{{Path: "a.sh", Data: []byte("cat > ~/bin/pg-nightly <<'SH'\n" + nested + "\nSH\n")}}, "~/bin/pg-nightly") {
		t.Error("deep nesting judged local")
	}
	if runsInSandbox(strings.Repeat("x\n", maxConfinedLines)+"devcontainer exec . claude --dangerously-skip-permissions\n", "--dangerously-skip-permissions") {
		t.Error("a Markdown file past maxConfinedLines was read")
	}
	if namesProg(long, "pg-nightly") || lanRemote(long+"@nas.local:/x") {
		t.Error("a 1 MiB word matched")
	}
}
