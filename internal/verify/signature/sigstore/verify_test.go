package sigstore

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	protobundle "github.com/sigstore/protobuf-specs/gen/pb-go/bundle/v1"
	protocommon "github.com/sigstore/protobuf-specs/gen/pb-go/common/v1"
	protodsse "github.com/sigstore/protobuf-specs/gen/pb-go/dsse"
	protorekor "github.com/sigstore/protobuf-specs/gen/pb-go/rekor/v1"
	"github.com/sigstore/sigstore-go/pkg/bundle"
	"github.com/sigstore/sigstore-go/pkg/root"
	"github.com/sigstore/sigstore-go/pkg/sign"
	"github.com/sigstore/sigstore-go/pkg/testing/ca"
	"github.com/sigstore/sigstore-go/pkg/tlog"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// wantSigErr fails unless err is a *SignatureError with code and check.
func wantSigErr(t *testing.T, err error, code, check string) *signature.SignatureError {
	t.Helper()
	var se *signature.SignatureError
	if !errors.As(err, &se) {
		t.Fatalf("error = %v (%T), want *signature.SignatureError %s", err, err, code)
	}
	if se.Code != code || se.Check != check {
		t.Fatalf("error = %s/%s (%v), want %s/%s", se.Code, se.Check, se, code, check)
	}
	if !errors.Is(se, errkind.CheckFailed) {
		t.Fatalf("%v is not errkind.CheckFailed", se)
	}
	return se
}

func keyPolicy(k testKey) signature.Policy { return signature.Policy{KeyPEM: k.pubPEM} }

func TestKeyRoundTrip(t *testing.T) {
	files := pdfSkill(t)
	p256 := newTestKey(t, "p256")
	tests := []struct {
		name string
		key  testKey
		priv []byte
	}{
		{"ecdsa p256 pkcs8", p256, p256.privPEM},
		{"ecdsa p256 sec1", p256, sec1PEM(t, p256)},
		{"ecdsa p384", newTestKey(t, "p384"), nil},
		{"ed25519", newTestKey(t, "ed25519"), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			priv := tt.priv
			if priv == nil {
				priv = tt.key.privPEM
			}
			b, err := Sign("pdf", files, priv)
			if err != nil {
				t.Fatalf("Sign: %v", err)
			}
			// The signature file is never part of the file set: a caller
			// that lists it still verifies.
			withBundle := append(slices.Clone(files), catalog.File{Path: signature.BundleFile, Size: int64(len(b)), Digest: signature.BundleDigest(b)})
			for _, fs := range []catalog.FileSet{files, withBundle} {
				got, err := VerifySkill(b, fs, keyPolicy(tt.key))
				if err != nil {
					t.Fatalf("VerifySkill: %v", err)
				}
				fp, _ := signature.Fingerprint(tt.key.signer.Public())
				if got != (signature.Signer{KeyFingerprint: fp}) {
					t.Fatalf("Signer = %+v, want key %s", got, fp)
				}
				if got.String() != "key "+fp {
					t.Fatalf("Signer.String = %q", got.String())
				}
			}
		})
	}
}

