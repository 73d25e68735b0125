// Command timeit runs one command and appends its wall-clock time and peak
// memory to a file, for bench/run.sh:
//
//	timeit -o RESULTS -- CMD ARGS...
//
// It appends "<seconds> <max RSS in KiB> <user CPU seconds> <system CPU
// seconds> <own peak RSS in KiB>\n". The first peak is the kernel's
// ru_maxrss of the child as reported by wait4, which covers the child's
// own waited-for children too (git-upload-pack under skillpin, index-pack
// under git clone): the same figure `/usr/bin/time -v` prints as "Maximum
// resident set size", with nanosecond wall time instead of centiseconds.
// The own peak is the command's alone (VmHWM, polled from /proc while it
// runs; 0 where there is no /proc): under a file:// remote the first figure
// is often git's pack-objects, not skillpin.
// The command's stdin, stdout and stderr are timeit's; its exit status is
// timeit's, and nothing is appended when it fails.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

func main() {
	out := flag.String("o", "", "file to append \"<seconds> <maxrss KiB> <user s> <sys s>\" to (default stdout)")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: timeit [-o FILE] -- CMD ARGS...")
		os.Exit(2)
	}
	os.Exit(run(*out, flag.Args()))
}

func run(out string, argv []string) int {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "timeit:", err)
		return 1
	}
	own := make(chan int64, 1)
	stop := make(chan struct{})
	go func() { own <- pollPeak(cmd.Process.Pid, stop) }()
	err := cmd.Wait()
	wall := time.Since(start)
	close(stop)
	ownPeak := <-own
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		fmt.Fprintf(os.Stderr, "timeit: %s exited with status %d\n", argv[0], exit.ExitCode())
		return max(exit.ExitCode(), 1)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "timeit:", err)
		return 1
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		fmt.Fprintln(os.Stderr, "timeit: no resource usage on this platform")
		return 1
	}
	// Maxrss is KiB on Linux; user and system CPU time cover the waited-for
	// children too.
	line := fmt.Sprintf("%.6f %d %.6f %.6f %d\n", wall.Seconds(), ru.Maxrss,
		time.Duration(ru.Utime.Nano()).Seconds(), time.Duration(ru.Stime.Nano()).Seconds(), ownPeak)
	w := os.Stdout
	if out != "" {
		f, err := os.OpenFile(out, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, "timeit:", err)
			return 1
		}
		defer f.Close()
		w = f
	}
	if _, err := w.WriteString(line); err != nil {
		fmt.Fprintln(os.Stderr, "timeit:", err)
		return 1
	}
	return 0
}

// pollPeak returns the highest VmHWM (KiB) of process pid seen until stop
// is closed, reading /proc/pid/status every 10 ms.
func pollPeak(pid int, stop <-chan struct{}) int64 {
	var peak int64
	path := fmt.Sprintf("/proc/%d/status", pid)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		if data, err := os.ReadFile(path); err == nil {
			for _, line := range strings.Split(string(data), "\n") {
				if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
					var kib int64
					fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(v), " kB"), &kib)
					peak = max(peak, kib)
				}
			}
		}
		select {
		case <-stop:
			return peak
		case <-tick.C:
		}
	}
}
