package sigstore

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/sigstore/sigstore-go/pkg/root"
	"github.com/sigstore/sigstore-go/pkg/sign"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// PredicateType identifies skillpin's in-toto predicate: "these subjects are
// every file of the skill named in the predicate". Its body is
// {"name": skill name, "digest": skill digest}; see Statement.
const PredicateType = "https://skillpin.dev/attestation/skill-files/v1"

// Fixed vocabulary of the in-toto attestation framework.
const (
	statementType    = "https://in-toto.io/Statement/v1"
	inTotoPayloadTyp = "application/vnd.in-toto+json"
)

// statement is an in-toto v1 Statement, spelled out so that skillpin writes
// and reads exactly the fields it means (field order is the JSON order).
type statement struct {
	Type          string          `json:"_type"`
	Subject       []subject       `json:"subject"`
	PredicateType string          `json:"predicateType"`
	Predicate     json.RawMessage `json:"predicate,omitempty"`
}

type subject struct {
	Name   string            `json:"name"`
	Digest map[string]string `json:"digest"`
}

// predicate is the body of a PredicateType statement. Digest is the skill
// digest, which also covers each file's executable bit (the subjects carry
// only path and content digest).
type predicate struct {
	Name   string `json:"name,omitempty"`
	Digest string `json:"digest,omitempty"`
}

// Statement returns the unsigned in-toto v1 Statement that Sign signs for
// the skill: one subject per file (name = skill-relative path, digest
// {"sha256": hex}), sorted by path, and the PredicateType predicate. Tools
// that sign elsewhere (cosign attest-blob --statement, a CI workflow) sign
// these bytes. The signature file itself is left out of files.
func Statement(name string, files catalog.FileSet) ([]byte, error) {
	if name == "" {
		return nil, &signature.InputError{Err: fmt.Errorf("sign: the skill has no name")}
	}
	files, err := signableFiles(files)
	if err != nil {
		return nil, &signature.InputError{Err: fmt.Errorf("sign %s: %w", name, err)}
	}
	pred, err := json.Marshal(predicate{Name: name, Digest: files.Digest()})
	if err != nil {
		return nil, err
	}
	st := statement{Type: statementType, PredicateType: PredicateType, Predicate: pred}
	for _, f := range files {
		st.Subject = append(st.Subject, subject{
			Name:   f.Path,
			Digest: map[string]string{"sha256": strings.TrimPrefix(f.Digest, catalog.DigestPrefix)},
		})
	}
	return json.Marshal(st)
}

// signableFiles is files sorted, without the signature file, checked for
// what a statement needs: at least one file, unique paths, valid digests.
func signableFiles(files catalog.FileSet) (catalog.FileSet, error) {
	out := make(catalog.FileSet, 0, len(files))
	for _, f := range files {
		if f.Path == signature.BundleFile {
			continue
		}
		if !catalog.ValidDigest(f.Digest) {
			return nil, fmt.Errorf("file %s: invalid digest %q", f.Path, f.Digest)
		}
		out = append(out, f)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no files to sign")
	}
	out.Sort()
	for i := 1; i < len(out); i++ {
		if out[i].Path == out[i-1].Path {
			return nil, fmt.Errorf("file %s listed twice", out[i].Path)
		}
	}
	return out, nil
}

// Sign builds a Sigstore bundle for the skill: a DSSE envelope over
// Statement(name, files), signed with the publisher's private key (keyPEM,
// see ParsePrivateKey), with the key's hint as verification material. It
// works offline: no Fulcio certificate, no Rekor entry, no timestamp. The
// result is the content of the skill's BundleFile. A bad key is an
// *InputError.
func Sign(name string, files catalog.FileSet, keyPEM []byte) ([]byte, error) {
	payload, err := Statement(name, files)
	if err != nil {
		return nil, err
	}
	return signWithKey(name, payload, keyPEM)
}

// signWithKey wraps payload, an in-toto statement about the skill
// directory name, in a DSSE envelope signed with the private key keyPEM
// and returns the bundle as its file holds it (Sign, SignOMS).
func signWithKey(name string, payload, keyPEM []byte) ([]byte, error) {
	signer, err := signature.ParsePrivateKey(keyPEM)
	if err != nil {
		return nil, &signature.InputError{Err: fmt.Errorf("signing key: %w", err)}
	}
	kp, err := newKeypair(signer)
	if err != nil {
		return nil, &signature.InputError{Err: fmt.Errorf("signing key: %w", err)}
	}
	// Giving sign.Bundle the key as trusted material makes it verify the
	// new bundle before returning it.
	material, err := keyMaterial(signer.Public())
	if err != nil {
		return nil, err
	}
	pb, err := sign.Bundle(&sign.DSSEData{Data: payload, PayloadType: inTotoPayloadTyp}, kp, sign.BundleOptions{
		Context:     context.Background(),
		TrustedRoot: material,
	})
	if err != nil {
		return nil, fmt.Errorf("sign %s: %w", name, err)
	}
	return encodeBundle(name, pb)
}

// keyMaterial is trusted material holding exactly one public key. Every key
// hint resolves to it: the hint in a bundle is unauthenticated, so only
// the signature decides.
func keyMaterial(pub any) (root.TrustedMaterial, error) {
	v, err := publicKeyVerifier(pub)
	if err != nil {
		return nil, &signature.InputError{Err: fmt.Errorf("public key: %w", err)}
	}
	key := root.NewExpiringKey(v, time.Time{}, time.Time{}) // a key has no validity window
	return root.NewTrustedPublicKeyMaterial(func(string) (root.TimeConstrainedVerifier, error) {
		return key, nil
	}), nil
}
