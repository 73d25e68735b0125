package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/project"
)

func newApproveCmd(f *Factory) *cobra.Command {
	var all, yes, asJSON bool
	cmd := &cobra.Command{
		Use:   "approve NAME...|--all",
		Short: "Approve the exact locked content of skills",
		Long: `Approve shows what is being approved (files, bytes, executable files,
allowed-tools, signer, and for a re-approval the change since the approved
version), asks on a terminal, and records an approval bound to the skill's
digest. Without a terminal pass --yes. A later content change revokes it.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if all && len(args) > 0 {
				return usageErrorf("name skills or pass --all, not both")
			}
			p, err := f.openProject("approve", true)
			if err != nil {
				return err
			}
			previews, err := p.PreviewApproval(cmd.Context(), args, all)
			if err != nil {
				return err
			}
			if len(previews) == 0 {
				fmt.Fprintln(f.IO.Out, "every locked skill is approved already")
				return nil
			}
			if asJSON {
				if err := writeJSON(f.IO.Out, struct {
					Skills []project.ApprovalPreview `json:"skills"`
				}{previews}); err != nil {
					return err
				}
			} else {
				renderPreviews(f.IO.Out, previews)
			}
			if !yes {
				if !f.IO.InTTY {
					return usageErrorf("not a terminal: review the above and pass --yes to approve")
				}
				ok := f.confirm(fmt.Sprintf("Approve %s?", plural(len(previews), "skill", "skills")))
				if !ok {
					fmt.Fprintln(f.IO.ErrOut, "nothing approved")
					return silentExit(ExitCheck)
				}
			}
			res, err := p.Approve(cmd.Context(), previews, f.approver())
			if res != nil {
				f.printInstall(res)
			}
			if err != nil {
				return err
			}
			if !asJSON {
				for _, pv := range previews {
					fmt.Fprintf(f.IO.Out, "approved %s at %s\n", pv.Name, shortHex(pv.Digest))
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&all, "all", false, "approve every locked skill not approved yet")
	cmd.Flags().BoolVarP(&yes, "yes", "y", false, "approve without asking")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the preview as JSON")
	return cmd
}

func renderPreviews(w io.Writer, previews []project.ApprovalPreview) {
	for _, pv := range previews {
		fmt.Fprintf(w, "%s  (source %s", pv.Name, pv.Source)
		if pv.Commit != "" {
			fmt.Fprintf(w, " at %s", shortCommit(pv.Commit))
		}
		fmt.Fprintf(w, ")\n  digest       %s\n", pv.Digest)
		fmt.Fprintf(w, "  files        %d (%d bytes)\n", pv.Files, pv.Bytes)
		if len(pv.Executables) > 0 {
			fmt.Fprintf(w, "  executables  %s\n", strings.Join(pv.Executables, ", "))
		} else {
			fmt.Fprintf(w, "  executables  none\n")
		}
		if pv.AllowedTools != nil {
			fmt.Fprintf(w, "  allowed-tools %s\n", strings.Join(pv.AllowedTools, ", "))
		} else {
			fmt.Fprintf(w, "  allowed-tools (not declared)\n")
		}
		if pv.Signer != "" {
			fmt.Fprintf(w, "  signed by    %s\n", pv.Signer)
		} else {
			fmt.Fprintf(w, "  signed by    (unsigned)\n")
		}
		if pv.PreviousDigest != "" {
			fmt.Fprintf(w, "  re-approval  was %s; changed: %s\n", shortHex(pv.PreviousDigest), pv.Change)
		}
		if pv.AlreadyApproved {
			fmt.Fprintf(w, "  (already approved at this digest)\n")
		}
	}
}

func newRevokeCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "revoke NAME...",
		Short: "Withdraw approvals; the skills leave the root and targets",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := f.openProject("revoke", true)
			if err != nil {
				return err
			}
			revoked, res, err := p.Revoke(cmd.Context(), args)
			if res != nil {
				f.printInstall(res)
			}
			if err != nil {
				return err
			}
			for _, n := range revoked {
				fmt.Fprintf(f.IO.Out, "revoked %s\n", n)
			}
			if len(revoked) == 0 {
				fmt.Fprintln(f.IO.Out, "no approval to revoke")
			}
			return nil
		},
	}
}
