package sigstore

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/secure-systems-lab/go-securesystemslib/dsse"
	"github.com/sigstore/sigstore-go/pkg/bundle"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstoretest"
)

// The fixtures here are generated, never copied: a private PKI (root,
// intermediate, signing certificate) and OMS signatures in the layout
// NVIDIA publishes (a skill.oms.sig at the top of each skill directory,
// method "files", the reference signer's ignore_paths). oms_real_test.go
// runs the same checks against a real signed repository when one is named.

func omsSkill(t *testing.T, name string) catalog.FileSet {
	return testFiles(t, map[string]string{
		"SKILL.md":                 "---\nname: " + name + "\ndescription: trains a detector\n---\nRun scripts/train.sh.\n",
		"scripts/train.sh*":        "#!/bin/sh\necho train\n",
		"references/spec.yaml":     "epochs: 10\n",
		"evals/evals.json":         "[]\n",
		"evals/.gitignore":         "out/\n", // not at the top: signed like any file
		"references/same-as-a.txt": "same\n",
		"references/a.txt":         "same\n",
	})
}

// withSig is files plus the signature file, as a scan of the directory
// sees them: skill.oms.sig is a file of the skill, covered by nothing.
func withSig(files catalog.FileSet, sig []byte) catalog.FileSet {
	out := append(slices.Clone(files), catalog.File{Path: signature.OMSFile, Size: int64(len(sig)), Digest: catalog.DigestBytes(sig)})
	out.Sort()
	return out
}

func chainPolicy(pki sigstoretest.PKI) signature.Policy {
	return signature.Policy{Format: signature.FormatOMS, ChainPEM: pki.RootPEM}
}

func verifyOMS(t *testing.T, p signature.Policy, sig []byte, files catalog.FileSet, names ...string) (signature.OMSResult, error) {
	t.Helper()
	v, err := NewSignatureVerifier(p)
	if err != nil {
		t.Fatal(err)
	}
	return v.VerifyOMS(sig, withSig(files, sig), names...)
}

func TestOMSMethodsRoundTrip(t *testing.T) {
	files := omsSkill(t, "detector")
	pki := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{})
	key := newTestKey(t, "p384")
	ss := sigstoretest.New(t)
	ks := newKeyless(t, ss, "release@example.com", "https://issuer.example", ss.TrustedRootJSON)

	chainSig, err := SignOMSWithChain("detector", files, pki.KeyPEM, pki.ChainPEM)
	if err != nil {
		t.Fatal(err)
	}
	keySig, err := SignOMS("detector", files, key.privPEM)
	if err != nil {
		t.Fatal(err)
	}
	keylessSig, err := ks.SignOMS(context.Background(), "detector", files)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		policy signature.Policy
		sig    []byte
		want   signature.Signer
	}{
		{"certificate chain", chainPolicy(pki), chainSig, signature.Signer{Subject: pki.Subject}},
		{"public key", signature.Policy{Format: signature.FormatOMS, KeyPEM: key.pubPEM}, keySig, signature.Signer{KeyFingerprint: fingerprintOf(t, key)}},
		{"keyless", signature.Policy{Format: signature.FormatOMS, TrustedRootJSON: ss.TrustedRootJSON, Identity: "release@example.com", Issuer: "https://issuer.example"}, keylessSig,
			signature.Signer{Identity: "release@example.com", Issuer: "https://issuer.example"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := verifyOMS(t, tc.policy, tc.sig, files, "detector")
			if err != nil {
				t.Fatal(err)
			}
			got := res.Signer
			if tc.want.Subject != "" {
				if !strings.HasPrefix(got.Chain, "sha256:") {
					t.Errorf("chain fingerprint %q", got.Chain)
				}
				got.Chain = ""
			}
			if got != tc.want || res.Subject != "detector" || len(res.Unsigned) != 0 {
				t.Errorf("verified %+v (subject %q, unsigned %v), want %+v", res.Signer, res.Subject, res.Unsigned, tc.want)
			}
			if err := tc.policy.Allows(res.Signer); err != nil {
				t.Errorf("Allows(%v) = %v", res.Signer, err)
			}
			// The generic entry point dispatches on the format.
			if s, err := VerifySkill(tc.sig, withSig(files, tc.sig), tc.policy); err != nil || s != res.Signer {
				t.Errorf("VerifySkill = %v, %v", s, err)
			}
		})
	}
}

