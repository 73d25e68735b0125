package resolve

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Input is what a relock reads: the manifest it builds the lock of, the
// previous lock (nil when there is none, or none is to be kept), and
// what to resolve again.
type Input struct {
	Manifest *manifest.Manifest
	Lock     *lock.Lock
	// Force are the sources resolved again even when their locked entry
	// still matches the manifest.
	Force map[string]bool
	// AcceptMoved are the sources whose locked tag may now name another
	// commit; any other such source is refused with a *TagMovedError
	// before anything is written.
	AcceptMoved map[string]bool
	// RefreshPolicy resolves the organisation policy's ref again even
	// when the lock pins the one the manifest names (update of every
	// source).
	RefreshPolicy bool
	// SkipClashes names the source (added with --all) whose skills are
	// left out, in Result.Clashes, when another source has their name.
	SkipClashes string
	// HoldMoved keeps a source whose tag moved at its locked commit, in
	// Result.Held, instead of refusing the whole relock (update of
	// several sources), when the manifest still asks for what it locked.
	HoldMoved bool
}

// Result is the outcome of (re-)resolving some sources.
type Result struct {
	Lock     *lock.Lock
	Trees    map[string]*Tree // source name -> tree, for sources resolved in this run
	Warnings []string
	Clashes  []Clash // skills of Input.SkipClashes left out
	Held     []*TagMovedError
}

// Relock builds the lock in.Manifest asks for. The sources in.Force
// names, and sources whose locked entry no longer matches the manifest,
// are resolved again; every other source keeps its locked commit and
// skills.
func (r *Resolver) Relock(ctx context.Context, in Input) (*Result, error) {
	m, prev := in.Manifest, in.Lock
	out := &Result{Lock: &lock.Lock{Version: lock.LockVersion}, Trees: map[string]*Tree{}}
	keep := func(ls *lock.LockedSource) {
		out.Lock.Sources = append(out.Lock.Sources, *ls)
		out.Lock.Skills = append(out.Lock.Skills, prev.SkillsOf(ls.Name)...)
	}
	for i := range m.Sources {
		src := &m.Sources[i]
		if !in.Force[src.Name] && prev != nil && len(SourceDrift(src, prev)) == 0 {
			keep(prev.Source(src.Name))
			continue
		}
		t, skills, warnings, err := r.ResolveSource(ctx, src)
		if err != nil {
			return nil, err
		}
		if prev != nil && !in.AcceptMoved[src.Name] {
			if old := prev.Source(src.Name); old != nil && TagMoved(old, &t.Source) {
				tm := &TagMovedError{Source: src.Name, Ref: old.Ref, From: old.Commit, To: t.Source.Commit, Cmd: hint.Run("update", src.Name, "--accept-moved-tag")}
				if !in.HoldMoved || len(SourceDrift(src, prev)) > 0 {
					return nil, tm
				}
				// Held at its locked commit; the other sources go on.
				out.Held = append(out.Held, tm)
				keep(old)
				continue
			}
		}
		out.Lock.Sources = append(out.Lock.Sources, t.Source)
		out.Lock.Skills = append(out.Lock.Skills, skills...)
		out.Trees[src.Name] = t
		out.Warnings = append(out.Warnings, warnings...)
	}
	if in.SkipClashes != "" {
		out.Clashes = dropClashes(out.Lock, in.SkipClashes)
	}
	if err := checkUniqueNames(out.Lock); err != nil {
		return nil, err
	}
	if r.Policy != nil {
		pin, err := r.Policy(ctx, m, prev, in.RefreshPolicy)
		if err != nil {
			return nil, err
		}
		out.Lock.Policy = pin
	}
	out.Lock.Sort()
	return out, nil
}

