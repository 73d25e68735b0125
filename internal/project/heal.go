package project

import (
	"context"
	"strings"

	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// heal is the end of a plain install: after publishing it looks at the
// trusted root and the targets without reading any file's bytes
// (publish.QuickCheck: files missing, added, or of another type, size or
// mode) and, when something there is not what skillpin published, repairs
// as install --repair does: every store entry re-hashed (a copy shared by
// hard link with the store is the store's bytes too), then the root and
// the targets rebuilt from it. A target entry holding files skillpin did
// not write is not restored (that would delete them): the run fails
// naming them. What it found is res.Healed.
func (p *Project) heal(ctx context.Context, res *InstallResult) error {
	if p.st.Lock() == nil {
		return nil
	}
	// What finish published is what the project's evaluation gives now:
	// nothing since changed the lock, the trust or the store.
	entries := res.rooted
	if !res.Published {
		ev, err := p.evaluate(p.st, false, false)
		if err != nil {
			return err
		}
		entries = ev.entries
	}
	root, err := p.root()
	if err != nil {
		return err
	}
	var found []hint.Msg
	for _, m := range root.QuickCheck(entries) {
		found = append(found, hint.Sprintf("trusted root: %s", m))
	}
	for _, m := range publish.QuickCheckTargets(root, p.st.Manifest().Settings.Targets, entries) {
		// Only what skillpin wrote and a repair restores: not a user's
		// entry of the same name, an entry kept for files added to it,
		// nor a target it may not write (each reported as they are).
		inEntry := strings.Contains(m.Path, "/")
		switch {
		case m.Path == "." || m.Kind == store.KindClash || m.Kind == store.KindKept:
		case m.Kind == store.KindExtra && !inEntry:
		default:
			found = append(found, hint.Sprintf("target %s", m))
		}
	}
	if len(found) == 0 {
		return nil
	}
	res.Healed = found
	p.env.logf("changed since skillpin published it: %s; restoring it from the store (as `%s` does)", hint.Join(found, "; "), hint.Run("install", "--repair"))
	res.Repair = &RepairResult{}
	dropped, err := p.dropDamaged(true)
	res.Repair.Store = dropped
	if err != nil {
		return err
	}
	if len(dropped) > 0 {
		if err := p.finish(ctx, nil, res); err != nil {
			return err
		}
	}
	return p.repairPublished(res.Repair)
}
