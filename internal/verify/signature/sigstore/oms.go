package sigstore

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

import (
	"bytes"
	"context"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/secure-systems-lab/go-securesystemslib/dsse"
	protobundle "github.com/sigstore/protobuf-specs/gen/pb-go/bundle/v1"
	protocommon "github.com/sigstore/protobuf-specs/gen/pb-go/common/v1"
	protodsse "github.com/sigstore/protobuf-specs/gen/pb-go/dsse"
	"github.com/sigstore/sigstore-go/pkg/bundle"
	"github.com/sigstore/sigstore-go/pkg/sign"
	sigsig "github.com/sigstore/sigstore/pkg/signature"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// OMSPredicateType is the in-toto predicate type of OMS v1.0 signatures.
const OMSPredicateType = "https://model_signing/signature/v1.0"

// omsIgnored are the paths the reference signer leaves out of a
// directory by default, and skillpin's signer writes as ignore_paths.
var omsIgnored = []string{".git", ".gitattributes", ".github", ".gitignore"}

const (
	hintOMSResign = "the skill changed after it was signed, or the signature belongs to another skill or version: do not trust this content; ask the publisher for a signature of this content"
	hintOMSChain  = "check that certificate_chain in [source.signature] is the publisher's root (obtained out of band) and that the publisher signs with a certificate under it"
	hintOMSFormat = "skillpin verifies OMS signatures of method \"files\" with sha256 digests; ask the publisher to sign the directory with per-file digests"
)

// omsStatement is the payload of an OMS signature.
type omsStatement struct {
	Type          string       `json:"_type"`
	Subject       []subject    `json:"subject"`
	PredicateType string       `json:"predicateType"`
	Predicate     omsPredicate `json:"predicate"`
}

type omsPredicate struct {
	Serialization omsSerialization `json:"serialization"`
	Resources     []omsResource    `json:"resources"`
}

type omsSerialization struct {
	AllowSymlinks bool     `json:"allow_symlinks"`
	HashType      string   `json:"hash_type"`
	IgnorePaths   []string `json:"ignore_paths"`
	Method        string   `json:"method"`
}

type omsResource struct {
	Algorithm string `json:"algorithm"`
	Digest    string `json:"digest"`
	Name      string `json:"name"`
}

func omsFinding(code, check, hint string, err error, format string, args ...any) *signature.SignatureError {
	return &signature.SignatureError{Code: code, Check: check, Detail: fmt.Sprintf(format, args...), Hint: hint, Err: err}
}

// VerifyOMS verifies an OMS signature (the content of the skill's
// OMSFile, nil when it has none) of a skill whose files are files (which
// may include OMSFile: it is never compared), under the prepared policy.
// names are what the skill is called (its directory's base name, its
// frontmatter name): a signature whose subject is none of them and whose
// files differ was made for another skill (OMSWrongSkill). A failed check
// is a *SignatureError.
func (v *SignatureVerifier) VerifyOMS(sigJSON []byte, files catalog.FileSet, names ...string) (signature.OMSResult, error) {
	if len(bytes.TrimSpace(sigJSON)) == 0 {
		return signature.OMSResult{}, &signature.SignatureError{Code: signature.SignatureMissing, Check: "bundle",
			Detail: fmt.Sprintf("the source requires OMS-signed skills and this skill has no %s", signature.OMSFile),
			Hint:   "ask the publisher to sign it, or remove [source.signature] from skills.toml if this source is not signed"}
	}
	if len(sigJSON) > signature.MaxBundleSize {
		return signature.OMSResult{}, invalid("bundle", "", nil, "%s is %d bytes, over the %d byte limit for a bundle", signature.OMSFile, len(sigJSON), signature.MaxBundleSize)
	}
	b := &bundle.Bundle{}
	bundle.AllowCertificateChain()(b)
	if err := b.UnmarshalJSON(sigJSON); err != nil {
		return signature.OMSResult{}, invalid("bundle", "", err, "%s is not a readable Sigstore bundle: %v", signature.OMSFile, err)
	}
	env, err := b.Envelope()
	if err != nil {
		return signature.OMSResult{}, invalid("envelope", "", err, "%s signs a single blob, not an OMS statement listing the skill's files", signature.OMSFile)
	}
	var signer signature.Signer
	if len(v.policy.ChainPEM) > 0 {
		// Not through VerificationContent: sigstore-go refuses a chain that
		// carries its root, as NVIDIA's bundles do.
		signer, err = v.verifyChain(b, env)
	} else {
		vc, verr := b.VerificationContent()
		switch {
		case verr != nil && b.GetVerificationMaterial().GetX509CertificateChain() != nil:
			return signature.OMSResult{}, mismatch("signer", "%s is signed with a private-PKI certificate chain; the policy requires %s", signature.OMSFile, v.policyMethod())
		case verr != nil:
			return signature.OMSResult{}, invalid("bundle", "", verr, "%s has no usable verification material: %v", signature.OMSFile, verr)
		case v.policy.Keyless():
			signer, err = v.verifyKeyless(b, vc)
		default:
			signer, err = v.verifyKey(b, vc)
		}
	}
	if err != nil {
		return signature.OMSResult{}, err
	}
	// Only now is the payload authenticated.
	st, err := parseOMSStatement(env)
	if err != nil {
		return signature.OMSResult{}, err
	}
	res := signature.OMSResult{Signer: signer, Subject: st.Subject[0].Name}
	unsigned, err := compareOMS(st, files, v.policy.AllowUnsignedFiles, names)
	if err != nil {
		return signature.OMSResult{}, err
	}
	res.Unsigned = unsigned
	return res, nil
}

// parseOMSStatement checks the authenticated payload is an OMS v1.0
// statement skillpin can compare with a file set: per-file sha256
// digests, safe unique paths, and a subject digest that is the digest of
// the listed files (as the reference verifier requires).
func parseOMSStatement(env *bundle.Envelope) (*omsStatement, error) {
	bad := func(err error, format string, args ...any) *signature.SignatureError {
		return omsFinding(signature.OMSManifestInvalid, "statement", hintOMSFormat, err, format, args...)
	}
	if env.PayloadType != inTotoPayloadTyp {
		return nil, bad(nil, "the envelope's payload type is %q, not an in-toto statement (%s)", env.PayloadType, inTotoPayloadTyp)
	}
	raw, err := env.DecodeB64Payload()
	if err != nil {
		return nil, bad(err, "the envelope's payload is not base64: %v", err)
	}
	var st omsStatement
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, bad(err, "the signed statement is not an OMS statement: %v", err)
	}
	switch {
	case st.Type != statementType:
		return nil, bad(nil, "the signed statement has _type %q, want %q", st.Type, statementType)
	case st.PredicateType != OMSPredicateType:
		return nil, bad(nil, "the signature attests predicate type %q, not OMS's %q", st.PredicateType, OMSPredicateType)
	case len(st.Subject) != 1:
		return nil, bad(nil, "an OMS statement has one subject (the directory); this one has %d", len(st.Subject))
	case st.Predicate.Serialization.Method != "files":
		return nil, bad(nil, "the directory was serialized with method %q; skillpin compares per-file digests (method \"files\")", st.Predicate.Serialization.Method)
	case st.Predicate.Serialization.HashType != "sha256":
		return nil, bad(nil, "the files were hashed with %q; skillpin compares sha256 digests", st.Predicate.Serialization.HashType)
	case len(st.Predicate.Resources) == 0:
		return nil, bad(nil, "the statement lists no files")
	}
	root := sha256.New()
	seen := make(map[string]bool, len(st.Predicate.Resources))
	for _, r := range st.Predicate.Resources {
		if r.Algorithm != "sha256" {
			return nil, bad(nil, "file %q is hashed with %q, not sha256", r.Name, r.Algorithm)
		}
		d, err := hex.DecodeString(r.Digest)
		if err != nil || len(d) != sha256.Size {
			return nil, bad(err, "file %q has digest %q, not a sha256 in hex", r.Name, r.Digest)
		}
		if msg := names.RelDirProblem(r.Name, true); msg != "" || r.Name == "." {
			return nil, bad(nil, "the statement lists the path %q, which %s", r.Name, cmpOr(msg, "is the directory itself"))
		}
		if seen[r.Name] {
			return nil, bad(nil, "the statement lists %s twice", r.Name)
		}
		seen[r.Name] = true
		root.Write(d)
	}
	want := hex.EncodeToString(root.Sum(nil))
	if got := strings.ToLower(st.Subject[0].Digest["sha256"]); got != want {
		return nil, bad(nil, "the subject's sha256 %s is not the digest of the listed files (%s): the manifest is inconsistent", orNone(got), want)
	}
	return &st, nil
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// omsIgnoredBy reports whether path lies under one of the signature's
// ignore_paths (relative to the skill directory, as the reference
// serializer applies them).
func omsIgnoredBy(ignore []string, p string) bool {
	for _, ip := range ignore {
		ip = strings.Trim(path.Clean(ip), "/")
		if ip == "" || ip == "." {
			continue
		}
		if p == ip || strings.HasPrefix(p, ip+"/") {
			return true
		}
	}
	return false
}

// compareOMS compares the signed file list with the skill's files and
// returns the files accepted without a signature.
func compareOMS(st *omsStatement, files catalog.FileSet, allowUnsigned bool, skillNames []string) ([]string, error) {
	signed := make(map[string]string, len(st.Predicate.Resources))
	for _, r := range st.Predicate.Resources {
		signed[r.Name] = catalog.DigestPrefix + strings.ToLower(r.Digest)
	}
	var modified, unsigned, accepted []string
	for _, f := range files {
		if f.Path == signature.OMSFile {
			continue
		}
		d, ok := signed[f.Path]
		switch {
		case !ok && omsIgnoredBy(st.Predicate.Serialization.IgnorePaths, f.Path):
			accepted = append(accepted, f.Path)
		case !ok:
			unsigned = append(unsigned, f.Path)
		case d != f.Digest:
			modified = append(modified, f.Path)
		}
		delete(signed, f.Path)
	}
	var missing []string
	for p := range signed {
		missing = append(missing, p)
	}
	slices.Sort(missing)
	subjectName := st.Subject[0].Name
	differs := len(modified)+len(missing)+len(unsigned) > 0
	if differs && len(skillNames) > 0 && !slices.Contains(skillNames, subjectName) {
		all := slices.Concat(modified, missing, unsigned)
		slices.Sort(all)
		e := omsFinding(signature.OMSWrongSkill, "subject", hintOMSResign, nil,
			"%s was made for %q, not for this skill (%s), and the files differ (%s)",
			signature.OMSFile, subjectName, strings.Join(skillNames, ", "), omsDiffText(modified, missing, unsigned))
		e.Files = all
		return nil, e
	}
	switch {
	case len(modified) > 0:
		e := omsFinding(signature.OMSFileModified, "digest", hintOMSResign, nil, "the content of %s", omsDiffText(modified, missing, unsigned))
		e.Files = slices.Sorted(slices.Values(slices.Concat(modified, missing, unsigned)))
		return nil, e
	case len(missing) > 0:
		e := omsFinding(signature.OMSFileMissing, "files", hintOMSResign, nil, "%s", omsDiffText(nil, missing, unsigned))
		e.Files = slices.Sorted(slices.Values(slices.Concat(missing, unsigned)))
		return nil, e
	case len(unsigned) > 0 && !allowUnsigned:
		e := omsFinding(signature.OMSFileUnsigned, "files", "a file was added after signing; do not trust it unless the publisher says so. To accept files the signature does not cover, set allow_unsigned_files = true in [source.signature] (reviewers see the list in "+hint.Run("diff").String()+")", nil,
			"%s", omsDiffText(nil, nil, unsigned))
		e.Files = unsigned
		return nil, e
	}
	accepted = append(accepted, unsigned...)
	slices.Sort(accepted)
	return accepted, nil
}

func omsDiffText(modified, missing, unsigned []string) string {
	var parts []string
	add := func(label string, list []string) {
		if len(list) == 0 {
			return
		}
		shown, more := list, ""
		if len(shown) > 5 {
			shown, more = shown[:5], fmt.Sprintf(" and %d more", len(list)-5)
		}
		parts = append(parts, fmt.Sprintf("%s: %s%s", label, strings.Join(shown, ", "), more))
	}
	add("modified after signing", modified)
	add("signed but missing", missing)
	add("not covered by the signature", unsigned)
	return strings.Join(parts, "; ")
}

// verifyChain verifies the private-PKI method: the bundle's certificate
// chain must lead to a root of the policy's certificate_chain, valid at
// the time the signing certificate was issued (its NotBefore: the
// signature carries no other trusted time, and the reference verifier
// uses the same), and the leaf's key must verify the DSSE signature.
func (v *SignatureVerifier) verifyChain(b *bundle.Bundle, env *bundle.Envelope) (signature.Signer, error) {
	chain := b.GetVerificationMaterial().GetX509CertificateChain().GetCertificates()
	if len(chain) == 0 {
		if c := b.GetVerificationMaterial().GetCertificate(); c != nil {
			chain = []*protocommon.X509Certificate{c}
		}
	}
	if len(chain) == 0 {
		return signature.Signer{}, mismatch("signer", "%s holds no certificate chain; the policy requires a certificate chained to certificate_chain", signature.OMSFile)
	}
	// A publisher signs every skill with the same certificate: the chain
	// is verified once per verifier, then only each signature.
	key := sha256.New()
	for _, c := range chain {
		fmt.Fprintf(key, "%d:", len(c.GetRawBytes()))
		key.Write(c.GetRawBytes())
	}
	var id [sha256.Size]byte
	key.Sum(id[:0])
	v.chainMu.Lock()
	got, ok := v.chainCache[id]
	v.chainMu.Unlock()
	if !ok {
		got.signer, got.leaf, got.err = v.verifyCertChain(chain)
		v.chainMu.Lock()
		if v.chainCache == nil {
			v.chainCache = map[[sha256.Size]byte]chainVerdict{}
		}
		v.chainCache[id] = got
		v.chainMu.Unlock()
	}
	if got.err != nil {
		return signature.Signer{}, got.err
	}
	if err := verifyDSSE(env, got.leaf.PublicKey); err != nil {
		return signature.Signer{}, invalid("signature", hintTampered, err, "the signature does not verify with the key of certificate %q: %v", got.leaf.Subject.String(), err)
	}
	return got.signer, nil
}

// chainVerdict is the outcome of verifying one certificate chain.
type chainVerdict struct {
	signer signature.Signer
	leaf   *x509.Certificate
	err    error
}

// verifyCertChain checks a bundle's chain against the configured roots.
func (v *SignatureVerifier) verifyCertChain(chain []*protocommon.X509Certificate) (signature.Signer, *x509.Certificate, error) {
	var certs []*x509.Certificate
	for i, c := range chain {
		cert, err := x509.ParseCertificate(c.GetRawBytes())
		if err != nil {
			return signature.Signer{}, nil, invalid("certificate", "", err, "certificate %d of the bundle does not parse: %v", i+1, err)
		}
		certs = append(certs, cert)
	}
	leaf := certs[0]
	inter := x509.NewCertPool()
	for _, c := range certs[1:] {
		inter.AddCert(c)
	}
	for _, c := range v.chainInter {
		inter.AddCert(c)
	}
	chains, err := leaf.Verify(x509.VerifyOptions{
		Roots: v.chainRoots, Intermediates: inter,
		CurrentTime: leaf.NotBefore,
		KeyUsages:   []x509.ExtKeyUsage{x509.ExtKeyUsageAny},
	})
	if err != nil {
		var ce x509.CertificateInvalidError
		if errors.As(err, &ce) && ce.Reason == x509.Expired {
			return signature.Signer{}, nil, omsFinding(signature.OMSChainExpired, "certificate", hintOMSChain, err,
				"the signing certificate %q does not verify at its issue time %s: %v", leaf.Subject.String(), leaf.NotBefore.UTC().Format("2006-01-02T15:04:05Z"), err)
		}
		return signature.Signer{}, nil, omsFinding(signature.OMSChainUntrusted, "certificate", hintOMSChain, err,
			"the signing certificate %q (issued by %q) does not chain to certificate_chain: %v", leaf.Subject.String(), leaf.Issuer.String(), err)
	}
	if leaf.KeyUsage != 0 && leaf.KeyUsage&x509.KeyUsageDigitalSignature == 0 {
		return signature.Signer{}, nil, omsFinding(signature.OMSChainUntrusted, "certificate", hintOMSChain, nil, "the signing certificate %q may not sign (no digitalSignature key usage)", leaf.Subject.String())
	}
	anchor := chains[0][len(chains[0])-1]
	sum := sha256.Sum256(anchor.Raw)
	return signature.Signer{Subject: leaf.Subject.String(), Chain: "sha256:" + hex.EncodeToString(sum[:])}, leaf, nil
}

// verifyDSSE checks the envelope's one signature over the DSSE
// pre-authentication encoding with pub (ECDSA with the hash its curve
// calls for, as OMS signers use, or Ed25519).
func verifyDSSE(env *bundle.Envelope, pub crypto.PublicKey) error {
	if len(env.Signatures) != 1 {
		return fmt.Errorf("the envelope carries %d signatures, want 1", len(env.Signatures))
	}
	payload, err := env.DecodeB64Payload()
	if err != nil {
		return err
	}
	sig, err := base64.StdEncoding.DecodeString(env.Signatures[0].Sig)
	if err != nil {
		return fmt.Errorf("the signature is not base64: %w", err)
	}
	hash := crypto.SHA256
	switch k := pub.(type) {
	case *ecdsa.PublicKey:
		switch k.Curve {
		case elliptic.P384():
			hash = crypto.SHA384
		case elliptic.P521():
			hash = crypto.SHA512
		}
	case ed25519.PublicKey:
		hash = crypto.Hash(0)
	case *rsa.PublicKey:
	default:
		return fmt.Errorf("unsupported key type %T", pub)
	}
	verifier, err := sigsig.LoadVerifier(pub, hash)
	if err != nil {
		return err
	}
	return verifier.VerifySignature(bytes.NewReader(sig), bytes.NewReader(dsse.PAE(env.PayloadType, payload)))
}

// OMSStatement returns the unsigned OMS statement for a skill directory
// named name with files (OMSFile left out): the resources sorted by path,
// the subject's digest over their digests, and the serialization the
// reference signer records. A file under the reference signer's default
// ignore_paths is refused: it would be installed but not signed.
func OMSStatement(name string, files catalog.FileSet) ([]byte, error) {
	if name == "" {
		return nil, &signature.InputError{Err: fmt.Errorf("sign: the skill has no name")}
	}
	var out catalog.FileSet
	// From is where a file's bytes were read: dir/Path, except for a link
	// resolved inside the skill. SKILL.md (never a link to itself) gives dir.
	base := ""
	if f, ok := files.Lookup(catalog.SkillFile); ok {
		base = strings.TrimSuffix(f.From, catalog.SkillFile)
	}
	links := false
	for _, f := range files {
		if f.Path == signature.OMSFile {
			continue
		}
		if omsIgnoredBy(omsIgnored, f.Path) {
			return nil, &signature.InputError{Err: fmt.Errorf("sign %s: %s is a path OMS verifiers ignore (%s), so it would be installed but not signed; remove it from the skill", name, f.Path, strings.Join(omsIgnored, ", "))}
		}
		if !catalog.ValidDigest(f.Digest) {
			return nil, &signature.InputError{Err: fmt.Errorf("sign %s: file %s: invalid digest %q", name, f.Path, f.Digest)}
		}
		if f.From != "" && f.From != base+f.Path {
			links = true
		}
		out = append(out, f)
	}
	if len(out) == 0 {
		return nil, &signature.InputError{Err: fmt.Errorf("sign %s: no files to sign", name)}
	}
	out.Sort()
	st := omsStatement{Type: statementType, PredicateType: OMSPredicateType}
	st.Predicate.Serialization = omsSerialization{AllowSymlinks: links, HashType: "sha256", IgnorePaths: slices.Clone(omsIgnored), Method: "files"}
	root := sha256.New()
	for i, f := range out {
		if i > 0 && f.Path == out[i-1].Path {
			return nil, &signature.InputError{Err: fmt.Errorf("sign %s: file %s listed twice", name, f.Path)}
		}
		hexd := strings.TrimPrefix(f.Digest, catalog.DigestPrefix)
		raw, _ := hex.DecodeString(hexd)
		root.Write(raw)
		st.Predicate.Resources = append(st.Predicate.Resources, omsResource{Algorithm: "sha256", Digest: hexd, Name: f.Path})
	}
	st.Subject = []subject{{Name: name, Digest: map[string]string{"sha256": hex.EncodeToString(root.Sum(nil))}}}
	return json.Marshal(st)
}

// SignOMS signs the skill directory name's files with a publisher key
// (the OMS public-key method): the content of its OMSFile.
func SignOMS(name string, files catalog.FileSet, keyPEM []byte) ([]byte, error) {
	payload, err := OMSStatement(name, files)
	if err != nil {
		return nil, err
	}
	return signWithKey(name, payload, keyPEM)
}

// SignOMSWithChain signs with a private-PKI certificate (the OMS
// certificate method): keyPEM is the signing certificate's private key,
// chainPEM the signing certificate followed by its issuers, up to and
// including the root, as the bundle carries them.
func SignOMSWithChain(name string, files catalog.FileSet, keyPEM, chainPEM []byte) ([]byte, error) {
	payload, err := OMSStatement(name, files)
	if err != nil {
		return nil, err
	}
	return signChainDSSE(name, payload, keyPEM, chainPEM)
}

// signChainDSSE signs an in-toto payload with a certificate's key and
// carries the chain in the bundle.
func signChainDSSE(name string, payload, keyPEM, chainPEM []byte) ([]byte, error) {
	signer, err := signature.ParsePrivateKey(keyPEM)
	if err != nil {
		return nil, &signature.InputError{Err: fmt.Errorf("signing key: %w", err)}
	}
	var certs []*protocommon.X509Certificate
	var leaf *x509.Certificate
	for rest := chainPEM; ; {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" {
			continue
		}
		if leaf == nil {
			if leaf, err = x509.ParseCertificate(block.Bytes); err != nil {
				return nil, &signature.InputError{Err: fmt.Errorf("signing certificate: %w", err)}
			}
		}
		certs = append(certs, &protocommon.X509Certificate{RawBytes: block.Bytes})
	}
	if leaf == nil {
		return nil, &signature.InputError{Err: errors.New("signing certificate chain: no PEM CERTIFICATE found")}
	}
	pubDER, _ := x509.MarshalPKIXPublicKey(signer.Public())
	leafDER, _ := x509.MarshalPKIXPublicKey(leaf.PublicKey)
	if !bytes.Equal(pubDER, leafDER) {
		return nil, &signature.InputError{Err: errors.New("the signing key is not the key of the first certificate of the chain")}
	}
	kp, err := newKeypair(signer)
	if err != nil {
		return nil, &signature.InputError{Err: fmt.Errorf("signing key: %w", err)}
	}
	sig, _, err := kp.SignData(context.Background(), dsse.PAE(inTotoPayloadTyp, payload))
	if err != nil {
		return nil, fmt.Errorf("sign %s: %w", name, err)
	}
	pb := &protobundle.Bundle{
		MediaType: "application/vnd.dev.sigstore.bundle.v0.3+json",
		VerificationMaterial: &protobundle.VerificationMaterial{
			Content: &protobundle.VerificationMaterial_X509CertificateChain{X509CertificateChain: &protocommon.X509CertificateChain{Certificates: certs}},
		},
		Content: &protobundle.Bundle_DsseEnvelope{DsseEnvelope: &protodsse.Envelope{
			Payload: payload, PayloadType: inTotoPayloadTyp,
			Signatures: []*protodsse.Signature{{Sig: sig}},
		}},
	}
	return encodeBundle(name, pb)
}

