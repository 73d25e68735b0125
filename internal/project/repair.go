package project

import (
	"fmt"
	"strings"

	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// RepairResult reports what install --repair found damaged and rebuilt.
// A plain install trusts what it published before as long as it is in
// place (it stats, it does not hash); a repair re-hashes every locked
// skill's store entry, the trusted root and the targets, fetches store
// entries that differ from the lock again, rebuilds a root that differs
// as a fresh generation, and re-syncs target entries. It is the repair
// `skillpin verify` points to for STORE_TAMPERED, ROOT_TAMPERED and
// TARGET_TAMPERED.
type RepairResult struct {
	Store   []string               // skills whose store entry was removed and stored again
	Root    []string               // root mismatches that made it rebuild the root
	Targets []publish.TargetReport // what repairing the targets did
}

// repairPublished re-hashes the trusted root and the targets after an
// install published them, and rebuilds what differs from the lock. The
// store was repaired before publishing (dropDamaged(true)), so every
// entry is whole and hashed once in this run.
func (p *Project) repairPublished(res *RepairResult) error {
	if p.st.Lock() == nil {
		return nil
	}
	store, err := p.openStore()
	if err != nil {
		return err
	}
	ev, err := p.evaluate(p.st, false, false)
	if err != nil {
		return err
	}
	root, err := p.root()
	if err != nil {
		return err
	}
	if mm := root.Check(ev.entries); len(mm) > 0 {
		shown := make([]hint.Msg, len(mm))
		for i, m := range mm {
			res.Root = append(res.Root, m.String())
			shown[i] = hint.Sprintf("%s", m)
		}
		p.env.logf("trusted root does not match the lock (%s): rebuilding it", hint.Join(shown, "; "))
		if err := root.Rebuild(store, ev.entries, p.st.Manifest().Settings.InstallMode()); err != nil {
			return fmt.Errorf("rebuild trusted root: %w", err)
		}
	}
	res.Targets, err = publish.RepairTargets(root, p.st.Manifest().Settings.Targets, store, ev.entries, p.st.Manifest().Settings.InstallMode())
	if err != nil {
		return fmt.Errorf("repair targets: %w", err)
	}
	// An entry skillpin made that holds files it did not write is not
	// restored: restoring would delete them.
	var kept []string
	for _, t := range res.Targets {
		for _, k := range t.Kept {
			if k.Rooted {
				kept = append(kept, k.Path)
			}
		}
	}
	if len(kept) > 0 {
		return checkFailed(hint.Errorf("repair targets: not restored, because they hold files skillpin did not write, which restoring would delete: %s; move those files out, then run `%s` again", strings.Join(kept, ", "), hint.Run("install", "--repair")))
	}
	return nil
}
