package signature

import (
	"bytes"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/install/safefile"
)

// ReadPolicy reads the files a policy names, relative to projectDir, and
// checks what needs no Sigstore code: the keys that go together, a key
// and a certificate chain that parse. A keyless policy's trusted root is
// read but not loaded: Sigstore.CheckPolicy does that, and the two
// together are the check every policy gets before it is used. Errors are
// *InputError naming the key and file at fault.
func ReadPolicy(src PolicySource, projectDir string) (Policy, error) {
	p := Policy{
		Identity: src.Identity, IdentityRegexp: src.IdentityRegexp,
		Issuer: src.Issuer, IssuerRegexp: src.IssuerRegexp,
		Format: src.Format, AllowUnsignedFiles: src.AllowUnsignedFiles,
	}
	hasIdentity := src.Identity != "" || src.IdentityRegexp != "" || src.Issuer != "" || src.IssuerRegexp != ""
	switch {
	case src.Format != "" && src.Format != FormatOMS:
		return Policy{}, inputErrorf("signature policy: format %q is not known; use format = %q for OpenSSF Model Signing signatures (skill.oms.sig), or leave it out for skillpin's own", src.Format, FormatOMS)
	case src.Format != FormatOMS && (src.CertificateChain != "" || src.AllowUnsignedFiles):
		return Policy{}, inputErrorf("signature policy: certificate_chain and allow_unsigned_files are for OMS signatures; add format = %q", FormatOMS)
	case src.CertificateChain != "" && (src.Key != "" || hasIdentity || src.TrustedRoot != ""):
		return Policy{}, inputErrorf("signature policy: certificate_chain is exclusive with key, identity, issuer and trusted_root")
	case src.CertificateChain != "":
		b, err := safefile.Read(projectDir, filepath.FromSlash(src.CertificateChain), safefile.MaxTrustedRoot)
		if err != nil {
			return Policy{}, inputErrorf("signature policy: certificate_chain %q: %w", src.CertificateChain, err)
		}
		if _, _, err := ParseChainPEM(b); err != nil {
			return Policy{}, inputErrorf("signature policy: certificate_chain %q: %w", src.CertificateChain, err)
		}
		p.ChainPEM = b
		return p, nil
	case src.Key != "" && (hasIdentity || src.TrustedRoot != ""):
		return Policy{}, inputErrorf("signature policy: key is exclusive with identity, identity_regexp, issuer, issuer_regexp and trusted_root; " +
			"use key = \"KEY.pub\" for a publisher key, or identity/issuer + trusted_root for keyless signatures")
	case src.Key == "" && !hasIdentity && src.TrustedRoot == "":
		return Policy{}, inputErrorf("signature policy is empty; set key = \"KEY.pub\", or identity (or identity_regexp) + issuer (or issuer_regexp) + trusted_root")
	}
	// The files are named by skills.toml, which is part of the checkout:
	// they must be regular files inside the project, read with a bound.
	read := func(what, path string, max int64) ([]byte, error) {
		b, err := safefile.Read(projectDir, filepath.FromSlash(path), max)
		if err != nil {
			return nil, inputErrorf("signature policy: %s %q: %w", what, path, err)
		}
		return b, nil
	}
	var err error
	if src.Key != "" {
		if p.KeyPEM, err = read("key", src.Key, safefile.MaxKey); err != nil {
			return Policy{}, err
		}
		if _, err := ParsePublicKey(p.KeyPEM); err != nil {
			return Policy{}, inputErrorf("signature policy: key %q: %w", src.Key, err)
		}
		return p, nil
	}
	if src.TrustedRoot == "" {
		return Policy{}, inputErrorf("signature policy: keyless identity needs trusted_root = \"trusted_root.json\" " +
			"(skillpin never fetches it: save it once, e.g. `gh attestation trusted-root > trusted_root.jsonl`, and commit it)")
	}
	if p.TrustedRootJSON, err = read("trusted_root", src.TrustedRoot, safefile.MaxTrustedRoot); err != nil {
		return Policy{}, err
	}
	return p, nil
}

// ParseChainPEM splits a certificate_chain PEM bundle into trust anchors
// (self-signed certificates) and intermediates.
func ParseChainPEM(data []byte) (roots *x509.CertPool, inter []*x509.Certificate, err error) {
	roots = x509.NewCertPool()
	n := 0
	for rest := data; ; {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" {
			return nil, nil, fmt.Errorf("PEM block %q is not a certificate", block.Type)
		}
		cert, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			return nil, nil, fmt.Errorf("certificate %d: %w", n+1, err)
		}
		n++
		if bytes.Equal(cert.RawIssuer, cert.RawSubject) && cert.CheckSignatureFrom(cert) == nil {
			roots.AddCert(cert)
		} else {
			inter = append(inter, cert)
		}
	}
	if n == 0 {
		return nil, nil, errors.New("no certificate found (expected PEM \"CERTIFICATE\" blocks)")
	}
	if n == len(inter) {
		return nil, nil, errors.New("no root certificate (a self-signed one) found: the chain needs its root")
	}
	return roots, inter, nil
}
