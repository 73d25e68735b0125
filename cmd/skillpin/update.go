package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/project"
)

func newUpdateCmd(f *Factory) *cobra.Command {
	var req project.UpdateRequest
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "update [NAME|SOURCE...]",
		Short: "Re-resolve refs, rewrite the lock and show what changed",
		Long: `Update resolves each named source's ref again (every source by default),
rewrites skills.lock, prints per skill what changed, and installs. A skill whose
content changed loses its approval and leaves the trusted root until approved.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			req.Names = args
			p, err := f.openProject("update", false)
			if err != nil {
				return err
			}
			res, err := p.Update(cmd.Context(), req)
			if res != nil && !asJSON {
				f.printInstall(&res.InstallResult)
			}
			if err != nil {
				return err
			}
			if asJSON {
				return lockdiff.RenderJSON(f.IO.Out, res.Changes)
			}
			if res.Changes.Empty() {
				fmt.Fprintln(f.IO.Out, "everything is up to date")
				return nil
			}
			return lockdiff.RenderText(f.IO.Out, res.Changes)
		},
	}
	cmd.Flags().StringVar(&req.To, "to", "", "move the named source to `REF` (a tag, branch or commit)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the changes as JSON (the shape of `skillpin diff --format json`)")
	return cmd
}
