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
	// Kept are entries skillpin made and would have removed, updated or
	// restored, left as they are because files were added to them since:
	// skillpin never deletes what it did not write. They stay in the
	// ledger, and CheckTargets reports them, until someone removes them
	// (or, for a rooted skill, moves the files out and repairs).
	Kept []KeptEntry `json:"kept,omitempty"`
}

// KeptEntry is a target entry skillpin made and left in place because it
// no longer holds only what skillpin wrote.
type KeptEntry struct {
	Name string `json:"name"`
	// Path is the entry, slash-separated and relative to the layout's base
	// (the target and the name).
	Path string `json:"path"`
	// Added are names in the entry skillpin did not write (up to
	// maxNamed), relative to it; a directory ends in "/". Empty when
	// skillpin can no longer tell (the skill's store entry is gone).
	Added []string `json:"added,omitempty"`
	// Rooted: the skill is still rooted, and the entry was not updated or
	// restored; otherwise the skill left the root (revoked, removed) and
	// agents still load this entry.
	Rooted bool `json:"rooted"`
}

// What says in words what was kept and why, for a warning.
func (k KeptEntry) What() string {
	why := "skillpin can no longer tell which files in it are its own (the skill's store entry is gone)"
	if len(k.Added) > 0 {
		why = "it holds files skillpin did not write (" + strings.Join(k.Added, ", ") + ")"
	}
	if k.Rooted {
		return fmt.Sprintf("%s was not updated or restored: skillpin made it, but %s; move them out of it, then run `skillpin install --repair`", k.Path, why)
	}
	return fmt.Sprintf("%s stays although the skill is no longer approved or locked: skillpin made it, but %s, and never deletes what it did not write; agents still load it: remove it yourself (rm -r %s)", k.Path, why, k.Path)
}

