package signature

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"strings"
	"testing"
)

// testKey is a generated key pair with its PEM encodings.
type testKey struct {
	signer  crypto.Signer
	privPEM []byte // PKCS#8
	pubPEM  []byte
}

func newTestKey(t *testing.T, kind string) testKey {
	t.Helper()
	var signer crypto.Signer
	var err error
	switch kind {
	case "p256":
		signer, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	case "p384":
		signer, err = ecdsa.GenerateKey(elliptic.P384(), rand.Reader)
	case "p521":
		signer, err = ecdsa.GenerateKey(elliptic.P521(), rand.Reader)
	case "ed25519":
		_, signer, err = ed25519.GenerateKey(rand.Reader)
	case "rsa":
		signer, err = rsa.GenerateKey(rand.Reader, 2048)
	default:
		t.Fatalf("unknown key kind %q", kind)
	}
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.MarshalPKCS8PrivateKey(signer)
	if err != nil {
		t.Fatal(err)
	}
	pubDER, err := x509.MarshalPKIXPublicKey(signer.Public())
	if err != nil {
		t.Fatal(err)
	}
	return testKey{
		signer:  signer,
		privPEM: pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}),
		pubPEM:  pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER}),
	}
}

func sec1PEM(t *testing.T, k testKey) []byte {
	t.Helper()
	der, err := x509.MarshalECPrivateKey(k.signer.(*ecdsa.PrivateKey))
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: der})
}

func TestParsePrivateKey(t *testing.T) {
	p256 := newTestKey(t, "p256")
	tests := []struct {
		name    string
		pem     []byte
		wantErr string
	}{
		{"p256 pkcs8", p256.privPEM, ""},
		{"p256 sec1", sec1PEM(t, p256), ""},
		{"p256 sec1 after EC PARAMETERS", append(pem.EncodeToMemory(&pem.Block{Type: "EC PARAMETERS", Bytes: []byte{6, 8, 42, 134, 72, 206, 61, 3, 1, 7}}), sec1PEM(t, p256)...), ""},
		{"only EC PARAMETERS", pem.EncodeToMemory(&pem.Block{Type: "EC PARAMETERS", Bytes: []byte{6, 8, 42, 134, 72, 206, 61, 3, 1, 7}}), "no PEM block"},
		{"p384", newTestKey(t, "p384").privPEM, ""},
		{"ed25519", newTestKey(t, "ed25519").privPEM, ""},
		{"garbage", []byte("not a key"), "no PEM block"},
		{"public key", p256.pubPEM, "this is a public key"},
		{"encrypted cosign key", pem.EncodeToMemory(&pem.Block{Type: "ENCRYPTED SIGSTORE PRIVATE KEY", Bytes: []byte{1}}), "encrypted"},
		{"certificate", pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: []byte{1}}), "not a private key"},
		{"corrupt pkcs8", pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: []byte{1, 2, 3}}), "parse PRIVATE KEY"},
		{"p521", newTestKey(t, "p521").privPEM, "unsupported ECDSA curve"},
		{"rsa", newTestKey(t, "rsa").privPEM, "unsupported key type"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParsePrivateKey(tt.pem)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("ParsePrivateKey: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("ParsePrivateKey error = %v, want it to contain %q", err, tt.wantErr)
			}
		})
	}
}

func TestParsePublicKey(t *testing.T) {
	p256 := newTestKey(t, "p256")
	tests := []struct {
		name    string
		pem     []byte
		wantErr string
	}{
		{"p256", p256.pubPEM, ""},
		{"ed25519", newTestKey(t, "ed25519").pubPEM, ""},
		{"private key", p256.privPEM, "this is a private key"},
		{"garbage", []byte("-----BEGIN nothing"), "no PEM block"},
		{"wrong block", pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: []byte{1}}), "not a public key"},
		{"corrupt", pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: []byte{1}}), "parse PUBLIC KEY"},
		{"rsa", newTestKey(t, "rsa").pubPEM, "unsupported key type"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParsePublicKey(tt.pem)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("ParsePublicKey: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("ParsePublicKey error = %v, want it to contain %q", err, tt.wantErr)
			}
		})
	}
}

func TestFingerprint(t *testing.T) {
	k := newTestKey(t, "p256")
	der, err := x509.MarshalPKIXPublicKey(k.signer.Public())
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(der)
	want := "sha256:" + hex.EncodeToString(sum[:])
	got, err := Fingerprint(k.signer.Public())
	if err != nil || got != want {
		t.Fatalf("Fingerprint = %q, %v; want %q", got, err, want)
	}
	if _, err := Fingerprint(struct{}{}); err == nil {
		t.Fatal("Fingerprint of a non-key succeeded")
	}
}
