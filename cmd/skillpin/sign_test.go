package main

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
)

// signTestProject writes a skill and a key pair into a temp dir.
func signTestProject(t *testing.T, kind string) (dir, privPath, pubPath string, pub []byte) {
	t.Helper()
	dir = testfs.TempDir(t)
	write := func(rel string, data []byte, mode os.FileMode) {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, mode); err != nil {
			t.Fatal(err)
		}
	}
	write("skills/pdf/SKILL.md", []byte("---\nname: pdf\ndescription: Extract text from PDF files.\n---\nRun scripts/extract.sh FILE.\n"), 0o644)
	write("skills/pdf/scripts/extract.sh", []byte("#!/bin/sh\npdftotext \"$1\" -\n"), 0o755)
	write("skills/pdf/references/forms.md", []byte("# Forms\n"), 0o644)

	var key any
	var err error
	switch kind {
	case "ed25519":
		_, key, err = ed25519.GenerateKey(rand.Reader)
	default:
		key, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	}
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	pubDER, err := x509.MarshalPKIXPublicKey(key.(crypto.Signer).Public())
	if err != nil {
		t.Fatal(err)
	}
	pub = pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER})
	write("keys/publisher.pem", pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), 0o600)
	write("keys/publisher.pub", pub, 0o644)
	return dir, filepath.Join(dir, "keys/publisher.pem"), filepath.Join(dir, "keys/publisher.pub"), pub
}

func skillFiles(t *testing.T, dir string) catalog.FileSet {
	t.Helper()
	files, probs := catalog.FileSetOf(os.DirFS(dir), ".", catalog.Limits{})
	if catalog.HasErrors(probs) {
		t.Fatalf("FileSetOf: %v", probs)
	}
	return files
}

