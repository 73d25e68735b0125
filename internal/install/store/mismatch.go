package store

import (
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Mismatch kinds, stable strings shown by verify and status.
const (
	KindMissing  = "missing"  // locked, but absent on disk
	KindExtra    = "extra"    // on disk, but not locked
	KindModified = "modified" // bytes differ, or the entry is of the wrong type
	KindMode     = "mode"     // bytes match, permission bits do not
	KindClash    = "clash"    // a target entry of that name belongs to the user
	KindKept     = "kept"     // a target entry skillpin made for a skill no longer rooted, left because files were added to it
)

// Mismatch is one difference between what is on disk and what the lock says.
type Mismatch struct {
	// Path is slash-separated: skill-relative for a store entry,
	// "<name>/<file>" for the root and targets ("<name>" for a whole skill).
	Path string `json:"path"`
	Kind string `json:"kind"`
	// Detail says more, and what to do: the commands it names are
	// rendered for the scope it is printed in (JSON has its text in a
	// project).
	Detail hint.Msg `json:"detail,omitzero"`
}

func (m Mismatch) String() string { return m.Render(hint.Current) }

// Render is the mismatch for people, the commands its Detail names
// rendered for scope s.
func (m Mismatch) Render(s hint.Scope) string {
	out := m.Kind + " " + m.Path
	if !m.Detail.IsZero() {
		out += ": " + m.Detail.Render(s)
	}
	return out
}

// ValidRelPath reports whether p is a clean, relative, slash-separated
// path that stays inside its directory: what a locked file path must be
// before skillpin writes it to disk.
func ValidRelPath(p string) bool {
	if p == "" || p == "." || !fs.ValidPath(p) {
		return false
	}
	return !strings.ContainsAny(p, "\\\x00")
}

// DigestHex is the store directory name of a skill digest.
func DigestHex(digest string) (string, error) {
	if !catalog.ValidDigest(digest) {
		return "", fmt.Errorf("invalid skill digest %q: want sha256: followed by 64 lowercase hex digits", digest)
	}
	return strings.TrimPrefix(digest, catalog.DigestPrefix), nil
}

// FileMode is the permission a stored or copied file gets: read-only, and
// executable only when the lock says so.
func FileMode(exec bool) os.FileMode {
	if exec {
		return 0o555
	}
	return 0o444
}
