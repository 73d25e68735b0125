#!/usr/bin/env bash
set -e
pr=${1:?pr number}
kubectl delete jobs --field-selector status.successful=1 -n "preview-$pr"
kubectl delete namespace "preview-$pr" --wait=false
