// Package roots reads skills the way harnesses see them: the views behind
// catalog, show, inspect and the MCP server, over a project's trusted root
// (each skill admitted by the project's trust decision and checked against
// skills.lock), the user scope's, or plain directories; and the skills a
// review reads from the store while they await approval.
package roots

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// A View is what the harness-facing commands (catalog, show, inspect) and
// the MCP server read: the skills of one or more roots, each root resolved
// once, so that an install flipping the trusted root meanwhile never mixes
// two generations. For a project root, a skill is in the view only when the
// project's one trust decision (State.Trust) admits it, the root is the
// generation skillpin published in this cache, and every byte read from it
// matches skills.lock; whatever else is on disk is refused, never shown.
// For a plain directory given with --root, skills are read as they are,
// under the hostile-tree rules and the Skills extension's limits.
type View struct {
	roots   []viewRoot
	skills  map[string]*viewEntry // by name, after shadowing
	names   []string              // sorted
	notes   []viewNote
	opened  []*os.Root
	refusal map[string]*Refusal
	built   map[string]*Skill
}

// Root is a root a View reads.
type Root struct {
	// Dir is the directory: a project (its trusted root is read) when
	// Project is set, else a plain directory of <name>/SKILL.md skills.
	// A project whose Env has a Layout (the user scope) needs no Dir.
	Dir string
	// Project marks Dir as a project directory.
	Project bool
	// Env is the project's environment (for its cache and its layout);
	// Project only.
	Env state.Where
	// Scope names the root in output ("project", "user"); "" for plain roots.
	Scope string
	// Shown is how a plain root is named in output (as the user gave it);
	// "" for its absolute path.
	Shown string
	// Optional marks a project that may not exist: without a skills.toml
	// it holds no skills, and is not an error unless no root of the view
	// exists (the views read every scope there is).
	Optional bool
}

// Layout is a project root's layout: its environment's (the user scope),
// else the project's in Dir.
func (r Root) Layout() layout.Layout {
	if r.Env.Layout.Config != "" {
		return r.Env.Layout
	}
	return layout.ProjectLayout(r.Dir)
}

// RootPath is the trusted root of a project root.
func (r Root) RootPath() string { return r.Layout().RootPath() }

type viewRoot struct {
	Root
	shown    string       // as people know it: the trusted root path, or the directory as given
	resolved string       // the directory it resolved to when the view opened; "" when absent
	state    *state.State // project roots
	cache    string       // project roots: the cache, whose store Pending reads
	fs       *os.Root
}

// viewEntry is a skill name found in one root.
type viewEntry struct {
	name     string
	unlocked bool // in a project's trusted root but not in its lock
	root     *viewRoot
	locked   *lock.LockedSkill  // project roots
	found    *catalog.Installed // plain roots
	shadow   []*viewRoot        // later roots holding the same name
}

// Skill is a skill a harness may read, checked.
type Skill struct {
	Name string
	// Dir is the skill directory under the root's stable path (the
	// trusted root link, not the generation it resolved to).
	Dir   string
	Scope string // the root's Scope
	// Origin is the source name skills.lock records, or the root directory.
	Origin string
	Doc    *catalog.Document
	// Files is the locked file set (project roots) or the one read from
	// the directory (plain roots): what is served, with sizes and digests.
	Files  catalog.FileSet
	Locked *lock.LockedSkill  // project roots
	Source *lock.LockedSource // project roots
	Trust  state.Trust        // project roots

	dir *os.Root
}

// Refusal says why a skill in a root is not in the view. Integrity
// refusals are content that does not match what it must (tampering, a
// root not published by skillpin here); others mean the skill is simply
// not one a harness may read (pending approval, invalid, over the limits).
type Refusal struct {
	Name      string
	Integrity bool
	Reason    string
}

func (r *Refusal) Error() string { return "skill " + r.Name + " is not read: " + r.Reason }

// ErrNoSkill is a name no root of the view holds.
var ErrNoSkill = errors.New("no such skill")

// repairHintFor is what to do about a trusted root of the project laid
// out as l that does not match.
func repairHintFor(l layout.Layout) string { return RepairHint(l.Scope) }

