//go:build unix && !skillpin_faults

package crashtest

// Modes: without the skillpin_faults tag, the production fault points are
// no-ops, so crash tests kill the helper through a test hook.
var Modes = []string{"hook"}