func fingerprintOf(t *testing.T, k testKey) string {
	t.Helper()
	fp, err := signature.Fingerprint(k.signer.Public())
	if err != nil {
		t.Fatal(err)
	}
	return fp
}

// TestOMSStatementLayout pins the statement to the OMS v1.0 layout: the
// subject's digest is sha256 over the raw digests of the resources in
// order, resources sorted by path with algorithm/digest/name, and the
// reference signer's serialization.
func TestOMSStatementLayout(t *testing.T) {
	files := omsSkill(t, "detector")
	raw, err := OMSStatement("detector", withSig(files, []byte("old signature")))
	if err != nil {
		t.Fatal(err)
	}
	var st omsStatement
	if err := json.Unmarshal(raw, &st); err != nil {
		t.Fatal(err)
	}
	if st.PredicateType != OMSPredicateType || st.Type != statementType || len(st.Subject) != 1 || st.Subject[0].Name != "detector" {
		t.Fatalf("statement %s", raw)
	}
	var names []string
	for _, r := range st.Predicate.Resources {
		names = append(names, r.Name)
		f, _ := files.Lookup(r.Name)
		if r.Algorithm != "sha256" || "sha256:"+r.Digest != f.Digest {
			t.Errorf("resource %+v, file %+v", r, f)
		}
	}
	if !slices.IsSorted(names) || len(names) != len(files) || slices.Contains(names, signature.OMSFile) {
		t.Errorf("resources %v", names)
	}
	ser := st.Predicate.Serialization
	if ser.Method != "files" || ser.HashType != "sha256" || ser.AllowSymlinks || !slices.Equal(ser.IgnorePaths, omsIgnored) {
		t.Errorf("serialization %+v", ser)
	}
	if _, err := parseOMSStatement(envelopeOf(t, raw)); err != nil {
		t.Errorf("own statement: %v", err)
	}
	// A file OMS verifiers would ignore is refused: it would be
	// installed unsigned.
	bad := withSig(files, nil)
	bad = append(bad, catalog.File{Path: ".github/workflow.yml", Size: 1, Digest: catalog.DigestBytes([]byte("x"))})
	bad.Sort()
	if _, err := OMSStatement("detector", bad); err == nil || !strings.Contains(err.Error(), ".github/workflow.yml") {
		t.Errorf("ignored path signed: %v", err)
	}
}

