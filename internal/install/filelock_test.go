package install

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestLockSecondWaiterFailsNamingHolder(t *testing.T) {
	project := filepath.Join(tempDir(t), "project")
	unlock, err := LockProject(context.Background(), project, "install")
	if err != nil {
		t.Fatal(err)
	}
	// The holder never lets go, so the waiter must give up, whatever the
	// timing; a short wait keeps the test fast.
	_, err = acquire(context.Background(), filepath.Join(project, ".skillpin", "lock"), "add", 100*time.Millisecond)
	var le *LockedError
	if !errors.As(err, &le) {
		t.Fatalf("second lock = %v, want *LockedError", err)
	}
	if want := fmt.Sprintf("pid %d running `skillpin install`", os.Getpid()); !strings.Contains(err.Error(), want) {
		t.Errorf("message %q does not name the holder (%s)", err, want)
	}
	if le.ExitCode() != 1 {
		t.Errorf("exit code %d", le.ExitCode())
	}
	// A caller's deadline is a busy lock too, not a cancellation.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := LockProject(ctx, project, "add"); !errors.As(err, &le) {
		t.Errorf("LockProject with a deadline = %v, want *LockedError", err)
	}
	// A cancelled run says so.
	cctx, ccancel := context.WithCancel(context.Background())
	ccancel()
	if _, err := LockProject(cctx, project, "add"); err == nil || errors.As(err, &le) || !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled LockProject = %v", err)
	}

	// Once released, the waiter gets it.
	done := make(chan error)
	go func() {
		u, err := acquire(context.Background(), filepath.Join(project, ".skillpin", "lock"), "add", time.Minute)
		if err == nil {
			u()
		}
		done <- err
	}()
	unlock()
	if err := <-done; err != nil {
		t.Fatalf("waiter after release: %v", err)
	}
	if _, err := os.Stat(filepath.Join(project, ".skillpin", "lock.holder")); err == nil {
		t.Error("holder file left after unlock")
	}
	if _, err := os.Stat(filepath.Join(project, ".skillpin", ".gitignore")); err != nil {
		t.Errorf("LockProject did not set up .skillpin: %v", err)
	}
}

func TestLockHeldByAnotherProcess(t *testing.T) {
	cache := filepath.Join(tempDir(t), "cache")
	cmd := helperCommand(t, "lock-cache", cache)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || strings.TrimSpace(line) != "locked" {
		t.Fatalf("helper said %q, %v", line, err)
	}
	_, err = acquire(context.Background(), filepath.Join(cache, "lock"), "cache gc", 100*time.Millisecond)
	var le *LockedError
	if !errors.As(err, &le) || !strings.Contains(err.Error(), fmt.Sprintf("pid %d running `skillpin install`", cmd.Process.Pid)) {
		t.Fatalf("lock held by pid %d: %v", cmd.Process.Pid, err)
	}
	// The kernel drops the lock when the holder dies, however it dies.
	cmd.Process.Kill()
	cmd.Wait()
	stdin.Close()
	unlock, err := LockCache(context.Background(), cache, "cache gc")
	if err != nil {
		t.Fatalf("lock after the holder died: %v", err)
	}
	unlock()
}

// helperCommand runs this test binary as a helper process (see TestMain).
func helperCommand(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "INSTALL_TEST_HELPER=1")
	cmd.Stderr = os.Stderr
	return cmd
}
