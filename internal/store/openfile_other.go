//go:build !unix

package store

import "os"

// createFile creates p for writing; the caller sets perm afterwards.
func createFile(p string, perm os.FileMode) (*os.File, bool, error) {
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	return f, true, err
}

// openFile opens p for reading.
func openFile(p string) (*os.File, error) { return os.Open(p) }
