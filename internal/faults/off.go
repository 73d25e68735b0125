//go:build !skillpin_faults

package faults

func hit(string) error { return nil }

// Enabled reports whether this binary honours SKILLPIN_FAULT.
const Enabled = false
