package publish

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Which target entries are skillpin's: the ledger's records, what an entry
// on disk is compared with them, entries a user added files to, and the
// check of targets against the lock.

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
		st := ts.store
		if st == nil && ts.ledger.cache != "" {
			st = &store.Store{Dir: filepath.Join(ts.ledger.cache, layout.StoreDir)}
		}
		if st == nil || !st.Has(o.Digest) {
			return nil, false
		}
		src := st.Path(o.Digest)
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
	return fi.IsDir() && len(store.CheckTree(p, e.Files, false)) == 0
}

// linkTarget is the relative link from the real target directory dir to
// the skill in the trusted root. It is computed between real paths,
// because the kernel resolves a relative link from where the link really is.
func (ts *targetSync) linkTarget(dir, name string) string {
	rel, err := filepath.Rel(dir, filepath.Join(ts.stateDir, layout.RootLink, name))
	if err != nil {
		return filepath.Join(ts.stateDir, layout.RootLink, name)
	}
	return rel
}

func (ts *targetSync) linkOK(dir string) func(string, RootEntry) bool {
	return func(target string, e RootEntry) bool { return target == ts.linkTarget(dir, e.Name) }
}

func sortedNames(m map[string]ownedEntry) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// CheckTargets compares each target with entries among what skillpin owns
// there: skills missing, clashing with a user's entry, tampered, or still
// present though no longer rooted. The user's own entries are never
// reported.
func CheckTargets(root *Root, targets []string, entries []RootEntry) []TargetMismatch {
	return checkTargets(root, targets, entries, store.CheckTree)
}

func checkTargets(root *Root, targets []string, entries []RootEntry, tree treeCheck) []TargetMismatch {
	cleaned, err := CleanTargets(root.Layout, targets)
	if err != nil {
		return []TargetMismatch{{Mismatch: store.Mismatch{Path: ".", Kind: store.KindModified, Detail: hint.Text(err.Error())}}}
	}
	sorted, err := sortEntries(entries)
	if err != nil {
		return []TargetMismatch{{Mismatch: store.Mismatch{Path: ".", Kind: store.KindModified, Detail: hint.Text(err.Error())}}}
	}
	ts, err := newTargetSync(root)
	if err != nil {
		return []TargetMismatch{{Mismatch: store.Mismatch{Path: ".", Kind: store.KindModified, Detail: hint.Text(err.Error())}}}
	}
	rec := ts.ledger
	var out []TargetMismatch
	add := func(t string, ms ...store.Mismatch) {
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
			add(t, store.Mismatch{Path: ".", Kind: store.KindModified, Detail: hint.Text(err.Error())})
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
				add(t, store.Mismatch{Path: e.Name, Kind: store.KindMissing, Detail: hint.Sprintf("run `%s`", hint.Run("install"))})
			case err != nil:
				add(t, store.Mismatch{Path: e.Name, Kind: store.KindModified, Detail: hint.Text(err.Error())})
			case st == entryOthers && ts.holds(dir, p, fi, e):
				// Not skillpin's, but a harness reads exactly the locked,
				// approved bytes there: nothing to report.
			case st == entryOthers:
				add(t, store.Mismatch{Path: e.Name, Kind: store.KindClash, Detail: hint.Text("an entry that is not skillpin's (it did not create it, or it was re-created since) has this name and other content; rename or remove it to let skillpin export the skill")})
			default:
				for _, m := range checkSkillWith(p, e, false, ts.linkOK(dir), tree) {
					var parts []hint.Msg
					if !m.Detail.IsZero() {
						parts = append(parts, m.Detail)
					}
					if st == entryChanged {
						parts = append(parts, hint.Text("skillpin created this entry, and names were added to or removed from it since"))
					}
					if m.Kind == store.KindExtra {
						parts = append(parts, hint.Sprintf("skillpin did not write it and will not delete it: move it out of the target, then run `%s`", hint.Run("install", "--repair")))
					} else {
						parts = append(parts, hint.Sprintf("run `%s` to restore it", hint.Run("install", "--repair")))
					}
					m.Detail = hint.Join(parts, "; ")
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
				add(t, store.Mismatch{Path: name, Kind: store.KindKept, Detail: k.What()})
			} else {
				add(t, store.Mismatch{Path: name, Kind: store.KindExtra, Detail: hint.Sprintf("no longer a rooted skill; run `%s` to remove it", hint.Run("install"))})
			}
		}
	}
	return out
}