// RepairHint is what to do about a trusted root of the view scope named
// ("user" or "project") that does not match what was published.
func RepairHint(scope string) string {
	s := state.HintScope(scope)
	return fmt.Sprintf("run `%s` to see what changed and `%s` to repair the trusted root", hint.RunIn(s, "verify"), hint.RunIn(s, "install", "--repair"))
}

// repairHint is repairHintFor for the root's project (a plain root has
// none: the hint names the plain commands).
func (r *viewRoot) repairHint() string {
	var l layout.Layout
	if r.state != nil {
		l = r.state.Layout()
	}
	return repairHintFor(l)
}

// MaxFiles and MaxBytes are the Skills extension's limits per
// skill, which plain roots are read under.
const (
	MaxFiles = catalog.DefaultMaxFiles
	MaxBytes = catalog.DefaultMaxBytes
)

// Open reads roots in precedence order: a skill of an earlier root
// shadows one of the same name in a later root (reported in Notes).
func Open(roots ...Root) (*View, error) {
	v := &View{skills: map[string]*viewEntry{}, refusal: map[string]*Refusal{}, built: map[string]*Skill{}}
	var absent error
	for _, r := range roots {
		vr := &viewRoot{Root: r}
		err := v.open(vr)
		var nm *state.NoManifestError
		if r.Optional && errors.As(err, &nm) {
			if absent == nil {
				absent = err
			}
			continue
		}
		if err != nil {
			v.Close()
			return nil, err
		}
		v.roots = append(v.roots, *vr)
	}
	if len(v.roots) == 0 && absent != nil {
		return nil, absent
	}
	for i := range v.roots {
		v.collect(&v.roots[i])
	}
	v.names = slices.Sorted(func(yield func(string) bool) {
		for n := range v.skills {
			if !yield(n) {
				return
			}
		}
	})
	return v, nil
}

// open resolves one root: its state and generation for a project.
func (v *View) open(r *viewRoot) error {
	if r.Project && r.Env.Layout.Config != "" {
		r.Dir = r.Env.Layout.Config
	}
	abs, err := filepath.Abs(r.Dir)
	if err != nil {
		return badInput(fmt.Errorf("root %q: %w", r.Dir, err))
	}
	r.Dir, r.shown = abs, abs
	if r.Shown != "" {
		r.shown = r.Shown
	}
	dir := abs
	if r.Project {
		r.Env.Dir = abs
		if r.Env.Stored == nil {
			r.Env.Stored = store.Stored // the audit a policy asks for reads the store
		}
		st, cache, err := state.Read(r.Env, state.Options{})
		if err != nil {
			return err
		}
		lay := st.Layout()
		r.state, r.cache = st, cache
		root := &publish.Root{Layout: lay}
		r.shown = root.Path()
		ledger, err := publish.LoadLedger(cache, lay)
		if err != nil {
			return err
		}
		root.Ledger = ledger
		if _, err := os.Lstat(root.Path()); errors.Is(err, fs.ErrNotExist) {
			v.notes = append(v.notes, viewNote{"", fmt.Sprintf("no trusted root at %s yet: run `%s` to publish the locked skills", root.Path(), hint.RunIn(state.HintScope(lay.Scope), "install"))})
			return nil
		}
		gen, ok := root.Verified()
		if !ok {
			v.notes = append(v.notes, viewNote{"", fmt.Sprintf("the trusted root %s is not the generation skillpin published in this cache (it may come from the checkout), so nothing in it is read; run `%s`", root.Path(), hint.RunIn(state.HintScope(lay.Scope), "install"))})
			return nil
		}
		dir = gen
	} else {
		real, err := filepath.EvalSymlinks(abs)
		if errors.Is(err, fs.ErrNotExist) {
			v.notes = append(v.notes, viewNote{"", fmt.Sprintf("--root %s does not exist; it holds no skills", r.shown)})
			return nil
		}
		if err != nil {
			return badInput(fmt.Errorf("resolve %s: %w", r.Dir, err))
		}
		dir = real
	}
	fsys, err := os.OpenRoot(dir)
	if err != nil {
		return badInput(fmt.Errorf("open %s: %w", dir, err))
	}
	v.opened = append(v.opened, fsys)
	r.resolved, r.fs = dir, fsys
	return nil
}

