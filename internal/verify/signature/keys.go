package signature

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
	"errors"
	"fmt"
	"strings"

	protocommon "github.com/sigstore/protobuf-specs/gen/pb-go/common/v1"
	"github.com/sigstore/sigstore-go/pkg/sign"
	"github.com/sigstore/sigstore/pkg/signature"
)

// Supported publisher keys: ECDSA P-256 (the Sigstore default), ECDSA P-384
// and Ed25519. Private keys are unencrypted PEM, PKCS#8 ("PRIVATE KEY") or,
// for ECDSA, SEC 1 ("EC PRIVATE KEY"); public keys are PKIX ("PUBLIC KEY").
const keyHelp = `generate a key pair with:
  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out skill-signing.pem
  openssl pkey -in skill-signing.pem -pubout -out skill-signing.pub`

// ParsePrivateKey reads a publisher's private key from PEM.
func ParsePrivateKey(keyPEM []byte) (crypto.Signer, error) {
	block, err := onePEMBlock(keyPEM)
	if err != nil {
		return nil, err
	}
	var key any
	switch block.Type {
	case "PRIVATE KEY":
		key, err = x509.ParsePKCS8PrivateKey(block.Bytes)
	case "EC PRIVATE KEY":
		key, err = x509.ParseECPrivateKey(block.Bytes)
	case "ENCRYPTED PRIVATE KEY", "ENCRYPTED SIGSTORE PRIVATE KEY", "ENCRYPTED COSIGN PRIVATE KEY":
		return nil, fmt.Errorf("the key is encrypted (%s); skillpin reads unencrypted keys only: "+
			"keep the key in a secret store and write it to a file for signing, or %s", block.Type, keyHelp)
	case "PUBLIC KEY":
		return nil, fmt.Errorf("this is a public key; signing needs the private key (PEM \"PRIVATE KEY\")")
	default:
		return nil, fmt.Errorf("PEM block %q is not a private key; expected \"PRIVATE KEY\" (PKCS#8) or \"EC PRIVATE KEY\" (SEC 1)", block.Type)
	}
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", block.Type, err)
	}
	signer, ok := key.(crypto.Signer)
	if !ok {
		return nil, fmt.Errorf("unsupported private key type %T; use ECDSA P-256, ECDSA P-384 or Ed25519", key)
	}
	if _, err := algorithmFor(signer.Public()); err != nil {
		return nil, err
	}
	return signer, nil
}

// ParsePublicKey reads a publisher's public key ("PUBLIC KEY" PEM).
func ParsePublicKey(keyPEM []byte) (crypto.PublicKey, error) {
	block, err := onePEMBlock(keyPEM)
	if err != nil {
		return nil, err
	}
	if block.Type != "PUBLIC KEY" {
		if strings.Contains(block.Type, "PRIVATE KEY") {
			return nil, fmt.Errorf("this is a private key (%s); the policy needs the public key: "+
				"openssl pkey -in KEY.pem -pubout -out KEY.pub, and keep the private key out of the repository", block.Type)
		}
		return nil, fmt.Errorf("PEM block %q is not a public key; expected \"PUBLIC KEY\"", block.Type)
	}
	pub, err := x509.ParsePKIXPublicKey(block.Bytes)
	if err != nil {
		return nil, fmt.Errorf("parse PUBLIC KEY: %w", err)
	}
	if _, err := algorithmFor(pub); err != nil {
		return nil, err
	}
	return pub, nil
}

// onePEMBlock returns the first PEM block of data, skipping the "EC
// PARAMETERS" block `openssl ecparam -genkey` writes before the key.
func onePEMBlock(data []byte) (*pem.Block, error) {
	for {
		block, rest := pem.Decode(data)
		if block == nil {
			return nil, errors.New("no PEM block found (expected text starting with \"-----BEGIN\")")
		}
		if block.Type != "EC PARAMETERS" {
			return block, nil
		}
		data = rest
	}
}

// Fingerprint names a public key: "sha256:" + hex of the SHA-256 of its DER
// SubjectPublicKeyInfo (the same bytes `openssl pkey -pubin -outform DER`
// prints), so anyone can recompute it from the .pub file.
func Fingerprint(pub crypto.PublicKey) (string, error) {
	sum, err := spkiSum(pub)
	if err != nil {
		return "", err
	}
	return "sha256:" + hex.EncodeToString(sum[:]), nil
}

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

func spkiSum(pub crypto.PublicKey) ([sha256.Size]byte, error) {
	der, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return [sha256.Size]byte{}, fmt.Errorf("encode public key: %w", err)
	}
	return sha256.Sum256(der), nil
}

// algorithmFor picks the Sigstore signing algorithm for a key, refusing
// the ones skillpin does not support.
func algorithmFor(pub crypto.PublicKey) (signature.AlgorithmDetails, error) {
	var alg protocommon.PublicKeyDetails
	switch k := pub.(type) {
	case *ecdsa.PublicKey:
		switch k.Curve {
		case elliptic.P256():
			alg = protocommon.PublicKeyDetails_PKIX_ECDSA_P256_SHA_256
		case elliptic.P384():
			alg = protocommon.PublicKeyDetails_PKIX_ECDSA_P384_SHA_384
		default:
			return signature.AlgorithmDetails{}, fmt.Errorf("unsupported ECDSA curve %s; use P-256 or P-384", k.Curve.Params().Name)
		}
	case ed25519.PublicKey:
		alg = protocommon.PublicKeyDetails_PKIX_ED25519
	default:
		return signature.AlgorithmDetails{}, fmt.Errorf("unsupported key type %T; use ECDSA P-256, ECDSA P-384 or Ed25519", pub)
	}
	return signature.GetAlgorithmDetails(alg)
}

// publicKeyVerifier is a signature verifier for pub using the algorithm
// skillpin signs with for that key type.
func publicKeyVerifier(pub crypto.PublicKey) (signature.Verifier, error) {
	alg, err := algorithmFor(pub)
	if err != nil {
		return nil, err
	}
	return signature.LoadVerifierFromAlgorithmDetails(pub, alg)
}

// keypair is a publisher's long-lived key as sigstore-go's sign.Keypair
// (v1.3.0 ships only an ephemeral one).
type keypair struct {
	signer crypto.Signer
	alg    signature.AlgorithmDetails
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
	case signature.ECDSA:
		return "ECDSA"
	case signature.ED25519:
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
