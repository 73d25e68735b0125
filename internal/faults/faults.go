// Package faults lets tests fail or kill skillpin at a named write step, to
// prove that every step leaves the previous state intact. It is the one
// fault seam: production code calls Hit(point) at each step; tests choose
// what happens there.
//
// In-process tests install an injector with Inject. Binaries built with
// -tags skillpin_faults also read SKILLPIN_FAULT="point" (return an error),
// "point:kill" (SIGKILL the process) or "point:interrupt" (SIGINT it, as
// Ctrl-C would, and go on) and act when the named point is reached, for end-to-end tests of the built binary. In a normal build with
// no injector, Hit costs one atomic load. Points in use: manifest.save,
// lock.save, approvals.save, store.put, root.publish, targets.sync,
// cache.gc.
package faults

import (
	"errors"
	"sync/atomic"
)

// ErrInjected is returned by Hit when a test asked the point to fail.
var ErrInjected = errors.New("fault injected for testing")

var injector atomic.Pointer[func(point string) error]

// Hit reports an injected failure at point, or kills the process when asked.
func Hit(point string) error {
	if point == "" {
		return nil
	}
	if fn := injector.Load(); fn != nil {
		if err := (*fn)(point); err != nil {
			return err
		}
	}
	return hit(point)
}

// Inject makes every Hit call fn until the test ends. fn returns the error
// the point fails with (nil to go on); it may also end the process. The
// injector is process-wide, so Inject refuses parallel tests the way
// t.Setenv does.
func Inject(t TB, fn func(point string) error) {
	t.Helper()
	t.Setenv("SKILLPIN_FAULT_INJECTOR", "in-process") // fails the test if it runs in parallel
	if !injector.CompareAndSwap(nil, &fn) {
		t.Fatal("faults.Inject: an injector is already installed")
	}
	t.Cleanup(func() { injector.Store(nil) })
}

// TB is the part of testing.TB that Inject needs (this package is linked
// into the binary, so it does not import testing).
type TB interface {
	Helper()
	Setenv(key, value string)
	Cleanup(func())
	Fatal(args ...any)
}

// Set installs fn as the injector outside a test, for a helper process a
// test re-runs (see Inject), and returns the function that removes it.
// Set(nil) removes any injector.
func Set(fn func(point string) error) (restore func()) {
	if fn == nil {
		injector.Store(nil)
	} else {
		injector.Store(&fn)
	}
	return func() { injector.Store(nil) }
}

// FailAt is an injector failing with ErrInjected at the n-th hit (1-based)
// of point, and at no other.
func FailAt(point string, n int) func(string) error {
	count := 0
	return func(p string) error {
		if p != point {
			return nil
		}
		count++
		if count == n {
			return ErrInjected
		}
		return nil
	}
}