func TestKeyContentChecks(t *testing.T) {
	k := newTestKey(t, "p256")
	files := pdfSkill(t)
	b, err := Sign("pdf", files, k.privPEM)
	if err != nil {
		t.Fatal(err)
	}
	other := testFiles(t, map[string]string{"SKILL.md": "---\nname: xlsx\ndescription: sheets\n---\n"})

	modify := func(fs catalog.FileSet, path string, fn func(*catalog.File)) catalog.FileSet {
		out := slices.Clone(fs)
		for i := range out {
			if out[i].Path == path {
				fn(&out[i])
			}
		}
		out.Sort()
		return out
	}
	tests := []struct {
		name      string
		files     catalog.FileSet
		check     string
		wantFiles []string
		wantInMsg string
	}{
		{"one byte changed", modify(files, "SKILL.md", func(f *catalog.File) {
			f.Digest = catalog.DigestBytes([]byte("---\nname: pdf\ndescription: PDF tools\n---\nUse scripts/extract.sh!\n"))
		}), "subjects", []string{"SKILL.md"}, "modified: SKILL.md"},
		{"file renamed", modify(files, "references/forms.md", func(f *catalog.File) { f.Path = "references/form.md" }),
			"subjects", []string{"references/form.md", "references/forms.md"}, "renamed: references/forms.md -> references/form.md"},
		{"file added", append(slices.Clone(files), catalog.File{Path: "scripts/zz-payload.sh", Size: 4, Digest: catalog.DigestBytes([]byte("evil")), Exec: true}),
			"subjects", []string{"scripts/zz-payload.sh"}, "not signed (added after signing): scripts/zz-payload.sh"},
		{"file removed", slices.DeleteFunc(slices.Clone(files), func(f catalog.File) bool { return f.Path == "references/forms.md" }),
			"subjects", []string{"references/forms.md"}, "signed but missing (removed after signing): references/forms.md"},
		{"bundle for another skill", other, "subjects", []string{"SKILL.md", "references/forms.md", "scripts/extract.sh"}, "modified: SKILL.md"},
		{"exec bit changed", modify(files, "references/forms.md", func(f *catalog.File) { f.Exec = true }), "skill-digest", nil, "executable bit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := VerifySkill(b, tt.files, keyPolicy(k))
			se := wantSigErr(t, err, signature.SignatureInvalid, tt.check)
			if !slices.Equal(se.Files, tt.wantFiles) {
				t.Errorf("Files = %q, want %q", se.Files, tt.wantFiles)
			}
			if !strings.Contains(se.Error(), tt.wantInMsg) {
				t.Errorf("message %q does not contain %q", se.Error(), tt.wantInMsg)
			}
			if se.Hint == "" {
				t.Error("no hint")
			}
		})
	}
}

