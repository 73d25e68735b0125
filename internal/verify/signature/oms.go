package signature

import "github.com/skillpin/skillpin/internal/catalog"

// The names and finding codes of OpenSSF Model Signing (OMS) signatures:
// a detached skill.oms.sig at the top of the skill directory. Reading and
// verifying one is package sigstore's job (its oms.go describes the
// format).

// FormatOMS is the [source.signature] format of OMS signatures; "" is
// skillpin's own bundles.
const FormatOMS = "oms"

// OMSFile is the name of a skill's OMS signature, at the top of the skill
// directory. Unlike SKILL.sigstore.json it stays in the skill's file set
// (it is installed with the skill, so the installed directory can be
// verified by any OMS verifier), but no signature covers it.
const OMSFile = "skill.oms.sig"

// Finding codes of OMS verification; stable, documented in
// docs/signatures.md. Missing signatures, cryptographic failures and
// another signer are SIGNATURE_MISSING, SIGNATURE_INVALID and
// SIGNER_MISMATCH, as for skillpin's own bundles.
const (
	// OMSFileModified: a file's content differs from the digest signed.
	OMSFileModified = "OMS_FILE_MODIFIED"
	// OMSFileMissing: the signature lists a file the skill does not have.
	OMSFileMissing = "OMS_FILE_MISSING"
	// OMSFileUnsigned: the skill has a file the signature does not cover
	// (strict verification; allow_unsigned_files relaxes it).
	OMSFileUnsigned = "OMS_FILE_UNSIGNED"
	// OMSWrongSkill: the signature was made for another directory (its
	// subject names another skill and its files differ).
	OMSWrongSkill = "OMS_WRONG_SKILL"
	// OMSChainUntrusted: the signing certificate does not chain to the
	// configured root.
	OMSChainUntrusted = "OMS_CHAIN_UNTRUSTED"
	// OMSChainExpired: a certificate of the chain was not valid when the
	// signing certificate was issued.
	OMSChainExpired = "OMS_CHAIN_EXPIRED"
	// OMSManifestInvalid: the signed statement is not an OMS manifest
	// skillpin can check: another predicate type, a serialization other
	// than per-file sha256, an unsafe or repeated path, or a subject
	// digest that is not the digest of the listed files.
	OMSManifestInvalid = "OMS_MANIFEST_INVALID"
)

// OMSResult is what a verified OMS signature says beyond its signer.
type OMSResult struct {
	Signer Signer
	// Subject is the name the signature gives the directory.
	Subject string
	// Unsigned are the skill's files the signature does not cover and
	// that verification accepted: under the signature's own ignore_paths,
	// or any file when the policy allows unsigned files. Sorted; never
	// OMSFile itself.
	Unsigned []string
}

// Verifier is a signature policy prepared for checking skills' signature
// files (sigstore.NewSignatureVerifier makes one). It is handed to what
// locks skills, so that judging a recorded signer needs no Sigstore code.
type Verifier interface {
	// Verify checks a skill's SKILL.sigstore.json (nil when it has none)
	// against its files; a failed check is a *SignatureError.
	Verify(bundleJSON []byte, files catalog.FileSet) (Signer, error)
	// VerifyOMS checks a skill's skill.oms.sig against its files; names
	// are the names the skill goes by, to tell a signature made for
	// another directory.
	VerifyOMS(sigJSON []byte, files catalog.FileSet, names ...string) (OMSResult, error)
}
