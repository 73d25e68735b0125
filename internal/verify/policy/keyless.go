package policy

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"golang.org/x/crypto/ssh"

	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// KeylessApprover is an [[approval.keyless_signer]] table: approvers who
// sign with Sigstore keyless, named by the identity their certificate
// carries (an email, or a CI workflow's URI) and the OIDC issuer that
// vouched for it, exactly or by an anchored regexp.
type KeylessApprover struct {
	Identity       string `toml:"identity"`
	IdentityRegexp string `toml:"identity_regexp"`
	Issuer         string `toml:"issuer"`
	IssuerRegexp   string `toml:"issuer_regexp"`
}

func (k KeylessApprover) String() string {
	return "identity " + orRE(k.Identity, k.IdentityRegexp) + " of issuer " + orRE(k.Issuer, k.IssuerRegexp)
}

type keylessApprover struct {
	rule                 KeylessApprover
	identityRE, issuerRE *regexp.Regexp
}

// keylessRules are a layer's keyless approvers and the trusted root
// their certificates and timestamps are checked with.
type keylessRules struct {
	approvers []keylessApprover
	verifier  signature.BlobVerifier
	root      []byte
	sig       signature.Sigstore // what made verifier, which reads bundles too
}

// errNoSigstore is why a policy naming a keyless trusted root or signing
// config cannot be read without a Sigstore verifier: refusing it is what
// keeps a root that cannot work from passing unchecked.
var errNoSigstore = errors.New("no Sigstore verifier was handed to the policy reader, so it cannot be checked (a skillpin built without one cannot use keyless approvals)")

func newBlobVerifier(sig signature.Sigstore, root []byte) (signature.BlobVerifier, error) {
	if sig == nil {
		return nil, errNoSigstore
	}
	return sig.NewBlobVerifier(root)
}

func checkSigningConfig(sig signature.Sigstore, config []byte) error {
	if sig == nil {
		return errNoSigstore
	}
	return sig.CheckSigningConfig(config)
}

// allows says which approver rule accepts identity of issuer.
func (k *keylessRules) allows(identity, issuer string) (KeylessApprover, bool) {
	for _, a := range k.approvers {
		if a.identityRE.MatchString(identity) && a.issuerRE.MatchString(issuer) {
			return a.rule, true
		}
	}
	return KeylessApprover{}, false
}

// verifyKeyless checks a keyless approval signature sig over msg, made by
// the approver by: the bundle must verify under the layer's trusted root,
// its certificate must name exactly by, and one of the layer's keyless
// approvers must allow that identity and issuer.
func (k *keylessRules) verifyKeyless(msg []byte, sig approvals.Signature) (signature.Signer, error) {
	raw, err := base64.StdEncoding.DecodeString(sig.Bundle)
	if err != nil {
		return signature.Signer{}, &SignatureError{Reason: "the bundle is not base64: " + err.Error()}
	}
	who, err := k.verifier.Verify(raw, msg)
	if err != nil {
		if claimed, ok := k.sig.BundleSigner(raw); ok {
			who = claimed
		}
		return who, &SignatureError{Reason: "the keyless signature does not hold for this approval record (it was edited, or signed for another skill, digest, approver or time, or under another trusted root): " + err.Error()}
	}
	if who.Identity != sig.By {
		return who, &SignatureError{Reason: fmt.Sprintf("the approval names %q, and its certificate was issued to %q", sig.By, who.Identity)}
	}
	if _, ok := k.allows(who.Identity, who.Issuer); !ok {
		allowed := make([]string, len(k.approvers))
		for i, a := range k.approvers {
			allowed[i] = a.rule.String()
		}
		return who, &SignatureError{Reason: fmt.Sprintf("identity %s of issuer %s is not a keyless approver (allowed: %s)", who.Identity, who.Issuer, strings.Join(allowed, "; "))}
	}
	return who, nil
}

