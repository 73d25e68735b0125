// Package addplan decides what `add` asks of a project's manifest: the
// source it adds (a new one, or an existing source with the selection
// merged in), its default name, and whether what the relock returned may
// be added. It judges values: the manifest, the previous lock, the parsed
// spec and the relock's result.
package addplan

import (
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Request is the selection `add` asks for.
type Request struct {
	Skills  []string // --skill
	Paths   []string // --path
	All     bool     // --all
	Exclude []string // --exclude: with --all, names to leave out
	Name    string   // --name: the source name (default: DefaultName)
}

// maxName bounds the name add gives a source (the manifest takes names
// up to names.MaxSource).
const maxName = 64

func checkFailed(err error) error { return errkind.Mark(err, errkind.CheckFailed) }
func badInput(err error) error    { return errkind.Mark(err, errkind.Invalid) }

// Source is the manifest source add asks for: a new one, or the
// existing source of the same name with the new selection merged in
// (existing is that source as skills.toml has it).
func Source(m *manifest.Manifest, l *lock.Lock, req Request, spec srcspec.Spec) (src manifest.Source, existing *manifest.Source, err error) {
	name := req.Name
	if name == "" {
		name = DefaultName(m, spec)
	}
	if len(name) > maxName || !names.ValidSource(name) {
		return src, nil, badInput(fmt.Errorf("source name %q is not usable (letters, digits, '.', '_', '-'); pass --name NAME", name))
	}
	src = manifest.Source{Name: name, URL: spec.URL, Ref: spec.Ref}
	existing = m.Source(name)
	if existing != nil {
		if existing.URL != spec.URL {
			return src, nil, badInput(fmt.Errorf("source name %q is already used for %s; pass --name to name this source differently", name, existing.URL))
		}
		if err := checkOnePin(l, existing, spec); err != nil {
			return src, nil, err
		}
		src = *existing
		if spec.Ref != "" {
			src.Ref = spec.Ref
		}
	}
	if len(req.Exclude) > 0 && !req.All && !src.AllSkills() {
		return src, nil, badInput(fmt.Errorf("--exclude leaves skills out of --all; without --all, name the skills you want with --skill"))
	}
	selectAdded(&src, req)
	return src, existing, nil
}

// checkOnePin refuses to move a source that has locked skills to another
// ref: one source has one pin, and taking this ref would move every skill
// already locked from it, and revoke their approvals.
func checkOnePin(l *lock.Lock, existing *manifest.Source, spec srcspec.Spec) error {
	name := existing.Name
	if spec.Ref == "" || spec.Ref == existing.Ref || l == nil || len(l.SkillsOf(name)) == 0 {
		return nil
	}
	var names []string
	for _, sk := range l.SkillsOf(name) {
		names = append(names, sk.Name)
	}
	return badInput(hint.Errorf("source %q is pinned at %s, and adding %s@%s would move %s to %s as well; nothing was changed.\n"+
		"  to move the whole source:      %s\n"+
		"  to keep both pins side by side: %s (with the same --skill)",
		name, refOrDefault(existing.Ref), SpecBase(spec), spec.Ref, strings.Join(names, ", "), spec.Ref,
		hint.Run("update", name, "--to", spec.Ref), hint.Run("add", spec.Raw, "--name", name+"-"+sanitizeRef(spec.Ref))))
}

// selectAdded merges the selection of req into src.
func selectAdded(src *manifest.Source, req Request) {
	switch {
	case req.All:
		src.Skills = []string{"*"}
		for _, x := range req.Exclude {
			if !slices.Contains(src.Exclude, x) {
				src.Exclude = append(src.Exclude, x)
			}
		}
	case src.AllSkills():
		// The source takes every skill already: naming one asks for it
		// back if it was excluded, and is checked to be locked.
		src.Exclude = slices.DeleteFunc(slices.Clone(src.Exclude), func(x string) bool { return slices.Contains(req.Skills, x) })
	default:
		for _, s := range req.Skills {
			if !slices.Contains(src.Skills, s) {
				src.Skills = append(src.Skills, s)
			}
		}
		for _, d := range req.Paths {
			d = resolve.CleanPath(filepath.ToSlash(d))
			if !slices.Contains(src.Paths, d) {
				src.Paths = append(src.Paths, d)
			}
		}
	}
}

// DefaultName names a new source: the name of a source of the same
// URL already in skills.toml (adding more of its skills), else the
// repository's name, else — when another source has it — the name
// qualified by the owner or parent directory ("team-a-skills"), else that
// with a number. Two repositories called "skills" never share a name, and
// the name still says where the skills come from.
func DefaultName(m *manifest.Manifest, spec srcspec.Spec) string {
	for _, s := range m.Sources {
		if s.URL == spec.URL {
			return s.Name
		}
	}
	free := func(n string) bool { return m.Source(n) == nil }
	for _, n := range []string{spec.Name, spec.QualifiedName()} {
		if free(n) {
			return n
		}
	}
	base := spec.QualifiedName()
	for i := 2; ; i++ {
		if n := fmt.Sprintf("%s-%d", base, i); free(n) {
			return n
		}
	}
}

func refOrDefault(ref string) string {
	if ref == "" {
		return "the default branch"
	}
	return ref
}

// sanitizeRef makes a ref usable in a source name suggestion.
func sanitizeRef(ref string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '_' || r == '-' {
			return r
		}
		return '-'
	}, ref)
}

