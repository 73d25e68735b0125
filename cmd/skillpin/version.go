package main

import (
	"context"
	"io"
	"runtime"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/spf13/cobra"
)

type versionOptions struct {
	f *Factory

	JSON bool
}

func newCmdVersion(f *Factory, runF func(context.Context, *versionOptions) error) *cobra.Command {
	opts := &versionOptions{f: f}
	if runF == nil {
		runF = runVersion
	}
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the skillpin version",
		Long: `Version prints "skillpin VERSION", the module version skillpin was built at
("(devel)" for a build from a work tree), as skillpin --version does.`,
		Example: `  skillpin version
  skillpin --version
  skillpin version --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, `{"version": …, "go": …}`)
	return cmd
}

func runVersion(_ context.Context, opts *versionOptions) error {
	f := opts.f
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Version string `json:"version"`
			Go      string `json:"go"`
		}{cmdutil.BuildVersion(), runtime.Version()})
	}
	_, err := io.WriteString(f.IO.Out, versionLine(cmdutil.BuildVersion()))
	return err
}

// versionLine is what --version prints, as version does.
func versionLine(v string) string { return "skillpin " + v + "\n" }
