package roots

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// Held is a locked skill of the view's project that the trust decision
// keeps out of the trusted root, so that a reader asking for it by name
// can be told why and how to review it (Pending).
type Held struct {
	Locked *lock.LockedSkill
	Trust  state.Trust
	Scope  string // the Scope of the root whose lock holds it
}

// Held returns the trust decision on the locked skill name of the view's
// project when that decision keeps it out of the trusted root; ok is
// false when the project locks no such skill or the skill may be rooted.
func (v *View) Held(name string) (Held, bool) {
	r, sk := v.lockedIn(name)
	if sk == nil {
		return Held{}, false
	}
	t := r.state.Trust(sk)
	if t.OK() {
		return Held{}, false
	}
	return Held{Locked: sk, Trust: t, Scope: r.Scope}, true
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
//
// With both scopes in the view, the project's lock is asked first, as
// the project shadows the user scope.
func (v *View) Pending(name string) (*Skill, error) {
	if !slices.ContainsFunc(v.roots, func(r viewRoot) bool { return r.state != nil }) {
		return nil, ErrNotProjectView
	}
	r, locked := v.lockedIn(name)
	if locked == nil {
		return nil, ErrNoSkill
	}
	sk := &Skill{Name: name, Scope: r.Scope, Origin: locked.Source, Locked: locked, Files: locked.Files,
		Source: r.state.Lock().Source(locked.Source), Trust: r.state.Trust(locked)}
	if sk.Trust.OK() {
		return nil, &NotHeldError{Name: name, Note: sk.Trust.Note}
	}
	st := &store.Store{Dir: filepath.Join(r.cache, layout.StoreDir)}
	if !st.Has(locked.Digest) {
		return nil, refuse(false, name, "its locked content is not in the store; run `%s`, which fetches and checks it", hint.RunIn(state.HintScope(r.state.Layout().Scope), "install"))
	}
	sk.Dir = st.Path(locked.Digest)
	dir, err := os.OpenRoot(sk.Dir)
	if err != nil {
		return nil, refuse(true, name, "open its store entry: %v", err)
	}
	v.opened = append(v.opened, dir)
	sk.dir = dir
	repair := fmt.Sprintf("run `%s`, which fetches it again", hint.RunIn(state.HintScope(r.state.Layout().Scope), "install", "--repair"))
	if err := sk.Verify(); err != nil {
		return nil, refuse(true, name, "its store entry does not match skills.lock: %v; %s", err, repair)
	}
	if err := sk.parse(true, repair); err != nil {
		return nil, err
	}
	return sk, nil
}

// lockedIn finds the locked skill name in the view's projects: the
// project's lock first, as the project shadows the user scope.
func (v *View) lockedIn(name string) (*viewRoot, *lock.LockedSkill) {
	for i := range v.roots {
		r := &v.roots[i]
		if r.state == nil || r.state.Lock() == nil {
			continue
		}
		if sk := r.state.Lock().Skill(name); sk != nil {
			return r, sk
		}
	}
	return nil, nil
}

// Locked lists the skills the view's projects lock (the project's, then
// the user scope's), each once, sorted as each lock is; none for a view
// of --root directories.
func (v *View) Locked() []string {
	var out []string
	for _, r := range v.roots {
		if r.state == nil || r.state.Lock() == nil {
			continue
		}
		for _, sk := range r.state.Lock().Skills {
			if !slices.Contains(out, sk.Name) {
				out = append(out, sk.Name)
			}
		}
	}
	return out
}
