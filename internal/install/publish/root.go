package publish

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/durable"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"golang.org/x/sync/errgroup"
)

// RootEntry is one skill of the trusted root. Its content comes from the
// store entry for Digest; Files is the locked file set, checked again
// while the files are copied.
type RootEntry struct {
	Name   string
	Digest string
	Files  catalog.FileSet
}

// Root is a project's trusted root: <state>/root (<project>/.skillpin/root
// for a project), a symlink to a complete generation directory
// <state>/generations/<id>/ holding one <name>/ per rooted skill. Publishing builds a new generation
// and flips the symlink with one rename, so a harness reading the root
// sees the old set or the new set, never a mix. Which generation skillpin
// published is recorded in the project's Ledger in the cache, never in
// the project: a generation a checkout ships is not taken for one.
//
// Callers serialize mutations with the project lock (internal/install/filelock).
type Root struct {
	// Layout is where the project's files are.
	Layout layout.Layout
	// Ledger is skillpin's record of the project; nil for Path alone.
	Ledger *Ledger
}

const (
	rootTmpPrefix = ".root.tmp-"
	genPrefix     = "g-"
)

// Path is the absolute path of the trusted root, the path harnesses are
// pointed at.
func (r *Root) Path() string { return r.Layout.RootPath() }

func (r *Root) stateDir() string { return r.Layout.State }
func (r *Root) gensDir() string  { return filepath.Join(r.Layout.State, layout.GenerationsDir) }

// Publish makes the root hold exactly entries, as copies of the store
// files (mode "copy") or as links to the store entries (mode "symlink").
// When the published generation already holds these entries in this mode
// it does nothing and reports changed == false; that check reads one small
// state file and stats each skill directory, so a warm install costs
// milliseconds. Tampering inside a skill is found by Check, and repaired by
// Rebuild.
func (r *Root) Publish(st *store.Store, entries []RootEntry, mode string) (changed bool, err error) {
	return r.publish(st, entries, mode, false)
}

// Rebuild publishes entries as a fresh generation even when the current
// one claims to hold them: the repair for a root that Check found damaged.
func (r *Root) Rebuild(st *store.Store, entries []RootEntry, mode string) error {
	_, err := r.publish(st, entries, mode, true)
	return err
}

