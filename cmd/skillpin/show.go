package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/catalog/review"
	"github.com/skillpin/skillpin/internal/catalog/roots"
	"github.com/skillpin/skillpin/internal/catalog/view"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/state"
)

type showOptions struct {
	f *Factory

	Name    string
	Args    string // --args STRING
	HasArgs bool   // --args was given (an empty string counts)
	Arg     []string
	User    bool
	Pending bool
	JSON    bool
	Roots   []string
	Scope   string
}

func newCmdShow(f *Factory, runF func(context.Context, *showOptions) error) *cobra.Command {
	opts := &showOptions{f: f}
	if runF == nil {
		runF = runShow
	}
	cmd := &cobra.Command{
		Use:   "show NAME [--args STRING | --arg KEY=VALUE...] [--user] [--pending] [--json]",
		Short: "Print a skill the way a model reads it when invoked",
		Long: `Print the activation of a skill from the trusted root: a <skill name="…" dir="…">
element holding the frontmatter, the SKILL.md body verbatim inside
<instructions>, and a <resources> block naming up to 10 files per folder of
scripts/, references/ and assets/ (the rest counted as "(… N more)"), then a
line with the body's size. Harnesses print this when a model invokes a skill.

Arguments fill placeholders in the body:
  --args STRING    $ARGUMENTS is STRING; $1…$N are its words (split like a
                   shell: quotes group, backslash escapes), $1 the first;
                   $ARGUMENTS[0]… are the same words counted from 0
  --arg KEY=VALUE  ${KEY} is VALUE, for skills whose frontmatter declares
                   named arguments (repeatable)
A skill that declares named arguments takes only --arg, one that declares
none only --args. Named arguments are checked against the declaration
(arguments: {NAME: {type, required, description}}, or a list of names): an
undeclared name, a missing required argument or a value that is not of the
declared type (number, integer, boolean, JSON array or object) exits 2. A
placeholder with no value stays as written.

Skills with disable-model-invocation: true are user-invoked only: show
refuses them unless --user says a person asked.

--pending reads a locked skill that is not in the trusted root (its approval
is pending or was revoked, or its signature policy is not met) from the store,
checked against skills.lock, under a "pending approval — not in the trusted
root" banner: what approving it would trust, for review before skillpin
approve. On a terminal it goes through $PAGER (default less -FRX), except
with -q. A skill that is locked but held back is named as such, with this
way to read it.

An unknown NAME exits 2 and suggests up to three similar names; a held-back
one exits 1. With --json, print {"kind":"ok", name, dir, body, frontmatter,
resources, bytes} (with --pending also "pending": true and "problems"), or on
failure {"kind": "not_found"|"pending"|"not_pending"|"user_only"|"invalid"|
"invalid_arguments", name, message, suggestions}.`,
		Example: `  skillpin show pdf
  skillpin show commit-message --args 'fix: "handle CRLF" --short'
  skillpin show review --arg file=main.go --arg focus=security
  skillpin show deploy --user
  skillpin show pdf --pending`,
		Args: cmdutil.ExactArgs(1, "one skill name"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Name = args[0]
			opts.HasArgs = cmd.Flags().Changed("args")
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: cmdutil.CompleteNames(f, true, false),
	}
	cmd.Flags().StringVar(&opts.Args, "args", "", "the argument `STRING` for $ARGUMENTS, $1…$N and $ARGUMENTS[N]")
	cmd.Flags().StringArrayVar(&opts.Arg, "arg", nil, "a named argument `KEY=VALUE` for ${KEY} (repeatable)")
	cmd.Flags().BoolVar(&opts.User, "user", false, "a person invoked the skill: also show user-invoked-only skills")
	cmd.Flags().BoolVar(&opts.Pending, "pending", false, "review a locked skill not in the trusted root (not approved yet), read from the store")
	cmdutil.JSONFlag(cmd, &opts.JSON, "the activation")
	rootFlag(cmd, &opts.Roots)
	scopeFlag(cmd, &opts.Scope)
	return cmd
}

// showArguments turns --args and --arg into view.Arguments.
func showArguments(hasArgs bool, str string, pairs []string) (view.Arguments, error) {
	a := view.Arguments{String: str, HasString: hasArgs}
	if hasArgs && len(pairs) > 0 {
		return a, cmdutil.UsageErrorf("pass either --args STRING or --arg KEY=VALUE, not both")
	}
	for _, p := range pairs {
		k, val, ok := strings.Cut(p, "=")
		if !ok || k == "" {
			return a, cmdutil.UsageErrorf("--arg %q: want KEY=VALUE", p)
		}
		if a.Named == nil {
			a.Named = map[string]string{}
		}
		if _, dup := a.Named[k]; dup {
			return a, cmdutil.UsageErrorf("--arg %s is given twice; pass each named argument once", k)
		}
		a.Named[k] = val
	}
	return a, nil
}

func runShow(_ context.Context, opts *showOptions) error {
	f := opts.f
	args, err := showArguments(opts.HasArgs, opts.Args, opts.Arg)
	if err != nil {
		return err
	}
	v, err := openSkillView(f, opts.Scope, opts.Roots, opts.Name)
	if err != nil {
		return err
	}
	defer v.close()
	if opts.Pending {
		if len(opts.Roots) > 0 {
			return cmdutil.UsageErrorf("--pending reads the project's locked skills; it does not apply to --root directories")
		}
		return showPending(f, v, opts, args)
	}
	a, sk, err := showActivation(v, opts.Name, opts.User, args)
	if err != nil {
		return viewFailJSON(f, opts.JSON, opts.Name, err)
	}
	scope, caps := sk.Scope, skillCapabilities(sk)
	if a.Filled == 0 && args.Given() {
		f.Infof("show: skill %s has no placeholder the arguments fill; they were not used", a.Name)
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Kind  string `json:"kind"`
			Scope string `json:"scope,omitempty"`
			*view.Activation
			Capabilities []audit.Capability `json:"capabilities"`
		}{"ok", scope, a, caps})
	}
	// What a model reads goes to stdout unchanged; what the skill can
	// do is a note for the person on stderr.
	if line := review.CapabilityLine(caps, nil); line != "" {
		f.Infof("show: %s can: %s", a.Name, line)
	}
	var out bytes.Buffer
	if err := a.WriteText(&out); err != nil {
		return err
	}
	return f.WriteOut(out.Bytes(), false)
}

