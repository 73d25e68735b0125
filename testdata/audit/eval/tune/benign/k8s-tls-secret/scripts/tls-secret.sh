#!/usr/bin/env bash
set -euo pipefail
if [ "$1" = --self-signed ]; then
  cn=$2; name=$3; tmp=$(mktemp -d)
  openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=$cn" -addext "subjectAltName=DNS:$cn" \
    -keyout "$tmp/tls.key" -out "$tmp/tls.crt" 2>/dev/null
  crt=$tmp/tls.crt; key=$tmp/tls.key
else
  crt=$1; key=$2; name=$3
fi
cat <<Y
apiVersion: v1
kind: Secret
metadata:
  name: $name
type: kubernetes.io/tls
data:
  tls.crt: $(base64 -w0 < "$crt")
  tls.key: $(base64 -w0 < "$key")
Y
