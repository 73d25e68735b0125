//go:build linux

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"github.com/skillpin/skillpin/internal/testfs"
)

// The package's tests create and remove hundreds of thousands of files
// (fixture repositories, caches, stores, root generations, the objects of
// every fetch): on a disk file system that churn, not the commands, was
// about half of the package's CPU (inode allocation, directory updates,
// the flushes of every store batch). On a memory file system the same
// work costs a fraction, and nothing a test checks depends on the kind of
// file system: they check bytes, modes, links and exit codes, which tmpfs
// keeps as a disk does, and the flushes still run (they return at once).
// So when the machine has room in /dev/shm and the contributor did not
// choose a TMPDIR, the package's temporary files go there.

const (
	tmpfsMagic = 0x01021994
	// memTempMinFree is the room /dev/shm must have, and a quarter of
	// the memory limit: the package's temporary files peaked at 131 MiB
	// (sampled every 2 s over a run: the binaries, the 100 MiB blob
	// case), so this keeps a wide margin.
	memTempMinFree = 1 << 30
	memTempPrefix  = "skillpin-test-"
)

// memoryTempRoot returns a new directory on /dev/shm for the package's
// temporary files, or "" when TMPDIR is set (the contributor's choice) or
// /dev/shm is missing, not tmpfs, or short of room.
func memoryTempRoot() string {
	if os.Getenv("TMPDIR") != "" {
		return ""
	}
	const shm = "/dev/shm"
	var st syscall.Statfs_t
	if err := syscall.Statfs(shm, &st); err != nil || st.Type != tmpfsMagic {
		return ""
	}
	if uint64(st.Bavail)*uint64(st.Bsize) < memTempMinFree || memoryLimit() < 4*memTempMinFree {
		return ""
	}
	removeStaleMemoryRoots(shm)
	dir, err := os.MkdirTemp(shm, fmt.Sprintf("%s%d-", memTempPrefix, os.Getpid()))
	if err != nil {
		return ""
	}
	return dir
}

// memoryLimit is the memory the process's cgroup may use (tmpfs pages
// count against it), or the largest value when unlimited or unknown.
func memoryLimit() uint64 {
	for _, f := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		if n, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64); err == nil {
			return n
		}
		return ^uint64(0) // "max"
	}
	return ^uint64(0)
}

// removeStaleMemoryRoots removes the roots of earlier runs that ended
// without removing theirs (a panic, a -timeout): files in memory stay
// until a reboot. A root is stale when the process named in it is gone.
func removeStaleMemoryRoots(shm string) {
	ents, _ := os.ReadDir(shm)
	for _, d := range ents {
		rest, ok := strings.CutPrefix(d.Name(), memTempPrefix)
		if !ok || !d.IsDir() {
			continue
		}
		pid, err := strconv.Atoi(strings.SplitN(rest, "-", 2)[0])
		if err != nil || syscall.Kill(pid, 0) != syscall.ESRCH {
			continue // alive, or not ours to judge
		}
		p := filepath.Join(shm, d.Name())
		testfs.MakeRemovable(p)
		os.RemoveAll(p)
	}
}
