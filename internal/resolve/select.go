package resolve

import (
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/suggest"
)

// Selection says which skills of a source to take.
type Selection struct {
	Names   []string // by frontmatter name; "*" = every skill
	Paths   []string // by directory in the source
	Exclude []string // with "*": names left out
}

// All reports whether the selection takes every skill ("*").
func (s Selection) All() bool { return slices.Contains(s.Names, "*") }

// Empty reports whether the selection names nothing.
func (s Selection) Empty() bool { return len(s.Names) == 0 && len(s.Paths) == 0 }

// Picked is a skill chosen from a scanned tree.
type Picked struct {
	Skill *catalog.Skill
	Tree  *Tree
}

// ProblemsError refuses an operation because selected skills are invalid.
type ProblemsError struct {
	Skills []*catalog.Skill
}

func (e *ProblemsError) Error() string {
	var b strings.Builder
	for i, s := range e.Skills {
		if i > 0 {
			b.WriteString("\n")
		}
		name := s.Name
		if name == "" {
			name = s.Dir
		}
		fmt.Fprintf(&b, "skill %s (%s) is refused:", name, s.Dir)
		for _, pr := range s.Problems {
			if pr.Severity == catalog.Error {
				fmt.Fprintf(&b, "\n  %s", pr)
			}
		}
	}
	return b.String()
}

func (e *ProblemsError) Is(target error) bool { return target == errkind.CheckFailed }

// ListError is returned when a source holds several skills and none was
// selected: the caller shows what is there.
type ListError struct {
	Source string
	Skills []*catalog.Skill
}

func (e *ListError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the command it names rendered for
// scope s.
func (e *ListError) Render(s hint.Scope) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s holds %d skills; pick with --skill NAME (or --path DIR, or --all):", e.Source, len(e.Skills))
	for _, s := range e.Skills {
		desc := ""
		if s.Doc != nil && s.Doc.Frontmatter != nil {
			desc = humanize.OneLine(s.Doc.Frontmatter.Description, 70)
		}
		name := s.Name
		if name == "" {
			name = "(invalid)"
		}
		fmt.Fprintf(&b, "\n  %-28s %-30s %s", name, s.Dir, desc)
	}
	fmt.Fprintf(&b, "\n(`%s` shows each with whether it can be added, and exits 0)", hint.Run("add", "SOURCE", "--list").Line(s))
	return b.String()
}

func (e *ListError) Is(target error) bool { return target == errkind.Invalid }

func badInput(err error) error { return errkind.Mark(err, errkind.Invalid) }

// Pick selects skills from a scanned tree. Names that match two skills are
// an error listing both paths. Without any selector a single-skill source
// yields its skill and a multi-skill source a *ListError. The warnings
// name the skills "*" skipped and excluded names that match nothing.
func Pick(t *Tree, scan *catalog.Result, sel Selection, sourceLabel string) ([]Picked, []string, error) {
	if len(scan.Skills) == 0 {
		return nil, nil, badInput(fmt.Errorf("%s holds no skills (no directory with a SKILL.md)", sourceLabel))
	}
	if sel.Empty() {
		if len(scan.Skills) > 1 {
			return nil, nil, &ListError{Source: sourceLabel, Skills: scan.Skills}
		}
		return []Picked{{Skill: scan.Skills[0], Tree: t}}, nil, nil
	}
	pk := picker{tree: t, seen: map[string]bool{}, byName: map[string][]*catalog.Skill{}}
	for _, s := range scan.Skills {
		if s.Name != "" {
			pk.byName[s.Name] = append(pk.byName[s.Name], s)
		}
	}
	var warnings []string
	if sel.All() {
		warnings = pk.all(scan, sel, sourceLabel)
	}
	if err := pk.names(sel.Names, sourceLabel); err != nil {
		return nil, nil, err
	}
	if err := pk.paths(scan, sel.Paths, sourceLabel); err != nil {
		return nil, nil, err
	}
	return pk.out, warnings, nil
}

// picker collects the skills Pick takes, each once.
type picker struct {
	tree   *Tree
	out    []Picked
	seen   map[string]bool // by directory
	byName map[string][]*catalog.Skill
}

func (pk *picker) add(s *catalog.Skill) {
	if !pk.seen[s.Dir] {
		pk.seen[s.Dir] = true
		pk.out = append(pk.out, Picked{Skill: s, Tree: pk.tree})
	}
}

// all takes every valid, uniquely named skill not excluded, and warns
// about the rest.
func (pk *picker) all(scan *catalog.Result, sel Selection, sourceLabel string) []string {
	var warnings []string
	for _, s := range scan.Skills {
		if slices.Contains(sel.Exclude, s.Name) {
			continue
		}
		if !s.Valid() || s.Name == "" || len(pk.byName[s.Name]) > 1 {
			warnings = append(warnings, fmt.Sprintf("skipping %s: %s", s.Dir, FirstError(s)))
			continue
		}
		pk.add(s)
	}
	for _, x := range sel.Exclude {
		if len(pk.byName[x]) == 0 {
			warnings = append(warnings, fmt.Sprintf("exclude %q matches no skill of %s%s", x, sourceLabel, didYouMean(x, pk.byName)))
		}
	}
	return warnings
}

// names takes the skills named, each of which must be exactly one skill.
func (pk *picker) names(names []string, sourceLabel string) error {
	for _, name := range names {
		if name == "*" {
			continue
		}
		cands := pk.byName[name]
		switch len(cands) {
		case 0:
			return badInput(fmt.Errorf("%s has no skill named %q%s", sourceLabel, name, didYouMean(name, pk.byName)))
		case 1:
			pk.add(cands[0])
		default:
			var dirs []string
			for _, c := range cands {
				dirs = append(dirs, c.Dir)
			}
			return badInput(fmt.Errorf("%s has %d skills named %q (%s); pick one with --path DIR", sourceLabel, len(cands), name, strings.Join(dirs, ", ")))
		}
	}
	return nil
}

// paths takes the skills at the directories named.
func (pk *picker) paths(scan *catalog.Result, dirs []string, sourceLabel string) error {
	for _, dir := range dirs {
		clean := path.Clean(strings.Trim(filepath.ToSlash(dir), "/"))
		if clean == "" {
			clean = "."
		}
		var found *catalog.Skill
		for _, s := range scan.Skills {
			if s.Dir == clean {
				found = s
			}
		}
		if found == nil {
			return badInput(fmt.Errorf("%s has no skill at path %q (a directory with a SKILL.md)", sourceLabel, dir))
		}
		pk.add(found)
	}
	return nil
}

// FirstError is why a skill was refused: its first error, or why its
// name cannot be used.
func FirstError(s *catalog.Skill) string {
	for _, pr := range s.Problems {
		if pr.Severity == catalog.Error {
			return string(pr.Code) + ": " + pr.Message
		}
	}
	if s.Name == "" {
		return "no name"
	}
	return "duplicate name " + s.Name
}

// didYouMean names up to three skills whose names are close to name.
func didYouMean(name string, byName map[string][]*catalog.Skill) string {
	var names []string
	for n := range byName {
		names = append(names, n)
	}
	close := suggest.Closest(name, names, 3)
	if len(close) == 0 {
		return ""
	}
	return " (did you mean " + strings.Join(close, ", ") + "?)"
}
