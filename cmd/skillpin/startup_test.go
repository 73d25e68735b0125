package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// Work before main: every package linked into the binary runs its
// initialisers at every start, whichever command runs (Go has no lazy
// package initialisation). What they allocate is the deterministic
// stand-in for what they cost: compiling regular expressions, building
// tables and descriptors is allocation, and on the benchmark machine the
// whole init phase ran at about 0.5 MB a millisecond (2.7 MB in 4.8 ms
// of init clock before skillpin's own were made lazy;
// docs/performance.md, "Start"). The budgets below hold what is linked in
// now plus about a millisecond.
const (
	// initBudget bounds what all initialisers allocate together.
	initBudget = 2_700_000
	// ownInitBudget bounds what skillpin's own packages allocate at
	// init: their regular expressions and tables are built when first
	// used (sync.OnceValue), not at start. What is left is small
	// keyword maps (the script and prose analyses' about 27 KB, some
	// 0.05 ms at the rate above).
	ownInitBudget = 64 << 10
	// heavyInit is the allocation above which a package's initialiser
	// must be one we know and cannot avoid (see heavyInits).
	heavyInit = 192 << 10
	// initCountBudget bounds how many packages run an initialiser (334
	// with sigstore-go v1.3.0, 146 of them only for its verifier). An
	// initialiser that allocates little still costs the page faults of
	// touching its code and data: a new dependency tree of dozens of
	// packages adds a millisecond or more even when each is small, which
	// the byte budgets alone would not see.
	initCountBudget = 360
)

// heavyInits are the dependencies whose initialisers allocate more than
// heavyInit, and why they are linked in. A new one fails the test:
// import what the path needs only, or build it lazily.
var heavyInits = map[string]string{
	// Regular expressions compiled at init; linked in by rekor's entry
	// types, which sigstore-go's verifier imports (internal/verify).
	"github.com/asaskevich/govalidator": "sigstore-go verification (rekor entry types)",
}

type initRecord struct {
	pkg           string
	bytes, allocs int64
}

// parseInitTrace reads GODEBUG=inittrace=1 lines:
// "init PKG @T ms, C ms clock, B bytes, A allocs".
func parseInitTrace(t *testing.T, stderr []byte) []initRecord {
	t.Helper()
	var out []initRecord
	sc := bufio.NewScanner(bytes.NewReader(stderr))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 11 || f[0] != "init" || f[8] != "bytes," {
			continue
		}
		b, err1 := strconv.ParseInt(f[7], 10, 64)
		a, err2 := strconv.ParseInt(f[9], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("cannot read inittrace line %q", sc.Text())
		}
		out = append(out, initRecord{pkg: f[1], bytes: b, allocs: a})
	}
	return out
}

// TestStartupInitBudget: `skillpin version` runs no more initialiser work
// than the budgets allow. It fails when a new dependency (or an eager
// table or regular expression of skillpin's own) adds about a
// millisecond of init to every command, naming the packages.
func TestStartupInitBudget(t *testing.T) {
	bin := e2etest.Binary(t)
	home := testfs.TempDir(t)
	cmd := binaryCommand(context.Background(), bin, "version")
	cmd.Env = []string{"HOME=" + home, "XDG_CONFIG_HOME=" + home, "XDG_CACHE_HOME=" + home, "XDG_DATA_HOME=" + home, "XDG_STATE_HOME=" + home, "GODEBUG=inittrace=1"}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("skillpin version: %v\n%s", err, stderr.Bytes())
	}
	recs := parseInitTrace(t, stderr.Bytes())
	if len(recs) < 50 {
		t.Fatalf("read %d init lines from GODEBUG=inittrace=1; the trace format changed?\n%.2000s", len(recs), stderr.Bytes())
	}
	sort.Slice(recs, func(i, j int) bool { return recs[i].bytes > recs[j].bytes })
	var total, own int64
	var ownPkgs, heavy []string
	for _, r := range recs {
		total += r.bytes
		if strings.HasPrefix(r.pkg, "github.com/skillpin/skillpin/") {
			own += r.bytes
			if r.bytes > 0 {
				ownPkgs = append(ownPkgs, fmt.Sprintf("%s %d bytes", r.pkg, r.bytes))
			}
		}
		if _, known := heavyInits[r.pkg]; r.bytes > heavyInit && !known {
			heavy = append(heavy, fmt.Sprintf("%s %d bytes", r.pkg, r.bytes))
		}
	}
	top := func(n int) string {
		var lines []string
		for _, r := range recs[:min(n, len(recs))] {
			lines = append(lines, fmt.Sprintf("  %s %d bytes, %d allocs", r.pkg, r.bytes, r.allocs))
		}
		return strings.Join(lines, "\n")
	}
	if own > ownInitBudget {
		t.Errorf("skillpin's own packages allocate %d bytes at init (budget %d): build regular expressions and tables when first used (sync.OnceValue):\n  %s",
			own, ownInitBudget, strings.Join(ownPkgs, "\n  "))
	}
	if len(heavy) > 0 {
		t.Errorf("initialisers allocating more than %d bytes that are not known (heavyInits); every command pays them at start:\n  %s",
			heavyInit, strings.Join(heavy, "\n  "))
	}
	if len(recs) > initCountBudget {
		t.Errorf("%d packages run an initialiser (budget %d); a new dependency tree adds them to every command's start: import only the packages a path needs", len(recs), initCountBudget)
	}
	if total > initBudget {
		t.Errorf("the initialisers of %d packages allocate %d bytes in all (budget %d, about a millisecond above what is linked in now); the largest:\n%s",
			len(recs), total, initBudget, top(15))
	}
	t.Logf("%d packages initialised, %d bytes (%d of skillpin's own); the largest:\n%s", len(recs), total, own, top(5))
}
