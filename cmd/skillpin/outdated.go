package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"
)

type outdatedOptions struct {
	f *Factory

	Pre  bool
	JSON bool
}

func newCmdOutdated(f *Factory, runF func(context.Context, *outdatedOptions) error) *cobra.Command {
	opts := &outdatedOptions{f: f}
	if runF == nil {
		runF = runOutdated
	}
	cmd := &cobra.Command{
		Use:   "outdated",
		Short: "List newer version tags per source",
		Long: `Outdated lists the remote's version tags newer than each git source's locked
ref, in semver order. Prereleases and tags that are not versions are left
out unless --pre. It changes nothing: move with skillpin update SOURCE --to TAG.`,
		Example: `  skillpin outdated
  skillpin outdated --pre --json`,
		Args: noArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Pre, "pre", false, "include prerelease versions")
	jsonFlag(cmd, &opts.JSON, "the sources")
	return cmd
}

func runOutdated(ctx context.Context, opts *outdatedOptions) error {
	f := opts.f
	p, err := f.openProject("outdated", false)
	if err != nil {
		return err
	}
	list, err := p.Outdated(ctx, opts.Pre)
	if err != nil {
		return err
	}
	if opts.JSON {
		for i := range list {
			list[i].Newer = nonNil(list[i].Newer)
		}
		return writeJSON(f.IO.Out, struct {
			Sources any `json:"sources"`
		}{nonNil(list)})
	}
	t := newTable(f.IO.Out, "SOURCE", "REF", "LATEST", "NEWER")
	for _, o := range list {
		newer := strings.Join(o.Newer, " ")
		if newer == "" {
			newer = o.Message
		}
		t.row(o.Source, dash(o.Ref), dash(o.Latest), newer)
	}
	return t.flush()
}
