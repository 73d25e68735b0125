//go:build linux

package e2etest

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/skillpin/skillpin/internal/testfs"
)

// The end-to-end tests create and remove files that mostly live a second
// (fixture repositories, caches, stores, root generations, the objects of
// every fetch): on a disk file system the kernel's work for them was more
// than half of cmd/skillpin's test CPU (inode allocation, directory updates,
// the flushes of every store batch; perf, 4 December 2026). On a memory file system the same
// work costs a fraction, and nothing a test checks depends on the kind of
// file system: they check bytes, modes, links and exit codes, which tmpfs
// keeps as a disk does, and the flushes still run (they return at once).
// So when the machine has room in /dev/shm and the contributor did not
// choose a TMPDIR, a test package's temporary files go there (Main).

const (
	tmpfsMagic = 0x01021994
	// memTempMinFree is the room /dev/shm must have, and a quarter of
	// the memory limit: the package's temporary files peaked at 131 MiB
	// (sampled every 2 s over a run: the binaries, the 100 MiB blob
	// case), so this keeps a wide margin.
	memTempMinFree = 1 << 30
	memTempPrefix  = "skillpin-test-"
)

// memoryTempRoot returns a new directory on /dev/shm for a test package's
// temporary files, or "" when TMPDIR is set (the contributor's choice) or
// /dev/shm is missing, not tmpfs, or short of room; and the function that
// gives up its ownership once it is removed.
func memoryTempRoot() (string, func()) {
	if os.Getenv("TMPDIR") != "" {
		return "", func() {}
	}
	const shm = "/dev/shm"
	var st syscall.Statfs_t
	if err := syscall.Statfs(shm, &st); err != nil || st.Type != tmpfsMagic {
		return "", func() {}
	}
	if uint64(st.Bavail)*uint64(st.Bsize) < memTempMinFree || memoryLimit() < 4*memTempMinFree {
		return "", func() {}
	}
	removeStaleMemoryRoots(shm)
	dir, err := os.MkdirTemp(shm, fmt.Sprintf("%s%d-", memTempPrefix, os.Getpid()))
	if err != nil {
		return "", func() {}
	}
	owner, err := os.OpenFile(filepath.Join(dir, memRootOwnerFile), os.O_CREATE|os.O_RDWR, 0o600)
	if err == nil {
		err = syscall.Flock(int(owner.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	}
	if err != nil {
		os.RemoveAll(dir)
		return "", func() {}
	}
	return dir, func() { owner.Close() }
}

// memRootOwnerFile, in each root, is locked (flock) by the process that
// made the root for as long as it lives: the kernel drops the lock when
// the process ends however it ends, and a lock is seen from every PID
// namespace, so containers that share /dev/shm cannot mistake one
// another's live roots for stale ones (a PID means nothing across them).
// The owner keeps the locked file open until the root is removed (a
// collected *os.File would close it and drop the lock).
const memRootOwnerFile = ".owner"

// memoryLimit is the smallest memory limit on the path of the process's
// cgroup (tmpfs pages count against it), or the largest value when
// there is none or it cannot be read.
func memoryLimit() uint64 {
	limit := ^uint64(0)
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return limit
	}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		// "0::/path" (v2) or "4:memory:/path" (v1).
		f := strings.SplitN(line, ":", 3)
		if len(f) != 3 {
			continue
		}
		var base, file string
		switch {
		case f[0] == "0" && f[1] == "":
			base, file = "/sys/fs/cgroup", "memory.max"
		case slices.Contains(strings.Split(f[1], ","), "memory"):
			base, file = "/sys/fs/cgroup/memory", "memory.limit_in_bytes"
		default:
			continue
		}
		for p := filepath.Join(base, f[2]); strings.HasPrefix(p, base); p = filepath.Dir(p) {
			b, err := os.ReadFile(filepath.Join(p, file))
			if n, perr := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64); err == nil && perr == nil && n < limit {
				limit = n // "max" does not parse: no limit there
			}
			if p == base {
				break
			}
		}
	}
	return limit
}

// removeStaleMemoryRoots removes the roots of earlier runs that ended
// without removing theirs (a panic, a -timeout): files in memory stay
// until a reboot. A root is stale when its owner file can be locked: the
// process that held the lock is gone. A root without one (being made
// right now, or by an older suite) is not ours to judge.
func removeStaleMemoryRoots(shm string) {
	ents, _ := os.ReadDir(shm)
	for _, d := range ents {
		if !strings.HasPrefix(d.Name(), memTempPrefix) || !d.IsDir() {
			continue
		}
		p := filepath.Join(shm, d.Name())
		if !ownerGone(filepath.Join(p, memRootOwnerFile)) {
			continue
		}
		testfs.MakeRemovable(p)
		os.RemoveAll(p)
	}
}

// ownerGone reports whether the lock on an owner file is free; the lock
// taken to find out ends when the file is closed.
func ownerGone(path string) bool {
	f, err := os.OpenFile(path, os.O_RDWR|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil
}
