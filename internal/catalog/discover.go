package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Installed is a skill found in an installed root.
type Installed struct {
	// Name is the frontmatter name, or the directory name when SKILL.md
	// has no usable name.
	Name string
	Dir  string // the skill directory, <root>/<entry>
	Root string // the root it was found in
	Doc  *Document
	// Problems name OS paths.
	Problems []Problem
}

// Valid reports whether the skill has no Error-severity problem.
func (s *Installed) Valid() bool { return !HasErrors(s.Problems) }

// Discovery is what Discover found.
type Discovery struct {
	Skills   []*Installed // sorted by name
	Shadowed []*Installed // hidden by a skill of the same name found earlier
	Problems []Problem    // about a root rather than a skill
}

// Discover reads installed roots, plain directories on disk, the way a
// harness does: one level deep, each <root>/<entry>/SKILL.md, following
// links (a root and its entries may be links, as the trusted root and
// symlinked targets are). An earlier root shadows a later one on the same
// name; the shadowed skill is reported, not lost. A missing root is no
// error, and one broken skill never hides the others. Entries starting
// with "." are skipped. The error is for an empty root path.
func Discover(roots ...string) (*Discovery, error) {
	d := &Discovery{}
	byName := map[string]*Installed{}
	for _, root := range roots {
		if root == "" {
			return nil, errors.New("discover skills: empty root path")
		}
		entries, err := os.ReadDir(root)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			d.Problems = append(d.Problems, Problem{Code: CodeReadFailed, Severity: Error, File: root,
				Message: fmt.Sprintf("cannot list skills root: %v", err), Hint: "check that the root is a readable directory"})
			continue
		}
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), ".") {
				continue
			}
			s := readInstalled(root, e.Name())
			if s == nil {
				continue
			}
			if first, ok := byName[s.Name]; ok {
				s.Problems = append(s.Problems, Problem{Code: CodeShadowed, Severity: Warning, File: s.Dir,
					Message: fmt.Sprintf("skill %q is shadowed by %s", s.Name, first.Dir),
					Hint:    "remove one of the two, or rename one; harnesses load only the first"})
				d.Shadowed = append(d.Shadowed, s)
				continue
			}
			byName[s.Name] = s
			d.Skills = append(d.Skills, s)
		}
	}
	slices.SortFunc(d.Skills, func(a, b *Installed) int { return strings.Compare(a.Name, b.Name) })
	return d, nil
}

// readInstalled reads <root>/<entry>; nil when it is not a skill directory.
func readInstalled(root, entry string) *Installed {
	dir := filepath.Join(root, entry)
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return nil
	}
	md := filepath.Join(dir, SkillFile)
	s := &Installed{Name: entry, Dir: dir, Root: root}
	data, err := readFileBounded(md, DefaultLimits.MaxBytes)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case errors.Is(err, errTooLarge):
		s.Problems = append(s.Problems, Problem{Code: CodeLimitExceeded, Severity: Error, File: md,
			Message: fmt.Sprintf("SKILL.md is over %s", humanBytes(DefaultLimits.MaxBytes)), Hint: "reinstall the skill"})
		return s
	case err != nil:
		s.Problems = append(s.Problems, Problem{Code: CodeReadFailed, Severity: Error, File: md,
			Message: fmt.Sprintf("cannot read SKILL.md: %v", err), Hint: "check the file's permissions, or reinstall the skill"})
		return s
	}
	doc, probs := ParseSkillMD(data)
	for _, p := range probs {
		p.File = md
		s.Problems = append(s.Problems, p)
	}
	s.Doc = doc
	if doc != nil && doc.Frontmatter.Name != "" {
		s.Name = doc.Frontmatter.Name
	}
	if p, ok := nameMismatch(s.Name, entry, md); ok {
		s.Problems = append(s.Problems, p)
	}
	return s
}

func readFileBounded(name string, max int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAllBounded(f, max)
}
