//go:build unix

package project

import (
	"os"
	"syscall"
)

// ownedByUs reports whether d is owned by the user running skillpin.
func ownedByUs(d string) bool {
	fi, err := os.Stat(d)
	if err != nil {
		return false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Geteuid()
}
