//go:build unix

package pack

import (
	"os"
	"syscall"
)

// createSpoolFile creates p (which must not exist) read-only for writing,
// through open(2) and os.NewFile: os.OpenFile would also try to register
// the file with the network poller, system calls a fetch of thousands of
// blobs would pay for each.
func createSpoolFile(p string) (*os.File, error) {
	fd, err := syscall.Open(p, syscall.O_WRONLY|syscall.O_CREAT|syscall.O_EXCL|syscall.O_CLOEXEC, 0o444)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: p, Err: err}
	}
	return os.NewFile(uintptr(fd), p), nil
}
