package filelock

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func TestLockSecondWaiterFailsNamingHolder(t *testing.T) {
	path := filepath.Join(testfs.TempDir(t), "project", ".skillpin", "lock")
	unlock, err := Acquire(context.Background(), path, "install")
	if err != nil {
		t.Fatal(err)
	}
	// The holder never lets go, so the waiter must give up, whatever the
	// timing; a short wait keeps the test fast.
	_, err = acquire(context.Background(), path, "add", 100*time.Millisecond, nil)
	var le *LockedError
	if !errors.As(err, &le) {
		t.Fatalf("second lock = %v, want *LockedError", err)
	}
	if want := fmt.Sprintf("pid %d running `skillpin install`", os.Getpid()); !strings.Contains(err.Error(), want) {
		t.Errorf("message %q does not name the holder (%s)", err, want)
	}
	if !errors.Is(err, errkind.CheckFailed) {
		t.Errorf("%v is not errkind.CheckFailed", err)
	}
	// A caller's deadline is a busy lock too, not a cancellation.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := Acquire(ctx, path, "add"); !errors.As(err, &le) {
		t.Errorf("Acquire with a deadline = %v, want *LockedError", err)
	}
	// A cancelled run says so.
	cctx, ccancel := context.WithCancel(context.Background())
	ccancel()
	if _, err := Acquire(cctx, path, "add"); err == nil || errors.As(err, &le) || !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled Acquire = %v", err)
	}

	// Once released, the waiter gets it.
	done := make(chan error)
	go func() {
		u, err := acquire(context.Background(), path, "add", time.Minute, nil)
		if err == nil {
			u()
		}
		done <- err
	}()
	unlock()
	if err := <-done; err != nil {
		t.Fatalf("waiter after release: %v", err)
	}
	if _, err := os.Stat(path + ".holder"); err == nil {
		t.Error("holder file left after unlock")
	}
}

func TestLockHeldByAnotherProcess(t *testing.T) {
	path := filepath.Join(testfs.TempDir(t), "cache", "lock")
	cmd := helperCommand(t, path)
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
	_, err = acquire(context.Background(), path, "cache gc", 100*time.Millisecond, nil)
	var le *LockedError
	if !errors.As(err, &le) || !strings.Contains(err.Error(), fmt.Sprintf("pid %d running `skillpin install`", cmd.Process.Pid)) {
		t.Fatalf("lock held by pid %d: %v", cmd.Process.Pid, err)
	}
	// The kernel drops the lock when the holder dies, however it dies.
	cmd.Process.Kill()
	cmd.Wait()
	stdin.Close()
	unlock, err := Acquire(context.Background(), path, "cache gc")
	if err != nil {
		t.Fatalf("lock after the holder died: %v", err)
	}
	unlock()
}

func TestMain(m *testing.M) {
	if os.Getenv("RUNLOCK_TEST_HELPER") == "1" {
		// Take the lock at os.Args[1], say so, and hold it until killed
		// or stdin closes.
		unlock, err := Acquire(context.Background(), os.Args[1], "install")
		if err != nil {
			fmt.Fprintln(os.Stderr, "helper:", err)
			os.Exit(1)
		}
		defer unlock()
		fmt.Println("locked")
		io.Copy(io.Discard, os.Stdin)
		return
	}
	os.Exit(m.Run())
}

// helperCommand runs this test binary as a helper process (see TestMain).
func helperCommand(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "RUNLOCK_TEST_HELPER=1")
	cmd.Stderr = os.Stderr
	return cmd
}

// The lock shapes other than a run's: a try-lock that never waits, a
// check that never creates the file, and a reader's wait for a writer.
func TestTryHeldAndWaitReleased(t *testing.T) {
	dir := testfs.TempDir(t)
	path := filepath.Join(dir, "batch.lock")
	if Held(path) {
		t.Fatal("a lock file that does not exist is held")
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("Held created the lock file: %v", err)
	}
	if WaitReleased(context.Background(), path, time.Minute, time.Millisecond) {
		t.Fatal("WaitReleased waited for a lock no one holds")
	}
	unlock, ok, err := TryAcquire(path)
	if err != nil || !ok {
		t.Fatalf("TryAcquire of a free lock = %v, %v", ok, err)
	}
	if !Held(path) {
		t.Error("a lock this process holds is not Held")
	}
	if _, ok, err := TryAcquire(path); ok || err != nil {
		t.Errorf("a second TryAcquire = %v, %v; want not ok, no error", ok, err)
	}
	waited := 0
	_, err = AcquireWait(context.Background(), path, "", 50*time.Millisecond, func() { waited++ })
	var le *LockedError
	if !errors.As(err, &le) || waited != 1 {
		t.Errorf("AcquireWait on a held lock = %v after %d waiting calls; want *LockedError after 1", err, waited)
	}
	// Held throughout: WaitReleased gives up after its wait, saying it
	// found the lock held.
	if !WaitReleased(context.Background(), path, 20*time.Millisecond, time.Millisecond) {
		t.Error("WaitReleased did not see the held lock")
	}
	unlock()
	if Held(path) {
		t.Error("the lock is still held after it was released")
	}

	link := filepath.Join(dir, "link.lock")
	if err := os.Symlink(filepath.Join(dir, "elsewhere"), link); err != nil {
		t.Fatal(err)
	}
	if _, _, err := TryAcquire(link); !errors.Is(err, errkind.Invalid) {
		t.Errorf("TryAcquire through a planted link = %v, want refused", err)
	}
	if _, err := os.Lstat(filepath.Join(dir, "elsewhere")); !errors.Is(err, os.ErrNotExist) {
		t.Error("a lock through a link created its target")
	}
}

// What a waiter is told about the holder: its pid, the command it runs
// when it ran one, and since when when that is known.
func TestHolderString(t *testing.T) {
	tests := []struct {
		h    holder
		want string
	}{
		{holder{PID: 7}, "pid 7"},
		{holder{PID: 7, Command: "install"}, "pid 7 running `skillpin install`"},
		{holder{PID: 7, Since: "2026-12-01T10:00:00Z"}, "pid 7 since 2026-12-01T10:00:00Z"},
		{holder{PID: 7, Command: "-g add", Since: "2026-12-01T10:00:00Z"}, "pid 7 running `skillpin -g add` since 2026-12-01T10:00:00Z"},
	}
	for _, tt := range tests {
		if got := tt.h.String(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.h, got, tt.want)
		}
	}
}