func (r *Root) publish(st *store.Store, entries []RootEntry, mode string, force bool) (bool, error) {
	sorted, err := sortEntries(entries)
	if err != nil {
		return false, fmt.Errorf("publish trusted root: %w", err)
	}
	if mode != ModeCopy && mode != ModeSymlink {
		return false, fmt.Errorf("publish trusted root: unknown install mode %q: want %q or %q", mode, ModeCopy, ModeSymlink)
	}
	stateDir, err := EnsureStateDir(r.Layout)
	if err != nil {
		return false, err
	}
	gens := r.gensDir()
	if err := ensureRealDir(gens); err != nil {
		return false, err
	}
	cur, err := r.current()
	if err != nil {
		return false, err
	}
	want := Generation{Mode: mode}
	if mode == ModeSymlink {
		want.Store = st.Dir
	}
	for _, e := range sorted {
		want.Skills = append(want.Skills, genSkill{Name: e.Name, Digest: e.Digest})
	}
	if !force && cur != nil && sameGeneration(cur, &want) && r.looksIntact(filepath.Join(gens, cur.ID), &want, st) {
		return false, r.collect(cur.ID)
	}

	dir, err := os.MkdirTemp(gens, genPrefix)
	if err != nil {
		return false, fmt.Errorf("publish trusted root: %w", err)
	}
	id := filepath.Base(dir)
	fail := func(err error) (bool, error) {
		_ = store.RemoveTree(dir)
		return false, fmt.Errorf("publish trusted root: %w", err)
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		return fail(err)
	}
	// Skills the current copy generation already holds are hard-linked
	// from it instead of copied again, so that updating one skill of a
	// hundred costs one skill's copy. (Rebuild copies everything: it is
	// the repair for a generation that may have been tampered with.)
	reuse := map[string]string{} // digest -> skill dir in the current generation
	if !force && cur != nil && cur.Mode == ModeCopy && mode == ModeCopy {
		for _, sk := range cur.Skills {
			reuse[sk.Digest] = filepath.Join(gens, cur.ID, sk.Name)
		}
	}
	// Skills are written in parallel: creating and syncing files is most
	// of the cost, and the kernel does it for several at once.
	// The generation is flushed to disk once, whole, before the flip.
	var d durable.Batch
	d.Dir(gens)
	d.Dir(dir)
	errs := make([]error, len(sorted))
	parallel(len(sorted), func(i int) {
		e := sorted[i]
		dst := filepath.Join(dir, e.Name)
		if src, ok := reuse[e.Digest]; ok {
			files := slices.Clone(e.Files)
			files.Sort()
			if linkEntry(src, dst, files, &d) == nil {
				return
			}
			_ = store.RemoveTree(dst) // fall back to copying from the store
		}
		errs[i] = buildEntry(dst, st, e, mode, &d)
	})
	for _, err := range errs {
		if err != nil {
			return fail(err)
		}
	}
	if err := d.Flush(); err != nil {
		return fail(err)
	}
	if err := faults.Hit("root.publish"); err != nil {
		return fail(err)
	}
	fi, err := os.Lstat(dir)
	if err != nil {
		return fail(err)
	}
	if mode == ModeCopy {
		want.Dirs = settledStamp(gens, dir, sorted)
	}
	if err := flipLink(stateDir, layout.RootLink, layout.GenerationsDir+"/"+id); err != nil {
		return fail(err)
	}
	// Recorded after the flip: a crash in between leaves a root the
	// ledger does not know, which the next run rebuilds.
	want.ID, want.FileID = id, dirID(fi)
	r.Ledger.Root = &want
	if err := r.Ledger.Save(); err != nil {
		return true, fmt.Errorf("publish trusted root: %w", err)
	}
	return true, r.collect(id)
}

// sortEntries validates entries and returns them sorted by name.
func sortEntries(entries []RootEntry) ([]RootEntry, error) {
	sorted := slices.Clone(entries)
	slices.SortFunc(sorted, func(a, b RootEntry) int { return strings.Compare(a.Name, b.Name) })
	for i, e := range sorted {
		if !validEntryName(e.Name) {
			return nil, fmt.Errorf("invalid skill name %q for a directory", e.Name)
		}
		if i > 0 && sorted[i-1].Name == e.Name {
			return nil, fmt.Errorf("skill %q listed twice", e.Name)
		}
		if !catalog.ValidDigest(e.Digest) {
			return nil, fmt.Errorf("skill %q: invalid digest %q", e.Name, e.Digest)
		}
	}
	return sorted, nil
}

// buildEntry writes one skill at dst: a directory of read-only copies of
// the store files, each re-hashed on its way, or a link to the store entry.
// It does not flush: what it writes is noted in d.
func buildEntry(dst string, st *store.Store, e RootEntry, mode string, d *durable.Batch) error {
	if !st.Has(e.Digest) {
		return hint.Errorf("skill %s: store entry %s is missing: run `%s` to fetch it", e.Name, e.Digest, hint.Run("install"))
	}
	src := st.Path(e.Digest)
	if mode == ModeSymlink {
		return os.Symlink(src, dst)
	}
	if err := st.Copy(dst, e.Digest, e.Files, d); err != nil {
		return fmt.Errorf("skill %s: %w", e.Name, err)
	}
	return nil
}

