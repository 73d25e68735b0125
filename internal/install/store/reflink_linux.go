//go:build linux

package store

import (
	"os"

	"golang.org/x/sys/unix"
)

// cloneFile makes dst (empty, just created) share src's content through
// the FICLONE ioctl (Btrfs, XFS, bcachefs…): a copy-on-write copy that
// writes no data. It fails on file systems without reflinks (ext4, tmpfs)
// and across file systems.
func cloneFile(dst, src *os.File) error {
	return unix.IoctlFileClone(int(dst.Fd()), int(src.Fd()))
}
