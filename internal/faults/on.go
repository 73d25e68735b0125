//go:build skillpin_faults

package faults

import (
	"os"
	"strings"
	"syscall"
	"time"
)

// Enabled reports whether this binary honours SKILLPIN_FAULT.
const Enabled = true

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
			// notice. The pause lets the signal reach the context that
			// main cancels on SIGINT before the next check.
			_ = syscall.Kill(os.Getpid(), syscall.SIGINT)
			time.Sleep(200 * time.Millisecond)
			return nil
		}
		return ErrInjected
	}
	return nil
}
