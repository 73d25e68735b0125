//go:build !unix

package install

import "io/fs"

// fileID is unavailable here: ownership falls back to the entry's type.
func fileID(fs.FileInfo) string { return "" }

// sameDevice cannot be told here; a failed rename is reported instead.
func sameDevice(a, b string) bool { return true }
