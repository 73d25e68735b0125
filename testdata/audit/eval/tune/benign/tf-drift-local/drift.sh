#!/bin/sh
set -u
terraform plan -refresh-only -detailed-exitcode -no-color -out=drift.tfplan > /dev/null
rc=$?
if [ $rc -eq 0 ]; then echo "# No drift" > drift.md; echo "no drift"; exit 0; fi
[ $rc -eq 2 ] || { echo "plan failed" >&2; exit 1; }
{
  echo "# Drift report $(date +%F)"
  terraform show -json drift.tfplan | jq -r '.resource_drift[]? | "- `\(.address)`: \(.change.actions | join(","))"'
} > drift.md
cat drift.md
