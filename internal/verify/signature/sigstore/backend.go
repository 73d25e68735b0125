package sigstore

import "github.com/skillpin/skillpin/internal/verify/signature"

// Backend is this package as signature.Sigstore: the command hands it to
// what reads policies and judges signatures, which then link no
// sigstore-go.
type Backend struct{}

var _ signature.Sigstore = Backend{}

// CheckPolicy is CheckPolicy.
func (Backend) CheckPolicy(src signature.PolicySource, p signature.Policy) error {
	return CheckPolicy(src, p)
}

// NewVerifier is NewSignatureVerifier.
func (Backend) NewVerifier(p signature.Policy) (signature.Verifier, error) {
	v, err := NewSignatureVerifier(p)
	if err != nil {
		return nil, err // not a typed nil in the interface
	}
	return v, nil
}

// NewBlobVerifier is NewBlobVerifier.
func (Backend) NewBlobVerifier(trustedRootJSON []byte) (signature.BlobVerifier, error) {
	v, err := NewBlobVerifier(trustedRootJSON)
	if err != nil {
		return nil, err
	}
	return v, nil
}

// CheckSigningConfig is CheckSigningConfig.
func (Backend) CheckSigningConfig(data []byte) error { return CheckSigningConfig(data) }

// BundleSigner is BundleSigner.
func (Backend) BundleSigner(bundleJSON []byte) (signature.Signer, bool) {
	return BundleSigner(bundleJSON)
}
