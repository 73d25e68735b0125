//go:build !unix

package publish

import (
	"fmt"
	"io/fs"
)

// fileID identifies an entry by its modification time here (see the unix
// version for why).
func fileID(fi fs.FileInfo) string { return fmt.Sprintf("mtime:%d", fi.ModTime().UnixNano()) }

// dirID is fileID here: no inode to tell directories apart.
func dirID(fi fs.FileInfo) string { return fileID(fi) }

// sameDevice cannot be told here; a failed rename is reported instead.
func sameDevice(a, b string) bool { return true }
