package audit

import (
	"os"
	"testing"
)

// BenchmarkTree audits the skill trees named by $SKILLPIN_AUDIT_BENCH
// (one directory; skipped when unset), for profiling against real skills.
// bench/audit.sh compares the command with lint on the same directories.
func BenchmarkTree(b *testing.B) {
	dir := os.Getenv("SKILLPIN_AUDIT_BENCH")
	if dir == "" {
		b.Skip("set SKILLPIN_AUDIT_BENCH to a directory of skills")
	}
	for b.Loop() {
		if _, _, err := Default().Tree(os.DirFS(dir), "bench"); err != nil {
			b.Fatal(err)
		}
	}
}
