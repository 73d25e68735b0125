package state

import "github.com/skillpin/skillpin/internal/install/harness"

// Reach says how agents see the project's skills: the targets skillpin
// keeps in sync, and the harness directories that link to the trusted
// root. With neither, no harness reads the trusted root unless someone
// points one at it (a harness's own configuration, `skillpin serve`).
type Reach struct {
	Targets []string
	Linked  []string
}

// Visible reports whether some harness directory shows the skills.
func (r Reach) Visible() bool { return len(r.Targets) > 0 || len(r.Linked) > 0 }

// Reach is how agents see the skills of the project.
func (s *State) Reach() Reach {
	return Reach{
		Targets: s.manifest.Settings.Targets,
		Linked:  harness.LinkedTo(s.layout.Base, s.layout.RootPath()),
	}
}
