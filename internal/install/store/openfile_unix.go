//go:build unix

package store

import (
	"io"
	"io/fs"
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

// readRegular writes the bytes of the regular file p to w through buf and
// returns its mode. It refuses anything else (errNotRegular, with the
// type found) without following a symlink or waiting on a FIFO put in the
// file's place, and makes the fewest system calls that allows: open,
// fstat, the reads of the size fstat reported, and close (an lstat before
// the open, an *os.File, or reading on to end of file would add one to
// four a file, a noticeable share of checking a tree of small files).
func readRegular(p string, w io.Writer, buf []byte) (fs.FileMode, error) {
	var fd int
	var err error
	for {
		fd, err = syscall.Open(p, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		if err != syscall.ENOENT && err != syscall.ENOTDIR {
			// A symlink (ELOOP, or EMLINK on some BSDs) or an entry
			// that cannot be opened: say what it is when it is not a
			// regular file.
			if fi, lerr := os.Lstat(p); lerr == nil && !fi.Mode().IsRegular() {
				return fi.Mode(), errNotRegular
			}
		}
		return 0, &os.PathError{Op: "open", Path: p, Err: err}
	}
	defer syscall.Close(fd)
	filesChecked.Add(1)
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		return 0, &os.PathError{Op: "stat", Path: p, Err: err}
	}
	mode := fileMode(uint32(st.Mode))
	if !mode.IsRegular() {
		return mode, errNotRegular
	}
	// The file's bytes are the st.Size that fstat reported: reading them
	// and no further spares the read that would only say end of file (a
	// file changed meanwhile is as changed after the check as during it).
	for left := st.Size; left > 0; {
		n, err := syscall.Read(fd, buf[:min(int64(len(buf)), left)])
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return mode, &os.PathError{Op: "read", Path: p, Err: err}
		case n <= 0:
			return mode, nil // shorter than it was: what was read is hashed
		}
		if _, err := w.Write(buf[:n]); err != nil {
			return mode, err
		}
		left -= int64(n)
	}
	return mode, nil
}

// fileMode is the fs.FileMode of a stat mode: the type, and the
// permission bits (the only ones the checks compare).
func fileMode(m uint32) fs.FileMode {
	mode := fs.FileMode(m & 0o777)
	switch m & syscall.S_IFMT {
	case syscall.S_IFREG:
	case syscall.S_IFDIR:
		mode |= fs.ModeDir
	case syscall.S_IFLNK:
		mode |= fs.ModeSymlink
	case syscall.S_IFIFO:
		mode |= fs.ModeNamedPipe
	case syscall.S_IFSOCK:
		mode |= fs.ModeSocket
	case syscall.S_IFCHR:
		mode |= fs.ModeDevice | fs.ModeCharDevice
	case syscall.S_IFBLK:
		mode |= fs.ModeDevice
	default:
		mode |= fs.ModeIrregular
	}
	return mode
}
