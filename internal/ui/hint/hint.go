// Package hint holds the skillpin commands a message tells its reader to
// run, as data: operations name a command (Run("install", "--repair"))
// instead of writing "`skillpin install --repair`" into their text, and
// the command line renders it once, for the scope of the run ("skillpin -g
// install --repair" in the user scope).
//
// A message that names commands is a Msg (Sprintf) or an error (Errorf):
// both keep their format and arguments until the scope is known. Error()
// and String() render them for a project, which is also how an error reads
// to anything that does not know about scopes; Render renders an error,
// and everything it wraps, for a scope.
package hint

import (
	"fmt"
	"io"
	"strings"
)

// Scope is where the commands of a message act.
type Scope int

const (
	// Current is the scope of the run that prints the message: a Cmd
	// without a scope of its own follows it.
	Current Scope = iota
	// Project is a project's scope: commands run without -g.
	Project
	// User is the user scope: commands run with -g.
	User
	// None is no scope: commands that act on no project (cache, lint,
	// version) run without -g in either scope.
	None
)

// Cmd is a skillpin command line to run: its arguments after "skillpin",
// without the scope flag. Placeholders are words in capitals ("approve
// NAME"). Cmds compare with ==.
type Cmd struct {
	sub string // the arguments, separated by spaces
	// scope is the scope the command acts on; Current for the scope of
	// the run, which is what most messages mean. A message that points
	// from one scope to the other names it (RunIn).
	scope Scope
}

// Run is the command "skillpin ARGS…" in the scope of the run. The
// arguments are joined with spaces and not quoted: names, flags,
// placeholders, or what the user typed (diff's BASE), shown as typed.
func Run(args ...string) Cmd { return Cmd{sub: strings.Join(args, " ")} }

// RunIn is the command "skillpin ARGS…" in scope s, whatever the scope of
// the run.
func RunIn(s Scope, args ...string) Cmd { return Cmd{sub: strings.Join(args, " "), scope: s} }

// IsZero reports whether c names no command.
func (c Cmd) IsZero() bool { return c.sub == "" }

// Args are the command's arguments after "skillpin" and its scope flag.
func (c Cmd) Args() []string { return strings.Fields(c.sub) }

// Sub is the command's arguments as typed after "skillpin" (and its scope
// flag): "approve pdf".
func (c Cmd) Sub() string { return c.sub }

// Line is the command line that runs c when the message is printed in
// scope s: "skillpin approve pdf", or "skillpin -g approve pdf" in the user
// scope.
func (c Cmd) Line(s Scope) string {
	if c.scope != Current {
		s = c.scope
	}
	if s == User {
		return "skillpin -g " + c.sub
	}
	return "skillpin " + c.sub
}

// String is the command line in a project: "skillpin approve pdf".
func (c Cmd) String() string { return c.Line(Current) }

// MarshalText is the command's arguments, as Sub: JSON output carries
// what to type after "skillpin" and the scope's flag.
func (c Cmd) MarshalText() ([]byte, error) { return []byte(c.sub), nil }

// UnmarshalText reads what MarshalText writes.
func (c *Cmd) UnmarshalText(b []byte) error {
	*c = Run(strings.Fields(string(b))...)
	return nil
}

// Msg is text that names commands: a format and its arguments, formatted
// when the scope is known. Arguments that are a Cmd, a Msg or an error
// are rendered for that scope; the zero Msg is empty.
type Msg struct {
	format string
	args   []any
}

// Sprintf is the message fmt.Sprintf(format, args...) would make, with its
// Cmd arguments (and those of its Msg and error arguments) rendered for the
// scope it is printed in.
func Sprintf(format string, args ...any) Msg { return Msg{format, args} }

// Text is a message that names no command.
func Text(s string) Msg { return Msg{"%s", []any{s}} }

// IsZero reports whether m is the zero Msg.
func (m Msg) IsZero() bool { return m.format == "" && m.args == nil }

// Render is the message for scope s.
func (m Msg) Render(s Scope) string { return fmt.Sprintf(m.format, renderArgs(m.args, s)...) }

// String is the message in a project.
func (m Msg) String() string { return m.Render(Current) }

