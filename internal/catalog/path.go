package catalog

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// MaxNameLen and MaxPathLen bound entry names and skill-relative paths,
// so that every path skillpin installs can be written: file systems cap a
// name at 255 bytes and a whole path at 1024 (macOS) or 4096 (Linux)
// bytes, of which the store, root or target directory takes its share.
const (
	MaxNameLen = 255
	MaxPathLen = 512
)

// ValidPath checks a skill-relative slash path, as found in a file set or a
// lockfile: not empty, not absolute, at most MaxPathLen bytes, every
// element a safe name (see ValidName), and no element that is git metadata
// (".git" in any case).
func ValidPath(p string) error {
	if p == "" {
		return errors.New("empty path")
	}
	if len(p) > MaxPathLen {
		return fmt.Errorf("path %q… is %d bytes, over the limit of %d", p[:40], len(p), MaxPathLen)
	}
	if strings.HasPrefix(p, "/") {
		return fmt.Errorf("path %q is absolute", p)
	}
	for elem := range strings.SplitSeq(p, "/") {
		if err := ValidName(elem); err != nil {
			return fmt.Errorf("path %q: %w", p, err)
		}
		if strings.EqualFold(elem, ".git") {
			return fmt.Errorf("path %q: element %q is git metadata", p, elem)
		}
	}
	return nil
}

// ValidName checks one directory entry name as a git tree or file system
// may present it: not empty, not "." or "..", at most MaxNameLen bytes,
// valid UTF-8, and free of slashes, backslashes, NUL and other control
// characters. Each of these either escapes the tree, means something else
// on another platform, cannot be written, or breaks the line-based
// file-set manifest.
func ValidName(name string) error {
	switch name {
	case "":
		return errors.New("empty name")
	case ".", "..":
		return fmt.Errorf("name %q refers to a directory itself or its parent", name)
	}
	if len(name) > MaxNameLen {
		return fmt.Errorf("name %q… is %d bytes, over the limit of %d", name[:40], len(name), MaxNameLen)
	}
	if !utf8.ValidString(name) {
		return fmt.Errorf("name %q is not valid UTF-8", name)
	}
	for _, r := range name {
		switch {
		case r == '/':
			return fmt.Errorf("name %q contains a slash", name)
		case r == '\\':
			return fmt.Errorf("name %q contains a backslash", name)
		case r == 0:
			return fmt.Errorf("name %q contains NUL", name)
		case r < 0x20 || r == 0x7f:
			return fmt.Errorf("name %q contains control character %U", name, r)
		}
	}
	return nil
}

// collisionKeys maps names to the form they take on a case-insensitive,
// Unicode-normalizing file system (macOS, Windows): two names with one key
// would land in the same file there.
type collisionKeys struct {
	fold cases.Caser // stateful, so one per walk
}

func newCollisionKeys() *collisionKeys { return &collisionKeys{fold: cases.Fold()} }

func (c *collisionKeys) key(name string) string {
	ascii := true
	for i := 0; i < len(name); i++ {
		if name[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(name) // case folding of ASCII
	}
	// Canonical caseless matching: NFD, fold, then NFC to compare.
	return norm.NFC.String(c.fold.String(norm.NFD.String(name)))
}
