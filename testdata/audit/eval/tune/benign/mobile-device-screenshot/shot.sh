#!/usr/bin/env bash
set -euo pipefail
adb devices | grep -w device >/dev/null || { echo "no authorised device" >&2; exit 1; }
adb exec-out screencap -p > "shot-$(date +%H%M%S).png"
