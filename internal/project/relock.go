package project

import (
	"context"
	"fmt"
	"slices"

	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
)

// RelockResult reports what Relock changed against the lock it replaced
// (nil Changes when that lock could not be read).
type RelockResult struct {
	Changes *lockdiff.Changes
	// Replaced says why the old lock could not be compared ("" when it
	// could), e.g. it held merge conflict markers.
	Replaced string
	// PinsFrom names the locks whose pins a relock of an unreadable lock
	// compared the new ones with (committed locks, sides of a conflict);
	// empty when none could be read, nil when the lock was readable.
	PinsFrom []string
	InstallResult
}

// Relock rebuilds skills.lock from skills.toml alone: every source is
// resolved again, whatever the current lock holds or whether it can be
// read at all (a lock with merge conflict markers is the common case).
// Approvals of skills whose digest did not change still hold; review the
// rest with `skillpin diff`.
//
// acceptMoved names the sources whose moved tag to follow: with an
// unreadable lock `update --accept-moved-tag` cannot run, so relock
// takes the same consent.
func Relock(ctx context.Context, env Env, acceptMoved ...string) (*RelockResult, error) {
	p, err := open(env, true)
	if err != nil {
		return nil, err
	}
	res := &RelockResult{}
	err = p.changeWith(ctx, true, func() error {
		old := p.st.Lock()
		var prev []resolve.Pins // the pins an unreadable lock held, as far as they can be had
		if p.st.LockErr() != nil {
			res.Replaced = p.st.LockErr().Error()
			prev = previousPins(p.st.Dir())
			res.PinsFrom = []string{}
			for _, pr := range prev {
				res.PinsFrom = append(res.PinsFrom, pr.From)
			}
		}
		for _, name := range acceptMoved {
			if !slices.ContainsFunc(p.st.Manifest().Sources, func(s manifest.Source) bool { return s.Name == name }) {
				return badInput(fmt.Errorf("--accept-moved-tag %s: skills.toml has no source of that name", name))
			}
		}
		p.st = p.st.WithLock(nil) // resolve everything; keep nothing from the old lock
		r, err := p.resolver().Relock(ctx, resolve.Input{Manifest: p.st.Manifest()})
		if err != nil {
			return err
		}
		// Resolving everything again must not follow a moved tag either.
		if err := resolve.CheckMoved(old, prev, r.Lock, acceptMoved); err != nil {
			return err
		}
		res.Warnings = append(res.Warnings, texts(r.Warnings)...)
		if res.Replaced == "" {
			res.Changes = lockdiff.Diff(old, r.Lock)
		}
		if _, err := p.ensureStored(ctx, r.Lock, r.Trees, nil); err != nil {
			return err
		}
		changed, err := p.writeLock(ctx, r.Lock)
		if err != nil {
			return err
		}
		res.LockChanged = changed
		return p.finish(ctx, r.Trees, &res.InstallResult)
	})
	return res, err
}
