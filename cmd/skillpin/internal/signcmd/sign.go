// Package signcmd is skillpin sign: a skill directory signed as its
// publisher with a key (a Sigstore bundle, or an OMS signature with
// --format oms), or its unsigned statement printed for signing elsewhere.
package signcmd

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
)

type SignOptions struct {
	f *cmdutil.Factory

	SkillDir  string // the skill directory, as given
	KeyPath   string
	Out       string
	Statement bool
	JSON      bool

	// OMS signing (sign_oms.go).
	Format           string
	CertificateChain string
	Keyless          bool
	SigningConfig    string
	IdentityToken    string
}

func NewCmdSign(f *cmdutil.Factory, runF func(context.Context, *SignOptions) error) *cobra.Command {
	opts := &SignOptions{f: f}
	if runF == nil {
		runF = runSign
	}
	cmd := &cobra.Command{
		Use:   "sign DIR --key KEY.pem [--out FILE]",
		Short: "Sign a skill directory with a publisher key",
		Long: `Sign a skill as its publisher. skillpin hashes every file of the skill directory
DIR (the same file set consumers lock), and writes DIR/SKILL.sigstore.json: a
Sigstore bundle with a DSSE envelope over an in-toto statement that lists each
file's path and sha256. Commit that file next to SKILL.md; consumers whose
skills.toml has a [source.signature] policy with your public key verify it.

KEY.pem is an unencrypted ECDSA P-256/P-384 or Ed25519 private key (PKCS#8 or
SEC 1 PEM). Signing is offline: no certificate authority, no transparency log.

With --statement, sign prints the unsigned in-toto statement instead, for
signing keyless elsewhere (cosign attest-blob --statement, a CI workflow).

With --format oms, sign writes DIR/skill.oms.sig instead: an OpenSSF Model
Signing (OMS v1.0) signature that every OMS verifier accepts (model_signing's
"verify key", "verify certificate" and "verify sigstore"), signed with --key, with
--key and --certificate-chain (a private PKI's signing certificate, then its
issuers up to the root), or --keyless (a Sigstore identity token, and the
services of --signing-config). See docs/signatures.md.`,
		Example: `  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out publisher.pem
  openssl pkey -in publisher.pem -pubout -out publisher.pub
  skillpin sign skills/pdf --key publisher.pem
  skillpin sign skills/pdf --statement --out pdf.statement.json
  skillpin sign skills/pdf --format oms --key publisher.pem
  skillpin sign skills/pdf --format oms --key signing.key --certificate-chain signing-chain.pem
  skillpin sign skills/pdf --format oms --keyless --signing-config signing_config.json`,
		Args: cmdutil.ExactArgs(1, "one skill directory"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.SkillDir = args[0]
			if err := checkOMSFlags(opts); err != nil {
				return err
			}
			if !opts.Statement && opts.KeyPath == "" && !opts.Keyless {
				return cmdutil.UsageErrorf("sign needs --key KEY.pem (the publisher's private key), or --statement to print the statement for signing elsewhere")
			}
			if opts.Statement && opts.KeyPath != "" {
				return cmdutil.UsageErrorf("--statement prints the unsigned statement; it does not take --key")
			}
			if opts.Statement && opts.JSON {
				return cmdutil.UsageErrorf("--statement prints JSON already (an in-toto statement); --json is for the signing summary")
			}
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return nil, cobra.ShellCompDirectiveFilterDirs
		},
	}
	cmd.Flags().StringVar(&opts.KeyPath, "key", "", "publisher private key `KEY.pem` (required unless --statement)")
	cmd.Flags().StringVarP(&opts.Out, "out", "o", "", "write to `FILE` instead of DIR/SKILL.sigstore.json (or stdout with --statement)")
	cmd.Flags().BoolVar(&opts.Statement, "statement", false, "print the unsigned in-toto statement instead of signing")
	cmd.Flags().StringVar(&opts.Format, "format", formatSkillpin, "signature format: `skillpin` (DIR/SKILL.sigstore.json) or oms (OpenSSF Model Signing, DIR/skill.oms.sig)")
	cmd.Flags().StringVar(&opts.CertificateChain, "certificate-chain", "", "with --format oms and --key: the signing certificate, then its issuers up to the root, in PEM `FILE`")
	cmd.Flags().BoolVar(&opts.Keyless, "keyless", false, "with --format oms: sign keyless with Sigstore (an OIDC identity token and --signing-config)")
	cmd.Flags().StringVar(&opts.SigningConfig, "signing-config", "", "with --keyless: the Sigstore services in `FILE` (a signing_config.json)")
	cmd.Flags().StringVar(&opts.IdentityToken, "identity-token", "", "with --keyless: the OIDC identity token in `FILE`; default $SIGSTORE_ID_TOKEN, or GitHub Actions' token")
	cmdutil.JSONFlag(cmd, &opts.JSON, "the signing summary")
	cmdutil.CompleteFlag(cmd, "key", cobra.FixedCompletions(nil, cobra.ShellCompDirectiveDefault))
	return cmd
}

