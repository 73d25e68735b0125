package project

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"github.com/skillpin/skillpin/internal/catalog/review/reviewrun"
	"github.com/skillpin/skillpin/internal/fetch/gitrev"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock"
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
	content, err := reviewrun.NewContent(ctx, p.env.reviewOptions(), p.st.Lock())
	if err != nil {
		return err
	}
	var msgs []hint.Msg
	whole := content.Store() != nil
	for i := range p.st.Lock().Skills {
		sk := &p.st.Lock().Skills[i]
		var diffs []string
		data, ok := reviewrun.ReadSkillMD(content, sk)
		if ok {
			_, diffs = sk.Derive(data)
		}
		whole = whole && ok && content.Store().Has(sk.Digest)
		derivedChecked.Add(1)
		_, sizes := reviewrun.StoredSizes(content.Store(), sk)
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
