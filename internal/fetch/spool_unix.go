//go:build unix

package fetch

import (
	"os"
	"syscall"
)

// openSpooled opens a spool file for reading through open(2) and
// os.NewFile, sparing the network poller's system calls.
func openSpooled(p string) (*os.File, error) {
	fd, err := syscall.Open(p, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: p, Err: err}
	}
	return os.NewFile(uintptr(fd), p), nil
}
