// Package policycmd is skillpin policy: the rules an organisation sets,
// shown, and the project checked against them.
package policycmd

import (
	"context"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/safetext"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/policypin"
	"github.com/skillpin/skillpin/internal/verify/state"
)

func NewCmdPolicy(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "policy",
		Short: "The rules an organisation sets: show them, check the project",
		Long: `A policy (skills-policy.toml, see docs/policy.md) restricts which sources a
project may use, which signatures and tools its skills must have, how old a
commit must be, and how skills are approved. Policies come in layers: the
machine's (/etc/skillpin/policy.toml, or $SKILLPIN_MACHINE_POLICY), the
user's ($XDG_CONFIG_HOME/skillpin/policy.toml), the organisation's that
skills.toml names in [policy] (a file, or a policy repository pinned in
skills.lock) and the project's own skills-policy.toml. Every layer applies:
a later one can only add restrictions.`,
		Example: `  skillpin policy show
  skillpin policy check --json`,
		Args: cmdutil.Subcommands,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(NewCmdPolicyShow(f, nil), NewCmdPolicyCheck(f, nil))
	return cmd
}

type policyOptions struct {
	f *cmdutil.Factory

	JSON bool
}

func NewCmdPolicyShow(f *cmdutil.Factory, runF func(context.Context, *policyOptions) error) *cobra.Command {
	opts := &policyOptions{f: f}
	if runF == nil {
		runF = runPolicyShow
	}
	cmd := &cobra.Command{
		Use:   "show",
		Short: "Print the effective policy and which layer set each rule",
		Long: `Show prints every policy layer that applies to the project, outermost first,
with where it comes from, then each rule with the layer that set it. It
reads local files and the cache only.`,
		Example: `  skillpin policy show
  skillpin policy show --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, "the layers and rules")
	return cmd
}

func runPolicyShow(_ context.Context, opts *policyOptions) error {
	f := opts.f
	p, err := f.OpenProject("policy show", true)
	if err != nil {
		return err
	}
	eff, unavailable := p.State().Policy()
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Layers      []state.Layer `json:"layers"`
			Rules       []policy.Row  `json:"rules"`
			Unavailable hint.Msg      `json:"unavailable,omitzero"`
		}{p.State().PolicyLayers(), cmdutil.NonNil(eff.Rows()), unavailable})
	}
	l := safetext.Show
	var b strings.Builder
	if len(eff.Layers) == 0 {
		b.WriteString("no policy applies: every source, tool and approval setting is allowed\n")
	} else {
		b.WriteString("layers (outermost first; each applies, a later one can only add restrictions):\n")
		tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
		for _, ly := range p.State().PolicyLayers() {
			fmt.Fprintf(tw, "  %s\t%s\t%s\n", ly.Name, l(ly.Origin), cmdutil.ShortHex(ly.Digest))
		}
		tw.Flush()
		rows := eff.Rows()
		if len(rows) == 0 {
			b.WriteString("\nrules: none\n")
		} else {
			b.WriteString("\nrules:\n")
			tw = tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
			for _, r := range rows {
				fmt.Fprintf(tw, "  %s\t%s\t(%s)\n", r.Key, l(r.Value), r.Layer)
			}
			tw.Flush()
		}
	}
	if !unavailable.IsZero() {
		fmt.Fprintf(&b, "\n! the organisation policy is not applied: %s\n  until it is, no skill reaches an agent\n", l(unavailable.Render(f.Scope())))
	}
	f.Printf("%s", b.String())
	return nil
}

func NewCmdPolicyCheck(f *cmdutil.Factory, runF func(context.Context, *policyOptions) error) *cobra.Command {
	opts := &policyOptions{f: f}
	if runF == nil {
		runF = runPolicyCheck
	}
	cmd := &cobra.Command{
		Use:   "check",
		Short: "Check every locked skill against the effective policy",
		Long: `Check judges every locked skill by the effective policy as install, verify,
the views and serve do, and lists each rule a skill breaks with the layer
that set it. It changes nothing in the project (a pinned organisation policy
missing from the cache is fetched into it). Exit 1 when a rule is broken.`,
		Example: `  skillpin policy check
  skillpin policy check --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, "the layers and violations")
	return cmd
}

func runPolicyCheck(ctx context.Context, opts *policyOptions) error {
	f := opts.f
	p, err := f.OpenProject("policy check", false)
	if err != nil {
		return err
	}
	r, err := p.PolicyCheck(ctx)
	if err != nil {
		return err
	}
	failed := len(r.Violations) > 0 || !r.Unavailable.IsZero()
	if opts.JSON {
		if err := cmdutil.WriteJSON(f.IO.Out, struct {
			OK bool `json:"ok"`
			*policypin.Report
		}{!failed, r}); err != nil {
			return err
		}
	} else {
		l := safetext.Show
		var b strings.Builder
		if !r.Unavailable.IsZero() {
			fmt.Fprintf(&b, "! the organisation policy is not applied: %s\n", l(r.Unavailable.Render(f.Scope())))
		}
		for _, v := range r.Violations {
			if v.Rule == "policy" {
				continue // said once above
			}
			fmt.Fprintf(&b, "%s %s: %s\n", v.Code, l(v.Skill), l(v.Render(f.Scope())))
		}
		fmt.Fprintf(&b, "policy check: %d skill(s) against %d layer(s); %d violation(s)\n", r.Skills, len(r.Layers), len(r.Violations))
		f.Printf("%s", b.String())
	}
	if failed {
		return cmdutil.Reported(errkind.CheckFailed)
	}
	return nil
}
