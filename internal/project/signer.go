package project

import (
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/verify"
)

// signerAllowed checks the signer recorded in the lock against the
// source's policy as it is now in skills.toml.
func signerAllowed(pol *manifest.SignaturePolicy, sig *lock.LockedSignature, projectDir string) error {
	policy, err := verify.PolicyFrom(pol, projectDir)
	if err != nil {
		return err
	}
	return policy.Allows(verify.Signer{KeyFingerprint: sig.Key, Identity: sig.Identity, Issuer: sig.Issuer})
}