// showPending prints a held-back skill for review: the banner, then the
// activation a model would read once it is approved.
func showPending(f *Factory, v *skillView, opts *showOptions, args view.Arguments) error {
	sk, err := v.pending(opts.Name)
	if err != nil {
		return viewFailJSON(f, opts.JSON, opts.Name, err)
	}
	a, err := view.Activate(sk.Doc, sk.Dir, sk.Files, args)
	if err != nil {
		return viewFailJSON(f, opts.JSON, opts.Name, argumentHint(err))
	}
	caps := skillCapabilities(sk)
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Kind     string   `json:"kind"`
			Scope    string   `json:"scope,omitempty"`
			Pending  bool     `json:"pending"`
			Problems []string `json:"problems"`
			*view.Activation
			Capabilities []audit.Capability `json:"capabilities"`
		}{"ok", sk.Scope, true, problemTexts(sk.Trust.Problems, state.HintScope(sk.Scope)), a, caps})
	}
	var out bytes.Buffer
	out.WriteString(pendingBanner(sk))
	if line := review.CapabilityLine(caps, nil); line != "" {
		out.WriteString(cmdutil.Message("  it can: %s\n\n", line))
	}
	if err := a.WriteText(&out); err != nil {
		return err
	}
	return f.Page(out.Bytes())
}

// showActivation is the activation of the named skill, and the scope of
// the root it is in ("" for a --root directory).
func showActivation(v *skillView, name string, user bool, args view.Arguments) (*view.Activation, *roots.Skill, error) {
	sk, err := v.find(name, user)
	if err != nil {
		return nil, nil, err
	}
	a, err := view.Activate(sk.Doc, sk.Dir, sk.Files, args)
	if err != nil {
		return nil, nil, argumentHint(err)
	}
	return a, sk, nil
}

// skillCapabilities is what the built-in audit finds a served or pending
// skill can do (audit.Capabilities), read from its directory.
func skillCapabilities(sk *roots.Skill) []audit.Capability {
	return audit.Capabilities(audit.Skill(os.DirFS(sk.Dir), ".", sk.Files))
}

// argumentHint adds which flag to use to an argument error.
func argumentHint(err error) error {
	ae, ok := err.(*view.ArgumentError)
	if !ok || !ae.Shape {
		return err
	}
	hint := "pass them with --args STRING"
	switch {
	case len(ae.Missing) == 1:
		hint = "pass it with --arg " + ae.Missing[0] + "=VALUE"
	case len(ae.Missing) > 1:
		hint = "pass them with --arg " + strings.Join(ae.Missing, "=VALUE --arg ") + "=VALUE"
	case len(ae.Declared) > 0:
		hint = "pass them with --arg " + strings.Join(ae.Declared, "=VALUE --arg ") + "=VALUE"
	}
	return &view.ArgumentError{Skill: ae.Skill, Declared: ae.Declared, Shape: true, Missing: ae.Missing, Msg: fmt.Sprintf("%s (%s)", ae.Msg, hint)}
}

// problemTexts are problems as the lines --json has always given them.
func problemTexts(ps []state.Problem, s hint.Scope) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Text(s)
	}
	return out
}
