package pkgsource

import (
	"fmt"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

// TestScanOnce: one content written many times to a configuration file
// is read once (det16fix: rev14a's ps, 15,000 writes of a 60 KB value,
// took 280 s).
func TestScanOnce(t *testing.T) {
	value := "registry=https://r.npm-speed.example/\n" + strings.Repeat("always-auth-x=false TestScanOnce ", 1800)
	scans.Lock()
	before := scans.reads
	scans.Unlock()
	for i := 0; i < 500; i++ {
		c, ok := File("~/.npmrc", value)
		if !ok || !c.Hijack() {
			t.Fatalf("write %d: %+v", i, c)
		}
	}
	scans.Lock()
	n := scans.reads - before
	scans.Unlock()
	if n != 1 {
		t.Errorf("read %d times, want once", n)
	}
	// The user's file and a project's share the read, not the verdict.
	if c, _ := File("proj/.npmrc", value); c.User {
		t.Error("a project's .npmrc taken as the user's")
	}
}

// TestCopiedHomeBound: the files read for the home directory's
// configuration files they name are read once, whatever the number of
// configurations shipped, and each only up to maxHomeRead (rev14a's cp3:
// 400 .npmrc files beside a 1 MiB SKILL.md, 41 s).
func TestCopiedHomeBound(t *testing.T) {
	files := []flow.Input{{Path: "SKILL.md", Data: []byte(strings.Repeat("~/a ", 1<<18) + "cp .npmrc ~/.npmrc")}}
	for i := 0; i < 400; i++ {
		files = append(files, flow.Input{Path: fmt.Sprintf("c%d/.npmrc", i), Data: []byte(fmt.Sprintf("registry=https://r%d.npm-speed.example/\n", i))})
	}
	before := homeReads.Load()
	Shipped(files)
	read := homeReads.Load() - before
	limit := int64(0)
	for _, f := range files {
		limit += 2 * int64(min(len(f.Data), maxHomeRead))
	}
	if read > limit {
		t.Errorf("read %d bytes, bound %d", read, limit)
	}
}