// collect adds the skills of root r that no earlier root holds.
func (v *View) collect(r *viewRoot) {
	if r.resolved == "" {
		return
	}
	add := func(e *viewEntry) {
		if first, ok := v.skills[e.name]; ok {
			first.shadow = append(first.shadow, r)
			why := "an earlier root shadows it"
			if first.root.Scope != "" && r.Scope != "" && first.root.Scope != r.Scope {
				why = fmt.Sprintf("the %s scope shadows the %s scope", first.root.Scope, r.Scope)
			}
			v.notes = append(v.notes, viewNote{e.name, fmt.Sprintf("skill %s in %s is hidden by the one in %s (%s)",
				e.name, filepath.Join(r.shown, e.name), filepath.Join(first.root.shown, e.name), why)})
			return
		}
		v.skills[e.name] = e
	}
	ents, err := os.ReadDir(r.resolved)
	if err != nil {
		v.notes = append(v.notes, viewNote{"", fmt.Sprintf("cannot list %s: %v", r.shown, err)})
		return
	}
	if r.state != nil {
		for _, d := range ents {
			name := d.Name()
			if strings.HasPrefix(name, ".") {
				continue
			}
			var locked *lock.LockedSkill
			if l := r.state.Lock(); l != nil {
				locked = l.Skill(name)
			}
			add(&viewEntry{name: name, root: r, locked: locked, unlocked: locked == nil})
		}
		return
	}
	disc, err := catalog.Discover(r.resolved)
	if err != nil {
		v.notes = append(v.notes, viewNote{"", err.Error()})
		return
	}
	for _, p := range disc.Problems {
		v.notes = append(v.notes, viewNote{"", p.String()})
	}
	for _, s := range disc.Shadowed {
		v.notes = append(v.notes, viewNote{s.Name, fmt.Sprintf("skill %s in %s is hidden by another skill of that name in the same root", s.Name, s.Dir)})
	}
	for _, s := range disc.Skills {
		add(&viewEntry{name: s.Name, root: r, found: s})
	}
}

// Names lists every skill name the view's roots hold after shadowing,
// sorted, including those Skill refuses.
func (v *View) Names() []string { return v.names }

// Notes are what a reader of the view should be told once: roots that are
// missing or not published here, shadowed skills, refused skills.
func (v *View) Notes() []string { return v.NotesFor("") }

// NotesFor is what to tell a person reading one skill: the notes about
// the view as a whole and those about the skill named (which skills of
// that name are hidden); every note when name is "".
func (v *View) NotesFor(name string) []string {
	var out []string
	for _, n := range v.notes {
		if name == "" || n.skill == "" || n.skill == name {
			out = append(out, n.text)
		}
	}
	return out
}

// viewNote is a note of a view, about one skill or (skill "") the whole.
type viewNote struct{ skill, text string }

// Resolved lists the directory each root resolved to ("" when absent), in
// order: a reader compares it with a fresh view to notice a root flip.
func (v *View) Resolved() []string {
	out := make([]string, len(v.roots))
	for i, r := range v.roots {
		out[i] = r.resolved
	}
	return out
}

// Close releases the directories the view opened.
func (v *View) Close() {
	for _, r := range v.opened {
		r.Close()
	}
	v.opened = nil
}

// Skill returns the named skill, checked; the error is ErrNoSkill or a
// *Refusal.
func (v *View) Skill(name string) (*Skill, error) {
	if sk, ok := v.built[name]; ok {
		return sk, nil
	}
	if r, ok := v.refusal[name]; ok {
		return nil, r
	}
	e := v.skills[name]
	if e == nil {
		return nil, ErrNoSkill
	}
	sk, err := v.build(e)
	if err != nil {
		r := &Refusal{Name: name}
		if !errors.As(err, &r) {
			r = &Refusal{Name: name, Reason: err.Error()}
		}
		v.refusal[name] = r
		return nil, r
	}
	v.built[name] = sk
	return sk, nil
}

func refuse(integrity bool, name, format string, args ...any) *Refusal {
	return &Refusal{Name: name, Integrity: integrity, Reason: fmt.Sprintf(format, args...)}
}

