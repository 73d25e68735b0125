package action

import (
	"strings"
	"testing"
)

// TestActionReviewsPullRequests: on a pull request the action posts the
// review — with the content of every changed file — to the job summary
// without being asked, and with approvals-base: auto it fails a pull
// request that approves its own content (actionProject's feature branch
// approves pdf v2 in the commit that brings it).
func TestActionReviewsPullRequests(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	origin := sharedActionProject(t)
	for _, tc := range []struct {
		name    string
		baseRef string
		inputs  map[string]string
		failed  string   // the step that fails, "" for none
		summary []string // what the job summary holds; nil: nothing
		log     []string
	}{
		{name: "pull request, defaults", baseRef: "main",
			summary: []string{"## skillpin: skill changes", "NEW_EXECUTABLE", "<details open><summary><code>scripts/new.sh</code> (+2 −0)</summary>", "+echo new",
				"### Approvals (`.skillpin/approvals.toml`)", "SELF_APPROVED", "_Compared with `origin/main` by `skillpin diff`._"},
			log: []string{"verify: 1 skill(s)"}},
		{name: "pull request approving its own content", baseRef: "main", inputs: map[string]string{"approvals-base": "auto"},
			failed: "Verify skills", summary: []string{"SELF_APPROVED"},
			log: []string{"::error file=skills.lock,title=APPROVAL_NOT_IN_BASE pdf::", "is not in origin/main"}},
		{name: "push with approvals-base auto", inputs: map[string]string{"approvals-base": "auto"},
			log: []string{"verify: 1 skill(s)"}},
		{name: "pull request, review off", baseRef: "main", inputs: map[string]string{"diff": "false"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws := clone(t, origin, ".")
			r := newActionRunner(t, ws, tc.inputs)
			r.baseRef = tc.baseRef
			log, failed := r.run()
			if failed != tc.failed {
				t.Fatalf("failed at step %q, want %q:\n%s", failed, tc.failed, log)
			}
			summary := r.read(r.summary)
			if tc.summary == nil && summary != "" {
				t.Errorf("the job summary holds:\n%s", summary)
			}
			for _, want := range tc.summary {
				if !strings.Contains(summary, want) {
					t.Errorf("job summary lacks %q:\n%s", want, summary)
				}
			}
			for _, want := range tc.log {
				if !strings.Contains(log, want) {
					t.Errorf("log lacks %q:\n%s", want, log)
				}
			}
		})
	}
}
