package install

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/atomicfile"
	"github.com/skillpin/skillpin/internal/errkind"
	"github.com/skillpin/skillpin/internal/faults"
)

// A target is a harness discovery directory (relative to the layout's
// base: the project, or the home directory in the user scope, such as
// ".claude/skills") that skillpin keeps equal to the trusted root: one
// entry per rooted skill. The directory is shared with the user, so
// skillpin records which entries it created (.skillpin/targets.json, with
// each entry's device and inode) and only ever changes or removes those.
// An entry of the user's with a skill's name is a clash: reported, left
// alone, and that skill is not exported to that target.

// TargetReport is what SyncTargets did in one target. Names are skill names.
type TargetReport struct {
	Target  string   `json:"target"`
	Added   []string `json:"added,omitempty"`
	Updated []string `json:"updated,omitempty"`
	Removed []string `json:"removed,omitempty"`
	// Clashes are entries of the user's with a rooted skill's name and
	// other content; they are left alone and the skill is missing from
	// this target.
	Clashes []string `json:"clashes,omitempty"`
	// Unowned are entries skillpin did not write that hold exactly the
	// rooted skill (a copy committed to the repository, or made with
	// another cache): a harness sees the approved bytes, so they are no
	// clash, but skillpin never takes them over: it will not update or
	// remove them.
	Unowned []string `json:"unowned,omitempty"`
}

// Changed reports whether the sync wrote anything in this target.
func (r TargetReport) Changed() bool {
	return len(r.Added)+len(r.Updated)+len(r.Removed) > 0
}

// TargetMismatch is a difference between a target and the lock.
type TargetMismatch struct {
	Target string `json:"target"`
	Mismatch
}

func (m TargetMismatch) String() string { return m.Target + ": " + m.Mismatch.String() }

// TargetError is a target setting skillpin cannot use.
type TargetError struct {
	Target string
	Reason string
}

func (e *TargetError) Error() string {
	return fmt.Sprintf("target %q: %s", e.Target, e.Reason)
}

func (e *TargetError) Is(target error) bool { return target == errkind.Invalid }

const (
	targetsFile      = "targets.json"
	targetsVersion   = 1
	tmpDirName       = "tmp"
	targetTmpPrefix  = "target-"        // build and trash names under .skillpin/tmp
	inTargetTmpMark  = ".skillpin-tmp-" // fallback build names inside a target on another file system
	targetsSyncPoint = "targets.sync"
)

type ownedEntry struct {
	Digest string `json:"digest,omitempty"`
	Mode   string `json:"mode,omitempty"` // "" while only Next exists: an entry being added
	ID     string `json:"id,omitempty"`   // device:inode:mtime of the entry as skillpin left it
	// Next is the entry being renamed into this name, recorded before the
	// rename (write-ahead): after a crash the name holds either entry,
	// and both are skillpin's.
	Next *ownedEntry `json:"next,omitempty"`
}

