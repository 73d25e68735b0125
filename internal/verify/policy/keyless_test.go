package policy

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstoretest"
)

const (
	testIssuer = "https://issuer.example"
	workflow   = "https://ci.example/acme/skills/.github/workflows/approve.yml@refs/heads/main"
)

func keylessSigner(t *testing.T, ss *sigstoretest.Sigstore, identity, issuer string) ApprovalSigner {
	t.Helper()
	svc, err := sigstore.ParseSigningConfig(ss.SigningConfigJSON, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	k, err := sigstore.NewKeylessSigner(context.Background(), svc, ss.Token(identity, issuer), sigstore.KeylessOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return KeylessApprovalSigner(k, k.Identity, k.Issuer)
}

func TestCheckKeylessApproval(t *testing.T) {
	ss := sigstoretest.New(t)
	other := sigstoretest.New(t)
	alice, bob, mallory := keylessSigner(t, ss, "alice@example.com", testIssuer), keylessSigner(t, ss, "bob@example.com", testIssuer), keylessSigner(t, ss, "mallory@example.com", testIssuer)
	aliceElsewhere := keylessSigner(t, ss, "alice@example.com", "https://other-issuer.example")
	aliceOtherRoot := keylessSigner(t, other, "alice@example.com", testIssuer)
	ci := keylessSigner(t, ss, workflow, "https://token.ci.example")
	sshKey, sshPub := goKey(t)

	const keyless = `[approval]
signed = true
trusted_root = "trusted_root.json"
%s

[[approval.keyless_signer]]
identity = "alice@example.com"
issuer = "https://issuer.example"

[[approval.keyless_signer]]
identity = "bob@example.com"
issuer = "https://issuer.example"

[[approval.keyless_signer]]
identity_regexp = "^https://ci\\.example/acme/skills/\\.github/workflows/approve\\.yml@refs/heads/main$"
issuer = "https://token.ci.example"
`
	files := map[string][]byte{"trusted_root.json": ss.TrustedRootJSON, "allowed": []byte("carol@example.com " + sshPub + "\n")}
	pol := func(text string, extra ...string) *Effective {
		if strings.Contains(text, "%s") {
			text = fmt.Sprintf(text, strings.Join(extra, ""))
		}
		p, err := Parse([]byte(text), "skills-policy.toml", func(rel string) ([]byte, error) { return files[rel], nil }, sigstore.Backend{})
		if err != nil {
			t.Fatal(err)
		}
		return &Effective{Layers: []Layer{{Name: LayerOrganisation, Origin: "test", Policy: p}}}
	}
	const at = "2026-01-02T03:04:05Z"
	sign := func(s ApprovalSigner, name, digest string) approvals.Signature {
		sig, err := s.SignApproval(context.Background(), name, digest, at)
		if err != nil {
			t.Fatal(err)
		}
		return sig
	}
	ap := func(sigs ...approvals.Signature) *approvals.Approval {
		return &approvals.Approval{Name: "pdf", Digest: digestA, By: "alice@example.com", At: at, Signatures: sigs}
	}
	creditedTo := func(sig approvals.Signature, by string) approvals.Signature {
		sig.By = by
		return sig
	}
	carol := sign(SSHApprovalSigner("carol@example.com", sshKey), "pdf", digestA)
	good := sign(alice, "pdf", digestA)
	if good.By != "alice@example.com" || good.Identity != "alice@example.com" || good.Issuer != testIssuer || !good.Keyless() {
		t.Fatalf("signature %+v", good)
	}
	// Alice signs a record that names bob, to count twice.
	aliceRaw := alice.(sigstoreApprover).k
	asBob, err := aliceRaw.SignBlob(context.Background(), ApprovalMessage("pdf", digestA, "bob@example.com", at))
	if err != nil {
		t.Fatal(err)
	}
	aliceAsBob := approvals.Signature{By: "bob@example.com", At: at, Identity: "bob@example.com", Issuer: testIssuer, Bundle: base64.StdEncoding.EncodeToString(asBob)}
	digestB := "sha256:" + strings.Repeat("b", 64)
	const invalid = "APPROVAL_SIGNATURE_INVALID:approval.signed"
	cases := []struct {
		name  string
		eff   *Effective
		ap    *approvals.Approval
		codes string
		why   string
	}{
		{"signed", pol(keyless), ap(good), "", ""},
		{"workflow identity by regexp", pol(keyless), ap(sign(ci, "pdf", digestA)), "", ""},
		{"copied from another skill", pol(keyless), ap(sign(alice, "xlsx", digestA)), invalid, "does not hold"},
		{"signed for another digest", pol(keyless), ap(sign(alice, "pdf", digestB)), invalid, "does not hold"},
		{"credited to someone else", pol(keyless), ap(creditedTo(good, "bob@example.com")), invalid, "does not hold"},
		{"signed by one approver for another", pol(keyless, "min_approvers = 2\n"), ap(good, aliceAsBob), invalid + " POLICY_VIOLATION:approval.min_approvers", "certificate was issued to \"alice@example.com\""},
		{"identity not an approver", pol(keyless), ap(sign(mallory, "pdf", digestA)), invalid, "is not a keyless approver"},
		{"approver of another issuer", pol(keyless), ap(sign(aliceElsewhere, "pdf", digestA)), invalid, "is not a keyless approver"},
		{"another Sigstore deployment", pol(keyless), ap(sign(aliceOtherRoot, "pdf", digestA)), invalid, "does not hold"},
		{"keyless where only SSH signers are named", pol("[approval]\nsigned = true\nallowed_signers = \"allowed\"\n"), ap(good), invalid, "names no keyless approvers"},
		{"SSH where only keyless approvers are named", pol(keyless), ap(carol), invalid, "names no allowed signers"},
		{"SSH and keyless approvers", pol(keyless, "min_approvers = 2\nallowed_signers = \"allowed\"\n"), ap(good, carol), "", ""},
		{"two keyless approvers", pol(keyless, "min_approvers = 2\n"), ap(good, sign(bob, "pdf", digestA)), "", ""},
		{"one identity from two issuers counts once", pol(keyless+"[[approval.keyless_signer]]\nidentity = \"alice@example.com\"\nissuer = \"https://other-issuer.example\"\n", "min_approvers = 2\n"),
			ap(good, sign(aliceElsewhere, "pdf", digestA)), "POLICY_VIOLATION:approval.min_approvers", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			vs := c.eff.CheckApproval(c.ap)
			var got []string
			msgs := ""
			for _, v := range vs {
				got = append(got, v.Code+":"+v.Rule)
				msgs += v.Message.String() + "\n"
			}
			if strings.Join(got, " ") != c.codes || !strings.Contains(msgs, c.why) {
				t.Fatalf("CheckApproval = %q\n%s\nwant %q containing %q", got, msgs, c.codes, c.why)
			}
		})
	}

	// The verdict names what the certificate says, not what the file says.
	forged := good
	forged.Identity, forged.Issuer = "bob@example.com", "https://forged.example"
	res := pol(keyless).CheckSignatures(ap(forged))
	if len(res) != 1 || !res[0].Valid || res[0].Identity != "alice@example.com" || res[0].Issuer != testIssuer {
		t.Errorf("CheckSignatures = %+v, want alice's certificate", res)
	}
}

func TestKeylessPolicyErrors(t *testing.T) {
	ss := sigstoretest.New(t)
	files := map[string][]byte{"trusted_root.json": ss.TrustedRootJSON, "signing_config.json": ss.SigningConfigJSON, "bad.json": []byte("{}"), "x": nil}
	read := func(rel string) ([]byte, error) {
		if b, ok := files[rel]; ok {
			return b, nil
		}
		return nil, errors.New("no such file")
	}
	const head = "[approval]\nsigned = true\ntrusted_root = \"trusted_root.json\"\n"
	for _, c := range []struct {
		text string
		line int
		want string
	}{
		{"[approval]\nsigned = true\n[[approval.keyless_signer]]\nidentity = \"a@b.c\"\nissuer = \"https://i\"\n", 3, "needs approval.trusted_root"},
		{"[approval]\nsigned = true\nallowed_signers = \"x\"\ntrusted_root = \"trusted_root.json\"\n", 4, "[[approval.keyless_signer]]"},
		{"[approval]\n[[approval.keyless_signer]]\nidentity = \"a@b.c\"\nissuer = \"https://i\"\n", 2, "set approval.signed = true"},
		{head + "[[approval.keyless_signer]]\nissuer = \"https://i\"\n", 4, "needs identity or identity_regexp"},
		{head + "[[approval.keyless_signer]]\nidentity = \"a@b.c\"\n", 4, "needs issuer or issuer_regexp"},
		{head + "[[approval.keyless_signer]]\nidentity = \"a\"\nidentity_regexp = \"^a$\"\nissuer = \"https://i\"\n", 4, "keep one"},
		{head + "[[approval.keyless_signer]]\nidentity_regexp = \"acme\"\nissuer = \"https://i\"\n", 5, "anchored"},
		{head + "[[approval.keyless_signer]]\nidentity_regexp = \"^(a$\"\nissuer = \"https://i\"\n", 5, "identity_regexp"},
		{"[approval]\nsigned = true\ntrusted_root = \"bad.json\"\n[[approval.keyless_signer]]\nidentity = \"a@b.c\"\nissuer = \"https://i\"\n", 3, "approval.trusted_root \"bad.json\""},
		{head + "signing_config = \"bad.json\"\n[[approval.keyless_signer]]\nidentity = \"a@b.c\"\nissuer = \"https://i\"\n", 4, "approval.signing_config"},
		{head + "signing_config = \"../sc.json\"\n[[approval.keyless_signer]]\nidentity = \"a@b.c\"\nissuer = \"https://i\"\n", 4, "leaves its directory"},
	} {
		_, err := Parse([]byte(c.text), "p.toml", read, sigstore.Backend{})
		var pe *tomlfile.ParseError
		if !errors.As(err, &pe) || pe.Line != c.line || !strings.Contains(pe.Msg, c.want) {
			t.Errorf("%q: err = %v, want line %d containing %q", c.text, err, c.line, c.want)
		}
	}

	text := head + "signing_config = \"signing_config.json\"\n[[approval.keyless_signer]]\nidentity = \"a@b.c\"\nissuer = \"https://i\"\n"
	p, err := Parse([]byte(text), "p.toml", read, sigstore.Backend{})
	if err != nil {
		t.Fatal(err)
	}
	eff := &Effective{Layers: []Layer{{Name: LayerOrganisation, Origin: "org", Policy: p}}}
	if sc, layer := eff.SigningConfig(); string(sc) != string(ss.SigningConfigJSON) || !strings.Contains(layer, "organisation") {
		t.Errorf("SigningConfig = %d bytes, %q", len(sc), layer)
	}
	if string(eff.KeylessTrustedRoot()) != string(ss.TrustedRootJSON) {
		t.Error("KeylessTrustedRoot is not the policy's")
	}
	rules := ""
	for _, r := range p.Rules() {
		rules += r.Key + " = " + r.Value + "\n"
	}
	if !strings.Contains(rules, `approval.keyless_signer = identity "a@b.c" of issuer "https://i", trusted root trusted_root.json`) || !strings.Contains(rules, "approval.signing_config") {
		t.Errorf("rules:\n%s", rules)
	}
	// The digest covers the trusted root and the signing config.
	files["signing_config.json"] = sigstoretest.SigningConfig(t, ss.FulcioURL+"/other", ss.TSAURL)
	q, err := Parse([]byte(text), "p.toml", read, sigstore.Backend{})
	if err != nil {
		t.Fatal(err)
	}
	if q.Digest == p.Digest {
		t.Error("changing the signing config left the policy digest unchanged")
	}
}

// TestKeylessNeedsSigstore: read without a Sigstore verifier, a policy
// naming a keyless trusted root or a signing config is refused at the
// key that names it, never taken unchecked.
func TestKeylessNeedsSigstore(t *testing.T) {
	read := func(string) ([]byte, error) { return []byte("{}"), nil }
	const signer = "[[approval.keyless_signer]]\nidentity = \"a@b.c\"\nissuer = \"https://i\"\n"
	for _, c := range []struct {
		text string
		line int
		want string
	}{
		{"[approval]\nsigned = true\ntrusted_root = \"root.json\"\n" + signer, 3, "approval.trusted_root \"root.json\": no Sigstore verifier"},
		{"[approval]\nsigning_config = \"sc.json\"\n", 2, "approval.signing_config \"sc.json\": no Sigstore verifier"},
	} {
		_, err := Parse([]byte(c.text), "p.toml", read, nil)
		var pe *tomlfile.ParseError
		if !errors.As(err, &pe) || pe.Line != c.line || !strings.Contains(pe.Msg, c.want) {
			t.Errorf("%q: err = %v, want line %d containing %q", c.text, err, c.line, c.want)
		}
	}
}

// TestClaimedSignerReadsTheCertificate: who a keyless approval signature
// claims is read from its certificate with the Sigstore verifier handed
// in, whatever the record's editable identity says; without one, the
// record's is all there is to show.
func TestClaimedSignerReadsTheCertificate(t *testing.T) {
	ss := sigstoretest.New(t)
	sig, err := keylessSigner(t, ss, "alice@example.com", testIssuer).SignApproval(context.Background(), "pdf", "sha256:"+strings.Repeat("a", 64), "2026-01-02T03:04:05Z")
	if err != nil {
		t.Fatal(err)
	}
	sig.Identity = "mallory@example.com"
	if got := ClaimedSigner(sig, sigstore.Backend{}); got != "keyless: identity alice@example.com, issuer "+testIssuer {
		t.Errorf("ClaimedSigner = %q, want the certificate's identity", got)
	}
	if got := ClaimedSigner(sig, nil); !strings.Contains(got, "identity mallory@example.com") {
		t.Errorf("ClaimedSigner without a verifier = %q, want the record's identity", got)
	}
}
