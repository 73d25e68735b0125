//go:build unix

package layout

import (
	"encoding/binary"
	"errors"
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/skillpin/skillpin/internal/testfs"
)

// sharedTree is base/.git, base/shared/skills.toml and the work directory
// base/shared/p/a.
func sharedTree(t *testing.T) (shared, start string) {
	base := testfs.TempDir(t)
	shared = filepath.Join(base, "shared")
	start = filepath.Join(shared, "p", "a")
	for _, d := range []string{filepath.Join(base, ".git"), start} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(shared, ManifestFile), []byte("[settings]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return shared, start
}

// withGroupFiles makes privateGroup read group and passwd from text.
func withGroupFiles(t *testing.T, group, passwd string) {
	dir := testfs.TempDir(t)
	g, p := filepath.Join(dir, "group"), filepath.Join(dir, "passwd")
	if err := os.WriteFile(g, []byte(group), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(passwd), 0o644); err != nil {
		t.Fatal(err)
	}
	old := groupFiles
	groupFiles.group, groupFiles.passwd = g, p
	t.Cleanup(func() { groupFiles = old })
}

// TestFindDirStopsAtGroupWritableDirs: a directory its group may write
// (mode 2775, a team's shared directory) is not searched unless the
// group is the user's private group; the refusal names the directory and
// why (trust round 4, item 8). Not parallel: it swaps groupFiles.
func TestFindDirStopsAtGroupWritableDirs(t *testing.T) {
	u, err := user.Current()
	if err != nil {
		t.Skip(err)
	}
	own := func(extra string) (string, string) {
		return "g:x:" + u.Gid + ":" + extra + "\n", u.Username + ":x:" + u.Uid + ":" + u.Gid + "::/:/bin/sh\n"
	}
	for _, tc := range []struct {
		name          string
		group, passwd string
		mode          os.FileMode
		refused       bool
		why           string
	}{
		{"group-writable, another member", "", "", 0o2775, true, "its group (gid " + u.Gid + ") may write it (mode 2775)"},
		{"group-writable, private group", "", "", 0o2775, false, ""},
		{"group-writable, another user's primary group", "", "other:x:4242:" + u.Gid + "::/:/bin/sh\n", 0o775, true, "may write it (mode 0775)"},
		{"group-writable, a group the files do not list", "other:x:4242:\n", "", 0o775, true, "may write it"},
		{"writable by anyone", "", "", 0o1777, true, "anyone may write it (mode 1777)"},
		{"the user's alone", "", "", 0o755, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, p := own("")
			if strings.Contains(tc.name, "another member") {
				g, p = own(u.Username + ",mallory")
			}
			if tc.group != "" {
				g = tc.group
			}
			withGroupFiles(t, g, p+tc.passwd)
			shared, start := sharedTree(t)
			if err := os.Chown(shared, -1, os.Getgid()); err != nil {
				t.Fatal(err)
			}
			if err := syscall.Chmod(shared, uint32(tc.mode)); err != nil { // the setgid and sticky bits as chmod takes them
				t.Fatal(err)
			}
			got, refused := Find(start, "")
			if tc.refused {
				if got != start || refused == nil || refused.Dir != shared || !strings.Contains(refused.String(), tc.why) || !strings.Contains(refused.String(), filepath.Join(shared, ManifestFile)) {
					t.Fatalf("Find = %s, %v; want %s refused because %s", got, refused, shared, tc.why)
				}
				return
			}
			if got != shared || refused != nil {
				t.Fatalf("Find = %s, %v; want %s", got, refused, shared)
			}
		})
	}
}

// TestFindDirStopsAtACLs: an access ACL that lets another user or group
// write the directory refuses it as group write does. Where the file
// system keeps no ACLs the test has nothing to set.
func TestFindDirStopsAtACLs(t *testing.T) {
	t.Parallel()
	shared, start := sharedTree(t)
	acl := aclBytes([][3]uint32{{0x01, 7, 0}, {aclUser, 7, 4242}, {0x04, 5, 0}, {aclMask, 7, 0}, {0x20, 5, 0}})
	if err := unix.Setxattr(shared, "system.posix_acl_access", acl, 0); err != nil {
		if errors.Is(err, syscall.ENOTSUP) || errors.Is(err, syscall.EOPNOTSUPP) {
			t.Skipf("no POSIX ACLs here: %v", err)
		}
		t.Fatal(err)
	}
	if got, refused := Find(start, ""); got != start || refused == nil || !strings.Contains(refused.Why, "access control list lets user 4242") {
		t.Fatalf("Find = %s, %v; want the ACL named", got, refused)
	}
}

func aclBytes(entries [][3]uint32) []byte {
	b := binary.LittleEndian.AppendUint32(nil, 2)
	for _, e := range entries {
		b = binary.LittleEndian.AppendUint16(b, uint16(e[0]))
		b = binary.LittleEndian.AppendUint16(b, uint16(e[1]))
		b = binary.LittleEndian.AppendUint32(b, e[2])
	}
	return b
}

func TestACLWritersOf(t *testing.T) {
	for _, tc := range []struct {
		name string
		acl  []byte
		want string
	}{
		{"owner only", aclBytes([][3]uint32{{0x01, 7, 0}, {0x04, 5, 0}, {0x20, 5, 0}}), ""},
		{"named user may write", aclBytes([][3]uint32{{0x01, 7, 0}, {aclUser, 6, 1001}, {aclMask, 7, 0}}), "user 1001"},
		{"named user is the owner", aclBytes([][3]uint32{{aclUser, 7, 7}, {aclMask, 7, 0}}), ""},
		{"named group may write", aclBytes([][3]uint32{{aclGroup, 2, 27}}), "group 27"},
		{"mask takes write away", aclBytes([][3]uint32{{aclGroup, 7, 27}, {aclMask, 5, 0}}), ""},
		{"read only", aclBytes([][3]uint32{{aclUser, 5, 1001}, {aclGroup, 4, 27}}), ""},
		{"torn", aclBytes([][3]uint32{{aclUser, 5, 1001}})[:9], "someone"},
		{"other version", append([]byte{3, 0, 0, 0}, aclBytes([][3]uint32{{aclUser, 5, 1}})[4:]...), "someone"},
	} {
		if got := aclWritersOf(tc.acl, 7); !strings.HasPrefix(got, tc.want) || (tc.want == "") != (got == "") {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
