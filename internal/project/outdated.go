package project

import (
	"context"
	"errors"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/resolve/outdated"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Outdated lists, per source, the version tags newer than the locked ref
// in semver order (tags that are not versions are ignored, and so are
// prereleases unless pre is set), and for a branch whether it moved.
func (p *Project) Outdated(ctx context.Context, pre bool) ([]outdated.Outdated, error) {
	var out []outdated.Outdated
	for i := range p.st.Manifest().Sources {
		o, err := outdatedOf(ctx, p.resolver(), p.st.Lock(), &p.st.Manifest().Sources[i], pre, false)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

// outdatedOf reads the refs of src, a source of l's manifest (l its lock,
// nil when none), through res and judges them (package outdated); a
// branch or commit pin's upstream is read at most as far as the selected
// skills. With listed, the refs the source's remote advertised when this
// run last asked it (resolving src, just before) are judged instead of a
// new listing, when there are any (source.ListedRefs).
func outdatedOf(ctx context.Context, res *resolve.Resolver, l *lock.Lock, src *manifest.Source, pre, listed bool) (outdated.Outdated, error) {
	var ls *lock.LockedSource
	if l != nil {
		ls = l.Source(src.Name)
	}
	o := outdated.New(src, ls)
	s, err := res.Sources(src.URL)
	if err != nil {
		return o, err
	}
	var refs []fetch.RemoteRef
	if listed {
		refs, listed = source.ListedRefs(s)
	}
	if !listed {
		refs, err = s.Refs(ctx)
	}
	var notListed *source.NotListedError
	switch {
	case errors.As(err, &notListed) && source.IsDir(s):
		o.Kind, o.Message = lock.KindPath, hint.Text("local directory: no versions")
		return o, nil
	case errors.As(err, &notListed):
		o.Message = hint.Sprintf("%s: versions are not listed (run `%s`)", notListed.What, hint.Run("update", src.Name, "--to", "TAG"))
		return o, nil
	case err != nil:
		return o, err
	}
	// How far src's branch (for a commit pin, the remote's default
	// branch) moved past the locked commit, and what that did to the
	// locked skills: the selected skills are read at the head, never
	// more (the cost of a review, not of the repository).
	up := func(head, branch string) (int, bool, []outdated.UpstreamSkill, error) {
		h, ok := s.(source.History)
		if !ok {
			return 0, false, nil, nil // only a git source has branches
		}
		n, descends, err := h.CommitsBetween(ctx, ls.Commit, head, branch)
		if err != nil {
			return 0, false, nil, err
		}
		at := *src
		if ls.Kind == lock.KindCommit {
			at.Ref = "" // what the default branch holds now
		}
		_, skills, _, err := res.ResolveSource(ctx, &at)
		if err != nil {
			// The head would not lock as the manifest asks (a selected
			// skill gone or refused): update will say the same, with
			// the details.
			return n, !descends, []outdated.UpstreamSkill{{Change: "removed", Message: err.Error()}}, nil
		}
		return n, !descends, outdated.SkillMoves(l.SkillsOf(src.Name), skills), nil
	}
	err = outdated.Judge(&o, src, ls, refs, pre, up)
	return o, err
}
