package reviewrun

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/catalog/review"
	"github.com/skillpin/skillpin/internal/catalog/review/reviewgate"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/gitrev"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/gate"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/policypin"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// Request says what `skillpin diff` compares.
type Request struct {
	// Base is a git revision of the repository holding the project; the
	// project's files there are compared with the work tree's. "" means
	// HEAD, where a repository without commits counts as empty.
	Base string
	// OldLock and NewLock, when both are set, are two lockfiles (paths
	// relative to the project directory) to compare instead: skills only.
	OldLock, NewLock string
	// Installed compares the lock of the last install (which the user
	// scope keeps, see layout.Layout.InstalledLock) with the work tree's:
	// what the next install would change. Skills only.
	Installed bool
}

// Review compares the project's files at a base revision with the work
// tree's (or two lockfiles): skills, policy and approvals, with the
// content of every changed file read and scanned. The content comes from
// the store, or from each version's pinned commit (fetched into the git
// cache unless opts.Offline; the store is never written): reviewing is not
// installing. A version that cannot be had is named in the review, with
// what to do, never left out.
func Review(ctx context.Context, opts Options, req Request) (*review.Review, error) {
	l := opts.Layout
	var base, head *review.Snapshot
	var gate *reviewgate.Gate // what may be contacted: see reviewgate.Gate
	var err error
	switch {
	case req.Installed:
		old, err := lock.LoadInstalled(l)
		if err != nil {
			return nil, err
		}
		base = &review.Snapshot{Lock: old}
		if head, err = lockSnapshot(l.Config, lock.FileName); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		if head == nil {
			head = &review.Snapshot{} // no lockfile: no skills
		}
	case req.OldLock != "" || req.NewLock != "":
		if base, err = lockSnapshot(l.Config, req.OldLock); err != nil {
			return nil, err
		}
		if head, err = lockSnapshot(l.Config, req.NewLock); err != nil {
			return nil, err
		}
	default:
		rev, explicit := req.Base, req.Base != ""
		if !explicit {
			rev = "HEAD"
		}
		r, err := gitrev.Open(l.Config, rev, explicit)
		if err != nil {
			return nil, err
		}
		if base, err = RevisionSnapshot(r, l.Approvals); err != nil {
			return nil, err
		}
		if head, err = worktreeSnapshot(l.Config, l.Approvals); err != nil {
			return nil, err
		}
		var baseRead review.ReadFunc = func(string, int64) ([]byte, error) { return nil, fs.ErrNotExist }
		if r != nil {
			baseRead = r.Read
		}
		headRead := func(rel string, max int64) ([]byte, error) {
			return safefile.Read(l.Config, filepath.FromSlash(rel), max)
		}
		baseLayers, err := snapshotPolicy(ctx, opts, l.Config, baseRead, base, nil)
		if err != nil {
			return nil, err
		}
		if gate, err = newGateFor(opts, l.Config, base, baseLayers); err != nil {
			return nil, err
		}
		if _, err := snapshotPolicy(ctx, opts, l.Config, headRead, head, gate); err != nil {
			return nil, err
		}
	}
	if gate == nil {
		if gate, err = newGateFor(opts, l.Config, base, nil); err != nil {
			return nil, err
		}
	}
	content, err := NewContent(ctx, opts, base.Lock, head.Lock)
	if err != nil {
		return nil, err
	}
	content.Gated(gate)
	// What the review shows of a skill's description and tools comes from
	// its bytes, not from what either lock claims: for every skill the two
	// sides differ on.
	changed := changedSkills(base.Lock, head.Lock)
	base.Lock = RederiveLock(content, base.Lock, changed)
	head.Lock = RederiveLock(content, head.Lock, changed)
	rv := review.Compare(base, head)
	rv.Sigstore = opts.Sigstore
	rv.Skills.AttachContent(content)
	if rv.Audit, err = auditReview(l.Config, head.Manifest, base.Lock, head.Lock, rv, content); err != nil {
		return nil, err
	}
	rv.NotFetched = gate.NotFetched()
	return rv, nil
}

// newGateFor is the review gate of a review with base: the machine's and
// the user's policy layers and base's own (baseLayers) decide, with the
// hosts base names.
func newGateFor(opts Options, dir string, base *review.Snapshot, baseLayers []policy.Layer) (*reviewgate.Gate, error) {
	outer, err := state.OuterLayers(opts.Getenv, opts.Sigstore)
	if err != nil {
		return nil, err
	}
	return reviewgate.New(dir, base.Manifest, base.Lock, append(outer, baseLayers...)), nil
}

