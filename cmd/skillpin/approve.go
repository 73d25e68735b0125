package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/safetext"
	"github.com/skillpin/skillpin/internal/verify/approval"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
)

type approveOptions struct {
	f *Factory

	Names    []string
	All      bool
	Yes      bool
	JSON     bool
	Stat     bool // the review without file content
	MaxLines int  // lines shown of each file's diff; 0 = all
	Content  bool // every line of each file's diff (up to MaxLines)
	// maxLinesSet: --max-lines was given, and applies without --content.
	maxLinesSet bool
	// Sign is how each approval is signed: "" (not signed), "ssh" (the
	// approver's SSH key) or "sigstore" (keyless).
	Sign string
	Key  string // the SSH key; default git's user.signingkey
	// IdentityToken is a file holding the OIDC token keyless signing
	// presents; SigningConfig a signing_config.json naming the Sigstore
	// services (default: the policy's approval.signing_config).
	IdentityToken string
	SigningConfig string
	// AcceptRisks are the codes of critical audit findings the approver
	// accepts (--accept-risk CODE).
	AcceptRisks []string
}

func newCmdApprove(f *Factory, runF func(context.Context, *approveOptions) error) *cobra.Command {
	opts := &approveOptions{f: f}
	if runF == nil {
		runF = runApprove
	}
	cmd := &cobra.Command{
		Use:   "approve NAME...|--all",
		Short: "Approve the exact locked content of skills",
		Long: `Approve shows what is being approved (files, bytes, executable files,
allowed-tools, signer) and the same review skillpin diff shows for it: for a
re-approval the change since the approved version, for a first approval
everything, with each file's content and the risks (hidden text, scripts,
nested skills, …). On a terminal it shows the review through $PAGER
(default less -FRX) and then asks, and records an approval bound to
the skill's digest. Without a terminal pass --yes. A later content change
revokes it. --stat leaves the file content out; --max-lines bounds it.

A signer is shown only for a signature approve verified, as verify does
(its bundle at the pinned commit): a signature record in skills.lock is a
claim until then. A skill whose lock entry fails those checks (a record
that does not verify, one for a source without a signature policy, none
where the policy requires one) is not approved: the preview names the
check, and approve exits 1 having approved nothing.

The preview starts with the audit of each skill (skillpin audit): what it
would do, finding by finding. A skill with a critical finding is not
approved unless --accept-risk names the finding's code; the accepted codes
are recorded with the approval in .skillpin/approvals.toml.

With --sign, each approval also carries the approver's SSH signature of the
record (skill, digest, approver, time), made with --key or git's
user.signingkey (a private key, or a public key whose private key is in
ssh-agent) in the namespace skillpin-approval, as ssh-keygen -Y sign makes
it. A policy can require signed approvals from allowed signers, and several
distinct approvers: each runs approve --sign, and signatures of the same
content are kept side by side (see docs/policy.md).

With --sign=sigstore, the record is signed keyless: an OIDC identity token
(--identity-token FILE, else $SIGSTORE_ID_TOKEN, else the token GitHub
Actions issues to a job with id-token: write) gets a short-lived
certificate for the approver's identity from Fulcio, and a timestamp
authority or transparency log witnesses the signature. The services are
those of the policy's approval.signing_config, or of --signing-config
FILE; skillpin names none of its own. The approver is the identity the
certificate names, and the Sigstore bundle is stored with the approval.

With -q the preview is not printed, except before a question: a question is
only asked with what it is about.`,
		Example: `  skillpin approve pdf
  skillpin approve --all --yes
  skillpin approve pdf xlsx --json --yes
  skillpin approve tracker --accept-risk PIPE_TO_SHELL
  skillpin approve --sign pdf
  skillpin approve --sign --key ~/.ssh/id_ed25519 --all --yes
  skillpin approve --sign=sigstore --all --yes`,
		Args: cmdutil.AnyArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Names = args
			opts.maxLinesSet = cmd.Flags().Changed("max-lines")
			switch {
			case opts.All && len(args) > 0:
				return cmdutil.UsageErrorf("name skills or pass --all, not both%s", cmdutil.UsageHint(cmd.CommandPath()))
			case !opts.All && len(args) == 0:
				return cmdutil.UsageErrorf("approve takes at least one skill name, or --all%s", cmdutil.UsageHint(cmd.CommandPath()))
			case opts.Sign != "" && opts.Sign != signSSH && opts.Sign != signSigstore:
				return cmdutil.UsageErrorf("--sign=%s: sign with %q (an SSH key, the default) or %q (keyless)%s", opts.Sign, signSSH, signSigstore, cmdutil.UsageHint(cmd.CommandPath()))
			case opts.Key != "" && opts.Sign != signSSH:
				return cmdutil.UsageErrorf("--key names the SSH key --sign signs with; pass --sign too%s", cmdutil.UsageHint(cmd.CommandPath()))
			case (opts.IdentityToken != "" || opts.SigningConfig != "") && opts.Sign != signSigstore:
				return cmdutil.UsageErrorf("--identity-token and --signing-config are for keyless signing; pass --sign=sigstore too%s", cmdutil.UsageHint(cmd.CommandPath()))
			}
			for _, c := range opts.AcceptRisks {
				if !audit.ValidCode(c) {
					return cmdutil.UsageErrorf("--accept-risk %q is not a finding code: name the code of a critical finding the preview shows, such as PIPE_TO_SHELL%s", c, cmdutil.UsageHint(cmd.CommandPath()))
				}
			}
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: cmdutil.CompleteNames(f, true, false),
	}
	cmd.Flags().BoolVar(&opts.All, "all", false, "approve every locked skill not approved yet")
	cmd.Flags().BoolVarP(&opts.Yes, "yes", "y", false, "approve without asking")
	cmdutil.JSONFlag(cmd, &opts.JSON, "the preview")
	cmd.Flags().BoolVar(&opts.Stat, "stat", false, "show files by size only, without their content (risks are still shown)")
	cmd.Flags().StringSliceVar(&opts.AcceptRisks, "accept-risk", nil, "approve despite critical audit findings of code `CODE` (repeatable; recorded with the approval)")
	cmd.Flags().IntVar(&opts.MaxLines, "max-lines", defaultMaxLines, "show at most `N` lines of each file's diff; 0 shows all")
	cmd.Flags().BoolVar(&opts.Content, "content", false, fmt.Sprintf("show every line of each file's changes (up to --max-lines), not the first %d", glimpseLines))
	cmd.Flags().StringVar(&opts.Sign, "sign", "", "sign each approval: with your SSH key (--sign, see --key), or keyless with Sigstore (--sign=sigstore)")
	cmd.Flags().Lookup("sign").NoOptDefVal = signSSH
	cmdutil.CompleteFlag(cmd, "sign", cmdutil.CompleteValues(signSSH, signSigstore))
	cmd.Flags().StringVar(&opts.Key, "key", "", "the SSH key that signs (`FILE`, or key::PUBLIC-KEY for ssh-agent); default git's user.signingkey")
	cmd.Flags().StringVar(&opts.IdentityToken, "identity-token", "", "with --sign=sigstore: the OIDC identity token in `FILE`; default $SIGSTORE_ID_TOKEN, or GitHub Actions' token")
	cmd.Flags().StringVar(&opts.SigningConfig, "signing-config", "", "with --sign=sigstore: the Sigstore services in `FILE` (a signing_config.json); default the policy's approval.signing_config")
	return cmd
}

