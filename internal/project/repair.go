package project

import (
	"context"
	"fmt"
	"strings"

	"github.com/skillpin/skillpin/internal/install"
)

// RepairResult reports what Repair found damaged and rebuilt.
type RepairResult struct {
	Store   []string               // skills whose store entry was removed and stored again
	Root    []string               // root mismatches that made it rebuild the root
	Targets []install.TargetReport // what repairing the targets did
}

// Repair re-hashes what a plain install trusts without reading: every
// locked skill's store entry, the trusted root and the targets. Store
// entries that differ from the lock are fetched again, a root that differs
// is rebuilt as a fresh generation, and target entries are re-synced. It is
// the repair `skillpin verify` points to for STORE_TAMPERED, ROOT_TAMPERED
// and TARGET_TAMPERED; a plain install stays cheap (it stats, it does not
// hash what it already published). Run it after Install.
func (p *Project) Repair(ctx context.Context) (*RepairResult, error) {
	var res *RepairResult
	err := p.change(ctx, func() error {
		var err error
		res, err = p.repair(ctx)
		return err
	})
	return res, err
}

func (p *Project) repair(ctx context.Context) (*RepairResult, error) {
	res := &RepairResult{}
	if p.lock == nil {
		return res, nil
	}
	store, err := p.openStore()
	if err != nil {
		return nil, err
	}
	for _, sk := range p.lock.Skills {
		if !store.Has(sk.Digest) {
			continue
		}
		if mm := store.Check(sk.Digest, sk.Files); len(mm) > 0 {
			p.env.logf("store entry of %s does not match the lock (%s): fetching it again", sk.Name, describeMismatches(mm))
			if err := store.Remove(sk.Digest); err != nil {
				return nil, fmt.Errorf("remove damaged store entry of %s: %w", sk.Name, err)
			}
			res.Store = append(res.Store, sk.Name)
		}
	}
	if _, err := p.ensureStored(ctx, p.lock, nil); err != nil {
		return res, err
	}
	ev, err := p.evaluate(false, false)
	if err != nil {
		return res, err
	}
	root, err := p.root()
	if err != nil {
		return res, err
	}
	if mm := root.Check(ev.entries); len(mm) > 0 {
		for _, m := range mm {
			res.Root = append(res.Root, m.String())
		}
		p.env.logf("trusted root does not match the lock (%s): rebuilding it", strings.Join(res.Root, "; "))
		if err := root.Rebuild(store, ev.entries, p.installMode()); err != nil {
			return res, fmt.Errorf("rebuild trusted root: %w", err)
		}
	}
	res.Targets, err = install.RepairTargets(root, p.manifest.Settings.Targets, store, ev.entries, p.installMode())
	if err != nil {
		return res, fmt.Errorf("repair targets: %w", err)
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
		return res, checkFailed(fmt.Errorf("repair targets: not restored, because they hold files skillpin did not write, which restoring would delete: %s; move those files out, then run `%s` again", strings.Join(kept, ", "), p.layout.Cmd("install --repair")))
	}
	return res, nil
}
