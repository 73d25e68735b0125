package sigstore

import (
	"context"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/hex"
	"encoding/pem"
	"fmt"

	protocommon "github.com/sigstore/protobuf-specs/gen/pb-go/common/v1"
	"github.com/sigstore/sigstore-go/pkg/sign"
	sigsig "github.com/sigstore/sigstore/pkg/signature"
)

// keyHint is the Sigstore bundle's public-key hint for pub: base64 of the
// SHA-256 of the DER SubjectPublicKeyInfo, as sigstore-go and cosign write it.
func keyHint(pub crypto.PublicKey) (string, error) {
	sum, err := spkiSum(pub)
	if err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(sum[:]), nil
}

// hintFingerprint turns a bundle's key hint back into a fingerprint for
// messages, when it has the usual shape; otherwise it quotes the hint.
func hintFingerprint(hint string) string {
	if b, err := base64.StdEncoding.DecodeString(hint); err == nil && len(b) == sha256.Size {
		return "sha256:" + hex.EncodeToString(b)
	}
	return fmt.Sprintf("%q", hint)
}

// algorithmFor picks the Sigstore signing algorithm for a key, refusing
// the ones skillpin does not support.
func algorithmFor(pub crypto.PublicKey) (sigsig.AlgorithmDetails, error) {
	var alg protocommon.PublicKeyDetails
	switch k := pub.(type) {
	case *ecdsa.PublicKey:
		switch k.Curve {
		case elliptic.P256():
			alg = protocommon.PublicKeyDetails_PKIX_ECDSA_P256_SHA_256
		case elliptic.P384():
			alg = protocommon.PublicKeyDetails_PKIX_ECDSA_P384_SHA_384
		default:
			return sigsig.AlgorithmDetails{}, fmt.Errorf("unsupported ECDSA curve %s; use P-256 or P-384", k.Curve.Params().Name)
		}
	case ed25519.PublicKey:
		alg = protocommon.PublicKeyDetails_PKIX_ED25519
	default:
		return sigsig.AlgorithmDetails{}, fmt.Errorf("unsupported key type %T; use ECDSA P-256, ECDSA P-384 or Ed25519", pub)
	}
	return sigsig.GetAlgorithmDetails(alg)
}

// publicKeyVerifier is a signature verifier for pub using the algorithm
// skillpin signs with for that key type.
func publicKeyVerifier(pub crypto.PublicKey) (sigsig.Verifier, error) {
	alg, err := algorithmFor(pub)
	if err != nil {
		return nil, err
	}
	return sigsig.LoadVerifierFromAlgorithmDetails(pub, alg)
}

// keypair is a publisher's long-lived key as sigstore-go's sign.Keypair
// (v1.3.0 ships only an ephemeral one).
type keypair struct {
	signer crypto.Signer
	alg    sigsig.AlgorithmDetails
	hint   []byte
}

var _ sign.Keypair = (*keypair)(nil)

func newKeypair(signer crypto.Signer) (*keypair, error) {
	alg, err := algorithmFor(signer.Public())
	if err != nil {
		return nil, err
	}
	hint, err := keyHint(signer.Public())
	if err != nil {
		return nil, err
	}
	return &keypair{signer: signer, alg: alg, hint: []byte(hint)}, nil
}

func (k *keypair) GetHashAlgorithm() protocommon.HashAlgorithm { return k.alg.GetProtoHashType() }

func (k *keypair) GetSigningAlgorithm() protocommon.PublicKeyDetails {
	return k.alg.GetSignatureAlgorithm()
}

func (k *keypair) GetHint() []byte { return k.hint }

func (k *keypair) GetKeyAlgorithm() string {
	switch k.alg.GetKeyType() {
	case sigsig.ECDSA:
		return "ECDSA"
	case sigsig.ED25519:
		return "ED25519"
	}
	return ""
}

func (k *keypair) GetPublicKey() crypto.PublicKey { return k.signer.Public() }

func (k *keypair) GetPublicKeyPem() (string, error) {
	der, err := x509.MarshalPKIXPublicKey(k.signer.Public())
	if err != nil {
		return "", err
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: der})), nil
}

// SignData signs data and returns the signature and what was signed: the
// digest for ECDSA, the data itself for Ed25519 (which hashes internally).
func (k *keypair) SignData(_ context.Context, data []byte) ([]byte, []byte, error) {
	hf := k.alg.GetHashType()
	toSign := data
	if hf != crypto.Hash(0) {
		h := hf.New()
		h.Write(data)
		toSign = h.Sum(nil)
	}
	sig, err := k.signer.Sign(rand.Reader, toSign, hf)
	if err != nil {
		return nil, nil, err
	}
	return sig, toSign, nil
}
