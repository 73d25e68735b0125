// Package importcmd is skillpin import: pinning the skills another tool
// installed (skills-lock.json, .skill-lock.json, agents.toml).
package importcmd

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/lock/importer"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/verify/state"
)

type ImportOptions struct {
	f *cmdutil.Factory

	Files         []string
	DryRun        bool
	ReplaceCopies bool
	JSON          bool
}

func NewCmdImport(f *cmdutil.Factory, runF func(context.Context, *ImportOptions) error) *cobra.Command {
	opts := &ImportOptions{f: f}
	if runF == nil {
		runF = runImport
	}
	cmd := &cobra.Command{
		Use:   "import [FILE...]",
		Short: "Pin the skills another tool installed: skills-lock.json, .skill-lock.json, agents.toml",
		Long: `Import reads what another skill tool recorded and adds each source it names
to skills.toml, pinned as add pins it (the commit of the ref it recorded, or of
the default branch, and every file's sha256 in skills.lock):

  skills-lock.json         vercel's skills CLI (npx skills), in the project
  .skill-lock.json         vercel's skills CLI and gh skill, per user: with -g,
                           $XDG_STATE_HOME/skills/.skill-lock.json or
                           ~/.agents/.skill-lock.json
  agents.toml              Sentry's dotagents, in the project (with -g,
                           $DOTAGENTS_HOME/agents.toml, else ~/.agents)

Without FILE it reads those it finds. Skills of one repository at one ref
become one source; every skill imported is pending approval, as after add:
review it (skillpin show NAME --pending) and approve it. What cannot be
mapped is listed with the reason: a source that is no git repository (an
npm package, a documentation site), a local path outside the project, a
skill gone upstream.

Import never deletes or rewrites a file it did not write. The copies the
other tool left in the targets (.claude/skills/NAME, .agents/skills/NAME, …)
are listed. skillpin does not overwrite a directory it did not write, so
a copy that holds exactly the content pinned for it stands in the way of
the verified one: --replace-copies (or yes at the prompt, on a terminal)
moves each such copy aside, into .skillpin/replaced/TIME/ at its path in
the project, with one rename; nothing is deleted, and moving it back undoes
it. skillpin install then puts the verified copy there once the skill is
approved. A copy that differs, a link another tool made to its own store,
and a skill directory with no record of where it came from are left as
they are: compare, remove or keep them yourself.

Without skills.toml, import creates one first, as init does. --dry-run
resolves and hashes every source as the import would and reports the
same, in the same words, but changes nothing.`,
		Example: `  skillpin import                     # skills-lock.json or agents.toml here
  skillpin import --dry-run
  skillpin import --replace-copies    # move identical old copies aside
  skillpin -g import                  # ~/.agents/.skill-lock.json, ~/.agents/agents.toml
  skillpin import ../other/agents.toml`,
		Args: cmdutil.AnyArgs, // any number of files, each checked by name
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Files = args
			return runF(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.DryRun, "dry-run", false, "show what would be imported; change nothing")
	cmd.Flags().BoolVar(&opts.ReplaceCopies, "replace-copies", false, "move aside (to .skillpin/replaced) the other tools' copies that hold exactly the pinned content")
	cmdutil.JSONFlag(cmd, &opts.JSON, "the result")
	return cmd
}

func runImport(ctx context.Context, opts *ImportOptions) error {
	f := opts.f
	files, err := importFiles(f, opts.Files)
	if err != nil {
		return err
	}
	p, err := openForImport(f, opts.DryRun)
	if err != nil {
		return err
	}
	req := project.ImportRequest{DryRun: opts.DryRun, ReplaceCopies: opts.ReplaceCopies}
	if files != nil {
		req.Files = files
	}
	res, err := p.Import(ctx, req)
	if err != nil && (res == nil || !errors.Is(err, errkind.CheckFailed)) {
		return err
	}
	moveErr := err // some copies were not moved: said at the end
	if !opts.DryRun && !opts.ReplaceCopies && !opts.JSON && f.IO.InTTY && sameCopies(res) > 0 {
		// Offered on a terminal: the copies that stand in the way of
		// the verified ones are listed below either way.
		n := sameCopies(res)
		yes, err := f.Confirm(ctx, fmt.Sprintf("Move the %s another tool left that hold exactly the pinned content aside, out of the targets (nothing is deleted)?",
			humanize.Count(n, "copy", "copies")))
		if err != nil {
			return err
		}
		if yes {
			res.Moved, moveErr = p.MoveCopiesAside(res.Copies, false)
			if moveErr != nil && !errors.Is(moveErr, errkind.CheckFailed) {
				return moveErr
			}
		}
	}
	if opts.JSON {
		for i := range res.Sources {
			res.Sources[i].Skills = cmdutil.NonNil(res.Sources[i].Skills)
			res.Sources[i].From = cmdutil.NonNil(res.Sources[i].From)
		}
		if err := cmdutil.WriteJSON(f.IO.Out, res); err != nil {
			return err
		}
		return importOutcome(res, opts.DryRun, moveErr)
	}
	printImport(f, res, opts.DryRun)
	return importOutcome(res, opts.DryRun, moveErr)
}

// importFiles are the files named on the command line (relative to the
// working directory), each with the format its name says.
func importFiles(f *cmdutil.Factory, names []string) ([]importer.File, error) {
	work, err := f.WorkDir()
	if err != nil {
		return nil, err
	}
	var files []importer.File
	for _, a := range names {
		p := a
		if !filepath.IsAbs(p) {
			p = filepath.Join(work, p)
		}
		format, ok := importer.Detect(p)
		if !ok {
			return nil, cmdutil.UsageErrorf("%s: import reads skills-lock.json, .skill-lock.json and agents.toml (named so)", a)
		}
		files = append(files, importer.File{Path: p, Format: format})
	}
	return files, nil
}

// openForImport opens the project to import into: without a skills.toml
// one is written as init does (a dry run browses instead, writing
// nothing).
func openForImport(f *cmdutil.Factory, dryRun bool) (*project.Project, error) {
	p, err := f.OpenProject("import", false)
	var nm *state.NoManifestError
	if errors.As(err, &nm) && !f.Global && !dryRun {
		dir, derr := f.ProjectDir()
		if derr != nil {
			return nil, derr
		}
		res, ierr := project.Init(dir, project.InitRequest{})
		if ierr != nil {
			return nil, ierr
		}
		var targets []string
		for _, c := range res.Targets {
			targets = append(targets, c.Dir)
		}
		f.Infof("no skills.toml: wrote %s as init does (targets: %s)", res.Path, strings.Join(targets, ", "))
		p, err = f.OpenProject("import", false)
	}
	if errors.As(err, &nm) && dryRun {
		env, eerr := f.Env("import", false)
		if eerr != nil {
			return nil, eerr
		}
		p, err = f.Track(project.OpenForBrowsing(env))
	}
	return p, err
}

// printImport says what import did (or, dryRun, would do): a dry run and
// an import say the same of the same skills, only the verbs differ.
func printImport(f *cmdutil.Factory, res *project.ImportResult, dryRun bool) {
	f.Printf("read %s\n", strings.Join(res.Read, ", "))
	verb, moved := "added", "moved aside to %s (move it back to undo)"
	if dryRun {
		verb, moved = "would add", "would be moved aside to %s"
	}
	var added []string
	for _, s := range res.Sources {
		if s.Error.IsZero() || len(s.Added) > 0 {
			f.Printf("%s %s as source %s: %s\n", verb, s.Spec(), s.Name, strings.Join(s.Added, ", "))
			added = append(added, s.Added...)
		}
		if !s.Error.IsZero() {
			f.Printf("could not add %s (%s):\n  %s\n", s.Spec(), strings.Join(s.Skills, ", "), strings.ReplaceAll(strings.TrimSpace(s.Error.Render(f.Scope())), "\n", "\n  "))
		}
	}
	if len(res.Skipped) > 0 {
		f.Printf("\nnot imported:\n")
		for _, s := range res.Skipped {
			f.Printf("  %s (%s): %s\n", s.Name, s.From, s.Reason)
		}
	}
	if len(res.Copies) > 0 {
		to := map[string]string{}
		for _, m := range res.Moved {
			to[m.Target+"/"+m.Name] = m.To
		}
		f.Printf("\nskill directories skillpin did not write:\n")
		for _, c := range res.Copies {
			note := copyNote(c.State, f)
			if dest, ok := to[c.Target+"/"+c.Name]; ok {
				note = "the same content as the skill pinned for it; " + fmt.Sprintf(moved, dest) + "; " + f.CmdLine("install") + " puts the verified copy there once approved"
			}
			f.Printf("  %s/%s: %s\n", c.Target, c.Name, note)
		}
	}
	if len(added) > 0 && !dryRun {
		f.Printf("\nnext: review and approve the imported skills (%s, then %s), and run %s\n",
			f.CmdLine("show NAME --pending"), f.CmdLine("approve --all"), f.CmdLine("install"))
	}
}

// sameCopies counts the copies another tool left that hold exactly the
// content pinned for them and were not moved.
func sameCopies(res *project.ImportResult) int {
	n := 0
	for _, c := range res.Copies {
		if c.State == "same" {
			n++
		}
	}
	return n - len(res.Moved)
}

// copyNote says what a target entry another tool left is, and what to do.
func copyNote(state string, f *cmdutil.Factory) string {
	switch state {
	case "same":
		return "the same content as the skill pinned for it; move it aside (" + f.CmdLine("import --replace-copies") + "), and " + f.CmdLine("install") + " puts the verified copy there once approved"
	case "differs":
		return "differs from the skill pinned for it (edited, or another version); compare, then remove it to let " + f.CmdLine("install") + " put the pinned one there"
	case "link":
		return "a link another tool made to its own store (not followed); remove it, and " + f.CmdLine("install") + " puts the verified copy there once approved"
	}
	return "no record of where it came from: add its repository with " + f.CmdLine("add") + ", or keep it as your own"
}

// importOutcome fails the run (exit 1) when something could not be added
// or a copy could not be moved aside (moveErr says which and why).
func importOutcome(res *project.ImportResult, dryRun bool, moveErr error) error {
	if dryRun {
		return nil
	}
	failed := 0
	for _, s := range res.Sources {
		if !s.Error.IsZero() {
			failed++
		}
	}
	if moveErr != nil {
		if failed > 0 {
			return errkind.Mark(fmt.Errorf("%d source(s) could not be added (said above); %w", failed, moveErr), errkind.CheckFailed)
		}
		return moveErr
	}
	if failed == 0 {
		return nil
	}
	return errkind.Mark(fmt.Errorf("%d source(s) could not be added (said above); the rest was imported", failed), errkind.CheckFailed)
}
