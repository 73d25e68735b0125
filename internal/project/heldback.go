package project

import (
	"fmt"
	"strings"

	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/verify"
)

// HeldBackError ends an update of several sources in which some tags had
// moved upstream: those sources stayed at their locked commits, every
// other source was updated and written, and the update fails (exit 1) so
// that a script or CI job sees what was not taken.
type HeldBackError struct {
	Moved []*resolve.TagMovedError
}

func (e *HeldBackError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the commands it names rendered for
// scope s.
func (e *HeldBackError) Render(s hint.Scope) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s not updated: a tag moved upstream, and a moved tag is how a publisher (or an attacker) ships other bytes under a version you reviewed; the other sources were updated", humanize.Count(len(e.Moved), "source", "sources"))
	for _, m := range e.Moved {
		fmt.Fprintf(&b, "\n  %s: source %q: tag %s moved from %s to %s; kept at %s. Find out why it moved; to take the new commit, run `%s` and review it with `%s`",
			verify.CodeTagMoved, m.Source, m.Ref, resolve.Short(m.From), resolve.Short(m.To), resolve.Short(m.From), m.Cmd.Line(s), hint.Run("diff").Line(s))
	}
	return b.String()
}

func (e *HeldBackError) Is(target error) bool { return target == errkind.CheckFailed }
