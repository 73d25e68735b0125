package project

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/gate"
)

// Outdated is one source's newer versions, or for a branch source whether
// the branch moved.
type Outdated struct {
	Source string   `json:"source"`
	URL    string   `json:"url"`
	Ref    string   `json:"ref"`
	Kind   string   `json:"kind"`
	Latest string   `json:"latest,omitempty"`
	Newer  []string `json:"newer"`
	// Locked is the commit the lock pins; Head is where the branch is now
	// (branch sources).
	Locked string `json:"locked,omitempty"`
	Head   string `json:"head,omitempty"`
	// Moved: a branch source's branch, or a tag source's tag (TAG_MOVED),
	// is no longer at the locked commit.
	Moved bool `json:"moved,omitempty"`
	// Branch is the branch a commit pin (or a source without a ref) is
	// compared with: the remote's default branch.
	Branch string `json:"branch,omitempty"`
	// Commits is how many commits the branch is ahead of the locked
	// commit; Rewritten says the locked commit is no longer in its history.
	Commits   int  `json:"commits,omitempty"`
	Rewritten bool `json:"rewritten,omitempty"`
	// Changes is what moving to the branch's head does to the source's
	// locked skills.
	Changes []UpstreamSkill `json:"changes,omitempty"`
	// Update is the command that takes what is newer (zero when nothing
	// is); JSON has its text in a project.
	Update  hint.Msg `json:"update,omitzero"`
	Message hint.Msg `json:"message,omitzero"`
}

