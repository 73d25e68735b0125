package project

import (
	"context"
	"path/filepath"
	"slices"

	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/install/copies"
	"github.com/skillpin/skillpin/internal/install/harness"
	"github.com/skillpin/skillpin/internal/lock/importer"
	"github.com/skillpin/skillpin/internal/resolve/addplan"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// ImportRequest is what `skillpin import` asks for.
type ImportRequest struct {
	// Files are the files to read, absolute, each with its format; none
	// means the ones found where those tools write them (see
	// importer.Candidates).
	Files []importer.File
	// DryRun maps and reports without adding anything: each source is
	// resolved and its skills hashed as add would, nothing is written.
	DryRun bool
	// ReplaceCopies moves aside the other tools' copies that hold exactly
	// the content pinned for them (see MoveCopiesAside).
	ReplaceCopies bool
}

// ImportResult reports what import mapped, added and left.
type ImportResult struct {
	Read    []string           `json:"read"`
	Sources []ImportedSource   `json:"sources"`
	Skipped []importer.Skipped `json:"skipped"`
	// Copies are the skill directories other tools left in the targets
	// (and the harness directories they use), for the user to remove once
	// skillpin installs its verified copy in their place.
	Copies []copies.Copy `json:"copies"`
	// Moved are the copies moved aside (with ReplaceCopies; with DryRun,
	// those that would be).
	Moved []copies.Moved `json:"moved"`
}

// ImportedSource is one source import added (or, with DryRun, would add:
// the same fields, from the same resolution).
type ImportedSource struct {
	importer.Group
	// Name is the source's name in skills.toml ("" when it failed).
	Name string `json:"name"`
	// Added names the skills locked from it.
	Added []string `json:"added"`
	// Error says why it (or some of its skills) could not be added; the
	// commands it names are rendered for the scope it is printed in (JSON
	// has its text in a project).
	Error hint.Msg `json:"error,omitzero"`
}

// TargetCopy is a skill directory in a target that skillpin did not write.
type TargetCopy struct {
	Target string `json:"target"`
	Name   string `json:"name"`
	// State is "same" (it holds exactly the content pinned for a skill of
	// its name: locked, or with DryRun, as import would lock it),
	// "differs" (edited, or installed from another version), "link" (a
	// link other tools make to their own store; not followed), or
	// "unmapped" (no skill of that name is pinned: nothing recorded where
	// it came from).
	State string `json:"state"`
}

// Import reads the files other tools wrote, adds each source they name
// (pinned as add pins: the default branch's or the recorded ref's commit,
// every file's digest), reports what it cannot map and why, and lists the
// skill directories those tools left in the targets. Every skill it adds
// is pending approval, as after add. It never deletes or rewrites a file
// it did not write: the other tools' files stay, and so do their copies,
// unless ReplaceCopies moves the identical ones aside (never deleted).
func (p *Project) Import(ctx context.Context, req ImportRequest) (*ImportResult, error) {
	files := req.Files
	if files == nil {
		files = importer.Candidates(p.st.Layout().User(), p.st.Dir(), p.env.getenv)
	}
	if len(files) == 0 {
		where := "skills-lock.json or agents.toml in " + p.st.Dir()
		if p.st.Layout().User() {
			where = "~/.agents/.skill-lock.json or ~/.agents/agents.toml"
		}
		return nil, badInput(hint.Errorf("nothing to import: no %s; name the file: %s", where, hint.Run("import", "FILE")))
	}
	read, err := importer.ReadFiles(files, p.st.Dir(), func(path string) string { return display(p.st.Dir(), path) })
	if err != nil {
		return nil, badInput(err)
	}
	res := &ImportResult{Read: read.Read, Sources: []ImportedSource{}, Skipped: read.Skipped, Copies: []copies.Copy{}, Moved: []copies.Moved{}}
	skills := read.Skills
	// The dry run resolves each source as the import does, without
	// writing, so that both say the same of the same skills.
	try, pinned := p.Add, map[string]string{} // skill name -> digest pinned for it
	if req.DryRun {
		try = func(ctx context.Context, r AddRequest) (*AddResult, error) {
			// Add without writing anything: the source resolved, its
			// skills selected and hashed, under the state read when the
			// project was opened (no run lock is taken: nothing is
			// changed).
			r.preview = true
			res, err := func() (*AddResult, error) {
				r, spec, err := addSpec(ctx, p.resolver(), p.st.Dir(), r)
				if err != nil {
					return nil, err
				}
				return p.add(ctx, r, spec)
			}()
			if err == nil {
				for _, sk := range res.Added {
					pinned[sk.Name] = sk.Digest
				}
			}
			return res, err
		}
	}
	refs := map[string]string{} // source -> the first ref imported for it
	for _, g := range importer.Groups(skills) {
		is := ImportedSource{Group: g, Added: []string{}}
		name := ""
		if ref, seen := refs[g.Source]; seen && ref != g.Ref {
			// One source has one pin: the same repository at another
			// ref is a second source, named after its ref.
			if spec, err := srcspec.Parse(g.Source, p.st.Dir()); err == nil {
				name = spec.Name + "-" + addplan.RefSuffix(g.Ref)
			}
		} else if !seen {
			refs[g.Source] = g.Ref
		}
		is.Name, is.Added, is.Error = importGroup(ctx, try, g, name)
		res.Sources = append(res.Sources, is)
	}
	if l := p.st.Lock(); l != nil {
		for _, sk := range l.Skills {
			if _, ok := pinned[sk.Name]; !ok {
				pinned[sk.Name] = sk.Digest
			}
		}
	}
	rep, err := p.StatusReport()
	if err != nil {
		return nil, err
	}
	found := targetCopies(p.st, rep, pinned)
	res.Copies = found
	if req.ReplaceCopies {
		if res.Moved, err = p.MoveCopiesAside(found, req.DryRun); err != nil {
			return res, err
		}
	}
	return res, nil
}

// importGroup adds one group's skills as one source with add (Add, or
// previewAdd for a dry run). When the group as a
// whole cannot be added (a skill it names is gone upstream), each skill is
// tried on its own, so that one missing skill does not keep the others out.
func importGroup(ctx context.Context, add func(context.Context, AddRequest) (*AddResult, error), g importer.Group, srcName string) (name string, added []string, errText hint.Msg) {
	req := AddRequest{Spec: g.Spec(), Skills: g.Names, Paths: g.Paths, All: g.All, Exclude: g.Exclude, Name: srcName}
	r, err := add(ctx, req)
	if err == nil {
		return r.Source, addedNames(r), hint.Msg{}
	}
	if ctx.Err() != nil || g.All || len(g.Names)+len(g.Paths) < 2 {
		return "", []string{}, hint.Sprintf("%v", err)
	}
	var errs []hint.Msg
	for _, n := range g.Names {
		if r, err := add(ctx, AddRequest{Spec: g.Spec(), Skills: []string{n}, Name: srcName}); err != nil {
			errs = append(errs, hint.Sprintf("%v", err))
		} else {
			name, added = r.Source, append(added, addedNames(r)...)
		}
	}
	for _, d := range g.Paths {
		if r, err := add(ctx, AddRequest{Spec: g.Spec(), Paths: []string{d}, Name: srcName}); err != nil {
			errs = append(errs, hint.Sprintf("%v", err))
		} else {
			name, added = r.Source, append(added, addedNames(r)...)
		}
	}
	slices.Sort(added)
	if len(errs) == 0 {
		return name, slices.Compact(added), hint.Msg{}
	}
	return name, slices.Compact(added), hint.Join(errs, "\n")
}

func addedNames(r *AddResult) []string {
	out := []string{}
	for _, sk := range r.Added {
		out = append(out, sk.Name)
	}
	return out
}

// display is a path as messages show it: relative to the project in dir
// when inside it.
func display(dir, path string) string {
	if rel, err := filepath.Rel(dir, path); err == nil && filepath.IsLocal(rel) {
		return rel
	}
	return path
}

// targetCopies lists the skill directories in the targets and in the
// harness directories other tools write that skillpin did not write (see
// copies.List): rep says which entries of st's targets are skillpin's.
func targetCopies(st *state.State, rep *StatusReport, pinned map[string]string) []copies.Copy {
	ours := map[string]bool{} // target + "\x00" + name of skillpin's entries
	for _, s := range rep.Skills {
		for t, st := range s.Targets {
			if st != "clash" && st != "missing" && st != "refused" {
				ours[t+"\x00"+s.Name] = true
			}
		}
	}
	for _, m := range rep.Leftovers {
		ours[m.Target+"\x00"+filepath.Base(m.Path)] = true
	}
	dirs := slices.Clone(st.Manifest().Settings.Targets)
	if !st.Layout().User() {
		for _, d := range harness.ProjectDirs() {
			if !slices.Contains(dirs, d) {
				dirs = append(dirs, d)
			}
		}
	}
	return copies.List(st.Layout().Base, dirs, ours, pinned, st.Manifest().Settings.Limits())
}
