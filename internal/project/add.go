package project

import (
	"context"
	"path/filepath"
	"slices"

	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/resolve/addplan"
	"github.com/skillpin/skillpin/internal/verify/policypin"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// AddRequest is what `skillpin add` asks for.
type AddRequest struct {
	Spec string // SOURCE[@REF], parsed against the project directory
	// Parsed is Spec already parsed by the caller (see srcspec.Spec.RelativeTo
	// for one typed in another directory); Spec is then not parsed again.
	Parsed  *srcspec.Spec
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

// parseSpec is parsed, else s parsed against the project directory dir.
func parseSpec(s string, parsed *srcspec.Spec, dir string) (srcspec.Spec, error) {
	if parsed != nil {
		return *parsed, nil
	}
	return srcspec.Parse(s, dir)
}

// plan is the selection of req, for package addplan.
func (req AddRequest) plan() addplan.Request {
	return addplan.Request{Skills: req.Skills, Paths: req.Paths, All: req.All, Exclude: req.Exclude, Name: req.Name}
}

// Add resolves a source, selects skills, locks them, stores them and
// publishes them. Nothing in the project changes unless every selected
// skill resolves, validates and stores.
func (p *Project) Add(ctx context.Context, req AddRequest) (*AddResult, error) {
	req, spec, err := addSpec(ctx, p.resolver(), p.st.Dir(), req)
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

// addSpec parses req's spec against the project directory dir, splitting
// a pasted tree address into ref and path (asked of res), and adds a path
// the spec names to req's paths.
func addSpec(ctx context.Context, res *resolve.Resolver, dir string, req AddRequest) (AddRequest, srcspec.Spec, error) {
	spec, err := parseSpec(req.Spec, req.Parsed, dir)
	if err != nil {
		return req, spec, err
	}
	if err := res.SplitTreeRef(ctx, &spec); err != nil {
		return req, spec, err
	}
	if spec.Path != "" && !req.All && !slices.Contains(req.Paths, spec.Path) {
		req.Paths = append(slices.Clone(req.Paths), spec.Path)
	}
	return req, spec, nil
}

func (p *Project) add(ctx context.Context, req AddRequest, spec srcspec.Spec) (*AddResult, error) {
	src, existing, err := addplan.Source(p.st.Manifest(), p.st.Lock(), req.plan(), spec)
	if err != nil {
		return nil, err
	}
	r, err := resolveAdded(ctx, p.st, p.relock, req, spec, &src)
	if err != nil {
		return nil, err
	}
	res := addResult(p.st.Lock(), src.Name, r)
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

// resolveAdded resolves the sources of st with src added (or replaced)
// through relock, and refuses what may not be added: a source or skills the
// policy forbids, a source whose every skill clashes, a skill asked for
// that could not be locked. Skills --all left out for their names are
// added to src's exclude list.
func resolveAdded(ctx context.Context, st *state.State, relock func(context.Context, resolve.Input) (*resolve.Result, error), req AddRequest, spec srcspec.Spec, src *manifest.Source) (*resolve.Result, error) {
	name := src.Name
	// A source the policy forbids is refused before anything is fetched.
	if err := policypin.CheckSource(st, src.URL); err != nil {
		return nil, err
	}
	in := resolve.Input{Manifest: addplan.WithSource(st.Manifest(), *src), Force: map[string]bool{name: true}}
	if req.All {
		in.SkipClashes = name
	}
	r, err := relock(ctx, in)
	if err != nil {
		return nil, err
	}
	if err := addplan.CheckClashes(spec, src, r); err != nil {
		return nil, err
	}
	if err := policypin.Refusal(st, r.Lock, treesOf(r), map[string]bool{name: true}); err != nil {
		return nil, err
	}
	if err := addplan.CheckWanted(req.plan(), src, r); err != nil {
		return nil, err
	}
	return r, nil
}

// addResult is what adding source name resolved to: its pin, the skills
// added and which of them were locked already (in prev) with the same
// content.
func addResult(prev *lock.Lock, name string, r *resolve.Result) *AddResult {
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
		if prev == nil {
			continue
		}
		if old := prev.Skill(sk.Name); old != nil && old.Digest == sk.Digest && old.Source == name {
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
	if err := a.Save(p.st.Layout().ApprovalsPath()); err != nil {
		return err
	}
	p.st = p.st.WithApprovals(a)
	return nil
}

const timeLayout = "2006-01-02T15:04:05Z"

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
