#!/usr/bin/env bash
set -euo pipefail
ns="$1"
[[ "$ns" =~ ^pr-[0-9]+$ ]] || { echo "only pr-<n> namespaces" >&2; exit 1; }
ctx=$(kubectl config current-context)
[[ "$ctx" == *prod* ]] && { echo "refusing on $ctx" >&2; exit 1; }
kubectl get all -n "$ns"
kubectl delete namespace "$ns" --dry-run=server
read -rp "Delete $ns on $ctx? type the name to confirm: " c
[[ "$c" == "$ns" ]] && kubectl delete namespace "$ns" --wait
