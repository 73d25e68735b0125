package main

import (
	"bytes"
	"context"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/project"
)

type updateOptions struct {
	f *Factory

	Names []string // sources or skills; none = every source
	To    string
	JSON  bool
}

func newCmdUpdate(f *Factory, runF func(context.Context, *updateOptions) error) *cobra.Command {
	opts := &updateOptions{f: f}
	if runF == nil {
		runF = runUpdate
	}
	cmd := &cobra.Command{
		Use:   "update [NAME|SOURCE...]",
		Short: "Re-resolve refs, rewrite the lock and show what changed",
		Long: `Update resolves each named source's ref again (every source by default),
rewrites skills.lock, prints per skill what changed, and installs. A skill whose
content changed loses its approval and leaves the trusted root until approved.
A skill name updates the source it comes from. --to moves one named source
to another ref.`,
		Example: `  skillpin update
  skillpin update anthropic --to v1.3.0
  skillpin update pdf --json`,
		Args: anyArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Names = args
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: completeNames(f, true, true),
	}
	cmd.Flags().StringVar(&opts.To, "to", "", "move the named source to `REF` (a tag, branch or commit)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the changes as JSON (the shape of diff --format json)")
	return cmd
}

func runUpdate(ctx context.Context, opts *updateOptions) error {
	f := opts.f
	p, err := f.openProject("update", false)
	if err != nil {
		return err
	}
	res, err := p.Update(ctx, project.UpdateRequest{Names: opts.Names, To: opts.To})
	if res != nil {
		f.printInstall(&res.InstallResult)
	}
	if err != nil {
		return err
	}
	if opts.JSON {
		return lockdiff.RenderJSON(f.IO.Out, res.Changes)
	}
	if res.Changes.Empty() {
		f.Printf("everything is up to date\n")
		return nil
	}
	var out bytes.Buffer
	if err := lockdiff.RenderText(&out, res.Changes); err != nil {
		return err
	}
	return f.writeOut(out.Bytes(), false)
}
