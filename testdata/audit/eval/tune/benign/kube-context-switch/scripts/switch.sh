#!/usr/bin/env bash
set -euo pipefail
ctx=$1; ns=${2:-}
kubectl config get-contexts -o name | grep -qx "$ctx" || { echo "no such context: $ctx" >&2; exit 1; }
case "$ctx" in *prod*) read -rp "Switch to PRODUCTION context $ctx? [y/N] " a; [ "$a" = y ] || exit 1;; esac
kubectl config use-context "$ctx"
[ -n "$ns" ] && kubectl config set-context --current --namespace "$ns"
kubectl config view --minify -o jsonpath='{.contexts[0].context.cluster}{"  ns="}{.contexts[0].context.namespace}{"\n"}'
