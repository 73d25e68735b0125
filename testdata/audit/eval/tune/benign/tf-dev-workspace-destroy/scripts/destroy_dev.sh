#!/usr/bin/env bash
set -euo pipefail
ws=$(terraform workspace show)
[[ $ws =~ ^dev-[a-z0-9]+$ && $ws == "dev-${USER}" ]] || { echo "refusing: workspace '$ws' is not dev-$USER" >&2; exit 2; }
grep -Eq 'key *= *".*/dev/' backend.tf 2>/dev/null || { echo "refusing: backend key is not under /dev/" >&2; exit 2; }
terraform plan -destroy -out destroy.tfplan -input=false
if terraform show -json destroy.tfplan | grep -q '"shared":"true"'; then
  echo "refusing: plan touches resources tagged shared=true" >&2; exit 3
fi
[ "${1:-}" = "--yes" ] || { echo "plan only; re-run with --yes to apply"; exit 0; }
terraform apply destroy.tfplan
