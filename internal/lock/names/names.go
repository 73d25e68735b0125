// Package names holds the naming rules of skillpin's files: what may name
// a skill, what may name a source, and what a relative directory of a
// project or source may be. The manifest, the lockfile, the skill model
// and serving all judge names by these functions, so a name one accepts
// the others accept too.
package names

import (
	"errors"
	"fmt"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// MaxSkill is the longest skill name, in characters (the Agent Skills
// specification).
const MaxSkill = 64

// Skill checks a skill name: 1-64 characters of a-z, 0-9 and hyphens, no
// leading, trailing or doubled hyphen. The error says which rule the name
// breaks. The trusted root uses the name as a directory name.
func Skill(name string) error {
	switch {
	case name == "":
		return errors.New("name is empty")
	case utf8.RuneCountInString(name) > MaxSkill:
		return fmt.Errorf("name %q is %d characters, over the %d limit", name, utf8.RuneCountInString(name), MaxSkill)
	case name[0] == '-':
		return fmt.Errorf("name %q starts with a hyphen", name)
	case name[len(name)-1] == '-':
		return fmt.Errorf("name %q ends with a hyphen", name)
	case strings.Contains(name, "--"):
		return fmt.Errorf("name %q has consecutive hyphens", name)
	}
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-':
		case r >= 'A' && r <= 'Z':
			return fmt.Errorf("name %q has uppercase letter %q", name, r)
		case r == ' ' || r == '\t':
			return fmt.Errorf("name %q contains whitespace", name)
		default:
			return fmt.Errorf("name %q contains %q; only a-z, 0-9 and hyphens are allowed", name, r)
		}
	}
	return nil
}

// MaxSource bounds the length of a source name.
const MaxSource = 100

// ValidSource reports whether name may name a source: it appears on
// command lines, in the lockfile and in messages, so it is kept to a
// filename-safe word: an ASCII letter or digit, then up to MaxSource-1
// letters, digits, '.', '_' or '-'. (A regular expression with that bound
// compiled to a program of a hundred copies at every start of the
// process.)
func ValidSource(name string) bool {
	if name == "" || len(name) > MaxSource {
		return false
	}
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case i > 0 && (c == '.' || c == '_' || c == '-'):
		default:
			return false
		}
	}
	return true
}

// RelDir says what is wrong with a project- or source-relative directory,
// or "" when it is fine. Like a name in a skill's tree (see
// catalog.ValidName), it may hold no control character and none of the
// characters safetext shows escaped (bidi controls, zero-width and other
// invisible characters, invalid UTF-8): such a directory would be created
// under a name that reads as another, and would put a line break or a
// terminal escape in every message that names it.
func RelDir(d string) string { return RelDirProblem(d, true) }

// RelDirProblem is RelDir; without hidden, characters are not checked (a
// base under review may predate that rule: it is shown escaped, never
// used).
func RelDirProblem(d string, hidden bool) string {
	hiddenAt := -1
	if hidden {
		hiddenAt = strings.IndexFunc(d, func(r rune) bool { return r < 0x20 || r == 0x7f || safetext.Hidden(r) })
	}
	switch {
	case d == "":
		return "is empty"
	case strings.ContainsAny(d, "\\\x00"):
		return "contains a backslash or NUL"
	case hidden && !utf8.ValidString(d):
		return "is not valid UTF-8"
	case hiddenAt >= 0:
		r, _ := utf8.DecodeRuneInString(d[hiddenAt:])
		if r < 0x20 || r == 0x7f {
			return fmt.Sprintf("contains the control character %U", r)
		}
		return fmt.Sprintf("contains the invisible or formatting character %U", r)
	case strings.HasPrefix(d, "/"):
		return "is absolute"
	case path.Clean(d) == ".." || strings.HasPrefix(path.Clean(d), "../"):
		return "leaves its directory"
	}
	return ""
}
