//go:build !unix

package pack

import "os"

// createSpoolFile creates p (which must not exist) read-only for writing.
func createSpoolFile(p string) (*os.File, error) {
	return os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o444)
}
