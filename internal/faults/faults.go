// Package faults lets tests fail or kill skillpin at a named write step, to
// prove that every step leaves the previous state intact.
//
// Hit is a no-op in normal builds. Binaries built with -tags skillpin_faults
// read SKILLPIN_FAULT="point" (return an error) or "point:kill" (SIGKILL the
// process) and act when the named point is reached. Points in use:
// manifest.save, lock.save, approvals.save, store.put, root.publish,
// targets.sync, cache.gc.
package faults

import "errors"

// ErrInjected is returned by Hit when a test asked the point to fail.
var ErrInjected = errors.New("fault injected for testing")

// Hit reports an injected failure at point, or kills the process when asked.
func Hit(point string) error {
	if point == "" {
		return nil
	}
	return hit(point)
}
