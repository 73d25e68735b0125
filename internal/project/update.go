package project

import (
	"context"
	"fmt"
	"maps"
	"slices"

	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
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
		force, err := sourcesNamed(p.st, req.Names)
		if err != nil {
			return err
		}
		to, err := updateTarget(ctx, p.st, p.resolver(), p.env.Offline, req, force)
		if err != nil {
			return err
		}
		var accept map[string]bool
		if req.AcceptMovedTag {
			if len(req.Names) == 0 {
				return badInput(fmt.Errorf("--accept-moved-tag follows a moved tag only where you name it: name the sources (or skills) whose moved tag to accept"))
			}
			accept = force
		}
		old := p.st.Lock()
		// The newest versions --latest chose from the refs just listed
		// are taken from that same listing.
		rs := p.resolver()
		sources := rs.Sources
		rs.Sources = func(url string) (source.Source, error) {
			s, err := sources(url)
			if err == nil {
				s = source.Listed(s, to.movedTo(url)...)
			}
			return s, err
		}
		r, err := rs.Relock(ctx, resolve.Input{Manifest: to.manifest, Lock: old, Force: force, AcceptMoved: accept, RefreshPolicy: len(req.Names) == 0, HoldMoved: len(force) > 1})
		if err != nil {
			return err
		}
		if err := policypin.Refusal(p.st, r.Lock, treesOf(r), force); err != nil {
			return err
		}
		up := &UpdateResult{Changes: lockdiff.Diff(old, r.Lock), Moved: to.moved}
		up.Warnings = append(up.Warnings, texts(r.Warnings)...)
		if _, err := p.ensureStored(ctx, r.Lock, r.Trees, nil); err != nil {
			return err
		}
		changed, err := p.writeLock(ctx, r.Lock)
		if err != nil {
			return err
		}
		up.LockChanged = changed
		if to.edited {
			if err := p.writeManifest(to.data); err != nil {
				return err
			}
		}
		// What the update did not take: newer versions of tag-pinned
		// sources, so that update and outdated never disagree.
		for _, name := range slices.Sorted(maps.Keys(force)) {
			src := p.st.Manifest().Source(name)
			if src == nil || outdated.CanonicalVersion(src.Ref) == "" {
				continue
			}
			// The refs the relock above was resolved from: what update
			// says is newer is judged from the same listing, so that it
			// cannot disagree with what was taken, and the remote is
			// not asked again.
			if o, err := outdatedOf(ctx, p.resolver(), p.st.Lock(), src, req.Pre, true); err == nil && len(o.Newer) > 0 {
				up.Newer = append(up.Newer, o)
			}
		}
		res = up
		if err := p.finish(ctx, r.Trees, &up.InstallResult); err != nil {
			return err
		}
		if len(r.Held) > 0 {
			return &HeldBackError{Moved: r.Held}
		}
		return nil
	})
	return res, err
}

// updateManifest is the manifest an update resolves: st's, or with
// --latest each tag-pinned source moved to its newest version (moved),
// or with --to the one source named moved to that ref; edited says the
// text (data) changed and is to be written.
type updateManifest struct {
	data     []byte
	manifest *manifest.Manifest
	moved    map[string]string
	edited   bool
}

// movedTo are the tags --latest moved the sources of url to.
func (to updateManifest) movedTo(url string) (tags []string) {
	for _, s := range to.manifest.Sources {
		if s.URL == url && to.moved[s.Name] != "" {
			tags = append(tags, to.moved[s.Name])
		}
	}
	return tags
}

// updateTarget is the manifest the update req of the sources force
// resolves (see updateManifest), asking res what is newer upstream.
func updateTarget(ctx context.Context, st *state.State, res *resolve.Resolver, offline bool, req UpdateRequest, force map[string]bool) (updateManifest, error) {
	to := updateManifest{data: st.ManifestData(), manifest: st.Manifest(), moved: map[string]string{}}
	if req.Latest && req.To != "" {
		return to, badInput(fmt.Errorf("--latest moves each tag-pinned source to its newest version; --to moves one source to the ref you name: pass one of them"))
	}
	var err error
	if req.Latest {
		for _, name := range slices.Sorted(maps.Keys(force)) {
			src := st.Manifest().Source(name)
			if src == nil || outdated.CanonicalVersion(src.Ref) == "" {
				continue // only sources pinned to a version tag have a "latest"
			}
			o, err := outdatedOf(ctx, res, st.Lock(), src, req.Pre, false)
			if err != nil {
				return to, err
			}
			if len(o.Newer) == 0 {
				continue
			}
			next := *src
			next.Ref = o.Latest
			if to.data, err = manifest.ReplaceSource(to.data, name, next); err != nil {
				return to, err
			}
			to.moved[name] = o.Latest
		}
		if len(to.moved) > 0 {
			to.edited = true
			if to.manifest, err = manifest.ParseManifest(to.data, ManifestFile); err != nil {
				return to, err
			}
		}
	}
	if req.To != "" {
		if len(force) != 1 {
			return to, badInput(fmt.Errorf("--to moves one source to a new ref; name exactly one source or skill (got %d sources)", len(force)))
		}
		name := slices.Sorted(maps.Keys(force))[0]
		src := *st.Manifest().Source(name)
		if src.Ref == req.To {
			return to, nil
		}
		spec, _, err := srcspec.Remote(src.URL, st.Dir(), offline)
		if err != nil {
			return to, err
		}
		if spec.Kind == "path" {
			return to, badInput(fmt.Errorf("source %q is a plain directory; it has no refs to move to", name))
		}
		src.Ref = req.To
		if to.data, err = manifest.ReplaceSource(st.ManifestData(), name, src); err != nil {
			return to, err
		}
		to.edited = true
		if to.manifest, err = manifest.ParseManifest(to.data, ManifestFile); err != nil {
			return to, err
		}
	}
	return to, nil
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