// CleanTargets validates the target settings of the project laid out as
// l and returns them cleaned (slash-separated, relative to l.Base, as
// path.Clean makes them), in the given order. TargetReport.Target and
// TargetMismatch.Target use these cleaned forms. A bad setting is a
// *TargetError. (Where a target really leads, links evaluated, is checked
// when it is used: see targetSync.resolve.)
func CleanTargets(l Layout, targets []string) ([]string, error) {
	var out []string
	reserved := l.reserved()
	for _, t := range targets {
		c := path.Clean(filepath.ToSlash(t))
		switch {
		case t == "" || c == ".":
			return nil, &TargetError{Target: t, Reason: "must name a directory inside " + l.BaseName() + ", such as .claude/skills"}
		case l.User() && (c == "~" || strings.HasPrefix(c, "~/")):
			return nil, &TargetError{Target: t, Reason: fmt.Sprintf("the user scope's targets are relative to your home directory already: write %q", strings.TrimPrefix(strings.TrimPrefix(c, "~"), "/"))}
		case filepath.IsAbs(t) || strings.HasPrefix(c, "/") || filepath.VolumeName(t) != "":
			if l.User() {
				return nil, &TargetError{Target: t, Reason: "must be relative to your home directory, such as .claude/skills"}
			}
			return nil, &TargetError{Target: t, Reason: "must be relative to the project directory; harness directories in your home are targets of the user scope: list them in `skillpin -g init`'s skills.toml (see `skillpin -g root`)"}
		case c == ".." || strings.HasPrefix(c, "../") || !fs.ValidPath(c) || strings.ContainsAny(c, "\\\x00"):
			return nil, &TargetError{Target: t, Reason: "must stay inside " + l.BaseName()}
		}
		for _, r := range reserved {
			switch {
			case c == r.rel || strings.HasPrefix(c, r.rel+"/"):
				return nil, &TargetError{Target: t, Reason: "is inside " + r.what}
			case strings.HasPrefix(r.rel, c+"/"):
				return nil, &TargetError{Target: t, Reason: "contains " + r.what}
			}
		}
		for _, o := range out {
			switch {
			case o == c:
				return nil, &TargetError{Target: t, Reason: "is listed twice"}
			case strings.HasPrefix(c, o+"/") || strings.HasPrefix(o, c+"/"):
				return nil, &TargetError{Target: t, Reason: fmt.Sprintf("overlaps target %q; targets must not contain each other", o)}
			}
		}
		out = append(out, c)
	}
	return out, nil
}

// reservedDir is a directory of skillpin's that no target may be in or
// contain: rel is slash-separated and relative to the layout's base.
type reservedDir struct{ rel, what string }

// reserved lists the layout's config and state directories where they
// lie inside its base (a project's .skillpin; the user scope's
// ~/.config/skillpin and ~/.local/share/skillpin), as paths relative to
// the base.
func (l Layout) reserved() []reservedDir {
	var out []reservedDir
	add := func(dir, what string) {
		if dir == l.Base || !within(dir, l.Base) {
			return
		}
		if rel, err := filepath.Rel(l.Base, dir); err == nil {
			out = append(out, reservedDir{filepath.ToSlash(rel), what})
		}
	}
	add(l.State, l.stateName()+", which skillpin manages itself (the trusted root is there already)")
	add(l.Config, "skillpin's config directory "+filepath.Base(l.Config)+" (skills.toml, skills.lock)")
	return out
}

// legacyRecord is .skillpin/targets.json, where skillpin versions before
// the ledger kept target ownership.
type legacyRecord struct {
	Version int                              `json:"version"`
	Targets map[string]map[string]ownedEntry `json:"targets"`
}

// migrateLegacy takes over the entries of a legacy .skillpin/targets.json
// that are provably skillpin's: the entry at the recorded path has exactly
// the recorded device, inode and modification time, which only the run
// that created it on this machine can know. A record a checkout ships
// therefore makes nothing skillpin's. The legacy file is removed.
func (ts *targetSync) migrateLegacy() error {
	p := filepath.Join(ts.stateDir, targetsFile)
	fi, err := os.Lstat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("sync targets: %w", err)
	}
	if fi.Mode().IsRegular() && fi.Size() < 1<<20 {
		var rec legacyRecord
		if data, err := os.ReadFile(p); err == nil && json.Unmarshal(data, &rec) == nil {
			for t, owned := range rec.Targets {
				if _, err := CleanTargets(ts.layout, []string{t}); err != nil || ts.ledger.Targets[t] != nil {
					continue
				}
				dir, err := ts.resolve(t, false)
				if err != nil {
					continue
				}
				for name, o := range owned {
					if !validEntryName(name) || o.ID == "" {
						continue
					}
					if fi, err := os.Lstat(filepath.Join(dir, name)); err == nil && fileID(fi) == o.ID && ts.ours(fi, o) {
						ts.owned(t)[name] = o
					}
				}
			}
		}
	}
	return os.Remove(p)
}

