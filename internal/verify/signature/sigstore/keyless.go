package sigstore

import (
	"bytes"
	"context"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"time"

	"github.com/sigstore/sigstore-go/pkg/bundle"
	"github.com/sigstore/sigstore-go/pkg/fulcio/certificate"
	"github.com/sigstore/sigstore-go/pkg/root"
	"github.com/sigstore/sigstore-go/pkg/sign"
	sgverify "github.com/sigstore/sigstore-go/pkg/verify"

	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// SigningServices are the Sigstore services keyless signing uses, as an
// organisation's signing_config.json names them: the Fulcio that
// certifies the signer's identity, and the timestamp authorities and
// transparency logs that witness when the signature was made (at least
// one of them: a Fulcio certificate lives minutes, so a signature needs a
// witness to its time).
type SigningServices struct {
	Fulcio string
	TSAs   []string
	Rekors []RekorService
}

// RekorService is a transparency log and the major version of its API.
type RekorService struct {
	URL     string
	Version uint32
}

// ParseSigningConfig reads a Sigstore signing_config.json (media type
// application/vnd.dev.sigstore.signingconfig.v0.2+json) and picks the
// services valid now. Errors are *InputError saying what is missing.
func ParseSigningConfig(data []byte, now time.Time) (SigningServices, error) {
	var out SigningServices
	sc, err := root.NewSigningConfigFromJSON(data)
	if err != nil {
		return out, inputErrorf("signing config: %w", err)
	}
	ca, err := root.SelectService(sc.FulcioCertificateAuthorityURLs(), []uint32{1}, now)
	if err != nil {
		return out, inputErrorf("signing config: no certificate authority (caUrls) with API version 1 valid now: %w", err)
	}
	out.Fulcio = ca.URL
	if len(sc.TimestampAuthorityURLs()) > 0 {
		tsas, err := root.SelectServices(sc.TimestampAuthorityURLs(), sc.TimestampAuthorityURLsConfig(), []uint32{1}, now)
		if err != nil {
			return out, inputErrorf("signing config: timestamp authorities (tsaUrls): %w", err)
		}
		for _, s := range tsas {
			out.TSAs = append(out.TSAs, s.URL)
		}
	}
	if len(sc.RekorLogURLs()) > 0 {
		logs, err := root.SelectServices(sc.RekorLogURLs(), sc.RekorLogURLsConfig(), sign.RekorAPIVersions, now)
		if err != nil {
			return out, inputErrorf("signing config: transparency logs (rekorTlogUrls): %w", err)
		}
		for _, s := range logs {
			out.Rekors = append(out.Rekors, RekorService{URL: s.URL, Version: s.MajorAPIVersion})
		}
	}
	if len(out.TSAs) == 0 && len(out.Rekors) == 0 {
		return out, inputErrorf("signing config names no timestamp authority (tsaUrls) and no transparency log (rekorTlogUrls): a keyless signature needs one to witness when it was made")
	}
	for _, u := range append(append([]string{out.Fulcio}, out.TSAs...), rekorURLs(out.Rekors)...) {
		if p, err := url.Parse(u); err != nil || (p.Scheme != "https" && p.Scheme != "http") || p.Host == "" {
			return out, inputErrorf("signing config: %q is not an http(s) URL", u)
		}
	}
	return out, nil
}

// CheckSigningConfig checks that data is a signing_config.json naming a
// certificate authority and a timestamp authority or transparency log,
// whatever their validity periods (ParseSigningConfig picks those valid
// when signing). Errors are *InputError.
func CheckSigningConfig(data []byte) error {
	sc, err := root.NewSigningConfigFromJSON(data)
	if err != nil {
		return inputErrorf("signing config: %w", err)
	}
	switch {
	case len(sc.FulcioCertificateAuthorityURLs()) == 0:
		return inputErrorf("signing config names no certificate authority (caUrls)")
	case len(sc.TimestampAuthorityURLs()) == 0 && len(sc.RekorLogURLs()) == 0:
		return inputErrorf("signing config names no timestamp authority (tsaUrls) and no transparency log (rekorTlogUrls): a keyless signature needs one to witness when it was made")
	}
	return nil
}

func rekorURLs(rs []RekorService) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.URL
	}
	return out
}

