package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/install"
)

func newRootPathCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "root",
		Short: "Print the trusted root path",
		Long: `Root prints the absolute path of the trusted root: the directory that holds
exactly the verified, approved skills, one <name>/ each. Point a harness at it.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := f.ProjectDir()
			if err != nil {
				return err
			}
			fmt.Fprintln(f.IO.Out, (&install.Root{ProjectDir: dir}).Path())
			return nil
		},
	}
}
