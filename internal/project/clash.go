package project

import (
	"fmt"
	"slices"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Clash is a skill add --all left out because another source of the
// project provides a skill of the same name (a project holds one skill per
// name): recorded in the source's exclude list, and reported with the way
// to take it instead.
type Clash struct {
	Name  string `json:"name"`
	Path  string `json:"path"`  // in the source being added
	Other string `json:"other"` // the source that holds the name
	// OtherPath is the skill's path in that source.
	OtherPath string `json:"other_path"`
}

// Render is the clash as a warning, with the commands that take this
// source's skill instead, rendered for scope s.
func (c Clash) Render(s hint.Scope, source, spec string) string {
	return fmt.Sprintf("skipping %s (%s): source %q already provides a skill named %s (%s), and a project holds one skill per name; "+
		"it stays out (exclude = [%q] in source %q). To take this one instead: `%s`, then `%s`",
		c.Name, c.Path, c.Other, c.Name, c.OtherPath, c.Name, source,
		hint.Run("remove", c.Name).Line(s), hint.Run("add", spec, "--skill", c.Name).Line(s))
}

// dropClashes removes from l the skills of source that another source of
// l already names, and returns them: add --all takes what it can.
func dropClashes(l *lock.Lock, source string) []Clash {
	held := map[string]lock.LockedSkill{}
	for _, sk := range l.Skills {
		if sk.Source != source {
			held[sk.Name] = sk
		}
	}
	var out []Clash
	l.Skills = slices.DeleteFunc(l.Skills, func(sk lock.LockedSkill) bool {
		other, ok := held[sk.Name]
		if ok && sk.Source == source {
			out = append(out, Clash{Name: sk.Name, Path: sk.Path, Other: other.Source, OtherPath: other.Path})
		}
		return ok && sk.Source == source
	})
	return out
}

func clashNames(cs []Clash) string {
	var s string
	for i, c := range cs {
		if i > 0 {
			s += ", "
		}
		s += c.Name
	}
	return s
}