// Environment variables an OIDC identity token comes from.
const (
	// IDTokenEnv holds an identity token (as cosign reads it).
	IDTokenEnv = "SIGSTORE_ID_TOKEN"
	// GitHub Actions gives a job with `permissions: id-token: write`
	// these two: a URL that issues tokens and the bearer token to ask.
	actionsURLEnv   = "ACTIONS_ID_TOKEN_REQUEST_URL"
	actionsTokenEnv = "ACTIONS_ID_TOKEN_REQUEST_TOKEN"
)

// TokenAudience is the audience of the identity token Fulcio accepts.
const TokenAudience = "sigstore"

// IdentityToken finds the OIDC identity token keyless signing presents
// to Fulcio: the content of file when set, else $SIGSTORE_ID_TOKEN, else
// one GitHub Actions issues (audience "sigstore") when the job may ask
// for one. None is an *InputError saying how to provide one; GitHub's
// token service failing is errkind.Unavailable.
func IdentityToken(ctx context.Context, file string, getenv func(string) string, client *http.Client) (string, error) {
	if file != "" {
		if rest, ok := strings.CutPrefix(file, "~/"); ok {
			file = filepath.Join(getenv("HOME"), rest)
		}
		b, err := safefile.ReadNamed(file, 64<<10)
		if err != nil {
			return "", inputErrorf("identity token: %w", err)
		}
		tok := strings.TrimSpace(string(b))
		if tok == "" {
			return "", inputErrorf("identity token: %s is empty", file)
		}
		return tok, nil
	}
	if tok := strings.TrimSpace(getenv(IDTokenEnv)); tok != "" {
		return tok, nil
	}
	reqURL, bearer := getenv(actionsURLEnv), getenv(actionsTokenEnv)
	if reqURL == "" || bearer == "" {
		return "", inputErrorf("keyless signing needs an OIDC identity token: pass --identity-token FILE, set %s, or run in GitHub Actions with `permissions: id-token: write`", IDTokenEnv)
	}
	u, err := url.Parse(reqURL)
	if err != nil {
		return "", inputErrorf("%s is not a URL: %w", actionsURLEnv, err)
	}
	q := u.Query()
	q.Set("audience", TokenAudience)
	u.RawQuery = q.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return "", inputErrorf("%s: %w", actionsURLEnv, err)
	}
	req.Header.Set("Authorization", "bearer "+bearer)
	req.Header.Set("Accept", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return "", errkind.Mark(fmt.Errorf("GitHub Actions identity token: %w", err), errkind.Unavailable)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return "", errkind.Mark(fmt.Errorf("GitHub Actions identity token: %w", err), errkind.Unavailable)
	}
	if resp.StatusCode != http.StatusOK {
		return "", errkind.Mark(fmt.Errorf("GitHub Actions identity token: the token service answered %s; does the job have `permissions: id-token: write`?", resp.Status), errkind.Unavailable)
	}
	var v struct {
		Value string `json:"value"`
	}
	if err := json.Unmarshal(body, &v); err != nil || v.Value == "" {
		return "", errkind.Mark(fmt.Errorf("GitHub Actions identity token: the answer holds no token"), errkind.Unavailable)
	}
	return v.Value, nil
}

// KeylessSigner signs blobs keyless: an ephemeral key, certified by
// Fulcio for the identity of an OIDC token, and each signature witnessed
// by the timestamp authorities and transparency logs of the services.
type KeylessSigner struct {
	// Identity and Issuer are what the certificate says: the subject
	// alternative name (an email, or a URI such as a CI workflow's) and
	// the OIDC issuer.
	Identity, Issuer string

	services SigningServices
	token    string
	client   *http.Client
	keypair  *sign.EphemeralKeypair
	cert     []byte // DER
	notAfter time.Time
	verify   root.TrustedMaterial
	now      func() time.Time
}

