// Package sigstore verifies and makes Sigstore signatures: publisher
// bundles (SKILL.sigstore.json) holding a DSSE-signed in-toto statement
// that lists every file of a skill, OpenSSF Model Signing signatures
// (skill.oms.sig), and keyless approval signatures.
//
// sigstore-go is used only here, beneath the plain types of package
// signature, so that what only judges a recorded signer does not link
// sigstore-go's graph. It checks the cryptography (signature, certificate
// chain, transparency log, timestamps); this package adds what sigstore-go
// leaves to the caller: the signer must be the one the policy names, and
// the statement must list exactly the skill's files, because sigstore-go
// alone accepts a statement with renamed, extra or missing subjects.
package sigstore

import (
	"bytes"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/sigstore/sigstore-go/pkg/bundle"
	"github.com/sigstore/sigstore-go/pkg/fulcio/certificate"
	"github.com/sigstore/sigstore-go/pkg/root"
	sgverify "github.com/sigstore/sigstore-go/pkg/verify"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// LoadPolicy reads the files a policy names, relative to projectDir
// (signature.ReadPolicy), and checks that the policy is complete and
// consistent (CheckPolicy). Errors are *InputError naming the key and
// file at fault.
func LoadPolicy(src signature.PolicySource, projectDir string) (signature.Policy, error) {
	p, err := signature.ReadPolicy(src, projectDir)
	if err != nil {
		return signature.Policy{}, err
	}
	if err := CheckPolicy(src, p); err != nil {
		return signature.Policy{}, err
	}
	return p, nil
}

// CheckPolicy checks a policy p read from src (signature.ReadPolicy) as
// verifying under it will: a keyless policy's trusted root must load and
// its identity and issuer make a certificate identity. ReadPolicy checked
// the rest. Errors are *InputError naming the key and file at fault.
func CheckPolicy(src signature.PolicySource, p signature.Policy) error {
	if !p.Keyless() {
		return nil
	}
	if _, err := parseTrustedRoots(p.TrustedRootJSON); err != nil {
		return inputErrorf("signature policy: trusted_root %q: %w", src.TrustedRoot, err)
	}
	_, err := newSignatureVerifier(p)
	return err
}

// VerifySkill verifies bundleJSON (nil when the skill has no BundleFile)
// under policy, then requires the statement's predicate type to be
// PredicateType and its path -> digest set to equal files exactly. A
// failed check is a *SignatureError; a bad policy an *InputError. To
// verify many skills under one policy, build a SignatureVerifier once.
func VerifySkill(bundleJSON []byte, files catalog.FileSet, policy signature.Policy) (signature.Signer, error) {
	v, err := NewSignatureVerifier(policy)
	if err != nil {
		return signature.Signer{}, err
	}
	return v.Verify(bundleJSON, files)
}

// SignatureVerifier is a policy prepared for verifying bundles: key parsed,
// trusted roots loaded.
type SignatureVerifier struct {
	policy signature.Policy

	// key policy
	keyFingerprint, keyHint string
	keyVerifier             *sgverify.Verifier

	// certificate-chain policy (OMS)
	chainRoots *x509.CertPool
	chainInter []*x509.Certificate
	chainMemo

	// keyless policy: one verifier per trusted root
	roots    []*sgverify.Verifier
	identity sgverify.CertificateIdentity
}

// NewSignatureVerifier checks policy and prepares it; errors are *InputError.
func NewSignatureVerifier(policy signature.Policy) (*SignatureVerifier, error) {
	return newSignatureVerifier(policy)
}

func newSignatureVerifier(p signature.Policy) (*SignatureVerifier, error) {
	v := &SignatureVerifier{policy: p}
	if len(p.ChainPEM) > 0 {
		if !p.OMS() || len(p.KeyPEM) > 0 || p.Identity != "" || p.IdentityRegexp != "" || p.Issuer != "" || p.IssuerRegexp != "" || len(p.TrustedRootJSON) > 0 {
			return nil, inputErrorf("signature policy: certificate_chain is for OMS signatures only, and exclusive with key, identity, issuer and trusted_root")
		}
		var err error
		if v.chainRoots, v.chainInter, err = signature.ParseChainPEM(p.ChainPEM); err != nil {
			return nil, inputErrorf("signature policy: certificate_chain: %w", err)
		}
		return v, nil
	}
	if !p.Keyless() {
		if p.Identity != "" || p.IdentityRegexp != "" || p.Issuer != "" || p.IssuerRegexp != "" || len(p.TrustedRootJSON) > 0 {
			return nil, inputErrorf("signature policy: key is exclusive with identity, issuer and trusted_root")
		}
		pub, err := signature.ParsePublicKey(p.KeyPEM)
		if err != nil {
			return nil, inputErrorf("signature policy: key: %w", err)
		}
		if v.keyFingerprint, err = signature.Fingerprint(pub); err != nil {
			return nil, inputErrorf("signature policy: key: %w", err)
		}
		if v.keyHint, err = keyHint(pub); err != nil {
			return nil, inputErrorf("signature policy: key: %w", err)
		}
		material, err := keyMaterial(pub)
		if err != nil {
			return nil, err
		}
		// A publisher key has no validity window and skillpin signs
		// offline, so no timestamp or log entry is required.
		if v.keyVerifier, err = sgverify.NewVerifier(material, sgverify.WithNoObserverTimestamps(), sgverify.WithoutStatementPredicate()); err != nil {
			return nil, inputErrorf("signature policy: key: %w", err)
		}
		return v, nil
	}

	if p.Identity == "" && p.IdentityRegexp == "" {
		return nil, inputErrorf("signature policy: keyless verification needs identity or identity_regexp (the certificate's subject alternative name, e.g. a workflow URL or an email)")
	}
	if p.Issuer == "" && p.IssuerRegexp == "" {
		return nil, inputErrorf("signature policy: keyless verification needs issuer or issuer_regexp (the OIDC issuer, e.g. https://token.actions.githubusercontent.com)")
	}
	for _, kv := range [][2]string{{"identity_regexp", p.IdentityRegexp}, {"issuer_regexp", p.IssuerRegexp}} {
		if err := signature.CheckRegexp(kv[0], kv[1]); err != nil {
			return nil, err
		}
	}
	id, err := sgverify.NewShortCertificateIdentity(p.Issuer, p.IssuerRegexp, p.Identity, p.IdentityRegexp)
	if err != nil {
		return nil, inputErrorf("signature policy: %w", err)
	}
	v.identity = id
	if len(bytes.TrimSpace(p.TrustedRootJSON)) == 0 {
		return nil, inputErrorf("signature policy: keyless verification needs trusted_root")
	}
	if v.roots, err = rootVerifiers(p.TrustedRootJSON); err != nil {
		return nil, err
	}
	return v, nil
}

// parseTrustedRoots reads one trusted_root.json, or a stream of them (JSON
// lines).
func parseTrustedRoots(data []byte) ([]*root.TrustedRoot, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	var roots []*root.TrustedRoot
	for n := 1; ; n++ {
		var raw json.RawMessage
		err := dec.Decode(&raw)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("trusted root %d: not JSON: %w", n, err)
		}
		tr, err := root.NewTrustedRootFromJSON(raw)
		if err != nil {
			return nil, fmt.Errorf("trusted root %d: %w", n, err)
		}
		if len(tr.FulcioCertificateAuthorities()) == 0 {
			return nil, fmt.Errorf("trusted root %d: no certificate authorities, so it cannot verify keyless signatures", n)
		}
		roots = append(roots, tr)
	}
	if len(roots) == 0 {
		return nil, fmt.Errorf("trusted root: the file is empty")
	}
	return roots, nil
}

