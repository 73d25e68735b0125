//go:build darwin

package durable

import (
	"errors"
	"fmt"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// flushNoted hands every file and directory to the drive with fsync(2)
// (which on macOS does not wait for the drive's cache), then empties the
// drive's cache once per volume with F_FULLFSYNC: one slow call per batch
// instead of one per file, as os.File.Sync would make.
func flushNoted(files, dirs []string) error {
	for _, p := range files {
		if err := fsyncPath(p, unix.O_RDONLY); err != nil && !errors.Is(err, unix.ENOENT) {
			return fmt.Errorf("flush %s: %w", p, err)
		}
	}
	if len(dirs) == 0 {
		for _, f := range files {
			dirs = append(dirs, filepath.Dir(f))
		}
	}
	for _, p := range dirs {
		_ = fsyncPath(p, unix.O_RDONLY|unix.O_DIRECTORY) // some file systems refuse; see syncDirBestEffort
	}
	done := map[int32]bool{}
	for _, p := range dirs {
		var st unix.Stat_t
		if err := unix.Stat(p, &st); err != nil {
			continue // removed since it was noted
		}
		if done[st.Dev] {
			continue
		}
		done[st.Dev] = true
		fd, err := unix.Open(p, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("flush %s: %w", p, err)
		}
		_, err = unix.FcntlInt(uintptr(fd), unix.F_FULLFSYNC, 0)
		unix.Close(fd)
		if err != nil {
			// Not every volume supports it (network and FAT volumes):
			// what fsync did is what there is.
			continue
		}
	}
	return nil
}

func fsyncPath(p string, flags int) error {
	fd, err := unix.Open(p, flags|unix.O_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	return unix.Fsync(fd)
}
