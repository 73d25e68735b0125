//go:build !unix

package fetch

import "os"

// openSpooled opens a spool file for reading.
func openSpooled(p string) (*os.File, error) { return os.Open(p) }
