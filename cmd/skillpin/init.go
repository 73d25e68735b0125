package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/project"
)

type initOptions struct {
	f *Factory
}

func newCmdInit(f *Factory, runF func(context.Context, *initOptions) error) *cobra.Command {
	opts := &initOptions{f: f}
	if runF == nil {
		runF = runInit
	}
	return &cobra.Command{
		Use:   "init",
		Short: "Write a commented skills.toml",
		Long: `Init writes skills.toml into the project directory: an empty manifest whose
comments name every setting. It refuses to overwrite one that exists. It
prints nothing on stdout (the path written is reported on stderr).

With -g, init writes the user scope's skills.toml into $XDG_CONFIG_HOME/skillpin
(default ~/.config/skillpin) and targets the user-level skills directory of
every harness found in your home directory (~/.claude/skills for ~/.claude,
~/.agents/skills for ~/.agents, ~/.codex/skills for ~/.codex, …). Skills you
put there yourself are never touched.`,
		Example: `  skillpin init
  skillpin init -C ~/src/myproject
  skillpin -g init`,
		Args: noArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
}

func runInit(_ context.Context, opts *initOptions) error {
	f := opts.f
	if f.Global {
		return runInitUser(f)
	}
	dir, err := f.ProjectDir()
	if err != nil {
		return err
	}
	path, err := project.Init(dir)
	if err != nil {
		return err
	}
	f.Infof("wrote %s; add skills with `skillpin add owner/repo@ref --skill NAME`", path)
	return nil
}

// runInitUser is init -g: the user scope's skills.toml, targeting the
// harnesses found in the home directory.
func runInitUser(f *Factory) error {
	lay, err := f.Layout()
	if err != nil {
		return err
	}
	path, found, err := project.InitUser(lay)
	if err != nil {
		return err
	}
	for _, h := range found {
		f.Infof("target ~/%s (%s)", h.Dir, h.Name)
	}
	if len(found) == 0 {
		f.Infof("no harness directory found in %s; list the ones you use in targets", lay.Base)
	}
	f.Infof("wrote %s; add skills with `skillpin -g add owner/repo@ref --skill NAME`; the trusted root is %s", path, lay.RootPath())
	return nil
}
