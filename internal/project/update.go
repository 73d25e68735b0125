package project

import (
	"context"
	"fmt"
	"maps"
	"slices"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/resolve/outdated"
	"github.com/skillpin/skillpin/internal/ui/suggest"
	"github.com/skillpin/skillpin/internal/verify/policypin"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// UpdateRequest is what `skillpin update` asks for.
type UpdateRequest struct {
	Names  []string // sources or skills; empty = every source
	To     string   // --to REF: move the (single) named source to this ref
	Latest bool     // --latest: move every tag-pinned source to its newest version tag
	Pre    bool     // --pre: with Latest, prereleases count as versions
	// AcceptMovedTag follows the tags of the named sources where they
	// moved upstream (refused otherwise, TAG_MOVED).
	AcceptMovedTag bool
}

// UpdateResult reports what changed.
type UpdateResult struct {
	Changes *lockdiff.Changes
	// Moved maps each source --latest moved to the tag it moved to.
	Moved map[string]string
	// Newer lists, after the update, the sources with newer version tags
	// than their (tag) ref, each with the command that takes them: what
	// `skillpin outdated` would say.
	Newer []outdated.Outdated
	InstallResult
}

// Update re-resolves sources, rewrites the lock, and installs. Approvals
// of skills whose digest changed stop matching and so are revoked.
func (p *Project) Update(ctx context.Context, req UpdateRequest) (*UpdateResult, error) {
	var res *UpdateResult
	err := p.change(ctx, func() error {
		var err error
		res, err = p.update(ctx, req)
		return err
	})
	return res, err
}

func (p *Project) update(ctx context.Context, req UpdateRequest) (*UpdateResult, error) {
	force, err := sourcesNamed(p.st, req.Names)
	if err != nil {
		return nil, err
	}
	if req.Latest && req.To != "" {
		return nil, badInput(fmt.Errorf("--latest moves each tag-pinned source to its newest version; --to moves one source to the ref you name: pass one of them"))
	}
	manifestData, target := p.st.ManifestData(), p.st.Manifest()
	moved := map[string]string{}
	if req.Latest {
		for _, name := range slices.Sorted(maps.Keys(force)) {
			src := p.st.Manifest().Source(name)
			if src == nil || outdated.CanonicalVersion(src.Ref) == "" {
				continue // only sources pinned to a version tag have a "latest"
			}
			o, err := outdatedOf(ctx, p.resolver(), p.st.Lock(), src, req.Pre)
			if err != nil {
				return nil, err
			}
			if len(o.Newer) == 0 {
				continue
			}
			next := *src
			next.Ref = o.Latest
			if manifestData, err = manifest.ReplaceSource(manifestData, name, next); err != nil {
				return nil, err
			}
			moved[name] = o.Latest
		}
		if len(moved) > 0 {
			if target, err = manifest.ParseManifest(manifestData, ManifestFile); err != nil {
				return nil, err
			}
		}
	}
	if req.To != "" {
		if len(force) != 1 {
			return nil, badInput(fmt.Errorf("--to moves one source to a new ref; name exactly one source or skill (got %d sources)", len(force)))
		}
		name := slices.Sorted(maps.Keys(force))[0]
		src := *p.st.Manifest().Source(name)
		if src.Ref == req.To {
			req.To = ""
		} else {
			spec, _, err := fetch.Remote(src.URL, p.st.Dir(), p.env.Offline)
			if err != nil {
				return nil, err
			}
			if spec.Kind == "path" {
				return nil, badInput(fmt.Errorf("source %q is a plain directory; it has no refs to move to", name))
			}
			src.Ref = req.To
			manifestData, err = manifest.ReplaceSource(p.st.ManifestData(), name, src)
			if err != nil {
				return nil, err
			}
			if target, err = manifest.ParseManifest(manifestData, ManifestFile); err != nil {
				return nil, err
			}
		}
	}
	var accept map[string]bool
	if req.AcceptMovedTag {
		if len(req.Names) == 0 {
			return nil, badInput(fmt.Errorf("--accept-moved-tag follows a moved tag only where you name it: name the sources (or skills) whose moved tag to accept"))
		}
		accept = force
	}
	old := p.st.Lock()
	r, err := p.relock(ctx, resolve.Input{Manifest: target, Force: force, AcceptMoved: accept, RefreshPolicy: len(req.Names) == 0, HoldMoved: len(force) > 1})
	if err != nil {
		return nil, err
	}
	if err := policypin.Refusal(p.st, r.Lock, treesOf(r), force); err != nil {
		return nil, err
	}
	res := &UpdateResult{Changes: lockdiff.Diff(old, r.Lock), Moved: moved}
	res.Warnings = append(res.Warnings, texts(r.Warnings)...)
	if _, err := p.ensureStored(ctx, r.Lock, r.Trees, nil); err != nil {
		return nil, err
	}
	changed, err := p.writeLock(ctx, r.Lock)
	if err != nil {
		return nil, err
	}
	res.LockChanged = changed
	if req.To != "" || len(moved) > 0 {
		if err := p.writeManifest(manifestData); err != nil {
			return nil, err
		}
	}
	// What the update did not take: newer versions of tag-pinned sources,
	// so that update and outdated never disagree.
	for _, name := range slices.Sorted(maps.Keys(force)) {
		src := p.st.Manifest().Source(name)
		if src == nil || outdated.CanonicalVersion(src.Ref) == "" {
			continue
		}
		if o, err := outdatedOf(ctx, p.resolver(), p.st.Lock(), src, req.Pre); err == nil && len(o.Newer) > 0 {
			res.Newer = append(res.Newer, o)
		}
	}
	if err := p.finish(ctx, r.Trees, &res.InstallResult); err != nil {
		return res, err
	}
	if len(r.Held) > 0 {
		return res, &HeldBackError{Moved: r.Held}
	}
	return res, nil
}

// sourcesNamed maps names (source names or locked skill names of st) to
// the set of source names; no names means every source.
func sourcesNamed(st *state.State, names []string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(names) == 0 {
		for _, s := range st.Manifest().Sources {
			out[s.Name] = true
		}
		return out, nil
	}
	for _, n := range names {
		if st.Manifest().Source(n) != nil {
			out[n] = true
			continue
		}
		if st.Lock() != nil {
			if sk := st.Lock().Skill(n); sk != nil {
				out[sk.Source] = true
				continue
			}
		}
		return nil, badInput(fmt.Errorf("no source or skill named %q%s", n, suggestName(st, n)))
	}
	return out, nil
}

// suggestName proposes close source or skill names of st for a typo.
func suggestName(st *state.State, n string) string {
	var names []string
	for _, s := range st.Manifest().Sources {
		names = append(names, s.Name)
	}
	if st.Lock() != nil {
		for _, sk := range st.Lock().Skills {
			names = append(names, sk.Name)
		}
	}
	c := suggest.Closest(n, names, 3)
	if len(c) == 0 {
		return ""
	}
	return fmt.Sprintf(" (did you mean %s?)", joinQuoted(c))
}

func joinQuoted(xs []string) string {
	s := ""
	for i, x := range xs {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%q", x)
	}
	return s
}