func runApprove(ctx context.Context, opts *approveOptions) error {
	f := opts.f
	p, err := f.OpenProject("approve", true)
	if err != nil {
		return err
	}
	signer, err := approveSigner(ctx, f, p, opts)
	if err != nil {
		return err
	}
	by, signedBy := f.Approver(), ""
	if signer != nil {
		// The approver is who signs: for keyless, the certificate's
		// identity.
		by, signedBy = signer.Approver(), signer.Approver()
	}
	previews, err := p.PreviewApproval(ctx, opts.Names, opts.All, signedBy)
	if err != nil {
		return err
	}
	if len(previews) == 0 {
		if opts.JSON {
			return cmdutil.WriteJSON(f.IO.Out, struct {
				Skills []approval.Preview `json:"skills"`
			}{[]approval.Preview{}})
		}
		f.Printf("every locked skill is approved already\n")
		return nil
	}
	ask := !opts.Yes
	switch {
	case opts.JSON:
		if err := cmdutil.WriteJSON(f.IO.Out, struct {
			Skills []approval.Preview `json:"skills"`
		}{previews}); err != nil {
			return err
		}
	case !f.Quiet || ask && f.IO.InTTY:
		if err := showApproval(f, opts, previews, ask); err != nil {
			return err
		}
	}
	// A skill whose lock entry fails its checks is not approvable: the
	// preview above says why, and nothing is asked. Nor is one with a
	// critical audit finding the approver did not accept.
	if err := approval.Unapprovable(previews); err != nil {
		return err
	}
	for i := range previews {
		previews[i].AcceptedRisks = opts.AcceptRisks
	}
	if err := approval.UnacceptedRisks(previews); err != nil {
		return err
	}
	if ask {
		if !f.IO.InTTY {
			if f.Quiet && !opts.JSON {
				return cmdutil.UsageErrorf("not a terminal: pass --yes to approve (without -q, approve shows what it approves)")
			}
			return cmdutil.UsageErrorf("not a terminal: review the above and pass --yes to approve")
		}
		yes, err := f.Confirm(ctx, fmt.Sprintf("Approve %s?", humanize.Count(len(previews), "skill", "skills")))
		if err != nil {
			return err
		}
		if !yes {
			fmt.Fprintln(f.IO.ErrOut, "nothing approved")
			return cmdutil.Reported(errkind.CheckFailed)
		}
	}
	res, err := p.Approve(ctx, previews, by, signer)
	if res != nil {
		f.PrintInstall(res)
	}
	if err != nil {
		return err
	}
	if !opts.JSON {
		signed := ""
		if signer != nil {
			signed = " (signed with " + safetext.Line(signer.Describe()) + ")"
		}
		for _, pv := range previews {
			f.Printf("approved %s at %s%s\n", pv.Name, cmdutil.ShortHex(pv.Digest), signed)
		}
	}
	return nil
}

