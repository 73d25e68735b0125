package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// Exit codes, the command contract (see README "Exit codes").
const (
	ExitOK      = 0 // success
	ExitCheck   = 1 // a check failed: finding, frozen mismatch, policy refusal
	ExitUsage   = 2 // bad usage or bad input: flags, malformed files, unknown skill
	ExitNetwork = 3 // a remote could not be reached or a ref/commit fetched
	// ExitInterrupted is the shell's code for a run ended by SIGINT (128+2);
	// a run ended by SIGTERM exits with it too.
	ExitInterrupted = 130
)

// ExitCode maps an error to the process exit code: the one place where
// kinds of failure (package errkind) become exit codes.
func ExitCode(err error) int {
	switch {
	case err == nil:
		return ExitOK
	case errors.Is(err, context.Canceled):
		return ExitInterrupted
	case errors.Is(err, errkind.Invalid):
		return ExitUsage
	case errors.Is(err, errkind.Unavailable):
		return ExitNetwork
	default: // errkind.CheckFailed, and failures of no kind
		return ExitCheck
	}
}

// usageErrorf is bad usage or bad input (exit 2).
func usageErrorf(format string, args ...any) error {
	return errkind.Mark(fmt.Errorf(format, args...), errkind.Invalid)
}

// usageHint ends a usage error with where to read about the command.
func usageHint(path string) string {
	return fmt.Sprintf("\nRun '%s --help' for usage.", path)
}

// reportedError ends a command that printed its own report (findings, a
// lint report, a diff) with a kind and nothing more to say.
type reportedError struct{ kind error }

func (e *reportedError) Error() string        { return e.kind.Error() }
func (e *reportedError) Is(target error) bool { return target == e.kind }

// reported ends the command with kind after it printed its report.
func reported(kind error) error { return &reportedError{kind: kind} }

// interruptedError is a run stopped by SIGINT or SIGTERM: whatever the
// operation returned while unwinding, the process exits 130.
type interruptedError struct{ err error }

func (e *interruptedError) Error() string        { return "interrupted" }
func (e *interruptedError) Unwrap() error        { return e.err }
func (e *interruptedError) Is(target error) bool { return target == context.Canceled }
