// Package outdated compares a source's lock entry with what its remote
// offers now, for `skillpin outdated` and `update --dry-run`: newer
// version tags in semver order, a moved tag, and for a branch or a commit
// pin how far upstream moved and what that would do to the locked skills.
// It judges values (the remote's refs, the lock entry, and what an
// Upstream reports); reading the remote is the caller's.
package outdated

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
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

// New is the report of the manifest source src, locked as ls (nil when
// not locked), before anything upstream is known.
func New(src *manifest.Source, ls *lock.LockedSource) Outdated {
	o := Outdated{Source: src.Name, URL: src.URL, Ref: src.Ref, Newer: []string{}}
	if ls != nil {
		o.Kind, o.Locked = ls.Kind, ls.Commit
	}
	return o
}

// Upstream reports how far the branch (for a commit pin, the remote's
// default branch) moved from the locked commit to head, and what that
// does to the source's locked skills: commits is how many commits head is
// ahead, rewritten that the locked commit is no longer in its history.
// A source without branches reports zeros.
type Upstream func(head, branch string) (commits int, rewritten bool, changes []UpstreamSkill, err error)

// upstream fills o from up.
func upstream(o *Outdated, up Upstream, head, branch string) error {
	n, rewritten, changes, err := up(head, branch)
	if err != nil {
		return err
	}
	o.Commits, o.Rewritten, o.Changes = n, rewritten, changes
	return nil
}

// Judge fills o, made by New for the manifest source src and its lock
// entry ls (nil when not locked), from the remote's refs: the version
// tags newer than the locked ref in semver order (tags that are not
// versions are ignored, and so are prereleases unless pre is set), a
// moved tag, and for a branch or a commit pin how far upstream moved and
// what that does to the locked skills (asked of up).
func Judge(o *Outdated, src *manifest.Source, ls *lock.LockedSource, refs []fetch.RemoteRef, pre bool, up Upstream) error {
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
	current := CanonicalVersion(src.Ref)
	if current != "" {
		for _, v := range versions {
			if semver.Compare(CanonicalVersion(v), current) > 0 {
				o.Newer = append(o.Newer, v)
			}
		}
	}
	switch {
	case o.Kind == lock.KindBranch:
		return branchMoved(o, src, ls, refs, up)
	case o.Kind == lock.KindCommit && ls != nil:
		return commitBehind(o, src, ls, refs, up)
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
	return nil
}

// branchMoved fills o for a branch source: where the branch is now,
// and what moving to it would change.
func branchMoved(o *Outdated, src *manifest.Source, ls *lock.LockedSource, refs []fetch.RemoteRef, up Upstream) error {
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
		if err := upstream(o, up, head.Commit, head.Ref); err != nil {
			return err
		}
		o.Message = hint.Sprintf("%s moved %s to %s (locked %s)%s", branch, commitsWord(o.Commits, o.Rewritten), resolve.Short(head.Commit), resolve.Short(ls.Commit), changesWord(o.Changes))
	}
	return nil
}

// commitBehind fills o for a source pinned at a commit: a commit pin
// follows nothing, so what the default branch did since (and the newest
// version tag) is what there is to take.
func commitBehind(o *Outdated, src *manifest.Source, ls *lock.LockedSource, refs []fetch.RemoteRef, up Upstream) error {
	branch, head := defaultHead(refs)
	o.Branch, o.Head = branch, head
	switch {
	case head == "":
		o.Message = hint.Text("pinned at a commit; the remote has no default branch to compare with")
	case head == ls.Commit:
		o.Message = hint.Sprintf("pinned at commit %s, where %s is", resolve.Short(ls.Commit), branch)
	default:
		if err := upstream(o, up, head, branch); err != nil {
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

// versionTags are the tags among refs that are semver versions
// (prereleases only with pre), in version order, each once.
func versionTags(refs []fetch.RemoteRef, pre bool) []string {
	var versions []string
	for _, r := range refs {
		tag, ok := strings.CutPrefix(r.Name, "refs/tags/")
		if !ok || strings.HasSuffix(tag, "^{}") {
			continue
		}
		v := CanonicalVersion(tag)
		if v == "" || (!pre && semver.Prerelease(v) != "") {
			continue
		}
		versions = append(versions, tag)
	}
	slices.SortFunc(versions, func(a, b string) int { return semver.Compare(CanonicalVersion(a), CanonicalVersion(b)) })
	return slices.Compact(versions)
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

// CanonicalVersion returns the semver form of a tag ("1.2" and "v1.2"
// both become "v1.2"), or "" when the tag is not a version.
func CanonicalVersion(tag string) string {
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

// SkillMoves compares the locked skills of a source with the same
// selection at another commit.
func SkillMoves(old, new []lock.LockedSkill) []UpstreamSkill {
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
