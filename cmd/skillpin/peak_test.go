package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
)

// A process started from the test process cannot tell its own peak
// memory: Linux starts it as a vfork of the test process, and counts the
// test process's peak resident set as the child's from the exec on
// (ru_maxrss keeps the highest of every memory image the process had).
// The end-to-end tests run most commands in the test process, whose peak
// is therefore well above a skillpin run's. runBounded measures instead
// through peakLauncher: a small program that starts skillpin as its own
// child and reports that child's peak, which then counts the launcher's
// few MiB, not the test process's.

// peakLauncherSource is the launcher: peak RESULT COMMAND [ARG...] runs
// COMMAND with the launcher's streams and environment, then writes "EXIT
// SIGNALED MAXRSS_KIB" to RESULT. The child dies with the launcher (the
// hang guard kills the launcher).
const peakLauncherSource = `package main

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"syscall"
)

func main() {
	runtime.LockOSThread() // Pdeathsig follows the thread that started the child
	cmd := exec.Command(os.Args[2], os.Args[3:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	err := cmd.Run()
	if cmd.ProcessState == nil {
		fmt.Fprintln(os.Stderr, "peak launcher:", err)
		os.Exit(125)
	}
	ws := cmd.ProcessState.Sys().(syscall.WaitStatus)
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if err := os.WriteFile(os.Args[1], fmt.Appendf(nil, "%d %t %d\n", ws.ExitStatus(), ws.Signaled(), ru.Maxrss), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "peak launcher:", err)
		os.Exit(125)
	}
}
`

// peakLauncher returns the path of the launcher, building it on first
// use; "" where peaks are read directly (not Linux).
func peakLauncher(t testing.TB) string {
	t.Helper()
	if runtime.GOOS != "linux" {
		return ""
	}
	bin, err := buildPeakLauncher()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// buildPeakLauncher builds the launcher once and returns its path.
func buildPeakLauncher() (string, error) {
	const key = "\x00peak-launcher" // no build tag looks like this
	return e2etest.BuiltOnce(key, func() (string, error) {
		src := filepath.Join(e2etest.Dir(), "peak-src")
		bin := filepath.Join(e2etest.Dir(), "peak")
		if err := os.MkdirAll(src, 0o755); err != nil {
			return "", err
		}
		for name, data := range map[string]string{"go.mod": "module peak\n\ngo 1.21\n", "main.go": peakLauncherSource} {
			if err := os.WriteFile(filepath.Join(src, name), []byte(data), 0o644); err != nil {
				return "", err
			}
		}
		cmd := exec.Command("go", "build", "-o", bin, ".")
		cmd.Dir = src
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", fmt.Errorf("go build of the peak launcher: %v\n%s", err, out)
		}
		return bin, nil
	})
}

// readPeakResult reads what the launcher wrote: the exit code (-1 when
// killed by a signal) and the peak resident set in bytes.
func readPeakResult(t testing.TB, file string) (code int, maxRSS int64) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("the peak launcher left no result: %v", err)
	}
	f := strings.Fields(string(b))
	if len(f) != 3 {
		t.Fatalf("the peak launcher wrote %q", b)
	}
	code, err1 := strconv.Atoi(f[0])
	kib, err2 := strconv.ParseInt(f[2], 10, 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("the peak launcher wrote %q", b)
	}
	if f[1] == "true" {
		code = -1
	}
	return code, kib * 1024 // Linux reports KiB
}

// TestPeakIsTheRunsOwn: a run's peak is its own, not the test process's.
// The test process holds 256 MiB while a run of `skillpin version` (about
// 30 MiB) is measured.
func TestPeakIsTheRunsOwn(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the vfork accounting is Linux's")
	}
	ballast := make([]byte, 256<<20)
	for i := 0; i < len(ballast); i += 4096 {
		ballast[i] = 1 // resident
	}
	e := newE2E(t)
	r := e.runBounded(nil, "version")
	runtime.KeepAlive(ballast)
	check(t, r, 0, "skillpin")
	if r.maxRSS <= 0 || r.maxRSS > 128<<20 {
		t.Fatalf("skillpin version peaked at %d MiB while the test process held 256 MiB: the measure counts the test process", r.maxRSS>>20)
	}
}