// linkEntry hard-links the files of a skill from src (a skill directory of
// the current generation) to dst. Every file must still be a regular,
// read-only file of the locked size and mode; anything else fails, and the
// caller copies from the store instead.
func linkEntry(src, dst string, files catalog.FileSet, d *durable.Batch) error {
	if err := store.CheckPaths(files); err != nil {
		return err
	}
	if err := os.Mkdir(dst, 0o755); err != nil {
		return err
	}
	d.Dir(dst)
	for _, f := range files {
		from := filepath.Join(src, filepath.FromSlash(f.Path))
		fi, err := os.Lstat(from)
		if err != nil {
			return err
		}
		if !fi.Mode().IsRegular() || fi.Size() != f.Size || fi.Mode().Perm() != store.FileMode(f.Exec) {
			return fmt.Errorf("%s changed since it was published", from)
		}
		to := filepath.Join(dst, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := os.Link(from, to); err != nil {
			return err
		}
		d.Dir(filepath.Dir(to))
	}
	return nil
}

// flipLink points dir/name at target atomically: a link made under a
// temporary name, then renamed over the old one.
func flipLink(dir, name, target string) error {
	var b [8]byte
	_, _ = rand.Read(b[:])
	tmp := filepath.Join(dir, rootTmpPrefix+hex.EncodeToString(b[:]))
	if err := os.Symlink(target, tmp); err != nil {
		return err
	}
	dst := filepath.Join(dir, name)
	if fi, err := os.Lstat(dst); err == nil && fi.Mode()&fs.ModeSymlink == 0 {
		os.Remove(tmp)
		return hint.Errorf("%s is a %s, not the symlink skillpin maintains; move it away and run `%s` again", dst, store.TypeName(fi.Mode()), hint.Run("install"))
	}
	if err := os.Rename(tmp, dst); err != nil {
		os.Remove(tmp)
		return err
	}
	return atomicfile.SyncDir(dir)
}

// current is the generation the ledger records as published, when the
// root link still points at it and its directory is the one skillpin made
// (same identity); otherwise nil: nothing found in the project is taken
// for a published root, and the next Publish builds a fresh generation.
func (r *Root) current() (*Generation, error) {
	link := filepath.Join(r.stateDir(), layout.RootLink)
	target, err := os.Readlink(link)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		if fi, serr := os.Lstat(link); serr == nil && fi.Mode()&fs.ModeSymlink == 0 {
			return nil, &UnsafePathError{Path: link, Reason: fmt.Sprintf("is a %s, not the symlink skillpin maintains; ", store.TypeName(fi.Mode())),
				Fix: hint.Sprintf("move it away and run `%s` again", hint.Run("install"))}
		}
		return nil, fmt.Errorf("read trusted root: %w", err)
	}
	g := r.Ledger.Root
	if g == nil || target != layout.GenerationsDir+"/"+g.ID {
		return nil, nil
	}
	if err := ensureRealDir(r.gensDir()); err != nil {
		return nil, err
	}
	fi, err := os.Lstat(filepath.Join(r.gensDir(), g.ID))
	if err != nil || !fi.IsDir() || dirID(fi) != g.FileID {
		return nil, nil
	}
	return g, nil
}

// Current returns name -> digest of the generation skillpin published and
// the root still shows; empty when there is none (never published, or the
// root is not the generation skillpin recorded).
func (r *Root) Current() (map[string]string, error) {
	g, err := r.current()
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	if g != nil {
		for _, s := range g.Skills {
			out[s.Name] = s.Digest
		}
	}
	return out, nil
}

// Verified reports whether the root link shows the generation skillpin
// published in this cache (see current), and returns its directory.
func (r *Root) Verified() (dir string, ok bool) {
	g, err := r.current()
	if err != nil || g == nil {
		return "", false
	}
	return filepath.Join(r.gensDir(), g.ID), true
}

func sameGeneration(a, b *Generation) bool {
	return a.Mode == b.Mode && a.Store == b.Store && slices.Equal(a.Skills, b.Skills)
}

