package main

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/verify/report"
)

func newVerifyCmd(f *Factory) *cobra.Command {
	var offline bool
	var format string
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "The CI gate: re-check lock, content, refs, signatures and installed files",
		Long: `Verify re-hashes every locked skill from git objects at its pinned commit,
checks that skills.toml and skills.lock agree, that no tag moved and no branch
was rewritten upstream (unless --offline), that signatures hold, and that the
store, trusted root and targets match the lock. It changes nothing.

Exit 0 when clean, 1 on any error finding, 2 on bad input, 3 when a remote
cannot be reached.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			render := map[string]func(io.Writer, *report.Report) error{
				"text":   report.RenderText,
				"json":   report.RenderJSON,
				"github": report.RenderGitHub,
			}[format]
			if render == nil {
				return usageErrorf("--format must be text, json or github (got %q)", format)
			}
			env, err := f.env("verify", offline)
			if err != nil {
				return err
			}
			env.Verifying = true
			env.Log = nil // findings are the output
			p, err := project.Open(env)
			if err != nil {
				return err
			}
			rep, err := p.Verify(cmd.Context())
			if err != nil {
				return err
			}
			if err := render(f.IO.Out, rep); err != nil {
				return err
			}
			if !rep.OK() {
				return silentExit(ExitCheck)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&offline, "offline", false, "use the cache only: skip the upstream ref check")
	cmd.Flags().StringVar(&format, "format", "text", "output `FORMAT`: text, json or github (workflow annotations)")
	return cmd
}
