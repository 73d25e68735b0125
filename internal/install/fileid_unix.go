//go:build unix

package install

import (
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// fileID identifies the file behind fi (device and inode), so that an
// ownership record can tell skillpin's directory from one a user created
// later under the same name. A rename keeps the identity; re-creating does
// not.
func fileID(fi fs.FileInfo) string {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return ""
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
