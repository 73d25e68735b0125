package project

import (
	"context"
	"maps"
	"slices"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
)

// UpstreamSkill is what became of one locked skill (or one new skill of a
// source that takes every skill) at the head of a branch, for review
// before `update` takes it.
type UpstreamSkill struct {
	Name string `json:"name"`
	// Change is "changed", "unchanged", "removed" (not at the head, or no
	// longer valid there: Message says why) or "added".
	Change string `json:"change"`
	From   string `json:"from,omitempty"` // locked digest
	To     string `json:"to,omitempty"`   // digest at the head
	// Added, Removed and Modified are the skill's files that changed.
	Added    []string `json:"added,omitempty"`
	Removed  []string `json:"removed,omitempty"`
	Modified []string `json:"modified,omitempty"`
	Message  string   `json:"message,omitempty"`
}

// upstream fills o with how far src's branch (for a commit pin, the
// remote's default branch) moved past the locked commit and what that did
// to the locked skills. It reads the selected skills at the head, never
// more: the cost of a review, not of the repository.
func (p *Project) upstream(ctx context.Context, s source.Source, src *manifest.Source, ls *lock.LockedSource, head, branch string, o *Outdated) error {
	h, ok := s.(source.History)
	if !ok {
		return nil // only a git source has branches
	}
	n, descends, err := h.CommitsBetween(ctx, ls.Commit, head, branch)
	if err != nil {
		return err
	}
	o.Commits, o.Rewritten = n, !descends
	at := *src
	if ls.Kind == lock.KindCommit {
		at.Ref = "" // what the default branch holds now
	}
	_, skills, _, err := p.resolver().ResolveSource(ctx, &at)
	if err != nil {
		// The head would not lock as the manifest asks (a selected skill
		// gone or refused): update will say the same, with the details.
		o.Changes = []UpstreamSkill{{Change: "removed", Message: err.Error()}}
		return nil
	}
	o.Changes = skillMoves(p.st.Lock().SkillsOf(src.Name), skills)
	return nil
}

// skillMoves compares the locked skills of a source with the same
// selection at another commit.
func skillMoves(old, new []lock.LockedSkill) []UpstreamSkill {
	var out []UpstreamSkill
	byName := map[string]lock.LockedSkill{}
	for _, sk := range new {
		byName[sk.Name] = sk
	}
	for _, sk := range old {
		nw, ok := byName[sk.Name]
		delete(byName, sk.Name)
		if !ok {
			out = append(out, UpstreamSkill{Name: sk.Name, Change: "removed", From: sk.Digest})
			continue
		}
		m := UpstreamSkill{Name: sk.Name, Change: "unchanged", From: sk.Digest, To: nw.Digest}
		if sk.Digest != nw.Digest {
			m.Change = "changed"
			m.Added, m.Removed, m.Modified = fileMoves(sk.Files, nw.Files)
		}
		out = append(out, m)
	}
	for _, name := range slices.Sorted(maps.Keys(byName)) {
		out = append(out, UpstreamSkill{Name: name, Change: "added", To: byName[name].Digest})
	}
	return out
}

func fileMoves(old, new catalog.FileSet) (added, removed, modified []string) {
	was := map[string]catalog.File{}
	for _, f := range old {
		was[f.Path] = f
	}
	for _, f := range new {
		o, ok := was[f.Path]
		delete(was, f.Path)
		switch {
		case !ok:
			added = append(added, f.Path)
		case o.Digest != f.Digest || o.Exec != f.Exec:
			modified = append(modified, f.Path)
		}
	}
	for _, f := range old {
		if _, ok := was[f.Path]; ok {
			removed = append(removed, f.Path)
		}
	}
	return added, removed, modified
}

// defaultHead is the remote's default branch and its commit among refs.
func defaultHead(refs []fetch.RemoteRef) (branch, commit string) {
	r, ok := fetch.Classify(refs, "")
	if !ok {
		return "", ""
	}
	return r.Ref, r.Commit
}