// SignOMS signs the skill directory name's files keyless (the OMS
// Sigstore method): the content of its OMSFile.
func (s *KeylessSigner) SignOMS(ctx context.Context, name string, files catalog.FileSet) ([]byte, error) {
	payload, err := OMSStatement(name, files)
	if err != nil {
		return nil, err
	}
	raw, err := s.signContent(ctx, &sign.DSSEData{Data: payload, PayloadType: inTotoPayloadTyp})
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, raw, "", "  "); err != nil {
		return nil, fmt.Errorf("sign %s: encode bundle: %w", name, err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

func encodeBundle(name string, pb *protobundle.Bundle) ([]byte, error) {
	raw, err := (&bundle.Bundle{Bundle: pb}).MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("sign %s: encode bundle: %w", name, err)
	}
	// protojson spacing is deliberately unstable; indent for a stable,
	// reviewable file.
	var out bytes.Buffer
	if err := json.Indent(&out, raw, "", "  "); err != nil {
		return nil, fmt.Errorf("sign %s: encode bundle: %w", name, err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

func (v *SignatureVerifier) policyMethod() string {
	if v.policy.Keyless() {
		return "a keyless signature by " + v.policyIdentity()
	}
	return "key " + v.keyFingerprint
}

// chainMemo holds the verdicts on the certificate chains a verifier has
// seen, by the digest of their certificates.
type chainMemo struct {
	chainMu    sync.Mutex
	chainCache map[[sha256.Size]byte]chainVerdict
}
