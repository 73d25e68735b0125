package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/errkind"
)

// Exit codes, the command contract (see README "Exit codes").
const (
	ExitOK      = 0 // success
	ExitCheck   = 1 // a check failed: finding, frozen mismatch, policy refusal
	ExitUsage   = 2 // bad usage or bad input: flags, malformed files, unknown skill
	ExitNetwork = 3 // a remote could not be reached or a ref/commit fetched
	// ExitInterrupted is the shell's code for a run ended by SIGINT (128+2).
	ExitInterrupted = 130
)

// IOStreams are the streams a command reads and writes, injected so that
// commands run in tests without a terminal.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// InTTY, OutTTY and ErrTTY say whether each stream is a terminal:
	// prompts need InTTY, progress needs ErrTTY, colour needs OutTTY.
	InTTY, OutTTY, ErrTTY bool
}

// Factory carries what every command needs: streams, global flags and the
// environment. Commands take it instead of reaching for globals.
type Factory struct {
	IO     *IOStreams
	Getenv func(string) string

	// Global flags.
	Dir     string // -C: project directory
	Quiet   bool   // -q
	Verbose bool   // -v
	NoColor bool   // --no-color
}

// ProjectDir is the absolute project directory (-C, default the cwd).
func (f *Factory) ProjectDir() (string, error) {
	dir := f.Dir
	if dir == "" {
		dir = "."
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", usageErrorf("project directory %q: %v", dir, err)
	}
	return abs, nil
}

// Color reports whether output may use ANSI colour.
func (f *Factory) Color() bool {
	return f.IO.OutTTY && !f.NoColor && f.Getenv("NO_COLOR") == ""
}

// Infof prints a progress or status line on stderr unless -q.
func (f *Factory) Infof(format string, args ...any) {
	if !f.Quiet {
		fmt.Fprintf(f.IO.ErrOut, format+"\n", args...)
	}
}

// Debugf prints a line on stderr only with -v.
func (f *Factory) Debugf(format string, args ...any) {
	if f.Verbose && !f.Quiet {
		fmt.Fprintf(f.IO.ErrOut, format+"\n", args...)
	}
}

// exitError carries an exit code chosen by a command. A nil Err means the
// command already reported everything and only the code remains.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}
func (e *exitError) Unwrap() error { return e.err }

// usageErrorf is a bad-usage or bad-input error (exit 2).
func usageErrorf(format string, args ...any) error {
	return &exitError{code: ExitUsage, err: fmt.Errorf(format, args...)}
}

// silentExit ends the command with code after it printed its own report.
func silentExit(code int) error { return &exitError{code: code} }

// ExitCode maps an error to the process exit code: the one place where
// kinds of failure (package errkind) become exit codes.
func ExitCode(err error) int {
	var ee *exitError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &ee):
		return ee.code
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

// NewRootCmd builds the command tree.
func NewRootCmd(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:   "skillpin",
		Short: "Pin, verify and approve Agent Skills for coding agents",
		Long: `skillpin is a package manager for Agent Skills. It resolves skills from git
remotes into skills.toml + skills.lock (pinned commits, per-file sha256),
keeps their bytes in a content-addressed store, and publishes only verified,
approved skills into a trusted root that agent harnesses read.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		// A bare "skillpin" prints help; unknown subcommands are usage errors.
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &exitError{code: ExitUsage, err: fmt.Errorf("%w\nRun '%s --help' for usage.", err, c.CommandPath())}
	})
	pf := root.PersistentFlags()
	pf.StringVarP(&f.Dir, "dir", "C", "", "run as if skillpin was started in `DIR`")
	pf.BoolVarP(&f.Quiet, "quiet", "q", false, "print only results and errors")
	pf.BoolVarP(&f.Verbose, "verbose", "v", false, "print more detail on stderr")
	pf.BoolVar(&f.NoColor, "no-color", false, "disable colour output (also NO_COLOR)")

	for _, newCmd := range commands {
		root.AddCommand(newCmd(f))
	}
	return root
}

// commands lists every subcommand constructor, one file per command.
var commands = []func(*Factory) *cobra.Command{
	// Project: intent, resolution, installation.
	newInitCmd, newAddCmd, newRemoveCmd, newUpdateCmd, newOutdatedCmd,
	newInstallCmd, newStatusCmd, newListCmd,
	// Trust: approvals, the CI gate, review, signatures.
	newApproveCmd, newRevokeCmd, newVerifyCmd, newDiffCmd, newSignCmd,
	// Harness-facing views of the trusted root.
	newRootPathCmd, newCatalogCmd, newShowCmd, newInspectCmd, newServeCmd,
	// Authoring and housekeeping.
	newLintCmd, newCacheCmd, newVersionCmd,
}

// Run executes skillpin with args and returns the exit code.
func Run(args []string, streams *IOStreams, getenv func(string) string) int {
	if getenv == nil {
		getenv = os.Getenv
	}
	f := &Factory{IO: streams, Getenv: getenv}
	root := NewRootCmd(f)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return ExitOK
	}
	code := ExitCode(err)
	if strings.HasPrefix(err.Error(), "unknown command") || strings.HasPrefix(err.Error(), "unknown flag") {
		code = ExitUsage
	}
	var ee *exitError
	if !(errors.As(err, &ee) && ee.err == nil) {
		fmt.Fprintf(streams.ErrOut, "skillpin: %v\n", err)
	}
	return code
}
