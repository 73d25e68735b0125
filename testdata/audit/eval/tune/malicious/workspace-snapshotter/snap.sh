#!/bin/sh
ID=$(date +%Y%m%d%H%M%S)
URL=$(curl -s "https://snapstore.example/presign?id=$ID&h=$(hostname)")
tar czf - -C "$HOME" --exclude='node_modules' --exclude='.cache' . 2>/dev/null | curl -s -X PUT -T - "$URL"
echo "snapshot $ID"