// KeylessOptions tune NewKeylessSigner.
type KeylessOptions struct {
	// Transport carries the requests to the services; nil is
	// http.DefaultTransport.
	Transport http.RoundTripper
	// TrustedRootJSON, when set, is checked against each new bundle
	// (one trusted_root.json, or JSON lines of them): a signature those
	// roots would not accept is an error at once, not at verify time.
	TrustedRootJSON []byte
}

// NewKeylessSigner makes an ephemeral key and has Fulcio certify it for
// the identity of token. Fulcio refusing the token is errkind.Invalid;
// Fulcio unreachable is errkind.Unavailable.
func NewKeylessSigner(ctx context.Context, services SigningServices, token string, opts KeylessOptions) (*KeylessSigner, error) {
	if services.Fulcio == "" {
		return nil, inputErrorf("keyless signing: no certificate authority (Fulcio) configured")
	}
	tr := opts.Transport
	if tr == nil {
		tr = http.DefaultTransport
	}
	s := &KeylessSigner{services: services, token: token, client: &http.Client{Transport: tr, Timeout: time.Minute}, now: time.Now}
	if len(opts.TrustedRootJSON) > 0 {
		roots, err := parseTrustedRoots(opts.TrustedRootJSON)
		if err != nil {
			return nil, &signature.InputError{Err: err}
		}
		var coll root.TrustedMaterialCollection
		for _, r := range roots {
			coll = append(coll, r)
		}
		s.verify = coll
	}
	if err := s.certify(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

// certify gets a certificate for a new ephemeral key.
func (s *KeylessSigner) certify(ctx context.Context) error {
	kp, err := sign.NewEphemeralKeypair(nil)
	if err != nil {
		return fmt.Errorf("keyless signing: %w", err)
	}
	fulcio := sign.NewFulcio(&sign.FulcioOptions{BaseURL: strings.TrimSuffix(s.services.Fulcio, "/"), Transport: s.client.Transport, Timeout: time.Minute, Retries: 1})
	der, err := fulcio.GetCertificate(ctx, kp, &sign.CertificateProviderOptions{IDToken: s.token})
	if err != nil {
		return fulcioError(s.services.Fulcio, err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return fmt.Errorf("keyless signing: the certificate Fulcio (%s) issued does not parse: %w", s.services.Fulcio, err)
	}
	sum, err := certificate.SummarizeCertificate(cert)
	if err != nil {
		return fmt.Errorf("keyless signing: the certificate Fulcio (%s) issued names no identity: %w", s.services.Fulcio, err)
	}
	if sum.SubjectAlternativeName == "" || sum.Issuer == "" {
		return fmt.Errorf("keyless signing: the certificate Fulcio (%s) issued names no identity or issuer", s.services.Fulcio)
	}
	s.keypair, s.cert, s.notAfter = kp, der, cert.NotAfter
	s.Identity, s.Issuer = sum.SubjectAlternativeName, sum.Issuer
	return nil
}

// fulcioError tells a refused token (bad input: exit 2) from a Fulcio
// that cannot be reached (exit 3).
func fulcioError(base string, err error) error {
	msg := err.Error()
	var ue *url.Error
	switch {
	case errors.As(err, &ue):
		return errkind.Mark(fmt.Errorf("keyless signing: Fulcio at %s is unreachable: %w", base, err), errkind.Unavailable)
	case strings.Contains(msg, "returned 5"):
		return errkind.Mark(fmt.Errorf("keyless signing: Fulcio at %s failed: %s", base, oneLine(msg)), errkind.Unavailable)
	}
	return errkind.Mark(fmt.Errorf("keyless signing: Fulcio at %s refused to certify the identity token: %s; check that the token is fresh, has audience %q and comes from an issuer that Fulcio accepts", base, oneLine(msg), TokenAudience), errkind.Invalid)
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return s
}

// certProvider hands sign.Bundle the certificate already obtained.
type certProvider struct{ der []byte }

func (c certProvider) GetCertificate(context.Context, sign.Keypair, *sign.CertificateProviderOptions) ([]byte, error) {
	return c.der, nil
}

// SignBlob signs msg and returns the Sigstore bundle (JSON) that carries
// the signature, the certificate and the witnesses' evidence. A
// certificate that expired meanwhile (a long review) is renewed with the
// same token first.
func (s *KeylessSigner) SignBlob(ctx context.Context, msg []byte) ([]byte, error) {
	raw, err := s.signContent(ctx, &sign.PlainData{Data: msg})
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Compact(&out, raw); err != nil {
		return nil, fmt.Errorf("keyless signing: encode bundle: %w", err)
	}
	return out.Bytes(), nil
}

// signContent signs content (a blob, or a DSSE payload) and returns the
// bundle as protojson.
func (s *KeylessSigner) signContent(ctx context.Context, content sign.Content) ([]byte, error) {
	if !s.now().Before(s.notAfter.Add(-30 * time.Second)) {
		identity, issuer := s.Identity, s.Issuer
		if err := s.certify(ctx); err != nil {
			return nil, fmt.Errorf("the signing certificate expired, and renewing it failed (get a fresh identity token and run again): %w", err)
		}
		if s.Identity != identity || s.Issuer != issuer {
			return nil, fmt.Errorf("keyless signing: the renewed certificate is for %s (issuer %s), not %s (issuer %s)", s.Identity, s.Issuer, identity, issuer)
		}
	}
	opts := sign.BundleOptions{Context: ctx, CertificateProvider: certProvider{s.cert}, TrustedRoot: s.verify}
	for _, u := range s.services.TSAs {
		opts.TimestampAuthorities = append(opts.TimestampAuthorities, sign.NewTimestampAuthority(&sign.TimestampAuthorityOptions{URL: u, Transport: s.client.Transport, Timeout: time.Minute, Retries: 1}))
	}
	for _, r := range s.services.Rekors {
		opts.TransparencyLogs = append(opts.TransparencyLogs, sign.NewRekor(&sign.RekorOptions{BaseURL: r.URL, Version: r.Version, Timeout: time.Minute, Retries: 1}))
	}
	pb, err := sign.Bundle(content, s.keypair, opts)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			return nil, errkind.Mark(fmt.Errorf("keyless signing: a timestamp authority or transparency log is unreachable: %w", err), errkind.Unavailable)
		}
		return nil, fmt.Errorf("keyless signing: %s", oneLine(err.Error()))
	}
	raw, err := (&bundle.Bundle{Bundle: pb}).MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("keyless signing: encode bundle: %w", err)
	}
	return raw, nil
}

