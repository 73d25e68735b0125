// Package fileid tells whether files changed since they were looked at,
// without reading them: a path's identity on disk (device, inode, mode,
// size, modification and change time) and the identities of a list of
// paths taken at one moment. Identities prove nothing about a file
// changed within the timestamp granularity of the moment it was looked at
// (the "racy clean" problem), so a set taken too soon after a change is
// unsettled, and an unsettled set is the same as no other.
package fileid

import (
	"errors"
	"io/fs"
	"slices"
	"time"
)

// ID is a path's identity on disk; the zero value with missing set
// is a path that does not exist. IDs are comparable.
type ID struct {
	dev, ino     uint64
	mode         fs.FileMode
	size         int64
	mtime, ctime int64 // ns
	hasCtime     bool
	missing      bool
	err          bool // Lstat failed otherwise
}

// changed is the last change time Of could tell, and whether it could.
func (id ID) changed() (time.Time, bool) {
	if id.missing || id.err {
		return time.Time{}, true
	}
	return time.Unix(0, id.ctime), id.hasCtime
}

// Lstat is the identity of p as lstat sees it now.
func Lstat(lstat func(string) (fs.FileInfo, error), p string) ID {
	fi, err := lstat(p)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return ID{missing: true}
	case err != nil:
		return ID{err: true}
	}
	return Of(fi)
}

// Set is the IDs of a list of paths, taken at one moment.
type Set struct {
	IDs []ID
	// Settled says that every path's last change is older than the
	// settle window before the moment they were taken.
	Settled bool
}

// Take is the identities of paths now; a path changed less than settle
// ago (or whose change time cannot be told) leaves the set unsettled.
func Take(lstat func(string) (fs.FileInfo, error), paths []string, settle time.Duration) Set {
	now := time.Now()
	out := Set{IDs: make([]ID, len(paths)), Settled: true}
	for i, p := range paths {
		id := Lstat(lstat, p)
		out.IDs[i] = id
		if t, ok := id.changed(); !ok || !t.Before(now.Add(-settle)) {
			out.Settled = false
		}
	}
	return out
}

// Same reports whether b shows every path as a did, and both were
// settled: only then may something derived from the paths at a be reused.
func (a Set) Same(b Set) bool {
	return a.Settled && b.Settled && slices.Equal(a.IDs, b.IDs)
}
