package project

import (
	"context"
	"fmt"
	"slices"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
)

// RemoveResult reports what Remove took out.
type RemoveResult struct {
	Sources []string
	Skills  []string
	InstallResult
}

// Remove drops skills, or whole sources, from manifest, lock, approvals,
// root and targets.
func (p *Project) Remove(ctx context.Context, names []string) (*RemoveResult, error) {
	if len(names) == 0 {
		return nil, badInput(fmt.Errorf("name at least one skill or source to remove"))
	}
	var res *RemoveResult
	err := p.change(ctx, func() error {
		var err error
		res, err = p.remove(ctx, names)
		return err
	})
	return res, err
}

func (p *Project) remove(ctx context.Context, names []string) (*RemoveResult, error) {
	res := &RemoveResult{}
	// Every edit goes through one File: each sees the ones before it,
	// and the text is parsed once, not once per name.
	f, err := manifest.ParseFile(p.st.ManifestData())
	if err != nil {
		return nil, err
	}
	l := &lock.Lock{Version: lock.LockVersion}
	if p.st.Lock() != nil {
		cp := *p.st.Lock()
		l = &cp
	}
	dropSkill := map[string]bool{}
	for _, n := range names {
		if src := p.st.Manifest().Source(n); src != nil {
			if err := f.RemoveSource(n); err != nil {
				return nil, err
			}
			res.Sources = append(res.Sources, n)
			for _, sk := range l.SkillsOf(n) {
				dropSkill[sk.Name] = true
			}
			continue
		}
		sk := l.Skill(n)
		if sk == nil {
			return nil, badInput(fmt.Errorf("no skill or source named %q in this project%s", n, suggestName(p.st, n)))
		}
		src := f.Manifest.Source(sk.Source)
		if src == nil {
			dropSkill[n] = true
			res.Skills = append(res.Skills, n)
			continue
		}
		next := *src
		if slices.Contains(next.Skills, "*") {
			// "*" cannot express "all but one": list the rest explicitly.
			next.Skills = nil
			for _, other := range l.SkillsOf(src.Name) {
				if other.Name != n && !dropSkill[other.Name] {
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
		dropSkill[n] = true
		res.Skills = append(res.Skills, n)
	}
	m, data := f.Manifest, f.Format()
	l.Skills = slices.DeleteFunc(slices.Clone(l.Skills), func(sk lock.LockedSkill) bool { return dropSkill[sk.Name] })
	l.Sources = slices.DeleteFunc(slices.Clone(l.Sources), func(s lock.LockedSource) bool { return m.Source(s.Name) == nil })
	for n := range dropSkill {
		if !slices.Contains(res.Skills, n) {
			res.Skills = append(res.Skills, n)
		}
	}
	slices.Sort(res.Skills)

	// Approvals, then the manifest, then the lock: a run that stops
	// between two of these leaves the skills still locked, so running
	// the same remove again finishes the job (the lock first would leave
	// a manifest that brings them back at the next install, and a remove
	// that no longer finds them).
	removedApproval := false
	a := p.st.Approvals().Clone()
	for n := range dropSkill {
		if a.Delete(n) {
			removedApproval = true
		}
	}
	p.st = p.st.WithApprovals(a)
	// Out of the root and the targets before any of them: a run stopped
	// in between shows agents nothing the files on disk no longer approve.
	if err := p.withdraw(ctx, l); err != nil {
		return nil, err
	}
	if removedApproval {
		if err := a.Save(p.st.Layout().ApprovalsPath()); err != nil {
			return nil, err
		}
	}
	if err := p.writeManifest(data); err != nil {
		return nil, err
	}
	changed, err := p.writeLock(ctx, l)
	if err != nil {
		return nil, err
	}
	res.LockChanged = changed
	if err := p.finish(ctx, nil, &res.InstallResult); err != nil {
		return res, err
	}
	return res, nil
}
