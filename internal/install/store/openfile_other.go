//go:build !unix

package store

import (
	"io"
	"io/fs"
	"os"
)

// createFile creates p for writing; the caller sets perm afterwards.
func createFile(p string, perm os.FileMode) (*os.File, bool, error) {
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	return f, true, err
}

// openFile opens p for reading.
func openFile(p string) (*os.File, error) { return os.Open(p) }

// readRegular writes the bytes of the regular file p to w through buf and
// returns its mode; it refuses anything else (errNotRegular, with the type
// found) without following a symlink.
func readRegular(p string, w io.Writer, buf []byte) (fs.FileMode, error) {
	fi, err := os.Lstat(p)
	if err != nil {
		return 0, err
	}
	if !fi.Mode().IsRegular() {
		return fi.Mode(), errNotRegular
	}
	f, err := os.Open(p)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	filesChecked.Add(1)
	if fi, err = f.Stat(); err != nil {
		return 0, err
	}
	if !fi.Mode().IsRegular() {
		return fi.Mode(), errNotRegular
	}
	// A plain reader: *os.File's WriteTo would allocate a buffer per file.
	_, err = io.CopyBuffer(w, struct{ io.Reader }{f}, buf)
	return fi.Mode(), err
}
