package project

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/gitrev"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify"
)

// A lock entry records, besides the file set its digest covers, fields
// derived from the content (the frontmatter's description and
// allowed-tools) so that a review of the lock alone shows them. The digest
// does not cover them: a checkout can edit them back after a change (a
// widening to Bash recorded as the old tools). So wherever they are shown
// or enforced they are re-derived from the verified bytes, and a lock
// that records other values is invalid.

// readSkillMDOf reads the SKILL.md of a locked skill version from c (the
// store, or the pinned commit), bounded; ok is false when it cannot be had.
func readSkillMDOf(c *Content, sk *lock.LockedSkill) ([]byte, bool) {
	rc, err := c.Open(sk.Digest, catalog.SkillFile)
	if err != nil {
		return nil, false
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, lockdiff.MaxContentBytes+1))
	if err != nil || int64(len(data)) > lockdiff.MaxContentBytes {
		return nil, false
	}
	if f, ok := sk.Files.Lookup(catalog.SkillFile); !ok || catalog.DigestBytes(data) != f.Digest {
		return nil, false
	}
	return data, true
}

// rederiveLock returns a copy of l whose skills' derived fields come from
// their verified SKILL.md, for the skills keep selects (all when nil);
// skills whose bytes cannot be had keep what the lock says.
func rederiveLock(c *Content, l *lock.Lock, keep func(*lock.LockedSkill) bool) *lock.Lock {
	if l == nil {
		return nil
	}
	out := *l
	out.Skills = slices.Clone(l.Skills)
	for i := range out.Skills {
		sk := &out.Skills[i]
		if keep != nil && !keep(sk) {
			continue
		}
		if data, ok := readSkillMDOf(c, sk); ok {
			*sk, _ = sk.Derive(data)
		}
		sk.Files, _ = storedSizes(c.store, sk)
	}
	return &out
}

// storedSizes returns sk's file set with each file's size as the store
// entry of its version holds it (the entry was checked against the lock
// when written; the digest does not cover sizes), and the files whose
// size the lock records differently. The set is returned unchanged when
// the store does not hold the version.
func storedSizes(st *store.Store, sk *lock.LockedSkill) (catalog.FileSet, []string) {
	if st == nil || !st.Has(sk.Digest) {
		return sk.Files, nil
	}
	files := slices.Clone(sk.Files)
	var diffs []string
	for i := range files {
		fi, err := os.Lstat(filepath.Join(st.Path(sk.Digest), filepath.FromSlash(files[i].Path)))
		if err != nil || !fi.Mode().IsRegular() || fi.Size() == files[i].Size {
			continue
		}
		diffs = append(diffs, fmt.Sprintf("the size of %s is %d bytes in skills.lock, but %d in its content", files[i].Path, files[i].Size, fi.Size()))
		files[i].Size = fi.Size()
	}
	return files, diffs
}

// changedSkills selects the skills whose entries differ between the two
// locks (digest or a derived field), or that only one of them has: those
// a review shows.
func changedSkills(a, b *lock.Lock) func(*lock.LockedSkill) bool {
	find := func(l *lock.Lock, name string) *lock.LockedSkill {
		if l == nil {
			return nil
		}
		return l.Skill(name)
	}
	return func(sk *lock.LockedSkill) bool {
		x, y := find(a, sk.Name), find(b, sk.Name)
		return x == nil || y == nil || x.Digest != y.Digest || x.Description != y.Description || !slices.Equal(x.AllowedTools, y.AllowedTools)
	}
}

