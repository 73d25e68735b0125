package project

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/install"
	"github.com/skillpin/skillpin/internal/lock"
)

// Held is a locked skill of the view's project that the trust decision
// keeps out of the trusted root, so that a reader asking for it by name
// can be told why and how to review it (Pending).
type Held struct {
	Locked *lock.LockedSkill
	Trust  Trust
}

// Held returns the trust decision on the locked skill name of the view's
// project when that decision keeps it out of the trusted root; ok is
// false when the project locks no such skill or the skill may be rooted.
func (v *View) Held(name string) (Held, bool) {
	r := v.projectRoot()
	if r == nil || r.state.lock == nil {
		return Held{}, false
	}
	sk := r.state.lock.Skill(name)
	if sk == nil {
		return Held{}, false
	}
	t := r.state.Trust(sk)
	if t.OK() {
		return Held{}, false
	}
	return Held{Locked: sk, Trust: t}, true
}

// NotHeldError is a skill Pending refuses because it is not held back:
// the trusted root holds it (or will, once installed).
type NotHeldError struct{ Name, Note string }

func (e *NotHeldError) Error() string {
	return fmt.Sprintf("skill %s is not pending: %s; read it from the trusted root, without --pending", e.Name, e.Note)
}

// ErrNotProjectView is Pending on a view of --root directories.
var ErrNotProjectView = badInput(fmt.Errorf("--pending reads the locked skills of the project; it does not apply to --root directories"))

// Pending returns a locked skill that the trust decision keeps out of
// the trusted root (pending or revoked approval, an unmet signature
// policy), read from the store entry of its locked digest so that a
// person can review it before approving. The entry is checked against the
// lock as a whole first, and every byte read is checked again: what is
// shown is exactly what approving would trust. It is never part of
// Names, the catalog or what a harness is served.
func (v *View) Pending(name string) (*ViewSkill, error) {
	r := v.projectRoot()
	if r == nil {
		return nil, ErrNotProjectView
	}
	var locked *lock.LockedSkill
	if r.state.lock != nil {
		locked = r.state.lock.Skill(name)
	}
	if locked == nil {
		return nil, ErrNoSkill
	}
	sk := &ViewSkill{Name: name, Scope: r.Scope, Origin: locked.Source, Locked: locked, Files: locked.Files,
		Source: r.state.lock.Source(locked.Source), Trust: r.state.Trust(locked)}
	if sk.Trust.OK() {
		return nil, &NotHeldError{Name: name, Note: sk.Trust.Note}
	}
	store := &install.Store{Dir: filepath.Join(r.cache, "store")}
	if !store.Has(locked.Digest) {
		return nil, refuse(false, name, "its locked content is not in the store; run `skillpin install`, which fetches and checks it")
	}
	sk.Dir = store.Path(locked.Digest)
	dir, err := os.OpenRoot(sk.Dir)
	if err != nil {
		return nil, refuse(true, name, "open its store entry: %v", err)
	}
	v.opened = append(v.opened, dir)
	sk.dir = dir
	const hint = "run `skillpin install --repair`, which fetches it again"
	if err := sk.Verify(); err != nil {
		return nil, refuse(true, name, "its store entry does not match skills.lock: %v; %s", err, hint)
	}
	if err := sk.parse(true, hint); err != nil {
		return nil, err
	}
	return sk, nil
}

// projectRoot is the view's project root, nil when it reads only --root
// directories.
func (v *View) projectRoot() *viewRoot {
	for i := range v.roots {
		if v.roots[i].state != nil {
			return &v.roots[i]
		}
	}
	return nil
}

// Locked lists the skills the view's project locks, sorted as the lock
// is; none for a view of --root directories.
func (v *View) Locked() []string {
	r := v.projectRoot()
	if r == nil || r.state.lock == nil {
		return nil
	}
	var out []string
	for _, sk := range r.state.lock.Skills {
		out = append(out, sk.Name)
	}
	return out
}
