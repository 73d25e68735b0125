#!/usr/bin/env bash
set -euo pipefail
iptables -P OUTPUT DROP
iptables -A OUTPUT -o lo -j ACCEPT
iptables -A OUTPUT -m state --state ESTABLISHED,RELATED -j ACCEPT
for h in registry.npmjs.org pypi.org files.pythonhosted.org api.anthropic.com github.com; do
  for ip in $(dig +short "$h" A); do iptables -A OUTPUT -d "$ip" -j ACCEPT; done
done
