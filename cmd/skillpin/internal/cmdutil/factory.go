// Package cmdutil is what skillpin's commands share: the Factory (the
// injected streams, the environment and the global flags), the rules of
// arguments and flags, and the writers every command prints through
// (escaped messages, tables, JSON, the pager, the audit summary). After
// gh's pkg/cmdutil.
package cmdutil

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/safetext"
	"github.com/skillpin/skillpin/internal/verify/signature"
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

// Factory carries what every command needs: streams, the environment and
// the global flags. Commands take it instead of reaching for globals; a
// command's options keep a pointer to it because the global flags are
// parsed after the command is built.
type Factory struct {
	IO     *IOStreams
	Getenv func(string) string
	// Sigstore is the Sigstore verifier the operations are handed
	// (project.Env.Sigstore): main's is sigstore.Backend, so that only
	// the command, not the packages beneath it, links sigstore-go.
	Sigstore signature.Sigstore

	// Global flags.
	Dir     string // -C: project directory
	Global  bool   // -g: the user scope instead of the project
	Quiet   bool   // -q: results and errors only
	Verbose bool   // -v
	NoColor bool   // --no-color

	// ExactDir: the project is the work directory itself, never one found
	// above it (init creates the project where it is asked to).
	ExactDir bool
	// refusedShown: the skills.toml the search for the project refused
	// was named once already.
	refusedShown bool

	// Log carries what the operations report (env.Log, env.Progress)
	// to stderr, escaped; Run flushes it. serve logs through it too.
	Log, progress *SafeWriter

	// opened are the projects the command opened; Run closes them.
	opened []*project.Project
}

// WorkDir is the absolute directory skillpin runs in: -C, default the
// cwd. Paths on the command line are relative to it.
func (f *Factory) WorkDir() (string, error) {
	dir := f.Dir
	if dir == "" {
		dir = "."
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", UsageErrorf("project directory %q: %v", dir, err)
	}
	return abs, nil
}

// ProjectDir is the absolute project directory: the work directory, or
// the nearest one above it holding skills.toml, as git finds its
// repository (layout.FindDir says where the search stops); the work
// directory itself for init.
func (f *Factory) ProjectDir() (string, error) {
	dir, err := f.WorkDir()
	if err != nil || f.ExactDir {
		return dir, err
	}
	found, refused := layout.Find(dir, f.Getenv("HOME"))
	if refused != nil && !f.refusedShown {
		f.refusedShown = true
		fmt.Fprintf(f.IO.ErrOut, "skillpin: %s\n", safetext.Show(refused.String()))
	}
	return found, nil
}

// Layout is where the files of the project the command acts on are: the
// user scope's with -g, else the project's in -C.
func (f *Factory) Layout() (layout.Layout, error) {
	if f.Global {
		return layout.UserLayout(f.Getenv)
	}
	dir, err := f.ProjectDir()
	if err != nil {
		return layout.Layout{}, err
	}
	return layout.ProjectLayout(dir), nil
}

// Scope is the scope of this run, for which the commands messages name
// are rendered (package hint): the user scope with -g, else a project.
func (f *Factory) Scope() hint.Scope {
	if f.Global {
		return hint.User
	}
	return hint.Project
}

// CmdLine is the command line that runs sub on the scope of this run:
// "skillpin sub", or with -g "skillpin -g sub".
func (f *Factory) CmdLine(sub string) string {
	return hint.Run(strings.Fields(sub)...).Line(f.Scope())
}

// Render is err's text with the commands it names rendered for the scope
// of this run.
func (f *Factory) Render(err error) string { return hint.Render(err, f.Scope()) }

// Color reports whether output may use ANSI colour.
func (f *Factory) Color() bool {
	return f.IO.OutTTY && !f.NoColor && f.Getenv("NO_COLOR") == ""
}

// Infof prints a progress or status line on stderr unless -q. Like every
// message, it is escaped (see Message).
func (f *Factory) Infof(format string, args ...any) {
	if !f.Quiet {
		fmt.Fprintln(f.IO.ErrOut, Message(format, f.scopeArgs(args)...))
	}
}

// Warnf prints a warning on stderr unless -q: -q means results and errors
// only.
func (f *Factory) Warnf(format string, args ...any) {
	f.Infof("warning: "+format, args...)
}

// Debugf prints a line on stderr only with -v.
func (f *Factory) Debugf(format string, args ...any) {
	if f.Verbose {
		f.Infof(format, args...)
	}
}

