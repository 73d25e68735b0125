package serve

import (
	"fmt"
	"net"
	"os"
)

// CheckTokenFilePrivate refuses a token file that anyone but its owner
// may read or write (a mode with group or other bits), for a server that
// listens beyond loopback: whoever can read the token reaches every
// skill the server serves, and whoever can write it chooses the token.
// It names the file and the fix.
func CheckTokenFilePrivate(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return &ConfigError{Err: fmt.Errorf("token file %s: %w", path, err)}
	}
	if perm := fi.Mode().Perm(); perm&0o077 != 0 {
		return &ConfigError{Err: fmt.Errorf("token file %s has mode %04o: group and others may read it, and the server listens beyond this machine's loopback, where the token is all that guards the skills; make it private with `chmod 600 %s` (or listen on 127.0.0.1)", path, perm, path)}
	}
	return nil
}

// Loopback reports whether ln listens on a loopback address only.
func Loopback(ln net.Listener) bool { return isLoopback(ln.Addr()) }
