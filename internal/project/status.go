package project

import (
	"context"
	"fmt"
	"os"
	"slices"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/verify/skillstatus"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// SkillState is everything status reports about one locked skill.
type SkillState = skillstatus.Skill

type evaluation struct {
	states  []SkillState
	entries []publish.RootEntry
	// tampered maps a skill name to how its store entry differs from the
	// lock, for the entries that were re-hashed: verify reports them
	// without hashing the store a second time.
	tampered map[string][]store.Mismatch
}

// evaluate decides, for every skill s locks, whether it belongs in the
// trusted root: stored with bytes matching the lock, signature policy
// satisfied, and approved for exactly the locked digest (or policy/trust).
// checkAll re-hashes every store entry; otherwise only entries that the
// current root generation does not already hold, and that this run did
// not write itself, are re-hashed.
func (p *Project) evaluate(s *state.State, checkAll, explain bool) (*evaluation, error) {
	ev := &evaluation{tampered: map[string][]store.Mismatch{}}
	if s.Lock() == nil {
		return ev, nil
	}
	st, err := p.openStore()
	if err != nil {
		return nil, err
	}
	root, err := p.root()
	if err != nil {
		return nil, err
	}
	current, err := root.Current()
	if err != nil {
		current = nil // unreadable: publishing rebuilds it
	}
	// Re-hashing store entries is most of the work: do it in parallel.
	stored := make([]bool, len(s.Lock().Skills))
	checks := make([][]store.Mismatch, len(s.Lock().Skills))
	checked := make([]bool, len(s.Lock().Skills))
	// Not interruptible: publishing acts on the whole evaluation.
	_ = resolve.Parallel(context.Background(), len(s.Lock().Skills), func(i int) {
		sk := &s.Lock().Skills[i]
		stored[i] = p.present[sk.Digest] || st.Has(sk.Digest)
		if stored[i] && !p.verified[sk.Digest] && (checkAll || current[sk.Name] != sk.Digest) {
			checks[i], checked[i] = p.proofs.Check(st, sk), true
		}
	})
	for i := range s.Lock().Skills {
		sk := &s.Lock().Skills[i]
		if checked[i] && len(checks[i]) == 0 {
			p.markVerified(sk.Digest)
		}
		trust := s.Trust(sk)
		var note func() string
		if explain {
			note = func() string { return changeSince(p.openStore, trust.Record.Digest, sk.Files) }
		}
		if len(checks[i]) > 0 {
			ev.tampered[sk.Name] = checks[i]
		}
		st, ok := skillstatus.Of(sk, s.Lock().Source(sk.Source), stored[i], checks[i], trust, note, s.Scope())
		if ok {
			ev.entries = append(ev.entries, publish.RootEntry{Name: sk.Name, Digest: sk.Digest, Files: sk.Files})
		}
		st.InRoot = current[sk.Name] == sk.Digest && ok
		ev.states = append(ev.states, st)
	}
	return ev, nil
}

// changeSince summarises the file-level change from an approved digest to
// the locked files, when the store open returns still holds the approved
// version.
func changeSince(open func() (*store.Store, error), oldDigest string, files catalog.FileSet) string {
	st, err := open()
	if err != nil || !st.Has(oldDigest) {
		return "the approved version is no longer in the cache, so the file-level change cannot be shown"
	}
	old, problems := catalog.FileSetOf(os.DirFS(st.Path(oldDigest)), ".", catalog.Limits{})
	if catalog.HasErrors(problems) {
		return "the approved version in the cache could not be read"
	}
	return lockdiff.DiffFiles(old, files).Describe()
}

type published struct {
	changed bool
	skills  []SkillState
	targets []publish.TargetReport
	entries []publish.RootEntry // what the root and the targets now hold
}

// publish puts the eligible skills into a new root generation (when they
// differ from the current one) and syncs the targets.
func (p *Project) publish() (*published, error) {
	ev, err := p.evaluate(p.st, false, false)
	if err != nil {
		return nil, err
	}
	st, err := p.openStore()
	if err != nil {
		return nil, err
	}
	root, err := p.root()
	if err != nil {
		return nil, err
	}
	changed, err := root.Publish(st, ev.entries, p.st.Manifest().Settings.InstallMode())
	if err != nil {
		return nil, fmt.Errorf("publish trusted root: %w", err)
	}
	reports, err := publish.SyncTargets(root, p.st.Manifest().Settings.Targets, st, ev.entries, p.st.Manifest().Settings.InstallMode())
	if err != nil {
		return nil, fmt.Errorf("sync targets: %w", err)
	}
	rooted := map[string]bool{}
	for _, e := range ev.entries {
		rooted[e.Name] = true
	}
	for i := range ev.states {
		ev.states[i].InRoot = rooted[ev.states[i].Name]
	}
	return &published{changed: changed, skills: ev.states, targets: reports, entries: ev.entries}, nil
}

// StatusReport is what a status of the project finds.
type StatusReport struct {
	Skills []SkillState
	Drift  []resolve.Drift
	// Leftovers are entries skillpin made in targets for skills no longer
	// locked: kept because files were added to them (store.KindKept,
	// until someone removes them), or not yet removed (store.KindExtra).
	Leftovers []publish.TargetMismatch
}

// StatusReport reports every locked skill's state, the drift between
// skills.toml and skills.lock, and the target entries of skills no longer
// locked, without changing anything.
func (p *Project) StatusReport() (*StatusReport, error) {
	ev, err := p.evaluate(p.st, true, true)
	if err != nil {
		return nil, err
	}
	rep := &StatusReport{Skills: ev.states, Drift: resolve.CompareManifestLock(p.st.Manifest(), p.st.Lock())}
	states := ev.states
	targets, err := publish.CleanTargets(p.st.Layout(), p.st.Manifest().Settings.Targets)
	if err != nil {
		return nil, err
	}
	root, err := p.root()
	if err != nil {
		return nil, err
	}
	rep.Leftovers = skillstatus.Targets(states, targets, publish.CheckTargets(root, targets, ev.entries))
	return rep, nil
}

// withdraw takes out of the trusted root and the targets, before a change
// of trust is written (approvals deleted, a new lock), every published
// skill that the project as it will be — lock next, the approvals and
// manifest as they are in memory — does not trust with the same digest.
// A run stopped between the withdrawal and the write (Ctrl-C, a kill, a
// full disk) then shows agents only what both the files on disk and the
// change approve: it fails closed, and running the command again finishes
// it. Nothing is written when nothing would be withdrawn; nothing is
// added here (the publication after the write does that). It returns the
// context's error when the run was interrupted meanwhile.
func (p *Project) withdraw(ctx context.Context, next *lock.Lock) error {
	root, err := p.root()
	if err != nil {
		return err
	}
	current, err := root.Current()
	if err != nil || len(current) == 0 {
		return nil // nothing published (or unreadable: the next publication rebuilds it)
	}
	// Only what is published now can be kept: evaluating just those
	// skills re-hashes nothing (their store entries are what the root
	// was built from).
	var still *lock.Lock
	if next != nil {
		l := *next
		l.Skills = slices.DeleteFunc(slices.Clone(next.Skills), func(sk lock.LockedSkill) bool { return current[sk.Name] != sk.Digest })
		still = &l
	}
	ev, err := p.evaluate(p.st.WithLock(still), false, false)
	if err != nil {
		return err
	}
	var keep []publish.RootEntry
	for _, e := range ev.entries {
		if d, ok := current[e.Name]; ok && d == e.Digest {
			keep = append(keep, e)
		}
	}
	if len(keep) == len(current) {
		return nil
	}
	st, err := p.openStore()
	if err != nil {
		return err
	}
	changed, err := root.Publish(st, keep, p.st.Manifest().Settings.InstallMode())
	if err != nil {
		return fmt.Errorf("withdraw from the trusted root: %w", err)
	}
	reports, err := publish.SyncTargets(root, p.st.Manifest().Settings.Targets, st, keep, p.st.Manifest().Settings.InstallMode())
	if err != nil {
		return fmt.Errorf("withdraw from the targets: %w", err)
	}
	if p.withdrawn == nil {
		p.withdrawn = &published{}
	}
	p.withdrawn.changed = p.withdrawn.changed || changed
	p.withdrawn.targets = mergeReports(p.withdrawn.targets, reports)
	return ctx.Err()
}

// mergeReports adds what SyncTargets did in later (a later sync) to
// earlier, target by target, for one report of a run.
func mergeReports(earlier, later []publish.TargetReport) []publish.TargetReport {
	out := slices.Clone(earlier)
	for _, r := range later {
		i := slices.IndexFunc(out, func(x publish.TargetReport) bool { return x.Target == r.Target })
		if i < 0 {
			out = append(out, r)
			continue
		}
		m := &out[i]
		union := func(a, b []string) []string {
			for _, n := range b {
				if !slices.Contains(a, n) {
					a = append(a, n)
				}
			}
			slices.Sort(a)
			return a
		}
		m.Added, m.Updated, m.Removed = union(m.Added, r.Added), union(m.Updated, r.Updated), union(m.Removed, r.Removed)
		// What stands at the end is the later sync's word.
		m.Clashes, m.Unowned, m.Kept = r.Clashes, r.Unowned, r.Kept
	}
	return out
}

// describeMismatches says how a store entry differs from the lock (see
// skillstatus.DescribeMismatches), for install's repair messages.
var describeMismatches = skillstatus.DescribeMismatches