// The commands the hints name are the publisher's, run on a directory:
// they act on no scope (hint.None), whichever scope reports the failure.
var (
	hintResign = "the skill changed after it was signed, or the bundle belongs to another skill or version: ask the publisher to sign this content (" +
		hint.RunIn(hint.None, "sign", "DIR", "--key", "KEY").String() + ")"
	hintBundle = "the publisher should re-create it with `" + hint.RunIn(hint.None, "sign", "DIR", "--key", "KEY").String() +
		"`, or sign the statement from `" + hint.RunIn(hint.None, "sign", "DIR", "--statement").String() + "` with a Sigstore tool"
)

const (
	hintSigner   = "if the publisher legitimately changed signer, update [source.signature] in skills.toml after checking with them out of band; otherwise do not trust this content"
	hintTampered = "the bundle or its signature was altered, or it was not made for this trust root; do not trust this content"
)

func invalid(check, hint string, err error, format string, args ...any) *signature.SignatureError {
	return &signature.SignatureError{Code: signature.SignatureInvalid, Check: check, Detail: fmt.Sprintf(format, args...), Hint: hint, Err: err}
}

func mismatch(check, format string, args ...any) *signature.SignatureError {
	return &signature.SignatureError{Code: signature.SignerMismatch, Check: check, Detail: fmt.Sprintf(format, args...), Hint: hintSigner}
}

