package resolve

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
)

// Drift is one way skills.toml and skills.lock disagree.
type Drift struct {
	Source string
	Skill  string
	What   string
	Policy bool // the organisation policy, not a source
}

func (d Drift) String() string {
	if d.Policy {
		return "[policy]: " + d.What
	}
	if d.Skill != "" {
		return fmt.Sprintf("source %q, skill %q: %s", d.Source, d.Skill, d.What)
	}
	return fmt.Sprintf("source %q: %s", d.Source, d.What)
}

// CompareManifestLock lists every disagreement between intent and lock.
// A source whose selection is "*" accepts whatever skills are locked for
// it: only re-resolving can say whether upstream has more.
func CompareManifestLock(m *manifest.Manifest, l *lock.Lock) []Drift {
	var out []Drift
	if l == nil {
		for _, s := range m.Sources {
			out = append(out, Drift{Source: s.Name, What: "in skills.toml but skills.lock does not exist"})
		}
		return out
	}
	for i := range m.Sources {
		out = append(out, SourceDrift(&m.Sources[i], l)...)
	}
	for _, ls := range l.Sources {
		if m.Source(ls.Name) == nil {
			out = append(out, Drift{Source: ls.Name, What: "locked but no longer in skills.toml"})
		}
	}
	for _, sk := range l.Skills {
		if l.Source(sk.Source) == nil {
			out = append(out, Drift{Source: sk.Source, Skill: sk.Name, What: "locked skill refers to a source that is not locked"})
		}
	}
	if d := l.PolicyDrift(m.PolicyPinned()); d != "" {
		out = append(out, Drift{Policy: true, What: d})
	}
	return out
}

// SourceDrift lists how the lock's entry of src disagrees with src: its
// pin, its signatures, and the skills it selects.
func SourceDrift(src *manifest.Source, l *lock.Lock) []Drift {
	ls := l.Source(src.Name)
	if ls == nil {
		return []Drift{{Source: src.Name, What: "in skills.toml but not locked"}}
	}
	var out []Drift
	if ls.URL != src.URL {
		out = append(out, Drift{Source: src.Name, What: fmt.Sprintf("url is %q in skills.toml but %q in skills.lock", src.URL, ls.URL)})
	}
	if ls.Ref != src.Ref {
		out = append(out, Drift{Source: src.Name, What: fmt.Sprintf("ref is %q in skills.toml but %q in skills.lock", src.Ref, ls.Ref)})
	}
	locked := l.SkillsOf(src.Name)
	if len(locked) == 0 {
		out = append(out, Drift{Source: src.Name, What: "no skill of this source is locked"})
	}
	for _, sk := range locked {
		switch {
		case src.Signature != nil && sk.Signature == nil:
			out = append(out, Drift{Source: src.Name, Skill: sk.Name, What: "skills.toml requires a signature and the lock records none"})
		case src.Signature == nil && sk.Signature != nil:
			out = append(out, Drift{Source: src.Name, Skill: sk.Name, What: "the lock records a signature that skills.toml does not require, so nothing verifies it"})
		}
	}
	return append(out, selectionDrift(src, locked)...)
}

// selectionDrift lists the skills src selects that are not locked and
// the locked ones it does not select.
func selectionDrift(src *manifest.Source, locked []lock.LockedSkill) []Drift {
	var out []Drift
	sel := Selection{Names: src.Skills, Paths: src.Paths}
	if sel.All() {
		for _, sk := range locked {
			if slices.Contains(src.Exclude, sk.Name) {
				out = append(out, Drift{Source: src.Name, Skill: sk.Name, What: "locked but excluded in skills.toml"})
			}
		}
		return out
	}
	wanted := map[string]bool{}
	for _, name := range src.Skills {
		found := false
		for _, sk := range locked {
			if sk.Name == name {
				found = true
				wanted[sk.Name] = true
			}
		}
		if !found {
			out = append(out, Drift{Source: src.Name, Skill: name, What: "selected in skills.toml but not locked"})
		}
	}
	for _, p := range src.Paths {
		found := false
		for _, sk := range locked {
			if sk.Path == CleanPath(p) {
				found = true
				wanted[sk.Name] = true
			}
		}
		if !found {
			out = append(out, Drift{Source: src.Name, Skill: p, What: "path selected in skills.toml but not locked"})
		}
	}
	if !sel.Empty() {
		for _, sk := range locked {
			if !wanted[sk.Name] {
				out = append(out, Drift{Source: src.Name, Skill: sk.Name, What: "locked but not selected in skills.toml"})
			}
		}
	}
	return out
}

// CleanPath is a skill path as the manifest and the lock write it:
// slashes, no leading or trailing one, "." for the root.
func CleanPath(p string) string {
	p = strings.Trim(strings.ReplaceAll(p, "\\", "/"), "/")
	if p == "" {
		return "."
	}
	return p
}