// maxNamed bounds the names a kept entry or a finding lists.
const maxNamed = 5

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
	// SkillMD is the identity (fileID) of the entry's SKILL.md as
	// skillpin wrote it, in copy mode. Adding a name to the entry changes
	// the entry's mtime, not this: an entry with skillpin's device and
	// inode and its SKILL.md (or none) is skillpin's, changed since; one
	// the user re-created (even on a reused inode number) has a SKILL.md
	// of its own.
	SkillMD string `json:"skill_md,omitempty"`
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
	if rel, err := filepath.Rel(ts.baseDir, p); err == nil && rel != "." {
		q := ts.baseDir
		for _, el := range strings.Split(rel, string(filepath.Separator)) {
			q = filepath.Join(q, el)
			if why := whatItIs(q); why != "" {
				return errors.New("resolves into " + why)
			}
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
	if rel, err := filepath.Rel(ts.baseDir, p); err == nil {
		for _, el := range strings.Split(rel, string(filepath.Separator)) {
			if why := reservedName(el); why != "" {
				return errors.New("would be made as " + why)
			}
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

// whatItIs says what the real directory p is when it is one no target
// may lie in, whatever repository or project it belongs to: a .git
// directory (of the project, of a nested repository or submodule, of a
// repository under the home directory), a git directory by what it holds
// (a bare repository: hooks there run too), or a .skillpin directory
// (another project's state). "" when it is none of them. Judged by what p
// is, not by which project's path it is, so that no route (a nested
// repository, a link) leads a skill file into git's hooks or config.
func whatItIs(p string) string {
	if why := reservedName(filepath.Base(p)); why != "" {
		return why
	}
	if isGitDir(p) {
		return "a git directory (" + p + "), where a skill file could become a git hook or config"
	}
	return ""
}

// reservedName says what a directory called name is when no target may
// be in it: any repository's .git, any project's .skillpin. Names compare
// ignoring case, as case-insensitive file systems do.
func reservedName(name string) string {
	switch {
	case strings.EqualFold(name, ".git"):
		return "a repository's .git, where a skill file could become a git hook or config"
	case strings.EqualFold(name, StateDir):
		return "a project's " + StateDir + ", which skillpin manages itself"
	}
	return ""
}

// isGitDir reports whether dir holds what git requires of a repository's
// git directory (setup.c's is_git_directory): HEAD, objects/ and refs/.
func isGitDir(dir string) bool {
	if _, err := os.Lstat(filepath.Join(dir, "HEAD")); err != nil {
		return false
	}
	for _, sub := range []string{"objects", "refs"} {
		if fi, err := os.Stat(filepath.Join(dir, sub)); err != nil || !fi.IsDir() {
			return false
		}
	}
	return true
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
	if err := ts.install(t, dir, build, staged, owned); err != nil {
		return rep, err
	}
	return rep, writeTargetIgnore(dir, sortedNames(owned))
}

// stagedEntry is a target entry to add (or, when replace, to update).
type stagedEntry struct {
	e       RootEntry
	replace bool
	tmp     string // where it was built
}

// entryState is what a name in a target holds, against the ledger.
type entryState int

const (
	entryGone    entryState = iota // nothing
	entryOurs                      // the entry skillpin left: same type, device, inode and mtime
	entryChanged                   // skillpin's entry (same device, inode and SKILL.md), names added or removed since
	entryOthers                    // not skillpin's: re-created by the user, or never skillpin's
)

// classify says whose the existing entry p (fi) is, o being what the
// ledger records for its name.
func (ts *targetSync) classify(p string, fi fs.FileInfo, o ownedEntry) entryState {
	if ts.ours(fi, o) {
		return entryOurs
	}
	if o.Mode != ModeCopy || o.SkillMD == "" || !fi.IsDir() || fi.Mode()&fs.ModeSymlink != 0 {
		return entryOthers
	}
	if in := inodeOf(fileID(fi)); in == "" || in != inodeOf(o.ID) {
		return entryOthers
	}
	// The SKILL.md skillpin wrote, or none (removed since): a user's own
	// entry made on a reused inode number has a SKILL.md of its own.
	sfi, err := os.Lstat(filepath.Join(p, "SKILL.md"))
	if err == nil && fileID(sfi) != o.SkillMD || err != nil && !errors.Is(err, fs.ErrNotExist) {
		return entryOthers
	}
	return entryChanged
}

// inodeOf is the device:inode part of a unix fileID ("" elsewhere).
func inodeOf(id string) string {
	parts := strings.Split(id, ":")
	if len(parts) != 3 {
		return ""
	}
	return parts[0] + ":" + parts[1]
}

// withSkillMD is o with the identity of p/SKILL.md, in copy mode.
func (ts *targetSync) withSkillMD(p string, o ownedEntry) ownedEntry {
	if o.Mode == ModeCopy {
		if fi, err := os.Lstat(filepath.Join(p, "SKILL.md")); err == nil && fi.Mode().IsRegular() {
			o.SkillMD = fileID(fi)
		}
	}
	return o
}

// keep decides whether skillpin's entry p in target t (state st, recorded
// as o) must be left in place instead of being removed or replaced: when
// it holds names skillpin did not write, or, for an entry changed at its
// top level, when skillpin can no longer tell (the store entry of o's
// digest is gone). e is the rooted skill, nil when the skill left the root.
func (ts *targetSync) keep(t, p string, o ownedEntry, e *RootEntry, st entryState) (KeptEntry, bool) {
	k := KeptEntry{Name: filepath.Base(p), Path: t + "/" + filepath.Base(p), Rooted: e != nil}
	added, known := ts.added(p, o, e)
	if len(added) > 0 || !known && st == entryChanged {
		k.Added = added
		return k, true
	}
	return k, false
}

// added lists (up to maxNamed) the names in skillpin's entry p that are
// not files of the skill it wrote there (o's digest: e's files when e has
// that digest, else the store entry's), nor their directories. known is
// false when the skill's files cannot be told.
func (ts *targetSync) added(p string, o ownedEntry, e *RootEntry) (added []string, known bool) {
	fi, err := os.Lstat(p)
	if err != nil || !fi.IsDir() {
		return nil, true // a link or a file: nothing can have been added inside
	}
	files := map[string]bool{}
	switch {
	case e != nil && e.Digest == o.Digest:
		for _, f := range e.Files {
			files[f.Path] = true
		}
	default:
		store := ts.store
		if store == nil && ts.ledger.cache != "" {
			store = &Store{Dir: filepath.Join(ts.ledger.cache, "store")}
		}
		if store == nil || !store.Has(o.Digest) {
			return nil, false
		}
		src := store.Path(o.Digest)
		err := filepath.WalkDir(src, func(q string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() {
				rel, _ := filepath.Rel(src, q)
				files[filepath.ToSlash(rel)] = true
			}
			return nil
		})
		if err != nil {
			return nil, false
		}
	}
	implied := map[string]bool{}
	for f := range files {
		for d := path.Dir(f); d != "."; d = path.Dir(d) {
			implied[d] = true
		}
	}
	var out []string
	_ = filepath.WalkDir(p, func(q string, d fs.DirEntry, err error) error {
		if q == p || len(out) >= maxNamed {
			return err
		}
		rel, _ := filepath.Rel(p, q)
		rel = filepath.ToSlash(rel)
		switch {
		case err != nil:
			out = append(out, rel) // unreadable: not known to be skillpin's
			return nil
		case d.IsDir() && implied[rel]:
			return nil
		case d.IsDir():
			out = append(out, rel+"/")
			return fs.SkipDir
		case !files[rel]:
			out = append(out, rel)
		}
		return nil
	})
	return out, true
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
			st := entryOthers
			if err == nil && isOwned {
				st = ts.classify(p, fi, o)
			}
			switch {
			case errors.Is(err, fs.ErrNotExist):
				add(t, Mismatch{Path: e.Name, Kind: KindMissing, Detail: "run `skillpin install`"})
			case err != nil:
				add(t, Mismatch{Path: e.Name, Kind: KindModified, Detail: err.Error()})
			case st == entryOthers && ts.holds(dir, p, fi, e):
				// Not skillpin's, but a harness reads exactly the locked,
				// approved bytes there: nothing to report.
			case st == entryOthers:
				add(t, Mismatch{Path: e.Name, Kind: KindClash, Detail: "an entry that is not skillpin's (it did not create it, or it was re-created since) has this name and other content; rename or remove it to let skillpin export the skill"})
			default:
				for _, m := range checkSkill(p, e, false, ts.linkOK(dir)) {
					parts := []string{m.Detail}
					if st == entryChanged {
						parts = append(parts, "skillpin created this entry, and names were added to or removed from it since")
					}
					if m.Kind == KindExtra {
						parts = append(parts, "skillpin did not write it and will not delete it: move it out of the target, then run `skillpin install --repair`")
					} else {
						parts = append(parts, "run `skillpin install --repair` to restore it")
					}
					m.Detail = strings.Join(slices.DeleteFunc(parts, func(s string) bool { return s == "" }), "; ")
					add(t, m)
				}
			}
		}
		for _, name := range sortedNames(owned) {
			if wanted[name] {
				continue
			}
			p := filepath.Join(dir, name)
			fi, err := os.Lstat(p)
			if err != nil {
				continue
			}
			st := ts.classify(p, fi, owned[name])
			if st == entryOthers {
				continue
			}
			if k, keep := ts.keep(t, p, owned[name], nil, st); keep {
				add(t, Mismatch{Path: name, Kind: KindKept, Detail: k.What()})
			} else {
				add(t, Mismatch{Path: name, Kind: KindExtra, Detail: "no longer a rooted skill; run `skillpin install` to remove it"})
			}
		}
	}
	return out
}
