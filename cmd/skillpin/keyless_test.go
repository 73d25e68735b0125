package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstoretest"
)

const (
	keylessIssuer = "https://issuer.example"
	ciIssuer      = "https://token.ci.example"
	ciWorkflow    = "https://ci.example/acme/skills/.github/workflows/approve.yml@refs/heads/main"
)

// keylessPolicy is an organisation policy whose approvers sign keyless
// (alice by email, the approval workflow by its URI), with the trusted
// root of ss and, unless withConfig is false, its signing config.
func keylessPolicy(ss *sigstoretest.Sigstore, withConfig bool, extra string) map[string]string {
	pol := `[approval]
signed = true
trusted_root = "trusted_root.json"
` + extra
	if withConfig {
		pol += "signing_config = \"signing_config.json\"\n"
	}
	pol += `
[[approval.keyless_signer]]
identity = "alice@example.com"
issuer = "` + keylessIssuer + `"

[[approval.keyless_signer]]
identity_regexp = "^https://ci\\.example/acme/skills/\\.github/workflows/approve\\.yml@refs/heads/main$"
issuer = "` + ciIssuer + `"
`
	files := map[string]string{"skills-policy.toml": pol, "trusted_root.json": string(ss.TrustedRootJSON)}
	if withConfig {
		files["signing_config.json"] = string(ss.SigningConfigJSON)
	}
	return files
}