// SkippedHint points at the skills --all skipped, when there were any.
func SkippedHint(warnings []string) string {
	var skipped []string
	for _, w := range warnings {
		if strings.HasPrefix(w, "skipping ") {
			skipped = append(skipped, w)
		}
	}
	if len(skipped) == 0 {
		return ""
	}
	return " (" + strings.Join(skipped, "; ") + ")"
}

// SpecBase is the spec as given without its ref.
func SpecBase(spec srcspec.Spec) string {
	if i := strings.LastIndex(spec.Raw, "@"); i >= 0 && spec.Kind != srcspec.KindOCI {
		return spec.Raw[:i]
	}
	return spec.URL
}

// WithSource is m with src added, or replacing the source of its name:
// what add resolves against, so that name conflicts with other sources
// are found before any write.
func WithSource(m *manifest.Manifest, src manifest.Source) *manifest.Manifest {
	n := *m
	n.Sources = slices.Clone(n.Sources)
	if i := slices.IndexFunc(n.Sources, func(s manifest.Source) bool { return s.Name == src.Name }); i >= 0 {
		n.Sources[i] = src
	} else {
		n.Sources = append(n.Sources, src)
	}
	return &n
}

// CheckClashes judges the clashes of what the relock r returned for src,
// added as spec asks: the skills --all left out for their names are
// added to src's exclude list (the next update does not clash again); a
// source whose every skill clashes refuses the add.
func CheckClashes(spec srcspec.Spec, src *manifest.Source, r *resolve.Result) error {
	name := src.Name
	for _, c := range r.Clashes {
		if !slices.Contains(src.Exclude, c.Name) {
			src.Exclude = append(src.Exclude, c.Name)
		}
	}
	if len(r.Clashes) > 0 && !slices.ContainsFunc(r.Lock.Skills, func(sk lock.LockedSkill) bool { return sk.Source == name }) {
		return checkFailed(fmt.Errorf("every skill of %s has a name another source of the project provides (%s); nothing was changed",
			SpecBase(spec), resolve.ClashNames(r.Clashes)))
	}
	return nil
}

// CheckWanted refuses the add when a skill req names could not be
// locked from src, a source that takes every skill it holds.
func CheckWanted(req Request, src *manifest.Source, r *resolve.Result) error {
	name := src.Name
	if src.AllSkills() && !req.All {
		for _, want := range req.Skills {
			if !slices.ContainsFunc(r.Lock.Skills, func(sk lock.LockedSkill) bool { return sk.Source == name && sk.Name == want }) {
				return badInput(fmt.Errorf("source %q takes every skill it holds (--all), and none named %q could be locked%s; nothing was changed", name, want, SkippedHint(r.Warnings)))
			}
		}
	}
	return nil
}

// RefSuffix names ref in a source name ("main", "v1.2.0", "the-default-branch"):
// the same repository at a second ref is a second source, named after it.
func RefSuffix(ref string) string { return sanitizeRef(refOrDefault(ref)) }

// Offered is one skill a source offers, judged as add would judge it.
type Offered struct {
	Name        string `json:"name"` // "" when the frontmatter has none
	Description string `json:"description"`
	Path        string `json:"path"`
	// Addable says add could lock it; Reason says why not (a rule it
	// breaks with its code, a name used twice, a name another source
	// provides) and, for an addable one, what is notable ("locked
	// already").
	Addable bool   `json:"addable"`
	Reason  string `json:"reason,omitempty"`
}

// Offer judges each of skills, scanned from a source add would name
// name, as add would (Offered.Addable, Reason): its rules, a name two of
// them share, a name another source of the lock prev provides. Only the
// skills under dir are listed ("" for all of them).
func Offer(skills []*catalog.Skill, dir, name string, prev *lock.Lock) []Offered {
	out := []Offered{}
	count := map[string]int{}
	for _, s := range skills {
		if s.Name != "" {
			count[s.Name]++
		}
	}
	for _, s := range skills {
		if dir != "" && s.Dir != dir && !strings.HasPrefix(s.Dir, dir+"/") {
			continue
		}
		it := Offered{Name: s.Name, Path: s.Dir, Addable: true}
		if s.Doc != nil && s.Doc.Frontmatter != nil {
			it.Description = s.Doc.Frontmatter.Description
		}
		switch {
		case !s.Valid() || s.Name == "":
			it.Addable, it.Reason = false, resolve.FirstError(s)
		case count[s.Name] > 1:
			it.Addable, it.Reason = false, fmt.Sprintf("%d skills here are named %s: add this one with --path %s", count[s.Name], s.Name, s.Dir)
		default:
			if prev != nil {
				if sk := prev.Skill(s.Name); sk != nil && sk.Source != name {
					it.Addable, it.Reason = false, fmt.Sprintf("source %s provides a skill of this name already (a project holds one skill per name)", sk.Source)
				} else if sk != nil && sk.Path == path.Clean(s.Dir) {
					it.Reason = "locked already"
				}
			}
		}
		out = append(out, it)
	}
	return out
}
