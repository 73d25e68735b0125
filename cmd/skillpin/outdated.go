package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
)

func newOutdatedCmd(f *Factory) *cobra.Command {
	var pre, asJSON bool
	cmd := &cobra.Command{
		Use:   "outdated",
		Short: "List newer version tags per source",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := f.openProject("outdated", false)
			if err != nil {
				return err
			}
			list, err := p.Outdated(cmd.Context(), pre)
			if err != nil {
				return err
			}
			if asJSON {
				for i := range list {
					if list[i].Newer == nil {
						list[i].Newer = []string{}
					}
				}
				return writeJSON(f.IO.Out, struct {
					Sources any `json:"sources"`
				}{list})
			}
			tw := tabwriter.NewWriter(f.IO.Out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "SOURCE\tREF\tLATEST\tNEWER")
			for _, o := range list {
				newer := strings.Join(o.Newer, " ")
				if newer == "" {
					newer = o.Message
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", o.Source, dash(o.Ref), dash(o.Latest), newer)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&pre, "pre", false, "include prerelease versions")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print as JSON")
	return cmd
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