func TestKeySignerAndBundleChecks(t *testing.T) {
	k := newTestKey(t, "p256")
	wrong := newTestKey(t, "p256")
	files := pdfSkill(t)
	b, err := Sign("pdf", files, k.privPEM)
	if err != nil {
		t.Fatal(err)
	}
	fp, _ := signature.Fingerprint(k.signer.Public())
	wrongFP, _ := signature.Fingerprint(wrong.signer.Public())

	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	edit := func(fn func(doc map[string]any)) []byte {
		var d map[string]any
		_ = json.Unmarshal(b, &d)
		fn(d)
		out, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	envelope := func(d map[string]any) map[string]any { return d["dsseEnvelope"].(map[string]any) }
	stmt := func(fn func(st map[string]any)) []byte {
		var st map[string]any
		raw, _ := Statement("pdf", files)
		_ = json.Unmarshal(raw, &st)
		fn(st)
		out, _ := json.Marshal(st)
		return signPayload(t, k.signer, inTotoPayloadTyp, out)
	}
	statementDigest := strings.TrimPrefix(files[0].Digest, "sha256:")

	tests := []struct {
		name      string
		bundle    []byte
		policy    signature.Policy
		code      string
		check     string
		wantInMsg string
	}{
		{"wrong key", b, keyPolicy(wrong), signature.SignerMismatch, "key", "signed with key " + fp + "; the policy requires key " + wrongFP},
		{"wrong key, hint removed", edit(func(d map[string]any) {
			d["verificationMaterial"].(map[string]any)["publicKey"] = map[string]any{}
		}), keyPolicy(wrong), signature.SignatureInvalid, "signature", "does not verify with key " + wrongFP},
		{"signature altered", edit(func(d map[string]any) {
			sig := envelope(d)["signatures"].([]any)[0].(map[string]any)
			raw, _ := base64.StdEncoding.DecodeString(sig["sig"].(string))
			raw[len(raw)-1] ^= 1
			sig["sig"] = base64.StdEncoding.EncodeToString(raw)
		}), keyPolicy(k), signature.SignatureInvalid, "signature", "does not verify"},
		{"payload altered", edit(func(d map[string]any) {
			raw, _ := base64.StdEncoding.DecodeString(envelope(d)["payload"].(string))
			raw = bytes.Replace(raw, []byte(statementDigest), []byte(strings.Repeat("0", 64)), 1)
			envelope(d)["payload"] = base64.StdEncoding.EncodeToString(raw)
		}), keyPolicy(k), signature.SignatureInvalid, "signature", "does not verify"},
		{"missing", nil, keyPolicy(k), signature.SignatureMissing, "bundle", "has no SKILL.sigstore.json"},
		{"blank", []byte("  \n"), keyPolicy(k), signature.SignatureMissing, "bundle", "has no SKILL.sigstore.json"},
		{"garbage", []byte("this is not json"), keyPolicy(k), signature.SignatureInvalid, "bundle", "not a readable Sigstore bundle"},
		{"truncated", b[:len(b)/2], keyPolicy(k), signature.SignatureInvalid, "bundle", "not a readable Sigstore bundle"},
		{"empty object", []byte("{}"), keyPolicy(k), signature.SignatureInvalid, "bundle", "not a readable Sigstore bundle"},
		{"too large", append(bytes.Repeat([]byte(" "), signature.MaxBundleSize), b...), keyPolicy(k), signature.SignatureInvalid, "bundle", "over the"},
		{"message signature", func() []byte {
			kp, _ := newKeypair(k.signer)
			pb, err := sign.Bundle(&sign.PlainData{Data: []byte("x")}, kp, sign.BundleOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out, _ := (&bundle.Bundle{Bundle: pb}).MarshalJSON()
			return out
		}(), keyPolicy(k), signature.SignatureInvalid, "envelope", "single blob"},
		{"payload type", func() []byte {
			raw, _ := Statement("pdf", files)
			return signPayload(t, k.signer, "application/json", raw)
		}(), keyPolicy(k), signature.SignatureInvalid, "statement", "payload type"},
		{"not json", signPayload(t, k.signer, inTotoPayloadTyp, []byte("{")), keyPolicy(k), signature.SignatureInvalid, "statement", "not an in-toto statement"},
		{"statement v0.1", stmt(func(st map[string]any) { st["_type"] = "https://in-toto.io/Statement/v0.1" }),
			keyPolicy(k), signature.SignatureInvalid, "statement", "_type"},
		{"other predicate type", stmt(func(st map[string]any) { st["predicateType"] = "https://slsa.dev/provenance/v1" }),
			keyPolicy(k), signature.SignatureInvalid, "predicate-type", "https://slsa.dev/provenance/v1"},
		{"predicate not an object", stmt(func(st map[string]any) { st["predicate"] = "pdf" }),
			keyPolicy(k), signature.SignatureInvalid, "statement", "predicate"},
		{"subject without name", stmt(func(st map[string]any) {
			st["subject"].([]any)[0].(map[string]any)["name"] = ""
		}), keyPolicy(k), signature.SignatureInvalid, "subjects", "without a name"},
		{"subject without sha256", stmt(func(st map[string]any) {
			st["subject"].([]any)[0].(map[string]any)["digest"] = map[string]any{"sha512": "00"}
		}), keyPolicy(k), signature.SignatureInvalid, "subjects", "no sha256"},
		{"duplicate subject", stmt(func(st map[string]any) {
			subs := st["subject"].([]any)
			st["subject"] = append(subs, subs[0])
		}), keyPolicy(k), signature.SignatureInvalid, "subjects", "listed twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := VerifySkill(tt.bundle, files, tt.policy)
			se := wantSigErr(t, err, tt.code, tt.check)
			if !strings.Contains(se.Error(), tt.wantInMsg) {
				t.Errorf("message %q does not contain %q", se.Error(), tt.wantInMsg)
			}
		})
	}

	// Without a predicate, or with one that has no digest, subjects decide.
	for _, pred := range []any{nil, map[string]any{"name": "pdf"}} {
		nb := stmt(func(st map[string]any) {
			if pred == nil {
				delete(st, "predicate")
			} else {
				st["predicate"] = pred
			}
		})
		if _, err := VerifySkill(nb, files, keyPolicy(k)); err != nil {
			t.Errorf("predicate %v: %v", pred, err)
		}
	}
	// Upper-case hex digests from other tools are the same digest.
	upper := stmt(func(st map[string]any) {
		d := st["subject"].([]any)[0].(map[string]any)["digest"].(map[string]any)
		d["sha256"] = strings.ToUpper(d["sha256"].(string))
	})
	if _, err := VerifySkill(upper, files, keyPolicy(k)); err != nil {
		t.Errorf("upper-case digest: %v", err)
	}
}

// virtualSigstore is sigstore-go's in-memory Fulcio, Rekor and TSA, with
// the trusted_root.json a user would download for it.
type virtualSigstore struct {
	vs       *ca.VirtualSigstore
	rootJSON []byte
}

func newVirtualSigstore(t *testing.T, withRekor bool) *virtualSigstore {
	t.Helper()
	vs, err := ca.NewVirtualSigstore()
	if err != nil {
		t.Fatal(err)
	}
	// The virtual log's ID is the hex text of its key hash; a real trusted
	// root carries the raw hash, which is what bundle entries name.
	logs := map[string]*root.TransparencyLog{}
	if withRekor {
		for id, tl := range vs.RekorLogs() {
			raw, err := hex.DecodeString(id)
			if err != nil {
				t.Fatal(err)
			}
			c := *tl
			c.ID = raw
			logs[id] = &c
		}
	}
	tr, err := root.NewTrustedRoot(root.TrustedRootMediaType01, vs.FulcioCertificateAuthorities(), nil, vs.TimestampingAuthorities(), logs)
	if err != nil {
		t.Fatal(err)
	}
	rootJSON, err := tr.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return &virtualSigstore{vs: vs, rootJSON: rootJSON}
}

// attest makes a keyless bundle like cosign attest-blob --statement writes:
// a Fulcio certificate, an RFC 3161 timestamp and a Rekor entry with
// inclusion promise and proof.
func (v *virtualSigstore) attest(t *testing.T, identity, issuer string, payload []byte) []byte {
	t.Helper()
	ent, err := v.vs.AttestAtTime(identity, issuer, payload, time.Now().Add(5*time.Minute), true)
	if err != nil {
		t.Fatal(err)
	}
	vc, _ := ent.VerificationContent()
	sc, _ := ent.SignatureContent()
	env := sc.EnvelopeContent().RawEnvelope()
	body, err := env.DecodeB64Payload()
	if err != nil {
		t.Fatal(err)
	}
	sig, err := base64.StdEncoding.DecodeString(env.Signatures[0].Sig)
	if err != nil {
		t.Fatal(err)
	}
	tsrs, _ := ent.Timestamps()
	entries, _ := ent.TlogEntries()
	tle := entries[0].TransparencyLogEntry()
	tle.KindVersion = &protorekor.KindVersion{Kind: "dsse", Version: "0.0.1"}
	set, err := v.vs.RekorSignPayload(tlog.RekorPayload{
		Body:           base64.StdEncoding.EncodeToString(tle.CanonicalizedBody),
		IntegratedTime: tle.IntegratedTime,
		LogIndex:       tle.LogIndex,
		LogID:          hex.EncodeToString(tle.LogId.KeyId),
	})
	if err != nil {
		t.Fatal(err)
	}
	tle.InclusionPromise = &protorekor.InclusionPromise{SignedEntryTimestamp: set}
	tv := &protobundle.TimestampVerificationData{}
	for _, ts := range tsrs {
		tv.Rfc3161Timestamps = append(tv.Rfc3161Timestamps, &protocommon.RFC3161SignedTimestamp{SignedTimestamp: ts})
	}
	pb := &protobundle.Bundle{
		MediaType: "application/vnd.dev.sigstore.bundle.v0.3+json",
		VerificationMaterial: &protobundle.VerificationMaterial{
			Content:                   &protobundle.VerificationMaterial_Certificate{Certificate: &protocommon.X509Certificate{RawBytes: vc.Certificate().Raw}},
			TlogEntries:               []*protorekor.TransparencyLogEntry{tle},
			TimestampVerificationData: tv,
		},
		Content: &protobundle.Bundle_DsseEnvelope{DsseEnvelope: &protodsse.Envelope{
			Payload:     body,
			PayloadType: env.PayloadType,
			Signatures:  []*protodsse.Signature{{Sig: sig}},
		}},
	}
	out, err := (&bundle.Bundle{Bundle: pb}).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

const (
	workflow = "https://github.com/acme/skills/.github/workflows/release.yml@refs/tags/v1.0.0"
	ghIssuer = "https://token.actions.githubusercontent.com"
)

func TestKeyless(t *testing.T) {
	files := pdfSkill(t)
	payload, err := Statement("pdf", files)
	if err != nil {
		t.Fatal(err)
	}
	vs := newVirtualSigstore(t, true)
	b := vs.attest(t, workflow, ghIssuer, payload)
	tsaOnly := newVirtualSigstore(t, false)
	bTSA := tsaOnly.attest(t, workflow, ghIssuer, payload)
	stranger := newVirtualSigstore(t, true)
	bStranger := stranger.attest(t, workflow, ghIssuer, payload)
	k := newTestKey(t, "p256")
	keyed, err := Sign("pdf", files, k.privPEM)
	if err != nil {
		t.Fatal(err)
	}
	var indented bytes.Buffer
	if err := json.Indent(&indented, vs.rootJSON, "", "  "); err != nil {
		t.Fatal(err)
	}
	jsonl := bytes.Join([][]byte{stranger.rootJSON, vs.rootJSON}, []byte("\n"))

	policy := func(rootJSON []byte, identity, identityRe, issuer, issuerRe string) signature.Policy {
		return signature.Policy{TrustedRootJSON: rootJSON, Identity: identity, IdentityRegexp: identityRe, Issuer: issuer, IssuerRegexp: issuerRe}
	}
	// A keyless bundle whose statement was swapped after signing.
	otherPayload, _ := Statement("pdf", testFiles(t, map[string]string{"SKILL.md": "evil"}))
	swap := func(b []byte) []byte {
		var doc map[string]any
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		doc["dsseEnvelope"].(map[string]any)["payload"] = base64.StdEncoding.EncodeToString(otherPayload)
		out, _ := json.Marshal(doc)
		return out
	}

	tests := []struct {
		name   string
		bundle []byte
		files  catalog.FileSet
		policy signature.Policy
		code   string // "" = passes
		check  string
	}{
		{"right identity", b, files, policy(vs.rootJSON, workflow, "", ghIssuer, ""), "", ""},
		{"identity regexp", b, files, policy(vs.rootJSON, "", `^https://github\.com/acme/skills/.*$`, "", `^https://token\.actions\.githubusercontent\.com$`), "", ""},
		{"pretty-printed trusted root", b, files, policy(indented.Bytes(), workflow, "", ghIssuer, ""), "", ""},
		{"json lines, second root", b, files, policy(jsonl, workflow, "", ghIssuer, ""), "", ""},
		{"json lines, first root", bStranger, files, policy(jsonl, workflow, "", ghIssuer, ""), "", ""},
		{"root without log, timestamp only", bTSA, files, policy(tsaOnly.rootJSON, workflow, "", ghIssuer, ""), "", ""},
		{"wrong SAN", b, files, policy(vs.rootJSON, "https://github.com/evil/skills/.github/workflows/release.yml@refs/tags/v1.0.0", "", ghIssuer, ""), signature.SignerMismatch, "identity"},
		{"wrong SAN regexp", b, files, policy(vs.rootJSON, "", `^https://github\.com/other/.*$`, ghIssuer, ""), signature.SignerMismatch, "identity"},
		{"wrong issuer", b, files, policy(vs.rootJSON, workflow, "", "https://accounts.google.com", ""), signature.SignerMismatch, "identity"},
		{"wrong issuer regexp", b, files, policy(vs.rootJSON, workflow, "", "", `^https://gitlab\.com$`), signature.SignerMismatch, "identity"},
		{"other Sigstore deployment", bStranger, files, policy(vs.rootJSON, workflow, "", ghIssuer, ""), signature.SignatureInvalid, "tlog"},
		{"other Sigstore deployment, no log", bTSA, files, policy(newVirtualSigstore(t, false).rootJSON, workflow, "", ghIssuer, ""), signature.SignatureInvalid, "timestamp"},
		{"log required by root, bundle from elsewhere", bTSA, files, policy(jsonl, workflow, "", ghIssuer, ""), signature.SignatureInvalid, "tlog"},
		{"keyed bundle under identity policy", keyed, files, policy(vs.rootJSON, workflow, "", ghIssuer, ""), signature.SignerMismatch, "signer"},
		{"keyless bundle under key policy", b, files, keyPolicy(k), signature.SignerMismatch, "signer"},
		{"statement swapped after signing", swap(b), testFiles(t, map[string]string{"SKILL.md": "evil"}), policy(vs.rootJSON, workflow, "", ghIssuer, ""), signature.SignatureInvalid, "tlog"},
		{"statement swapped, no log", swap(bTSA), testFiles(t, map[string]string{"SKILL.md": "evil"}), policy(tsaOnly.rootJSON, workflow, "", ghIssuer, ""), signature.SignatureInvalid, "signature"},
		{"content changed", b, testFiles(t, map[string]string{"SKILL.md": "changed"}), policy(vs.rootJSON, workflow, "", ghIssuer, ""), signature.SignatureInvalid, "subjects"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := VerifySkill(tt.bundle, tt.files, tt.policy)
			if tt.code == "" {
				if err != nil {
					t.Fatalf("VerifySkill: %v", err)
				}
				if got != (signature.Signer{Identity: workflow, Issuer: ghIssuer}) {
					t.Fatalf("Signer = %+v", got)
				}
				if got.String() != "identity "+workflow+" (issuer "+ghIssuer+")" {
					t.Fatalf("Signer.String = %q", got.String())
				}
				return
			}
			se := wantSigErr(t, err, tt.code, tt.check)
			t.Logf("%v", se)
		})
	}
}

func TestPolicyErrors(t *testing.T) {
	vs := newVirtualSigstore(t, true)
	k := newTestKey(t, "p256")
	tests := []struct {
		name    string
		policy  signature.Policy
		wantErr string
	}{
		{"empty", signature.Policy{}, "needs identity"},
		{"key and identity", signature.Policy{KeyPEM: k.pubPEM, Identity: "a"}, "exclusive"},
		{"bad key", signature.Policy{KeyPEM: []byte("x")}, "no PEM block"},
		{"no issuer", signature.Policy{Identity: "a", TrustedRootJSON: vs.rootJSON}, "needs issuer"},
		{"no trusted root", signature.Policy{Identity: "a", Issuer: "b"}, "needs trusted_root"},
		{"bad identity regexp", signature.Policy{IdentityRegexp: "(", Issuer: "b", TrustedRootJSON: vs.rootJSON}, "identity_regexp"},
		{"bad issuer regexp", signature.Policy{Identity: "a", IssuerRegexp: "[", TrustedRootJSON: vs.rootJSON}, "issuer_regexp"},
		{"trusted root not json", signature.Policy{Identity: "a", Issuer: "b", TrustedRootJSON: []byte("{")}, "trusted root 1: not JSON"},
		{"trusted root wrong media type", signature.Policy{Identity: "a", Issuer: "b", TrustedRootJSON: []byte(`{"mediaType":"x"}`)}, "trusted root 1"},
		{"second root broken", signature.Policy{Identity: "a", Issuer: "b", TrustedRootJSON: append(append([]byte{}, vs.rootJSON...), "\n[]"...)}, "trusted root 2"},
		{"root without CA", signature.Policy{Identity: "a", Issuer: "b", TrustedRootJSON: []byte(`{"mediaType":"application/vnd.dev.sigstore.trustedroot+json;version=0.1"}`)}, "no certificate authorities"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := VerifySkill([]byte("{}"), pdfSkill(t), tt.policy)
			var ie *signature.InputError
			if !errors.As(err, &ie) || !errors.Is(ie, errkind.Invalid) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error = %v, want *signature.InputError containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestLoadPolicy(t *testing.T) {
	dir := testfs.TempDir(t)
	vs := newVirtualSigstore(t, true)
	k := newTestKey(t, "ed25519")
	write := func(name string, data []byte) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("keys/pub.pem", k.pubPEM)
	write("keys/priv.pem", k.privPEM)
	write("trusted_root.json", vs.rootJSON)
	write("roots.jsonl", append(append(append([]byte{}, vs.rootJSON...), '\n'), newVirtualSigstore(t, false).rootJSON...))
	write("empty.json", nil)

	tests := []struct {
		name    string
		src     signature.PolicySource
		wantErr string
	}{
		{"key", signature.PolicySource{Key: "keys/pub.pem"}, ""},
		{"key absolute", signature.PolicySource{Key: filepath.Join(dir, "keys/pub.pem")}, "must be inside it"},
		{"key outside", signature.PolicySource{Key: "../outside.pem"}, "must be inside it"},
		{"keyless", signature.PolicySource{Identity: workflow, Issuer: ghIssuer, TrustedRoot: "trusted_root.json"}, ""},
		{"keyless json lines", signature.PolicySource{IdentityRegexp: "^https://github.com/acme/.*$", IssuerRegexp: "^.*$", TrustedRoot: "roots.jsonl"}, ""},
		{"keyless unanchored identity", signature.PolicySource{IdentityRegexp: "acme/skills", Issuer: ghIssuer, TrustedRoot: "trusted_root.json"}, `write "^acme/skills$"`},
		{"keyless issuer anchored at the start only", signature.PolicySource{Identity: workflow, IssuerRegexp: "^https://token", TrustedRoot: "trusted_root.json"}, "not anchored at its end"},
		{"empty", signature.PolicySource{}, "is empty"},
		{"key missing", signature.PolicySource{Key: "keys/nope.pem"}, `key "keys/nope.pem"`},
		{"key is private", signature.PolicySource{Key: "keys/priv.pem"}, "this is a private key"},
		{"key plus identity", signature.PolicySource{Key: "keys/pub.pem", Identity: "x"}, "exclusive"},
		{"key plus trusted root", signature.PolicySource{Key: "keys/pub.pem", TrustedRoot: "trusted_root.json"}, "exclusive"},
		{"keyless without root", signature.PolicySource{Identity: "x", Issuer: "y"}, "needs trusted_root"},
		{"root missing", signature.PolicySource{Identity: "x", Issuer: "y", TrustedRoot: "nope.json"}, `trusted_root "nope.json"`},
		{"root empty", signature.PolicySource{Identity: "x", Issuer: "y", TrustedRoot: "empty.json"}, `trusted_root "empty.json"`},
		{"root is a key", signature.PolicySource{Identity: "x", Issuer: "y", TrustedRoot: "keys/pub.pem"}, `trusted_root "keys/pub.pem": trusted root 1: not JSON`},
		{"no identity", signature.PolicySource{Issuer: "y", TrustedRoot: "trusted_root.json"}, "needs identity"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := LoadPolicy(tt.src, dir)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("LoadPolicy: %v", err)
				}
				if _, err := NewSignatureVerifier(p); err != nil {
					t.Fatalf("NewSignatureVerifier: %v", err)
				}
				return
			}
			var ie *signature.InputError
			if !errors.As(err, &ie) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("LoadPolicy error = %v, want *signature.InputError containing %q", err, tt.wantErr)
			}
		})
	}
}

