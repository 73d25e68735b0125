package sigstore

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/signature"
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

func TestKeyHint(t *testing.T) {
	k := newTestKey(t, "p256")
	want, err := signature.Fingerprint(k.signer.Public())
	if err != nil {
		t.Fatal(err)
	}
	// The bundle hint is the same hash, base64, and maps back to it.
	hint, err := keyHint(k.signer.Public())
	if err != nil {
		t.Fatal(err)
	}
	if hintFingerprint(hint) != want {
		t.Fatalf("hintFingerprint(%q) = %q, want %q", hint, hintFingerprint(hint), want)
	}
	if got := hintFingerprint("odd hint"); got != `"odd hint"` {
		t.Fatalf("hintFingerprint of an unusual hint = %s", got)
	}
}

func TestInputErrorKind(t *testing.T) {
	_, err := Sign("x", testFiles(t, map[string]string{"SKILL.md": "x"}), []byte("junk"))
	var ie *signature.InputError
	if !errors.As(err, &ie) || !errors.Is(ie, errkind.Invalid) {
		t.Fatalf("Sign with a junk key: %v, want *signature.InputError with exit code 2", err)
	}
}

// The committed demo key pair (testdata/keys, see its README) is a working
// pair with the fingerprint its README states.
func TestDemoKeyPair(t *testing.T) {
	priv, err := os.ReadFile("../../../../testdata/keys/demo.pem")
	if err != nil {
		t.Fatal(err)
	}
	pubPEM, err := os.ReadFile("../../../../testdata/keys/demo.pub")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../../../testdata/keys/README.md")
	if err != nil {
		t.Fatal(err)
	}
	pub, err := signature.ParsePublicKey(pubPEM)
	if err != nil {
		t.Fatal(err)
	}
	fp, _ := signature.Fingerprint(pub)
	if !strings.Contains(string(readme), fp) {
		t.Errorf("testdata/keys/README.md does not state the fingerprint %s", fp)
	}
	files := testFiles(t, map[string]string{"SKILL.md": "---\nname: demo\ndescription: d\n---\n"})
	b, err := Sign("demo", files, priv)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := VerifySkill(b, files, signature.Policy{KeyPEM: pubPEM}); err != nil || s.KeyFingerprint != fp {
		t.Fatalf("demo pair: %+v, %v", s, err)
	}
}
