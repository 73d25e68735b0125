// Package signature holds what every judge of a signature names: the
// policy ([source.signature]), who signed (Signer), the failures
// (SignatureError and its codes) and reading keys. It imports no Sigstore
// code, so packages that only judge recorded signers stay off
// sigstore-go's large graph; verifying and making signatures is package
// signature/sigstore's job.
package signature

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"regexp"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// Signature error codes; stable, documented in the README.
const (
	// SignatureMissing: the policy requires a signature and the skill has
	// no SKILL.sigstore.json.
	SignatureMissing = "SIGNATURE_MISSING"
	// SignatureInvalid: the bundle is unreadable, its cryptography fails, or
	// what it signs is not exactly this skill's files.
	SignatureInvalid = "SIGNATURE_INVALID"
	// SignerMismatch: the bundle is cryptographically sound but was signed
	// by someone the policy does not name (another key, identity or issuer,
	// or a key where the policy wants a keyless identity and vice versa).
	SignerMismatch = "SIGNER_MISMATCH"
)

// MaxBundleSize bounds a bundle file. Real bundles are a few KiB plus about
// 100 bytes per file; anything near this size is not a skill signature.
const MaxBundleSize = 8 << 20

// SignatureError is a failed signature check. Callers branch on Code.
type SignatureError struct {
	Code string
	// Check names the check that failed: "bundle", "envelope", "signer",
	// "key", "identity", "signature", "certificate", "tlog", "timestamp",
	// "sct", "statement", "predicate-type", "subjects", "skill-digest".
	Check string
	// Detail says what was found, Hint what to do about it.
	Detail, Hint string
	// Files lists the paths a "subjects" failure is about, sorted.
	Files []string
	// Err is the underlying sigstore-go error, if any.
	Err error
}

func (e *SignatureError) Error() string {
	s := fmt.Sprintf("%s (%s check): %s", e.Code, e.Check, e.Detail)
	if e.Hint != "" {
		s += "; " + e.Hint
	}
	return s
}

func (e *SignatureError) Unwrap() error { return e.Err }

func (e *SignatureError) Is(target error) bool { return target == errkind.CheckFailed }

// InputError is bad input rather than a failed check: an unreadable or
// malformed key, trusted root or policy (exit 2).
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

func (e *InputError) Is(target error) bool { return target == errkind.Invalid }

func inputErrorf(format string, args ...any) error {
	return &InputError{Err: fmt.Errorf(format, args...)}
}

// Policy says who must have signed a source's skills: a public key, or a
// keyless certificate identity (SAN exact and/or regexp) with its OIDC
// issuer (exact and/or regexp), checked against trusted_root.json.
type Policy struct {
	KeyPEM []byte // public key PEM; or keyless:

	Identity, IdentityRegexp, Issuer, IssuerRegexp string
	// TrustedRootJSON is the content of a trusted_root.json, or several
	// trusted roots one per line (JSON lines, as `gh attestation
	// trusted-root` writes); a bundle verifying under any of them passes.
	TrustedRootJSON []byte

	// Format is "" for skillpin's own bundles (SKILL.sigstore.json) and
	// FormatOMS for OpenSSF Model Signing signatures (skill.oms.sig).
	Format string
	// ChainPEM, for OMS, is the certificate_chain a private-PKI signing
	// certificate must chain to (PEM; self-signed certificates are the
	// roots, others intermediates).
	ChainPEM []byte
	// AllowUnsignedFiles, for OMS, accepts files the signature does not
	// cover (they are recorded in the lock and shown in review).
	AllowUnsignedFiles bool
}

// Keyless reports whether the policy names a certificate identity.
func (p Policy) Keyless() bool { return len(p.KeyPEM) == 0 && len(p.ChainPEM) == 0 }

// OMS reports whether the policy is for OMS signatures.
func (p Policy) OMS() bool { return p.Format == FormatOMS }

