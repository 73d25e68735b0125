#!/usr/bin/env bash
set -euo pipefail
ns="$1"
kubectl create secret generic app-tls --from-file=tls.crt --from-file=tls.key -n "$ns" --dry-run=client -o yaml | kubectl apply -f -
kubectl get secret app-tls -n "$ns" -o jsonpath='{.data}' | jq 'keys'