func TestOMSFindings(t *testing.T) {
	files := omsSkill(t, "detector")
	other := testFiles(t, map[string]string{
		"SKILL.md":         "---\nname: segmenter\ndescription: segments\n---\nbody\n",
		"evals/evals.json": "[1]\n",
	})
	pki := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{})
	otherPKI := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{Org: "Example Corp"}) // same names, another root
	expired := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{IntermediateExpired: true})
	leafExpired := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{LeafExpired: true})
	key := newTestKey(t, "p256")

	sign := func(pki sigstoretest.PKI, name string, files catalog.FileSet) []byte {
		t.Helper()
		sig, err := SignOMSWithChain(name, files, pki.KeyPEM, pki.ChainPEM)
		if err != nil {
			t.Fatal(err)
		}
		return sig
	}
	good := sign(pki, "detector", files)
	otherSig := sign(pki, "segmenter", other)
	changeByte := func(fs catalog.FileSet, p string) catalog.FileSet {
		out := slices.Clone(fs)
		i := slices.IndexFunc(out, func(f catalog.File) bool { return f.Path == p })
		out[i].Digest = catalog.DigestBytes([]byte("#!/bin/sh\necho traiN\n"))
		return out
	}
	remove := func(fs catalog.FileSet, p string) catalog.FileSet {
		return slices.DeleteFunc(slices.Clone(fs), func(f catalog.File) bool { return f.Path == p })
	}
	add := func(fs catalog.FileSet, p, content string) catalog.FileSet {
		out := append(slices.Clone(fs), catalog.File{Path: p, Size: int64(len(content)), Digest: catalog.DigestBytes([]byte(content))})
		out.Sort()
		return out
	}
	// A statement whose subject digest is not that of its files, signed
	// by the trusted certificate.
	inconsistent := func() []byte {
		raw, err := OMSStatement("detector", files)
		if err != nil {
			t.Fatal(err)
		}
		var st omsStatement
		_ = json.Unmarshal(raw, &st)
		st.Subject[0].Digest["sha256"] = strings.Repeat("0", 64)
		raw, _ = json.Marshal(st)
		sig, err := signChainDSSE("detector", raw, pki.KeyPEM, pki.ChainPEM)
		if err != nil {
			t.Fatal(err)
		}
		return sig
	}()
	// The payload edited after signing (a resource's digest changed to
	// match tampered content, the root digest recomputed).
	tampered := func() []byte {
		var b map[string]any
		_ = json.Unmarshal(good, &b)
		env := b["dsseEnvelope"].(map[string]any)
		raw, _ := base64.StdEncoding.DecodeString(env["payload"].(string))
		raw = []byte(strings.Replace(string(raw), `"name":"detector"`, `"name":"detectoR"`, 1))
		env["payload"] = base64.StdEncoding.EncodeToString(raw)
		out, _ := json.Marshal(b)
		return out
	}()

	for _, tc := range []struct {
		name     string
		policy   signature.Policy
		sig      []byte
		files    catalog.FileSet
		code     string
		unsigned []string
	}{
		{"verifies", chainPolicy(pki), good, files, "", nil},
		{"one byte changed", chainPolicy(pki), good, changeByte(files, "scripts/train.sh"), signature.OMSFileModified, nil},
		{"one file removed", chainPolicy(pki), good, remove(files, "references/spec.yaml"), signature.OMSFileMissing, nil},
		{"one file added", chainPolicy(pki), good, add(files, "references/extra.md", "run curl | sh\n"), signature.OMSFileUnsigned, nil},
		{"one file added, unsigned files allowed", signature.Policy{Format: signature.FormatOMS, ChainPEM: pki.RootPEM, AllowUnsignedFiles: true}, good,
			add(files, "references/extra.md", "x"), "", []string{"references/extra.md"}},
		{"a top-level .gitignore is under the signature's ignore_paths", chainPolicy(pki), good, add(files, ".gitignore", "x"), "", []string{".gitignore"}},
		{"a nested .gitignore is not", chainPolicy(pki), good, add(files, "scripts/.gitignore", "x"), signature.OMSFileUnsigned, nil},
		{"signature moved to another skill", chainPolicy(pki), otherSig, files, signature.OMSWrongSkill, nil},
		{"chain to another root", chainPolicy(otherPKI), good, files, signature.OMSChainUntrusted, nil},
		{"intermediate expired before the signing certificate", chainPolicy(expired), sign(expired, "detector", files), files, signature.OMSChainExpired, nil},
		{"signing certificate expired since, valid when issued", chainPolicy(leafExpired), sign(leafExpired, "detector", files), files, "", nil},
		{"subject digest inconsistent", chainPolicy(pki), inconsistent, files, signature.OMSManifestInvalid, nil},
		{"payload edited after signing", chainPolicy(pki), tampered, files, signature.SignatureInvalid, nil},
		{"chain-signed, policy wants a key", signature.Policy{Format: signature.FormatOMS, KeyPEM: key.pubPEM}, good, files, signature.SignerMismatch, nil},
		{"key-signed, policy wants a chain", chainPolicy(pki), mustSignOMS(t, files, key), files, signature.SignerMismatch, nil},
		{"no signature", chainPolicy(pki), nil, files, signature.SignatureMissing, nil},
		{"not a bundle", chainPolicy(pki), []byte(`{"mediaType": 3}`), files, signature.SignatureInvalid, nil},
		{"skillpin's own bundle", signature.Policy{Format: signature.FormatOMS, KeyPEM: key.pubPEM}, mustSign(t, files, key), files, signature.OMSManifestInvalid, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, err := NewSignatureVerifier(tc.policy)
			if err != nil {
				t.Fatal(err)
			}
			fs := tc.files
			if tc.sig != nil {
				fs = withSig(fs, tc.sig)
			}
			res, err := v.VerifyOMS(tc.sig, fs, "detector")
			if tc.code == "" {
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(res.Unsigned, tc.unsigned) {
					t.Errorf("unsigned %v, want %v", res.Unsigned, tc.unsigned)
				}
				return
			}
			se := wantSigErrCode(t, err, tc.code)
			if se.Hint == "" && tc.code != signature.SignatureInvalid && tc.code != signature.SignerMismatch {
				t.Errorf("%s has no hint", tc.code)
			}
		})
	}
}

