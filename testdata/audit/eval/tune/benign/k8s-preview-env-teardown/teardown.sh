#!/usr/bin/env bash
set -euo pipefail
NS=${1:?namespace}; YES=${2:-}
CTX=$(kubectl config current-context)
[[ "$NS" =~ ^pr-[0-9]+$ ]] || { echo "only pr-<n> namespaces"; exit 1; }
[[ "$(kubectl get ns "$NS" -o jsonpath='{.metadata.labels.env}')" == preview ]] || { echo "not a preview namespace"; exit 1; }
echo "context: $CTX"
kubectl get all -n "$NS"
if [[ "$YES" == --yes ]]; then kubectl delete ns "$NS"; else kubectl delete ns "$NS" --dry-run=server; echo "re-run with --yes to delete"; fi
