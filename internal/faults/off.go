//go:build !skillpin_faults

package faults

func hit(string) error { return nil }

// Enabled reports whether this binary honours SKILLPIN_FAULT.
const Enabled = false

// Interrupted tells the "interrupt" fault point that the run's context has
// been cancelled (a no-op without the skillpin_faults tag).
func Interrupted() {}
