#!/usr/bin/env bash
set -euo pipefail
folder="$1"
out="backup-$(date +%F).tgz"
tar czf "$out" "$folder"
age -r "$(cat ~/.config/age/recipient.txt)" -o "$out.age" "$out"
age -d -i ~/.config/age/key.txt "$out.age" | tar tz >/dev/null
rm -- "$out"
echo "wrote $out.age"
