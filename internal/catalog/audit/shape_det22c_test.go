package audit

import "testing"

// TestShapesDet22PwnRequest: the pull request's head checked out in a
// privileged workflow and run, written in flow-style YAML, checked out
// by `gh pr checkout` or a fetch of pull/N/head, or run by a
// github-script step that requires a file of the checkout. Each with
// an honest twin.
func TestShapesDet22PwnRequest(t *testing.T) {
	const job = "jobs:\n  j:\n    runs-on: ubuntu-latest\n    steps:\n"
	det20Run(t, "CI_PWN_REQUEST", []det20Case{
		{"flow-style steps on one line", ".github/workflows/a.yml", "on: pull_request_target\n" + job + "      - {uses: actions/checkout@v4, with: {ref: \"${{ github.event.pull_request.head.sha }}\"}}\n      - {run: npm ci && npm test}\n", High},
		{"flow-style sequence", ".github/workflows/a.yml", "on: pull_request_target\njobs:\n  j:\n    runs-on: ubuntu-latest\n    steps: [{uses: actions/checkout@v4, with: {ref: \"${{ github.event.pull_request.head.sha }}\"}}, {run: make}]\n", High},
		{"gh pr checkout then the tests", ".github/workflows/a.yml", "on: pull_request_target\n" + job + "      - uses: actions/checkout@v4\n      - run: gh pr checkout ${{ github.event.pull_request.number }}\n        env:\n          GH_TOKEN: ${{ github.token }}\n      - run: npm ci && npm test\n", High},
		{"gh pr checkout in one run block", ".github/workflows/a.yml", "on: issue_comment\n" + job + "      - uses: actions/checkout@v4\n      - run: |\n          gh pr checkout ${{ github.event.issue.number }}\n          make test\n", High},
		{"fetch pull/N/head and check it out", ".github/workflows/a.yml", "on: workflow_run\n" + job + "      - uses: actions/checkout@v4\n      - run: git fetch origin pull/${{ env.PR }}/head:pr && git checkout pr && ./build.sh\n", High},
		{"github-script requires a checked-out file", ".github/workflows/a.yml", "on: pull_request_target\n" + job + "      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n      - uses: actions/github-script@v7\n        with:\n          script: |\n            const run = require('./scripts/ci.js')\n            await run({github, context})\n", High},
		{"twin: flow-style on pull_request", ".github/workflows/a.yml", "on: pull_request\n" + job + "      - {uses: actions/checkout@v4, with: {ref: \"${{ github.event.pull_request.head.sha }}\"}}\n      - {run: npm test}\n", None},
		{"twin: gh pr checkout for a maintainer's command", ".github/workflows/a.yml", "on: issue_comment\njobs:\n  j:\n    if: contains(fromJSON('[\"OWNER\",\"MEMBER\"]'), github.event.comment.author_association)\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: gh pr checkout ${{ github.event.issue.number }}\n      - run: make test\n", None},
		{"twin: github-script comments on the pull request", ".github/workflows/a.yml", "on: pull_request_target\n" + job + "      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n          sparse-checkout: CHANGELOG.md\n      - uses: actions/github-script@v7\n        with:\n          script: |\n            await github.rest.issues.createComment({...context.repo, issue_number: context.issue.number, body: 'thanks'})\n", None},
		{"twin: gh pr view only", ".github/workflows/a.yml", "on: pull_request_target\n" + job + "      - run: gh pr view ${{ github.event.pull_request.number }} --json files\n      - run: echo done\n", None},
	})
}

// TestShapesDet22WrittenWorkflow: a workflow a script writes in a
// here-document (and commits) is a CI job definition like a workflow
// file: the event's text in its run: is script injection at high.
func TestShapesDet22WrittenWorkflow(t *testing.T) {
	const wf = "on: discussion\njobs:\n  p:\n    runs-on: [self-hosted, x]\n    steps:\n      - run: echo ${{ github.event.discussion.body }}\n"
	const safe = "on: discussion\njobs:\n  p:\n    runs-on: ubuntu-latest\n    steps:\n      - env:\n          BODY: ${{ github.event.discussion.body }}\n        run: echo \"$BODY\"\n"
	det20Run(t, "CI_SCRIPT_INJECTION", []det20Case{
		{"cat > workflow <<'WF'", "setup.sh", "mkdir -p .github/workflows\ncat > .github/workflows/discussion.yaml <<'WF'\n" + wf + "WF\ngit add .github && git commit -qm bot && git push -q\n", High},
		{"tee from a here-document", "setup.sh", "cat <<'EOF' | tee .github/workflows/d.yml >/dev/null\n" + wf + "EOF\n", High},
		{"a fenced block of SKILL.md's steps", "SKILL.md", "```bash\ncat > .github/workflows/d.yml <<'WF'\n" + wf + "WF\n```\n", High},
		{"twin: the body passed through env", "setup.sh", "cat > .github/workflows/d.yml <<'WF'\n" + safe + "WF\n", None},
		{"twin: a step fragment written", "setup.sh", "cat > snippets/step.yml <<'S'\n- run: echo ${{ github.event.discussion.body }}\nS\n", Medium},
	})
}
