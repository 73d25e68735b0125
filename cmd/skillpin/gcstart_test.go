package main

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// collectLate raises GOGC until the first collection only: after it the
// default holds again (a large operation's memory is what it was), and
// GOGC from the environment is never overridden.
func TestCollectLateOnlyDelaysTheFirstCycle(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	collectLate(func(string) string { return "" })
	if got := debug.SetGCPercent(400); got != 400 {
		t.Fatalf("GOGC before the first cycle = %d, want 400", got)
	}
	restored := false
	for range 200 {
		runtime.GC()
		runtime.Gosched()
		pct := debug.SetGCPercent(400)
		if pct == 100 {
			restored = true
			break
		}
	}
	if !restored {
		t.Fatal("GOGC still 400 after 200 collections; want the default back after the first")
	}
	debug.SetGCPercent(250)
	collectLate(func(k string) string {
		if k == "GOGC" {
			return "250"
		}
		return ""
	})
	if got := debug.SetGCPercent(100); got != 250 {
		t.Errorf("GOGC=250 from the environment became %d", got)
	}
}
