//go:build unix && skillpin_faults

package crashtest

// Modes: with the skillpin_faults tag, crash tests also kill the helper at
// the production fault points through SKILLPIN_FAULT.
var Modes = []string{"hook", "env"}
