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
prints nothing on stdout (the path written is reported on stderr).`,
		Example: `  skillpin init
  skillpin init -C ~/src/myproject`,
		Args: noArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
}

func runInit(_ context.Context, opts *initOptions) error {
	dir, err := opts.f.ProjectDir()
	if err != nil {
		return err
	}
	path, err := project.Init(dir)
	if err != nil {
		return err
	}
	opts.f.Infof("wrote %s; add skills with `skillpin add owner/repo@ref --skill NAME`", path)
	return nil
}
