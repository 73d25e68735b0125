package publish

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/durable"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
)

// Syncing targets: entries staged under the state directory, flushed,
// and renamed into each target; entries skillpin owns and no longer roots
// removed.

// SyncTargets makes each target hold exactly entries among the entries
// skillpin owns there: it adds missing skills, replaces owned entries
// whose digest or mode changed, removes owned entries no longer rooted
// (also from targets no longer listed), and reports every other entry with
// a skill's name as a clash without touching it. Ownership is the root's
// Ledger (in the cache, never in the project): an owned entry that was
// re-created, or had names added or removed at its top level, no longer
// counts as skillpin's and is left alone. Each target is resolved with
// every link evaluated and must lie inside the layout's base (the project,
// or the home directory), outside .git, the config and state directories
// and the cache, and contain none of them. Entries are built next to the target, recorded
// in the ledger, then renamed into place (fault point "targets.sync"
// before each rename).
//
// In "copy" mode an entry is a directory of read-only copies of the store
// files; in "symlink" mode it is a relative link to the skill in the
// trusted root, so the target follows each root flip. Call it after
// Root.Publish, holding the project lock.
func SyncTargets(root *Root, targets []string, st *store.Store, entries []RootEntry, mode string) ([]TargetReport, error) {
	return syncTargets(root, targets, st, entries, mode, false)
}

// RepairTargets is SyncTargets that also re-hashes every owned entry it
// would otherwise keep and rebuilds those that were tampered with.
func RepairTargets(root *Root, targets []string, st *store.Store, entries []RootEntry, mode string) ([]TargetReport, error) {
	return syncTargets(root, targets, st, entries, mode, true)
}

type targetSync struct {
	layout    layout.Layout
	baseDir   string // layout.Base, links evaluated
	configDir string // layout.Config, links evaluated
	stateDir  string // layout.State, links evaluated
	tmpDir    string
	ledger    *Ledger
	store     *store.Store
	mode      string
}

func newTargetSync(root *Root) (*targetSync, error) {
	l := root.Layout
	if err := l.Valid(); err != nil {
		return nil, err
	}
	base, err := filepath.EvalSymlinks(l.Base)
	if err != nil {
		return nil, fmt.Errorf("targets are relative to %s: %w", l.Base, err)
	}
	if root.Ledger.Targets == nil {
		root.Ledger.Targets = map[string]map[string]ownedEntry{}
	}
	// The state directory may not exist yet (verify before any install):
	// it is where it will be.
	state := layout.RealPath(l.State)
	return &targetSync{layout: l, baseDir: base, configDir: layout.RealPath(l.Config), stateDir: state,
		tmpDir: filepath.Join(state, layout.TmpDir), ledger: root.Ledger}, nil
}

func syncTargets(root *Root, targets []string, st *store.Store, entries []RootEntry, mode string, repair bool) ([]TargetReport, error) {
	cleaned, err := CleanTargets(root.Layout, targets)
	if err != nil {
		return nil, err
	}
	if err := CheckTargetPlaces(root, targets); err != nil {
		return nil, err
	}
	sorted, err := sortEntries(entries)
	if err != nil {
		return nil, fmt.Errorf("sync targets: %w", err)
	}
	if mode != ModeCopy && mode != ModeSymlink {
		return nil, fmt.Errorf("sync targets: unknown install mode %q: want %q or %q", mode, ModeCopy, ModeSymlink)
	}
	if _, err := EnsureStateDir(root.Layout); err != nil {
		return nil, err
	}
	ts, err := newTargetSync(root)
	if err != nil {
		return nil, err
	}
	ts.store, ts.mode = st, mode
	before := ts.ledger.marshalTargets()
	if err := ts.migrateLegacy(); err != nil {
		return nil, err
	}
	if err := ts.cleanTmp(); err != nil {
		return nil, err
	}
	// Every listed target is resolved before anything is written, so that
	// a bad one changes nothing.
	dirs := map[string]string{}
	for _, t := range cleaned {
		if dirs[t], err = ts.resolve(t, len(sorted) > 0); err != nil {
			return nil, err
		}
	}

	// Targets dropped from the settings lose their owned entries too.
	all := slices.Clone(cleaned)
	for _, t := range slices.Sorted(maps.Keys(ts.ledger.Targets)) {
		if !slices.Contains(all, t) {
			all = append(all, t)
		}
	}
	var reports []TargetReport
	var syncErr error
	for _, t := range all {
		want := sorted
		if !slices.Contains(cleaned, t) {
			want = nil
		}
		rep, err := ts.syncOne(t, dirs[t], want, repair)
		if rep.Changed() || len(rep.Clashes) > 0 || slices.Contains(cleaned, t) {
			reports = append(reports, rep)
		}
		if err != nil {
			syncErr = err
			break
		}
	}
	// Record what was done even after a failure, so the next run knows
	// which entries are skillpin's.
	if ts.ledger.marshalTargets() != before {
		if err := ts.ledger.Save(); err != nil && syncErr == nil {
			syncErr = err
		}
	}
	return reports, syncErr
}

