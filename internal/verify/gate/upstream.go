package gate

import (
	"strings"

	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify"
)

// Upstream is what verify learned of a locked source's ref upstream.
type Upstream struct {
	Source *lock.LockedSource
	// Now is where the ref points now; Found is false when it no longer
	// exists.
	Now   source.Pin
	Found bool
	// Skills are the names of the source's locked skills.
	Skills []string
	// LockLine is the line of the source's entry in skills.lock.
	LockLine int
	// IsAncestor reports whether the locked commit is in the history of
	// Now (a git source); nil for a source without history (a registry,
	// whose tags and digests are judged as such).
	IsAncestor func() (bool, error)
}

// CheckUpstream judges a locked ref by where it points upstream now:
// what kind of ref it is there (re-derived, never taken from the lock: a
// lock edited to call a tag a commit must not skip the moved-tag check),
// a tag moved, re-created or deleted, a branch rewritten or advanced.
func CheckUpstream(u Upstream, r *verify.Report) {
	ls := u.Source
	affected := ls.Name
	if len(u.Skills) > 0 {
		affected = strings.Join(u.Skills, ", ")
	}
	if u.IsAncestor == nil {
		checkRegistryRef(u, affected, r)
		return
	}
	kind := ls.Kind
	switch {
	case ls.Kind == lock.KindCommit && !u.Found:
		if !strings.HasPrefix(ls.Commit, strings.ToLower(ls.Ref)) || ls.Ref == "" {
			r.AddAt(verify.CodeLockInvalid, verify.SeverityError, lock.FileName, u.LockLine, "source %q: ref %q is pinned as commit %s, which it does not name; restore skills.lock from version control or run `%s` and review the diff", ls.Name, ls.Ref, short(ls.Commit), hint.Run("update", ls.Name))
		}
		return // a commit pins nothing upstream can move
	case u.Found && u.Now.Kind != ls.Kind:
		r.AddAt(verify.CodeLockInvalid, verify.SeverityError, lock.FileName, u.LockLine, "source %q: skills.lock records ref %q as a %s, but upstream it is a %s; a lock must not say what the remote does not (restore skills.lock, or run `%s` and review the diff)", ls.Name, ls.Ref, ls.Kind, u.Now.Kind, hint.Run("update", ls.Name))
		kind = u.Now.Kind
	}
	current := u.Now.Revision
	switch {
	case current == ls.Commit:
		if kind == lock.KindTag && u.Now.TagObject != ls.TagObject {
			r.Add(verify.CodeTagMoved, verify.SeverityWarning, "", "", "source %q: tag %s was re-created upstream (tag object %s, skills.lock records %s) and still points at the locked commit %s; the content is unchanged", ls.Name, ls.Ref, orNone(short(u.Now.TagObject)), orNone(short(ls.TagObject)), short(ls.Commit))
		}
	case kind == lock.KindTag && !u.Found:
		r.Add(verify.CodeTagMoved, verify.SeverityError, "", "", "source %q: tag %s was deleted upstream (locked at %s; affects %s); the locked commit is still what is installed — find out why the publisher removed it before updating", ls.Name, ls.Ref, short(ls.Commit), affected)
	case kind == lock.KindTag:
		r.Add(verify.CodeTagMoved, verify.SeverityError, "", "", "source %q: tag %s moved upstream from %s to %s (affects %s); a moved tag is how a publisher (or an attacker) ships different bytes under a reviewed version: find out why, then take it with `%s` and review it with `%s`", ls.Name, ls.Ref, short(ls.Commit), short(current), affected, hint.Run("update", ls.Name, "--accept-moved-tag"), hint.Run("diff"))
	case !u.Found:
		r.Add(verify.CodeRefRewritten, verify.SeverityError, "", "", "source %q: branch %s no longer exists upstream (locked at %s; affects %s)", ls.Name, RefLabel(ls.Ref), short(ls.Commit), affected)
	default:
		if ok, err := u.IsAncestor(); err != nil || !ok {
			r.Add(verify.CodeRefRewritten, verify.SeverityError, "", "", "source %q: branch %s was rewritten upstream: it is now at %s, which does not descend from the locked %s (affects %s); review with `%s` and `%s`", ls.Name, RefLabel(ls.Ref), short(current), short(ls.Commit), affected, hint.Run("update", ls.Name), hint.Run("diff"))
			return
		}
		r.Add(verify.CodeRefAdvanced, verify.SeverityWarning, "", "", "source %q: branch %s moved ahead to %s (locked %s); run `%s` to take the new commits", ls.Name, RefLabel(ls.Ref), short(current), short(ls.Commit), hint.Run("update", ls.Name))
	}
}

// checkRegistryRef judges a locked OCI ref by where the registry says it
// points now: a tag that names another manifest is TAG_MOVED, as a moved
// git tag is. A digest pins nothing the registry can move, but must name
// what the lock pins.
func checkRegistryRef(u Upstream, affected string, r *verify.Report) {
	ls := u.Source
	if ls.Kind == lock.KindDigest {
		if ls.Ref != ls.Commit {
			r.AddAt(verify.CodeLockInvalid, verify.SeverityError, lock.FileName, u.LockLine, "source %q: ref %q is pinned as digest %s, which it does not name; restore skills.lock from version control or run `%s` and review the diff", ls.Name, ls.Ref, ls.Commit, hint.Run("update", ls.Name))
		}
		return
	}
	if current := u.Now.Revision; current != ls.Commit {
		r.Add(verify.CodeTagMoved, verify.SeverityError, "", "", "source %q: tag %s moved in the registry from %s to %s (affects %s); a moved tag is how a publisher (or an attacker) ships different bytes under a reviewed version: find out why, then take it with `%s` and review it with `%s`", ls.Name, ls.Ref, ls.Commit, current, strings.Join(u.Skills, ", "), hint.Run("update", ls.Name, "--accept-moved-tag"), hint.Run("diff"))
	}
}

// RefLabel is a ref as messages name it: the default branch for "".
func RefLabel(ref string) string {
	if ref == "" {
		return "(default branch)"
	}
	return ref
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}
