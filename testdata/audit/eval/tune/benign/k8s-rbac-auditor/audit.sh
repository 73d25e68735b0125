#!/usr/bin/env bash
kubectl get clusterrolebindings -o json | jq -r '.items[] | select(.roleRef.name=="cluster-admin") | "\(.metadata.name): \([.subjects[]? | "\(.kind)/\(.namespace // "-")/\(.name)"] | join(", "))"'
kubectl get pods -A -o json | jq -r '.items[] | select(any(.spec.containers[]; .securityContext.privileged==true)) | "privileged: \(.metadata.namespace)/\(.metadata.name)"'
kubectl get pods -A -o json | jq -r '.items[] | select(any(.spec.volumes[]?; .hostPath.path=="/")) | "hostPath /: \(.metadata.namespace)/\(.metadata.name)"'
