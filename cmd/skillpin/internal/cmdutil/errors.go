package cmdutil

import (
	"fmt"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// UsageErrorf is bad usage or bad input (exit 2).
func UsageErrorf(format string, args ...any) error {
	return errkind.Mark(fmt.Errorf(format, args...), errkind.Invalid)
}

// UsageHint ends a usage error with where to read about the command.
func UsageHint(path string) string {
	return fmt.Sprintf("\nRun '%s --help' for usage.", path)
}

// ReportedError ends a command that printed its own report (findings, a
// lint report, a diff) with a kind and nothing more to say.
type ReportedError struct{ kind error }

func (e *ReportedError) Error() string        { return e.kind.Error() }
func (e *ReportedError) Is(target error) bool { return target == e.kind }

// Reported ends the command with kind after it printed its report.
func Reported(kind error) error { return &ReportedError{kind: kind} }
