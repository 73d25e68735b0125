package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/install"
)

type rootOptions struct {
	f *Factory

	JSON bool
}

func newCmdRoot(f *Factory, runF func(context.Context, *rootOptions) error) *cobra.Command {
	opts := &rootOptions{f: f}
	if runF == nil {
		runF = runRoot
	}
	cmd := &cobra.Command{
		Use:   "root",
		Short: "Print the trusted root path",
		Long: `Root prints the absolute path of the trusted root: the directory that holds
exactly the verified, approved skills, one <name>/ each. Point a harness at it.`,
		Example: `  skillpin root
  ls "$(skillpin root -C ~/src/myproject)"
  skillpin root --json`,
		Args: noArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	jsonFlag(cmd, &opts.JSON, `{"root": …}`)
	return cmd
}

func runRoot(_ context.Context, opts *rootOptions) error {
	f := opts.f
	dir, err := f.ProjectDir()
	if err != nil {
		return err
	}
	root := (&install.Root{ProjectDir: dir}).Path()
	if opts.JSON {
		return writeJSON(f.IO.Out, struct {
			Root string `json:"root"`
		}{root})
	}
	f.Printf("%s\n", root)
	return nil
}