// cleanTmp removes builds and trash left in .skillpin/tmp by a run that
// died, and the in-target builds the ledger recorded; the project lock
// guarantees no live run is using them.
func (ts *targetSync) cleanTmp() error {
	if err := ensureRealDir(ts.tmpDir); err != nil {
		return err
	}
	ents, err := os.ReadDir(ts.tmpDir)
	if err != nil {
		return fmt.Errorf("sync targets: %w", err)
	}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), targetTmpPrefix) {
			if err := store.RemoveTree(filepath.Join(ts.tmpDir, e.Name())); err != nil {
				return fmt.Errorf("sync targets: clean leftovers: %w", err)
			}
		}
	}
	for _, p := range ts.ledger.Temps {
		if err := store.RemoveTree(p); err != nil {
			return fmt.Errorf("sync targets: clean leftovers: %w", err)
		}
	}
	ts.ledger.Temps = nil
	return nil
}

// syncOne brings one target (real directory dir, "" when it does not
// exist) in line with want (nil: remove everything skillpin owns there):
// it settles what a crashed run left half renamed, removes the entries no
// longer wanted, stages the ones to add or update, and installs them.
func (ts *targetSync) syncOne(t, dir string, want []RootEntry, repair bool) (TargetReport, error) {
	rep := TargetReport{Target: t}
	owned := ts.owned(t)
	defer func() {
		if len(owned) == 0 {
			delete(ts.ledger.Targets, t)
		}
	}()
	if dir == "" {
		var err error
		if dir, err = ts.resolve(t, false); err != nil {
			// A target dropped from the settings whose path is no longer
			// safe: skillpin's entries there, if any, are left alone.
			return rep, err
		}
	}
	if dir == "" {
		// Nothing of ours can be left in a directory that is gone.
		clear(owned)
		return rep, nil
	}
	ts.settle(dir, owned)
	build := ts.tmpDir
	if !sameDevice(dir, ts.tmpDir) {
		build = dir // fall back to hidden names inside the target
	}
	wanted := map[string]bool{}
	for _, e := range want {
		wanted[e.Name] = true
	}
	// Removals first, so a skill renamed in the lock never clashes with
	// its own old entry.
	if err := ts.removeUnwanted(t, dir, build, wanted, owned, &rep); err != nil {
		return rep, err
	}
	staged, err := ts.stage(t, dir, want, repair, owned, &rep)
	if err != nil {
		return rep, err
	}
	if err := ts.install(t, dir, build, staged, owned); err != nil {
		return rep, err
	}
	return rep, writeTargetIgnore(dir, sortedNames(owned))
}

// settle decides the entries a crashed run was renaming into dir: the
// name holds either the old entry or the new one.
func (ts *targetSync) settle(dir string, owned map[string]ownedEntry) {
	for name, o := range owned {
		if o.Next == nil {
			continue
		}
		if fi, err := os.Lstat(filepath.Join(dir, name)); err == nil && ts.ours(fi, *o.Next) {
			owned[name] = *o.Next
		} else if o.Next = nil; o.Mode == "" {
			delete(owned, name)
		} else {
			owned[name] = o
		}
	}
}

