//go:build linux || darwin

package fileid

import (
	"io/fs"
	"syscall"
)

// Of is the identity of a file as Lstat saw it. The change time is the
// kernel's: it moves on every write, chmod, rename or link of the file and
// cannot be set back by an ordinary process, unlike the modification time.
func Of(fi fs.FileInfo) ID {
	id := ID{mode: fi.Mode(), size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		id.dev, id.ino = uint64(st.Dev), uint64(st.Ino)
		id.ctime = changeTime(st).UnixNano()
		id.hasCtime = true
	}
	return id
}