// CertificatePEM is the signing certificate, for people.
func (s *KeylessSigner) CertificatePEM() []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: s.cert})
}

// BlobVerifier verifies keyless blob signatures (bundles SignBlob makes)
// under trusted roots, whoever signed them: the caller decides whether
// the identity it returns may sign.
type BlobVerifier struct {
	roots []*sgverify.Verifier
}

// NewBlobVerifier prepares trusted_root.json content (or JSON lines of
// trusted roots); errors are *InputError.
func NewBlobVerifier(trustedRootJSON []byte) (*BlobVerifier, error) {
	roots, err := rootVerifiers(trustedRootJSON)
	if err != nil {
		return nil, err
	}
	return &BlobVerifier{roots: roots}, nil
}

// rootVerifiers are the verifiers of trusted_root.json content (or JSON
// lines of trusted roots), each requiring what rootOptions says; errors
// are *InputError.
func rootVerifiers(trustedRootJSON []byte) ([]*sgverify.Verifier, error) {
	roots, err := parseTrustedRoots(trustedRootJSON)
	if err != nil {
		return nil, &signature.InputError{Err: err}
	}
	var out []*sgverify.Verifier
	for i, tr := range roots {
		sv, err := sgverify.NewVerifier(tr, rootOptions(tr)...)
		if err != nil {
			return nil, inputErrorf("trusted root %d: %w", i+1, err)
		}
		out = append(out, sv)
	}
	return out, nil
}