// removeUnwanted removes from target t (directory dir) the owned entries
// not wanted, except those the user changed (kept, and reported), and
// forgets those gone or replaced by the user's own.
func (ts *targetSync) removeUnwanted(t, dir, build string, wanted map[string]bool, owned map[string]ownedEntry, rep *TargetReport) error {
	for _, name := range sortedNames(owned) {
		if wanted[name] {
			continue
		}
		p := filepath.Join(dir, name)
		fi, err := os.Lstat(p)
		st := entryGone
		if err == nil {
			st = ts.classify(p, fi, owned[name])
		}
		if st == entryGone || st == entryOthers {
			// Gone, or replaced by the user's own entry: no longer ours.
			delete(owned, name)
			continue
		}
		if k, keep := ts.keep(t, p, owned[name], nil, st); keep {
			// It stays, and stays skillpin's: reported until removed.
			rep.Kept = append(rep.Kept, k)
			continue
		}
		if err := faults.Hit(targetsSyncPoint); err != nil {
			return fmt.Errorf("target %s: remove %s: %w", t, name, err)
		}
		if err := ts.discard(p, build); err != nil {
			return fmt.Errorf("target %s: remove %s: %w", t, name, err)
		}
		delete(owned, name)
		rep.Removed = append(rep.Removed, name)
	}
	return nil
}

// stage decides, for each wanted entry of target t, whether it is added,
// updated, up to date, kept as the user changed it, or left alone as not
// skillpin's, and returns the entries to install.
func (ts *targetSync) stage(t, dir string, want []RootEntry, repair bool, owned map[string]ownedEntry, rep *TargetReport) ([]stagedEntry, error) {
	var staged []stagedEntry
	for _, e := range want {
		p := filepath.Join(dir, e.Name)
		fi, err := os.Lstat(p)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("target %s: %w", t, err)
		}
		o, isOwned := owned[e.Name]
		st := entryOthers
		if err == nil && isOwned {
			st = ts.classify(p, fi, o)
		}
		switch {
		case err != nil: // missing
			staged = append(staged, stagedEntry{e: e})
			rep.Added = append(rep.Added, e.Name)
		case st == entryOurs || st == entryChanged:
			// An entry changed since skillpin made it (names added or
			// removed) is left as it is by a plain sync, and reported by
			// CheckTargets; a repair restores it.
			upToDate := o.Digest == e.Digest && o.Mode == ts.mode
			if upToDate && repair {
				upToDate = len(checkSkill(p, e, false, ts.linkOK(dir))) == 0
			}
			if upToDate {
				if st == entryOurs && o.SkillMD == "" {
					// Recorded by an older version: learn its SKILL.md.
					owned[e.Name] = ts.withSkillMD(p, o)
				}
				continue
			}
			if k, keep := ts.keep(t, p, o, &e, st); keep {
				rep.Kept = append(rep.Kept, k)
				continue
			}
			staged = append(staged, stagedEntry{e: e, replace: true})
			rep.Updated = append(rep.Updated, e.Name)
		default:
			// Not skillpin's (never was, or the user replaced it), even
			// when it holds the same bytes: left alone.
			delete(owned, e.Name)
			if ts.holds(dir, p, fi, e) {
				rep.Unowned = append(rep.Unowned, e.Name)
			} else {
				rep.Clashes = append(rep.Clashes, e.Name)
			}
		}
	}
	return staged, nil
}

// stagedEntry is a target entry to add (or, when replace, to update).
type stagedEntry struct {
	e       RootEntry
	replace bool
	tmp     string // where it was built
}

