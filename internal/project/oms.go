package project

import (
	"fmt"
	"path"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// signatureFile is the file a source's skills are signed in: skill.oms.sig
// for OMS signatures, SKILL.sigstore.json otherwise.
func signatureFile(src *manifest.Source) string {
	if src != nil && src.Signature != nil && src.Signature.Format == manifest.SignatureFormatOMS {
		return signature.OMSFile
	}
	return signature.BundleFile
}

// checkOMS verifies a skill's OMS signature (sig, the content of its
// skill.oms.sig) and returns what the lock records: the signer, and the
// files accepted without a signature. A signature made for another
// directory is told apart by the names the skill goes by: its
// directory's base name and its own name.
func (p *Project) checkOMS(policy signature.Policy, sig []byte, dir, name string, files catalog.FileSet) (*lock.LockedSignature, error) {
	v, err := omsVerifier(policy)
	if err != nil {
		return nil, err
	}
	res, err := v.VerifyOMS(sig, files, path.Base(dir), name)
	if err != nil {
		return nil, fmt.Errorf("skill %s: %w", name, err)
	}
	rec := &lock.LockedSignature{
		Bundle:   signature.BundleDigest(sig),
		Key:      res.Signer.KeyFingerprint,
		Identity: res.Signer.Identity,
		Issuer:   res.Signer.Issuer,
		Format:   signature.FormatOMS,
		Subject:  res.Signer.Subject,
		Chain:    res.Signer.Chain,
		Unsigned: res.Unsigned,
	}
	sk := &lock.LockedSkill{Name: name, Digest: files.Digest()}
	if err := p.st.Verdicts().Remember(sk, rec, policy); err != nil {
		p.env.logf("warning: could not remember a verified signature in the cache: %v", err)
	}
	return rec, nil
}

// omsVerifiers are the prepared verifiers of this process, by policy ID: a
// publisher signs every skill of a source with one certificate, and a
// verifier checks that certificate's chain once (a run has a handful of
// policies).
var omsVerifiers sync.Map

func omsVerifier(policy signature.Policy) (*signature.SignatureVerifier, error) {
	id := policy.ID()
	if v, ok := omsVerifiers.Load(id); ok {
		return v.(*signature.SignatureVerifier), nil
	}
	v, err := signature.NewSignatureVerifier(policy)
	if err != nil {
		return nil, err
	}
	got, _ := omsVerifiers.LoadOrStore(id, v)
	return got.(*signature.SignatureVerifier), nil
}
