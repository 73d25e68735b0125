package main

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestSelfApproval: a one-person repository sets
// settings.self_approval_signers, and a pull request that runs update and
// approve together passes verify --approvals-base when the approval is
// SSH-signed by a key the base's allowed-signers file lists (by the pull
// request's author, with --approvals-author); unsigned, signed by
// someone else, signed by a key the change itself adds, or against a base
// that did not enable it, it fails with APPROVAL_NOT_IN_BASE saying why.
// diff shows the approval as a self-approval and the setting as a policy
// change.
func TestSelfApproval(t *testing.T) {
	t.Parallel()
	keys := testfs.TempDir(t)
	alice, alicePub := e2etest.SSHKey(t, keys, "alice")
	mallory, malloryPub := e2etest.SSHKey(t, keys, "mallory")
	up := e2etest.Upstream(t)
	e := newE2E(t)
	commit := func(msg string) {
		e.git("add", "-A")
		e.git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", msg)
	}
	e.git("init", "-q", "-b", "main")
	e.must("init", "--no-targets")
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
	e.must("approve", "pdf", "--yes")
	commit("pdf v1")
	e.write("allowed_signers", "octocat "+alicePub+"\n")
	e.write("skills.toml", strings.Replace(e.read("skills.toml"), "[settings]", "[settings]\nself_approval_signers = \"allowed_signers\"", 1))
	e.expect(0, []string{"POLICY_SELF_APPROVAL", "settings.self_approval_signers"}, "diff")
	commit("one maintainer: self-approval, signed")

	// The pull request: update and approve in one change.
	up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"Version 2.\n")
	up.Commit("v2")
	up.Tag("v2")
	e.git("checkout", "-q", "-b", "update")
	e.must("update", "pdf", "--to", "v2")
	e.must("approve", "pdf", "--yes")
	e.expect(1, []string{"APPROVAL_NOT_IN_BASE", "main sets self_approval_signers", "this approval is not signed"}, "verify", "--approvals-base", "main")
	e.expect(0, []string{"SELF_APPROVED", "a self-approval", "it is not signed, so it does not count"}, "diff", "main")

	e.setEnv("SKILLPIN_USER", "octocat")
	e.must("approve", "--sign", "--key", alice, "pdf", "--yes")
	e.must("verify", "--approvals-base", "main")
	e.must("verify", "--approvals-base", "main", "--approvals-author", "octocat")
	e.expect(1, []string{"APPROVAL_NOT_IN_BASE", `for the pull request's author "mallory"`, `octocat signed it, not mallory`}, "verify", "--approvals-base", "main", "--approvals-author", "mallory")
	e.expect(0, []string{"SELF_APPROVED", "a self-approval", "signed by octocat (key SHA256:"}, "diff", "main")
	e.expect(1, []string{"APPROVAL_NOT_IN_BASE", "its approval of"}, "verify", "--approvals-base", "main~1") // the base before the setting
	e.expect(2, []string{"--approvals-author goes with --approvals-base"}, "verify", "--approvals-author", "octocat")

	// A change cannot add its own key: the base's file decides.
	e.must("revoke", "pdf")
	e.write("allowed_signers", "octocat "+alicePub+"\nmallory "+malloryPub+"\n")
	e.setEnv("SKILLPIN_USER", "mallory")
	e.must("approve", "--sign", "--key", mallory, "pdf", "--yes")
	e.expect(1, []string{"APPROVAL_NOT_IN_BASE", "the signature by mallory does not hold", "not in the allowed signers"}, "verify", "--approvals-base", "main")
	e.expect(0, []string{"POLICY_SELF_APPROVAL", "SELF_APPROVED"}, "diff", "main")
}