// looksIntact is the cheap check of a warm Publish: the generation holds
// exactly the expected top-level names, each of the expected type (a
// directory, or a link to the expected store entry).
func (r *Root) looksIntact(dir string, gen *Generation, st *store.Store) bool {
	ents, err := os.ReadDir(dir)
	if err != nil || len(ents) != len(gen.Skills) {
		return false
	}
	for i, s := range gen.Skills {
		e := ents[i] // both sorted by name
		if e.Name() != s.Name {
			return false
		}
		switch gen.Mode {
		case ModeCopy:
			if !e.IsDir() {
				return false
			}
		case ModeSymlink:
			t, err := os.Readlink(filepath.Join(dir, s.Name))
			if err != nil || t != st.Path(s.Digest) {
				return false
			}
		}
	}
	return true
}

// collect removes every generation but keep, and links left by a flip
// that died halfway.
func (r *Root) collect(keep string) error {
	var errs []error
	if err := ensureRealDir(r.gensDir()); err != nil {
		return err
	}
	ents, err := os.ReadDir(r.gensDir())
	if err != nil {
		return fmt.Errorf("collect old root generations: %w", err)
	}
	for _, e := range ents {
		if keep != "" && e.Name() == keep {
			continue
		}
		if err := store.RemoveTree(filepath.Join(r.gensDir(), e.Name())); err != nil {
			errs = append(errs, err)
		}
	}
	ents, err = os.ReadDir(r.stateDir())
	if err == nil {
		for _, e := range ents {
			if strings.HasPrefix(e.Name(), rootTmpPrefix) {
				if err := os.Remove(filepath.Join(r.stateDir(), e.Name())); err != nil {
					errs = append(errs, err)
				}
			}
		}
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("trusted root published, but old generations could not all be removed (the next install retries): %w", err)
	}
	return nil
}

// Check re-hashes the published root against entries and lists what
// differs: skills or files missing, extra or modified, modes changed,
// links that point anywhere but the store entry of the locked digest.
// Paths are "<name>/<file>".
func (r *Root) Check(entries []RootEntry) []store.Mismatch {
	sorted, err := sortEntries(entries)
	if err != nil {
		return []store.Mismatch{{Path: ".", Kind: store.KindModified, Detail: hint.Text(err.Error())}}
	}
	link := r.Path()
	fi, err := os.Lstat(link)
	if errors.Is(err, fs.ErrNotExist) {
		var out []store.Mismatch
		for _, e := range sorted {
			out = append(out, store.Mismatch{Path: e.Name, Kind: store.KindMissing, Detail: hint.Sprintf("the trusted root was never published: run `%s`", hint.Run("install"))})
		}
		return out
	}
	if err != nil {
		return []store.Mismatch{{Path: ".", Kind: store.KindModified, Detail: hint.Text(err.Error())}}
	}
	if fi.Mode()&fs.ModeSymlink == 0 {
		return []store.Mismatch{{Path: ".", Kind: store.KindModified, Detail: hint.Text(link + " is a " + store.TypeName(fi.Mode()) + ", not the symlink skillpin maintains")}}
	}
	dir, ok := r.Verified()
	if !ok {
		return []store.Mismatch{{Path: ".", Kind: store.KindModified, Detail: hint.Text(link + " does not show the generation skillpin published in this cache (it may come from the checkout, or an older install)")}}
	}
	return checkSkills(dir, sorted, true, storeLink, store.CheckTree)
}

// storeLink accepts a link to the store entry of e's digest: the root's
// symlink mode.
func storeLink(target string, e RootEntry) bool {
	h, _ := store.DigestHex(e.Digest)
	return filepath.Base(target) == h
}

