package cmdutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog"
)

// SkillPath is one PATH argument of lint or audit, resolved.
type SkillPath struct {
	Arg string // as given, for display
	Abs string // the directory to scan
}

// ResolveSkillPath turns a PATH argument of lint or audit into the
// directory to scan: the directory itself, or the directory of a SKILL.md
// file. Its errors start with "lint" (audit says its own name instead).
func ResolveSkillPath(base, arg string) (SkillPath, error) {
	abs := arg
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(base, arg)
	}
	fi, err := os.Stat(abs)
	if errors.Is(err, fs.ErrNotExist) {
		return SkillPath{}, UsageErrorf("lint: %s does not exist", arg)
	}
	if err != nil {
		return SkillPath{}, UsageErrorf("lint: %v", err)
	}
	if !fi.IsDir() {
		if filepath.Base(abs) != catalog.SkillFile {
			return SkillPath{}, UsageErrorf("lint: %s is a file; pass a skill directory, a SKILL.md or a tree of skills", arg)
		}
		return SkillPath{Arg: filepath.Dir(arg), Abs: filepath.Dir(abs)}, nil
	}
	return SkillPath{Arg: filepath.Clean(arg), Abs: filepath.Clean(abs)}, nil
}
