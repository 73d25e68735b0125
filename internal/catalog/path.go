package catalog

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// ValidPath checks a skill-relative slash path, as found in a file set or a
// lockfile: not empty, not absolute, every element a safe name (see
// ValidName), and no element that is git metadata (".git" in any case).
func ValidPath(p string) error {
	if p == "" {
		return errors.New("empty path")
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
// may present it: not empty, not "." or "..", valid UTF-8, and free of
// slashes, backslashes, NUL and other control characters. Each of these
// either escapes the tree, means something else on another platform, or
// breaks the line-based file-set manifest.
func ValidName(name string) error {
	switch name {
	case "":
		return errors.New("empty name")
	case ".", "..":
		return fmt.Errorf("name %q refers to a directory itself or its parent", name)
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
