package sigstore

import (
	"bytes"
	"context"
	"crypto"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/sigstore/sigstore-go/pkg/bundle"
	"github.com/sigstore/sigstore-go/pkg/sign"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// testFiles builds a sorted file set; a path ending in "*" is executable.
func testFiles(t *testing.T, contents map[string]string) catalog.FileSet {
	t.Helper()
	var fs catalog.FileSet
	for p, c := range contents {
		exec := strings.HasSuffix(p, "*")
		fs = append(fs, catalog.File{
			Path:   strings.TrimSuffix(p, "*"),
			Size:   int64(len(c)),
			Digest: catalog.DigestBytes([]byte(c)),
			Exec:   exec,
		})
	}
	fs.Sort()
	return fs
}

func pdfSkill(t *testing.T) catalog.FileSet {
	return testFiles(t, map[string]string{
		"SKILL.md":            "---\nname: pdf\ndescription: PDF tools\n---\nUse scripts/extract.sh.\n",
		"scripts/extract.sh*": "#!/bin/sh\npdftotext \"$1\"\n",
		"references/forms.md": "# Forms\n",
	})
}

// signPayload signs an arbitrary DSSE payload with a key, for bundles that
// skillpin sign would never write.
func signPayload(t *testing.T, signer crypto.Signer, payloadType string, payload []byte) []byte {
	t.Helper()
	kp, err := newKeypair(signer)
	if err != nil {
		t.Fatal(err)
	}
	pb, err := sign.Bundle(&sign.DSSEData{Data: payload, PayloadType: payloadType}, kp, sign.BundleOptions{Context: context.Background()})
	if err != nil {
		t.Fatal(err)
	}
	out, err := (&bundle.Bundle{Bundle: pb}).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestStatement(t *testing.T) {
	files := pdfSkill(t)
	withBundle := append(catalog.FileSet{{Path: signature.BundleFile, Size: 3, Digest: catalog.DigestBytes([]byte("old"))}}, files...)
	got, err := Statement("pdf", withBundle)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"_type":"https://in-toto.io/Statement/v1","subject":[` +
		`{"name":"SKILL.md","digest":{"sha256":"` + strings.TrimPrefix(files[0].Digest, "sha256:") + `"}},` +
		`{"name":"references/forms.md","digest":{"sha256":"` + strings.TrimPrefix(files[1].Digest, "sha256:") + `"}},` +
		`{"name":"scripts/extract.sh","digest":{"sha256":"` + strings.TrimPrefix(files[2].Digest, "sha256:") + `"}}],` +
		`"predicateType":"https://skillpin.dev/attestation/skill-files/v1",` +
		`"predicate":{"name":"pdf","digest":"` + files.Digest() + `"}}`
	if string(got) != want {
		t.Fatalf("Statement =\n%s\nwant\n%s", got, want)
	}
}

func TestStatementRejects(t *testing.T) {
	good := pdfSkill(t)
	tests := []struct {
		name    string
		skill   string
		files   catalog.FileSet
		wantErr string
	}{
		{"no name", "", good, "no name"},
		{"no files", "pdf", nil, "no files"},
		{"only the bundle", "pdf", catalog.FileSet{{Path: signature.BundleFile, Digest: good[0].Digest}}, "no files"},
		{"bad digest", "pdf", catalog.FileSet{{Path: "SKILL.md", Digest: "md5:00"}}, "invalid digest"},
		{"duplicate path", "pdf", append(catalog.FileSet{good[0]}, good[0]), "listed twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Statement(tt.skill, tt.files)
			var ie *signature.InputError
			if !errors.As(err, &ie) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Statement error = %v, want *signature.InputError containing %q", err, tt.wantErr)
			}
			if _, err := Sign(tt.skill, tt.files, newTestKey(t, "p256").privPEM); !errors.As(err, &ie) {
				t.Fatalf("Sign error = %v, want *signature.InputError", err)
			}
		})
	}
}

func TestSignWritesStableReviewableJSON(t *testing.T) {
	k := newTestKey(t, "ed25519") // deterministic signatures
	files := pdfSkill(t)
	a, err := Sign("pdf", files, k.privPEM)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Sign("pdf", files, k.privPEM)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("signing the same content twice with ed25519 gave different files")
	}
	if !bytes.HasSuffix(a, []byte("}\n")) || !bytes.Contains(a, []byte("\n  \"mediaType\": \"application/vnd.dev.sigstore.bundle.v0.3+json\"")) {
		t.Fatalf("bundle is not indented v0.3 JSON:\n%s", a)
	}
	var doc map[string]any
	if err := json.Unmarshal(a, &doc); err != nil {
		t.Fatal(err)
	}
	vm := doc["verificationMaterial"].(map[string]any)
	if _, ok := vm["publicKey"]; !ok {
		t.Fatalf("verification material has no public key hint: %v", vm)
	}
	if _, ok := vm["tlogEntries"]; ok {
		t.Fatal("an offline signature has tlog entries")
	}
}

func TestBundleDigest(t *testing.T) {
	if got := signature.BundleDigest([]byte("abc")); got != "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" {
		t.Fatalf("BundleDigest = %s", got)
	}
}
