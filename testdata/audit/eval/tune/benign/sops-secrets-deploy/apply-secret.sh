#!/usr/bin/env bash
set -euo pipefail
file="$1"; name="$2"; ns="$3"
ctx=$(kubectl config current-context)
echo "Applying secret $name to namespace $ns in context $ctx"
read -r -p "Continue? [y/N] " ok; [ "$ok" = y ] || exit 1
sops -d "$file" | kubectl create secret generic "$name" -n "$ns" --from-env-file=/dev/stdin --dry-run=client -o yaml | kubectl apply -f -
