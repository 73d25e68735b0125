//go:build unix

package publish

import (
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// fileID identifies the file behind fi, so that an ownership record can
// tell skillpin's entry from one a user made later under the same name:
// device, inode and modification time (a file system reuses a freed inode
// number at once, so the inode alone is not enough). A rename keeps the
// identity, and so does rewriting a file inside the entry; re-creating the
// entry, or adding or removing names directly in it, does not.
func fileID(fi fs.FileInfo) string {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fmt.Sprintf("mtime:%d", fi.ModTime().UnixNano())
	}
	return fmt.Sprintf("%d:%d:%d", st.Dev, st.Ino, fi.ModTime().UnixNano())
}

// dirID identifies a directory skillpin made by device and inode alone:
// adding or removing names in it (tampering that Check reports in detail)
// changes its modification time, not which directory it is.
func dirID(fi fs.FileInfo) string {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileID(fi)
	}
	return fmt.Sprintf("%d:%d", st.Dev, st.Ino)
}

// sameDevice reports whether a and b (existing paths) are on one file
// system, where a rename between them is atomic.
func sameDevice(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	if err != nil {
		return false
	}
	sa, ok1 := fa.Sys().(*syscall.Stat_t)
	sb, ok2 := fb.Sys().(*syscall.Stat_t)
	return ok1 && ok2 && sa.Dev == sb.Dev
}