func (v *View) build(e *viewEntry) (*Skill, error) {
	r := e.root
	sk := &Skill{Name: e.name, Dir: filepath.Join(r.shown, e.name), Scope: r.Scope, Origin: r.shown}
	if e.unlocked {
		return nil, refuse(true, e.name, "it is in the trusted root %s but not in skills.lock; %s", r.shown, r.repairHint())
	}
	if e.locked != nil {
		st := r.state
		sk.Locked, sk.Files, sk.Origin = e.locked, e.locked.Files, e.locked.Source
		sk.Source = st.Lock().Source(e.locked.Source)
		sk.Trust = st.Trust(e.locked)
		if !sk.Trust.OK() {
			return nil, refuse(false, e.name, "%s", state.ProblemsText(sk.Trust.Problems, state.HintScope(st.Layout().Scope)))
		}
	}
	entry := e.name
	if e.found != nil {
		if entry = filepath.Base(e.found.Dir); entry != e.name {
			return nil, refuse(false, e.name, "its directory %s does not carry its name; rename the directory to %s", e.found.Dir, e.name)
		}
	}
	fi, err := r.fs.Lstat(entry)
	switch {
	case err != nil:
		return nil, refuse(e.locked != nil, e.name, "%v", err)
	case fi.Mode()&fs.ModeSymlink != 0 && e.locked != nil:
		// The trusted root holds copies; "symlink" mode links to the store.
		target, err := r.fs.Readlink(e.name)
		if err != nil || !filepath.IsAbs(target) || filepath.Base(target) != strings.TrimPrefix(e.locked.Digest, catalog.DigestPrefix) {
			return nil, refuse(true, e.name, "%s is a link skillpin did not make; %s", sk.Dir, r.repairHint())
		}
		dir, err := os.OpenRoot(target)
		if err != nil {
			return nil, refuse(true, e.name, "%v; %s", err, r.repairHint())
		}
		v.opened = append(v.opened, dir)
		sk.dir = dir
	default:
		dir, err := r.fs.OpenRoot(e.name)
		if err != nil {
			return nil, refuse(e.locked != nil, e.name, "cannot open %s: %v", sk.Dir, err)
		}
		v.opened = append(v.opened, dir)
		sk.dir = dir
	}
	if e.locked == nil {
		files, probs := catalog.FileSetOf(sk.dir.FS(), ".", catalog.Limits{MaxFiles: MaxFiles, MaxBytes: MaxBytes})
		for _, p := range probs {
			if p.Severity != catalog.Error {
				continue
			}
			if p.Code == catalog.CodeLimitExceeded {
				return nil, refuse(false, e.name, "it is over the Skills extension's limits of %d files and %d MiB per skill: %s", MaxFiles, MaxBytes>>20, p.Message)
			}
			p.File = filepath.Join(sk.Dir, filepath.FromSlash(p.File))
			return nil, refuse(false, e.name, "%s", p)
		}
		sk.Files = files
	}
	if err := sk.parse(e.locked != nil, r.repairHint()); err != nil {
		return nil, err
	}
	return sk, nil
}

// parse reads and parses the skill's SKILL.md into sk.Doc. With locked,
// a SKILL.md that is missing or does not parse is an integrity refusal
// (the lock vouched for it); hint says how to repair unreadable bytes.
func (sk *Skill) parse(locked bool, hint string) error {
	md, ok := sk.Files.Lookup(catalog.SkillFile)
	if !ok {
		return refuse(locked, sk.Name, "it has no SKILL.md")
	}
	data, err := sk.ReadFile(md)
	if err != nil {
		return refuse(true, sk.Name, "%v; %s", err, hint)
	}
	doc, probs := catalog.ParseSkillMD(data)
	if doc == nil || catalog.HasErrors(probs) {
		for _, p := range probs {
			if p.Severity == catalog.Error {
				return refuse(locked, sk.Name, "%s", p)
			}
		}
		return refuse(locked, sk.Name, "SKILL.md has no usable frontmatter")
	}
	if doc.Frontmatter.Name != sk.Name {
		return refuse(locked, sk.Name, "its SKILL.md names it %q", doc.Frontmatter.Name)
	}
	sk.Doc = doc
	return nil
}

