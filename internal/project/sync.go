package project

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
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/state"
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
		out = append(out, sourceDrift(&m.Sources[i], l)...)
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
	if d := state.PolicyDrift(m, l); d != "" {
		out = append(out, Drift{Policy: true, What: d})
	}
	return out
}

func sourceDrift(src *manifest.Source, l *lock.Lock) []Drift {
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
	sel := Selection{Names: src.Skills, Paths: src.Paths}
	if sel.all() {
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
			if sk.Path == cleanPath(p) {
				found = true
				wanted[sk.Name] = true
			}
		}
		if !found {
			out = append(out, Drift{Source: src.Name, Skill: p, What: "path selected in skills.toml but not locked"})
		}
	}
	if !sel.empty() {
		for _, sk := range locked {
			if !wanted[sk.Name] {
				out = append(out, Drift{Source: src.Name, Skill: sk.Name, What: "locked but not selected in skills.toml"})
			}
		}
	}
	return out
}

func cleanPath(p string) string {
	p = strings.Trim(strings.ReplaceAll(p, "\\", "/"), "/")
	if p == "" {
		return "."
	}
	return p
}

// resolved is the outcome of (re-)resolving some sources.
type resolved struct {
	lock     *lock.Lock
	trees    map[string]*tree // source name -> tree, for sources resolved in this run
	warnings []string
	clashes  []Clash // skills of relockOptions.skipClashes left out
	held     []*TagMovedError
}

// relockOptions say what relock resolves again.
type relockOptions struct {
	// force are the sources resolved again even when their locked entry
	// still matches the manifest.
	force map[string]bool
	// acceptMoved are the sources whose locked tag may now name another
	// commit; any other such source is refused with a *TagMovedError
	// before anything is written.
	acceptMoved map[string]bool
	// refreshPolicy resolves the organisation policy's ref again even
	// when the lock pins the one the manifest names (update of every
	// source).
	refreshPolicy bool
	// skipClashes names the source (added with --all) whose skills are
	// left out, in resolved.clashes, when another source has their name.
	skipClashes string
	// holdMoved keeps a source whose tag moved at its locked commit, in
	// resolved.held, instead of refusing the whole relock (update of
	// several sources), when skills.toml still asks for what it locked.
	holdMoved bool
}

// relock builds the lock manifest m asks for (the project's, or one about
// to be written). The sources opts forces, and sources whose locked entry
// no longer matches m, are resolved again; every other source keeps its
// locked commit and skills.
func (p *Project) relock(ctx context.Context, m *manifest.Manifest, opts relockOptions) (*resolved, error) {
	force, acceptMoved := opts.force, opts.acceptMoved
	out := &resolved{lock: &lock.Lock{Version: lock.LockVersion}, trees: map[string]*tree{}}
	for i := range m.Sources {
		src := &m.Sources[i]
		keep := !force[src.Name] && p.st.Lock() != nil && len(sourceDrift(src, p.st.Lock())) == 0
		if keep {
			out.lock.Sources = append(out.lock.Sources, *p.st.Lock().Source(src.Name))
			out.lock.Skills = append(out.lock.Skills, p.st.Lock().SkillsOf(src.Name)...)
			continue
		}
		ls, skills, warnings, err := p.resolveSource(ctx, src)
		if err != nil {
			return nil, err
		}
		if p.st.Lock() != nil && !acceptMoved[src.Name] {
			if old := p.st.Lock().Source(src.Name); old != nil && TagMoved(old, &ls.source) {
				tm := &TagMovedError{Source: src.Name, Ref: old.Ref, From: old.Commit, To: ls.source.Commit, Cmd: hint.Run("update", src.Name, "--accept-moved-tag")}
				if !opts.holdMoved || len(sourceDrift(src, p.st.Lock())) > 0 {
					return nil, tm
				}
				// Held at its locked commit; the other sources go on.
				out.held = append(out.held, tm)
				out.lock.Sources = append(out.lock.Sources, *old)
				out.lock.Skills = append(out.lock.Skills, p.st.Lock().SkillsOf(src.Name)...)
				continue
			}
		}
		out.lock.Sources = append(out.lock.Sources, ls.source)
		out.lock.Skills = append(out.lock.Skills, skills...)
		out.trees[src.Name] = ls
		out.warnings = append(out.warnings, warnings...)
	}
	if opts.skipClashes != "" {
		out.clashes = dropClashes(out.lock, opts.skipClashes)
	}
	if err := checkUniqueNames(out.lock); err != nil {
		return nil, err
	}
	pin, err := p.resolvePolicy(ctx, m, opts.refreshPolicy)
	if err != nil {
		return nil, err
	}
	out.lock.Policy = pin
	out.lock.Sort()
	return out, nil
}

