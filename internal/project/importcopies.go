package project

import (
	"github.com/skillpin/skillpin/internal/install/copies"
)

// MoveCopiesAside moves every copy of list whose state is "same" out of
// its target into .skillpin/replaced/TIME/TARGET/NAME (see
// copies.MoveAside), checked against the digest locked for its name.
// With dryRun it says where each would go and moves nothing.
func (p *Project) MoveCopiesAside(list []copies.Copy, dryRun bool) ([]copies.Moved, error) {
	locked := func(name string) (string, bool) {
		if l := p.st.Lock(); l != nil {
			if sk := l.Skill(name); sk != nil {
				return sk.Digest, true
			}
		}
		return "", false
	}
	return copies.MoveAside(p.st.Layout(), p.env.now(), list, locked, p.st.Manifest().Settings.Limits(), dryRun)
}