func mustSignOMS(t *testing.T, files catalog.FileSet, k testKey) []byte {
	t.Helper()
	sig, err := SignOMS("detector", files, k.privPEM)
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

func mustSign(t *testing.T, files catalog.FileSet, k testKey) []byte {
	t.Helper()
	sig, err := Sign("detector", files, k.privPEM)
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

func wantSigErrCode(t *testing.T, err error, code string) *signature.SignatureError {
	t.Helper()
	var se *signature.SignatureError
	if !asSigErr(err, &se) || se.Code != code {
		t.Fatalf("error = %v, want code %s", err, code)
	}
	return se
}

func asSigErr(err error, target **signature.SignatureError) bool {
	for err != nil {
		if se, ok := err.(*signature.SignatureError); ok {
			*target = se
			return true
		}
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			return false
		}
		err = u.Unwrap()
	}
	return false
}

func TestOMSKeylessIdentity(t *testing.T) {
	files := omsSkill(t, "detector")
	ss := sigstoretest.New(t)
	ks := newKeyless(t, ss, "mallory@example.com", "https://issuer.example", ss.TrustedRootJSON)
	sig, err := ks.SignOMS(context.Background(), "detector", files)
	if err != nil {
		t.Fatal(err)
	}
	_, err = verifyOMS(t, signature.Policy{Format: signature.FormatOMS, TrustedRootJSON: ss.TrustedRootJSON, Identity: "release@example.com", Issuer: "https://issuer.example"}, sig, files)
	wantSigErrCode(t, err, signature.SignerMismatch)
	other := sigstoretest.New(t)
	_, err = verifyOMS(t, signature.Policy{Format: signature.FormatOMS, TrustedRootJSON: other.TrustedRootJSON, Identity: "mallory@example.com", Issuer: "https://issuer.example"}, sig, files)
	wantSigErrCode(t, err, signature.SignatureInvalid)
}

func TestOMSPolicies(t *testing.T) {
	pki := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{})
	dir := testfs.TempDir(t)
	writeFile(t, dir, "root.pem", pki.RootPEM)
	writeFile(t, dir, "leaf-only.pem", pki.ChainPEM[:strings.Index(string(pki.ChainPEM), "-----END CERTIFICATE-----")+26])
	for _, tc := range []struct {
		src  signature.PolicySource
		want string // "" ok, else part of the error
	}{
		{signature.PolicySource{Format: signature.FormatOMS, CertificateChain: "root.pem"}, ""},
		{signature.PolicySource{Format: "x509", CertificateChain: "root.pem"}, "format \"x509\" is not known"},
		{signature.PolicySource{CertificateChain: "root.pem"}, "add format = \"oms\""},
		{signature.PolicySource{AllowUnsignedFiles: true, Key: "k.pub"}, "add format = \"oms\""},
		{signature.PolicySource{Format: signature.FormatOMS, CertificateChain: "root.pem", Identity: "a"}, "exclusive"},
		{signature.PolicySource{Format: signature.FormatOMS, CertificateChain: "missing.pem"}, "missing.pem"},
		{signature.PolicySource{Format: signature.FormatOMS, CertificateChain: "leaf-only.pem"}, "no root certificate"},
		{signature.PolicySource{Format: signature.FormatOMS, CertificateChain: "../root.pem"}, "root.pem"},
	} {
		t.Run(fmt.Sprintf("%+v", tc.src), func(t *testing.T) {
			p, err := LoadPolicy(tc.src, dir)
			if tc.want == "" {
				if err != nil || !p.OMS() || len(p.ChainPEM) == 0 || p.Keyless() {
					t.Fatalf("LoadPolicy = %+v, %v", p, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("LoadPolicy = %v, want %q", err, tc.want)
			}
		})
	}
	// A recorded chain signer is allowed only under a root of the chain
	// file, with a subject.
	p, _ := LoadPolicy(signature.PolicySource{Format: signature.FormatOMS, CertificateChain: "root.pem"}, dir)
	sig, _ := SignOMSWithChain("detector", omsSkill(t, "detector"), pki.KeyPEM, pki.ChainPEM)
	res, err := verifyOMS(t, p, sig, omsSkill(t, "detector"))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Allows(res.Signer); err != nil {
		t.Fatal(err)
	}
	for _, s := range []signature.Signer{{Subject: res.Signer.Subject, Chain: "sha256:" + strings.Repeat("a", 64)}, {Chain: res.Signer.Chain}, {KeyFingerprint: "sha256:00"}} {
		if err := p.Allows(s); err == nil {
			t.Errorf("Allows(%+v) = nil", s)
		}
	}
	if p.ID() == (signature.Policy{Format: signature.FormatOMS, ChainPEM: pki.RootPEM, AllowUnsignedFiles: true}).ID() {
		t.Error("allow_unsigned_files does not change the policy's ID")
	}
}

// BenchmarkVerifyOMS compares an OMS check of a 100-file skill, per method,
// with skillpin's own bundle check of the same files (BenchmarkVerifyKey's
// method, at 100 files).
func BenchmarkVerifyOMS(b *testing.B) {
	t := &testing.T{}
	files := benchSkill(b, 100)
	pki := sigstoretest.NewPKI(b, sigstoretest.PKIOptions{})
	k := newTestKey(t, "p384")
	chainSig, _ := SignOMSWithChain("bench", files, pki.KeyPEM, pki.ChainPEM)
	keySig, _ := SignOMS("bench", files, k.privPEM)
	ownSig, _ := Sign("bench", files, k.privPEM)
	for _, tc := range []struct {
		name   string
		policy signature.Policy
		sig    []byte
		oms    bool
	}{
		{"oms-chain", signature.Policy{Format: signature.FormatOMS, ChainPEM: pki.RootPEM}, chainSig, true},
		{"oms-key", signature.Policy{Format: signature.FormatOMS, KeyPEM: k.pubPEM}, keySig, true},
		{"skillpin-key", signature.Policy{KeyPEM: k.pubPEM}, ownSig, false},
	} {
		b.Run(tc.name+"/files=100", func(b *testing.B) {
			v, err := NewSignatureVerifier(tc.policy)
			if err != nil {
				b.Fatal(err)
			}
			fs := files
			if tc.oms {
				fs = withSig(files, tc.sig)
			}
			b.ReportAllocs()
			start := cpuTime(b)
			for b.Loop() {
				if _, err := v.Verify(tc.sig, fs); err != nil {
					b.Fatal(err)
				}
			}
			// CPU time, not wall time: the machine is shared.
			b.ReportMetric(float64(cpuTime(b)-start)/float64(b.N), "cpu-ns/op")
		})
	}
}

func envelopeOf(t *testing.T, payload []byte) *bundle.Envelope {
	t.Helper()
	return &bundle.Envelope{Envelope: &dsse.Envelope{PayloadType: inTotoPayloadTyp, Payload: base64.StdEncoding.EncodeToString(payload)}}
}

func writeFile(t *testing.T, dir, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// cpuTime is the process's user and system CPU time so far, in ns.
func cpuTime(b *testing.B) int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
