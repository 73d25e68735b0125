// Package initcmd is skillpin init: a commented skills.toml with targets for
// the project's harnesses.
package initcmd

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/install/harness"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

type InitOptions struct {
	f *cmdutil.Factory

	Targets   []string // --targets, repeatable and comma-separated
	NoTargets bool
}

func NewCmdInit(f *cmdutil.Factory, runF func(context.Context, *InitOptions) error) *cobra.Command {
	opts := &InitOptions{f: f}
	if runF == nil {
		runF = runInit
	}
	cmd := &cobra.Command{
		Use:   "init [--targets DIR,… | --no-targets]",
		Short: "Write a commented skills.toml with targets for the project's harnesses",
		Long: `Init writes skills.toml into the project directory: a manifest whose comments
name every setting. It refuses to overwrite one that exists.

Targets are the harness directories skillpin keeps equal to the trusted root,
so that agents see the approved skills. Init looks for the harnesses the
project uses (.claude/ or CLAUDE.md for Claude Code, AGENTS.md or .agents/ for
Codex and Amp, .cursor/, .gemini/, .opencode/, Copilot's files in .github/,
.windsurf/, .clinerules, .roo/, … as listed in docs/harnesses.md) and writes
few targets that reach all of them, preferring directories they share. With none found it writes .agents/skills
and .claude/skills, which most harnesses read. --targets names them instead;
--no-targets writes none (for a harness directory you link to .skillpin/root
yourself, or skillpin serve). A harness directory that already links to the
trusted root gets no target.

With -g, init writes the user scope's skills.toml into $XDG_CONFIG_HOME/skillpin
(default ~/.config/skillpin), and the targets it looks for are the
user-level skills directories of the harnesses found in your home directory
(~/.claude/skills for ~/.claude, ~/.codex/skills for ~/.codex, a skills
directory you already have, …); --targets are then relative to your home
directory. Skills you put there yourself are never touched.

It prints nothing on stdout; what it wrote and why goes to stderr.`,
		Example: `  skillpin init
  skillpin init --targets .claude/skills
  skillpin init --no-targets -C ~/src/myproject
  skillpin -g init`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("targets") && opts.NoTargets {
				return cmdutil.UsageErrorf("--targets names the targets and --no-targets writes none: pass one of them%s", cmdutil.UsageHint(cmd.CommandPath()))
			}
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.NameListVar(cmd.Flags(), &opts.Targets, "targets", "write these target `DIR`s (repeatable, or DIR,DIR…) instead of detecting them")
	cmd.Flags().BoolVar(&opts.NoTargets, "no-targets", false, "write no targets")
	cmdutil.CompleteFlag(cmd, "targets", cmdutil.CompleteValues(harness.ProjectDirs()...))
	return cmd
}

func runInit(_ context.Context, opts *InitOptions) error {
	f := opts.f
	f.ExactDir = true // init creates the project here, even inside another
	if f.Global {
		return runInitUser(f, opts)
	}
	dir, err := f.ProjectDir()
	if err != nil {
		return err
	}
	res, err := project.Init(dir, project.InitRequest{Targets: opts.Targets, NoTargets: opts.NoTargets})
	if err != nil {
		return err
	}
	var dirs []string
	for _, c := range res.Targets {
		dirs = append(dirs, c.Dir)
	}
	switch res.How {
	case project.TargetsNone:
		f.Infof("wrote %s without targets", res.Path)
	default:
		f.Infof("wrote %s with targets %s", res.Path, strings.Join(dirs, ", "))
	}
	for _, c := range res.Targets {
		switch res.How {
		case project.TargetsDetected:
			var who []string
			for _, fd := range c.For {
				who = append(who, fd.Harness.Name+" (found "+strings.Join(fd.Markers, ", ")+")")
			}
			f.Infof("  %s for %s", c.Dir, strings.Join(who, ", "))
		case project.TargetsDefault:
			f.Infof("  %s: read by %s", c.Dir, strings.Join(harness.ReadBy(c.Dir), ", "))
		}
	}
	for _, l := range res.Linked {
		f.Infof("  %s links to the trusted root already: it needs no target", l)
	}
	switch res.How {
	case project.TargetsDefault:
		f.Infof("no harness found in the project (.claude/, CLAUDE.md, AGENTS.md, .cursor/, .gemini/, …), so these reach most of them; choose with `%s` or edit skills.toml", hint.Run("init", "--targets", "DIR,…"))
	case project.TargetsNone:
		if len(res.Linked) == 0 {
			f.Infof("agents see the skills only through a harness directory linked to .skillpin/root (see docs/harnesses.md) or `%s`", hint.Run("serve"))
		}
	}
	f.Infof("see what a repository offers with `%s`, then add skills with `%s`", hint.Run("add", "owner/repo", "--list"), hint.Run("add", "owner/repo", "--skill", "NAME"))
	return nil
}

// runInitUser is init -g: the user scope's skills.toml, targeting the
// harnesses found in the home directory.
func runInitUser(f *cmdutil.Factory, opts *InitOptions) error {
	lay, err := f.Layout()
	if err != nil {
		return err
	}
	path, found, err := project.InitUser(lay, project.InitRequest{Targets: opts.Targets, NoTargets: opts.NoTargets})
	if err != nil {
		return err
	}
	for _, c := range found {
		f.Infof("target ~/%s for %s", c.Dir, strings.Join(c.For, ", "))
	}
	if len(found) == 0 && opts.Targets == nil && !opts.NoTargets {
		f.Infof("no harness directory found in %s; list the ones you use in targets", lay.Base)
	}
	f.Infof("wrote %s; add skills with `%s` (`--list` shows what it offers); the trusted root is %s", path, hint.Run("add", "owner/repo", "--skill", "NAME"), lay.RootPath())
	return nil
}