// checkSkills compares a directory of skills (a root generation, or a
// target restricted to wanted) with entries. When exclusive, every other
// top-level name is reported as extra.
func checkSkills(dir string, sorted []RootEntry, exclusive bool, linkOK func(string, RootEntry) bool, tree treeCheck) []store.Mismatch {
	var out []store.Mismatch
	want := map[string]bool{}
	found := make([][]store.Mismatch, len(sorted))
	parallel(len(sorted), func(i int) { // re-hashing: most of the work
		found[i] = checkSkillWith(filepath.Join(dir, sorted[i].Name), sorted[i], true, linkOK, tree)
	})
	for i, e := range sorted {
		want[e.Name] = true
		out = append(out, found[i]...)
	}
	if exclusive {
		ents, err := os.ReadDir(dir)
		if err != nil {
			return append(out, store.Mismatch{Path: ".", Kind: store.KindModified, Detail: hint.Text(err.Error())})
		}
		for _, d := range ents {
			if !want[d.Name()] {
				out = append(out, store.Mismatch{Path: d.Name(), Kind: store.KindExtra, Detail: hint.Text("not a locked, approved skill")})
			}
		}
	}
	slices.SortFunc(out, func(a, b store.Mismatch) int { return strings.Compare(a.Path, b.Path) })
	return out
}

// checkSkill compares one skill directory, or a link that linkOK accepts,
// with its entry; paths in the result are prefixed with the skill name.
// strictMode also compares the read-only permission bits skillpin writes.
func checkSkill(p string, e RootEntry, strictMode bool, linkOK func(string, RootEntry) bool) []store.Mismatch {
	return checkSkillWith(p, e, strictMode, linkOK, store.CheckTree)
}

// treeCheck compares a skill directory with its files: store.CheckTree
// re-hashes, quickTree only looks.
type treeCheck func(dir string, files catalog.FileSet, strictMode bool) []store.Mismatch

func checkSkillWith(p string, e RootEntry, strictMode bool, linkOK func(string, RootEntry) bool, tree treeCheck) []store.Mismatch {
	fi, err := os.Lstat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return []store.Mismatch{{Path: e.Name, Kind: store.KindMissing}}
	}
	if err != nil {
		return []store.Mismatch{{Path: e.Name, Kind: store.KindModified, Detail: hint.Text(err.Error())}}
	}
	dir := p
	if fi.Mode()&fs.ModeSymlink != 0 {
		target, err := os.Readlink(p)
		if err != nil {
			return []store.Mismatch{{Path: e.Name, Kind: store.KindModified, Detail: hint.Text(err.Error())}}
		}
		if linkOK == nil || !linkOK(target, e) {
			return []store.Mismatch{{Path: e.Name, Kind: store.KindModified, Detail: hint.Sprintf("is a link to %s, not one skillpin made for %s", target, e.Digest)}}
		}
		if dir, err = filepath.EvalSymlinks(p); err != nil {
			return []store.Mismatch{{Path: e.Name, Kind: store.KindMissing, Detail: hint.Text("link to the store entry is dangling: " + err.Error())}}
		}
		if fi, err = os.Lstat(dir); err != nil {
			return []store.Mismatch{{Path: e.Name, Kind: store.KindModified, Detail: hint.Text(err.Error())}}
		}
	}
	if !fi.IsDir() {
		return []store.Mismatch{{Path: e.Name, Kind: store.KindModified, Detail: hint.Text("is a " + store.TypeName(fi.Mode()) + ", not a skill directory")}}
	}
	ms := tree(dir, e.Files, strictMode)
	for i := range ms {
		ms[i].Path = e.Name + "/" + ms[i].Path
	}
	return ms
}

// parallel runs fn(0) … fn(n-1) on a few goroutines: enough to keep the
// CPUs busy while others wait for the disk, few enough not to thrash it.
func parallel(n int, fn func(i int)) {
	// A few workers take the items in turn: a goroutine per item would
	// start each on a small stack that the checks grow again (a tenth
	// of a warm install's CPU in copying stacks).
	var g errgroup.Group
	var next atomic.Int64
	for range min(n, max(2, runtime.GOMAXPROCS(0)), 8) {
		g.Go(func() error {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fn(i)
			}
			return nil
		})
	}
	_ = g.Wait() // fn reports its own errors
}
