package install

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/atomicfile"
	"github.com/skillpin/skillpin/internal/errkind"
	"github.com/skillpin/skillpin/internal/faults"
)

// A target is a harness discovery directory (project-relative, such as
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
	// Adopted entries already held exactly the skill's content (a copy
	// committed to git, or left by a run that died before recording it);
	// skillpin owns them from now on.
	Adopted []string `json:"adopted,omitempty"`
	// Clashes are entries of the user's with a rooted skill's name; they
	// are left alone and the skill is missing from this target.
	Clashes []string `json:"clashes,omitempty"`
}

// Changed reports whether the sync wrote anything in this target.
func (r TargetReport) Changed() bool {
	return len(r.Added)+len(r.Updated)+len(r.Removed)+len(r.Adopted) > 0
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

// targetRecord is .skillpin/targets.json: target -> skill name -> entry.
type targetRecord struct {
	Version int                              `json:"version"`
	Targets map[string]map[string]ownedEntry `json:"targets"`
}

type ownedEntry struct {
	Digest string `json:"digest"`
	Mode   string `json:"mode"`
	ID     string `json:"id,omitempty"` // device:inode:mtime of the entry as skillpin left it
}

// CleanTargets validates the target settings and returns them cleaned
// (slash-separated, relative to the project, as path.Clean makes them), in
// the given order. TargetReport.Target and TargetMismatch.Target use
// these cleaned forms. A bad setting is a *TargetError.
func CleanTargets(targets []string) ([]string, error) {
	var out []string
	for _, t := range targets {
		c := path.Clean(filepath.ToSlash(t))
		switch {
		case t == "" || c == ".":
			return nil, &TargetError{Target: t, Reason: "must name a directory inside the project, such as .claude/skills"}
		case filepath.IsAbs(t) || strings.HasPrefix(c, "/") || filepath.VolumeName(t) != "":
			return nil, &TargetError{Target: t, Reason: "must be relative to the project directory; harness directories in your home are not targets: point the harness at the trusted root instead (see `skillpin root`)"}
		case c == ".." || strings.HasPrefix(c, "../") || !fs.ValidPath(c) || strings.ContainsAny(c, "\\\x00"):
			return nil, &TargetError{Target: t, Reason: "must stay inside the project directory"}
		case c == StateDir || strings.HasPrefix(c, StateDir+"/"):
			return nil, &TargetError{Target: t, Reason: "is inside .skillpin, which skillpin manages itself; the trusted root is already there"}
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

func loadRecord(stateDir string) (*targetRecord, error) {
	p := filepath.Join(stateDir, targetsFile)
	rec := &targetRecord{Version: targetsVersion, Targets: map[string]map[string]ownedEntry{}}
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return rec, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read target ownership record: %w", err)
	}
	if err := json.Unmarshal(data, rec); err != nil || rec.Version != targetsVersion {
		if err == nil {
			err = fmt.Errorf("unknown version %d", rec.Version)
		}
		return nil, fmt.Errorf("target ownership record %s is unreadable (%v); delete it and run `skillpin install`: entries that hold exactly a locked skill are adopted again, anything else is reported as a clash and left alone", p, err)
	}
	if rec.Targets == nil {
		rec.Targets = map[string]map[string]ownedEntry{}
	}
	return rec, nil
}

func saveRecord(stateDir string, rec *targetRecord) error {
	data, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(filepath.Join(stateDir, targetsFile), append(data, '\n'), 0o644, "")
}

// SyncTargets makes each target hold exactly entries among the entries
// skillpin owns there: it adds missing skills, replaces owned entries
// whose digest or mode changed, removes owned entries no longer rooted
// (also from targets no longer listed), and reports user entries with a
// skill's name as clashes without touching them. An owned entry that was
// re-created, or had names added or removed at its top level, no longer
// counts as skillpin's: it is left alone. Each entry is built next
// to the target and renamed into place (fault point "targets.sync" before
// each rename).
//
// In "copy" mode an entry is a directory of read-only copies of the store
// files; in "symlink" mode it is a relative link to the skill in the
// trusted root, so the target follows each root flip. Call it after
// Root.Publish, holding LockProject.
func SyncTargets(projectDir string, targets []string, store *Store, entries []RootEntry, mode string) ([]TargetReport, error) {
	return syncTargets(projectDir, targets, store, entries, mode, false)
}

// RepairTargets is SyncTargets that also re-hashes every owned entry it
// would otherwise keep and rebuilds those that were tampered with.
func RepairTargets(projectDir string, targets []string, store *Store, entries []RootEntry, mode string) ([]TargetReport, error) {
	return syncTargets(projectDir, targets, store, entries, mode, true)
}

type targetSync struct {
	projectDir string
	stateDir   string
	tmpDir     string
	store      *Store
	mode       string
}

func syncTargets(projectDir string, targets []string, store *Store, entries []RootEntry, mode string, repair bool) ([]TargetReport, error) {
	cleaned, err := CleanTargets(targets)
	if err != nil {
		return nil, err
	}
	sorted, err := sortEntries(entries)
	if err != nil {
		return nil, fmt.Errorf("sync targets: %w", err)
	}
	if mode != ModeCopy && mode != ModeSymlink {
		return nil, fmt.Errorf("sync targets: unknown install mode %q: want %q or %q", mode, ModeCopy, ModeSymlink)
	}
	stateDir, err := EnsureStateDir(projectDir)
	if err != nil {
		return nil, err
	}
	ts := &targetSync{projectDir: projectDir, stateDir: stateDir, tmpDir: filepath.Join(stateDir, tmpDirName), store: store, mode: mode}
	if err := ts.cleanTmp(); err != nil {
		return nil, err
	}
	rec, err := loadRecord(stateDir)
	if err != nil {
		return nil, err
	}
	before, _ := json.Marshal(rec)

	// Targets dropped from the settings lose their owned entries too.
	all := slices.Clone(cleaned)
	for t := range rec.Targets {
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
		rep, err := ts.syncOne(rec, t, want, repair)
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
	if after, _ := json.Marshal(rec); string(after) != string(before) {
		if err := saveRecord(stateDir, rec); err != nil && syncErr == nil {
			syncErr = err
		}
	}
	return reports, syncErr
}

// cleanTmp removes builds and trash left in .skillpin/tmp by a run that
// died; the project lock guarantees no live run is using them.
func (ts *targetSync) cleanTmp() error {
	if err := os.MkdirAll(ts.tmpDir, 0o755); err != nil {
		return fmt.Errorf("sync targets: %w", err)
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
	return nil
}

// syncOne brings one target in line with want (nil: remove everything
// skillpin owns there).
func (ts *targetSync) syncOne(rec *targetRecord, t string, want []RootEntry, repair bool) (TargetReport, error) {
	rep := TargetReport{Target: t}
	dir := filepath.Join(ts.projectDir, filepath.FromSlash(t))
	owned := rec.Targets[t]
	if owned == nil {
		owned = map[string]ownedEntry{}
		rec.Targets[t] = owned
	}
	defer func() {
		if len(owned) == 0 {
			delete(rec.Targets, t)
		}
	}()
	if len(want) > 0 {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return rep, fmt.Errorf("target %s: %w", t, err)
		}
	}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		// Nothing of ours can be left in a directory that is gone.
		clear(owned)
		return rep, nil
	}
	if err := ts.checkNotState(t, dir); err != nil {
		return rep, err
	}
	if err := cleanInTargetTmp(dir); err != nil {
		return rep, fmt.Errorf("target %s: %w", t, err)
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
				upToDate = len(checkSkill(p, e, false, ts.linkOK(t))) == 0
			}
			if upToDate {
				continue
			}
			staged = append(staged, stagedEntry{e: e, replace: true})
			rep.Updated = append(rep.Updated, e.Name)
		default:
			// Not ours (never was, or the user replaced ours).
			delete(owned, e.Name)
			if ts.identical(t, p, fi, e) {
				owned[e.Name] = ownedEntry{Digest: e.Digest, Mode: ts.mode, ID: fileID(fi)}
				rep.Adopted = append(rep.Adopted, e.Name)
				continue
			}
			rep.Clashes = append(rep.Clashes, e.Name)
			continue
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

// checkNotState refuses a target that resolves into .skillpin (a
// .claude/skills linked to the trusted root already shows the root;
// syncing into it would write into a root generation).
func (ts *targetSync) checkNotState(t, dir string) error {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return fmt.Errorf("target %s: %w", t, err)
	}
	state, err := filepath.EvalSymlinks(ts.stateDir)
	if err != nil {
		return fmt.Errorf("target %s: %w", t, err)
	}
	if within(real, state) {
		return &TargetError{Target: t, Reason: fmt.Sprintf("resolves to %s, inside skillpin's state directory (it already shows the trusted root); remove it from [settings] targets", real)}
	}
	return nil
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

// identical reports whether the user's entry at p holds exactly what
// skillpin would write for e in this mode; such an entry is adopted.
func (ts *targetSync) identical(t, p string, fi fs.FileInfo, e RootEntry) bool {
	isLink := fi.Mode()&fs.ModeSymlink != 0
	if ts.mode == ModeSymlink {
		target, err := os.Readlink(p)
		return isLink && err == nil && target == ts.linkTarget(t, e.Name)
	}
	return !isLink && fi.IsDir() && len(checkTree(p, e.Files, false)) == 0
}

// linkTarget is the relative link from target t to the skill in the
// trusted root. It is computed between real paths, because the kernel
// resolves a relative link from where the link really is.
func (ts *targetSync) linkTarget(t, name string) string {
	dir := filepath.Join(ts.projectDir, filepath.FromSlash(t))
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	state := ts.stateDir
	if real, err := filepath.EvalSymlinks(state); err == nil {
		state = real
	}
	rel, err := filepath.Rel(dir, filepath.Join(state, rootLink, name))
	if err != nil {
		return filepath.Join(state, rootLink, name)
	}
	return rel
}

func (ts *targetSync) linkOK(t string) func(string, RootEntry) bool {
	return func(target string, e RootEntry) bool { return target == ts.linkTarget(t, e.Name) }
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
	parallel(len(staged), func(i int) {
		tmp, err := tempName(build)
		if err != nil {
			errs[i] = err
			return
		}
		staged[i].tmp = tmp
		if ts.mode == ModeSymlink {
			errs[i] = os.Symlink(ts.linkTarget(t, staged[i].e.Name), tmp)
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
	for i := range staged {
		s := &staged[i]
		if err := faults.Hit(targetsSyncPoint); err != nil {
			return fmt.Errorf("target %s: install %s: %w", t, s.e.Name, err)
		}
		dst := filepath.Join(dir, s.e.Name)
		if s.replace {
			old, err := tempName(build)
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
		// Record the new entry's identity.
		fi, err := os.Lstat(dst)
		if err != nil {
			return fmt.Errorf("target %s: %w", t, err)
		}
		owned[s.e.Name] = ownedEntry{Digest: s.e.Digest, Mode: ts.mode, ID: fileID(fi)}
	}
	return atomicfile.SyncDir(dir)
}

// discard moves p out of the target first, so the target never shows a
// half-removed skill, then deletes it.
func (ts *targetSync) discard(p, build string) error {
	old, err := tempName(build)
	if err != nil {
		return err
	}
	if err := os.Rename(p, old); err != nil {
		return err
	}
	return removeTree(old)
}

// tempName is a fresh name in build for an entry being built or discarded.
func tempName(build string) (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	prefix := targetTmpPrefix
	if filepath.Base(build) != tmpDirName {
		prefix = inTargetTmpMark
	}
	return filepath.Join(build, prefix+hex.EncodeToString(b[:])), nil
}

// cleanInTargetTmp removes fallback build names left inside a target.
func cleanInTargetTmp(dir string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), inTargetTmpMark) {
			if err := removeTree(filepath.Join(dir, e.Name())); err != nil {
				return err
			}
		}
	}
	return nil
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
func CheckTargets(projectDir string, targets []string, entries []RootEntry) []TargetMismatch {
	cleaned, err := CleanTargets(targets)
	if err != nil {
		return []TargetMismatch{{Mismatch: Mismatch{Path: ".", Kind: KindModified, Detail: err.Error()}}}
	}
	sorted, err := sortEntries(entries)
	if err != nil {
		return []TargetMismatch{{Mismatch: Mismatch{Path: ".", Kind: KindModified, Detail: err.Error()}}}
	}
	stateDir := filepath.Join(projectDir, StateDir)
	rec, err := loadRecord(stateDir)
	if err != nil {
		return []TargetMismatch{{Mismatch: Mismatch{Path: filepath.ToSlash(filepath.Join(StateDir, targetsFile)), Kind: KindModified, Detail: err.Error()}}}
	}
	ts := &targetSync{projectDir: projectDir, stateDir: stateDir}
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
		dir := filepath.Join(projectDir, filepath.FromSlash(t))
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
			case !isOwned || !ts.ours(fi, o):
				add(t, Mismatch{Path: e.Name, Kind: KindClash, Detail: "an entry skillpin did not create has this name; rename or remove it to let skillpin export the skill"})
			default:
				add(t, checkSkill(p, e, false, ts.linkOK(t))...)
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
