package policy

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/ssh"

	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/testfs"
)

const digestA = "sha256:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"

func goKey(t *testing.T) (ssh.Signer, string) {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err := ssh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return s, strings.TrimSpace(string(ssh.MarshalAuthorizedKey(s.PublicKey())))
}

func signers(t *testing.T, text string) *AllowedSigners {
	t.Helper()
	a, err := ParseAllowedSigners([]byte(text), "allowed_signers")
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestApprovalSignatureGo(t *testing.T) {
	alice, alicePub := goKey(t)
	_, bobPub := goKey(t)
	at := "2026-01-02T03:04:05Z"
	when, _ := time.Parse(time.RFC3339, at)
	msg := ApprovalMessage("pdf", digestA, "alice@example.com", at)
	sig, err := Sign(msg, alice)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, allowed, by string
		msg               []byte
		when              time.Time
		wantErr           string
	}{
		{"valid", "alice@example.com " + alicePub, "alice@example.com", msg, when, ""},
		{"principal pattern", "*@example.com " + alicePub, "alice@example.com", msg, when, ""},
		{"other key", "alice@example.com " + bobPub, "alice@example.com", msg, when, "not in the allowed signers"},
		{"credited to another", "alice@example.com " + alicePub + "\nbob@example.com " + alicePub, "bob@example.com", ApprovalMessage("pdf", digestA, "bob@example.com", at), when, "does not match the approval record"},
		{"principal not listed", "bob@example.com " + alicePub, "alice@example.com", msg, when, "not for \"alice@example.com\""},
		{"copied to another skill", "alice@example.com " + alicePub, "alice@example.com", ApprovalMessage("xlsx", digestA, "alice@example.com", at), when, "does not match"},
		{"other namespace only", `alice@example.com namespaces="git" ` + alicePub, "alice@example.com", msg, when, "namespaces git only"},
		{"our namespace", `alice@example.com namespaces="git,skillpin-approval" ` + alicePub, "alice@example.com", msg, when, ""},
		{"expired", `alice@example.com valid-before="20250101" ` + alicePub, "alice@example.com", msg, when, "until"},
		{"not yet", `alice@example.com valid-after="20270101" ` + alicePub, "alice@example.com", msg, when, "from"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := signers(t, c.allowed).Verify(c.msg, sig, c.by, c.when, c.when)
			if c.wantErr == "" && err != nil || c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)) {
				t.Fatalf("Verify = %v, want error containing %q", err, c.wantErr)
			}
		})
	}

	// The record's time is the signer's: a retired key dates its record
	// before its end. The time of the check decides as well.
	backdated := "2024-12-31T12:00:00Z"
	old, _ := time.Parse(time.RFC3339, backdated)
	oldMsg := ApprovalMessage("pdf", digestA, "alice@example.com", backdated)
	oldSig, err := Sign(oldMsg, alice)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, allowed string
		now           time.Time
		wantErr       string
	}{
		{"backdated, checked before the end", `alice@example.com valid-before="20250101" ` + alicePub, old.Add(time.Hour), ""},
		{"backdated, checked after the end", `alice@example.com valid-before="20250101" ` + alicePub, when, "this check runs at 2026-01-02T03:04:05Z"},
		{"postdated start, checked before it", `alice@example.com valid-after="20241201" ` + alicePub, time.Date(2024, 11, 1, 0, 0, 0, 0, time.UTC), "after this check's time"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := signers(t, c.allowed).Verify(oldMsg, oldSig, "alice@example.com", old, c.now)
			if c.wantErr == "" && err != nil || c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)) {
				t.Fatalf("Verify = %v, want error containing %q", err, c.wantErr)
			}
		})
	}
}

func TestParseAllowedSignersErrors(t *testing.T) {
	_, pub := goKey(t)
	for _, text := range []string{
		"alice@example.com cert-authority " + pub,
		"!bob@example.com,* " + pub,
		"alice@example.com ssh-ed25519 notbase64",
		"alice@example.com",
		"alice@example.com bogus-option " + pub,
	} {
		if _, err := ParseAllowedSigners([]byte("# comment\n\n"+text+"\n"), "f"); err == nil || !strings.Contains(err.Error(), "f:3:") {
			t.Errorf("%q: err = %v, want an error at f:3", text, err)
		}
	}
}

