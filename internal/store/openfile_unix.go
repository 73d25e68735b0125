//go:build unix

package store

import (
	"os"
	"syscall"
)

// umask is the process's file mode creation mask, read once at start-up
// (setting and restoring it later would race with other goroutines
// creating files).
var umask = func() os.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return os.FileMode(m)
}()

// createFile creates p (which must not exist) for writing with mode perm,
// through open(2) and os.NewFile: os.OpenFile would also try to register
// the file with the network poller (four more system calls, refused for
// regular files), which on a cold install of thousands of files is a
// noticeable share of the system time. chmod reports whether the caller
// must still set perm (the umask took bits of it).
func createFile(p string, perm os.FileMode) (f *os.File, chmod bool, err error) {
	fd, err := syscall.Open(p, syscall.O_WRONLY|syscall.O_CREAT|syscall.O_EXCL|syscall.O_CLOEXEC, uint32(perm))
	if err != nil {
		return nil, false, &os.PathError{Op: "open", Path: p, Err: err}
	}
	return os.NewFile(uintptr(fd), p), perm&umask != 0, nil
}

// openFile opens p for reading, as createFile does (see there).
func openFile(p string) (*os.File, error) {
	fd, err := syscall.Open(p, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: p, Err: err}
	}
	return os.NewFile(uintptr(fd), p), nil
}
