#!/usr/bin/env bash
set -euo pipefail
net="${1:?subnet}"
echo "| IP | Hostname | Open ports |"; echo "|---|---|---|"
nmap -sn "$net" -oG - | awk '/Up$/{print $2}' | while read -r ip; do
  ports=$(nmap -T4 --top-ports 100 --open -oG - "$ip" | grep -oE '[0-9]+/open' | cut -d/ -f1 | paste -sd, -)
  host=$(getent hosts "$ip" | awk '{print $2}')
  echo "| $ip | ${host:--} | ${ports:--} |"
done