// MarshalText is the message in a project: JSON output keeps its text.
func (m Msg) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads what MarshalText writes: a text whose commands are
// no longer data.
func (m *Msg) UnmarshalText(b []byte) error {
	*m = Text(string(b))
	return nil
}

// Error is an error whose text names commands. Like fmt.Errorf's, it
// wraps the arguments its format names with %w.
type Error struct {
	format string
	args   []any
	err    error // fmt.Errorf(format, args...): the text in a project, and what is wrapped
}

// Errorf is the error fmt.Errorf(format, args...) would make, with its Cmd
// arguments (and those of its Msg and error arguments) rendered for the
// scope it is printed in (Render).
func Errorf(format string, args ...any) error {
	return &Error{format: format, args: args, err: fmt.Errorf(format, args...)}
}

func (e *Error) Error() string { return e.err.Error() }

// Unwrap is what the format wraps with %w.
func (e *Error) Unwrap() []error {
	switch u := e.err.(type) {
	case interface{ Unwrap() error }:
		return []error{u.Unwrap()}
	case interface{ Unwrap() []error }:
		return u.Unwrap()
	}
	return nil
}

// Render is the error's text for scope s.
func (e *Error) Render(s Scope) string {
	return fmt.Errorf(e.format, renderArgs(e.args, s)...).Error()
}

// Renderer is an error (or any value) whose text names commands and can be
// rendered for a scope. Typed errors of other packages implement it when
// their text names a command.
type Renderer interface {
	Render(Scope) string
}

// Render is err's text for scope s. An error that is a Renderer renders
// itself; any other error that wraps some (as fmt.Errorf's "%w" does) reads
// as its own text with the text of each wrapped error, which it holds,
// rendered in place; anything else is its Error().
func Render(err error, s Scope) string {
	if err == nil {
		return ""
	}
	if r, ok := err.(Renderer); ok {
		return r.Render(s)
	}
	text := err.Error()
	var wrapped []error
	switch u := err.(type) {
	case interface{ Unwrap() error }:
		wrapped = []error{u.Unwrap()}
	case interface{ Unwrap() []error }:
		wrapped = u.Unwrap()
	}
	var b strings.Builder
	for _, w := range wrapped {
		if w == nil {
			continue
		}
		old := w.Error()
		now := Render(w, s)
		if old == now {
			continue
		}
		// The wrapped text is usually the end of the wrapper's (as in
		// "context: %w"); else its first place after what was rendered.
		i := strings.Index(text, old)
		if strings.HasSuffix(text, old) {
			i = len(text) - len(old)
		}
		if i < 0 {
			continue
		}
		b.WriteString(text[:i])
		b.WriteString(now)
		text = text[i+len(old):]
	}
	b.WriteString(text)
	return b.String()
}

// renderArgs replaces the arguments that name commands by their text in
// scope s. An error becomes an error with the rendered text that still
// wraps the original, so that %w formats it.
func renderArgs(args []any, s Scope) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case Cmd:
			out[i] = v.Line(s)
		case Msg:
			out[i] = v.Render(s)
		case Renderer:
			out[i] = v.Render(s)
			if err, ok := a.(error); ok {
				out[i] = rendered{Render(err, s), err}
			}
		case error:
			out[i] = rendered{Render(v, s), v}
		default:
			out[i] = a
		}
	}
	return out
}

// rendered is an error as rendered for a scope.
type rendered struct {
	text string
	err  error
}

func (r rendered) Error() string { return r.text }
func (r rendered) Unwrap() error { return r.err }

// Printer takes messages whole, to render them for its scope: the command
// line's log of what operations do.
type Printer interface {
	PrintMsg(Msg)
}

// Fprintln writes m and a newline to w: a Printer renders it for its
// scope; any other writer gets it as it reads in a project.
func Fprintln(w io.Writer, m Msg) {
	if p, ok := w.(Printer); ok {
		p.PrintMsg(m)
		return
	}
	io.WriteString(w, m.String()+"\n")
}

// Join is the messages ms with sep between them.
func Join(ms []Msg, sep string) Msg {
	args := make([]any, len(ms))
	for i, m := range ms {
		args[i] = m
	}
	return Msg{strings.TrimSuffix(strings.Repeat("%s"+strings.ReplaceAll(sep, "%", "%%"), len(ms)), strings.ReplaceAll(sep, "%", "%%")), args}
}