// Verify checks one skill's bundle (nil when the skill has none) against
// the prepared policy and the skill's files.
func (v *SignatureVerifier) Verify(bundleJSON []byte, files catalog.FileSet) (signature.Signer, error) {
	if v.policy.OMS() {
		res, err := v.VerifyOMS(bundleJSON, files)
		return res.Signer, err
	}
	if len(bytes.TrimSpace(bundleJSON)) == 0 {
		return signature.Signer{}, &signature.SignatureError{Code: signature.SignatureMissing, Check: "bundle",
			Detail: fmt.Sprintf("the source requires signed skills and this skill has no %s", signature.BundleFile),
			Hint:   "ask the publisher to sign it (skillpin sign DIR --key KEY), or remove [source.signature] from skills.toml if this source is not signed"}
	}
	want, err := signableFiles(files)
	if err != nil {
		return signature.Signer{}, &signature.InputError{Err: fmt.Errorf("verify signature: %w", err)}
	}
	if len(bundleJSON) > signature.MaxBundleSize {
		return signature.Signer{}, invalid("bundle", hintBundle, nil, "%s is %d bytes, over the %d byte limit for a bundle", signature.BundleFile, len(bundleJSON), signature.MaxBundleSize)
	}
	b := &bundle.Bundle{}
	bundle.AllowCertificateChain()(b) // private Fulcio deployments ship chains
	if err := b.UnmarshalJSON(bundleJSON); err != nil {
		return signature.Signer{}, invalid("bundle", hintBundle, err, "%s is not a readable Sigstore bundle: %v", signature.BundleFile, err)
	}
	env, err := b.Envelope()
	if err != nil {
		return signature.Signer{}, invalid("envelope", hintBundle, err,
			"the bundle signs a single blob, not an in-toto statement listing the skill's files")
	}
	vc, err := b.VerificationContent()
	if err != nil {
		return signature.Signer{}, invalid("bundle", hintBundle, err, "the bundle has no usable verification material: %v", err)
	}

	var signer signature.Signer
	if v.policy.Keyless() {
		signer, err = v.verifyKeyless(b, vc)
	} else {
		signer, err = v.verifyKey(b, vc)
	}
	if err != nil {
		return signature.Signer{}, err
	}
	// Only now is the envelope's payload authenticated.
	if err := checkStatement(env, want); err != nil {
		return signature.Signer{}, err
	}
	return signer, nil
}

func (v *SignatureVerifier) verifyKey(b *bundle.Bundle, vc sgverify.VerificationContent) (signature.Signer, error) {
	if cert := vc.Certificate(); cert != nil {
		return signature.Signer{}, mismatch("signer", "the bundle is signed keyless by %s; the policy requires key %s", describeCert(cert), v.keyFingerprint)
	}
	hint := ""
	if pk := vc.PublicKey(); pk != nil {
		hint = pk.Hint()
	}
	_, err := v.keyVerifier.Verify(b, sgverify.NewPolicy(sgverify.WithoutArtifactUnsafe(), sgverify.WithKey()))
	if err != nil {
		if check := sigstoreCheck(err); check == "statement" {
			return signature.Signer{}, invalid(check, hintBundle, err, "the signed payload is not an in-toto statement: %v", err)
		}
		// The hint is unauthenticated, so it only explains a failure:
		// a bundle naming another key was most likely signed by it.
		if hint != "" && hint != v.keyHint && hint != v.keyFingerprint {
			return signature.Signer{}, mismatch("key", "the bundle was signed with key %s; the policy requires key %s", hintFingerprint(hint), v.keyFingerprint)
		}
		return signature.Signer{}, invalid("signature", hintTampered, err, "the signature does not verify with key %s: %v", v.keyFingerprint, err)
	}
	return signature.Signer{KeyFingerprint: v.keyFingerprint}, nil
}

