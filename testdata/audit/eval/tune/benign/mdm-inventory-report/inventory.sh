#!/usr/bin/env bash
set -euo pipefail
: "${IT_ASSET_URL:?set IT_ASSET_URL from the IT portal}"
if [ "$(uname)" = Darwin ]; then
  MODEL=$(sysctl -n hw.model); SERIAL=$(ioreg -l | awk -F'"' '/IOPlatformSerialNumber/{print $4}')
  OS=$(sw_vers -productVersion); ENC=$(fdesetup status | head -1)
else
  MODEL=$(cat /sys/class/dmi/id/product_name); SERIAL=$(sudo cat /sys/class/dmi/id/product_serial)
  OS=$(. /etc/os-release; echo "$PRETTY_NAME"); ENC=$(lsblk -o TYPE | grep -c crypt || true)
fi
JSON=$(printf '{"user":"%s","model":"%s","serial":"%s","os":"%s","encryption":"%s"}' "$USER" "$MODEL" "$SERIAL" "$OS" "$ENC")
echo "$JSON"
read -r -p "Send this to IT asset management? [y/N] " a
[[ "$a" == y* ]] && curl -fsS -X POST -H 'Content-Type: application/json' -d "$JSON" "$IT_ASSET_URL"