// approveSigner is who signs the approvals, as --sign says: an SSH key
// (--key, else git's user.signingkey), Sigstore keyless, or nil (unsigned).
func approveSigner(ctx context.Context, f *Factory, p *project.Project, opts *approveOptions) (policy.ApprovalSigner, error) {
	var signer policy.ApprovalSigner
	switch opts.Sign {
	case signSSH:
		spec := opts.Key
		if spec == "" {
			dir := "."
			if lay, err := f.Layout(); err == nil {
				dir = lay.Config
			}
			spec = approvals.GitConfig(dir, f.Getenv, "user", "signingkey")
		}
		key, err := policy.LoadSigner(spec, f.Getenv)
		if err != nil {
			return nil, err
		}
		signer = policy.SSHApprovalSigner(f.Approver(), key)
	case signSigstore:
		return keylessSigner(ctx, f, p, opts)
	}
	return signer, nil
}

// showApproval shows what is about to be approved: the overview, then
// each skill's record, audit and changes (paged when a person will be
// asked).
func showApproval(f *Factory, opts *approveOptions, previews []approval.Preview, ask bool) error {
	var out bytes.Buffer
	o := lockdiff.Options{Stat: opts.Stat, MaxLines: opts.MaxLines, More: moreApprove(opts), Scope: opts.f.Scope()}
	// As diff: the first lines of each change, every line with
	// --content (what is approved is the whole content either way).
	full := "each skill's record, audit and content follow"
	if !opts.Content && !opts.Stat && !opts.maxLinesSet {
		more := hint.Run(append(moreApproveArgs(opts), "--content")...)
		o.MaxLines, o.More = glimpseLines, more
		full = fmt.Sprintf("each skill's record, audit and files follow with the first %d lines of each change; every line: `%s`", glimpseLines, more.Line(opts.f.Scope()))
	}
	if err := writeApprovalOverview(&out, previews, o, full); err != nil {
		return err
	}
	if err := renderPreviews(&out, previews, o); err != nil {
		return err
	}
	// A person about to answer the prompt reads the review through
	// the pager; what is not asked (--yes, no terminal) is printed.
	write := f.WriteOut
	if ask && f.IO.InTTY {
		write = func(b []byte, _ bool) error { return f.Page(b) }
	}
	if err := write(out.Bytes(), false); err != nil {
		return err
	}
	return nil
}

