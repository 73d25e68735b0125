//go:build !skillpin_faults

package install

// crashModes: without the skillpin_faults tag, the production fault points
// are no-ops, so crash tests kill the helper through a test hook.
var crashModes = []string{"hook"}