// ApprovalSigner signs approval records for one approver.
type ApprovalSigner interface {
	// Approver is who the signatures name: the approval's by.
	Approver() string
	// Describe names the key or identity that signs, for people.
	Describe() string
	// SignApproval signs the record of skill name at digest, approved by
	// Approver at at (RFC 3339).
	SignApproval(ctx context.Context, name, digest, at string) (approvals.Signature, error)
}

// SSHApprovalSigner signs as by with an SSH key (see Sign).
func SSHApprovalSigner(by string, key ssh.Signer) ApprovalSigner { return sshApprover{by, key} }

type sshApprover struct {
	by  string
	key ssh.Signer
}

func (s sshApprover) Approver() string { return s.by }
func (s sshApprover) Describe() string { return ssh.FingerprintSHA256(s.key.PublicKey()) }

func (s sshApprover) SignApproval(_ context.Context, name, digest, at string) (approvals.Signature, error) {
	sig, err := Sign(ApprovalMessage(name, digest, s.by, at), s.key)
	if err != nil {
		return approvals.Signature{}, err
	}
	return approvals.Signature{By: s.by, At: at, Key: s.Describe(), Sig: sig}, nil
}

// BlobSigner signs blobs with Sigstore keyless as one identity
// (sigstore.KeylessSigner), making the bundle SignBlob returns.
type BlobSigner interface {
	SignBlob(ctx context.Context, msg []byte) ([]byte, error)
}

// KeylessApprovalSigner signs with Sigstore keyless through k, whose
// certificate names identity of issuer.
func KeylessApprovalSigner(k BlobSigner, identity, issuer string) ApprovalSigner {
	return sigstoreApprover{k, identity, issuer}
}

type sigstoreApprover struct {
	k                BlobSigner
	identity, issuer string
}

func (s sigstoreApprover) Approver() string { return s.identity }
func (s sigstoreApprover) Describe() string {
	return fmt.Sprintf("identity %s, issuer %s", s.identity, s.issuer)
}

func (s sigstoreApprover) SignApproval(ctx context.Context, name, digest, at string) (approvals.Signature, error) {
	b, err := s.k.SignBlob(ctx, ApprovalMessage(name, digest, s.identity, at))
	if err != nil {
		return approvals.Signature{}, fmt.Errorf("sign the approval of %s: %w", name, err)
	}
	return approvals.Signature{By: s.identity, At: at, Identity: s.identity, Issuer: s.issuer,
		Bundle: base64.StdEncoding.EncodeToString(b)}, nil
}

// SigningConfig is the signing_config.json the outermost layer that
// names one (approval.signing_config) gives, and that layer; nil when
// none does.
func (e *Effective) SigningConfig() ([]byte, string) {
	for _, l := range e.layers() {
		if l.Policy.signingConfig != nil {
			return l.Policy.signingConfig, l.Label()
		}
	}
	return nil, ""
}

// KeylessTrustedRoot is the trusted root of the outermost layer that
// names keyless approvers, nil when none does: a keyless approval
// signature is checked against it as soon as it is made.
func (e *Effective) KeylessTrustedRoot() []byte {
	for _, l := range e.layers() {
		if l.Policy.keyless != nil {
			return l.Policy.keyless.root
		}
	}
	return nil
}

// ClaimedSigner names who a stored approval signature says made it, as
// the signature itself says: the SSH key's fingerprint, or the identity
// and issuer of the keyless certificate, read with sig (not the record's
// identity and issuer keys, which anyone can edit; those are shown only
// when the bundle cannot be read, or sig is nil). Nothing is verified:
// this is for showing a record; CheckSignatures says whether it holds.
func ClaimedSigner(s approvals.Signature, sig signature.Sigstore) string {
	if !s.Keyless() {
		if fp := Fingerprint(s.Sig); fp != "" {
			return fp
		}
		return s.Key
	}
	id, iss := s.Identity, s.Issuer
	if raw, err := base64.StdEncoding.DecodeString(s.Bundle); err == nil && sig != nil {
		if who, ok := sig.BundleSigner(raw); ok {
			id, iss = who.Identity, who.Issuer
		}
	}
	return fmt.Sprintf("keyless: identity %s, issuer %s", id, iss)
}