// ID identifies the policy by everything that decides what it accepts:
// two policies with the same ID verify the same bundles the same way.
func (p Policy) ID() string {
	h := sha256.New()
	parts := [][]byte{p.KeyPEM, []byte(p.Identity), []byte(p.IdentityRegexp), []byte(p.Issuer), []byte(p.IssuerRegexp), p.TrustedRootJSON}
	if p.Format != "" || len(p.ChainPEM) > 0 || p.AllowUnsignedFiles {
		// Only policies that use them hash them, so that the IDs (and the
		// verdicts cached under them) of existing policies stay the same.
		parts = append(parts, []byte(p.Format), p.ChainPEM, []byte(fmt.Sprint(p.AllowUnsignedFiles)))
	}
	for _, part := range parts {
		fmt.Fprintf(h, "%d:", len(part))
		h.Write(part)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// PolicySource is a signature policy as a manifest spells it: file paths,
// relative to the project directory, and identity constraints.
type PolicySource struct {
	Key                      string
	Identity, IdentityRegexp string
	Issuer, IssuerRegexp     string
	TrustedRoot              string

	Format             string // "" or FormatOMS
	CertificateChain   string // OMS: a PEM bundle holding the root
	AllowUnsignedFiles bool
}

// Signer is who signed a verified bundle: a key fingerprint (see
// Fingerprint), or a keyless certificate identity and its OIDC issuer.
type Signer struct {
	KeyFingerprint   string
	Identity, Issuer string
	// Subject and Chain, for an OMS certificate-chain signature: the
	// signing certificate's subject, and "sha256:" of the DER of the root
	// certificate (from certificate_chain) it chains to.
	Subject, Chain string
}

func (s Signer) String() string {
	if s.KeyFingerprint != "" {
		return "key " + s.KeyFingerprint
	}
	if s.Subject != "" {
		return fmt.Sprintf("certificate %q (chain %s)", s.Subject, s.Chain)
	}
	return fmt.Sprintf("identity %s (issuer %s)", s.Identity, s.Issuer)
}

// BundleDigest is "sha256:<hex>" of a bundle file's bytes, as the lock
// records it.
func BundleDigest(bundleJSON []byte) string { return catalog.DigestBytes(bundleJSON) }

// Allows reports whether a signer recorded in a lock satisfies the policy,
// without the bundle: the publisher key's fingerprint, or the certificate
// identity and issuer (exact, or a regexp anchored at both ends). The
// bundle itself is verified cryptographically when a skill is locked and
// by `skillpin verify`; this is the cheap check install makes on every run.
func (p Policy) Allows(s Signer) error {
	if len(p.ChainPEM) > 0 {
		return p.allowsChain(s)
	}
	if !p.Keyless() {
		pub, err := ParsePublicKey(p.KeyPEM)
		if err != nil {
			return &InputError{Err: fmt.Errorf("signature policy key: %w", err)}
		}
		want, err := Fingerprint(pub)
		if err != nil {
			return &InputError{Err: err}
		}
		if s.KeyFingerprint != want {
			return &SignatureError{Code: SignerMismatch, Check: "signer key",
				Detail: fmt.Sprintf("signed by key %s, the policy requires key %s", orNone(s.KeyFingerprint), want)}
		}
		return nil
	}
	// A bad pattern is bad input whatever the signer.
	if err := CheckRegexp("identity_regexp", p.IdentityRegexp); err != nil {
		return err
	}
	if err := CheckRegexp("issuer_regexp", p.IssuerRegexp); err != nil {
		return err
	}
	match := func(what, got, exact, pattern string) error {
		if exact != "" && got != exact {
			return &SignatureError{Code: SignerMismatch, Check: what, Detail: fmt.Sprintf("%s is %q, the policy requires %q", what, got, exact)}
		}
		if pattern != "" {
			re := regexp.MustCompile(pattern) // checked above
			if !re.MatchString(got) {
				return &SignatureError{Code: SignerMismatch, Check: what, Detail: fmt.Sprintf("%s is %q, which does not match %q", what, got, pattern)}
			}
		}
		return nil
	}
	if err := match("identity", s.Identity, p.Identity, p.IdentityRegexp); err != nil {
		return err
	}
	return match("issuer", s.Issuer, p.Issuer, p.IssuerRegexp)
}

// CheckRegexp refuses a policy regexp that does not compile or is not
// anchored at both ends: Go's regexp (and sigstore-go, like cosign)
// matches anywhere in the text, so an unanchored identity_regexp accepts
// identities it never meant to (see names.CheckAnchored).
func CheckRegexp(key, pattern string) error {
	if pattern == "" {
		return nil
	}
	if _, err := regexp.Compile(pattern); err != nil {
		return inputErrorf("signature policy: %s: %w", key, err)
	}
	if msg := names.CheckAnchored(key, pattern); msg != "" {
		return inputErrorf("signature policy: %s", msg)
	}
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// allowsChain checks a recorded certificate-chain signer: a subject, and
// a chain anchored at one of the roots of certificate_chain.
func (p Policy) allowsChain(s Signer) error {
	if s.Subject == "" {
		return &SignatureError{Code: SignerMismatch, Check: "signer", Detail: fmt.Sprintf("signed by %s, the policy requires a certificate chained to certificate_chain", s)}
	}
	for rest := p.ChainPEM; ; {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			break
		}
		sum := sha256.Sum256(block.Bytes)
		if s.Chain == "sha256:"+hex.EncodeToString(sum[:]) {
			return nil
		}
	}
	return &SignatureError{Code: SignerMismatch, Check: "chain", Detail: fmt.Sprintf("certificate %q is recorded under root %s, which is not in certificate_chain", s.Subject, orNone(s.Chain))}
}
