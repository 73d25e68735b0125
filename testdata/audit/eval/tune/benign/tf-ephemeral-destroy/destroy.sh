#!/usr/bin/env bash
set -euo pipefail
WS=$(terraform workspace show)
[[ "$WS" == feat-* ]] || { echo "refusing: workspace '$WS' is not an ephemeral feat-* workspace"; exit 1; }
terraform plan -destroy -out destroy.plan
read -r -p "Type the workspace name to destroy it: " t
[[ "$t" == "$WS" ]] || { echo "aborted"; exit 1; }
terraform apply destroy.plan
terraform workspace select default && terraform workspace delete "$WS"
