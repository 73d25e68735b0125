#!/bin/bash
# Default-deny egress; allow DNS, the model API and the hosts in allowed-hosts.txt.
set -euo pipefail
iptables -P OUTPUT DROP
iptables -A OUTPUT -o lo -j ACCEPT
iptables -A OUTPUT -m state --state ESTABLISHED,RELATED -j ACCEPT
iptables -A OUTPUT -p udp --dport 53 -j ACCEPT
while read -r host; do
  [ -z "$host" ] && continue
  for ip in $(getent ahostsv4 "$host" | awk '{print $1}' | sort -u); do
    iptables -A OUTPUT -d "$ip" -p tcp --dport 443 -j ACCEPT
  done
done < /workspace/.devcontainer/allowed-hosts.txt
echo "firewall up"