// owned is the ledger's map of target t, created on demand.
func (ts *targetSync) owned(t string) map[string]ownedEntry {
	m := ts.ledger.Targets[t]
	if m == nil {
		m = map[string]ownedEntry{}
		ts.ledger.Targets[t] = m
	}
	return m
}

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
func SyncTargets(root *Root, targets []string, store *Store, entries []RootEntry, mode string) ([]TargetReport, error) {
	return syncTargets(root, targets, store, entries, mode, false)
}

// RepairTargets is SyncTargets that also re-hashes every owned entry it
// would otherwise keep and rebuilds those that were tampered with.
func RepairTargets(root *Root, targets []string, store *Store, entries []RootEntry, mode string) ([]TargetReport, error) {
	return syncTargets(root, targets, store, entries, mode, true)
}

type targetSync struct {
	layout    Layout
	baseDir   string // layout.Base, links evaluated
	configDir string // layout.Config, links evaluated
	stateDir  string // layout.State, links evaluated
	tmpDir    string
	ledger    *Ledger
	store     *Store
	mode      string
}

func newTargetSync(root *Root) (*targetSync, error) {
	l := root.Layout
	if err := l.valid(); err != nil {
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
	state := resolveExisting(l.State)
	return &targetSync{layout: l, baseDir: base, configDir: resolveExisting(l.Config), stateDir: state,
		tmpDir: filepath.Join(state, tmpDirName), ledger: root.Ledger}, nil
}

// CheckTargetPlaces checks, writing nothing, that every target may be
// written: the listed targets (CleanTargets) and those skillpin still has
// entries in must each resolve, links evaluated, inside the layout's base,
// outside .git, the config and state directories and the cache, and
// contain none of them; a missing part of a path must not be one of them
// either, since SyncTargets would create it. A bad one is a *TargetError
// or an *UnsafePathError. Every command that publishes calls it before it
// changes any state (skills.lock, approvals, the root), so that a refused
// target changes nothing; SyncTargets calls it too.
func CheckTargetPlaces(root *Root, targets []string) error {
	cleaned, err := CleanTargets(root.Layout, targets)
	if err != nil {
		return err
	}
	ts, err := newTargetSync(root)
	if err != nil {
		return err
	}
	return ts.checkPlaces(cleaned)
}

// checkPlaces is CheckTargetPlaces for the cleaned targets.
func (ts *targetSync) checkPlaces(cleaned []string) error {
	all := slices.Clone(cleaned)
	for _, t := range slices.Sorted(maps.Keys(ts.ledger.Targets)) {
		if !slices.Contains(all, t) {
			all = append(all, t)
		}
	}
	for _, t := range all {
		if _, err := ts.resolve(t, false); err != nil {
			return err
		}
	}
	return nil
}

func syncTargets(root *Root, targets []string, store *Store, entries []RootEntry, mode string, repair bool) ([]TargetReport, error) {
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
	ts.store, ts.mode = store, mode
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

// resolve returns the real directory of target t: each component of the
// path is looked at in turn with links evaluated, and must lie inside the
// base and outside .git, the config and state directories and the cache;
// the target itself must contain none of them. With create, missing
// components are made (one by one, each inside a directory already found
// safe); without, a missing target resolves to "".
func (ts *targetSync) resolve(t string, create bool) (string, error) {
	unsafe := func(p, reason string) error {
		return &UnsafePathError{Path: fmt.Sprintf("target %q (%s)", t, p), Reason: reason}
	}
	cur := ts.baseDir
	elems := strings.Split(t, "/")
	for i, el := range elems {
		next := filepath.Join(cur, el)
		fi, err := os.Lstat(next)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			// What is missing would be made as named: it must not become
			// a forbidden directory (.git in a project that has none yet).
			if err := ts.checkMissing(filepath.Join(append([]string{cur}, elems[i:]...)...)); err != nil {
				return "", unsafe(next, err.Error())
			}
			if !create {
				return "", nil
			}
			if err := os.Mkdir(next, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
				return "", fmt.Errorf("target %s: %w", t, err)
			}
			fi, err = os.Lstat(next)
			if err != nil {
				return "", fmt.Errorf("target %s: %w", t, err)
			}
			if !fi.IsDir() {
				return "", unsafe(next, "appeared as something other than a directory while skillpin created it")
			}
		case err != nil:
			return "", fmt.Errorf("target %s: %w", t, err)
		case fi.Mode()&fs.ModeSymlink != 0:
			real, err := filepath.EvalSymlinks(next)
			if err != nil {
				link, _ := os.Readlink(next)
				return "", unsafe(next, fmt.Sprintf("is a link to %s, which cannot be resolved (%v)", link, errors.Unwrap(err)))
			}
			next = real
			if fi, err = os.Stat(next); err != nil || !fi.IsDir() {
				return "", unsafe(next, "is a link to something that is not a directory")
			}
		case !fi.IsDir():
			return "", unsafe(next, "is a "+typeName(fi.Mode())+", not a directory")
		}
		if err := ts.checkPlace(next); err != nil {
			return "", unsafe(next, err.Error())
		}
		cur = next
	}
	if err := ts.checkContents(cur); err != nil {
		return "", unsafe(cur, err.Error())
	}
	return cur, nil
}

// forbiddenDir is a directory no target may lie in or contain.
type forbiddenDir struct{ dir, name string }

// forbidden lists the directories of ts.layout that a target must stay
// out of: .git of the base, where a skill file could become a git hook or
// config; the state directory, which skillpin manages itself (the trusted
// root is there already); the config directory, where skills.toml and
// skills.lock live; and the cache.
func (ts *targetSync) forbidden() []forbiddenDir {
	out := []forbiddenDir{
		{filepath.Join(ts.baseDir, ".git"), ".git, where a skill file could become a git hook or config"},
		{ts.stateDir, ts.layout.stateName() + ", which skillpin manages itself (the trusted root is there already)"},
	}
	if ts.configDir != ts.baseDir {
		out = append(out, forbiddenDir{ts.configDir, "skillpin's config directory " + ts.configDir})
	}
	if ts.ledger.cache != "" {
		out = append(out, forbiddenDir{ts.ledger.cache, "the skillpin cache"})
	}
	return out
}

// checkPlace says why the real directory p may not hold a target: outside
// the base, or inside a forbidden directory. Directories are compared by
// identity, so case-insensitive and normalizing file systems cannot spell
// their way past a check.
func (ts *targetSync) checkPlace(p string) error {
	if !within(p, ts.baseDir) {
		return fmt.Errorf("resolves outside %s; skillpin only writes targets inside %s", ts.layout.BaseName(), ts.layout.BaseName())
	}
	for _, f := range ts.forbidden() {
		if inside(p, f.dir, ts.baseDir) {
			return errors.New("resolves into " + f.name)
		}
	}
	return nil
}

// checkMissing says why p, a path below an existing safe directory that
// does not exist yet, may not be created as (part of) a target: it would
// be one of the forbidden directories, which are compared by name here,
// ignoring case, since there is nothing to compare by identity yet.
func (ts *targetSync) checkMissing(p string) error {
	for _, f := range ts.forbidden() {
		if within(strings.ToLower(p), strings.ToLower(f.dir)) {
			return errors.New("would be made inside " + f.name)
		}
	}
	return nil
}

// checkContents says why the real directory p, a target, may not hold
// skills though it lies in a good place: it is the base itself, or holds
// a forbidden directory (a target linked to the home directory would
// otherwise put skills beside the user scope's own files).
func (ts *targetSync) checkContents(p string) error {
	if same(p, ts.baseDir) {
		return fmt.Errorf("resolves to %s itself; a target is a harness skills directory inside it", ts.layout.BaseName())
	}
	for _, f := range ts.forbidden() {
		if inside(f.dir, p, "") {
			return errors.New("contains " + f.name)
		}
	}
	return nil
}

// inside reports whether p is dir or below it, comparing directories by
// identity from p up to stop (or the file system root when stop is "").
// A dir that does not exist holds nothing.
func inside(p, dir, stop string) bool {
	dfi, err := os.Stat(dir)
	if err != nil {
		return false
	}
	for q := p; ; q = filepath.Dir(q) {
		if qfi, err := os.Stat(q); err == nil && os.SameFile(qfi, dfi) {
			return true
		}
		if q == stop || q == filepath.Dir(q) {
			return false
		}
	}
}

// same reports whether a and b are the same existing directory.
func same(a, b string) bool {
	afi, err := os.Stat(a)
	if err != nil {
		return false
	}
	bfi, err := os.Stat(b)
	return err == nil && os.SameFile(afi, bfi)
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
			if err := removeTree(filepath.Join(ts.tmpDir, e.Name())); err != nil {
				return fmt.Errorf("sync targets: clean leftovers: %w", err)
			}
		}
	}
	for _, p := range ts.ledger.Temps {
		if err := removeTree(p); err != nil {
			return fmt.Errorf("sync targets: clean leftovers: %w", err)
		}
	}
	ts.ledger.Temps = nil
	return nil
}

