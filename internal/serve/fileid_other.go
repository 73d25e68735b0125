//go:build !linux && !darwin

package serve

import "io/fs"

// idOf is the identity of a file as Lstat saw it. Without a change time
// the kernel keeps, nothing proves a file unchanged since it was checked,
// so identities here never settle and every check re-reads the bytes.
func idOf(fi fs.FileInfo) fileID {
	return fileID{mode: fi.Mode(), size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}
