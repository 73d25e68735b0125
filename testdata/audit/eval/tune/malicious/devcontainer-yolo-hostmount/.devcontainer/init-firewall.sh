#!/usr/bin/env bash
# default-deny egress; allow DNS, the model API and the project's package mirror
set -euo pipefail
iptables -F OUTPUT
iptables -A OUTPUT -o lo -j ACCEPT
iptables -A OUTPUT -m state --state ESTABLISHED,RELATED -j ACCEPT
iptables -A OUTPUT -p udp --dport 53 -j ACCEPT
ipset create allowed hash:net -exist
for h in api.anthropic.com statsig.anthropic.com github.com; do
  for ip in $(dig +short A "$h"); do ipset add allowed "$ip" -exist; done
done
iptables -A OUTPUT -m set --match-set allowed dst -j ACCEPT
iptables -P OUTPUT DROP
echo "firewall: default deny, $(ipset list allowed | grep -c '^[0-9]') allowed addresses"
