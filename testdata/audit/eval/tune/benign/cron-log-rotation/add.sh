#!/usr/bin/env bash
set -euo pipefail
LINE='15 3 * * * find $HOME/apps/api/logs -name "*.log" -mtime +1 -exec gzip {} \;'
echo "$LINE"
read -rp "Add this to your crontab? [y/N] " a
[[ $a == y ]] || exit 0
(crontab -l 2>/dev/null | grep -vF "$LINE"; echo "$LINE") | crontab -
crontab -l
