package project

import (
	"context"

	"github.com/skillpin/skillpin/internal/hint"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
)

// RelockResult reports what Relock changed against the lock it replaced
// (nil Changes when that lock could not be read).
type RelockResult struct {
	Changes *lockdiff.Changes
	// Replaced says why the old lock could not be compared ("" when it
	// could), e.g. it held merge conflict markers.
	Replaced string
	InstallResult
}

// Relock rebuilds skills.lock from skills.toml alone: every source is
// resolved again, whatever the current lock holds or whether it can be
// read at all (a lock with merge conflict markers is the common case).
// Approvals of skills whose digest did not change still hold; review the
// rest with `skillpin diff`.
func Relock(ctx context.Context, env Env) (*RelockResult, error) {
	p, err := open(env, true)
	if err != nil {
		return nil, err
	}
	res := &RelockResult{}
	err = p.changeWith(ctx, true, func() error {
		old := p.st.Lock()
		if p.st.LockErr() != nil {
			res.Replaced = p.st.LockErr().Error()
		}
		p.st = p.st.WithLock(nil) // resolve everything; keep nothing from the old lock
		r, err := p.relock(ctx, p.st.Manifest(), relockOptions{})
		if err != nil {
			return err
		}
		// Resolving everything again must not follow a moved tag either.
		if old != nil {
			for i := range r.lock.Sources {
				now := &r.lock.Sources[i]
				if was := old.Source(now.Name); was != nil && TagMoved(was, now) {
					return &TagMovedError{Source: now.Name, Ref: was.Ref, From: was.Commit, To: now.Commit, Cmd: hint.Run("update", now.Name, "--accept-moved-tag")}
				}
			}
		}
		res.Warnings = append(res.Warnings, texts(r.warnings)...)
		if res.Replaced == "" {
			res.Changes = lockdiff.Diff(old, r.lock)
		}
		if _, err := p.ensureStored(ctx, r.lock, r.trees); err != nil {
			return err
		}
		changed, err := p.writeLock(ctx, r.lock)
		if err != nil {
			return err
		}
		res.LockChanged = changed
		return p.finish(ctx, r.trees, &res.InstallResult)
	})
	return res, err
}