// syncOne brings one target (real directory dir, "" when it does not
// exist) in line with want (nil: remove everything skillpin owns there).
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
	// Settle entries a crashed run was renaming in: the name holds either
	// the old entry or the new one.
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
	for _, name := range sortedNames(owned) {
		if wanted[name] {
			continue
		}
		p := filepath.Join(dir, name)
		fi, err := os.Lstat(p)
		if err != nil || !ts.ours(fi, owned[name]) {
			// Gone, or replaced by the user's own entry: no longer ours.
			delete(owned, name)
			continue
		}
		if err := faults.Hit(targetsSyncPoint); err != nil {
			return rep, fmt.Errorf("target %s: remove %s: %w", t, name, err)
		}
		if err := ts.discard(p, build); err != nil {
			return rep, fmt.Errorf("target %s: remove %s: %w", t, name, err)
		}
		delete(owned, name)
		rep.Removed = append(rep.Removed, name)
	}

	var staged []stagedEntry
	for _, e := range want {
		p := filepath.Join(dir, e.Name)
		fi, err := os.Lstat(p)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return rep, fmt.Errorf("target %s: %w", t, err)
		}
		o, isOwned := owned[e.Name]
		switch {
		case err != nil: // missing
			staged = append(staged, stagedEntry{e: e})
			rep.Added = append(rep.Added, e.Name)
		case isOwned && ts.ours(fi, o):
			upToDate := o.Digest == e.Digest && o.Mode == ts.mode
			if upToDate && repair {
				upToDate = len(checkSkill(p, e, false, ts.linkOK(dir))) == 0
			}
			if upToDate {
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
	return rep, ts.install(t, dir, build, staged, owned)
}

// stagedEntry is a target entry to add (or, when replace, to update).
type stagedEntry struct {
	e       RootEntry
	replace bool
	tmp     string // where it was built
}

// ours reports whether the entry at fi is the one skillpin recorded: same
// type and, where the platform tells, the same device and inode.
func (ts *targetSync) ours(fi fs.FileInfo, o ownedEntry) bool {
	isLink := fi.Mode()&fs.ModeSymlink != 0
	switch o.Mode {
	case ModeCopy:
		if isLink || !fi.IsDir() {
			return false
		}
	case ModeSymlink:
		if !isLink {
			return false
		}
	default:
		return false
	}
	if id := fileID(fi); id != "" && o.ID != "" && id != o.ID {
		return false
	}
	return true
}

// holds reports whether the entry at p (not skillpin's) holds exactly the
// skill e: a directory whose files are e's, byte for byte with their
// modes, or in symlink mode a link to the skill in the trusted root.
func (ts *targetSync) holds(dir, p string, fi fs.FileInfo, e RootEntry) bool {
	if fi.Mode()&fs.ModeSymlink != 0 {
		target, err := os.Readlink(p)
		return err == nil && target == ts.linkTarget(dir, e.Name)
	}
	return fi.IsDir() && len(checkTree(p, e.Files, false)) == 0
}

// linkTarget is the relative link from the real target directory dir to
// the skill in the trusted root. It is computed between real paths,
// because the kernel resolves a relative link from where the link really is.
func (ts *targetSync) linkTarget(dir, name string) string {
	rel, err := filepath.Rel(dir, filepath.Join(ts.stateDir, rootLink, name))
	if err != nil {
		return filepath.Join(ts.stateDir, rootLink, name)
	}
	return rel
}

func (ts *targetSync) linkOK(dir string) func(string, RootEntry) bool {
	return func(target string, e RootEntry) bool { return target == ts.linkTarget(dir, e.Name) }
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
	var d durable
	d.dir(build)
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
		err = d.flush()
	}
	defer func() {
		for _, s := range staged { // those not renamed in
			if s.tmp != "" {
				_ = removeTree(s.tmp)
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
		o.Next = &ownedEntry{Digest: s.e.Digest, Mode: ts.mode, ID: fileID(fi)}
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
			if err := removeTree(old); err != nil {
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
	return removeTree(old)
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

func sortedNames(m map[string]ownedEntry) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// within reports whether p is dir or inside it (both clean, absolute).
func within(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// CheckTargets compares each target with entries among what skillpin owns
// there: skills missing, clashing with a user's entry, tampered, or still
// present though no longer rooted. The user's own entries are never
// reported.
func CheckTargets(root *Root, targets []string, entries []RootEntry) []TargetMismatch {
	cleaned, err := CleanTargets(root.Layout, targets)
	if err != nil {
		return []TargetMismatch{{Mismatch: Mismatch{Path: ".", Kind: KindModified, Detail: err.Error()}}}
	}
	sorted, err := sortEntries(entries)
	if err != nil {
		return []TargetMismatch{{Mismatch: Mismatch{Path: ".", Kind: KindModified, Detail: err.Error()}}}
	}
	ts, err := newTargetSync(root)
	if err != nil {
		return []TargetMismatch{{Mismatch: Mismatch{Path: ".", Kind: KindModified, Detail: err.Error()}}}
	}
	rec := ts.ledger
	var out []TargetMismatch
	add := func(t string, ms ...Mismatch) {
		for _, m := range ms {
			out = append(out, TargetMismatch{Target: t, Mismatch: m})
		}
	}
	all := slices.Clone(cleaned)
	for t := range rec.Targets {
		if !slices.Contains(all, t) {
			all = append(all, t)
		}
	}
	slices.Sort(all)
	for _, t := range all {
		dir, err := ts.resolve(t, false)
		if err != nil {
			add(t, Mismatch{Path: ".", Kind: KindModified, Detail: err.Error()})
			continue
		}
		owned := rec.Targets[t]
		want := sorted
		if !slices.Contains(cleaned, t) {
			want = nil
		}
		wanted := map[string]bool{}
		for _, e := range want {
			wanted[e.Name] = true
			p := filepath.Join(dir, e.Name)
			fi, err := os.Lstat(p)
			o, isOwned := owned[e.Name]
			switch {
			case errors.Is(err, fs.ErrNotExist):
				add(t, Mismatch{Path: e.Name, Kind: KindMissing, Detail: "run `skillpin install`"})
			case err != nil:
				add(t, Mismatch{Path: e.Name, Kind: KindModified, Detail: err.Error()})
			case (!isOwned || !ts.ours(fi, o)) && ts.holds(dir, p, fi, e):
				// Not skillpin's, but a harness reads exactly the locked,
				// approved bytes there: nothing to report.
			case !isOwned || !ts.ours(fi, o):
				add(t, Mismatch{Path: e.Name, Kind: KindClash, Detail: "an entry skillpin did not create has this name and other content; rename or remove it to let skillpin export the skill"})
			default:
				add(t, checkSkill(p, e, false, ts.linkOK(dir))...)
			}
		}
		for _, name := range sortedNames(owned) {
			if wanted[name] {
				continue
			}
			fi, err := os.Lstat(filepath.Join(dir, name))
			if err == nil && ts.ours(fi, owned[name]) {
				add(t, Mismatch{Path: name, Kind: KindExtra, Detail: "no longer a rooted skill; run `skillpin install` to remove it"})
			}
		}
	}
	return out
}
