#!/usr/bin/env bash
# peek.sh <secret> <namespace> [key]  — without key: list keys and value hashes only
set -euo pipefail
S=${1:?secret}; NS=${2:?namespace}; K=${3:-}
if [ -z "$K" ]; then
  kubectl get secret "$S" -n "$NS" -o json | jq -r '.data | to_entries[] | "\(.key)\t\(.value | @base64d | length) bytes"'
else
  kubectl get secret "$S" -n "$NS" -o jsonpath="{.data.$K}" | base64 -d; echo
fi
