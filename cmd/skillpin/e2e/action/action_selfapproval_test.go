package action

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
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
	key, pub := e2etest.SSHKey(t, testfs.TempDir(t), "octocat")
	up := e2etest.Upstream(t)
	e := e2etest.NewProject(t)
	commit := func(msg string) {
		e.Git("add", "-A")
		e.Git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", msg)
	}
	e.Git("init", "-q", "-b", "main")
	e.Must("init", "--no-targets")
	e.Must("add", up.FileURL()+"@v1", "--skill", "pdf")
	e.Must("approve", "pdf", "--yes")
	e.Write(".github/allowed_signers", "octocat "+pub+"\n")
	e.Write("skills.toml", strings.Replace(e.Read("skills.toml"), "[settings]", "[settings]\nself_approval_signers = \".github/allowed_signers\"", 1))
	commit("skills, one maintainer")
	up.WriteExec("skills/pdf/scripts/new.sh", "#!/bin/sh\necho new\n")
	up.Commit("v2")
	up.Tag("v2")
	e.Git("checkout", "-q", "-b", "feature")
	e.Must("update", "pdf", "--to", "v2")
	e.SetEnv("SKILLPIN_USER", "octocat")
	e.Must("approve", "--sign", "--key", key, "pdf", "--yes")
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
			ws := clone(t, e.Dir, ".")
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
