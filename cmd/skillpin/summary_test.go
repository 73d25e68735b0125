package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The security tests (hostile remotes, bad local input, fault injection,
// concurrency) are tables of cases. Each run of a table records how many
// of its cases ran and how many passed; TestSecuritySummary runs the
// tables that have not run yet in this test binary (so that a plain
// `go test` runs each once) and prints the totals, the numbers the
// README's "Security model" quotes.

// securityCase is one named case of a table; run fails t when skillpin
// does not refuse, handle or survive the case as it must.
type securityCase struct {
	name string
	run  func(t *testing.T)
}

// tally counts one table's units: tried ran, ok passed. A unit is a case,
// or what a table's cases count themselves (fault injections, processes).
type tally struct {
	tried, ok int
}

// The tables, in the order the summary prints them.
const (
	tallyHostile     = "hostile cases"
	tallyBadInput    = "bad local input cases"
	tallyFaults      = "fault points"
	tallyConcurrency = "concurrent runs"
)

var tallies struct {
	sync.Mutex
	done   map[string]bool
	counts map[string]*tally
}

// count records one unit of a table: tried, and ok unless failed.
func count(table string, n int, failed bool) {
	ok := n
	if failed {
		ok = 0
	}
	record(table, n, ok)
}

// record adds tried and ok units to a table's tally.
func record(table string, tried, ok int) {
	tallies.Lock()
	defer tallies.Unlock()
	if tallies.counts == nil {
		tallies.counts = map[string]*tally{}
	}
	c := tallies.counts[table]
	if c == nil {
		c = &tally{}
		tallies.counts[table] = c
	}
	c.tried += tried
	c.ok += ok
}

// runCases runs a table's cases as subtests of t, counting one unit per
// case that ran.
func runCases(t *testing.T, table string, cases []securityCase) {
	runTable(t, table, cases, true, true)
}

// runTable runs a table's cases, in parallel if asked; with weigh it
// counts one unit per case, else the cases count their own units
// (injections, processes) with count or record.
func runTable(t *testing.T, table string, cases []securityCase, weigh, parallel bool) {
	tallies.Lock()
	if tallies.done == nil {
		tallies.done = map[string]bool{}
	}
	tallies.done[table] = true
	tallies.Unlock()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if weigh {
				defer func() {
					if !t.Skipped() {
						count(table, 1, t.Failed())
					}
				}()
			}
			if parallel {
				// Cases are independent projects; most of their time is
				// process start-up and fsync, which overlap well.
				t.Parallel()
			}
			c.run(t)
		})
	}
}

// TestSecuritySummary prints how many hostile inputs were refused, fault
// injections survived and concurrent runs ended clean, running whatever
// table has not run yet in this binary (`go test -run Summary -v` runs
// them all). It fails unless every case tried passed.
// TestSecuritySummary and the tables it sums are not parallel at the top
// level (their cases are): a top-level test finishes with its parallel
// subtests, and this one runs after the tables in file order, so it reads
// complete tallies instead of running the tables a second time.
func TestSecuritySummary(t *testing.T) {
	tables := []struct {
		name string
		run  func(t *testing.T)
	}{
		{tallyHostile, TestHostileRemotes},
		{tallyBadInput, TestBadLocalInput},
		{tallyFaults, TestFaultInjection},
		{tallyConcurrency, TestConcurrentRuns},
		{tallyCheckout, TestCheckoutAuthor},
		{tallyHostileNames, TestHostileNames},
	}
	for _, tb := range tables {
		tallies.Lock()
		done := tallies.done[tb.name]
		tallies.Unlock()
		if !done {
			t.Run(tb.name, tb.run)
		}
	}
	tallies.Lock()
	defer tallies.Unlock()
	get := func(name string) tally {
		if c := tallies.counts[name]; c != nil {
			return *c
		}
		return tally{}
	}
	h, b, f, c, co := get(tallyHostile), get(tallyBadInput), get(tallyFaults), get(tallyConcurrency), get(tallyCheckout)
	names := get(tallyHostileNames)
	h.tried, h.ok = h.tried+names.tried, h.ok+names.ok
	line := fmt.Sprintf("upstream publisher (hostile remotes): %d tried / %d refused correctly; author of the checkout: %d / %d; bad local input: %d tried / %d handled; fault points: %d injected / %d survived; concurrent runs: %d / %d clean",
		h.tried, h.ok, co.tried, co.ok, b.tried, b.ok, f.tried, f.ok, c.tried, c.ok)
	fmt.Println(line)
	// docs/security.md quotes this line as what the suite proves; a case
	// added or removed without updating it would make the page claim
	// figures no run produces.
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "security.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), line+"\n") {
		t.Errorf("docs/security.md does not quote this run's summary; update its console block and table to:\n%s", line)
	}
	for _, x := range []tally{h, b, f, c, co} {
		if x.tried != x.ok {
			t.Errorf("not every case passed: %+v", x)
		}
	}
}