func (v *SignatureVerifier) verifyKeyless(b *bundle.Bundle, vc sgverify.VerificationContent) (signature.Signer, error) {
	if vc.Certificate() == nil {
		hint := ""
		if pk := vc.PublicKey(); pk != nil {
			hint = hintFingerprint(pk.Hint())
		}
		return signature.Signer{}, mismatch("signer", "the bundle is signed with key %s; the policy requires a keyless signature by %s", hint, v.policyIdentity())
	}
	var errs []error
	for i, rv := range v.roots {
		res, err := rv.Verify(b, sgverify.NewPolicy(sgverify.WithoutArtifactUnsafe(), sgverify.WithoutIdentitiesUnsafe()))
		if err != nil {
			if len(v.roots) > 1 {
				err = fmt.Errorf("trusted root %d: %w", i+1, err)
			}
			errs = append(errs, err)
			continue
		}
		got := res.Signature.Certificate
		if err := v.identity.Verify(*got); err != nil {
			return signature.Signer{}, mismatch("identity", "the bundle was signed by identity %q with issuer %q; the policy requires %s",
				got.SubjectAlternativeName, got.Issuer, v.policyIdentity())
		}
		return signature.Signer{Identity: got.SubjectAlternativeName, Issuer: got.Issuer}, nil
	}
	err := errors.Join(errs...)
	check, hint := sigstoreCheck(errs[0]), hintTampered
	if check == "statement" {
		hint = hintBundle
	}
	return signature.Signer{}, invalid(check, hint, err, "sigstore verification failed: %v", strings.ReplaceAll(err.Error(), "\n", "; "))
}

func (v *SignatureVerifier) policyIdentity() string {
	p := v.policy
	var id, iss []string
	if p.Identity != "" {
		id = append(id, fmt.Sprintf("%q", p.Identity))
	}
	if p.IdentityRegexp != "" {
		id = append(id, fmt.Sprintf("matching /%s/", p.IdentityRegexp))
	}
	if p.Issuer != "" {
		iss = append(iss, fmt.Sprintf("%q", p.Issuer))
	}
	if p.IssuerRegexp != "" {
		iss = append(iss, fmt.Sprintf("matching /%s/", p.IssuerRegexp))
	}
	return fmt.Sprintf("identity %s with issuer %s", strings.Join(id, " and "), strings.Join(iss, " and "))
}

// describeCert names a certificate's identity for a message.
func describeCert(cert *x509.Certificate) string {
	sum, err := certificate.SummarizeCertificate(cert)
	if err != nil {
		return fmt.Sprintf("a certificate for %q", cert.Subject.String())
	}
	return fmt.Sprintf("identity %q with issuer %q", sum.SubjectAlternativeName, sum.Issuer)
}

// sigstoreCheck names the sigstore-go step an error came from.
func sigstoreCheck(err error) string {
	msg := err.Error()
	for _, c := range []struct{ prefix, check string }{
		{"failed to verify log inclusion", "tlog"},
		{"failed to verify timestamps", "timestamp"},
		{"failed to verify leaf certificate", "certificate"},
		{"failed to verify signed certificate timestamp", "sct"},
		{"failed to verify signature", "signature"},
		{"failed to fetch envelope statement", "statement"}, // checked after the signature
	} {
		if strings.Contains(msg, c.prefix) {
			return c.check
		}
	}
	return "signature"
}

