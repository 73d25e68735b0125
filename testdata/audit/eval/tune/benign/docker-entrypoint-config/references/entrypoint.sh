#!/bin/sh
set -e
if [ -n "$APP_CONFIG_B64" ]; then
  echo "$APP_CONFIG_B64" | base64 -d > /app/config.yaml
fi
if [ -n "$TLS_CERT_B64" ]; then
  echo "$TLS_CERT_B64" | base64 -d > /app/tls.crt
fi
exec /app/server --config /app/config.yaml
