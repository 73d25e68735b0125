//go:build unix

package layout

import (
	"fmt"
	"os"
	"os/user"
	"strconv"
	"strings"
	"syscall"
)

// unsafeDir says why d may not be searched for a skills.toml, "" when it
// is owned by the user running skillpin and writable by no one else: not
// a shared /tmp (where anyone could plant a skills.toml — as root too,
// who owns /tmp), not a directory its group may write (mode 2775, a
// team's shared directory: any member could plant one), and not one an
// access control list lets others write (where the platform exposes
// ACLs: aclWriters).
func unsafeDir(d string) string {
	fi, err := os.Stat(d)
	if err != nil {
		return "it cannot be read"
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return "its owner cannot be read"
	}
	mode := fi.Mode()
	switch {
	case int(st.Uid) != os.Geteuid():
		return fmt.Sprintf("it is owned by another user (uid %d)", st.Uid)
	case mode.Perm()&0o002 != 0:
		return fmt.Sprintf("anyone may write it (mode %s)", modeString(mode))
	case mode.Perm()&0o020 != 0 && !privateGroup(st.Gid):
		return fmt.Sprintf("its group (gid %d) may write it (mode %s)", st.Gid, modeString(mode))
	}
	if who := aclWriters(d, uint32(os.Geteuid())); who != "" {
		return "an access control list lets " + who + " write it"
	}
	return ""
}

// modeString is a directory's mode as chmod takes it (2775, 1777).
func modeString(m os.FileMode) string {
	n := uint32(m.Perm())
	if m&os.ModeSetuid != 0 {
		n |= 0o4000
	}
	if m&os.ModeSetgid != 0 {
		n |= 0o2000
	}
	if m&os.ModeSticky != 0 {
		n |= 0o1000
	}
	return fmt.Sprintf("%04o", n)
}

// groupFiles are where privateGroup reads group members and primary
// groups (a variable for tests).
var groupFiles = struct{ group, passwd string }{"/etc/group", "/etc/passwd"}

// privateGroup reports whether gid is the user's own group with no one
// else in it: the user private group most systems give each user (with
// umask 002 every directory the user makes is group-writable, and only
// the user is in the group). A group anyone else belongs to, by
// membership or as primary group, or one the files do not describe, is
// not private.
func privateGroup(gid uint32) bool {
	u, err := user.Current()
	if err != nil || u.Gid != strconv.FormatUint(uint64(gid), 10) {
		return false
	}
	g := strconv.FormatUint(uint64(gid), 10)
	groups, err := os.ReadFile(groupFiles.group)
	if err != nil {
		return false
	}
	known := false
	for _, line := range strings.Split(string(groups), "\n") {
		f := strings.Split(line, ":")
		if len(f) < 4 || f[2] != g {
			continue
		}
		known = true
		for _, m := range strings.Split(f[3], ",") {
			if m = strings.TrimSpace(m); m != "" && m != u.Username {
				return false
			}
		}
	}
	if !known {
		return false
	}
	passwd, err := os.ReadFile(groupFiles.passwd)
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(passwd), "\n") {
		f := strings.Split(line, ":")
		if len(f) >= 4 && f[3] == g && f[2] != u.Uid {
			return false
		}
	}
	return true
}