// A prepared verifier is reused across skills: one policy, many bundles.
func TestSignatureVerifierReuse(t *testing.T) {
	k := newTestKey(t, "p256")
	v, err := NewSignatureVerifier(keyPolicy(k))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a", "b", "c"} {
		files := testFiles(t, map[string]string{"SKILL.md": "---\nname: " + name + "\n---\n"})
		b, err := Sign(name, files, k.privPEM)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := v.Verify(b, files); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

func benchSkill(b *testing.B, n int) catalog.FileSet {
	var fs catalog.FileSet
	for i := range n {
		c := fmt.Sprintf("file %d\n", i)
		fs = append(fs, catalog.File{Path: fmt.Sprintf("references/f%04d.md", i), Size: int64(len(c)), Digest: catalog.DigestBytes([]byte(c))})
	}
	fs.Sort()
	return fs
}

// BenchmarkVerifyKey measures one skill's signature check with a prepared
// verifier (what verify does per skill), for a small and a maximal skill.
func BenchmarkVerifyKey(b *testing.B) {
	for _, n := range []int{10, 512} {
		b.Run(fmt.Sprintf("files=%d", n), func(b *testing.B) {
			k := newTestKey(&testing.T{}, "p256")
			files := benchSkill(b, n)
			bundle, err := Sign("bench", files, k.privPEM)
			if err != nil {
				b.Fatal(err)
			}
			v, err := NewSignatureVerifier(keyPolicy(k))
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := v.Verify(bundle, files); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkVerifyKeyless(b *testing.B) {
	t := &testing.T{}
	files := benchSkill(b, 10)
	payload, _ := Statement("bench", files)
	vs := newVirtualSigstore(t, true)
	bundle := vs.attest(t, workflow, ghIssuer, payload)
	v, err := NewSignatureVerifier(signature.Policy{TrustedRootJSON: vs.rootJSON, Identity: workflow, Issuer: ghIssuer})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := v.Verify(bundle, files); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSign(b *testing.B) {
	k := newTestKey(&testing.T{}, "p256")
	files := benchSkill(b, 512)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Sign("bench", files, k.privPEM); err != nil {
			b.Fatal(err)
		}
	}
}

func TestPolicyAllows(t *testing.T) {
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	other, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	pemOf := func(k *ecdsa.PrivateKey) []byte {
		der, err := x509.MarshalPKIXPublicKey(&k.PublicKey)
		if err != nil {
			t.Fatal(err)
		}
		return pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: der})
	}
	fp, err := signature.Fingerprint(&priv.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		policy signature.Policy
		signer signature.Signer
		ok     bool
	}{
		{"right key", signature.Policy{KeyPEM: pemOf(priv)}, signature.Signer{KeyFingerprint: fp}, true},
		{"other key", signature.Policy{KeyPEM: pemOf(other)}, signature.Signer{KeyFingerprint: fp}, false},
		{"unsigned under key policy", signature.Policy{KeyPEM: pemOf(priv)}, signature.Signer{}, false},
		{"identity exact", signature.Policy{Identity: "a@example.com", Issuer: "https://issuer"}, signature.Signer{Identity: "a@example.com", Issuer: "https://issuer"}, true},
		{"identity differs", signature.Policy{Identity: "a@example.com", Issuer: "https://issuer"}, signature.Signer{Identity: "b@example.com", Issuer: "https://issuer"}, false},
		{"issuer differs", signature.Policy{Identity: "a@example.com", Issuer: "https://issuer"}, signature.Signer{Identity: "a@example.com", Issuer: "https://evil"}, false},
		{"identity regexp", signature.Policy{IdentityRegexp: `^https://github\.com/org/.*$`, IssuerRegexp: "^https://issuer$"}, signature.Signer{Identity: "https://github.com/org/wf", Issuer: "https://issuer"}, true},
		{"identity regexp miss", signature.Policy{IdentityRegexp: `^https://github\.com/org/.*$`, Issuer: "https://issuer"}, signature.Signer{Identity: "https://github.com/evil/wf", Issuer: "https://issuer"}, false},
		{"a fork does not match an anchored regexp", signature.Policy{IdentityRegexp: `^https://github\.com/acme/skills/.*$`, Issuer: "https://issuer"}, signature.Signer{Identity: "https://github.com/acme/skills-fork/wf", Issuer: "https://issuer"}, false},
	}
	// An unanchored pattern is refused whatever the signer: "acme/skills"
	// would accept https://github.com/evil/acme/skills-fork/….
	for _, p := range []signature.Policy{
		{IdentityRegexp: "acme/skills", Issuer: "https://issuer"},
		{Identity: "x", IssuerRegexp: "issuer"},
	} {
		var ie *signature.InputError
		if err := p.Allows(signature.Signer{Identity: "https://github.com/evil/acme/skills-fork/wf", Issuer: "https://issuer"}); !errors.As(err, &ie) || !strings.Contains(err.Error(), "not anchored") {
			t.Errorf("Allows with %+v = %v, want an input error about anchoring", p, err)
		}
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.policy.Allows(tc.signer)
			if (err == nil) != tc.ok {
				t.Fatalf("Allows = %v, want ok=%v", err, tc.ok)
			}
			var se *signature.SignatureError
			if err != nil && (!errors.As(err, &se) || se.Code != signature.SignerMismatch) {
				t.Fatalf("error %v is not a SIGNER_MISMATCH", err)
			}
		})
	}
}

// A subject mismatch names up to five files of a kind and counts the rest.
func TestSubjectsErrorListsFive(t *testing.T) {
	files := func(n int) []catalog.File {
		var fs []catalog.File
		for i := range n {
			fs = append(fs, catalog.File{Path: fmt.Sprintf("f%d.md", i), Digest: fmt.Sprintf("sha256:%064d", i)})
		}
		return fs
	}
	for _, tc := range []struct {
		n    int
		want string
	}{
		{5, "modified: f0.md, f1.md, f2.md, f3.md, f4.md"},
		{6, "modified: f0.md, f1.md, f2.md, f3.md, f4.md and 1 more"},
	} {
		err := subjectsError(files(tc.n), nil, nil)
		if !strings.HasSuffix(err.Detail, tc.want) || len(err.Files) != tc.n {
			t.Errorf("%d modified files: detail %q, files %v; want it to end with %q and name every file", tc.n, err.Detail, err.Files, tc.want)
		}
	}
}

// A bundle of exactly MaxBundleSize bytes is read; one byte more is not.
func TestBundleSizeLimitEdge(t *testing.T) {
	k := newTestKey(t, "p256")
	files := pdfSkill(t)
	b, err := Sign("pdf", files, k.privPEM)
	if err != nil {
		t.Fatal(err)
	}
	atLimit := append(bytes.Repeat([]byte(" "), signature.MaxBundleSize-len(b)), b...)
	if _, err := VerifySkill(atLimit, files, keyPolicy(k)); err != nil {
		t.Errorf("a valid bundle of exactly %d bytes: %v", signature.MaxBundleSize, err)
	}
	_, err = VerifySkill(append([]byte(" "), atLimit...), files, keyPolicy(k))
	wantSigErr(t, err, signature.SignatureInvalid, "bundle")
}
