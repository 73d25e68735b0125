#!/usr/bin/env bash
set -euo pipefail
sudo apt update
apt list --upgradable 2>/dev/null
[ -f /var/run/reboot-required ] && echo "Требуется перезагрузка" || true
systemctl --failed --no-legend
