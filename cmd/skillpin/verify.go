package main

import (
	"bytes"
	"context"
	"io"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/sbomcmd"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify"
)

type verifyOptions struct {
	f *Factory

	Offline bool
	Strict  bool
	Format  string // text, json or github
	JSON    bool
	// ApprovalsBase is a git revision: what lets each skill reach agents
	// must already be there (APPROVAL_NOT_IN_BASE otherwise).
	ApprovalsBase string
	// ApprovalsAuthor is the pull request's author: a self-approval
	// (settings.self_approval_signers) counts only when signed by them.
	ApprovalsAuthor string
	SBOM            string // --sbom FILE (sbom.go)
}

var verifyFormats = []string{"text", "json", "github"}

func newCmdVerify(f *Factory, runF func(context.Context, *verifyOptions) error) *cobra.Command {
	opts := &verifyOptions{f: f}
	if runF == nil {
		runF = runVerify
	}
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "The CI gate: re-check lock, content, refs, signatures and installed files",
		Long: `Verify re-hashes every locked skill from git objects at its pinned commit,
checks that skills.toml and skills.lock agree, that no tag moved and no branch
was rewritten upstream (unless --offline), that signatures hold, and that the
store, trusted root and targets match the lock. It changes nothing.

--approvals-base REV (a git revision of the project, e.g. the target branch
of a pull request) also requires that whatever lets each skill reach agents
— an approval of its locked digest, approval = "lock", a trusted source —
was already there at REV: a change may not approve its own content
(APPROVAL_NOT_IN_BASE). The policy at REV (the organisation's that
skills.toml names there and the project's skills-policy.toml) applies as
well as the change's own: a change cannot loosen the rules it is checked
against by editing [policy], pinning an older policy commit or relaxing
skills-policy.toml (POLICY_VIOLATION naming the base layer).

With a policy (see skillpin policy), each rule a skill breaks is a
POLICY_VIOLATION naming the rule and the layer that set it; an approval the
policy requires signed is APPROVAL_UNSIGNED without a signature and
APPROVAL_SIGNATURE_INVALID with one that does not hold; online, a pinned
organisation policy its ref has moved on from is POLICY_OUTDATED.

Warnings (a pending approval, a branch that moved ahead, a project not
installed here) are printed but pass the gate. --strict fails on them too: it
reports every warning as an error. Use it where the checkout must be exactly
what agents run: the default branch, a release, a deploy.

Exit 0 when clean, 1 on any error finding (any finding with --strict), 2 on
bad input, 3 when a remote cannot be reached.`,
		Example: `  skillpin verify
  skillpin verify --offline
  skillpin verify --strict --format github
  skillpin verify --approvals-base origin/main
  skillpin verify --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			format, err := cmdutil.ResolveFormat(cmd, opts.Format, opts.JSON, verifyFormats...)
			if err != nil {
				return err
			}
			opts.Format = format
			return runF(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Offline, "offline", false, "use the cache only: skip the upstream ref check")
	cmd.Flags().StringVar(&opts.ApprovalsBase, "approvals-base", "", "require every approval to exist at git revision `REV` already")
	cmd.Flags().StringVar(&opts.ApprovalsAuthor, "approvals-author", "", "with --approvals-base: the pull request's author `NAME`; a self-approval counts only when NAME signed it (settings.self_approval_signers)")
	cmd.Flags().StringVar(&opts.SBOM, "sbom", "", "also write the approved skills' bill of materials to `FILE` (SPDX 2.3 JSON when it ends in .spdx.json, else CycloneDX 1.6 JSON), whatever the gate's verdict")
	cmd.Flags().BoolVar(&opts.Strict, "strict", false, "warnings fail the gate too: every finding is reported as an error")
	cmdutil.FormatFlag(cmd, &opts.Format, &opts.JSON, verifyFormats...)
	return cmd
}

func runVerify(ctx context.Context, opts *verifyOptions) error {
	if opts.ApprovalsAuthor != "" && opts.ApprovalsBase == "" {
		return cmdutil.UsageErrorf("--approvals-author goes with --approvals-base (the revision the approvals are checked against)")
	}
	f := opts.f
	render := map[string]func(io.Writer, *verify.Report) error{
		"text":   verify.RenderText,
		"json":   verify.RenderJSON,
		"github": verify.RenderGitHub,
	}[opts.Format]
	if opts.Format == "text" && f.Quiet {
		render = verify.RenderTextQuiet // -q: errors and the summary
	}
	env, err := f.Env("verify", opts.Offline)
	if err != nil {
		return err
	}
	env.Verifying = true
	env.Log = nil // findings are the output
	p, err := f.Track(project.Open(env))
	if err != nil {
		return err
	}
	rep, err := p.Verify(ctx)
	if err != nil {
		if errkind.Of(err) == errkind.Unavailable && !opts.Offline {
			return hint.Errorf("%w\n(%s checks everything but the upstream refs, from the cache)", err, hint.Run("verify", "--offline"))
		}
		return err
	}
	if opts.ApprovalsBase != "" {
		if err := p.VerifyApprovalsBase(opts.ApprovalsBase, opts.ApprovalsAuthor, rep); err != nil {
			return err
		}
		if err := p.VerifyPolicyBase(ctx, opts.ApprovalsBase, rep); err != nil {
			return err
		}
	}
	if opts.SBOM != "" {
		if err := sbomcmd.WriteVerifySBOM(f, p, opts.SBOM); err != nil {
			return err
		}
	}
	passed := rep.Passed(opts.Strict)
	if opts.Strict {
		// Every format says the gate failed when it did: a warning that
		// fails it is an error.
		for i := range rep.Findings {
			rep.Findings[i].Severity = verify.SeverityError
		}
	}
	rep.ForScope(f.Scope())
	var out bytes.Buffer
	if err := render(&out, rep); err != nil {
		return err
	}
	if err := f.WriteOut(out.Bytes(), opts.Format == "json"); err != nil {
		return err
	}
	if !passed {
		return cmdutil.Reported(errkind.CheckFailed)
	}
	return nil
}
