package state

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// A signature record in skills.lock is a claim, and the lock is part of
// the checkout: whoever wrote it can append a record to an unsigned skill.
// So a record counts only once skillpin verified it in this cache: the
// bundle at the pinned commit verifies under the source's policy to
// exactly the recorded signer, for exactly the locked files. Verified
// records are remembered in <cache>/signatures, keyed by everything that
// decided the verdict (skill digest, bundle digest, recorded signer,
// policy), so a warm install checks a file's existence, not cryptography.

// Verdicts remembers verified signature records in one cache.
type Verdicts struct {
	dir        string // <cache>/signatures
	projectDir string // where the files a source's signature policy names are
	sig        signature.Sigstore

	mu       sync.Mutex
	policies map[string]policyOrErr // by source name
}

type policyOrErr struct {
	p   signature.Policy
	err error
}

func newVerdicts(cacheDir, projectDir string, sig signature.Sigstore) *Verdicts {
	return &Verdicts{dir: filepath.Join(cacheDir, layout.SignaturesDir), projectDir: projectDir, sig: sig, policies: map[string]policyOrErr{}}
}

// errNoSigstore is why a keyless policy cannot be checked, nor any
// signature file verified, by a state loaded without Env.Sigstore.
var errNoSigstore = &signature.InputError{Err: errors.New("signature policy: no Sigstore verifier was handed to the state, so it cannot be checked")}

// Verifier prepares policy for checking signature files with Sigstore
// (resolve.Signatures).
func (v *Verdicts) Verifier(policy signature.Policy) (signature.Verifier, error) {
	if v.sig == nil {
		return nil, errNoSigstore
	}
	return v.sig.NewVerifier(policy)
}

// Policy is the loaded signature policy of a manifest source, read once.
func (v *Verdicts) Policy(src *manifest.Source) (signature.Policy, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if got, ok := v.policies[src.Name]; ok {
		return got.p, got.err
	}
	p, err := signaturePolicy(src.Signature, v.projectDir)
	if err == nil {
		err = v.check(src.Signature, p)
	}
	if err != nil {
		err = fmt.Errorf("source %q signature policy: %w", src.Name, err)
	}
	v.policies[src.Name] = policyOrErr{p, err}
	return p, err
}

func verdictKey(sk *lock.LockedSkill, sig *lock.LockedSignature, policy signature.Policy) string {
	h := sha256.New()
	parts := []string{sk.Digest, sig.Bundle, sig.Key, sig.Identity, sig.Issuer, policy.ID()}
	if sig.Format != "" {
		// OMS records (only they hash these, so older keys stay valid).
		parts = append(parts, sig.Format, sig.Subject, sig.Chain, strings.Join(sig.Unsigned, "\x00"))
	}
	for _, s := range parts {
		fmt.Fprintf(h, "%d:%s", len(s), s)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Verified reports whether sk's signature record was verified in this cache.
func (v *Verdicts) Verified(sk *lock.LockedSkill, policy signature.Policy) bool {
	if v == nil || sk.Signature == nil {
		return false
	}
	_, err := os.Stat(filepath.Join(v.dir, verdictKey(sk, sk.Signature, policy)))
	return err == nil
}

// Remember records that sig verified for sk under policy.
func (v *Verdicts) Remember(sk *lock.LockedSkill, sig *lock.LockedSignature, policy signature.Policy) error {
	if err := os.MkdirAll(v.dir, 0o755); err != nil {
		return err
	}
	return atomicfile.WriteFile(filepath.Join(v.dir, verdictKey(sk, sig, policy)), []byte(sig.Signer()+"\n"), 0o644, "")
}

// signaturePolicy reads a source's [source.signature] policy from the
// manifest (signature.ReadPolicy): the judge takes values, not the
// manifest's types. A nil policy is a *signature.InputError: callers
// check for "no policy" before asking for one.
func signaturePolicy(p *manifest.SignaturePolicy, projectDir string) (signature.Policy, error) {
	if p == nil {
		return signature.Policy{}, &signature.InputError{Err: errors.New("signature policy: none configured")}
	}
	return signature.ReadPolicy(policySource(p), projectDir)
}

func policySource(p *manifest.SignaturePolicy) signature.PolicySource {
	return signature.PolicySource{
		Key:      p.Key,
		Identity: p.Identity, IdentityRegexp: p.IdentityRegexp,
		Issuer: p.Issuer, IssuerRegexp: p.IssuerRegexp,
		TrustedRoot: p.TrustedRoot,
		Format:      p.Format, CertificateChain: p.CertificateChain, AllowUnsignedFiles: p.AllowUnsignedFiles,
	}
}

// check checks a keyless policy p read from src as verifying under it
// will (Sigstore.CheckPolicy): a trusted root that cannot work is refused
// when the policy is first asked for, not when a signature is checked.
// Key and certificate-chain policies were checked whole when read.
func (v *Verdicts) check(src *manifest.SignaturePolicy, p signature.Policy) error {
	if !p.Keyless() {
		return nil
	}
	if v.sig == nil {
		return errNoSigstore
	}
	return v.sig.CheckPolicy(policySource(src), p)
}
