package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// startProfiles starts what the benchmark environment variables ask for
// (see bench/run.sh): SKILLPIN_CPUPROFILE=FILE writes a CPU profile of the
// whole run, SKILLPIN_MEMPROFILE=FILE a heap profile at its end,
// SKILLPIN_BLOCKPROFILE=FILE where goroutines waited (channels, locks,
// select, wait groups: every wait recorded), all for `go tool pprof`. The
// returned function stops and writes them.
func startProfiles(getenv func(string) string) func() {
	cpu, mem, block := getenv("SKILLPIN_CPUPROFILE"), getenv("SKILLPIN_MEMPROFILE"), getenv("SKILLPIN_BLOCKPROFILE")
	var stops []func()
	if cpu != "" {
		f, err := os.Create(cpu)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "skillpin: SKILLPIN_CPUPROFILE: %v\n", err)
		} else {
			stops = append(stops, func() { pprof.StopCPUProfile(); f.Close() })
		}
	}
	if mem != "" {
		runtime.MemProfileRate = 4096
		stops = append(stops, func() {
			f, err := os.Create(mem)
			if err == nil {
				err = pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "skillpin: SKILLPIN_MEMPROFILE: %v\n", err)
			}
		})
	}
	if block != "" {
		runtime.SetBlockProfileRate(1)
		runtime.SetMutexProfileFraction(1)
		stops = append(stops, func() {
			f, err := os.Create(block)
			if err == nil {
				err = pprof.Lookup("block").WriteTo(f, 0)
				f.Close()
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "skillpin: SKILLPIN_BLOCKPROFILE: %v\n", err)
			}
		})
	}
	return func() {
		for _, stop := range stops {
			stop()
		}
	}
}
