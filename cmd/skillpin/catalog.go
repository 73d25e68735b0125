package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog/roots"
	"github.com/skillpin/skillpin/internal/catalog/view"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/suggest"
	"github.com/skillpin/skillpin/internal/verify/state"
)

type catalogOptions struct {
	f *Factory

	Format string // text, json or xml
	JSON   bool
	Hints  bool
	Roots  []string
	Scope  string
}

var catalogFormats = []string{"text", "json", "xml"}

func newCmdCatalog(f *Factory, runF func(context.Context, *catalogOptions) error) *cobra.Command {
	opts := &catalogOptions{f: f}
	if runF == nil {
		runF = runCatalog
	}
	cmd := &cobra.Command{
		Use:   "catalog [--format text|json|xml] [--hints=false] [--root DIR]...",
		Short: "Print the trusted skills as a prompt-ready catalog",
		Long: `Print every skill of the project's trusted root as a catalog a harness puts in
front of the model: name, description, the when_to_use / when_not_to_use hints
(unless --hints=false), the named arguments the skill declares (name, type,
whether required, description) and the origin (the source name in
skills.lock), sorted by name. The text form starts with a short preamble telling the model to invoke
a skill when its description matches; --format xml prints an
<available_skills> element instead, --format json (or --json) the same data with
an estimated token count per entry and in total (bytes/4, rounded up, of the
text form). The output depends only on the root: it is byte-identical from run
to run.

Skills with disable-model-invocation: true are left out: a person invokes them
(skillpin show NAME --user), the model does not. Skills that fail to parse are
left out and named on stderr.

` + scopeHelp + `

With --root, read plain directories laid out like a trusted root
(DIR/<name>/SKILL.md) instead; an earlier --root shadows a later one, and the
origin is the root directory.`,
		Example: `  skillpin catalog
  skillpin catalog --format xml --hints=false
  skillpin catalog --scope user --json
  skillpin catalog --root ~/.claude/skills --json`,
		Args: cmdutil.NoArgs("pass directories with --root DIR"),
		RunE: func(cmd *cobra.Command, args []string) error {
			format, err := cmdutil.ResolveFormat(cmd, opts.Format, opts.JSON, catalogFormats...)
			if err != nil {
				return err
			}
			opts.Format = format
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.FormatFlag(cmd, &opts.Format, &opts.JSON, catalogFormats...)
	cmd.Flags().BoolVar(&opts.Hints, "hints", true, "include when_to_use / when_not_to_use")
	rootFlag(cmd, &opts.Roots)
	scopeFlag(cmd, &opts.Scope)
	return cmd
}

// rootFlag defines --root, read by the views and serve.
func rootFlag(cmd *cobra.Command, roots *[]string) {
	cmd.Flags().StringArrayVar(roots, "root", nil, "read the skills in `DIR` instead of the trusted roots (repeatable)")
	cmdutil.CompleteFlag(cmd, "root", cmdutil.CompleteDirs)
}

// scopeHelp says, in the help of the views and serve, which trusted
// roots they read.
const scopeHelp = `Two trusted roots are read: the project's and the user scope's (your
personal skills, installed with skillpin -g). A project skill shadows a user
skill of the same name (the hidden one is named on stderr); JSON output says
which scope each skill is from ("scope": "project" or "user"). --scope
project or --scope user reads one of them (-g is --scope user); a scope not
set up (no skills.toml) is skipped unless named.`

// Scopes the views and serve read.
const (
	scopeAll     = "all"
	scopeProject = layout.ScopeProject
	scopeUser    = layout.ScopeUser
)

var viewScopes = []string{scopeAll, scopeProject, scopeUser}

// scopeFlag defines --scope, read by the views and serve.
func scopeFlag(cmd *cobra.Command, scope *string) {
	cmd.Flags().StringVar(scope, "scope", scopeAll, "read the trusted root of `SCOPE`: all (project, then user), project or user")
	cmdutil.CompleteFlag(cmd, "scope", cmdutil.CompleteValues(viewScopes...))
}

// viewRoots are the roots the views and serve read: the --root
// directories in precedence order (relative to -C, like every path), or
// the trusted roots of the scopes --scope (or -g) names, the project's
// before the user's.
func viewRoots(f *Factory, scope string, dirs []string) ([]roots.Root, error) {
	dir, err := f.ProjectDir()
	if err != nil {
		return nil, err
	}
	if !slices.Contains(viewScopes, scope) {
		return nil, cmdutil.UsageErrorf("unknown --scope %q: want all, project or user", scope)
	}
	if len(dirs) > 0 {
		if f.Global || scope != scopeAll {
			return nil, cmdutil.UsageErrorf("--root reads plain directories instead of the trusted roots: pass it without -g and --scope")
		}
		var vr []roots.Root
		for _, r := range dirs {
			if r == "" {
				return nil, cmdutil.UsageErrorf("--root needs a directory, got an empty string")
			}
			abs := r
			if !filepath.IsAbs(abs) {
				abs = filepath.Join(dir, r)
			}
			vr = append(vr, roots.Root{Dir: filepath.Clean(abs), Shown: filepath.Clean(r)})
		}
		return vr, nil
	}
	if f.Global {
		if scope == scopeProject {
			return nil, cmdutil.UsageErrorf("-g reads the user scope, --scope project the project's: pass one of them")
		}
		scope = scopeUser
	}
	var vr []roots.Root
	if scope != scopeUser {
		vr = append(vr, roots.Root{Dir: dir, Project: true, Env: state.Where{Dir: dir, Getenv: f.Getenv, Git: project.GitReader, Sigstore: f.Sigstore}, Scope: scopeProject, Optional: scope == scopeAll})
	}
	if scope != scopeProject {
		lay, err := layout.UserLayout(f.Getenv)
		switch {
		case err != nil && scope == scopeAll:
			f.Debugf("the user scope is not read: %v", err)
		case err != nil:
			return nil, err
		default:
			vr = append(vr, roots.Root{Project: true, Env: state.Where{Layout: lay, Getenv: f.Getenv, Git: project.GitReader, Sigstore: f.Sigstore}, Scope: scopeUser, Optional: scope == scopeAll})
		}
	}
	return vr, nil
}

func runCatalog(_ context.Context, opts *catalogOptions) error {
	f := opts.f
	v, err := openSkillView(f, opts.Scope, opts.Roots, "")
	if err != nil {
		return err
	}
	defer v.close()
	var entries []view.Entry
	for _, name := range v.pv.Names() {
		sk, err := v.pv.Skill(name)
		switch {
		case err != nil:
			f.Infof("catalog: left out: %v", err)
		case sk.Doc.Frontmatter.DisableModelInvocation:
			f.Debugf("catalog: skill %s is left out: disable-model-invocation is true (user-invoked only)", name)
		default:
			e := view.EntryOf(sk.Doc.Frontmatter, sk.Origin, opts.Hints)
			e.Scope = sk.Scope
			entries = append(entries, e)
		}
	}
	c := view.NewCatalog(entries)

	var out bytes.Buffer
	switch opts.Format {
	case "json":
		err = c.WriteJSON(&out)
	case "xml":
		err = c.WriteXML(&out)
	default:
		err = c.WriteText(&out)
	}
	if err != nil {
		return err
	}
	if err := f.WriteOut(out.Bytes(), opts.Format == "json"); err != nil {
		return err
	}
	for _, e := range c.Skills {
		f.Debugf("catalog: %s ~%d tokens", e.Name, e.Tokens)
	}
	f.Infof("catalog: %d %s, %d bytes (~%d tokens)", len(c.Skills), humanize.Noun(len(c.Skills), "skill", "skills"), out.Len(), view.EstimateTokens(out.Len()))
	return nil
}

// skillView is what the view commands (catalog, show, inspect) read: a
// roots.View of the trusted roots of the project and the user scope
// (every skill admitted by its project's trust decision and checked
// against its skills.lock), or of the --root directories in precedence
// order.
type skillView struct {
	f       *Factory
	project bool
	roots   int    // how many roots it reads
	scope   string // the one scope read (project or user), or "" for both
	pv      *roots.View
	// review makes find read held-back skills from the store instead
	// (inspect --pending): a person reviewing, never a harness.
	review bool
	held   map[string]*roots.Skill // read by pending, checked once
}

// openSkillView reads the trusted roots of scope, or the --root
// directories (see viewRoots), and tells what the reader should know: of
// the skills, only what concerns the one named (every note when name is
// "", as for the catalog).
func openSkillView(f *Factory, scope string, dirs []string, name string) (*skillView, error) {
	vr, err := viewRoots(f, scope, dirs)
	if err != nil {
		return nil, err
	}
	v := &skillView{f: f, project: len(dirs) == 0, roots: len(vr)}
	if v.project && (scope != scopeAll || f.Global) {
		v.scope = scopeUser
		if scope == scopeProject {
			v.scope = scopeProject
		}
	}
	if v.pv, err = roots.Open(vr...); err != nil {
		return nil, err
	}
	for _, n := range v.pv.NotesFor(name) {
		f.Infof("%s", n)
	}
	return v, nil
}

func (v *skillView) close() { v.pv.Close() }

// find returns the named skill, ready to be read: admitted and checked,
// and (unless user) one the model may invoke.
func (v *skillView) find(name string, user bool) (*roots.Skill, error) {
	if v.review {
		return v.pending(name)
	}
	sk, err := v.pv.Skill(name)
	var r *roots.Refusal
	switch {
	case errors.Is(err, roots.ErrNoSkill) && v.project:
		if h, ok := v.pv.Held(name); ok {
			return nil, heldError(name, h)
		}
		fallthrough
	case errors.Is(err, roots.ErrNoSkill):
		where := "the trusted root"
		if v.roots > 1 {
			where = "the trusted roots"
		}
		tip := "`" + v.f.CmdLine("catalog") + "` lists the skills"
		switch {
		case !v.project:
			where = "the --root directories"
		case v.scope != "":
			// Only one scope was read: the skill may be in the other.
			where = "the " + v.scope + " scope's trusted root"
			tip = "only the " + v.scope + " scope was read; `" + hint.RunIn(hint.None, "catalog").String() + "` lists the skills of both scopes"
		}
		return nil, notFound(name, where, v.pv.Names(), tip)
	case errors.As(err, &r):
		if h, ok := v.pv.Held(name); ok && !r.Integrity {
			return nil, heldError(name, h)
		}
		return nil, &viewError{Kind: "invalid", Name: name, kind: errkind.CheckFailed, Message: r.Error()}
	case err != nil:
		return nil, err
	}
	if sk.Doc.Frontmatter.DisableModelInvocation && !user {
		return nil, &viewError{Kind: "user_only", Name: name, kind: errkind.CheckFailed,
			Message: fmt.Sprintf("skill %s is user-invoked only (disable-model-invocation: true); pass --user when a person asked for it", name)}
	}
	return sk, nil
}

// notFound is a name that is not in where (which holds names): the
// closest names, else where to find them (hint).
func notFound(name, where string, names []string, hint string) error {
	e := &viewError{Kind: "not_found", Name: name, Suggestions: suggest.Closest(name, names, 3), kind: errkind.Invalid}
	e.Message = fmt.Sprintf("no skill %q in %s", name, where)
	if len(e.Suggestions) > 0 {
		e.Message += "; did you mean " + strings.Join(e.Suggestions, ", ") + "?"
	} else {
		e.Message += "; " + hint
	}
	return e
}

// heldError is a locked skill the trust decision keeps out of the trusted
// root: why, and how to read it before approving.
func heldError(name string, h roots.Held) error {
	s := state.HintScope(h.Scope)
	return &viewError{Kind: "pending", Name: name, kind: errkind.CheckFailed,
		Message: fmt.Sprintf("skill %s is locked but not in the trusted root: %s; review it with `%s` (or `%s`) before approving",
			name, state.ProblemsText(h.Trust.Problems, s), hint.RunIn(s, "show", name, "--pending"), hint.RunIn(s, "inspect", name, "--pending"))}
}

// pending returns a locked skill held out of the trusted root, read from
// the store for review (see roots.View.Pending).
func (v *skillView) pending(name string) (*roots.Skill, error) {
	if !v.project {
		return nil, cmdutil.UsageErrorf("--pending reads the project's locked skills; it does not apply to --root directories")
	}
	if sk, ok := v.held[name]; ok {
		return sk, nil
	}
	sk, err := v.pv.Pending(name)
	var nh *roots.NotHeldError
	var r *roots.Refusal
	switch {
	case errors.Is(err, roots.ErrNoSkill):
		return nil, notFound(name, "skills.lock", v.pv.Locked(), "`"+v.f.CmdLine("list")+"` lists the locked skills")
	case errors.As(err, &nh):
		return nil, &viewError{Kind: "not_pending", Name: name, kind: errkind.Invalid, Message: nh.Error()}
	case errors.As(err, &r):
		return nil, &viewError{Kind: "invalid", Name: name, kind: errkind.CheckFailed, Message: r.Error()}
	case err != nil:
		return nil, err
	}
	if v.held == nil {
		v.held = map[string]*roots.Skill{}
	}
	v.held[name] = sk
	return sk, nil
}

// pendingBanner heads what --pending prints: the skill is not trusted,
// and why.
func pendingBanner(sk *roots.Skill) string {
	at := ""
	if sk.Source != nil && sk.Source.Commit != "" {
		at = " at " + cmdutil.ShortCommit(sk.Source.Commit)
	}
	s := state.HintScope(sk.Scope)
	return cmdutil.Message("pending approval — not in the trusted root\n  %s from %s%s, %s: %s\n  this is what `%s` would trust; no agent is served it until then\n",
		sk.Name, sk.Origin, at, cmdutil.ShortHex(sk.Locked.Digest), state.ProblemsText(sk.Trust.Problems, s), hint.RunIn(s, "approve", sk.Name).String()) + "\n"
}

// viewError is a failure of show or inspect; with --json it is printed as
// {"kind": …} on stdout as well.
type viewError struct {
	Kind        string   `json:"kind"` // not_found, pending, not_pending, user_only, invalid, invalid_arguments, no_section
	Name        string   `json:"name"`
	Message     string   `json:"message"`
	Suggestions []string `json:"suggestions,omitempty"`
	kind        error    // errkind.Invalid or errkind.CheckFailed
}

func (e *viewError) Error() string        { return e.Message }
func (e *viewError) Is(target error) bool { return target == e.kind }

// failJSON prints err as a {"kind": …} object on stdout when --json
// asked for one, and returns it for the exit code and stderr.
func viewFailJSON(f *Factory, asJSON bool, name string, err error) error {
	if !asJSON || err == nil {
		return err
	}
	var ve *viewError
	if !errors.As(err, &ve) {
		var ae *view.ArgumentError
		if errors.As(err, &ae) {
			ve = &viewError{Kind: "invalid_arguments", Name: name, Message: err.Error(), kind: errkind.Invalid}
		} else {
			return err
		}
	}
	if werr := cmdutil.WriteJSON(f.IO.Out, ve); werr != nil {
		return werr
	}
	return err
}
