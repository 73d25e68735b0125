package sigstore

import (
	"crypto"
	"crypto/sha256"
	"crypto/x509"
	"fmt"

	"github.com/skillpin/skillpin/internal/verify/signature"
)

// inputErrorf is a bad policy or input, as signature.InputError.
func inputErrorf(format string, args ...any) error {
	return &signature.InputError{Err: fmt.Errorf(format, args...)}
}

// spkiSum is the SHA-256 of pub's DER SubjectPublicKeyInfo, what both a
// fingerprint (signature.Fingerprint) and a bundle's key hint are made of.
func spkiSum(pub crypto.PublicKey) ([sha256.Size]byte, error) {
	der, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return [sha256.Size]byte{}, fmt.Errorf("encode public key: %w", err)
	}
	return sha256.Sum256(der), nil
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}
