//go:build skillpin_faults

package faults

import (
	"os"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Enabled reports whether this binary honours SKILLPIN_FAULT.
const Enabled = true

var (
	interrupted     = make(chan struct{})
	interruptedOnce sync.Once
)

// Interrupted tells the "interrupt" fault point that the run's context has
// been cancelled by the signal it sent; main calls it once it has.
func Interrupted() { interruptedOnce.Do(func() { close(interrupted) }) }

func hit(point string) error {
	for _, spec := range strings.Split(os.Getenv("SKILLPIN_FAULT"), ",") {
		name, action, _ := strings.Cut(spec, ":")
		if name != point {
			continue
		}
		switch action {
		case "kill":
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {} // the signal ends the process
		case "interrupt":
			// Ctrl-C at this step: the run goes on from here and must
			// notice. Wait until main has cancelled its context on the
			// signal (Interrupted), so that the next check sees it
			// whatever the machine's load; the bound only keeps a binary
			// whose main never reports from hanging.
			_ = syscall.Kill(os.Getpid(), syscall.SIGINT)
			select {
			case <-interrupted:
			case <-time.After(time.Minute):
			}
			return nil
		}
		return ErrInjected
	}
	return nil
}
