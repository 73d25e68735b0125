package signature

// OpenSSF Model Signing (OMS) signatures of skills: a detached
// skill.oms.sig at the top of the skill directory, a Sigstore bundle (v0.3)
// whose DSSE envelope holds an in-toto v1 statement of predicate type
// OMSPredicateType. Its one subject is named after the directory and its
// sha256 is the hash of every listed file's raw sha256 digest, in order;
// the predicate's "resources" list each file (path, sha256) and its
// "serialization" says how the directory was read. NVIDIA signs its
// published skills this way, with a certificate chained to its own root.
//
// Three signing methods exist and are verified here: a certificate chain
// to a root the source configures (private PKI, verified with crypto/x509
// at the time the leaf certificate was issued, as the reference verifier
// does), Sigstore keyless (sigstore-go, under the project's trusted root),
// and a public key (sigstore-go).

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
