package main

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// TestActionSelfApproval: a one-person repository (skills.toml on main
// sets self_approval_signers, listing octocat's key) whose pull request
// updates pdf and approves it signed by octocat passes the action's gate
// with approvals-base: auto when octocat opened the pull request, and
// fails it when someone else did: the action passes the author on.
func TestActionSelfApproval(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	key, pub := goSSHKey(t, testfs.TempDir(t), "octocat")
	up := upstream(t)
	e := newE2E(t)
	commit := func(msg string) {
		e.git("add", "-A")
		e.git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", msg)
	}
	e.git("init", "-q", "-b", "main")
	e.must("init", "--no-targets")
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf")
	e.must("approve", "pdf", "--yes")
	e.write(".github/allowed_signers", "octocat "+pub+"\n")
	e.write("skills.toml", strings.Replace(e.read("skills.toml"), "[settings]", "[settings]\nself_approval_signers = \".github/allowed_signers\"", 1))
	commit("skills, one maintainer")
	up.WriteExec("skills/pdf/scripts/new.sh", "#!/bin/sh\necho new\n")
	up.Commit("v2")
	up.Tag("v2")
	e.git("checkout", "-q", "-b", "feature")
	e.must("update", "pdf", "--to", "v2")
	e.setEnv("SKILLPIN_USER", "octocat")
	e.must("approve", "--sign", "--key", key, "pdf", "--yes")
	commit("pdf v2, approved")

	for _, tc := range []struct {
		author, failed string
		log            []string
	}{
		{"octocat", "", []string{"verify: 1 skill(s)"}},
		{"mallory", "Verify skills", []string{"APPROVAL_NOT_IN_BASE pdf", "octocat signed it, not mallory"}},
	} {
		t.Run(tc.author, func(t *testing.T) {
			t.Parallel()
			ws := clone(t, e.dir, ".")
			r := newActionRunner(t, ws, map[string]string{"approvals-base": "auto"})
			r.baseRef, r.prAuthor = "main", tc.author
			log, failed := r.run()
			if failed != tc.failed {
				t.Fatalf("failed at step %q, want %q:\n%s", failed, tc.failed, log)
			}
			for _, want := range tc.log {
				if !strings.Contains(log, want) {
					t.Errorf("log lacks %q:\n%s", want, log)
				}
			}
			if summary := r.read(r.summary); !strings.Contains(summary, `**SELF_APPROVED**: a self\-approval`) || !strings.Contains(summary, "signed by octocat") {
				t.Errorf("the review does not show the self-approval as such:\n%s", summary)
			}
		})
	}
}