// TestApprovalSignatureSSHKeygen checks interoperation with OpenSSH both
// ways: a signature `ssh-keygen -Y sign` made verifies here, and one made
// here verifies with `ssh-keygen -Y verify`.
func TestApprovalSignatureSSHKeygen(t *testing.T) {
	if _, err := exec.LookPath("ssh-keygen"); err != nil {
		t.Skip("ssh-keygen not installed")
	}
	dir := testfs.TempDir(t)
	key := filepath.Join(dir, "id")
	run := func(stdin string, args ...string) string {
		t.Helper()
		cmd := exec.Command("ssh-keygen", args...)
		cmd.Stdin = strings.NewReader(stdin)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("ssh-keygen %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	run("", "-q", "-t", "ed25519", "-N", "", "-C", "", "-f", key)
	pub, err := os.ReadFile(key + ".pub")
	if err != nil {
		t.Fatal(err)
	}
	allowedFile := filepath.Join(dir, "allowed")
	allowed := "carol@example.com " + strings.TrimSpace(string(pub)) + "\n"
	os.WriteFile(allowedFile, []byte(allowed), 0o644)
	at := "2026-03-04T05:06:07Z"
	when, _ := time.Parse(time.RFC3339, at)
	msg := ApprovalMessage("pdf", digestA, "carol@example.com", at)
	msgFile := filepath.Join(dir, "msg")
	os.WriteFile(msgFile, msg, 0o644)
	run("", "-Y", "sign", "-f", key, "-n", Namespace, msgFile)
	armored, err := os.ReadFile(msgFile + ".sig")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := signers(t, allowed).Verify(msg, string(armored), "carol@example.com", when, when); err != nil {
		t.Fatalf("ssh-keygen's signature does not verify: %v", err)
	}
	// The other way: our signature, OpenSSH's verifier.
	data, _ := os.ReadFile(key)
	signer, err := ssh.ParsePrivateKey(data)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := Sign(msg, signer)
	if err != nil {
		t.Fatal(err)
	}
	parsed, _ := ParseSignature(sig)
	_ = parsed
	armor := pem.EncodeToMemory(&pem.Block{Type: "SSH SIGNATURE", Bytes: mustB64(t, sig)})
	os.WriteFile(msgFile+".sig", armor, 0o644)
	run(string(msg), "-Y", "verify", "-f", allowedFile, "-I", "carol@example.com", "-n", Namespace, "-s", msgFile+".sig")
	// And a signature for another namespace (a git commit's) is refused.
	os.Remove(msgFile + ".sig")
	run("", "-Y", "sign", "-f", key, "-n", "git", msgFile)
	gitSig, _ := os.ReadFile(msgFile + ".sig")
	if _, err := signers(t, allowed).Verify(msg, string(gitSig), "carol@example.com", when, when); err == nil || !strings.Contains(err.Error(), "namespace") {
		t.Fatalf("a git signature verified as an approval: %v", err)
	}
}

func mustB64(t *testing.T, s string) []byte {
	t.Helper()
	sig, err := ParseSignature(s)
	if err != nil {
		t.Fatal(err)
	}
	return sig.Marshal()
}

func TestCheckApproval(t *testing.T) {
	alice, alicePub := goKey(t)
	bob, bobPub := goKey(t)
	mallory, _ := goKey(t)
	allowed := "alice@example.com " + alicePub + "\nbob@example.com " + bobPub + "\n"
	pol := func(extra string) *Effective {
		p, err := Parse([]byte("[approval]\nsigned = true\nallowed_signers = \"allowed\"\n"+extra), "skills-policy.toml", func(string) ([]byte, error) { return []byte(allowed), nil }, nil)

		if err != nil {
			t.Fatal(err)
		}
		return &Effective{Layers: []Layer{{Name: LayerOrganisation, Origin: "test", Policy: p}}}
	}
	sign := func(s ssh.Signer, name, by string) approvals.Signature {
		at := "2026-01-02T03:04:05Z"
		sig, err := Sign(ApprovalMessage(name, digestA, by, at), s)
		if err != nil {
			t.Fatal(err)
		}
		return approvals.Signature{By: by, At: at, Sig: sig}
	}
	ap := func(sigs ...approvals.Signature) *approvals.Approval {
		return &approvals.Approval{Name: "pdf", Digest: digestA, By: "alice@example.com", At: "2026-01-02T03:04:05Z", Signatures: sigs}
	}
	codes := func(vs []Violation) string {
		var out []string
		for _, v := range vs {
			out = append(out, v.Code+":"+v.Rule)
		}
		return strings.Join(out, " ")
	}
	cases := []struct {
		name  string
		eff   *Effective
		ap    *approvals.Approval
		codes string
	}{
		{"signed", pol(""), ap(sign(alice, "pdf", "alice@example.com")), ""},
		{"unsigned", pol(""), ap(), "APPROVAL_UNSIGNED:approval.signed"},
		{"copied from another skill", pol(""), ap(sign(alice, "xlsx", "alice@example.com")), "APPROVAL_SIGNATURE_INVALID:approval.signed"},
		{"key not allowed", pol(""), ap(sign(mallory, "pdf", "alice@example.com")), "APPROVAL_SIGNATURE_INVALID:approval.signed"},
		{"two approvers needed, one", pol("min_approvers = 2\n"), ap(sign(alice, "pdf", "alice@example.com")), "POLICY_VIOLATION:approval.min_approvers"},
		{"two approvers", pol("min_approvers = 2\n"), ap(sign(alice, "pdf", "alice@example.com"), sign(bob, "pdf", "bob@example.com")), ""},
		{"one approver twice", pol("min_approvers = 2\n"), ap(sign(alice, "pdf", "alice@example.com"), sign(alice, "pdf", "ALICE@example.com")), "APPROVAL_SIGNATURE_INVALID:approval.signed POLICY_VIOLATION:approval.min_approvers"},
		{"no policy", &Effective{}, ap(), ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := codes(c.eff.CheckApproval(c.ap)); got != c.codes {
				t.Fatalf("CheckApproval = %q, want %q", got, c.codes)
			}
		})
	}
}
