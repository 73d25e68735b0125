package main

import (
	"context"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/spf13/cobra"
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
exactly the verified, approved skills, one <name>/ each. Point a harness at it.
With -g, the user scope's: $XDG_DATA_HOME/skillpin/root (default
~/.local/share/skillpin/root).`,
		Example: `  skillpin root
  ls "$(skillpin root -C ~/src/myproject)"
  skillpin -g root
  skillpin root --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, `{"root": …}`)
	return cmd
}

func runRoot(_ context.Context, opts *rootOptions) error {
	f := opts.f
	lay, err := f.Layout()
	if err != nil {
		return err
	}
	root := lay.RootPath()
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Root string `json:"root"`
		}{root})
	}
	f.Printf("%s\n", root)
	return nil
}
