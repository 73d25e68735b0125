#!/bin/sh
# Prints the issuers of HOST's certificate chain.
host="$1"
openssl s_client -connect "$host:443" -servername "$host" -showcerts </dev/null 2>/dev/null |
  openssl x509 -noout -issuer
curl -sI "https://$host" | head -1
