package main

import (
	"context"
	"errors"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// Factory and IOStreams are cmdutil's: every command takes them.
type (
	Factory   = cmdutil.Factory
	IOStreams = cmdutil.IOStreams
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

// interruptedError is a run stopped by SIGINT or SIGTERM: whatever the
// operation returned while unwinding, the process exits 130.
type interruptedError struct{ err error }

func (e *interruptedError) Error() string        { return "interrupted" }
func (e *interruptedError) Unwrap() error        { return e.err }
func (e *interruptedError) Is(target error) bool { return target == context.Canceled }
