//go:build unix

package project

import (
	"os"
	"syscall"
)

// openStoreFile opens a store file for reading: never through a symlink,
// never waiting on a FIFO put in its place, and through open(2) and
// os.NewFile, which skips the network poller's system calls os.Open makes
// for each file. The caller checks what it opened with Stat.
func openStoreFile(p string) (*os.File, error) {
	fd, err := syscall.Open(p, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: p, Err: err}
	}
	return os.NewFile(uintptr(fd), p), nil
}
