//go:build linux

package durable

import (
	"errors"
	"fmt"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// flushNoted syncs each file system the batch touched once (syncfs(2)),
// found from the noted directories (or the files' parents). A kernel or
// sandbox without syncfs gets the per-file fallback.
func flushNoted(files, dirs []string) error {
	if len(dirs) == 0 {
		for _, f := range files {
			dirs = append(dirs, filepath.Dir(f))
		}
	}
	done := map[uint64]bool{}
	for _, dir := range dirs {
		var st unix.Stat_t
		err := unix.Stat(dir, &st)
		if errors.Is(err, unix.ENOENT) {
			continue // removed since it was noted: nothing of it to flush
		}
		if err != nil {
			return fmt.Errorf("flush %s: %w", dir, err)
		}
		if done[st.Dev] {
			continue
		}
		done[st.Dev] = true
		fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("flush %s: %w", dir, err)
		}
		syncs.Add(1)
		err = unix.Syncfs(fd)
		unix.Close(fd)
		if errors.Is(err, unix.ENOSYS) || errors.Is(err, unix.EPERM) {
			return flushEach(files, dirs)
		}
		if err != nil {
			return fmt.Errorf("flush the file system of %s: %w", dir, err)
		}
	}
	return nil
}