// Outdated lists, per source, the version tags newer than the locked ref
// in semver order (tags that are not versions are ignored, and so are
// prereleases unless pre is set), and for a branch whether it moved.
func (p *Project) Outdated(ctx context.Context, pre bool) ([]Outdated, error) {
	var out []Outdated
	for i := range p.st.Manifest().Sources {
		o, err := p.outdated(ctx, &p.st.Manifest().Sources[i], pre)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

func (p *Project) outdated(ctx context.Context, src *manifest.Source, pre bool) (Outdated, error) {
	o := Outdated{Source: src.Name, URL: src.URL, Ref: src.Ref, Newer: []string{}}
	var ls *lock.LockedSource
	if p.st.Lock() != nil {
		ls = p.st.Lock().Source(src.Name)
	}
	if ls != nil {
		o.Kind, o.Locked = ls.Kind, ls.Commit
	}
	s, err := p.sourceOf(src.URL)
	if err != nil {
		return o, err
	}
	refs, err := s.Refs(ctx)
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
	if o.Kind == "" {
		if r, ok := fetch.Classify(refs, src.Ref); ok {
			o.Kind = string(r.Kind)
		} else {
			o.Kind = lock.KindCommit
		}
	}
	versions := versionTags(refs, pre)
	if len(versions) > 0 {
		o.Latest = versions[len(versions)-1]
	}
	current := canonicalVersion(src.Ref)
	if current != "" {
		for _, v := range versions {
			if semver.Compare(canonicalVersion(v), current) > 0 {
				o.Newer = append(o.Newer, v)
			}
		}
	}
	switch {
	case o.Kind == lock.KindBranch:
		err := p.outdatedBranch(ctx, s, src, ls, refs, &o)
		return o, err
	case o.Kind == lock.KindCommit && ls != nil:
		err := p.outdatedCommit(ctx, s, src, ls, refs, &o)
		return o, err
	case o.Kind == lock.KindTag && ls != nil && ls.Ref == src.Ref && tagMovedIn(refs, ls):
		// A moved tag comes before any newer version: the locked version
		// itself now names other bytes upstream.
		now, _ := fetch.Classify(refs, src.Ref)
		o.Moved, o.Head = true, now.Commit
		o.Update = hint.Sprintf("%s", hint.Run("update", src.Name, "--accept-moved-tag"))
		if now.Commit == "" {
			o.Message = hint.Sprintf("TAG_MOVED: tag %s was deleted upstream (locked %s)", src.Ref, resolve.Short(ls.Commit))
		} else {
			o.Message = hint.Sprintf("TAG_MOVED: tag %s moved upstream to %s (locked %s); review why before taking it", src.Ref, resolve.Short(now.Commit), resolve.Short(ls.Commit))
		}
	case len(versions) == 0:
		o.Message = hint.Text("no version tags")
	case current == "":
		o.Message = hint.Text("ref is not a version tag; newest version is " + o.Latest)
		o.Update = hint.Sprintf("%s", hint.Run("update", src.Name, "--to", o.Latest))
	case len(o.Newer) == 0:
		o.Message = hint.Text("up to date")
	default:
		update := []string{"update", "--latest"}
		if pre {
			update = append(update, "--pre")
		}
		o.Update = hint.Sprintf("%s (or every tag-pinned source: %s)", hint.Run("update", src.Name, "--to", o.Latest), hint.Run(update...))
		o.Message = hint.Sprintf("%d newer version(s), latest %s", len(o.Newer), o.Latest)
	}
	return o, nil
}

// versionTags are the tags among refs that are semver versions
// (prereleases only with pre), in version order, each once.
func versionTags(refs []fetch.RemoteRef, pre bool) []string {
	var versions []string
	for _, r := range refs {
		tag, ok := strings.CutPrefix(r.Name, "refs/tags/")
		if !ok || strings.HasSuffix(tag, "^{}") {
			continue
		}
		v := canonicalVersion(tag)
		if v == "" || (!pre && semver.Prerelease(v) != "") {
			continue
		}
		versions = append(versions, tag)
	}
	slices.SortFunc(versions, func(a, b string) int { return semver.Compare(canonicalVersion(a), canonicalVersion(b)) })
	return slices.Compact(versions)
}

// outdatedBranch fills o for a branch source: where the branch is now,
// and what moving to it would change.
func (p *Project) outdatedBranch(ctx context.Context, s source.Source, src *manifest.Source, ls *lock.LockedSource, refs []fetch.RemoteRef, o *Outdated) error {
	head, _ := fetch.Classify(refs, src.Ref)
	o.Head = head.Commit
	branch := "branch " + gate.RefLabel(src.Ref)
	if src.Ref == "" && head.Ref != "" {
		o.Branch = head.Ref
		branch = "the default branch (" + head.Ref + ")"
	}
	switch {
	case head.Commit == "":
		o.Message = hint.Sprintf("%s no longer exists upstream", branch)
	case ls == nil:
		o.Message = hint.Sprintf("%s is at %s; not locked yet", branch, resolve.Short(head.Commit))
	case head.Commit == ls.Commit:
		o.Message = hint.Sprintf("%s is at the locked commit %s", branch, resolve.Short(ls.Commit))
	default:
		o.Moved = true
		o.Update = hint.Sprintf("%s", hint.Run("update", src.Name))
		if err := p.upstream(ctx, s, src, ls, head.Commit, head.Ref, o); err != nil {
			return err
		}
		o.Message = hint.Sprintf("%s moved %s to %s (locked %s)%s", branch, commitsWord(o.Commits, o.Rewritten), resolve.Short(head.Commit), resolve.Short(ls.Commit), changesWord(o.Changes))
	}
	return nil
}

// outdatedCommit fills o for a source pinned at a commit: a commit pin
// follows nothing, so what the default branch did since (and the newest
// version tag) is what there is to take.
func (p *Project) outdatedCommit(ctx context.Context, s source.Source, src *manifest.Source, ls *lock.LockedSource, refs []fetch.RemoteRef, o *Outdated) error {
	branch, head := defaultHead(refs)
	o.Branch, o.Head = branch, head
	switch {
	case head == "":
		o.Message = hint.Text("pinned at a commit; the remote has no default branch to compare with")
	case head == ls.Commit:
		o.Message = hint.Sprintf("pinned at commit %s, where %s is", resolve.Short(ls.Commit), branch)
	default:
		if err := p.upstream(ctx, s, src, ls, head, branch, o); err != nil {
			return err
		}
		o.Moved = true
		o.Update = hint.Sprintf("%s (or pin that commit: --to %s)", hint.Run("update", src.Name, "--to", branch), head)
		o.Message = hint.Sprintf("pinned at commit %s; %s is %s ahead, at %s%s", resolve.Short(ls.Commit), branch, commitsWord(o.Commits, o.Rewritten), resolve.Short(head), changesWord(o.Changes))
	}
	if o.Latest != "" {
		o.Message = hint.Sprintf("%s; newest version tag %s", o.Message, o.Latest)
		if o.Update.IsZero() {
			o.Update = hint.Sprintf("%s", hint.Run("update", src.Name, "--to", o.Latest))
		} else {
			o.Update = hint.Sprintf("%s, or the newest version: %s", o.Update, hint.Run("update", src.Name, "--to", o.Latest))
		}
	}
	return nil
}

// commitsWord is "3 commits", or for a branch rewritten since the lock
// "rewritten (3 commits not in the locked history)".
func commitsWord(n int, rewritten bool) string {
	w := fmt.Sprintf("%d commit", n)
	if n != 1 {
		w += "s"
	}
	if rewritten {
		return "rewritten (" + w + " not in the locked history)"
	}
	return w
}

// changesWord summarizes what a move does to the locked skills.
func changesWord(changes []UpstreamSkill) string {
	counts := map[string]int{}
	for _, c := range changes {
		counts[c.Change]++
	}
	var parts []string
	for _, k := range []string{"changed", "added", "removed"} {
		if counts[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[k], k))
		}
	}
	if len(parts) == 0 {
		return "; no locked skill changed"
	}
	return "; skills: " + strings.Join(parts, ", ")
}

// canonicalVersion returns the semver form of a tag ("1.2" and "v1.2"
// both become "v1.2"), or "" when the tag is not a version.
func canonicalVersion(tag string) string {
	v := tag
	if !strings.HasPrefix(v, "v") {
		v = "v" + v
	}
	if !semver.IsValid(v) {
		return ""
	}
	return v
}

// tagMovedIn reports whether the locked tag of ls names another commit
// (or nothing) in the remote's refs.
func tagMovedIn(refs []fetch.RemoteRef, ls *lock.LockedSource) bool {
	now, ok := fetch.Classify(refs, ls.Ref)
	return !ok || now.Kind != fetch.RefTag || now.Commit != ls.Commit
}
