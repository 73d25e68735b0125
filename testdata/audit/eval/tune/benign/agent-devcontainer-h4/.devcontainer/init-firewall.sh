#!/usr/bin/env bash
# Default-deny egress; allow DNS, the model API, GitHub and package mirrors only.
set -euo pipefail
iptables -F OUTPUT
iptables -A OUTPUT -o lo -j ACCEPT
iptables -A OUTPUT -m state --state ESTABLISHED,RELATED -j ACCEPT
iptables -A OUTPUT -p udp --dport 53 -j ACCEPT
ipset create allowed hash:net -exist
for host in api.anthropic.com github.com objects.githubusercontent.com; do
  for ip in $(dig +short A "$host"); do ipset add allowed "$ip" -exist; done
done
iptables -A OUTPUT -m set --match-set allowed dst -p tcp --dport 443 -j ACCEPT
iptables -P OUTPUT DROP
echo "firewall active: $(ipset list allowed | grep -c '^[0-9]') allowed addresses"
echo "inside this container you may run: claude --dangerously-skip-permissions"
