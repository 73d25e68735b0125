package layout

import (
	"encoding/binary"
	"fmt"

	"golang.org/x/sys/unix"
)

// The tags of a POSIX ACL entry, as Linux stores them in the
// system.posix_acl_access extended attribute (version 2: a 4-byte
// header, then 8-byte entries: tag, permissions, id; little endian).
const (
	aclUser  = 0x02
	aclGroup = 0x08
	aclMask  = 0x10
	aclWrite = 0x02
)

// aclWriters names who besides the owner an access ACL on d lets write
// it ("user 1001", "group 27"), "" when none does or d has no ACL. The
// group owner's entry is the mode's group bits, already checked.
func aclWriters(d string, self uint32) string {
	buf := make([]byte, 4+8*64)
	n, err := unix.Getxattr(d, "system.posix_acl_access", buf)
	if err != nil || n < 4 {
		return "" // no ACL (ENODATA), or none exposed (ENOTSUP)
	}
	return aclWritersOf(buf[:n], self)
}

// aclWritersOf reads an access ACL's bytes; an ACL that cannot be read
// (a size that is not whole entries) counts as letting others write.
func aclWritersOf(b []byte, self uint32) string {
	if (len(b)-4)%8 != 0 || binary.LittleEndian.Uint32(b) != 2 {
		return "someone (an ACL skillpin cannot read)"
	}
	mask := uint16(aclWrite)
	var who []string
	for i := 4; i+8 <= len(b); i += 8 {
		tag, perm, id := binary.LittleEndian.Uint16(b[i:]), binary.LittleEndian.Uint16(b[i+2:]), binary.LittleEndian.Uint32(b[i+4:])
		switch {
		case tag == aclMask:
			mask = perm & aclWrite
		case tag == aclUser && id != self && perm&aclWrite != 0:
			who = append(who, fmt.Sprintf("user %d", id))
		case tag == aclGroup && perm&aclWrite != 0:
			who = append(who, fmt.Sprintf("group %d", id))
		}
	}
	if mask == 0 || len(who) == 0 {
		return ""
	}
	return who[0]
}
