package prog_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/script"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/prog"
)

// TestMemberChainWorkLinear holds the names a chain of member accesses
// builds linear in the chain (fix15): x .env .env … grew the value's
// name by every access and copied all of it each time, so 256 KiB of
// such a chain took seconds. The bytes of the names built are counted,
// never timed: each access builds at most MaxObj bytes, a marker, the
// separator and the member (a token of the source).
func TestMemberChainWorkLinear(t *testing.T) {
	for _, c := range []struct{ name, file, head, link, tail string }{
		{"python", "a.py", "import os\nx = os\ny = x", " .env", "\n"},
		{"python dotted", "a.py", "import os\ny = os", ".environ", "\n"},
		{"python getattr", "a.py", "import os\ny = getattr(os, 'p')", ".env", "\n"},
		{"js", "a.js", "const cp = require('child_process');\nconst y = cp", " .env", ";\n"},
		{"js window", "a.js", "const {a, b} = window", ".env", ";\n"},
		{"powershell", "a.ps1", "$y = [System.IO.File]", ".env", "\n"},
		{"go", "a.go", "package a\n\nimport \"os\"\n\nfunc f() {\n\ty := os", ".env", "\n}\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			count := func(links int) (n, calls int) {
				old := prog.SetObjHook(func(k int) { n += k; calls++ })
				defer func() { prog.SetObjHook(old) }()
				src := c.head + strings.Repeat(c.link, links) + c.tail
				script.Analyze([]script.Input{{Path: c.file, Data: []byte(src)}})
				return n, calls
			}
			const links = 4096
			n, calls := count(links)
			if calls < links {
				t.Fatalf("%d links built %d names, want at least one a link", links, calls)
			}
			if limit := calls * (prog.MaxObj + len("…") + len("::") + len(c.link)); n > limit {
				t.Fatalf("%d names built %d bytes, more than %d (MaxObj and the member each)", calls, n, limit)
			}
		})
	}
}

// TestJoinObjKeepsEnds checks that a capped name keeps its receiver's
// head, where constructors are matched (http.request…, net.Socket…), its
// receiver's tail and the whole member, where the method called is (a
// summary's key holds the whole function name: rev15a's 285-byte name),
// and never splits a character.
func TestJoinObjKeepsEnds(t *testing.T) {
	for _, c := range []struct{ obj, sep, m string }{
		{"net.Socket", ".", "write"},
		{"net.Socket" + strings.Repeat(".é", 400), ".", "write"},
		{"child_process.ChildProcess" + strings.Repeat(".x", 1000), ".", "pipe"},
		{"[io.file]" + strings.Repeat("é", 700), "::", "readallbytes"},
		{"helper", ".", "send_" + strings.Repeat("a", 5000)},
		{strings.Repeat("日", 500), ".", "exec"},
	} {
		got := prog.JoinObj(c.obj, c.sep, c.m)
		if len(c.obj) <= prog.MaxObj {
			if whole := c.obj + c.sep + c.m; got != whole {
				t.Errorf("JoinObj(%.20q…) = %.40q, want it whole", c.obj, got)
			}
			continue
		}
		if len(got) > prog.MaxObj+len("…")+len(c.sep)+len(c.m) {
			t.Errorf("JoinObj(%.20q…) is %d bytes, more than %d and the member", c.obj, len(got), prog.MaxObj)
		}
		if !utf8.ValidString(got) {
			t.Errorf("JoinObj(%.20q…) splits a character", c.obj)
		}
		head := c.obj[:8]
		if !strings.HasPrefix(got, head) || !strings.HasSuffix(got, c.sep+c.m) {
			t.Errorf("JoinObj(%.20q…) = %.40q…, want the head %q and the whole member", c.obj, got, head)
		}
		// Capped again, the name is stable: the head stays, the tail moves.
		if again := prog.JoinObj(got, c.sep, c.m); !strings.HasPrefix(again, head) || len(again) > prog.MaxObj+len("…")+len(c.sep)+len(c.m) {
			t.Errorf("JoinObj capped twice = %.40q…", again)
		}
	}
}
