//go:build unix

package project

import (
	"os"
	"syscall"
)

// ownedByUs reports whether d is owned by the user running skillpin and
// writable by no one else (not a shared /tmp, where anyone could plant a
// skills.toml — as root too, who owns /tmp).
func ownedByUs(d string) bool {
	fi, err := os.Stat(d)
	if err != nil || fi.Mode().Perm()&0o002 != 0 {
		return false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Geteuid()
}
