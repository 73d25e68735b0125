//go:build linux

package publish

import (
	"encoding/binary"
	"io/fs"
	"syscall"
)

// appendDirStamp appends to b what lstat says of the directory at p that
// adding, removing or renaming a name in it changes: its change time (set
// by the kernel from its own clock, never by a caller: utimensat sets it
// to now), with its device, inode, mode, link count, owner, size and
// modification time. It also returns the change time in nanoseconds and
// the device. ok is false when p is not a directory.
func appendDirStamp(b []byte, p string) (out []byte, ctime int64, dev uint64, ok bool) {
	var st syscall.Stat_t
	if err := syscall.Lstat(p, &st); err != nil || st.Mode&syscall.S_IFMT != syscall.S_IFDIR {
		return b, 0, 0, false
	}
	ctime = st.Ctim.Sec*1e9 + st.Ctim.Nsec
	for _, v := range [...]uint64{st.Dev, st.Ino, uint64(st.Mode), uint64(st.Nlink), uint64(st.Uid), uint64(st.Gid), uint64(st.Size),
		uint64(st.Mtim.Sec*1e9 + st.Mtim.Nsec), uint64(ctime)} {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	return b, ctime, st.Dev, true
}

// stampSize is how many bytes appendDirStamp appends.
const stampSize = 9 * 8

// plainFile reports whether p is a regular file of size bytes and
// permission bits perm, by an lstat that allocates nothing: the quick
// check's common case. Anything else (or an error) is for os.Lstat to
// describe.
func plainFile(p string, size int64, perm uint32) bool {
	var st syscall.Stat_t
	return syscall.Lstat(p, &st) == nil && st.Mode&syscall.S_IFMT == syscall.S_IFREG && st.Size == size && st.Mode&0o777 == perm
}

// changeTime is fi's change time in nanoseconds and its device.
func changeTime(fi fs.FileInfo) (ctime int64, dev uint64, ok bool) {
	st, isStat := fi.Sys().(*syscall.Stat_t)
	if !isStat {
		return 0, 0, false
	}
	return st.Ctim.Sec*1e9 + st.Ctim.Nsec, st.Dev, true
}