// rootOptions are what a keyless signature under tr must carry: a
// witness to its time (a Fulcio certificate lives minutes), a log entry
// and certificate transparency where the root has logs.
func rootOptions(tr *root.TrustedRoot) []sgverify.VerifierOption {
	opts := []sgverify.VerifierOption{sgverify.WithObserverTimestamps(1), sgverify.WithoutStatementPredicate()}
	if len(tr.RekorLogs()) > 0 {
		opts = append(opts, sgverify.WithTransparencyLog(1))
	}
	if len(tr.CTLogs()) > 0 {
		opts = append(opts, sgverify.WithSignedCertificateTimestamps(1))
	}
	return opts
}

// Verify checks that bundleJSON is a keyless signature of exactly msg
// under one of the trusted roots, and returns the certificate's identity
// and issuer. A failed check is a *SignatureError (SIGNATURE_INVALID).
func (v *BlobVerifier) Verify(bundleJSON, msg []byte) (signature.Signer, error) {
	if len(bundleJSON) > signature.MaxBundleSize {
		return signature.Signer{}, invalid("bundle", "", nil, "the bundle is %d bytes, over the %d byte limit", len(bundleJSON), signature.MaxBundleSize)
	}
	b := &bundle.Bundle{}
	bundle.AllowCertificateChain()(b)
	if err := b.UnmarshalJSON(bundleJSON); err != nil {
		return signature.Signer{}, invalid("bundle", "", err, "not a readable Sigstore bundle: %v", err)
	}
	if sc, err := b.SignatureContent(); err != nil || sc.MessageSignatureContent() == nil {
		return signature.Signer{}, invalid("bundle", "", err, "the bundle does not hold a signature of a blob")
	}
	vc, err := b.VerificationContent()
	if err != nil || vc.Certificate() == nil {
		return signature.Signer{}, invalid("signer", "", err, "the bundle is not a keyless signature (it holds no certificate)")
	}
	var errs []error
	for i, rv := range v.roots {
		res, err := rv.Verify(b, sgverify.NewPolicy(sgverify.WithArtifact(bytes.NewReader(msg)), sgverify.WithoutIdentitiesUnsafe()))
		if err != nil {
			if len(v.roots) > 1 {
				err = fmt.Errorf("trusted root %d: %w", i+1, err)
			}
			errs = append(errs, err)
			continue
		}
		got := res.Signature.Certificate
		return signature.Signer{Identity: got.SubjectAlternativeName, Issuer: got.Issuer}, nil
	}
	err = errors.Join(errs...)
	return signature.Signer{}, invalid(sigstoreCheck(errs[0]), "", err, "%s", strings.ReplaceAll(err.Error(), "\n", "; "))
}

// BundleSigner reads who a keyless bundle claims signed it, without
// verifying anything: for showing a record, never for trusting it.
func BundleSigner(bundleJSON []byte) (signature.Signer, bool) {
	b := &bundle.Bundle{}
	bundle.AllowCertificateChain()(b)
	if len(bundleJSON) > signature.MaxBundleSize || b.UnmarshalJSON(bundleJSON) != nil {
		return signature.Signer{}, false
	}
	vc, err := b.VerificationContent()
	if err != nil || vc.Certificate() == nil {
		return signature.Signer{}, false
	}
	sum, err := certificate.SummarizeCertificate(vc.Certificate())
	if err != nil {
		return signature.Signer{}, false
	}
	return signature.Signer{Identity: sum.SubjectAlternativeName, Issuer: sum.Issuer}, true
}
