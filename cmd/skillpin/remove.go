package main

import (
	"context"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/spf13/cobra"
)

type removeOptions struct {
	f *Factory

	Names []string // skills or sources
	JSON  bool
}

func newCmdRemove(f *Factory, runF func(context.Context, *removeOptions) error) *cobra.Command {
	opts := &removeOptions{f: f}
	if runF == nil {
		runF = runRemove
	}
	cmd := &cobra.Command{
		Use:     "remove NAME...",
		Aliases: []string{"rm"},
		Short:   "Drop skills (or whole sources) from manifest, lock, root and targets",
		Long: `Remove drops each NAME from the project: a skill name drops that skill, a source
name drops the source and all its skills. They leave skills.toml, skills.lock,
the approvals, the trusted root and the targets; the store keeps their bytes
until skillpin cache gc.`,
		Example: `  skillpin remove pdf
  skillpin remove pdf xlsx
  skillpin rm anthropic --json`,
		Args: cmdutil.MinArgs(1, "at least one skill or source name"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Names = args
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: cmdutil.CompleteNames(f, true, true),
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, "what was removed")
	return cmd
}

func runRemove(ctx context.Context, opts *removeOptions) error {
	f := opts.f
	p, err := f.OpenProject("remove", true)
	if err != nil {
		return err
	}
	res, err := p.Remove(ctx, opts.Names)
	if res != nil {
		f.PrintInstall(&res.InstallResult)
	}
	if err != nil {
		return err
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Skills  []string `json:"skills"`
			Sources []string `json:"sources"`
		}{cmdutil.NonNil(res.Skills), cmdutil.NonNil(res.Sources)})
	}
	for _, s := range res.Skills {
		f.Printf("removed skill %s\n", s)
	}
	for _, s := range res.Sources {
		f.Printf("removed source %s\n", s)
	}
	return nil
}
