//go:build !linux

package store

import (
	"errors"
	"os"
)

// cloneFile is not available here: files are copied. (macOS's clonefile(2)
// creates the destination itself, by path, with the source's metadata;
// wiring it in is left for when skillpin is measured on APFS.)
func cloneFile(dst, src *os.File) error { return errors.ErrUnsupported }
