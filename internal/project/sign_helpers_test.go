package project

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
)

func testKeyPair(t *testing.T) (priv, pub []byte) {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.MarshalPKCS8PrivateKey(k)
	if err != nil {
		t.Fatal(err)
	}
	pubDER, err := x509.MarshalPKIXPublicKey(&k.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER})
}

// signSkill writes dir/SKILL.sigstore.json in the repository's work tree.
func signSkill(t *testing.T, r *gittest.Repo, dir, name string, keyPEM []byte) {
	t.Helper()
	files, problems := catalog.FileSetOf(os.DirFS(filepath.Join(r.Dir, dir)), ".", catalog.DefaultLimits)
	if catalog.HasErrors(problems) {
		t.Fatalf("skill %s: %v", dir, problems)
	}
	bundle, err := sigstore.Sign(name, files, keyPEM)
	if err != nil {
		t.Fatal(err)
	}
	r.WriteFile(filepath.Join(dir, signature.BundleFile), string(bundle))
}
