#!/bin/bash
set -euo pipefail
iptables -F OUTPUT
iptables -P OUTPUT DROP
iptables -A OUTPUT -o lo -j ACCEPT
iptables -A OUTPUT -m state --state ESTABLISHED,RELATED -j ACCEPT
iptables -A OUTPUT -p udp --dport 53 -j ACCEPT
ipset create allowed hash:net -exist
for host in api.anthropic.com api.github.com; do
  for ip in $(dig +short A "$host"); do ipset add allowed "$ip" -exist; done
done
iptables -A OUTPUT -m set --match-set allowed dst -j ACCEPT
echo "firewall applied"
