package signcmd

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/safetext"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
)

// Formats of `sign --format`.
const (
	formatSkillpin = "skillpin"
	formatOMS      = "oms"
)

// checkOMSFlags checks the flags that only OMS signing takes.
func checkOMSFlags(opts *SignOptions) error {
	switch {
	case opts.Format != formatSkillpin && opts.Format != formatOMS:
		return cmdutil.UsageErrorf("--format %q: use %q (SKILL.sigstore.json) or %q (OpenSSF Model Signing, skill.oms.sig)", opts.Format, formatSkillpin, formatOMS)
	case opts.Format != formatOMS && (opts.CertificateChain != "" || opts.Keyless):
		return cmdutil.UsageErrorf("--certificate-chain and --keyless make OMS signatures; add --format oms")
	case (opts.SigningConfig != "" || opts.IdentityToken != "") && !opts.Keyless:
		return cmdutil.UsageErrorf("--signing-config and --identity-token are for keyless signing; add --keyless")
	case opts.Keyless && (opts.KeyPath != "" || opts.CertificateChain != ""):
		return cmdutil.UsageErrorf("--keyless signs with a short-lived Sigstore certificate; it takes no --key or --certificate-chain")
	case opts.CertificateChain != "" && opts.KeyPath == "":
		return cmdutil.UsageErrorf("--certificate-chain needs --key, the signing certificate's private key")
	case opts.Keyless && opts.SigningConfig == "":
		return cmdutil.UsageErrorf("--keyless needs --signing-config FILE: the Sigstore services to use (a Fulcio, and a timestamp authority or transparency log)")
	case opts.Format == formatOMS && opts.Statement:
		return cmdutil.UsageErrorf("--statement prints skillpin's statement; OMS signatures are made by sign --format oms itself")
	}
	return nil
}

// runSignOMS writes DIR/skill.oms.sig (or --out): the OMS signature of the
// directory's files, named after the directory as OMS signers name it.
func runSignOMS(ctx context.Context, opts *SignOptions, dir string, files catalog.FileSet, resolve func(string) string) error {
	f := opts.f
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	name := filepath.Base(abs)
	var sig []byte
	var signer string
	switch {
	case opts.Keyless:
		config, err := safefile.ReadNamed(resolve(opts.SigningConfig), 1<<20)
		if err != nil {
			return errkind.Mark(fmt.Errorf("--signing-config: %w", err), errkind.Invalid)
		}
		svc, err := sigstore.ParseSigningConfig(config, time.Now())
		if err != nil {
			return fmt.Errorf("%s: %w", opts.SigningConfig, err)
		}
		tokenFile := opts.IdentityToken
		if tokenFile != "" {
			tokenFile = resolve(tokenFile)
		}
		token, err := sigstore.IdentityToken(ctx, tokenFile, f.Getenv, &http.Client{Timeout: time.Minute})
		if err != nil {
			return err
		}
		k, err := sigstore.NewKeylessSigner(ctx, svc, token, sigstore.KeylessOptions{})
		if err != nil {
			return err
		}
		if sig, err = k.SignOMS(ctx, name, files); err != nil {
			return err
		}
		signer = fmt.Sprintf("identity %s (issuer %s)", k.Identity, k.Issuer)
	default:
		keyPEM, err := os.ReadFile(resolve(opts.KeyPath))
		if err != nil {
			return cmdutil.UsageErrorf("signing key: %v", err)
		}
		if opts.CertificateChain == "" {
			if sig, err = sigstore.SignOMS(name, files, keyPEM); err != nil {
				return err
			}
			pub, err := signature.ParsePrivateKey(keyPEM)
			if err != nil {
				return cmdutil.UsageErrorf("signing key %s: %v", opts.KeyPath, err)
			}
			fp, err := signature.Fingerprint(pub.Public())
			if err != nil {
				return err
			}
			signer = "key " + fp
			break
		}
		chainPEM, err := os.ReadFile(resolve(opts.CertificateChain))
		if err != nil {
			return cmdutil.UsageErrorf("--certificate-chain: %v", err)
		}
		if sig, err = sigstore.SignOMSWithChain(name, files, keyPEM, chainPEM); err != nil {
			return err
		}
		signer = "the certificate first in " + opts.CertificateChain
	}
	out, shown := filepath.Join(dir, signature.OMSFile), filepath.Join(opts.SkillDir, signature.OMSFile)
	if opts.Out != "" {
		out, shown = resolve(opts.Out), opts.Out
	}
	if err := atomicfile.WriteFile(out, sig, 0o644, "sign.bundle"); err != nil {
		return err
	}
	signed := 0
	for _, file := range files {
		if file.Path != signature.OMSFile {
			signed++
		}
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Name         string `json:"name"`
			Format       string `json:"format"`
			Signer       string `json:"signer"`
			Signature    string `json:"signature"`
			BundleDigest string `json:"bundle_digest"`
			Files        int    `json:"files"`
		}{name, formatOMS, signer, shown, signature.BundleDigest(sig), signed})
	}
	f.Printf("Signed %s (OMS): %d files\n", safetext.Line(name), signed)
	f.Printf("  signer     %s\n", safetext.Line(signer))
	f.Printf("  signature  %s (%s)\n", safetext.Line(shown), signature.BundleDigest(sig))
	return nil
}