// TestPolicyKeylessApprovals: approve --sign=sigstore through the
// binary, against a Fulcio and a timestamp authority on 127.0.0.1. A
// keyless approval by an approver the policy names passes verify; one
// copied to another skill, edited, or by an identity the policy does not
// name is APPROVAL_SIGNATURE_INVALID; diff shows who signed what.
func TestPolicyKeylessApprovals(t *testing.T) {
	t.Parallel()
	ss := sigstoretest.New(t)
	org := policyRepo(t, keylessPolicy(ss, true, ""))
	up := sharedUpstream(t)
	e := newE2E(t)
	e.git("init", "-q", "-b", "main")
	e.must("init", "--no-targets")
	e.withPolicy(org)
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf", "--skill", "xlsx")
	e.commitAll("skills")

	show := e.must("policy", "show")
	for _, want := range []string{`approval.keyless_signer`, `identity "alice@example.com" of issuer "` + keylessIssuer + `"`, "approval.signing_config", "organisation"} {
		if !strings.Contains(show, want) {
			t.Errorf("policy show lacks %q:\n%s", want, show)
		}
	}

	tokens := testfs.TempDir(t)
	tokenFile := func(name, identity, issuer string) string {
		p := filepath.Join(tokens, name)
		if err := os.WriteFile(p, []byte(ss.Token(identity, issuer)+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	alice := tokenFile("alice", "alice@example.com", keylessIssuer)

	_, errOut := e.expect(0, []string{"approved pdf at", "(signed with identity alice@example.com, issuer " + keylessIssuer + ")"},
		"approve", "--sign=sigstore", "--identity-token", alice, "pdf", "--yes")
	if !strings.Contains(errOut, "signing keyless as alice@example.com (issuer "+keylessIssuer+"), certified by "+ss.FulcioURL) {
		t.Errorf("stderr does not say who signs:\n%s", errOut)
	}
	if certs, stamps, _ := ss.Counts(); certs != 1 || stamps != 1 {
		t.Errorf("certificates %d, timestamps %d; want 1, 1", certs, stamps)
	}
	approvalsFile := filepath.Join(".skillpin", "approvals.toml")
	signed := e.read(approvalsFile)
	for _, want := range []string{"by = \"alice@example.com\"", "identity = \"alice@example.com\"", "issuer = \"" + keylessIssuer + "\"", "bundle = \""} {
		if !strings.Contains(signed, want) {
			t.Fatalf("approvals.toml lacks %q:\n%s", want, signed)
		}
	}
	e.expect(0, []string{"APPROVAL_PENDING xlsx"}, "verify")
	e.assertRooted("pdf", "SKILL.md")
	out := e.must("diff", "main")
	if !strings.Contains(out, "pdf: added sha256:") || !strings.Contains(out, "signed by alice@example.com (keyless: identity alice@example.com, issuer "+keylessIssuer+")") {
		t.Errorf("diff does not show who signed what:\n%s", out)
	}
	// Who signed is read from the certificate (the command hands the
	// review its Sigstore verifier), not from the record's identity key,
	// which anyone can edit.
	at := strings.Index(signed, "[[approval.signature]]")
	e.write(approvalsFile, signed[:at]+strings.Replace(signed[at:], `identity = "alice@example.com"`, `identity = "bob@example.com"`, 1))
	if out := e.must("diff", "main"); !strings.Contains(out, "(keyless: identity alice@example.com, issuer ") || strings.Contains(out, "identity bob@example.com") {
		t.Errorf("diff names the record's edited identity, not the certificate's:\n%s", out)
	}
	e.write(approvalsFile, signed)

	// The attacker copies pdf's keyless signature onto xlsx's approval.
	e.must("approve", "xlsx", "--yes") // an unsigned approval to attach it to
	e.write(approvalsFile, withSignatureCopied(t, signed, e.read(approvalsFile), "xlsx"))
	e.expect(1, []string{"APPROVAL_SIGNATURE_INVALID xlsx", "does not hold for this approval record"}, "verify")
	e.must("install")
	if _, err := os.Lstat(filepath.Join(e.dir, ".skillpin", "root", "xlsx")); !os.IsNotExist(err) {
		t.Fatalf("a copied keyless signature put xlsx in the root: %v", err)
	}

	// The attacker edits the signed record: its time, or who it names.
	sigAt := regexp.MustCompile(`(\[\[approval\.signature\]\]\nby = "[^"]*"\nat = ")[^"]*"`)
	e.write(approvalsFile, sigAt.ReplaceAllString(signed, `${1}2020-01-01T00:00:00Z"`))
	e.expect(1, []string{"APPROVAL_SIGNATURE_INVALID pdf"}, "verify")
	i := strings.Index(signed, "[[approval.signature]]")
	e.write(approvalsFile, signed[:i]+strings.Replace(signed[i:], "by = \"alice@example.com\"", "by = \"bob@example.com\"", 1))
	e.expect(1, []string{"APPROVAL_SIGNATURE_INVALID pdf"}, "verify")
	e.write(approvalsFile, signed)
	e.must("approve", "xlsx", "--yes")

	// Mallory has a token from the same issuer; the policy does not name
	// her. Her signature is made (Fulcio certifies anyone it knows) and
	// holds nothing.
	e.setEnv("SIGSTORE_ID_TOKEN", ss.Token("mallory@example.com", keylessIssuer))
	e.must("approve", "--sign=sigstore", "xlsx", "--yes")
	e.expect(1, []string{"APPROVAL_SIGNATURE_INVALID xlsx", "identity mallory@example.com of issuer " + keylessIssuer + " is not a keyless approver"}, "verify")
	e.setEnv("SIGSTORE_ID_TOKEN", "")

	// The approval workflow signs in GitHub Actions: the token comes from
	// the job's token service, with audience sigstore.
	var audiences []string
	actions := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		audiences = append(audiences, r.URL.Query().Get("audience"))
		if r.Header.Get("Authorization") != "bearer job-token" {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		w.Write([]byte(`{"value":"` + ss.Token(ciWorkflow, ciIssuer) + `"}`))
	}))
	defer actions.Close()
	e.setEnv("ACTIONS_ID_TOKEN_REQUEST_URL", actions.URL+"/token?api-version=2.0")
	e.setEnv("ACTIONS_ID_TOKEN_REQUEST_TOKEN", "job-token")
	e.expect(0, []string{"approved xlsx at", "signed with identity " + ciWorkflow}, "approve", "--sign=sigstore", "xlsx", "--yes")
	if len(audiences) != 1 || audiences[0] != "sigstore" {
		t.Errorf("the token service was asked for audiences %q, want [sigstore]", audiences)
	}
	// mallory's signature stays beside the workflow's and fails: remove it.
	e.expect(1, []string{"APPROVAL_SIGNATURE_INVALID xlsx", "mallory"}, "verify")
	e.write(approvalsFile, regexp.MustCompile(`\n\[\[approval\.signature\]\]\nby = "mallory@example.com"\n(?:[a-z]+ = "[^"]*"\n)+`).ReplaceAllString(e.read(approvalsFile), ""))
	e.must("install")
	e.must("verify")
	e.assertRooted("xlsx", "SKILL.md")
	st := e.must("status", "--json")
	if !strings.Contains(st, "signed by "+ciWorkflow+" (valid)") {
		t.Errorf("status --json: %s", st)
	}

	// The project tightens: two distinct approvers. Alice and the
	// workflow both sign pdf.
	e.write("skills-policy.toml", "[approval]\nmin_approvers = 2\nsigned = true\ntrusted_root = \"trusted_root.json\"\n[[approval.keyless_signer]]\nidentity_regexp = \"^.*$\"\nissuer_regexp = \"^.*$\"\n")
	e.write("trusted_root.json", string(ss.TrustedRootJSON))
	e.expect(1, []string{"POLICY_VIOLATION pdf", "1 distinct signed approvers of 2 required"}, "verify")
	e.must("approve", "--sign=sigstore", "pdf", "--yes")
	e.must("approve", "--sign=sigstore", "--identity-token", alice, "xlsx", "--yes")
	e.must("verify")
}

// TestPolicyKeylessApproveErrors: what approve --sign=sigstore needs and
// says when it is missing; nothing is approved.
func TestPolicyKeylessApproveErrors(t *testing.T) {
	t.Parallel()
	ss := sigstoretest.New(t)
	org := policyRepo(t, keylessPolicy(ss, false, ""))
	up := sharedUpstream(t)
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.withPolicy(org)
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
	token := filepath.Join(testfs.TempDir(t), "token")
	if err := os.WriteFile(token, []byte(ss.Token("alice@example.com", keylessIssuer)), 0o600); err != nil {
		t.Fatal(err)
	}
	config := filepath.Join(testfs.TempDir(t), "signing_config.json")
	if err := os.WriteFile(config, ss.SigningConfigJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	before := e.read("skills.lock")
	e.expect(2, []string{"--sign=gpg", `"ssh"`, `"sigstore"`}, "approve", "--sign=gpg", "pdf", "--yes")
	e.expect(2, []string{"pass --sign=sigstore too"}, "approve", "--identity-token", token, "pdf", "--yes")
	e.expect(2, []string{"pass --sign=sigstore too"}, "approve", "--sign", "--signing-config", config, "pdf", "--yes")
	e.expect(2, []string{"--key names the SSH key"}, "approve", "--sign=sigstore", "--key", token, "pdf", "--yes")
	e.expect(2, []string{"keyless signing needs the Sigstore services", "approval.signing_config", "--signing-config FILE"}, "approve", "--sign=sigstore", "--identity-token", token, "pdf", "--yes")
	e.expect(2, []string{"needs an OIDC identity token", "--identity-token FILE", "SIGSTORE_ID_TOKEN", "id-token: write"}, "approve", "--sign=sigstore", "--signing-config", config, "pdf", "--yes")
	bad := filepath.Join(testfs.TempDir(t), "bad.json")
	if err := os.WriteFile(bad, []byte(`{"mediaType":"application/vnd.dev.sigstore.signingconfig.v0.2+json"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	e.expect(2, []string{"caUrls"}, "approve", "--sign=sigstore", "--signing-config", bad, "--identity-token", token, "pdf", "--yes")
	forged := filepath.Join(testfs.TempDir(t), "forged")
	if err := os.WriteFile(forged, []byte(sigstoretest.New(t).Token("alice@example.com", keylessIssuer)), 0o600); err != nil {
		t.Fatal(err)
	}
	e.expect(2, []string{"refused to certify the identity token"}, "approve", "--sign=sigstore", "--signing-config", config, "--identity-token", forged, "pdf", "--yes")
	// A Fulcio that is not there: exit 3.
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()
	if err := os.WriteFile(config, sigstoretest.SigningConfig(t, down.URL, ss.TSAURL), 0o644); err != nil {
		t.Fatal(err)
	}
	e.expect(3, []string{"Fulcio at " + down.URL + " is unreachable"}, "approve", "--sign=sigstore", "--signing-config", config, "--identity-token", token, "pdf", "--yes")
	if _, err := os.Stat(filepath.Join(e.dir, ".skillpin", "approvals.toml")); !os.IsNotExist(err) {
		t.Errorf("a failed keyless approve wrote approvals: %v", err)
	}
	if e.read("skills.lock") != before {
		t.Error("a failed approve changed skills.lock")
	}
	// With a signing config from the flag, it works.
	if err := os.WriteFile(config, ss.SigningConfigJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	e.must("approve", "--sign=sigstore", "--signing-config", config, "--identity-token", token, "pdf", "--yes")
	e.must("verify")
}

// TestPolicyKeylessApprovalLogged: an organisation whose Sigstore has a
// transparency log; its trusted root lists the log, so the approval is
// logged by approve and the entry checked by verify.
func TestPolicyKeylessApprovalLogged(t *testing.T) {
	t.Parallel()
	ss := sigstoretest.NewWithLog(t)
	org := policyRepo(t, keylessPolicy(ss, true, ""))
	up := sharedUpstream(t)
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.withPolicy(org)
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
	e.setEnv("SIGSTORE_ID_TOKEN", ss.Token("alice@example.com", keylessIssuer))
	e.must("approve", "--sign=sigstore", "pdf", "--yes")
	if n := ss.LogEntries(); n != 1 {
		t.Errorf("%d log entries, want 1", n)
	}
	e.must("verify")
	e.assertRooted("pdf", "SKILL.md")
}

// TestBadTrustedRootRefused: a trusted root that cannot verify keyless
// signatures is refused by every command that reads the policy naming
// it, through the binary, with the file and the key named: an approval
// policy's when any command loads the policy (exit 2, at its line; the
// MCP server exits 1), a
// [source.signature]'s when a signature would be checked under it (exit
// 2 where a skill is locked, SIGNATURE_INVALID in verify). The Sigstore
// verifier is handed to the packages that read policies by the command
// (sigstore.Backend), so this is what fails if the wiring drops it.
func TestBadTrustedRootRefused(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	const (
		noCA     = `trusted_root "trusted_root.json": trusted root 1: no certificate authorities, so it cannot verify keyless signatures`
		approval = "skills-policy.toml:3:1: approval." + noCA + " (see docs/policy.md)"
		source   = `source "shared-upstream" signature policy: signature policy: ` + noCA
	)
	setup := func(t *testing.T) *e2e {
		e := newBinaryE2E(t)
		e.git("init", "-q", "-b", "main")
		e.must("init", "--no-targets")
		e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
		e.commitAll("skills")
		// A trusted root of the right media type and nothing in it.
		e.write("trusted_root.json", `{"mediaType": "application/vnd.dev.sigstore.trustedroot+json;version=0.1"}`+"\n")
		return e
	}
	t.Run("approval", func(t *testing.T) {
		t.Parallel()
		e := setup(t)
		e.write("skills-policy.toml", "[approval]\nsigned = true\ntrusted_root = \"trusted_root.json\"\n[[approval.keyless_signer]]\nidentity = \"alice@example.com\"\nissuer = \"https://issuer.example\"\n")
		for _, args := range [][]string{{"install"}, {"verify"}, {"status"}, {"approve", "pdf", "--yes"}, {"update"}, {"policy", "show"}, {"diff"},
			{"catalog"}, {"inspect", "pdf"}, {"sbom"}} {
			e.expect(2, []string{approval}, args...)
		}
		// The MCP server reports the failure to read the project (exit 1).
		e.expect(1, []string{"nothing is served: ", approval}, "serve")
	})
	t.Run("source", func(t *testing.T) {
		t.Parallel()
		e := setup(t)
		e.write("skills.toml", strings.Replace(e.read("skills.toml"), "skills = [\"pdf\"]\n",
			"skills = [\"pdf\"]\n[source.signature]\nidentity = \"alice@example.com\"\nissuer = \"https://issuer.example\"\ntrusted_root = \"trusted_root.json\"\n", 1))
		for _, args := range [][]string{{"install"}, {"update"}, {"add", up.FileURL() + "@v1", "--skill", "xlsx"}} {
			e.expect(2, []string{source}, args...)
		}
		e.expect(1, []string{"error SIGNATURE_INVALID pdf: SKILL.sigstore.json: " + source}, "verify")
	})
}