// Printf prints result text on stdout, every string argument escaped to
// one line (names, paths and descriptions come from remotes).
func (f *Factory) Printf(format string, args ...any) {
	fmt.Fprintf(f.IO.Out, format, lineArgs(f.scopeArgs(args))...)
}

// scopeArgs renders the arguments that name commands (a hint.Cmd, a
// hint.Msg, an error) for the scope of this run; an error stays an error,
// so that message keeps its lines.
func (f *Factory) scopeArgs(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case hint.Cmd:
			out[i] = v.Line(f.Scope())
		case hint.Msg:
			out[i] = v.Render(f.Scope())
		case error:
			out[i] = errors.New(f.Render(v))
		default:
			out[i] = a
		}
	}
	return out
}

// Message formats a line for stderr: each argument that is a string is
// escaped to one line and each error keeps its lines, so that a value
// cannot forge a line of its own; then the whole is redacted and escaped.
func Message(format string, args ...any) string {
	return safetext.ShowBlock(fmt.Sprintf(format, lineArgs(args)...))
}

func lineArgs(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case string:
			out[i] = safetext.Line(v)
		case []string:
			s := make([]string, len(v))
			for j := range v {
				s[j] = safetext.Line(v[j])
			}
			out[i] = s
		case error:
			out[i] = safetext.Block(v.Error())
		case fmt.Stringer:
			out[i] = safetext.Line(v.String())
		default:
			out[i] = a
		}
	}
	return out
}

// Env builds the operation environment for the current invocation. Its
// log and progress reach stderr escaped, line by line: they carry names,
// URLs and git server messages.
func (f *Factory) Env(command string, offline bool) (project.Env, error) {
	lay, err := f.Layout()
	if err != nil {
		return project.Env{}, err
	}
	if f.Global {
		command = "-g " + command // as the run lock names the holder to whoever waits
	}
	env := project.Env{Dir: lay.Config, Layout: lay, Getenv: f.Getenv, Offline: offline, Command: command, Sigstore: f.Sigstore}
	if !f.Quiet {
		if f.Log == nil {
			f.Log = NewSafeWriter(f.IO.ErrOut, false)
			f.Log.scope = f.Scope()
		}
		env.Log = f.Log
		if f.IO.ErrTTY {
			if f.progress == nil {
				f.progress = NewSafeWriter(f.IO.ErrOut, true)
			}
			env.Progress = f.progress
		}
	}
	return env, nil
}

// Flush writes out what the operations logged without a final newline.
func (f *Factory) Flush() {
	for _, w := range []*SafeWriter{f.progress, f.Log} {
		if w != nil {
			w.Flush()
		}
	}
}

// OpenProject loads the project for a command.
func (f *Factory) OpenProject(command string, offline bool) (*project.Project, error) {
	env, err := f.Env(command, offline)
	if err != nil {
		return nil, err
	}
	return f.Track(project.Open(env))
}

// Track has Close close p (when err is nil) and returns its arguments:
// for a command that opens its project itself.
func (f *Factory) Track(p *project.Project, err error) (*project.Project, error) {
	if err == nil {
		f.opened = append(f.opened, p)
	}
	return p, err
}

// Close closes the projects the command opened (the sessions their
// fetches left parked): Run calls it when the command returns.
func (f *Factory) Close() {
	for _, p := range f.opened {
		p.Close()
	}
	f.opened = nil
}

// Approver names the person approving (see approvals.Approver), as git
// configures them in the project (or the user scope's config directory).
func (f *Factory) Approver() string {
	dir := "."
	if lay, err := f.Layout(); err == nil {
		dir = lay.Config
	}
	return approvals.Approver(dir, f.Getenv)
}

// Confirm asks a yes/no question on a terminal; anything but y or yes
// (including end of input) is no. An interrupt while it waits for the
// answer ends the wait with ctx's error.
func (f *Factory) Confirm(ctx context.Context, question string) (bool, error) {
	fmt.Fprintf(f.IO.ErrOut, "%s [y/N] ", Message("%s", question))
	answer := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(f.IO.In).ReadString('\n')
		answer <- strings.ToLower(strings.TrimSpace(line))
	}()
	select {
	case a := <-answer:
		return a == "y" || a == "yes", nil
	case <-ctx.Done():
		fmt.Fprintln(f.IO.ErrOut)
		return false, ctx.Err()
	}
}