// auditReview audits the old and new version of every added or updated
// skill (the head's rules and suppressions apply) and lists those with
// findings.
func auditReview(dir string, m *manifest.Manifest, oldLock, newLock *lock.Lock, rv *review.Review, content *Content) ([]review.AuditChange, error) {
	if newLock == nil {
		return nil, nil
	}
	a, err := state.ManifestAuditor(dir, m)
	if err != nil {
		return nil, err
	}
	var out []review.AuditChange
	alikeNow, alikeBefore := gate.LookalikesOf(newLock), gate.LookalikesOf(oldLock)
	for _, sc := range rv.Skills.Skills {
		if sc.To == nil {
			continue
		}
		cur := newLock.Skill(sc.Name)
		if cur == nil {
			continue
		}
		now, err := AuditLocked(a, content, cur)
		if err != nil {
			return nil, err
		}
		now, _ = gate.Suppress(m, sc.Name, alikeNow.Add(withoutNotAudited(now), sc.Name))
		var before []audit.Finding
		if sc.From != nil && oldLock != nil {
			if old := oldLock.Skill(sc.Name); old != nil {
				if before, err = AuditLocked(a, content, old); err != nil {
					return nil, err
				}
				before, _ = gate.Suppress(m, sc.Name, alikeBefore.Add(withoutNotAudited(before), sc.Name))
			}
		}
		if c := review.AuditChanges(sc.Name, before, now); len(c.New)+len(c.Kept)+len(c.Gone) > 0 {
			out = append(out, c)
		}
	}
	return out, nil
}

// snapshotPolicy reads into s the rules of the policy layers at s's point
// (see policypin.ChangeLayers) and returns them; a pinned organisation policy comes
// from the git cache, fetched unless offline or gate does not allow its
// repository (then the cache alone answers, and a policy it lacks is
// noted as not fetched).
func snapshotPolicy(ctx context.Context, opts Options, dir string, read review.ReadFunc, s *review.Snapshot, gate *reviewgate.Gate) ([]policy.Layer, error) {
	var c *fetch.Client // read only for a pinned policy repository
	var held string     // why the pinned policy is not fetched
	if s.Manifest != nil && s.Manifest.Policy != nil && s.Manifest.Policy.URL != "" && s.Lock.PolicyPin() != nil {
		cache, err := layout.CacheDir(opts.Getenv)
		if err != nil {
			return nil, errkind.Mark(err, errkind.Invalid)
		}
		fo := fetch.Options{CacheDir: cache, Getenv: opts.Getenv, Offline: opts.Offline, Dir: dir}
		if gate != nil {
			fo.CheckRedirect = gate.CheckRedirect
			if ok, why := gate.Allows(s.Lock.PolicyPin().URL); !ok {
				fo.Offline, held = true, why
			}
		}
		c = fetch.New(fo)
	}
	layers, note, err := policypin.ChangeLayers(ctx, c, dir, read, s.Manifest, s.Lock, opts.Sigstore)
	if err != nil {
		return nil, err
	}
	if held != "" && note != "" {
		gate.Hold(s.Lock.PolicyPin().URL, held)
		note = fmt.Sprintf("the organisation policy %s was not fetched: %s", s.Lock.PolicyPin().URL, held)
	}
	eff := &policy.Effective{Layers: layers}
	s.PolicyRules, s.PolicyNote = eff.Rows(), note
	return layers, nil
}

// lockSnapshot is a lockfile named on the command line, alone.
func lockSnapshot(dir, name string) (*review.Snapshot, error) {
	p := name
	if !filepath.IsAbs(p) {
		p = filepath.Join(dir, p)
	}
	l, err := lock.LoadLock(p)
	if err != nil {
		return nil, err
	}
	return &review.Snapshot{Lock: l}, nil
}

// RevisionSnapshot reads the project's files at a revision; a nil
// revision (no commits yet) is an empty project.
func RevisionSnapshot(r *gitrev.Revision, approvalsFile string) (*review.Snapshot, error) {
	if r == nil {
		return &review.Snapshot{Approvals: &approvals.Set{}, PolicyFiles: map[string]string{}}, nil
	}
	return review.Read(r.Read, r.Label, approvalsFile, true)
}

// worktreeSnapshot reads the project's files in the work tree, as every
// file the checkout names is read (package safefile).
func worktreeSnapshot(dir, approvalsFile string) (*review.Snapshot, error) {
	read := func(rel string, max int64) ([]byte, error) {
		return safefile.Read(dir, filepath.FromSlash(rel), max)
	}
	return review.Read(read, func(rel string) string { return filepath.Join(dir, filepath.FromSlash(rel)) }, approvalsFile, false)
}

// withoutNotAudited drops the findings of files that could not be read:
// the review reports such content itself (CONTENT_NOT_SHOWN).
func withoutNotAudited(fs []audit.Finding) []audit.Finding {
	var out []audit.Finding
	for _, f := range fs {
		if f.Code != audit.NotAudited {
			out = append(out, f)
		}
	}
	return out
}
