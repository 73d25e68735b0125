package catalog

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"

	"github.com/skillpin/skillpin/internal/ui/safetext"
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
		if isDotGit(elem) {
			return fmt.Errorf("path %q: element %q is git metadata (or a name Windows or macOS resolve to .git)", safetext.Line(p), safetext.Line(elem))
		}
		if err := ValidName(elem); err != nil {
			return fmt.Errorf("path %q: %w", p, err)
		}
	}
	return nil
}

// isDotGit applies git's own rules (core.protectNTFS, core.protectHFS) for
// names that some file system resolves to ".git": any case; trailing dots
// and spaces and NTFS stream suffixes (".git.", ".git::$INDEX_ALLOCATION");
// the NTFS 8.3 short name "git~1"; and, on HFS+, ".git" with code points
// that HFS+ ignores inserted anywhere (".g\u200cit").
func isDotGit(name string) bool {
	if stripped := hfsIgnorable.Replace(name); stripped != name {
		name = stripped
	}
	lower := strings.ToLower(name)
	if lower == "git~1" {
		return true
	}
	rest, ok := strings.CutPrefix(lower, ".git")
	if !ok {
		return false
	}
	if i := strings.Index(rest, ":"); i >= 0 {
		rest = rest[:i] // an NTFS alternate data stream of .git
	}
	return strings.Trim(rest, ". ") == ""
}

// hfsIgnorable removes the code points HFS+ ignores when it compares names
// (the list git keeps in utf8.c).
var hfsIgnorable = strings.NewReplacer(
	"\u200c", "", "\u200d", "", "\u200e", "", "\u200f", "",
	"\u202a", "", "\u202b", "", "\u202c", "", "\u202d", "", "\u202e", "",
	"\u206a", "", "\u206b", "", "\u206c", "", "\u206d", "", "\u206e", "", "\u206f", "",
	"\ufeff", "",
)

// windowsReserved says why name would land somewhere else than itself on
// Windows, "" when it would not (from git's is_valid_win32_path): a device
// name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, CONIN$, CONOUT$), with or
// without an extension; a trailing dot or space (dropped: two names become
// one); a colon (NTFS writes "notes.md:x" into a hidden stream of
// notes.md). Other characters Windows cannot write (* ? " < > |) only fail
// there, so they are left to it.
func windowsReserved(name string) string {
	if strings.Contains(name, ":") {
		return "contains ':', which NTFS reads as a hidden stream of another file"
	}
	if strings.HasSuffix(name, ".") || strings.HasSuffix(name, " ") {
		return "ends with a dot or a space, which Windows drops (two names could become one)"
	}
	base, _, _ := strings.Cut(name, ".")
	base = strings.ToUpper(strings.TrimRight(base, " "))
	switch base {
	case "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$":
		return "is a Windows device name"
	}
	if len(base) == 4 && (strings.HasPrefix(base, "COM") || strings.HasPrefix(base, "LPT")) && base[3] >= '1' && base[3] <= '9' {
		return "is a Windows device name"
	}
	for _, sup := range []string{"COM\u00b9", "COM\u00b2", "COM\u00b3", "LPT\u00b9", "LPT\u00b2", "LPT\u00b3"} {
		if base == sup {
			return "is a Windows device name"
		}
	}
	return ""
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
		case safetext.Hidden(r):
			// Bidi overrides, zero-width and other invisible characters
			// make a name read as another ("evil\u202egnp.sh").
			return fmt.Errorf("name %q contains invisible or formatting character %U", safetext.Line(name), r)
		}
	}
	if why := windowsReserved(name); why != "" {
		return fmt.Errorf("name %q %s", name, why)
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
