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

// checkingSigstore is a Sigstore verifier whose CheckPolicy fails with
// err, recording what it was asked to check.
type checkingSigstore struct {
	signature.Sigstore // the rest is not called
	err                error
	checked            []signature.PolicySource
}

func (c *checkingSigstore) CheckPolicy(src signature.PolicySource, p signature.Policy) error {
	c.checked = append(c.checked, src)
	return c.err
}

// TestVerdictsCheckKeylessPolicy: a keyless [source.signature] is
// checked by the Sigstore verifier the state was handed when the policy
// is first asked for, so that a trusted root that cannot work is refused
// then, naming the source; without a verifier it is refused, never taken
// unchecked. A key policy was checked whole when read and needs none.
func TestVerdictsCheckKeylessPolicy(t *testing.T) {
	dir := testfs.TempDir(t)
	if err := os.WriteFile(filepath.Join(dir, "root.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	keyless := &manifest.Source{Name: "up", Signature: &manifest.SignaturePolicy{Identity: "a@example.com", Issuer: "https://issuer.example", TrustedRoot: "root.json"}}
	bad := errors.New("signature policy: trusted_root \"root.json\": trusted root 1: no certificate authorities")
	sig := &checkingSigstore{err: &signature.InputError{Err: bad}}
	_, err := newVerdicts(testfs.TempDir(t), dir, sig).Policy(keyless)
	var ie *signature.InputError
	if !errors.Is(err, bad) || !errors.As(err, &ie) || !strings.Contains(err.Error(), `source "up" signature policy`) {
		t.Errorf("Policy with a bad trusted root = %v, want the verifier's *InputError naming the source", err)
	}
	if len(sig.checked) != 1 || sig.checked[0].TrustedRoot != "root.json" || sig.checked[0].Identity != "a@example.com" {
		t.Errorf("CheckPolicy was asked %+v, want the source's policy once", sig.checked)
	}
	sig.err = nil
	if p, err := newVerdicts(testfs.TempDir(t), dir, sig).Policy(keyless); err != nil || string(p.TrustedRootJSON) != "{}" {
		t.Errorf("Policy with a good trusted root = %+v, %v", p, err)
	}
	if _, err := newVerdicts(testfs.TempDir(t), dir, nil).Policy(keyless); !errors.As(err, &ie) || !strings.Contains(err.Error(), "no Sigstore verifier") {
		t.Errorf("Policy without a verifier = %v, want it refused", err)
	}
}