// MismatchError is content that no longer matches its entry.
type MismatchError struct {
	File       string
	WantSize   int64
	GotSize    int64
	WantDigest string
	GotDigest  string
}

func (e *MismatchError) Error() string {
	switch {
	case e.GotSize > e.WantSize:
		return fmt.Sprintf("%s changed on disk: it is larger than the %d bytes its entry lists", e.File, e.WantSize)
	case e.GotSize != e.WantSize:
		return fmt.Sprintf("%s changed on disk: it is %d bytes, its entry lists %d", e.File, e.GotSize, e.WantSize)
	}
	return fmt.Sprintf("%s changed on disk: its digest is %s, its entry lists %s", e.File, e.GotDigest, e.WantDigest)
}

// maxPresize bounds the buffer ReadFile sizes up front.
const maxPresize = 64 << 20

// ReadFile reads f from the skill and returns its bytes only when their
// size and sha256 are the ones f records (the lock's, for a project). It
// reads at most one byte more than f.Size, however large the file has
// become, and never follows a link out of the skill.
func (sk *Skill) ReadFile(f catalog.File) ([]byte, error) {
	file, err := catalog.OpenFile(sk.dir.FS(), ".", f)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", f.Path, err)
	}
	defer file.Close()
	// Sized once for what f says (up to a bound: f may come from a lock
	// that lies), so that a file is held once, not in the copies a
	// growing buffer leaves behind: the MCP server counts the bytes a
	// read holds against its memory budget.
	// The loop is io.ReadAll's with the first buffer presized: a
	// bytes.Buffer's growth makes a second copy when the compiler cannot
	// elide it (under -race it cannot).
	data := make([]byte, 0, int(max(0, min(f.Size+1, maxPresize)))+1)
	r := io.LimitReader(file, f.Size+1)
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", f.Path, err)
		}
	}
	got := catalog.DigestBytes(data)
	if int64(len(data)) != f.Size || got != f.Digest {
		return nil, &MismatchError{File: f.Path, WantSize: f.Size, GotSize: int64(len(data)), WantDigest: f.Digest, GotDigest: got}
	}
	return data, nil
}

// Verify checks the skill's whole directory against its file set: no file
// missing, added, changed or with another executable bit. ReadFile checks
// each file it returns; Verify is for a reader that lists the skill as a
// whole (the MCP server lists every file with its digest).
func (sk *Skill) Verify() error {
	got, probs := catalog.FileSetOf(sk.dir.FS(), ".", catalog.Limits{MaxFiles: max(MaxFiles, len(sk.Files)), MaxBytes: max(MaxBytes, sk.Files.Size())})
	for _, p := range probs {
		if p.Severity == catalog.Error {
			p.File = filepath.Join(sk.Dir, filepath.FromSlash(p.File))
			return errors.New(p.String())
		}
	}
	if diff := compareFiles(got, sk.Files); diff != "" {
		return fmt.Errorf("its bytes in %s do not match its entry (%s)", sk.Dir, diff)
	}
	return nil
}

// compareFiles describes how got differs from want, "" when it does not:
// the first few differences, then a count.
func compareFiles(got, want catalog.FileSet) string {
	var diffs []string
	i, j := 0, 0
	for i < len(got) || j < len(want) {
		switch {
		case j == len(want) || (i < len(got) && got[i].Path < want[j].Path):
			diffs = append(diffs, got[i].Path+" is not in the lock")
			i++
		case i == len(got) || want[j].Path < got[i].Path:
			diffs = append(diffs, want[j].Path+" is missing")
			j++
		default:
			g, w := got[i], want[j]
			switch {
			case g.Size != w.Size || g.Digest != w.Digest:
				diffs = append(diffs, g.Path+" was modified")
			case g.Exec != w.Exec:
				diffs = append(diffs, g.Path+" changed its executable bit")
			}
			i++
			j++
		}
	}
	const show = 3
	if len(diffs) > show {
		return fmt.Sprintf("%s and %d more", strings.Join(diffs[:show], ", "), len(diffs)-show)
	}
	return strings.Join(diffs, ", ")
}

func badInput(err error) error { return errkind.Mark(err, errkind.Invalid) }
