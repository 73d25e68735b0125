// Package removeplan decides what `remove` takes out of a project's
// manifest and lock, from values: a source named goes whole; a skill named
// leaves its source's selection (a source that takes every skill lists
// the rest instead, and a source left selecting nothing goes too).
package removeplan

import (
	"fmt"
	"slices"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// Plan is what removing names does.
type Plan struct {
	Manifest []byte             // the new skills.toml, edited in place
	Parsed   *manifest.Manifest // Manifest, parsed
	Lock     *lock.Lock         // the new lock
	Drop     map[string]bool    // the skills taken out, by name
	Sources  []string           // the sources taken out
	Skills   []string           // the skills taken out, sorted
}

// Make plans the removal of names (skills or sources) from the manifest
// (its text data, parsed as m) and the lock prev (nil when none).
// suggest proposes close names for a typo (" (did you mean …?)").
func Make(data []byte, m *manifest.Manifest, prev *lock.Lock, names []string, suggest func(string) string) (*Plan, error) {
	res := &Plan{Drop: map[string]bool{}}
	// Every edit goes through one File: each sees the ones before it,
	// and the text is parsed once, not once per name.
	f, err := manifest.ParseFile(data)
	if err != nil {
		return nil, err
	}
	l := &lock.Lock{Version: lock.LockVersion}
	if prev != nil {
		cp := *prev
		l = &cp
	}
	for _, n := range names {
		if src := m.Source(n); src != nil {
			if err := f.RemoveSource(n); err != nil {
				return nil, err
			}
			res.Sources = append(res.Sources, n)
			for _, sk := range l.SkillsOf(n) {
				res.Drop[sk.Name] = true
			}
			continue
		}
		sk := l.Skill(n)
		if sk == nil {
			return nil, errkind.Mark(fmt.Errorf("no skill or source named %q in this project%s", n, suggest(n)), errkind.Invalid)
		}
		src := f.Manifest.Source(sk.Source)
		if src == nil {
			res.Drop[n] = true
			res.Skills = append(res.Skills, n)
			continue
		}
		next := *src
		if slices.Contains(next.Skills, "*") {
			// "*" cannot express "all but one": list the rest explicitly.
			next.Skills = nil
			for _, other := range l.SkillsOf(src.Name) {
				if other.Name != n && !res.Drop[other.Name] {
					next.Skills = append(next.Skills, other.Name)
				}
			}
		} else {
			next.Skills = slices.DeleteFunc(slices.Clone(next.Skills), func(s string) bool { return s == n })
		}
		next.Paths = slices.DeleteFunc(slices.Clone(next.Paths), func(s string) bool { return resolve.CleanPath(s) == sk.Path })
		if len(next.Skills) == 0 && len(next.Paths) == 0 {
			err = f.RemoveSource(src.Name)
			res.Sources = append(res.Sources, src.Name)
		} else {
			err = f.ReplaceSource(src.Name, next)
		}
		if err != nil {
			return nil, err
		}
		res.Drop[n] = true
		res.Skills = append(res.Skills, n)
	}
	res.Parsed, res.Manifest = f.Manifest, f.Format()
	l.Skills = slices.DeleteFunc(slices.Clone(l.Skills), func(sk lock.LockedSkill) bool { return res.Drop[sk.Name] })
	l.Sources = slices.DeleteFunc(slices.Clone(l.Sources), func(s lock.LockedSource) bool { return res.Parsed.Source(s.Name) == nil })
	res.Lock = l
	for n := range res.Drop {
		if !slices.Contains(res.Skills, n) {
			res.Skills = append(res.Skills, n)
		}
	}
	slices.Sort(res.Skills)
	return res, nil
}
