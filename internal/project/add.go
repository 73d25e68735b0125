package project

import (
	"context"
	"fmt"
	"github.com/skillpin/skillpin/internal/verify/policypin"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// AddRequest is what `skillpin add` asks for.
type AddRequest struct {
	Spec string // SOURCE[@REF], parsed against the project directory
	// Parsed is Spec already parsed by the caller (see fetch.Spec.RelativeTo
	// for one typed in another directory); Spec is then not parsed again.
	Parsed  *fetch.Spec
	Skills  []string // --skill
	Paths   []string // --path
	All     bool     // --all
	Exclude []string // --exclude: with --all, names to leave out
	Name    string   // --name: the source name (default: the repository name)
	Approve bool     // --approve: approve the added skills' digests
	By      string   // who approves

	// preview stops add once the skills are locked in memory: nothing is
	// stored or written (import --dry-run, see previewAdd).
	preview bool
}

// AddResult reports what Add did.
type AddResult struct {
	Source string
	Added  []lock.LockedSkill
	// Unchanged names the added skills that were locked already, with the
	// same content: adding them again changed nothing.
	Unchanged []string
	// Pin is the source as locked: the ref asked for ("" for the default
	// branch), what it is (tag, branch, commit, path) and the commit.
	Pin lock.LockedSource
	// Branch is the branch a source without a ref was pinned at (the
	// remote's default branch), "" otherwise.
	Branch string
	// Clashes are the skills --all left out because another source
	// provides their names (recorded in the source's exclude list).
	Clashes []resolve.Clash
	InstallResult
}

// parseSpec is parsed, else s parsed against the project directory.
func (p *Project) parseSpec(s string, parsed *fetch.Spec) (fetch.Spec, error) {
	if parsed != nil {
		return *parsed, nil
	}
	return fetch.ParseSpec(s, p.st.Dir())
}

// maxAddedSourceName bounds the name add gives a source (the manifest
// takes names up to names.MaxSource).
const maxAddedSourceName = 64

// Add resolves a source, selects skills, locks them, stores them and
// publishes them. Nothing in the project changes unless every selected
// skill resolves, validates and stores.
func (p *Project) Add(ctx context.Context, req AddRequest) (*AddResult, error) {
	req, spec, err := p.addSpec(ctx, req)
	if err != nil {
		return nil, err
	}
	var res *AddResult
	err = p.change(ctx, func() error {
		var err error
		res, err = p.add(ctx, req, spec)
		return err
	})
	return res, err
}

// addSpec parses req's spec, splitting a pasted tree address into ref and
// path, and adds a path the spec names to req's paths.
func (p *Project) addSpec(ctx context.Context, req AddRequest) (AddRequest, fetch.Spec, error) {
	spec, err := p.parseSpec(req.Spec, req.Parsed)
	if err != nil {
		return req, spec, err
	}
	if err := p.resolver().SplitTreeRef(ctx, &spec); err != nil {
		return req, spec, err
	}
	if spec.Path != "" && !req.All && !slices.Contains(req.Paths, spec.Path) {
		req.Paths = append(slices.Clone(req.Paths), spec.Path)
	}
	return req, spec, nil
}

func (p *Project) add(ctx context.Context, req AddRequest, spec fetch.Spec) (*AddResult, error) {
	src, existing, err := p.addedSource(req, spec)
	if err != nil {
		return nil, err
	}
	r, err := p.resolveAdded(ctx, req, spec, &src)
	if err != nil {
		return nil, err
	}
	res := p.addResult(src.Name, r)
	if req.preview {
		return res, nil
	}
	// A source added without a selector and holding one skill records that
	// skill by name, so that the manifest says what the project uses.
	if len(src.Skills) == 0 && len(src.Paths) == 0 {
		for _, sk := range res.Added {
			src.Skills = append(src.Skills, sk.Name)
		}
	}
	if err := p.writeAdded(ctx, req, src, existing != nil, r, res); err != nil {
		return nil, err
	}
	if err := p.finish(ctx, r.Trees, &res.InstallResult); err != nil {
		return res, err
	}
	return res, nil
}

// addedSource is the manifest source add asks for: a new one, or the
// existing source of the same name with the new selection merged in
// (existing is that source as skills.toml has it).
func (p *Project) addedSource(req AddRequest, spec fetch.Spec) (src manifest.Source, existing *manifest.Source, err error) {
	name := req.Name
	if name == "" {
		name = p.defaultSourceName(spec)
	}
	if len(name) > maxAddedSourceName || !names.ValidSource(name) {
		return src, nil, badInput(fmt.Errorf("source name %q is not usable (letters, digits, '.', '_', '-'); pass --name NAME", name))
	}
	src = manifest.Source{Name: name, URL: spec.URL, Ref: spec.Ref}
	existing = p.st.Manifest().Source(name)
	if existing != nil {
		if existing.URL != spec.URL {
			return src, nil, badInput(fmt.Errorf("source name %q is already used for %s; pass --name to name this source differently", name, existing.URL))
		}
		if err := p.checkOnePin(existing, spec); err != nil {
			return src, nil, err
		}
		src = *existing
		if spec.Ref != "" {
			src.Ref = spec.Ref
		}
	}
	if len(req.Exclude) > 0 && !req.All && !src.AllSkills() {
		return src, nil, badInput(fmt.Errorf("--exclude leaves skills out of --all; without --all, name the skills you want with --skill"))
	}
	selectAdded(&src, req)
	return src, existing, nil
}

// checkOnePin refuses to move a source that has locked skills to another
// ref: one source has one pin, and taking this ref would move every skill
// already locked from it, and revoke their approvals.
func (p *Project) checkOnePin(existing *manifest.Source, spec fetch.Spec) error {
	name := existing.Name
	if spec.Ref == "" || spec.Ref == existing.Ref || p.st.Lock() == nil || len(p.st.Lock().SkillsOf(name)) == 0 {
		return nil
	}
	var names []string
	for _, sk := range p.st.Lock().SkillsOf(name) {
		names = append(names, sk.Name)
	}
	return badInput(hint.Errorf("source %q is pinned at %s, and adding %s@%s would move %s to %s as well; nothing was changed.\n"+
		"  to move the whole source:      %s\n"+
		"  to keep both pins side by side: %s (with the same --skill)",
		name, refOrDefault(existing.Ref), specBase(spec), spec.Ref, strings.Join(names, ", "), spec.Ref,
		hint.Run("update", name, "--to", spec.Ref), hint.Run("add", spec.Raw, "--name", name+"-"+sanitizeRef(spec.Ref))))
}

// selectAdded merges the selection of req into src.
func selectAdded(src *manifest.Source, req AddRequest) {
	switch {
	case req.All:
		src.Skills = []string{"*"}
		for _, x := range req.Exclude {
			if !slices.Contains(src.Exclude, x) {
				src.Exclude = append(src.Exclude, x)
			}
		}
	case src.AllSkills():
		// The source takes every skill already: naming one asks for it
		// back if it was excluded, and is checked to be locked.
		src.Exclude = slices.DeleteFunc(slices.Clone(src.Exclude), func(x string) bool { return slices.Contains(req.Skills, x) })
	default:
		for _, s := range req.Skills {
			if !slices.Contains(src.Skills, s) {
				src.Skills = append(src.Skills, s)
			}
		}
		for _, d := range req.Paths {
			d = resolve.CleanPath(filepath.ToSlash(d))
			if !slices.Contains(src.Paths, d) {
				src.Paths = append(src.Paths, d)
			}
		}
	}
}

// resolveAdded resolves the project's sources with src added (or
// replaced), and refuses what may not be added: a source or skills the
// policy forbids, a source whose every skill clashes, a skill asked for
// that could not be locked. Skills --all left out for their names are
// added to src's exclude list.
func (p *Project) resolveAdded(ctx context.Context, req AddRequest, spec fetch.Spec, src *manifest.Source) (*resolve.Result, error) {
	name := src.Name
	// A source the policy forbids is refused before anything is fetched.
	if err := policypin.CheckSource(p.st, src.URL); err != nil {
		return nil, err
	}
	// Resolve against a manifest that already holds the new source, so
	// that name conflicts with other sources are found before any write.
	m := *p.st.Manifest()
	m.Sources = slices.Clone(m.Sources)
	if i := slices.IndexFunc(m.Sources, func(s manifest.Source) bool { return s.Name == name }); i >= 0 {
		m.Sources[i] = *src
	} else {
		m.Sources = append(m.Sources, *src)
	}
	in := resolve.Input{Manifest: &m, Force: map[string]bool{name: true}}
	if req.All {
		in.SkipClashes = name
	}
	r, err := p.relock(ctx, in)
	if err != nil {
		return nil, err
	}
	for _, c := range r.Clashes {
		// Left out, and recorded so: the next update does not clash again.
		if !slices.Contains(src.Exclude, c.Name) {
			src.Exclude = append(src.Exclude, c.Name)
		}
	}
	if len(r.Clashes) > 0 && !slices.ContainsFunc(r.Lock.Skills, func(sk lock.LockedSkill) bool { return sk.Source == name }) {
		return nil, checkFailed(fmt.Errorf("every skill of %s has a name another source of the project provides (%s); nothing was changed",
			specBase(spec), resolve.ClashNames(r.Clashes)))
	}
	if err := policypin.Refusal(p.st, r.Lock, treesOf(r), map[string]bool{name: true}); err != nil {
		return nil, err
	}
	if src.AllSkills() && !req.All {
		for _, want := range req.Skills {
			if !slices.ContainsFunc(r.Lock.Skills, func(sk lock.LockedSkill) bool { return sk.Source == name && sk.Name == want }) {
				return nil, badInput(fmt.Errorf("source %q takes every skill it holds (--all), and none named %q could be locked%s; nothing was changed", name, want, skippedHint(r.Warnings)))
			}
		}
	}
	return r, nil
}

// addResult is what adding source name resolved to: its pin, the skills
// added and which of them were locked already with the same content.
func (p *Project) addResult(name string, r *resolve.Result) *AddResult {
	res := &AddResult{Source: name, Clashes: r.Clashes}
	if ls := r.Lock.Source(name); ls != nil {
		res.Pin = *ls
		if t := r.Trees[name]; t != nil {
			res.Branch = t.Branch
		}
	}
	res.Warnings = append(res.Warnings, texts(r.Warnings)...)
	for _, sk := range r.Lock.Skills {
		if sk.Source != name {
			continue
		}
		res.Added = append(res.Added, sk)
		if p.st.Lock() == nil {
			continue
		}
		if old := p.st.Lock().Skill(sk.Name); old != nil && old.Digest == sk.Digest && old.Source == name {
			res.Unchanged = append(res.Unchanged, sk.Name)
		}
	}
	return res
}

// writeAdded stores the resolved skills, then writes skills.lock, then
// skills.toml (src added, or replacing the source of its name), then,
// with req.Approve, the approvals of the added skills.
func (p *Project) writeAdded(ctx context.Context, req AddRequest, src manifest.Source, replace bool, r *resolve.Result, res *AddResult) error {
	// The skills of the source added are those add's audit summary covers.
	fromSource := func(sk *lock.LockedSkill) bool { return sk.Source == src.Name }
	if _, err := p.ensureStored(ctx, r.Lock, r.Trees, fromSource); err != nil {
		return err
	}
	var data []byte
	var err error
	if replace {
		data, err = manifest.ReplaceSource(p.st.ManifestData(), src.Name, src)
	} else {
		data, err = manifest.AddSource(p.st.ManifestData(), src)
	}
	if err != nil {
		return err
	}
	changed, err := p.writeLock(ctx, r.Lock)
	if err != nil {
		return err
	}
	res.LockChanged = changed
	if err := p.writeManifest(data); err != nil {
		return err
	}
	if !req.Approve {
		return nil
	}
	a := p.st.Approvals().Clone()
	for _, sk := range res.Added {
		a.Put(approvals.Approval{Name: sk.Name, Source: sk.Source, Digest: sk.Digest, By: req.By, At: p.env.now().Format(timeLayout)})
	}
	return p.saveApprovals(a)
}

const timeLayout = "2006-01-02T15:04:05Z"

// defaultSourceName names a new source: the name of a source of the same
// URL already in skills.toml (adding more of its skills), else the
// repository's name, else — when another source has it — the name
// qualified by the owner or parent directory ("team-a-skills"), else that
// with a number. Two repositories called "skills" never share a name, and
// the name still says where the skills come from.
func (p *Project) defaultSourceName(spec fetch.Spec) string {
	for _, s := range p.st.Manifest().Sources {
		if s.URL == spec.URL {
			return s.Name
		}
	}
	free := func(n string) bool { return p.st.Manifest().Source(n) == nil }
	for _, n := range []string{spec.Name, spec.QualifiedName()} {
		if free(n) {
			return n
		}
	}
	base := spec.QualifiedName()
	for i := 2; ; i++ {
		if n := fmt.Sprintf("%s-%d", base, i); free(n) {
			return n
		}
	}
}

// saveApprovals saves a as the project's approvals and makes them the
// state's.
func (p *Project) saveApprovals(a *approvals.Set) error {
	if err := a.Save(p.st.Layout().ApprovalsPath()); err != nil {
		return err
	}
	p.st = p.st.WithApprovals(a)
	return nil
}

// writeManifest saves new manifest text (already rendered by lock's
// format-preserving edits) and keeps the in-memory copy in step.
func (p *Project) writeManifest(data []byte) error {
	path := filepath.Join(p.st.Dir(), ManifestFile)
	if err := manifest.SaveManifestFile(path, data); err != nil {
		return err
	}
	m, err := manifest.ParseManifest(data, path)
	if err != nil {
		return err
	}
	p.st = p.st.WithManifest(data, m)
	return nil
}

func refOrDefault(ref string) string {
	if ref == "" {
		return "the default branch"
	}
	return ref
}

// sanitizeRef makes a ref usable in a source name suggestion.
func sanitizeRef(ref string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '_' || r == '-' {
			return r
		}
		return '-'
	}, ref)
}

// skippedHint points at the skills --all skipped, when there were any.
func skippedHint(warnings []string) string {
	var skipped []string
	for _, w := range warnings {
		if strings.HasPrefix(w, "skipping ") {
			skipped = append(skipped, w)
		}
	}
	if len(skipped) == 0 {
		return ""
	}
	return " (" + strings.Join(skipped, "; ") + ")"
}

// specBase is the spec as given without its ref.
func specBase(spec fetch.Spec) string {
	if i := strings.LastIndex(spec.Raw, "@"); i >= 0 && spec.Kind != fetch.KindOCI {
		return spec.Raw[:i]
	}
	return spec.URL
}
