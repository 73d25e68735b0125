package signature

// Sigstore is the Sigstore verifier (package signature/sigstore's
// Backend): what reads policies and judges signatures takes it from the
// command, so that only the command and the packages that verify
// signatures link sigstore-go's graph of about 500 packages. Its checks
// are those verifying makes, so that a trusted root or signing config
// that cannot work is refused when the policy naming it is read, at
// every command that reads it, not when a signature is first checked.
type Sigstore interface {
	// CheckPolicy checks a keyless policy p read from src (ReadPolicy)
	// as verifying under it will: its trusted root must load, its
	// identity and issuer make a certificate identity. Errors are
	// *InputError naming the key and file at fault.
	CheckPolicy(src PolicySource, p Policy) error
	// NewVerifier prepares p for checking skills' signature files;
	// errors are *InputError.
	NewVerifier(p Policy) (Verifier, error)
	// NewBlobVerifier prepares trusted_root.json content (or JSON lines
	// of trusted roots) for checking keyless blob signatures, as signed
	// approvals are; errors are *InputError.
	NewBlobVerifier(trustedRootJSON []byte) (BlobVerifier, error)
	// CheckSigningConfig checks a signing_config.json names the services
	// keyless signing needs; errors are *InputError.
	CheckSigningConfig(data []byte) error
	// BundleSigner reads who a keyless bundle claims signed it, without
	// verifying anything: for showing a record, never for trusting it.
	BundleSigner(bundleJSON []byte) (Signer, bool)
}

// BlobVerifier checks keyless blob signatures under trusted roots,
// whoever signed them: the caller decides whether the identity it
// returns may sign.
type BlobVerifier interface {
	// Verify checks that bundleJSON is a keyless signature of exactly msg
	// and returns the certificate's identity and issuer. A failed check
	// is a *SignatureError (SIGNATURE_INVALID).
	Verify(bundleJSON, msg []byte) (Signer, error)
}
