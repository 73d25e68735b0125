package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/project"
)

// newStatusCmd builds `status` and, with short output, `list`.
func newStatusCmd(f *Factory) *cobra.Command { return statusCmd(f, "status", false) }
func newListCmd(f *Factory) *cobra.Command   { return statusCmd(f, "list", true) }

func statusCmd(f *Factory, use string, short bool) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   use,
		Short: "Show every locked skill: source, commit, digest, approval, root state",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := f.openProject(use, true)
			if err != nil {
				return err
			}
			states, drift, err := p.Status()
			if err != nil {
				return err
			}
			if asJSON {
				if states == nil {
					states = []project.SkillState{}
				}
				var ds []string
				for _, d := range drift {
					ds = append(ds, d.String())
				}
				return writeJSON(f.IO.Out, struct {
					Skills []project.SkillState `json:"skills"`
					Drift  []string             `json:"drift"`
					Root   string               `json:"root"`
				}{states, nonNil(ds), p.RootPath()})
			}
			if len(states) == 0 {
				fmt.Fprintln(f.IO.Out, "no skills locked; add some with `skillpin add`")
			}
			tw := tabwriter.NewWriter(f.IO.Out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "NAME\tSOURCE\tREF\tCOMMIT\tDIGEST\tAPPROVAL\tROOT")
			for _, s := range states {
				root := "no"
				if s.InRoot {
					root = "yes"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", s.Name, s.Source, dash(s.Ref), dash(shortCommit(s.Commit)), shortHex(s.Digest), s.Approval, root)
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			if short {
				return nil
			}
			for _, s := range states {
				if s.Approval != "approved" || !s.InRoot {
					fmt.Fprintf(f.IO.Out, "\n%s: %s\n", s.Name, s.ApprovalNote)
					if s.Reason != "" {
						fmt.Fprintf(f.IO.Out, "  not in root: %s\n", s.Reason)
					}
				}
				for t, st := range s.Targets {
					if st != "synced" {
						fmt.Fprintf(f.IO.Out, "  target %s: %s\n", t, st)
					}
				}
			}
			for _, d := range drift {
				fmt.Fprintf(f.IO.Out, "\nskills.toml and skills.lock disagree: %s (run `skillpin install`)\n", d)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print as JSON")
	return cmd
}

func shortCommit(c string) string {
	if len(c) > 12 {
		return c[:12]
	}
	return c
}
