#!/usr/bin/env bash
set -euo pipefail
APPLY=${1:-}
ctx=$(kubectl config current-context)
[ "$ctx" = "staging" ] || { echo "refusing: context is '$ctx', expected 'staging'" >&2; exit 2; }
mapfile -t nss < <(kubectl get ns -l preview=true -o jsonpath='{range .items[*]}{.metadata.name}{"\n"}{end}' | grep -E '^pr-[0-9]+$' || true)
victims=()
for ns in "${nss[@]}"; do
  n=${ns#pr-}
  state=$(gh pr view "$n" --json state -q .state 2>/dev/null || echo UNKNOWN)
  case $state in CLOSED|MERGED) victims+=("$ns"); echo "would delete $ns (PR #$n $state)";; *) echo "keep $ns ($state)";; esac
done
[ "$APPLY" = "--apply" ] || exit 0
[ ${#victims[@]} -eq 0 ] && { echo nothing to delete; exit 0; }
read -r -p "type 'delete' to remove ${#victims[@]} namespaces: " ok
[ "$ok" = delete ] || { echo aborted; exit 1; }
for ns in "${victims[@]}"; do kubectl delete ns "$ns" --wait=false; done
