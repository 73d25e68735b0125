//go:build unix

// Package crashtest kills a real process at a write step, the way a power
// cut or `kill -9` would, for tests that check the previous state is still
// usable and that the next run repairs. The process is the test binary
// itself, re-run as a helper: a package's TestMain calls Main, and a test
// calls RunKilled with the operation the helper performs.
//
// In "hook" mode the helper installs a fault hook (KillAt) that SIGKILLs it
// at the n-th hit of a point; in "env" mode (builds with -tags
// skillpin_faults) it uses the production fault points through
// SKILLPIN_FAULT=point:kill.
package crashtest

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"

	"github.com/skillpin/skillpin/internal/faults"
)

// helperEnv marks the test binary run as a helper.
const helperEnv = "SKILLPIN_CRASHTEST_HELPER"

// Op is one operation a helper runs: args are the paths the test passed;
// arm installs the fault hook and must be called right before the step
// that may die. Op returns the helper's exit status: reaching the end
// means the process survived the fault point, which the test reports.
type Op func(arm func(point string), args []string) int

// Main runs m's tests, or, in a helper process, the operation named by
// its first argument.
func Main(m *testing.M, ops map[string]Op) {
	if os.Getenv(helperEnv) != "1" {
		os.Exit(m.Run())
	}
	args := os.Args[1:]
	if len(args) < 3 {
		fmt.Fprintln(os.Stderr, "crashtest helper: want OP MODE N ARGS…")
		os.Exit(2)
	}
	op, ok := ops[args[0]]
	if !ok {
		fmt.Fprintf(os.Stderr, "crashtest helper: unknown op %q\n", args[0])
		os.Exit(2)
	}
	mode := args[1]
	n, _ := strconv.Atoi(args[2])
	arm := func(point string) {
		if mode != "env" { // in env mode faults.Hit reads SKILLPIN_FAULT
			faults.Set(KillAt(point, n))
		}
	}
	os.Exit(op(arm, args[3:]))
}

// Fail prints err as the helper's failure and returns its exit status.
func Fail(err error) int {
	fmt.Fprintln(os.Stderr, "helper:", err)
	return 1
}

// KillAt returns a hook that SIGKILLs the process at the n-th hit of point.
func KillAt(point string, n int) func(string) error {
	count := 0
	return func(p string) error {
		if p != point {
			return nil
		}
		if count++; count == n {
			syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {}
		}
		return nil
	}
}

// Command runs this test binary as a helper process (see Main).
func Command(t testing.TB, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), helperEnv+"=1")
	cmd.Stderr = os.Stderr
	return cmd
}

// RunKilled runs the helper operation op in mode ("hook" or "env"), to
// die at the n-th hit of point, and requires that it died by SIGKILL.
func RunKilled(t testing.TB, mode, point, op string, n int, args ...string) {
	t.Helper()
	cmd := Command(t, append([]string{op, mode, strconv.Itoa(n)}, args...)...)
	if mode == "env" {
		cmd.Env = append(cmd.Env, "SKILLPIN_FAULT="+point+":kill")
	}
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("helper %s %v: %v, want death by SIGKILL", op, args, err)
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("helper %s %v ended with %v, want SIGKILL at %s", op, args, err, point)
	}
}
