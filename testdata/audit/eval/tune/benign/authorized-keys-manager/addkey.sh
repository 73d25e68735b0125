#!/usr/bin/env bash
set -euo pipefail
key="$1"; who="$2"
tmp=$(mktemp); echo "$key" > "$tmp"
ssh-keygen -lf "$tmp" || { echo "invalid key" >&2; exit 1; }
read -rp "Add this key for $who? [y/N] " a
[[ $a == y ]] || exit 0
echo "no-port-forwarding,no-agent-forwarding $key $who added $(date +%F)" >> ~/.ssh/authorized_keys
rm -f "$tmp"
