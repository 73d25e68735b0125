package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func newRemoveCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "remove NAME...",
		Aliases: []string{"rm"},
		Short:   "Drop skills (or whole sources) from manifest, lock, root and targets",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := f.openProject("remove", true)
			if err != nil {
				return err
			}
			res, err := p.Remove(cmd.Context(), args)
			if res != nil {
				f.printInstall(&res.InstallResult)
			}
			if err != nil {
				return err
			}
			for _, s := range res.Skills {
				fmt.Fprintf(f.IO.Out, "removed skill %s\n", s)
			}
			for _, s := range res.Sources {
				fmt.Fprintf(f.IO.Out, "removed source %s\n", s)
			}
			return nil
		},
	}
}
