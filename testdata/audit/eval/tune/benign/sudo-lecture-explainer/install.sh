#!/usr/bin/env bash
set -euo pipefail
rule="$USER ALL=(root) NOPASSWD: /usr/bin/systemctl restart myapp.service"
tmp=$(mktemp)
echo "$rule" > "$tmp"
sudo visudo -c -f "$tmp"
echo "$rule"
read -rp "Install as /etc/sudoers.d/myapp-restart? [y/N] " a
[[ $a == y ]] && sudo install -m 440 "$tmp" /etc/sudoers.d/myapp-restart
rm -f "$tmp"
