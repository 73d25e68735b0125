#!/usr/bin/env bash
set -euo pipefail
host="$1"
ssh "$host" sudo cat /etc/rancher/k3s/k3s.yaml | sed "s/127.0.0.1/$host/" > ~/.kube/homelab.yaml
chmod 600 ~/.kube/homelab.yaml
KUBECONFIG=~/.kube/homelab.yaml kubectl get nodes
