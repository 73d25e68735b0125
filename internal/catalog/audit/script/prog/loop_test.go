package prog_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/prog"
)

// TestLoopWorkBounded holds the unrolling of loops linear in a hostile
// file: many loops of the largest range unrolled, each costs its
// elements times its statements until the unit's budget is spent, and
// then loops are read once. The work is counted, never timed.
func TestLoopWorkBounded(t *testing.T) {
	elems := make([]string, 256)
	for i := range elems {
		elems[i] = fmt.Sprintf("%q", "x")
	}
	list := "[" + strings.Join(elems, ", ") + "]"
	for _, c := range []struct{ name, file, head, loop, tail string }{
		{"python", "a.py", "import os\n", "s = ''\nfor c in " + list + ":\n    s += c\n", "os.system(s)\n"},
		{"js", "a.js", "const cp = require('child_process');\n", "let s = '';\nfor (const c of " + list + ") {\n  s += c;\n}\n", "cp.execSync(s);\n"},
		{"go", "a.go", "package a\n\nimport \"os/exec\"\n\nfunc f() {\n", "s := \"\"\nfor _, c := range []string{" + strings.Trim(list, "[]") + "} {\n\ts += c\n}\n", "exec.Command(s).Run()\n}\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			count := func(loops int) int {
				n := 0
				old := prog.SetLoopHook(func(k int) { n += k })
				defer func() { prog.SetLoopHook(old) }()
				src := c.head + strings.Repeat(c.loop, loops) + c.tail
				script.Analyze([]script.Input{{Path: c.file, Data: []byte(src)}})
				return n
			}
			one := count(1)
			if one != 256 {
				t.Fatalf("one loop of 256 elements unrolled %d statements, want 256", one)
			}
			if many := count(400); many > prog.LoopBudget {
				t.Fatalf("400 loops unrolled %d statements, more than the budget %d", many, prog.LoopBudget)
			}
		})
	}
}