// Values of approve --sign.
const (
	signSSH      = "ssh"
	signSigstore = "sigstore"
)

// keylessSigner prepares keyless signing: the services from
// --signing-config or the policy, the identity token, and a certificate
// for its identity. Nothing names a service by default.
func keylessSigner(ctx context.Context, f *Factory, p *project.Project, opts *approveOptions) (policy.ApprovalSigner, error) {
	eff, _ := p.State().Policy()
	config, from := eff.SigningConfig()
	if opts.SigningConfig != "" {
		b, err := safefile.ReadNamed(opts.SigningConfig, 1<<20)
		if err != nil {
			return nil, errkind.Mark(fmt.Errorf("--signing-config: %w", err), errkind.Invalid)
		}
		config, from = b, opts.SigningConfig
	}
	if config == nil {
		return nil, errkind.Mark(errors.New("keyless signing needs the Sigstore services to use (a Fulcio, and a timestamp authority or transparency log): set approval.signing_config = \"signing_config.json\" in the policy, beside it, or pass --signing-config FILE (see docs/policy.md)"), errkind.Invalid)
	}
	svc, err := sigstore.ParseSigningConfig(config, time.Now())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", from, err)
	}
	token, err := sigstore.IdentityToken(ctx, opts.IdentityToken, f.Getenv, &http.Client{Timeout: time.Minute})
	if err != nil {
		return nil, err
	}
	k, err := sigstore.NewKeylessSigner(ctx, svc, token, sigstore.KeylessOptions{TrustedRootJSON: eff.KeylessTrustedRoot()})
	if err != nil {
		return nil, err
	}
	if !f.Quiet {
		fmt.Fprintf(f.IO.ErrOut, "signing keyless as %s (issuer %s), certified by %s\n", safetext.Line(k.Identity), safetext.Line(k.Issuer), safetext.Line(svc.Fulcio))
	}
	return policy.KeylessApprovalSigner(k, k.Identity, k.Issuer), nil
}

// moreApprove is the command that shows the whole review.
func moreApprove(opts *approveOptions) hint.Cmd {
	return hint.Run(append(moreApproveArgs(opts), "--max-lines", "0")...)
}

// moreApproveArgs is the approve command of this run, for a hint.
func moreApproveArgs(opts *approveOptions) []string {
	parts := []string{"approve"}
	if opts.All {
		parts = append(parts, "--all")
	}
	return append(parts, opts.Names...)
}