func TestSignRoundTrip(t *testing.T) {
	t.Parallel()
	for _, kind := range []string{"p256", "ed25519"} {
		t.Run(kind, func(t *testing.T) {
			dir, priv, _, pub := signTestProject(t, kind)
			skill := filepath.Join(dir, "skills/pdf")
			stdout, stderr, code := runSkillpin(t, "sign", skill, "--key", priv)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			bundle, err := os.ReadFile(filepath.Join(skill, signature.BundleFile))
			if err != nil {
				t.Fatal(err)
			}
			files := skillFiles(t, skill)
			signer, err := sigstore.VerifySkill(bundle, files, signature.Policy{KeyPEM: pub})
			if err != nil {
				t.Fatalf("VerifySkill: %v", err)
			}
			for _, want := range []string{
				"Signed pdf: 3 files, skill digest " + files.Digest(),
				"key     " + signer.KeyFingerprint,
				"bundle  " + filepath.Join(skill, signature.BundleFile) + " (" + signature.BundleDigest(bundle) + ")",
				strings.TrimPrefix(files[2].Digest, "sha256:") + " 755 scripts/extract.sh",
			} {
				if !strings.Contains(stdout, want) {
					t.Errorf("stdout lacks %q:\n%s", want, stdout)
				}
			}

			// Signing again: the old bundle is not part of what is signed.
			if _, stderr, code := runSkillpin(t, "-q", "sign", skill, "--key", priv); code != 0 {
				t.Fatalf("re-sign: exit %d: %s", code, stderr)
			}
			again, _ := os.ReadFile(filepath.Join(skill, signature.BundleFile))
			if _, err := sigstore.VerifySkill(again, skillFiles(t, skill), signature.Policy{KeyPEM: pub}); err != nil {
				t.Fatalf("re-signed bundle: %v", err)
			}

			// A change after signing is caught.
			if err := os.WriteFile(filepath.Join(skill, "references/forms.md"), []byte("# Forms!\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := sigstore.VerifySkill(again, skillFiles(t, skill), signature.Policy{KeyPEM: pub}); err == nil {
				t.Fatal("a modified skill still verifies")
			}
		})
	}
}

func TestSignOutAndDirFlag(t *testing.T) {
	t.Parallel()
	dir, _, _, pub := signTestProject(t, "p256")
	// Relative paths are relative to -C.
	stdout, stderr, code := runSkillpin(t, "-C", dir, "-q", "sign", "skills/pdf", "--key", "keys/publisher.pem", "--out", "pdf.sigstore.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if strings.Contains(stdout, "scripts/extract.sh") {
		t.Errorf("-q still lists files:\n%s", stdout)
	}
	if _, err := os.Stat(filepath.Join(dir, "skills/pdf", signature.BundleFile)); !os.IsNotExist(err) {
		t.Fatalf("--out also wrote DIR/%s (err %v)", signature.BundleFile, err)
	}
	bundle, err := os.ReadFile(filepath.Join(dir, "pdf.sigstore.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sigstore.VerifySkill(bundle, skillFiles(t, filepath.Join(dir, "skills/pdf")), signature.Policy{KeyPEM: pub}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout, "bundle  pdf.sigstore.json (") {
		t.Errorf("output does not name the --out file:\n%s", stdout)
	}
}

func TestSignStatement(t *testing.T) {
	t.Parallel()
	dir, _, _, _ := signTestProject(t, "p256")
	skill := filepath.Join(dir, "skills/pdf")
	want, err := sigstore.Statement("pdf", skillFiles(t, skill))
	if err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := runSkillpin(t, "sign", skill, "--statement")
	if code != 0 || stdout != string(want)+"\n" {
		t.Fatalf("exit %d, stdout %q, stderr %s; want %s", code, stdout, stderr, want)
	}
	_, stderr, code = runSkillpin(t, "-C", dir, "sign", "skills/pdf", "--statement", "--out", "st.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got, err := os.ReadFile(filepath.Join(dir, "st.json"))
	if err != nil || string(got) != string(want)+"\n" {
		t.Fatalf("st.json = %q, %v", got, err)
	}
	if _, err := os.Stat(filepath.Join(skill, signature.BundleFile)); !os.IsNotExist(err) {
		t.Fatal("--statement wrote a bundle")
	}
}

func TestSignErrors(t *testing.T) {
	t.Parallel()
	dir, priv, pub, _ := signTestProject(t, "p256")
	skill := filepath.Join(dir, "skills/pdf")
	write := func(rel, data string) string {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	garbage := write("keys/garbage.pem", "not a key")
	noSkill := filepath.Join(dir, "keys")
	invalid := filepath.Dir(write("bad/SKILL.md", "---\nname: bad\n---\nno description\n"))
	notDir := write("file.txt", "x")
	p521, _ := ecdsa.GenerateKey(elliptic.P521(), rand.Reader)
	der, _ := x509.MarshalPKCS8PrivateKey(p521)
	p521Path := write("keys/p521.pem", string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der})))

	tests := []struct {
		name    string
		args    []string
		wantErr string
	}{
		{"no key", []string{"sign", skill}, "needs --key"},
		{"key missing", []string{"sign", skill, "--key", filepath.Join(dir, "nope.pem")}, "signing key"},
		{"bad PEM", []string{"sign", skill, "--key", garbage}, "no PEM block"},
		{"public key", []string{"sign", skill, "--key", pub}, "this is a public key"},
		{"unsupported curve", []string{"sign", skill, "--key", p521Path}, "unsupported ECDSA curve"},
		{"not a skill dir", []string{"sign", noSkill, "--key", priv}, "not a skill directory"},
		{"invalid skill", []string{"sign", invalid, "--key", priv}, "not a valid skill"},
		{"not a directory", []string{"sign", notDir, "--key", priv}, "not a directory"},
		{"missing dir", []string{"sign", filepath.Join(dir, "nope"), "--key", priv}, "skill directory"},
		{"statement and key", []string{"sign", skill, "--statement", "--key", priv}, "does not take --key"},
		{"no args", []string{"sign", "--key", priv}, "one skill directory"},
		{"two args", []string{"sign", skill, skill, "--key", priv}, "one skill directory"},
		{"unknown flag", []string{"sign", skill, "--kye", priv}, "unknown flag"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stderr, code := runSkillpin(t, tt.args...)
			if code != ExitUsage || !strings.Contains(stderr, tt.wantErr) {
				t.Fatalf("exit %d, stderr %q; want exit 2 and %q", code, stderr, tt.wantErr)
			}
			if _, err := os.Stat(filepath.Join(skill, signature.BundleFile)); !os.IsNotExist(err) {
				t.Fatal("a failed sign wrote a bundle")
			}
		})
	}
}
