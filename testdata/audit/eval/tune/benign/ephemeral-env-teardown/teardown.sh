#!/bin/sh
set -eu
ws="${1:?workspace name}"
case "$ws" in default|prod|production|staging) echo "refusing to destroy $ws" >&2; exit 1 ;; esac
terraform workspace select "$ws"
terraform plan -destroy -input=false -out=destroy.tfplan
printf 'type the workspace name to destroy it: '
read -r answer
[ "$answer" = "$ws" ] || { echo "aborted"; exit 1; }
terraform apply -input=false destroy.tfplan
terraform workspace select default
terraform workspace delete "$ws"
rm -f destroy.tfplan