// install builds the staged entries in build (in parallel), flushes them
// to disk in one go, then renames each to dir/<name> (fault point
// "targets.sync" before each) and records its identity in owned; an entry
// that replaces one is moved aside first (and the old one restored if the
// rename fails).
func (ts *targetSync) install(t, dir, build string, staged []stagedEntry, owned map[string]ownedEntry) error {
	if len(staged) == 0 {
		return nil
	}
	var d durable.Batch
	d.Dir(build)
	errs := make([]error, len(staged))
	for i := range staged {
		tmp, err := ts.tempName(build)
		if err != nil {
			return fmt.Errorf("target %s: %w", t, err)
		}
		staged[i].tmp = tmp
	}
	if build != ts.tmpDir {
		// In-target build names are recorded before they exist, so that
		// the next run removes them after a crash, and only them.
		if err := ts.ledger.Save(); err != nil {
			return fmt.Errorf("target %s: %w", t, err)
		}
	}
	parallel(len(staged), func(i int) {
		tmp := staged[i].tmp
		if ts.mode == ModeSymlink {
			errs[i] = os.Symlink(ts.linkTarget(dir, staged[i].e.Name), tmp)
		} else {
			errs[i] = buildEntry(tmp, ts.store, staged[i].e, ModeCopy, &d)
		}
		if errs[i] != nil {
			errs[i] = fmt.Errorf("target %s: install %s: %w", t, staged[i].e.Name, errs[i])
		}
	})
	err := errors.Join(errs...)
	if err == nil {
		err = d.Flush()
	}
	defer func() {
		for _, s := range staged { // those not renamed in
			if s.tmp != "" {
				_ = store.RemoveTree(s.tmp)
			}
		}
	}()
	if err != nil {
		return fmt.Errorf("target %s: %w", t, err)
	}
	// Write-ahead: the entries are skillpin's before they are renamed in
	// (a rename keeps a file's identity), so a run that dies halfway
	// leaves entries the next run still knows as its own.
	for _, s := range staged {
		fi, err := os.Lstat(s.tmp)
		if err != nil {
			return fmt.Errorf("target %s: %w", t, err)
		}
		o := owned[s.e.Name]
		next := ts.withSkillMD(s.tmp, ownedEntry{Digest: s.e.Digest, Mode: ts.mode, ID: fileID(fi)})
		o.Next = &next
		owned[s.e.Name] = o
	}
	if err := ts.ledger.Save(); err != nil {
		return fmt.Errorf("target %s: %w", t, err)
	}
	for i := range staged {
		s := &staged[i]
		if err := faults.Hit(targetsSyncPoint); err != nil {
			return fmt.Errorf("target %s: install %s: %w", t, s.e.Name, err)
		}
		dst := filepath.Join(dir, s.e.Name)
		if s.replace {
			old, err := ts.tempName(build)
			if err != nil {
				return fmt.Errorf("target %s: install %s: %w", t, s.e.Name, err)
			}
			if err := os.Rename(dst, old); err != nil {
				return fmt.Errorf("target %s: install %s: %w", t, s.e.Name, err)
			}
			if err := os.Rename(s.tmp, dst); err != nil {
				_ = os.Rename(old, dst)
				return fmt.Errorf("target %s: install %s: %w", t, s.e.Name, err)
			}
			s.tmp = ""
			if err := store.RemoveTree(old); err != nil {
				return fmt.Errorf("target %s: remove old %s: %w", t, s.e.Name, err)
			}
		} else {
			if err := os.Rename(s.tmp, dst); err != nil {
				return fmt.Errorf("target %s: install %s: %w", t, s.e.Name, err)
			}
			s.tmp = ""
		}
		// A file system may change an identity on rename: record the final one.
		next := *owned[s.e.Name].Next
		if fi, err := os.Lstat(dst); err == nil {
			next.ID = fileID(fi)
			next = ts.withSkillMD(dst, next)
		}
		owned[s.e.Name] = next
	}
	return atomicfile.SyncDir(dir)
}

// discard moves p out of the target first, so the target never shows a
// half-removed skill, then deletes it.
func (ts *targetSync) discard(p, build string) error {
	old, err := ts.tempName(build)
	if err != nil {
		return err
	}
	if build != ts.tmpDir {
		if err := ts.ledger.Save(); err != nil {
			return err
		}
	}
	if err := os.Rename(p, old); err != nil {
		return err
	}
	return store.RemoveTree(old)
}

// tempName is a fresh name in build for an entry being built or discarded.
// A name inside a target (the fallback when .skillpin/tmp is on another
// file system) is noted in the ledger's temps, which the caller saves
// before creating it.
func (ts *targetSync) tempName(build string) (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	if build == ts.tmpDir {
		return filepath.Join(build, targetTmpPrefix+hex.EncodeToString(b[:])), nil
	}
	p := filepath.Join(build, inTargetTmpMark+hex.EncodeToString(b[:]))
	ts.ledger.Temps = append(ts.ledger.Temps, p)
	return p, nil
}