// checkStatement requires the verified payload to be a skillpin statement
// whose subjects are exactly want (path -> sha256), and whose predicate,
// when it carries a skill digest, matches want's digest (which also covers
// executable bits).
func checkStatement(env *bundle.Envelope, want catalog.FileSet) error {
	if env.PayloadType != inTotoPayloadTyp {
		return invalid("statement", hintBundle, nil, "the envelope's payload type is %q, not an in-toto statement (%s)", env.PayloadType, inTotoPayloadTyp)
	}
	raw, err := env.DecodeB64Payload()
	if err != nil {
		return invalid("statement", hintBundle, err, "the envelope's payload is not base64: %v", err)
	}
	var st statement
	if err := json.Unmarshal(raw, &st); err != nil {
		return invalid("statement", hintBundle, err, "the signed statement is not valid JSON: %v", err)
	}
	if st.Type != statementType {
		return invalid("statement", hintBundle, nil, "the signed statement has _type %q, want %q", st.Type, statementType)
	}
	if st.PredicateType != PredicateType {
		return invalid("predicate-type", hintBundle, nil,
			"the bundle attests predicate type %q, not skillpin's %q: it is a signature over something else, not a statement of this skill's files",
			st.PredicateType, PredicateType)
	}

	signed := make(map[string]string, len(st.Subject))
	for _, s := range st.Subject {
		hexDigest, ok := s.Digest["sha256"]
		switch {
		case s.Name == "":
			return invalid("subjects", hintBundle, nil, "the statement has a subject without a name")
		case !ok:
			return invalid("subjects", hintBundle, nil, "subject %s has no sha256 digest", s.Name)
		}
		if _, dup := signed[s.Name]; dup {
			return invalid("subjects", hintBundle, nil, "subject %s is listed twice", s.Name)
		}
		signed[s.Name] = catalog.DigestPrefix + strings.ToLower(hexDigest)
	}

	var modified, added []catalog.File
	for _, f := range want {
		d, ok := signed[f.Path]
		switch {
		case !ok:
			added = append(added, f)
		case d != f.Digest:
			modified = append(modified, f)
		}
		delete(signed, f.Path)
	}
	if len(modified)+len(added)+len(signed) > 0 {
		return subjectsError(modified, added, signed)
	}

	if len(st.Predicate) > 0 && !bytes.Equal(bytes.TrimSpace(st.Predicate), []byte("null")) {
		var pred predicate
		if err := json.Unmarshal(st.Predicate, &pred); err != nil {
			return invalid("statement", hintBundle, err, "the statement's predicate is not a skillpin predicate object: %v", err)
		}
		if pred.Digest != "" && pred.Digest != want.Digest() {
			return invalid("skill-digest", hintResign, nil,
				"the signed skill digest %s differs from the skill's %s although every file's content matches: an executable bit changed after signing",
				pred.Digest, want.Digest())
		}
	}
	return nil
}

// subjectsError describes how the signed file list differs from the
// skill's files; a file whose content moved to another path is a rename.
func subjectsError(modified, added []catalog.File, missing map[string]string) *signature.SignatureError {
	var parts, paths []string
	byDigest := map[string][]string{}
	for p, d := range missing {
		byDigest[d] = append(byDigest[d], p)
	}
	for _, ps := range byDigest {
		slices.Sort(ps)
	}
	var renamed []string
	var unsigned []string
	for _, f := range added {
		if ps := byDigest[f.Digest]; len(ps) > 0 {
			renamed = append(renamed, ps[0]+" -> "+f.Path)
			paths = append(paths, ps[0], f.Path)
			delete(missing, ps[0])
			byDigest[f.Digest] = ps[1:]
			continue
		}
		unsigned = append(unsigned, f.Path)
		paths = append(paths, f.Path)
	}
	var mod []string
	for _, f := range modified {
		mod = append(mod, f.Path)
		paths = append(paths, f.Path)
	}
	var gone []string
	for p := range missing {
		gone = append(gone, p)
		paths = append(paths, p)
	}
	slices.Sort(gone)
	add := func(label string, list []string) {
		if len(list) == 0 {
			return
		}
		shown := list
		more := ""
		if len(shown) > 5 {
			shown, more = shown[:5], fmt.Sprintf(" and %d more", len(list)-5)
		}
		parts = append(parts, fmt.Sprintf("%s: %s%s", label, strings.Join(shown, ", "), more))
	}
	add("modified", mod)
	add("renamed", renamed)
	add("not signed (added after signing)", unsigned)
	add("signed but missing (removed after signing)", gone)
	slices.Sort(paths)
	return &signature.SignatureError{
		Code:   signature.SignatureInvalid,
		Check:  "subjects",
		Detail: "the signed file list does not match the skill's files; " + strings.Join(parts, "; "),
		Hint:   hintResign,
		Files:  slices.Compact(paths),
	}
}

var _ signature.Verifier = (*SignatureVerifier)(nil)
