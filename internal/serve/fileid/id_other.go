//go:build !linux && !darwin

package fileid

import "io/fs"

// Of is the identity of a file as Lstat saw it. Without a change time
// the kernel keeps, nothing proves a file unchanged since it was checked,
// so identities here never settle and every check re-reads the bytes.
func Of(fi fs.FileInfo) ID {
	return ID{mode: fi.Mode(), size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}
