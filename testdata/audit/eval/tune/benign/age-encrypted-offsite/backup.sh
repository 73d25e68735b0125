#!/usr/bin/env bash
set -euo pipefail
R=~/.config/backup/recipient.txt; D=$(cat ~/.config/backup/dest)
NAME="$(basename "$PWD")-$(date +%F).tar.zst.age"
tar --exclude=node_modules --exclude='.env*' -cf - . | zstd -q | age -R "$R" > "/tmp/$NAME"
rclone copy "/tmp/$NAME" "$D/" --progress
rm -f "/tmp/$NAME"
echo "uploaded $NAME to $D"