func runSign(ctx context.Context, opts *SignOptions) error {
	f := opts.f
	base, err := f.WorkDir()
	if err != nil {
		return err
	}
	// Paths on the command line are relative to -C, like every other path.
	resolve := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(base, p)
	}
	dir := resolve(opts.SkillDir)
	name, files, err := readSkillForSigning(f, dir, opts.SkillDir)
	if err != nil {
		return err
	}
	if opts.Format == formatOMS {
		return runSignOMS(ctx, opts, dir, files, resolve)
	}

	if opts.Statement {
		st, err := sigstore.Statement(name, files)
		if err != nil {
			return err
		}
		st = append(st, '\n')
		if opts.Out == "" {
			_, err = f.IO.Out.Write(st)
			return err
		}
		if err := atomicfile.WriteFile(resolve(opts.Out), st, 0o644, "sign.statement"); err != nil {
			return err
		}
		f.Infof("wrote the statement for %s (%d files, %s) to %s", name, len(files), files.Digest(), opts.Out)
		return nil
	}

	keyPEM, err := os.ReadFile(resolve(opts.KeyPath))
	if err != nil {
		return cmdutil.UsageErrorf("signing key: %v", err)
	}
	signer, err := signature.ParsePrivateKey(keyPEM)
	if err != nil {
		return cmdutil.UsageErrorf("signing key %s: %v", opts.KeyPath, err)
	}
	fingerprint, err := signature.Fingerprint(signer.Public())
	if err != nil {
		return cmdutil.UsageErrorf("signing key %s: %v", opts.KeyPath, err)
	}
	bundle, err := sigstore.Sign(name, files, keyPEM)
	if err != nil {
		return err
	}
	out, shown := filepath.Join(dir, signature.BundleFile), filepath.Join(opts.SkillDir, signature.BundleFile)
	if opts.Out != "" {
		out, shown = resolve(opts.Out), opts.Out
	}
	if err := atomicfile.WriteFile(out, bundle, 0o644, "sign.bundle"); err != nil {
		return err
	}

	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Name         string          `json:"name"`
			Digest       string          `json:"digest"`
			Key          string          `json:"key"`
			Bundle       string          `json:"bundle"`
			BundleDigest string          `json:"bundle_digest"`
			Files        catalog.FileSet `json:"files"`
		}{name, files.Digest(), fingerprint, shown, signature.BundleDigest(bundle), cmdutil.NonNil(files)})
	}
	f.Printf("Signed %s: %d files, skill digest %s\n", name, len(files), files.Digest())
	f.Printf("  key     %s\n", fingerprint)
	f.Printf("  bundle  %s (%s)\n", shown, signature.BundleDigest(bundle))
	if !f.Quiet {
		f.Printf("  files\n")
		for _, file := range files {
			f.Printf("    %s %s %s\n", strings.TrimPrefix(file.Digest, catalog.DigestPrefix), file.Mode(), file.Path)
		}
	}
	return nil
}

// readSkillForSigning reads the skill at dir: its name from SKILL.md and
// its file set, under the same rules consumers apply. A directory that is
// not a valid skill is bad input. shown is dir as the user typed it.
func readSkillForSigning(f *cmdutil.Factory, dir, shown string) (string, catalog.FileSet, error) {
	info, err := os.Stat(dir)
	if err != nil {
		return "", nil, cmdutil.UsageErrorf("skill directory: %v", err)
	}
	if !info.IsDir() {
		return "", nil, cmdutil.UsageErrorf("%s is not a directory; sign takes a skill directory (the one holding SKILL.md)", shown)
	}
	md, err := os.ReadFile(filepath.Join(dir, catalog.SkillFile))
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil, cmdutil.UsageErrorf("%s is not a skill directory: it has no %s", shown, catalog.SkillFile)
	}
	if err != nil {
		return "", nil, cmdutil.UsageErrorf("read %s: %v", filepath.Join(shown, catalog.SkillFile), err)
	}
	doc, probs := catalog.ParseSkillMD(md)
	files, fileProbs := catalog.FileSetOf(os.DirFS(dir), ".", catalog.Limits{})
	probs = append(probs, fileProbs...)
	for _, p := range probs {
		if p.Severity == catalog.Warning {
			f.Warnf("%s: %s", shown, p)
		}
	}
	if catalog.HasErrors(probs) || doc == nil {
		var msgs []string
		for _, p := range probs {
			if p.Severity == catalog.Error {
				msgs = append(msgs, "  "+p.String())
			}
		}
		return "", nil, cmdutil.UsageErrorf("%s is not a valid skill, so it cannot be signed:\n%s", shown, strings.Join(msgs, "\n"))
	}
	return doc.Frontmatter.Name, files, nil
}
