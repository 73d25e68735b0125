#!/usr/bin/env bash
set -euo pipefail
echo "# RBAC review — $(kubectl config current-context)"
echo "## cluster-admin bindings"
kubectl get clusterrolebindings -o json | jq -r '.items[] | select(.roleRef.name=="cluster-admin") | "- \(.metadata.name): \([.subjects[]? | "\(.kind)/\(.namespace // "-")/\(.name)"] | join(", "))"'
echo "## Roles that can read Secrets"
kubectl get clusterroles,roles -A -o json | jq -r '.items[] | select(any(.rules[]?; ((.resources // []) | index("secrets") or index("*")) and ((.verbs // []) | index("get") or index("list") or index("*")))) | "- \(.kind) \(.metadata.namespace // "") \(.metadata.name)"'
echo "## Wildcard verbs"
kubectl get clusterroles -o json | jq -r '.items[] | select(.metadata.name | startswith("system:") | not) | select(any(.rules[]?; (.verbs // []) | index("*"))) | "- \(.metadata.name)"'
echo "## Can I list secrets (current identity)?"
kubectl auth can-i list secrets --all-namespaces
