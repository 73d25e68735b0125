package signature

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"strings"
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
	if err := checkKeyType(signer.Public()); err != nil {
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
	if err := checkKeyType(pub); err != nil {
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

func spkiSum(pub crypto.PublicKey) ([sha256.Size]byte, error) {
	der, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return [sha256.Size]byte{}, fmt.Errorf("encode public key: %w", err)
	}
	return sha256.Sum256(der), nil
}

// checkKeyType refuses a key skillpin cannot sign or verify with: ECDSA
// P-256 or P-384, or Ed25519 (the algorithms the sigstore package maps
// them to, kept here so reading a key needs no Sigstore code).
func checkKeyType(pub crypto.PublicKey) error {
	switch k := pub.(type) {
	case *ecdsa.PublicKey:
		if k.Curve != elliptic.P256() && k.Curve != elliptic.P384() {
			return fmt.Errorf("unsupported ECDSA curve %s; use P-256 or P-384", k.Curve.Params().Name)
		}
	case ed25519.PublicKey:
	default:
		return fmt.Errorf("unsupported key type %T; use ECDSA P-256, ECDSA P-384 or Ed25519", pub)
	}
	return nil
}
