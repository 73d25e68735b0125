#!/usr/bin/env bash
set -euo pipefail
days=${1:-7}
ns=$(kubectl config view --minify -o jsonpath='{..namespace}'); ns=${ns:-default}
cutoff=$(date -u -d "-$days days" +%s)
jobs=$(kubectl -n "$ns" get jobs -o json | jq -r --argjson c "$cutoff" '.items[] | select(.status.completionTime != null and ((.status.completionTime | fromdateiso8601) < $c)) | .metadata.name')
[ -n "$jobs" ] || { echo "nothing to delete in $ns"; exit 0; }
echo "$jobs" | xargs kubectl -n "$ns" delete job --dry-run=client
read -rp "delete these in namespace $ns? [y/N] " a; [ "$a" = y ] || exit 1
echo "$jobs" | xargs kubectl -n "$ns" delete job