// ResolveSource resolves one manifest source: ref to commit, scan, pick,
// hash, validate and check signatures.
func (r *Resolver) ResolveSource(ctx context.Context, src *manifest.Source) (*Tree, []lock.LockedSkill, []string, error) {
	t, err := r.OpenTree(ctx, src)
	if err != nil {
		return nil, nil, nil, err
	}
	scan, err := catalog.Scan(t.FS, catalog.ScanOptions{Limits: r.limits()})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("source %q: scan: %w", src.Name, err)
	}
	label := fmt.Sprintf("source %q (%s", src.Name, src.URL)
	if t.Source.Commit != "" {
		label += " at " + Short(t.Source.Commit)
	}
	label += ")"
	sel := Selection{Names: src.Skills, Paths: src.Paths, Exclude: src.Exclude}
	picks, warnings, err := Pick(t, scan, sel, label)
	if err != nil {
		return nil, nil, nil, err
	}
	locked, errs, err := r.lockPicked(ctx, src, t, picks)
	if err != nil {
		return nil, nil, nil, err
	}
	var skills []lock.LockedSkill
	var refused []*catalog.Skill
	for i, pk := range picks {
		sk, err := locked[i], errs[i]
		if pe, ok := err.(*ProblemsError); ok {
			if sel.All() {
				// "*" has one rule: a skill that breaks one is skipped and
				// reported with its code, the others are taken.
				for _, s := range pe.Skills {
					warnings = append(warnings, fmt.Sprintf("skipping %s: %s", s.Dir, FirstError(s)))
				}
				continue
			}
			refused = append(refused, pe.Skills...)
			continue
		}
		if err != nil {
			return nil, nil, nil, err
		}
		skills = append(skills, sk)
		warnings = append(warnings, skillWarnings(pk.Skill)...)
	}
	switch {
	case len(refused) > 0:
		return nil, nil, nil, &ProblemsError{Skills: refused}
	case len(skills) == 0 && sel.All():
		return nil, nil, nil, errkind.Mark(fmt.Errorf("%s: every skill breaks a rule, so none could be added:\n  %s", label, strings.Join(warnings, "\n  ")), errkind.CheckFailed)
	case len(skills) == 0:
		return nil, nil, nil, badInput(fmt.Errorf("%s: no valid skill selected", label))
	}
	return t, skills, warnings, nil
}

// lockPicked locks the picked skills of t in parallel: each skill's entry
// and error, in the order of picks; err is set only when the run was
// interrupted or the skills' files could not be fetched.
func (r *Resolver) lockPicked(ctx context.Context, src *manifest.Source, t *Tree, picks []Picked) ([]lock.LockedSkill, []error, error) {
	// After a partial fetch, bring every picked skill's files in one
	// request rather than one per skill as each is hashed.
	dirs := make([]string, len(picks))
	for i, pk := range picks {
		dirs[i] = pk.Skill.Dir
	}
	if err := fetch.Prefetch(t.FS, dirs); err != nil {
		return nil, nil, fmt.Errorf("source %q: %w", src.Name, err)
	}
	// The picked skills are hashed in parallel (see TreePool).
	pool := r.TreePool(ctx, t.FS, &t.Source, len(picks))
	locked := make([]lock.LockedSkill, len(picks))
	errs := make([]error, len(picks))
	if err := Parallel(ctx, len(picks), func(i int) {
		fsys := <-pool
		defer func() { pool <- fsys }()
		locked[i], errs[i] = r.LockSkill(src, picks[i], fsys)
	}); err != nil {
		return nil, nil, err
	}
	return locked, errs, nil
}

// skillWarnings are a locked skill's warnings (LFS pointers, fields over
// their bounds, a name that differs from its directory), once each: they
// do not block, but the person adding or updating the skill must see them.
func skillWarnings(s *catalog.Skill) []string {
	var out []string
	seen := map[string]bool{}
	for _, pr := range s.Problems {
		if pr.Severity != catalog.Warning {
			continue
		}
		w := fmt.Sprintf("skill %s: %s %s: %s", s.Name, pr.Code, pr.File, pr.Message)
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// NameConflictError is the same skill name from two sources.
type NameConflictError struct {
	Name    string
	Sources [2]string // "source (path)"
}

func (e *NameConflictError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the command it names rendered for
// scope s.
func (e *NameConflictError) Render(s hint.Scope) string {
	return fmt.Sprintf("skill %q is provided by both %s and %s; a project can hold one skill per name: drop one with `%s` or select differently", e.Name, e.Sources[0], e.Sources[1], hint.Run("remove").Line(s))
}

func (e *NameConflictError) Is(target error) bool { return target == errkind.Invalid }

func checkUniqueNames(l *lock.Lock) error {
	seen := map[string]lock.LockedSkill{}
	for _, sk := range l.Skills {
		if prev, ok := seen[sk.Name]; ok {
			return &NameConflictError{Name: sk.Name, Sources: [2]string{
				fmt.Sprintf("source %q (%s)", prev.Source, prev.Path),
				fmt.Sprintf("source %q (%s)", sk.Source, sk.Path),
			}}
		}
		seen[sk.Name] = sk
	}
	return nil
}

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

// ClashNames are the names of cs, joined with commas.
func ClashNames(cs []Clash) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.Name
	}
	return strings.Join(names, ", ")
}