// renderPreviews prints what approving would approve, each skill followed
// by its review as diff shows it; every value comes from the skill and is
// escaped.
func renderPreviews(w io.Writer, previews []approval.Preview, o lockdiff.Options) error {
	l := safetext.Line
	list := func(xs []string) string {
		out := make([]string, len(xs))
		for i, x := range xs {
			out[i] = l(x)
		}
		return strings.Join(out, ", ")
	}
	for _, pv := range previews {
		fmt.Fprintf(w, "%s  (source %s", l(pv.Name), l(pv.Source))
		if pv.Commit != "" {
			fmt.Fprintf(w, " at %s", cmdutil.ShortCommit(pv.Commit))
		}
		fmt.Fprintf(w, ")\n  digest       %s\n", l(pv.Digest))
		fmt.Fprintf(w, "  files        %d (%d bytes)\n", pv.Files, pv.Bytes)
		if len(pv.Executables) > 0 {
			fmt.Fprintf(w, "  executables  %s\n", list(pv.Executables))
		} else {
			fmt.Fprintf(w, "  executables  none\n")
		}
		if pv.AllowedTools != nil {
			fmt.Fprintf(w, "  allowed-tools %s\n", list(pv.AllowedTools))
		} else {
			fmt.Fprintf(w, "  allowed-tools (not declared)\n")
		}
		switch {
		case pv.Signer != "":
			fmt.Fprintf(w, "  signed by    %s (verified)\n", l(pv.Signer))
		case pv.ClaimedSigner != "":
			fmt.Fprintf(w, "  signature    NOT VERIFIED: skills.lock claims a signature by %s, and it does not verify\n", l(pv.ClaimedSigner))
		default:
			fmt.Fprintf(w, "  signed by    (unsigned)\n")
		}
		for _, pr := range pv.Problems {
			fmt.Fprintf(w, "  ! %s  %s\n", pr.Code, l(pr.Message.Render(o.Scope)))
		}
		writeApprovalAudit(w, pv)
		if pv.PreviousDigest != "" {
			fmt.Fprintf(w, "  re-approval  was %s; changed: %s\n", cmdutil.ShortHex(pv.PreviousDigest), l(pv.Change))
		}
		if pv.AlreadyApproved {
			fmt.Fprintf(w, "  (already approved at this digest)\n")
		}
		if pv.Review != nil {
			fmt.Fprintf(w, "\n")
			if err := lockdiff.WriteTextSkill(w, *pv.Review, o); err != nil {
				return err
			}
			fmt.Fprintf(w, "\n")
		}
	}
	return nil
}

// writeApprovalAudit prints the audit of a skill in its preview.
func writeApprovalAudit(w io.Writer, pv approval.Preview) {
	fmt.Fprintf(w, "  audit        %s\n", cmdutil.Summarize(pv.Audit))
	for _, fd := range pv.Audit {
		loc := fd.File
		if fd.Line > 0 {
			loc = fmt.Sprintf("%s:%d", fd.File, fd.Line)
		}
		fmt.Fprintf(w, "    %-8s %s %s: %s\n", fd.Severity, fd.Code, safetext.Line(loc), fd.Title)
		if fd.Match != "" {
			fmt.Fprintf(w, "             %s\n", fd.Match)
		}
		fmt.Fprintf(w, "             check: %s\n", fd.Check)
	}
	for _, sf := range pv.AuditSuppressed {
		fmt.Fprintf(w, "    accepted %s %s: %s (suppressed in skills.toml: %s)\n", sf.Code, safetext.Line(sf.File), sf.Title, safetext.Line(sf.Reason))
	}
}

type revokeOptions struct {
	f *Factory

	Names []string
	JSON  bool
}

func newCmdRevoke(f *Factory, runF func(context.Context, *revokeOptions) error) *cobra.Command {
	opts := &revokeOptions{f: f}
	if runF == nil {
		runF = runRevoke
	}
	cmd := &cobra.Command{
		Use:   "revoke NAME...",
		Short: "Withdraw approvals; the skills leave the root and targets",
		Long: `Revoke removes the approval records of the named skills. Unless the policy
or a trusted source stands in for an approval, they leave the trusted root
and the targets until approved again.`,
		Example: `  skillpin revoke pdf
  skillpin revoke pdf xlsx --json`,
		Args: cmdutil.MinArgs(1, "at least one skill name"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Names = args
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: cmdutil.CompleteNames(f, true, false),
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, "the revoked skills")
	return cmd
}

func runRevoke(ctx context.Context, opts *revokeOptions) error {
	f := opts.f
	p, err := f.OpenProject("revoke", true)
	if err != nil {
		return err
	}
	revoked, res, err := p.Revoke(ctx, opts.Names)
	if res != nil {
		f.PrintInstall(res)
	}
	if err != nil {
		return err
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Revoked []string `json:"revoked"`
		}{cmdutil.NonNil(revoked)})
	}
	for _, n := range revoked {
		f.Printf("revoked %s\n", n)
	}
	if len(revoked) == 0 {
		f.Printf("no approval to revoke\n")
	}
	return nil
}
