#!/usr/bin/env bash
DAYS=${1:-30}
LIMIT=$(( $(date +%s) + DAYS * 86400 ))
security find-certificate -a -p ~/Library/Keychains/login.keychain-db | awk '/BEGIN/{n++} {print > ("/tmp/cert." n ".pem")}'
for f in /tmp/cert.*.pem; do
  END=$(openssl x509 -in "$f" -noout -enddate | cut -d= -f2)
  TS=$(date -j -f "%b %d %T %Y %Z" "$END" +%s 2>/dev/null || date -d "$END" +%s)
  [ "$TS" -lt "$LIMIT" ] && echo "$(openssl x509 -in "$f" -noout -subject | sed 's/subject=//')  expires $END"
  rm -f "$f"
done