// checkDerived fails (LOCK_INVALID, exit 1) when a locked skill's derived
// fields differ from its SKILL.md as stored (the store entries were
// checked against the lock when written, and each file is checked again
// against its locked digest here).
//
// The verdict is a function of the lock's bytes alone (and of the rules
// of this build): the store is addressed by the digests the lock names, and
// SKILL.md is checked against its locked digest. So a lock found true once
// is recorded in the project's ledger in the cache (frozenKey), and a warm
// install --frozen of the same lock does not read every skill again. A
// lock whose skills could not all be checked is not recorded.
func (p *Project) checkDerived(ctx context.Context) error {
	if p.st.Lock() == nil {
		return nil
	}
	key := frozenKey(p.st.LockData())
	root, err := p.root()
	if err != nil {
		return err
	}
	if root.Ledger.Frozen == key {
		return nil
	}
	content, err := NewContent(ctx, p.env, p.st.Lock())
	if err != nil {
		return err
	}
	var msgs []hint.Msg
	whole := content.store != nil
	for i := range p.st.Lock().Skills {
		sk := &p.st.Lock().Skills[i]
		var diffs []string
		data, ok := readSkillMDOf(content, sk)
		if ok {
			_, diffs = sk.Derive(data)
		}
		whole = whole && ok && content.store.Has(sk.Digest)
		derivedChecked.Add(1)
		_, sizes := storedSizes(content.store, sk)
		if diffs = append(diffs, sizes...); len(diffs) > 0 {
			msgs = append(msgs, lock.DerivedProblem(sk, diffs))
		}
	}
	if len(msgs) == 0 {
		if whole {
			// Failing to record it costs the next run the check, no more.
			root.Ledger.Frozen = key
			_ = root.Ledger.Save()
		}
		return nil
	}
	return checkFailed(hint.Errorf("%s: skills.lock records what its content does not say (--frozen installs the lock as it is; nothing was published):\n  %s", verify.CodeLockInvalid, hint.Join(msgs, "\n  ")))
}

// derivedChecked counts the skills checkDerived read, for tests.
var derivedChecked atomic.Int64

// frozenKey is the key under which the ledger records a lock whose
// derived fields checkDerived found true: the sha256 of its bytes and of
// this build (another build may derive by other rules).
func frozenKey(lockData []byte) string {
	h := sha256.New()
	h.Write([]byte(buildID()))
	h.Write([]byte{0})
	h.Write(lockData)
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
}

// buildID names this build: its module version and VCS revision.
var buildID = sync.OnceValue(func() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	id := bi.Main.Version
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" || s.Key == "vcs.modified" || s.Key == "vcs.time" {
			id += " " + s.Value
		}
	}
	return id
})

// reviewBase is the lock a review of the project in lay compares with when none
// is named: skills.lock at git revision HEAD of the repository holding the
// project, or, in the user scope, the lock of the last install here. Nil
// when there is none or it cannot be read (the review then has no base to
// tell a moved tag by).
func reviewBase(lay layout.Layout) *lock.Lock {
	if lay.User() {
		l, err := lock.LoadInstalled(lay)
		if err != nil {
			return nil
		}
		return l
	}
	r, err := gitrev.Open(lay.Config, "HEAD", false)
	if err != nil || r == nil {
		return nil
	}
	data, err := r.Read(LockFile, safefile.MaxLock)
	if err != nil {
		return nil
	}
	l, err := lock.ParseLock(data, r.Label(LockFile))
	if err != nil {
		return nil
	}
	return l
}

// movedTagRisk is the TAG_MOVED risk of a skill whose source's tag names
// another commit in the current lock than in base; nil when it did not move.
func movedTagRisk(base, cur *lock.Lock, sk *lock.LockedSkill) *lockdiff.Risk {
	if base == nil || cur == nil {
		return nil
	}
	was, now := base.Source(sk.Source), cur.Source(sk.Source)
	if was == nil || now == nil || !resolve.TagMoved(was, now) {
		return nil
	}
	return &lockdiff.Risk{Code: lockdiff.RiskTagMoved, Message: hint.Sprintf("tag %s of %s moved: it named commit %s at the base of this review and names %s now; the same version with other content is how a publisher (or whoever took over the repository) ships changes unreviewed — find out why it moved before approving", now.Ref, now.URL, resolve.Short(was.Commit), resolve.Short(now.Commit))}
}
