package state

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// signaturePolicy turns a manifest's [source.signature] into the judge's
// values: the key file read relative to the project, no policy and a
// missing trusted root as input errors.
func TestSignaturePolicy(t *testing.T) {
	dir := testfs.TempDir(t)
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.MarshalPKIXPublicKey(&key.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	pubPEM := pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: der})
	if err := os.WriteFile(filepath.Join(dir, "pub.pem"), pubPEM, 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := signaturePolicy(&manifest.SignaturePolicy{Key: "pub.pem"}, dir)
	if err != nil || !bytes.Equal(p.KeyPEM, pubPEM) {
		t.Fatalf("signaturePolicy = %+v, %v", p, err)
	}
	var ie *signature.InputError
	if _, err := signaturePolicy(nil, dir); !errors.As(err, &ie) {
		t.Fatalf("signaturePolicy(nil) = %v, want *InputError", err)
	}
	if _, err := signaturePolicy(&manifest.SignaturePolicy{Identity: "x", Issuer: "y", TrustedRoot: "nope.json"}, dir); !errors.As(err, &ie) || !strings.Contains(err.Error(), "nope.json") {
		t.Fatalf("signaturePolicy with a missing trusted root = %v", err)
	}
}
