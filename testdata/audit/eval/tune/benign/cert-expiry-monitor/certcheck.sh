#!/usr/bin/env bash
while read -r d; do
  end=$(echo | openssl s_client -servername "$d" -connect "$d:443" 2>/dev/null | openssl x509 -noout -enddate | cut -d= -f2)
  left=$(( ( $(date -d "$end" +%s) - $(date +%s) ) / 86400 ))
  flag=""; [ "$left" -lt 30 ] && flag="  <-- renew soon"
  echo "$d $left days$flag"
done < "${1:-domains.txt}"
