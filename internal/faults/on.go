//go:build skillpin_faults

package faults

import (
	"os"
	"strings"
	"syscall"
)

// Enabled reports whether this binary honours SKILLPIN_FAULT.
const Enabled = true

func hit(point string) error {
	for _, spec := range strings.Split(os.Getenv("SKILLPIN_FAULT"), ",") {
		name, action, _ := strings.Cut(spec, ":")
		if name != point {
			continue
		}
		if action == "kill" {
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {} // the signal ends the process
		}
		return ErrInjected
	}
	return nil
}
