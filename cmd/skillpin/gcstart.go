package main

import (
	"runtime"
	"runtime/debug"
)

// collectLate lets a short run end before the collector's first cycle.
// Go starts that cycle once 4 MB are allocated, and the packages'
// initialisation alone takes 2.4 MB of them: a warm no-op install of 100
// skills (4 MB in all) paid a whole cycle, whose stop-the-world phases
// wait for a CPU under load (tens of milliseconds at a load average of
// 15). The first cycle now comes at 16 MB (GOGC=400); once it has run,
// the default (GOGC=100) holds again, so a large operation's peak memory
// is what it was. GOGC set in the environment is left as it is.
func collectLate(getenv func(string) string) {
	if getenv("GOGC") != "" {
		return
	}
	old := debug.SetGCPercent(400)
	// The cleanup of an object nothing refers to runs after the first
	// cycle that finds it unreachable.
	runtime.AddCleanup(new([64]byte), func(pct int) { debug.SetGCPercent(pct) }, old)
}
