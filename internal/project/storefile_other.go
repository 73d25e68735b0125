//go:build !unix

package project

import (
	"errors"
	"os"
)

// openStoreFile opens a store file for reading, refusing a symlink (see
// storefile_unix.go).
func openStoreFile(p string) (*os.File, error) {
	fi, err := os.Lstat(p)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &os.PathError{Op: "open", Path: p, Err: errors.New("not a regular file")}
	}
	return os.Open(p)
}