// resolveSource resolves one manifest source: ref to commit, scan, pick,
// hash, validate and check signatures.
func (p *Project) resolveSource(ctx context.Context, src *manifest.Source) (*tree, []lock.LockedSkill, []string, error) {
	t, err := p.openTree(ctx, src)
	if err != nil {
		return nil, nil, nil, err
	}
	scan, err := catalog.Scan(t.fsys, catalog.ScanOptions{Limits: p.limits()})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("source %q: scan: %w", src.Name, err)
	}
	label := fmt.Sprintf("source %q (%s", src.Name, src.URL)
	if t.source.Commit != "" {
		label += " at " + short(t.source.Commit)
	}
	label += ")"
	sel := Selection{Names: src.Skills, Paths: src.Paths, Exclude: src.Exclude}
	picks, warnings, err := pick(t, scan, sel, label)
	if err != nil {
		return nil, nil, nil, err
	}
	// After a partial fetch, bring every picked skill's files in one
	// request rather than one per skill as each is hashed.
	dirs := make([]string, len(picks))
	for i, pk := range picks {
		dirs[i] = pk.skill.Dir
	}
	if err := fetch.Prefetch(t.fsys, dirs); err != nil {
		return nil, nil, nil, fmt.Errorf("source %q: %w", src.Name, err)
	}
	// The picked skills are hashed in parallel (see treePool).
	pool := p.treePool(ctx, t.fsys, &t.source, len(picks))
	locked := make([]lock.LockedSkill, len(picks))
	errs := make([]error, len(picks))
	if err := parallel(ctx, len(picks), func(i int) {
		fsys := <-pool
		defer func() { pool <- fsys }()
		locked[i], errs[i] = p.lockSkill(src, picks[i], fsys)
	}); err != nil {
		return nil, nil, nil, err
	}
	var skills []lock.LockedSkill
	var refused []*catalog.Skill
	for i, pk := range picks {
		sk, err := locked[i], errs[i]
		if pe, ok := err.(*ProblemsError); ok {
			if sel.all() {
				// "*" has one rule: a skill that breaks one is skipped and
				// reported with its code, the others are taken.
				for _, s := range pe.Skills {
					warnings = append(warnings, fmt.Sprintf("skipping %s: %s", s.Dir, firstError(s)))
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
		warnings = append(warnings, skillWarnings(pk.skill)...)
	}
	if len(refused) > 0 {
		return nil, nil, nil, &ProblemsError{Skills: refused}
	}
	if len(skills) == 0 && sel.all() {
		return nil, nil, nil, checkFailed(fmt.Errorf("%s: every skill breaks a rule, so none could be added:\n  %s", label, strings.Join(warnings, "\n  ")))
	}
	if len(skills) == 0 {
		return nil, nil, nil, badInput(fmt.Errorf("%s: no valid skill selected", label))
	}
	return t, skills, warnings, nil
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

func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}

// TagMoved reports whether now is old's tag resolved again to another
// commit: the same URL and tag, another commit. A moved tag is how a
// publisher (or whoever took over the repository) ships other bytes under
// a version someone reviewed.
func TagMoved(old, now *lock.LockedSource) bool {
	return old.Kind == lock.KindTag && now.Kind == lock.KindTag && old.URL == now.URL && old.Ref == now.Ref &&
		old.Commit != "" && now.Commit != "" && old.Commit != now.Commit
}

// TagMovedError is a source whose locked tag names another commit
// upstream now: never followed unless asked (update NAME
// --accept-moved-tag). Nothing was written.
type TagMovedError struct {
	Source, Ref, From, To string
	Cmd                   hint.Cmd // the command that accepts it
}

func (e *TagMovedError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the commands it names rendered for
// scope s.
func (e *TagMovedError) Render(s hint.Scope) string {
	return fmt.Sprintf("%s: source %q: tag %s moved upstream from %s to %s; a moved tag is how a publisher (or an attacker) ships other bytes under a version you reviewed, so skillpin does not follow it and nothing was written. Find out why it moved; to take the new commit, run `%s` and review it with `%s`",
		verify.CodeTagMoved, e.Source, e.Ref, short(e.From), short(e.To), e.Cmd.Line(s), hint.Run("diff").Line(s))
}

func (e *TagMovedError) Is(target error) bool { return target == errkind.CheckFailed }
